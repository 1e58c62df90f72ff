/**
 * The calculator's state as it travels in a URL (GET form without JavaScript, links from
 * /boeken, the PDF link) and as the booking and quote forms post it. One parser for all of
 * them, lenient for display, strict through the zod schemas (request-form.ts) for anything
 * that is stored. No zod here, so /boeken's links to the calculator do not load it.
 */

import { isValidIsoDate } from './availability'
import { type BookingDay, daysCalculation, daysProblem, MAX_BOOKING_DAYS, priceDays } from './booking-days'
import type { IsoDate } from './dates'
import type { Diet } from './diet'
import type { PostedInvoiceDetails } from './invoice-details'
import { EXTRA_KEY_PATTERN, listOn, type PriceBook } from './price-list'
import {
  type Arrangement,
  arrangementValues,
  calculatePrice,
  type DayPart,
  DEFAULT_PEOPLE,
  dayPartValues,
  fitsRoom,
  type PriceCalculation,
  type PriceInput,
  priceInputProblem,
} from './pricing'

export type Purpose = 'vergadering' | 'anders'

/**
 * A date after the calculator's first (docs/decisions/028-multi-day-bookings.md): its own day part,
 * and people, arrangement and lunch only where they differ from the first date's.
 */
export type LaterDayChoice = {
  date: string
  dayParts: DayPart
  numPeople?: number
  meetingType?: Arrangement
  lunchType?: Arrangement
}

export type CalculatorState = {
  /** The first date asked for (the request's first in the calendar may be a later one). */
  date: string
  purpose: Purpose
  /** As typed: may be out of range, in which case there is no calculation. */
  numPeople: number
  dayParts: DayPart
  meetingType: Arrangement
  lunchType: Arrangement
  /** The extras chosen for every date (the keys of the list's extras, as in PriceInput). */
  extras: readonly string[]
  laterDays: LaterDayChoice[]
}

export const initialCalculatorState: CalculatorState = {
  date: '',
  purpose: 'vergadering',
  numPeople: DEFAULT_PEOPLE,
  dayParts: 1,
  meetingType: 'geen',
  lunchType: 'geen',
  extras: [],
  laterDays: [],
}

/** Query parameter names, Dutch as the URLs are. */
export const calculatorParams = {
  date: 'datum',
  purpose: 'doel',
  numPeople: 'personen',
  dayParts: 'dagdeel',
  meetingType: 'arrangement',
  lunchType: 'lunch',
} as const

/** The extras' parameter, once per extra: "extra=borrel&extra=flip-over". */
export const EXTRA_PARAM = 'extra'

/** A later date's parameter: "datum-2", "dagdeel-2", ... for the second date the form shows. */
export const laterDayParam = (name: keyof LaterDayChoice, position: number) => `${calculatorParams[name]}-${position}`

/** The later dates' positions in a URL: 2 up to MAX_BOOKING_DAYS. */
const laterPositions = Array.from({ length: MAX_BOOKING_DAYS - 1 }, (_, index) => index + 2)

const oneOf = <T extends string | number>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((candidate) => String(candidate) === String(value)) ?? fallback

export function parseCalculatorParams(params: URLSearchParams): CalculatorState {
  const people = Number.parseInt(params.get(calculatorParams.numPeople) ?? '', 10)
  const meetingType = oneOf(arrangementValues, params.get(calculatorParams.meetingType), 'geen')
  const date = params.get(calculatorParams.date) ?? ''
  const validDate = (value: string | null) => (value && isValidIsoDate(value) ? value : '')
  // A later date without a date is a row left empty (the form without JavaScript always has one).
  const laterDays = laterPositions.flatMap((position): LaterDayChoice[] => {
    const param = (name: keyof LaterDayChoice) => params.get(laterDayParam(name, position))
    const laterDate = validDate(param('date'))
    if (!laterDate) return []
    const laterPeople = Number.parseInt(param('numPeople') ?? '', 10)
    const laterMeeting = arrangementValues.find((value) => value === param('meetingType'))
    const laterLunch = arrangementValues.find((value) => value === param('lunchType'))
    return [
      {
        date: laterDate,
        dayParts: oneOf(dayPartValues, param('dayParts'), 1),
        ...(Number.isNaN(laterPeople) ? {} : { numPeople: laterPeople }),
        ...(laterMeeting ? { meetingType: laterMeeting } : {}),
        ...(laterLunch ? { lunchType: laterLunch } : {}),
      },
    ]
  })
  return {
    date: isValidIsoDate(date) ? date : '',
    purpose: params.get(calculatorParams.purpose) === 'anders' ? 'anders' : 'vergadering',
    numPeople: Number.isNaN(people) ? DEFAULT_PEOPLE : people,
    dayParts: oneOf(dayPartValues, params.get(calculatorParams.dayParts), 1),
    meetingType,
    // Lunch needs an arrangement.
    lunchType:
      meetingType === 'geen' ? 'geen' : oneOf(arrangementValues, params.get(calculatorParams.lunchType), 'geen'),
    extras: [...new Set(params.getAll(EXTRA_PARAM).filter((key) => EXTRA_KEY_PATTERN.test(key)))],
    laterDays,
  }
}

