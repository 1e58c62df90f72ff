/**
 * A booking over several dates (docs/decisions/028-multi-day-bookings.md): up to MAX_BOOKING_DAYS
 * dates, each with its own day part, people, arrangement and lunch. Every date is priced exactly as
 * a booking of that one date (calculatePrice), and its lines keep those cents; the btw is computed
 * once per rate over the lines of all dates (invoiceTotals), as an invoice must. Pure: the browser
 * shows it, the server stores and invoices it.
 */

import { type SlotPart, slotsOf } from './availability'
import type { IsoDate } from './dates'
import { type Diet, dietColumns, dietOfColumns, dietText, noDiet } from './diet'
import { capitalised, formatDate, formatLongDate, listed } from './format'
import { type InvoiceTotals, invoiceTotals } from './invoicing'
import { entryKeys, listById, type PriceBook, type PriceList } from './price-list'
import {
  asDayPart,
  calculatePrice,
  choiceLabel,
  chosenExtras,
  dayPartText,
  type PriceCalculation,
  type PriceInput,
  type PriceLine,
  priceInputProblem,
} from './pricing'

export const MAX_BOOKING_DAYS = 10

/**
 * One date of a booking, request or quote, with the price list that prices it: for a new request
 * the list in effect on its date, for a stored one the list it was priced under
 * (docs/decisions/036-the-offer-as-data.md).
 */
export type BookingDay = PriceInput & {
  date: IsoDate
  list: PriceList
  /** A booking's dietary needs on this date (app/lib/diet.ts); a quote and the calculator have none. */
  diet?: Diet
}

export const tooManyDaysMessage =
  `Je kunt tot ${MAX_BOOKING_DAYS} datums tegelijk aanvragen. ` +
  'Wil je meer dagen boeken? Neem contact met ons op, dan maken we er samen een voorstel voor.'

/** A date as the later-days tables store it: its choices and the id of its price list. */
export const storedDay = ({ date, dayParts, numPeople, meetingType, lunchType, extras, list, diet }: BookingDay) => ({
  date,
  dayParts,
  numPeople,
  meetingType,
  lunchType,
  extras: extrasColumn(extras),
  priceListId: list.id,
  ...dietColumns(diet ?? noDiet),
})

/** The chosen extras as their column stores them: keys joined by commas (EXTRA_KEY_PATTERN has none). */
export const extrasColumn = (extras: readonly string[]) => extras.join(',')

/** The chosen extras from their column. */
export const extrasOfColumn = (column: string): string[] => (column === '' ? [] : column.split(','))

/** The dates in calendar order: the first is the one reminders and cancellation terms count from. */
export function sortedDays<T extends { date: IsoDate }>(days: readonly T[]): T[] {
  return [...days].sort((a, b) => a.date.localeCompare(b.date))
}

/**
 * The list whose terms a booking's mails and pages state: its first date's. Each date's own list
 * decides what cancelling or changing that date costs (app/lib/cancellation.ts).
 */
export function termsListOf(days: readonly BookingDay[]): PriceList {
  const [first] = sortedDays(days)
  if (!first) throw new RangeError('A booking has a date.')
  return first.list
}

/** The most people the room takes on any of the dates, each under its own list: what a form for them accepts. */
export const daysMaxPeople = (days: readonly Pick<BookingDay, 'list'>[]) =>
  Math.max(...days.map((day) => day.list.terms.maxPeople))

/** Why these dates cannot be priced or asked for together, in Dutch; undefined when they can. */
export function daysProblem(days: readonly BookingDay[]): string | undefined {
  if (days.length === 0) return 'Kies een datum.'
  if (days.length > MAX_BOOKING_DAYS) return tooManyDaysMessage
  const dates = days.map((day) => day.date)
  const twice = dates.find((date, index) => dates.indexOf(date) !== index)
  if (twice) return `Je hebt ${formatLongDate(twice)} twee keer gekozen. Kies elke datum één keer.`
  for (const day of days) {
    const problem = priceInputProblem(day, day.list)
    if (problem) return days.length === 1 ? problem : `${formatLongDate(day.date)}: ${problem}`
  }
  return undefined
}

