import type { BookingDay } from '~/lib/booking-days'
import { firstPriceList } from './price-lists'

/**
 * A date of a booking (ADR 028): 8 people, the whole day, basic arrangement and lunch, priced under the first
 * price list, unless `overrides` differ.
 */
export const bookingDay = (date: string, overrides: Partial<BookingDay> = {}): BookingDay => ({
  date,
  numPeople: 8,
  dayParts: 3,
  meetingType: 'basis',
  lunchType: 'basis',
  extras: [],
  list: firstPriceList,
  ...overrides,
})