export function calculatorSearch(state: Partial<CalculatorState>): string {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  for (const [key, name] of Object.entries(calculatorParams) as [keyof typeof calculatorParams, string][]) {
    set(name, state[key])
  }
  for (const key of state.extras ?? []) params.append(EXTRA_PARAM, key)
  const laterDays = (state.laterDays ?? []).filter((day) => day.date)
  for (const [index, day] of laterDays.entries()) {
    for (const key of Object.keys(calculatorParams) as (keyof LaterDayChoice)[]) {
      set(laterDayParam(key, index + 2), day[key])
    }
  }
  return params.toString()
}

/** The choices as a price's input, when they are a meeting of people a room of `maxPeople` takes. */
export function priceInputOf(state: CalculatorState, maxPeople: number): PriceInput | undefined {
  if (state.purpose !== 'vergadering' || !fitsRoom(state.numPeople, maxPeople)) return undefined
  return {
    numPeople: state.numPeople,
    dayParts: state.dayParts,
    meetingType: state.meetingType,
    lunchType: state.lunchType,
    extras: state.extras,
  }
}

/** The list whose prices and room the calculator's steps show: the chosen date's, or today's while none is chosen. */
export const calculatorList = (state: Pick<CalculatorState, 'date'>, book: PriceBook, today: IsoDate) =>
  listOn(book, state.date || today)

/**
 * The dates the calculator asks for, each with its own choices (a later date takes the first
 * date's people, arrangement and lunch where it has none of its own): empty until the first date
 * is chosen, undefined when the people are out of range or it is not a meeting.
 */
export function calculatorDays(state: CalculatorState, book: PriceBook, today: IsoDate): BookingDay[] | undefined {
  const first = priceInputOf(state, calculatorList(state, book, today).terms.maxPeople)
  if (!first) return undefined
  const later = state.laterDays.filter((day) => day.date)
  return state.date ? withFirstChoices({ date: state.date, ...first }, later, book) : []
}

export type CalculatorPrice = {
  /** What the price is for: the dates, or the choices with date '' while none is chosen. */
  days?: BookingDay[]
  calculation?: PriceCalculation
  /** Why the dates cannot be priced together, in Dutch. */
  problem?: string
}

/**
 * The calculator's price: one date (or none yet, under the list in effect `today`) exactly as the
 * single-date calculator gives it, several through priceDays, each date under the list in effect on
 * it. Nothing without valid people or for another purpose than a meeting.
 */
export function calculatorPrice(state: CalculatorState, book: PriceBook, today: IsoDate): CalculatorPrice {
  const list = calculatorList(state, book, today)
  const input = priceInputOf(state, list.terms.maxPeople)
  const days = calculatorDays(state, book, today)
  if (!input || !days) return {}
  if (days.length <= 1) {
    const problem = priceInputProblem(input, list)
    const day = { date: state.date, ...input, list }
    return problem ? { days: [day], problem } : { days: [day], calculation: calculatePrice(input, list) }
  }
  const problem = daysProblem(days)
  return problem ? { days, problem } : { days, calculation: daysCalculation(priceDays(days)) }
}

/**
 * The first date and the later ones, each later one taking the first date's people, arrangement
 * and lunch where it has none of its own (an inherited lunch lapses without an arrangement), the
 * first date's extras, and its dietary needs where it has none of its own, and each priced under the
 * list in effect on its date.
 */
export function withFirstChoices(
  first: PriceInput & { date: IsoDate; diet?: Diet },
  /** A request's later dates may name their own dietary needs (the calculator has none). */
  later: readonly (LaterDayChoice & { diet?: Diet })[],
  book: PriceBook,
): BookingDay[] {
  return [
    { ...first, list: listOn(book, first.date) },
    ...later.map((day) => {
      const meetingType = day.meetingType ?? first.meetingType
      return {
        date: day.date,
        list: listOn(book, day.date),
        dayParts: day.dayParts,
        numPeople: day.numPeople ?? first.numPeople,
        meetingType,
        lunchType: day.lunchType ?? (meetingType === 'geen' ? 'geen' : first.lunchType),
        extras: first.extras,
        ...((day.diet ?? first.diet) ? { diet: day.diet ?? first.diet } : {}),
      }
    }),
  ]
}

export type CustomerDetails = PostedInvoiceDetails & {
  name: string
  email: string
  phone?: string
  address?: string
  reference?: string
  notes?: string
}
