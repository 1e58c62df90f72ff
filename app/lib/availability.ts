/**
 * When the room can be booked online (DESIGN.md §4): weekdays only, at least the notice before
 * the start of the day part and at most the months ahead the list in effect today says (24 hours
 * and 6 months in the first), not on the Dutch public holidays the venue
 * closes on, not on a day part the owner closed and not under a published activity of the agenda
 * (docs/decisions/031-the-venues-own-facts-over-the-spec.md). All in Europe/Amsterdam time. Pure
 * and isomorphic: the server reads the venue's calendar (closed holidays, closures, activities)
 * from the database and the browser gets the same from its page.
 */
import { addDays, amsterdamDate, type IsoDate, isWeekend, VENUE_TIME_ZONE } from './dates'
import { formatLongDate } from './format'
import type { VenueTerms } from './price-list'
import { type DayPart, dayPartInfo } from './pricing'

export type SlotPart = 'ochtend' | 'middag'

/** What /boeken shows per day part (app/server/bookings/availability.server.ts computes it). */
/**
 * How a day part shows on /boeken. 'aangevraagd': an open request exists, and anyone can still ask
 * for it; 'optie': the owner holds it for a customer until a date (docs/decisions/026-optie.md),
 * taken like 'bezet' but it may come free. 'op aanvraag': the venue is not closed, but the website
 * does not take it (a weekend, or too soon to book online); the visitor calls or writes.
 */
export type PartStatus = 'vrij' | 'aangevraagd' | 'optie' | 'bezet' | 'op aanvraag' | 'gesloten'
export type DayAvailability = { date: IsoDate; ochtend: PartStatus; middag: PartStatus; closedReason?: string }

/**
 * How far ahead a visitor books online: the terms of the list in effect today
 * (docs/decisions/036-the-offer-as-data.md).
 */
export type OnlineWindow = Pick<VenueTerms, 'minHoursAhead' | 'maxMonthsAhead'>

export type HolidayId =
  | 'nieuwjaarsdag'
  | 'goede-vrijdag'
  | 'eerste-paasdag'
  | 'tweede-paasdag'
  | 'koningsdag'
  | 'bevrijdingsdag'
  | 'hemelvaartsdag'
  | 'eerste-pinksterdag'
  | 'tweede-pinksterdag'
  | 'eerste-kerstdag'
  | 'tweede-kerstdag'

export type Holiday = { id: HolidayId; name: string; date: IsoDate }

export const holidayIds: readonly HolidayId[] = [
  'nieuwjaarsdag',
  'goede-vrijdag',
  'eerste-paasdag',
  'tweede-paasdag',
  'koningsdag',
  'bevrijdingsdag',
  'hemelvaartsdag',
  'eerste-pinksterdag',
  'tweede-pinksterdag',
  'eerste-kerstdag',
  'tweede-kerstdag',
]

export function isHolidayId(value: unknown): value is HolidayId {
  return holidayIds.some((id) => id === value)
}

/**
 * The holidays on which the venue is closed until the owner says otherwise in /admin/sluitingen
 * (the closed_holidays table starts with these). Goede Vrijdag and Bevrijdingsdag are not general
 * days off in the Netherlands, so the venue opens on them unless the owner closes them.
 */
export const defaultClosedHolidays: readonly HolidayId[] = [
  'nieuwjaarsdag',
  'eerste-paasdag',
  'tweede-paasdag',
  'koningsdag',
  'hemelvaartsdag',
  'eerste-pinksterdag',
  'tweede-pinksterdag',
  'eerste-kerstdag',
  'tweede-kerstdag',
]

/** Easter Sunday (Gregorian), by the anonymous Meeus/Jones/Butcher algorithm. */
export function easterSunday(year: number): IsoDate {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export const holidayNames: Record<HolidayId, string> = {
  nieuwjaarsdag: 'Nieuwjaarsdag',
  'goede-vrijdag': 'Goede Vrijdag',
  'eerste-paasdag': 'eerste paasdag',
  'tweede-paasdag': 'tweede paasdag',
  koningsdag: 'Koningsdag',
  bevrijdingsdag: 'Bevrijdingsdag',
  hemelvaartsdag: 'Hemelvaartsdag',
  'eerste-pinksterdag': 'eerste pinksterdag',
  'tweede-pinksterdag': 'tweede pinksterdag',
  'eerste-kerstdag': 'eerste kerstdag',
  'tweede-kerstdag': 'tweede kerstdag',
}

export function dutchHolidays(year: number): readonly Holiday[] {
  // Asked for every day a calendar or availability check shows: a year is worked out once.
  const known = holidaysOfYear.get(year)
  if (known) return known
  const holidays = holidaysIn(year)
  holidaysOfYear.set(year, holidays)
  return holidays
}

const holidaysOfYear = new Map<number, readonly Holiday[]>()

function holidaysIn(year: number): readonly Holiday[] {
  const easter = easterSunday(year)
  // Koningsdag is 27 April, or Saturday 26 April when the 27th falls on a Sunday.
  const kingsDay = new Date(`${year}-04-27T12:00:00Z`).getUTCDay() === 0 ? `${year}-04-26` : `${year}-04-27`
  const dates: Record<HolidayId, IsoDate> = {
    nieuwjaarsdag: `${year}-01-01`,
    'goede-vrijdag': addDays(easter, -2),
    'eerste-paasdag': easter,
    'tweede-paasdag': addDays(easter, 1),
    koningsdag: kingsDay,
    bevrijdingsdag: `${year}-05-05`,
    hemelvaartsdag: addDays(easter, 39),
    'eerste-pinksterdag': addDays(easter, 49),
    'tweede-pinksterdag': addDays(easter, 50),
    'eerste-kerstdag': `${year}-12-25`,
    'tweede-kerstdag': `${year}-12-26`,
  }
  return holidayIds.map((id) => ({ id, name: holidayNames[id], date: dates[id] }))
}

export function closedHolidayOn(
  date: IsoDate,
  closed: readonly HolidayId[] = defaultClosedHolidays,
): Holiday | undefined {
  return dutchHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date && closed.includes(holiday.id))
}

