/**
 * The day itself, as the owner prepares it: the day sheet (who comes when, how many, with what to eat
 * and drink, and what is still to be paid) and the catering order (every arrangement, lunch and extra
 * per date, counted, for the caterer). Pure: the page, the PDF, the CSV and the JSON API render it.
 */

import type { HolidayId } from './availability'
import type { BookingDay } from './booking-days'
import { isCalendarDay } from './calendar'
import { peopleChangeAllowed } from './cancellation'
import { addDays, type IsoDate, isoWeekday, VENUE_TIME_ZONE } from './dates'
import { type Diet, type DietCounts, dietCountsText, dietText, dietTotals, noDiet } from './diet'
import { formatEuro } from './format'
import { choiceLabel, chosenExtras, dayPartInfo } from './pricing'

/** A booking on one of its dates, as the day sheet and the catering order read it. */
export type DayBooking = {
  bookingId: number
  status: 'bevestigd' | 'optie'
  name: string
  company: string | null
  phone: string | null
  email: string
  /** What the customer wrote with the request. */
  message: string | null
  /** The date's choices, under the list it was priced under. */
  day: BookingDay
  /** Which of the booking's dates this is, and how many it has (a booking of several dates). */
  dateNumber: number
  dateCount: number
  /** What the booking's current invoices still ask; null before the first invoice. */
  openCents: number | null
}

/** One booking on the sheet: its hours and what to prepare, in words. */
export type SheetEntry = {
  bookingId: number
  status: DayBooking['status']
  part: string
  start: string
  end: string
  contact: { name: string; company: string | null; phone: string | null; email: string }
  numPeople: number
  arrangement: string
  lunch: string
  extras: string[]
  /** The date's dietary needs (docs/decisions/045-dieetwensen.md). */
  diet: Diet
  message: string | null
  dateNumber: number
  dateCount: number
  openCents: number | null
}

/**
 * A line of the catering order: what, how many, and for which booking. The date's meal (the lunch,
 * or without one the arrangement) carries its dietary needs: that is what the caterer adapts.
 */
export type CateringLine = { item: string; quantity: number; bookingId: number; numPeople: number; diet?: Diet }
export type CateringDate = { date: IsoDate; lines: CateringLine[] }

/** Bookings in the order of the day: by their start, the morning (and a whole day) before the afternoon. */
const inDayOrder = (bookings: readonly DayBooking[]) =>
  [...bookings].sort((a, b) => dayPartInfo[a.day.dayParts].start.localeCompare(dayPartInfo[b.day.dayParts].start))

/** The day's bookings on the sheet, in the order of the day. */
export function sheetEntries(bookings: readonly DayBooking[]): SheetEntry[] {
  return inDayOrder(bookings).map((booking) => {
    const { day } = booking
    const part = dayPartInfo[day.dayParts]
    return {
      bookingId: booking.bookingId,
      status: booking.status,
      part: part.label,
      start: part.start,
      end: part.end,
      contact: { name: booking.name, company: booking.company, phone: booking.phone, email: booking.email },
      numPeople: day.numPeople,
      arrangement: day.meetingType === 'geen' ? 'Geen' : choiceLabel(day.list, 'arrangement', day.meetingType),
      lunch: day.lunchType === 'geen' ? 'Geen' : choiceLabel(day.list, 'lunch', day.lunchType),
      extras: chosenExtras(day.list, day.extras).map((extra) => extra.label),
      diet: day.diet ?? noDiet,
      message: booking.message,
      dateNumber: booking.dateNumber,
      dateCount: booking.dateCount,
      openCents: booking.openCents,
    }
  })
}

/**
 * What a booking on the sheet asks of the kitchen and the till, as label and value rows, the same on
 * the page, in the PDF and in the morning mail.
 */
export const preparationFacts = (entry: SheetEntry): [string, string][] => [
  ['Personen', String(entry.numPeople)],
  ['Arrangement', entry.arrangement],
  ['Lunch', entry.lunch],
  ['Dieetwensen', dietText(entry.diet) ?? 'Geen'],
  ['Extra’s', entry.extras.length > 0 ? entry.extras.join(', ') : 'Geen'],
  ['Nog te betalen', openText(entry.openCents)],
]

/** What a date's bookings need from the caterer: each arrangement, lunch and extra with its count. */
function cateringLines(booking: DayBooking): CateringLine[] {
  const { day, bookingId } = booking
  const line = (item: string, quantity: number, meal = false) => ({
    item,
    quantity,
    bookingId,
    numPeople: day.numPeople,
    ...(meal ? { diet: day.diet ?? noDiet } : {}),
  })
  const lunch = day.lunchType !== 'geen'
  return [
    ...(day.meetingType === 'geen'
      ? []
      : [line(choiceLabel(day.list, 'arrangement', day.meetingType), day.numPeople, !lunch)]),
    ...(lunch ? [line(choiceLabel(day.list, 'lunch', day.lunchType), day.numPeople, true)] : []),
    ...chosenExtras(day.list, day.extras).map((extra) =>
      line(extra.label, extra.unit === 'person' ? day.numPeople : 1),
    ),
  ]
}

