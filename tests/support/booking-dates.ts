import { checkBookingDate } from '~/lib/availability'
import { addDays, amsterdamDate, isoWeekday } from '~/lib/dates'

export const today = () => amsterdamDate(new Date())

/** The first date, at least `daysAhead` from today, on which a hele dag can be booked online now. */
export function bookableDate(daysAhead = 3, now = Date.now()): string {
  let date = addDays(amsterdamDate(new Date(now)), daysAhead)
  while (!checkBookingDate(date, 3, now).ok) date = addDays(date, 1)
  return date
}

export function nextSaturday(daysAhead = 3): string {
  let date = addDays(today(), daysAhead)
  while (isoWeekday(date) !== 6) date = addDays(date, 1)
  return date
}
