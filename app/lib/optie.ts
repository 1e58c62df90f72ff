/**
 * An optie (docs/decisions/026-optie.md): the owner holds a request's day parts for the customer
 * until a date while they decide. It runs through the whole of its last day (Europe/Amsterdam), ends
 * at the latest the day before the booking, and the customer is reminded once, two days before it
 * ends. Pure: the lifecycle (booking-lifecycle.ts) and the cron use it.
 */
import { addDays, amsterdamDate, type IsoDate, isWeekend } from './dates'
import { formatLongDate } from './format'

export const OPTIE_REMINDER_DAYS = 2

const today = (now: number) => amsterdamDate(new Date(now))

/** The last day an optie can run: the day before the booking. */
export const lastOptieDay = (bookingDate: IsoDate) => addDays(bookingDate, -1)

/**
 * The end the owner's form starts with: `days` (the booking's list's optieDays) from today, but at the
 * latest the day before the booking; on a weekday, when the venue is there to hear from the customer
 * (a Saturday or Sunday becomes the Friday before, unless that is before today).
 */
export function defaultOptieUntil(bookingDate: IsoDate, now: number, days: number): IsoDate {
  const proposed = addDays(today(now), days)
  const last = lastOptieDay(bookingDate)
  const until = proposed < last ? proposed : last
  let weekday = until
  while (isWeekend(weekday)) weekday = addDays(weekday, -1)
  return weekday < today(now) ? until : weekday
}

/** Why an optie cannot run until `until`, in Dutch; undefined when it can. */
export function optieUntilProblem(until: IsoDate, bookingDate: IsoDate, now: number): string | undefined {
  const last = lastOptieDay(bookingDate)
  if (last < today(now)) return 'De boeking is vandaag of eerder: daar past geen optie meer bij.'
  if (until < today(now)) return 'Een optie loopt tot vandaag of later.'
  if (until > last) return `Een optie loopt uiterlijk tot en met de dag voor de boeking (${formatLongDate(last)}).`
  return undefined
}

/** The optie ran out: its last day is over. */
export const optieLapsed = (until: IsoDate, now: number) => until < today(now)

/** The one reminder is due from two days before the last day, while the optie still runs. */
export const optieReminderDue = (until: IsoDate, now: number) =>
  !optieLapsed(until, now) && today(now) >= addDays(until, -OPTIE_REMINDER_DAYS)