/** Minutes east of UTC that Amsterdam's clock shows at the given instant (60 or 120). */
const amsterdamOffsetMinutes = (instant: Date) => zoneOffsetMinutes(instant, VENUE_TIME_ZONE)

/**
 * One formatter per time zone (or the RangeError of a name Intl does not know): making one costs
 * far more than using it, and every instant of every page and calendar file asks. At most
 * KNOWN_ZONES names are kept, so the names of a hostile calendar file cannot fill the memory.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat | RangeError>()
const KNOWN_ZONES = 100

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone)
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
    } catch (error) {
      format = error instanceof RangeError ? error : new RangeError(`Unknown time zone ${timeZone}`)
    }
    if (zoneFormats.size < KNOWN_ZONES) zoneFormats.set(timeZone, format)
  }
  if (format instanceof RangeError) throw format
  return format
}

/** Minutes east of UTC that a time zone's clock shows at the given instant; throws for a zone Intl does not know. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(instant)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
  return Math.round((asUtc - instant.getTime()) / 60_000)
}

/** The instant at which Amsterdam's clock shows `time` on `date` (times of day parts are never in a DST gap). */
export function amsterdamInstant(date: IsoDate, time: string): number {
  const naive = Date.parse(`${date}T${time}:00Z`)
  const offset = amsterdamOffsetMinutes(new Date(naive - 60 * 60_000))
  return naive - offset * 60_000
}

/** The same day of the month, `months` later; the last day of the month where that day is missing. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}

/** The first and last date a visitor can pick: today up to the window's months ahead, in Amsterdam. */
export function bookingWindow(now: number, window: OnlineWindow): { first: IsoDate; last: IsoDate } {
  const today = amsterdamDate(new Date(now))
  return { first: today, last: addMonths(today, window.maxMonthsAhead) }
}

/** "6 maanden" (or, with countWord, "zes maanden"): how far ahead the window reaches. */
export const monthsAhead = ({ maxMonthsAhead }: OnlineWindow, number: (value: number) => string = String) =>
  `${number(maxMonthsAhead)} ${maxMonthsAhead === 1 ? 'maand' : 'maanden'}`

/** "Online boeken kan tot 24 uur van tevoren.": the notice a day part needs. */
export const noticeText = ({ minHoursAhead }: OnlineWindow) => `Online boeken kan tot ${minHoursAhead} uur van tevoren.`

/** "Online boeken kan tot 6 maanden vooruit.": the furthest date. */
export const furthestText = (window: OnlineWindow) => `Online boeken kan tot ${monthsAhead(window)} vooruit.`

/** "Online boeken kan op werkdagen, van 24 uur tot 6 maanden vooruit.": the whole window in one sentence. */
export const windowText = (window: OnlineWindow) =>
  `Online boeken kan op werkdagen, van ${window.minHoursAhead} uur tot ${monthsAhead(window)} vooruit.`

export type DateRefusal =
  | 'ongeldig'
  | 'verleden'
  | 'te-kort-dag'
  | 'te-ver-vooruit'
  | 'weekend'
  | 'feestdag'
  | 'gesloten'
  | 'activiteit'

/**
 * What the venue's own calendar adds to the rules: the holidays it closes on, the day parts the
 * owner closed and the day parts a published activity holds (`YYYY-MM-DD:ochtend`), as the server
 * read them from the database.
 */
export type VenueCalendar = {
  closedHolidays: readonly HolidayId[]
  closedSlots: readonly string[]
  eventSlots: readonly string[]
}

export const defaultVenueCalendar: VenueCalendar = {
  closedHolidays: defaultClosedHolidays,
  closedSlots: [],
  eventSlots: [],
}

export const slotKey = (date: IsoDate, part: SlotPart) => `${date}:${part}`

export const closedMessage =
  'Op deze datum is de ruimte gesloten. Kies een andere datum, of neem contact op als je juist deze dag wilt komen.'

