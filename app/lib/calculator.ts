/**
 * The calculator's state as it travels in a URL (GET form without JavaScript, links from
 * /boeken, the PDF link) and as the booking and quote forms post it. One parser for all of
 * them, lenient for display, strict through the zod schemas (request-form.ts) for anything
 * that is stored. No zod here, so /boeken's links to the calculator do not load it.
 */

import { isValidIsoDate } from './availability'
import type { PostedInvoiceDetails } from './invoice-details'
import {
  type Arrangement,
  arrangementValues,
  type DayPart,
  DEFAULT_PEOPLE,
  dayPartValues,
  MAX_PEOPLE,
  MIN_PEOPLE,
  type PriceInput,
} from './pricing'

export type Purpose = 'vergadering' | 'anders'

export type CalculatorState = {
  date: string
  purpose: Purpose
  /** As typed: may be out of range, in which case there is no calculation. */
  numPeople: number
  dayParts: DayPart
  meetingType: Arrangement
  lunchType: Arrangement
}

export const initialCalculatorState: CalculatorState = {
  date: '',
  purpose: 'vergadering',
  numPeople: DEFAULT_PEOPLE,
  dayParts: 1,
  meetingType: 'geen',
  lunchType: 'geen',
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

const oneOf = <T extends string | number>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((candidate) => String(candidate) === String(value)) ?? fallback

export function parseCalculatorParams(params: URLSearchParams): CalculatorState {
  const people = Number.parseInt(params.get(calculatorParams.numPeople) ?? '', 10)
  const meetingType = oneOf(arrangementValues, params.get(calculatorParams.meetingType), 'geen')
  const date = params.get(calculatorParams.date) ?? ''
  return {
    date: isValidIsoDate(date) ? date : '',
    purpose: params.get(calculatorParams.purpose) === 'anders' ? 'anders' : 'vergadering',
    numPeople: Number.isNaN(people) ? DEFAULT_PEOPLE : people,
    dayParts: oneOf(dayPartValues, params.get(calculatorParams.dayParts), 1),
    meetingType,
    // Lunch needs an arrangement.
    lunchType:
      meetingType === 'geen' ? 'geen' : oneOf(arrangementValues, params.get(calculatorParams.lunchType), 'geen'),
  }
}

export function calculatorSearch(state: Partial<CalculatorState>): string {
  const params = new URLSearchParams()
  for (const [key, name] of Object.entries(calculatorParams) as [keyof CalculatorState, string][]) {
    const value = state[key]
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  return params.toString()
}

export function validPeople(numPeople: number): boolean {
  return Number.isInteger(numPeople) && numPeople >= MIN_PEOPLE && numPeople <= MAX_PEOPLE
}

export function priceInputOf(state: CalculatorState): PriceInput | undefined {
  if (state.purpose !== 'vergadering' || !validPeople(state.numPeople)) return undefined
  return {
    numPeople: state.numPeople,
    dayParts: state.dayParts,
    meetingType: state.meetingType,
    lunchType: state.lunchType,
  }
}

export type CustomerDetails = PostedInvoiceDetails & {
  name: string
  email: string
  phone?: string
  address?: string
  reference?: string
  notes?: string
}