export type DaysPrice = {
  /** Each date with the price a booking of only that date has, and its own part of `lines`. */
  days: { day: BookingDay; calculation: PriceCalculation; lines: PriceLine[] }[]
  /** The first date: reminders and the cancellation terms count from it. */
  first: BookingDay
  /** The lines of every date, in date order; with more than one date each line names its date. */
  lines: PriceLine[]
  totals: InvoiceTotals
}

/** The price of the dates together (see the module's comment). Throws on input daysProblem refuses. */
export function priceDays(input: readonly BookingDay[]): DaysPrice {
  const problem = daysProblem(input)
  if (problem) throw new RangeError(problem)
  const sorted = sortedDays(input)
  const days = sorted.map((day) => {
    const calculation = calculatePrice(day, day.list)
    const lines =
      sorted.length === 1
        ? calculation.items
        : calculation.items.map((line) => ({ ...line, description: `${formatDate(day.date)}: ${line.description}` }))
    return { day, calculation, lines }
  })
  const lines = days.flatMap((day) => day.lines)
  return { days, first: sorted[0] as BookingDay, lines, totals: invoiceTotals(lines) }
}

/** The day parts the dates hold once confirmed, as (date, part) pairs. */
export function heldSlots(days: readonly Pick<BookingDay, 'date' | 'dayParts'>[]): { date: IsoDate; part: SlotPart }[] {
  return sortedDays(days).flatMap((day) => slotsOf(day.dayParts).map((part) => ({ date: day.date, part })))
}

/** The dates of `days` on which a day part they need is in `taken` (keys "date:part"), in date order. */
export function takenDates(
  days: readonly Pick<BookingDay, 'date' | 'dayParts'>[],
  taken: ReadonlySet<string>,
): IsoDate[] {
  return [
    ...new Set(
      heldSlots(days)
        .filter(({ date, part }) => taken.has(`${date}:${part}`))
        .map(({ date }) => date),
    ),
  ]
}

/** "Op maandag 11 januari 2027 en woensdag 13 januari 2027": the dates a refusal names. */
export const onDates = (dates: readonly IsoDate[]) => `Op ${listed(dates.map(formatLongDate))}`

/**
 * The dates' price in the shape of one date's calculation, for the breakdown on screen, in print,
 * in mails and in the PDF. With several dates the price per person is per person per date.
 */
export function daysCalculation({ days, lines, totals }: DaysPrice): PriceCalculation {
  const personDays = days.reduce((sum, { day }) => sum + day.numPeople, 0)
  return {
    items: lines,
    subtotalCents: totals.subtotalCents,
    vat: totals.vat,
    totalVatCents: totals.totalVatCents,
    totalInclVatCents: totals.totalCents,
    costPerPersonCents:
      days.length === 1 && days[0]
        ? days[0].calculation.costPerPersonCents
        : Math.round(totals.totalCents / personDays),
  }
}

const peopleText = (count: number) => `${count} ${count === 1 ? 'persoon' : 'personen'}`

/** One date's choices in a line: "ochtend (8.30-12.30 uur), 12 personen, basisarrangement, luxe lunch". */
export function dayChoicesText(day: PriceInput & { list: PriceList }): string {
  const choices = [
    day.meetingType === 'geen' ? undefined : choiceLabel(day.list, 'arrangement', day.meetingType).toLowerCase(),
    day.lunchType === 'geen' ? undefined : choiceLabel(day.list, 'lunch', day.lunchType).toLowerCase(),
    ...chosenExtras(day.list, day.extras).map((extra) => extra.label.toLowerCase()),
  ].filter(Boolean)
  return [dayPartText(day.dayParts).toLowerCase(), peopleText(day.numPeople), ...choices].join(', ')
}

