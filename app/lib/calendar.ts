/** Month grids and period names for the calendars: weeks start on Monday, names in nl-NL. Pure. */
import { isValidIsoDate } from './availability'
import { addDays, type IsoDate, isoWeekday } from './dates'
import { formatDate } from './format'

export type YearMonth = string // 'YYYY-MM'

export const weekdayNames = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag']
export const weekdayShort = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']

const monthName = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' })

export function monthLabel(month: YearMonth): string {
  return monthName.format(new Date(`${month}-15T12:00:00Z`))
}

/** The week from its Monday: "week van 7 december 2026 t/m 13 december 2026". */
export function weekLabel(monday: IsoDate): string {
  return `week van ${formatDate(monday)} t/m ${formatDate(addDays(monday, 6))}`
}

/**
 * The years the owner's calendar can show: far enough back for the venue's history and ahead for
 * any booking, and within what date arithmetic handles (a year before 100 or after 9999 is not).
 */
const calendarYears = { first: 2000, last: 2099 }
const inCalendarYears = (value: string) => {
  const year = Number(value.slice(0, 4))
  return year >= calendarYears.first && year <= calendarYears.last
}

/** A `?maand=` the calendar shows: 'YYYY-MM' in its years. */
export const isCalendarMonth = (value: string): value is YearMonth =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && inCalendarYears(value)

/** A `?week=` day the calendar shows: a real date in its years. */
export const isCalendarDay = (value: string): value is IsoDate => isValidIsoDate(value) && inCalendarYears(value)

export function monthOf(date: IsoDate): YearMonth {
  return date.slice(0, 7)
}

export function addMonthsToMonth(month: YearMonth, count: number): YearMonth {
  const [year = 0, monthIndex = 1] = month.split('-').map(Number)
  const target = new Date(Date.UTC(year, monthIndex - 1 + count, 1))
  return target.toISOString().slice(0, 7)
}

/** Every month from the first date's month to the last date's month. */
export function monthsBetween(first: IsoDate, last: IsoDate): YearMonth[] {
  const months: YearMonth[] = []
  for (let month = monthOf(first); month <= monthOf(last); month = addMonthsToMonth(month, 1)) months.push(month)
  return months
}

/** Weeks of the month, Monday first; days of other months are null. */
export function monthGrid(month: YearMonth): (IsoDate | null)[][] {
  const first = `${month}-01`
  const weeks: (IsoDate | null)[][] = []
  let week: (IsoDate | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null)
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) {
    week.push(date)
    if (week.length === 7) {
      weeks.push(week)
      week = []
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)])
  return weeks
}

/** What the owner's calendar shows per date and day part (app/server/calendar/calendar.server.ts). */
export type CalendarEntry =
  | { kind: 'bevestigd' | 'optie' | 'aanvraag'; bookingId: number; name: string; numPeople: number }
  | { kind: 'gesloten'; closureId: number; reason: string }
  | { kind: 'activiteit'; eventId: number; title: string }
  /** Busy in one of the owner's own calendars (`source` is its name): the website shows the day part taken. */
  | { kind: 'prive'; busyId: number; title: string; source: string }

export type CalendarDay = {
  date: IsoDate
  holiday?: { name: string; closed: boolean }
  heleDag: CalendarEntry[]
  ochtend: CalendarEntry[]
  middag: CalendarEntry[]
}

export const entryKey = (entry: CalendarEntry) =>
  entry.kind === 'gesloten'
    ? `gesloten-${entry.closureId}`
    : entry.kind === 'activiteit'
      ? `activiteit-${entry.eventId}`
      : entry.kind === 'prive'
        ? `prive-${entry.busyId}`
        : `${entry.kind}-${entry.bookingId}`