export const eventMessage =
  'Op dit dagdeel is er een activiteit in de ruimte (zie de agenda). Kies een ander dagdeel of een andere datum.'

export type DateCheck = { ok: true } | { ok: false; reason: DateRefusal; message: string }

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/

export function isValidIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false
  const parsed = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

/**
 * Whether a web booking for this date and day part is allowed at `now` under the online window,
 * with the Dutch reason if not.
 */
export function checkBookingDate(
  date: string,
  dayParts: DayPart,
  now: number,
  calendar: VenueCalendar,
  window: OnlineWindow,
): DateCheck {
  if (!isValidIsoDate(date)) return { ok: false, reason: 'ongeldig', message: 'Kies een geldige datum.' }
  const { first, last } = bookingWindow(now, window)
  if (date < first) return { ok: false, reason: 'verleden', message: 'Deze datum ligt in het verleden.' }
  if (date > last)
    return {
      ok: false,
      reason: 'te-ver-vooruit',
      message: `${furthestText(window)} Neem contact op voor een latere datum.`,
    }
  if (isWeekend(date))
    return {
      ok: false,
      reason: 'weekend',
      message: 'Deze datum valt in het weekend. In het weekend zijn we op aanvraag open: neem contact met ons op.',
    }
  const holiday = closedHolidayOn(date, calendar.closedHolidays)
  if (holiday) {
    return {
      ok: false,
      reason: 'feestdag',
      message: `Op ${holiday.name} zijn we gesloten. Neem contact op als je op deze dag toch wilt komen.`,
    }
  }
  if (slotsOf(dayParts).some((part) => calendar.closedSlots.includes(slotKey(date, part))))
    return { ok: false, reason: 'gesloten', message: closedMessage }
  if (slotsOf(dayParts).some((part) => calendar.eventSlots.includes(slotKey(date, part))))
    return { ok: false, reason: 'activiteit', message: eventMessage }
  const start = amsterdamInstant(date, dayPartInfo[dayParts].start)
  if (start - now < window.minHoursAhead * 60 * 60_000) {
    return {
      ok: false,
      reason: 'te-kort-dag',
      message: `${noticeText(window)} Heb je de ruimte eerder nodig? Bel ons.`,
    }
  }
  return { ok: true }
}

/** The slots a booking of these day parts occupies. */
export function slotsOf(dayParts: DayPart): SlotPart[] {
  if (dayParts === 3) return ['ochtend', 'middag']
  return [dayParts === 1 ? 'ochtend' : 'middag']
}

/**
 * The day parts an activity of the agenda holds: those its hours overlap ("10:00"-"15:00" holds the
 * ochtend and the middag; an evening holds none).
 */
export function eventSlotsOf(startTime: string, endTime: string): SlotPart[] {
  const parts: [SlotPart, DayPart][] = [
    ['ochtend', 1],
    ['middag', 2],
  ]
  return parts
    .filter(([, dayPart]) => startTime < dayPartInfo[dayPart].end && endTime > dayPartInfo[dayPart].start)
    .map(([part]) => part)
}

/** Whether any of the day parts is already confirmed for another booking. */
export function isTaken(dayParts: DayPart, confirmed: ReadonlySet<SlotPart>): boolean {
  return slotsOf(dayParts).some((part) => confirmed.has(part))
}

/**
 * The day parts a confirmed booking or an optie holds, as /boeken shows them ('bezet', 'optie'),
 * by `YYYY-MM-DD:ochtend`: what the calculator tells a visitor at the date before they fill in a
 * request (docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md).
 */
export type HeldSlots = Readonly<Record<string, 'bezet' | 'optie'>>

/** A day part the visitor wants that someone else holds, said in Dutch, with its waiting list. */
export type TakenDayPart = { message: string; waitingListPath: string }

const heldForSomeone = 'in optie: we houden hem vast voor iemand die nog beslist'

/**
 * Whether someone else holds a day part of `dayParts` on `date`: "De ochtend van maandag 11 januari
 * 2027 is al bezet.", or "... is in optie: we houden hem vast voor iemand die nog beslist.", and the
 * waiting list for exactly what the visitor wants (an entry fits when all its day parts are free).
 */
export function takenDayPart(date: IsoDate, dayParts: DayPart, held: HeldSlots): TakenDayPart | undefined {
  const taken = slotsOf(dayParts).filter((part) => held[slotKey(date, part)])
  const [only] = taken
  if (!only) return undefined
  const optie = taken.every((part) => held[slotKey(date, part)] === 'optie')
  const what = taken.length === 2 ? 'De hele dag' : only === 'ochtend' ? 'De ochtend' : 'De middag'
  return {
    message:
      `${what} van ${formatLongDate(date)} is ${optie ? heldForSomeone : 'al bezet'}. ` +
      'Kies een ander dagdeel of een andere datum, of zet je op de wachtlijst: komt het vrij, dan mailen we je.',
    waitingListPath: `/wachtlijst?datum=${date}&dagdeel=${dayParts}`,
  }
}