/** "Borrel, flip-over": the chosen extras' names, or undefined for none. */
export function extrasText(day: Pick<BookingDay, 'list' | 'extras'>): string | undefined {
  const names = chosenExtras(day.list, day.extras).map((extra) => extra.label)
  return names.length === 0 ? undefined : capitalised(listed(names.map((name) => name.toLowerCase())))
}

/**
 * What was asked, as label and value rows for mails, PDFs and pages: one date keeps the rows it
 * always had (date, day part, people, arrangement, lunch, and extras when chosen; its date may still
 * be '', not chosen);
 * several dates get a row each.
 */
export function dayFacts(days: readonly BookingDay[]): [string, string][] {
  const sorted = sortedDays(days)
  const [only] = sorted
  if (sorted.length === 1 && only) {
    return [
      ['Datum', only.date ? formatLongDate(only.date) : 'Nog niet gekozen'],
      ['Dagdeel', dayPartText(only.dayParts)],
      ['Aantal personen', String(only.numPeople)],
      ['Arrangement', choiceLabel(only.list, 'arrangement', only.meetingType)],
      ['Lunch', choiceLabel(only.list, 'lunch', only.lunchType)],
      ...extrasFact(only),
      ...dietFact(only),
    ]
  }
  return sorted.map((day) => {
    const diet = day.diet && dietText(day.diet)
    return [capitalised(formatLongDate(day.date)), dayChoicesText(day) + (diet ? `; dieetwensen: ${diet}` : '')]
  })
}

/** The row "Dieetwensen" of a date's facts, when it has some. */
export function dietFact(day: Pick<BookingDay, 'diet'>): [string, string][] {
  const text = day.diet && dietText(day.diet)
  return text ? [['Dieetwensen', text]] : []
}

/** The row "Extra's" of a date's facts, when it has extras. */
export function extrasFact(day: Pick<BookingDay, 'list' | 'extras'>): [string, string][] {
  const text = extrasText(day)
  return text ? [["Extra's", text]] : []
}

/**
 * The dates in one line, above a price: "maandag 11 januari 2027 · ochtend (8.30-12.30 uur) · 10
 * personen", or "3 datums, vanaf maandag 11 januari 2027". A date of '' is not chosen yet.
 */
export function daysSummary(days: readonly BookingDay[]): string {
  const [first] = sortedDays(days)
  if (!first) return 'Nog geen datum gekozen'
  if (days.length > 1) return `${days.length} datums, vanaf ${formatLongDate(first.date)}`
  const when = first.date ? formatLongDate(first.date) : 'Nog geen datum gekozen'
  return `${when} · ${dayPartText(first.dayParts).toLowerCase()} · ${peopleText(first.numPeople)}`
}

/** A date's choices as a row stores them: a booking's or quote's own columns, or a later day's. */
export type StoredChoices = {
  numPeople: number
  dayParts: number
  meetingType: string
  lunchType: string
  extras: string
  priceListId: number | null
  /** A booking's date has its dietary needs' columns; a quote's has none. */
  diet?: string
  dietNote?: string | null
}

/** Stored choices as the pricing module takes them, with the price list they were priced under. */
export function selectionOf(row: StoredChoices, book: PriceBook): Omit<BookingDay, 'date'> {
  const arrangement = (value: string) => entryKeys.find((key) => key === value) ?? 'geen'
  return {
    numPeople: row.numPeople,
    dayParts: asDayPart(row.dayParts) ?? 1,
    meetingType: arrangement(row.meetingType),
    lunchType: arrangement(row.lunchType),
    extras: extrasOfColumn(row.extras),
    list: listById(book, row.priceListId),
    ...(row.diet === undefined ? {} : { diet: dietOfColumns({ diet: row.diet, dietNote: row.dietNote ?? null }) }),
  }
}

/** A date of a booking with its choices: the booking's own first date, or one of its later days. */
export const dayOf = (row: StoredChoices & { date: IsoDate }, book: PriceBook): BookingDay => ({
  date: row.date,
  ...selectionOf(row, book),
})
