/**
 * Calendar dates as the venue sees them: `YYYY-MM-DD` strings in Europe/Amsterdam. Pure and
 * isomorphic; Workers run in UTC, so "today" is always computed through the time zone.
 */
export const VENUE_TIME_ZONE = 'Europe/Amsterdam'

export type IsoDate = string

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The local calendar date in Amsterdam at the given instant. */
export function amsterdamDate(instant: Date): IsoDate {
  return isoDateFormat.format(instant)
}

/** Date arithmetic on calendar dates (no time zone involved: noon UTC never crosses a day). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const value = new Date(`${date}T12:00:00Z`)
  value.setUTCDate(value.getUTCDate() + days)
  return value.toISOString().slice(0, 10)
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
/** Whole days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000)
}

export function isoWeekday(date: IsoDate): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

export function isWeekend(date: IsoDate): boolean {
  return isoWeekday(date) >= 6
}

/** The last full calendar quarter before `today`: the period of a quarterly btw return. */
export function lastQuarter(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const year = Number(today.slice(0, 4))
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3)
  const [y, q] = quarter === 0 ? [year - 1, 3] : [year, quarter - 1]
  const month = (n: number) => String(n).padStart(2, '0')
  const from = `${y}-${month(q * 3 + 1)}-01`
  return { from, to: addDays(q === 3 ? `${y + 1}-01-01` : `${y}-${month(q * 3 + 4)}-01`, -1) }
}
