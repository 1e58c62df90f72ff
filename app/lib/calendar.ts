/** Month grids and period names for the calendars: weeks start on Monday, names in nl-NL. Pure. */
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
