import { checkBookingDate, defaultVenueCalendar } from '~/lib/availability'
import { addDays, amsterdamDate, daysBetween, isoWeekday } from '~/lib/dates'
import { demoBookings, demoEvents } from '../../db/seed-data'
import { firstPriceList } from './price-lists'

export const today = () => amsterdamDate(new Date())
/** The date `days` from today in Amsterdam. */
export const inDays = (days: number) => addDays(today(), days)

/**
 * The first date, at least `daysAhead` from today, on which a hele dag can be booked online now
 * and which the demo data (the end-to-end tests' database) does not confirm or give to an activity.
 */
export function bookableDate(daysAhead = 3, now = Date.now()): string {
  const confirmed = new Set([
    ...demoBookings(now)
      .filter((booking) => booking.status === 'bevestigd')
      .map((booking) => booking.date),
    ...demoEvents(now).map((event) => event.date),
  ])
  const from = addDays(amsterdamDate(new Date(now)), daysAhead)
  let date = from
  while (!checkBookingDate(date, 3, now, defaultVenueCalendar, firstPriceList.terms).ok || confirmed.has(date)) {
    date = addDays(date, 1)
    // Past the booking window no date is bookable: say so, rather than search for ever.
    if (daysBetween(from, date) > 31) throw new Error(`No bookable date within a month of ${from}`)
  }
  return date
}

/** `amount` dates on which a hele dag can be booked online, the first at least `daysAhead` from today. */
export function bookableDates(amount: number, daysAhead = 20): string[] {
  const dates: string[] = []
  let next = daysAhead
  while (dates.length < amount) {
    const date = bookableDate(next)
    dates.push(date)
    next = daysBetween(today(), date) + 1
  }
  return dates
}

export function nextSaturday(daysAhead = 3): string {
  let date = addDays(today(), daysAhead)
  while (isoWeekday(date) !== 6) date = addDays(date, 1)
  return date
}

/** The invoice address a booking request asks (docs/decisions/033-decisions-on-what-the-owner-saw.md). */
export const invoiceAddress = { street: 'Dorpsstraat 12', postcode: '1713 HA', city: 'Obdam' }

/** A Dutch business's invoice details, complete for an e-invoice (docs/decisions/027-e-invoices.md). */
export const businessDetails = {
  company: 'Visser Advies B.V.',
  kvk: '87654321',
  vatId: 'NL123456789B01',
  street: 'Coolsingel 40',
  postcode: '3011 AD',
  city: 'Rotterdam',
  country: 'NL',
}

/** The spec's payload of POST /api/bookings, valid for a bookable date. */
export const bookingPayload = () => ({
  name: 'Sanne de Vries',
  email: 'Sanne@GroenenCo.nl',
  phone: '06 12 34 56 78',
  company: 'Groen & Co',
  ...invoiceAddress,
  date: bookableDate(),
  numPeople: 10,
  dayParts: 3,
  meetingType: 'basis',
  lunchType: 'basis',
  totalCost: '667.88',
  type: 'vergadering',
  message: 'Graag in carré-opstelling.\nWe nemen een eigen laptop mee.',
  newsletter: false,
})

/**
 * The request form's fields as a visitor without JavaScript sends them: Pieter Bakker asks for 8
 * people on a morning, the basis arrangement and no lunch, with an invoice address, on the first
 * bookable date. `overrides` change fields or add others (notes, company, a later date).
 */
export function requestForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: 'boeking',
    ...invoiceAddress,
    date: bookableDate(),
    numPeople: '8',
    dayParts: '1',
    meetingType: 'basis',
    lunchType: 'geen',
    name: 'Pieter Bakker',
    email: 'pieter@voorbeeld.nl',
    ...overrides,
  }
}