/** The catering order of a period: per date in order, the lines of its bookings in the order of the day. */
export function cateringOrder(bookings: readonly DayBooking[]): CateringDate[] {
  const dates = [...new Set(bookings.map((booking) => booking.day.date))].sort()
  return dates.map((date) => ({
    date,
    lines: inDayOrder(bookings.filter((booking) => booking.day.date === date)).flatMap(cateringLines),
  }))
}

/** The period's totals per item, for the caterer's overview: "Basislunch: 24", with its dietary counts. */
export function cateringTotals(order: readonly CateringDate[]): { item: string; quantity: number; diet: DietCounts }[] {
  const totals = new Map<string, { quantity: number; diets: Diet[] }>()
  for (const line of order.flatMap((date) => date.lines)) {
    const total = totals.get(line.item) ?? { quantity: 0, diets: [] }
    totals.set(line.item, {
      quantity: total.quantity + line.quantity,
      diets: line.diet ? [...total.diets, line.diet] : total.diets,
    })
  }
  return [...totals].map(([item, { quantity, diets }]) => ({ item, quantity, diet: dietTotals(diets) }))
}

/** "Basislunch: 24 (waarvan 3 vegetarisch, 1 glutenvrij)": a total with the dietary counts it holds. */
export function totalText(total: { item: string; quantity: number; diet: DietCounts }): string {
  const diet = dietCountsText(total.diet)
  return `${total.item}: ${total.quantity}${diet ? ` (waarvan ${diet})` : ''}`
}

/** The notes with a date's dietary needs, each with its booking: what the caterer reads beside the counts. */
const dietNotes = (date: CateringDate): string[] =>
  date.lines.flatMap((line) => (line.diet?.note ? [`boeking ${line.bookingId}: ${line.diet.note}`] : []))

/** The notes in a line after the date's totals, or '' for none. */
export function dietNotesText(date: CateringDate): string {
  const notes = dietNotes(date)
  return notes.length === 0 ? '' : ` (toelichting dieet: ${notes.join('; ')})`
}

/** What is still to be paid, in words: also when nothing is, or nothing was invoiced yet. */
export const openText = (cents: number | null) =>
  cents === null ? 'Nog geen factuur' : cents > 0 ? formatEuro(cents) : 'Alles betaald'

/** The longest period one catering order covers: a month, as a caterer plans. */
export const MAX_CATERING_DAYS = 31

export type CateringPeriod = { ok: true; from: IsoDate; to: IsoDate } | { ok: false; message: string }

/**
 * The period the owner asked for (`van`, `tot`), or next week, Monday to Friday, when they asked
 * for none: what is ordered days ahead.
 */
export function cateringPeriod(from: string | null, to: string | null, today: IsoDate): CateringPeriod {
  if (!from && !to) {
    const monday = addDays(today, 8 - isoWeekday(today))
    return { ok: true, from: monday, to: addDays(monday, 4) }
  }
  if (!from || !to || !isCalendarDay(from) || !isCalendarDay(to))
    return { ok: false, message: 'Kies een begin- en een einddatum.' }
  if (to < from) return { ok: false, message: 'De einddatum ligt voor de begindatum.' }
  if (addDays(from, MAX_CATERING_DAYS - 1) < to)
    return { ok: false, message: `Kies een periode van hoogstens ${MAX_CATERING_DAYS} dagen.` }
  return { ok: true, from, to }
}

/** The owner's morning mail goes at the first run of the cron from 7.00 (Europe/Amsterdam), once a day. */
export const MORNING_MAIL_HOUR = 7
const amsterdamHour = new Intl.DateTimeFormat('en-GB', { timeZone: VENUE_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' })
export const morningMailDue = (now: number) => Number(amsterdamHour.format(now)) >= MORNING_MAIL_HOUR

/**
 * The bookings whose number of people became final today: yesterday the customer could still
 * change it, today not (the list's people-change term, app/lib/cancellation.ts). Their catering is
 * what the owner orders now.
 */
export function finalToday(bookings: readonly DayBooking[], now: number, closed: readonly HolidayId[]): DayBooking[] {
  const yesterday = now - 86_400_000
  return bookings.filter(
    (booking) => peopleChangeAllowed(booking.day, yesterday, closed) && !peopleChangeAllowed(booking.day, now, closed),
  )
}

/** The longest review address the owner can enter: a review link is short. */
export const MAX_REVIEW_URL = 300

/** What is wrong with a review address the owner typed, in Dutch; undefined when it is fine. */
export function reviewUrlProblem(value: string): string | undefined {
  if (value.length > MAX_REVIEW_URL) return `Een reviewadres is hoogstens ${MAX_REVIEW_URL} tekens.`
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' && url.hostname.includes('.')) return undefined
  } catch {}
  return (
    'Vul een volledig webadres in dat begint met https://, bijvoorbeeld de reviewlink van je ' +
    'Google-bedrijfsprofiel.'
  )
}
