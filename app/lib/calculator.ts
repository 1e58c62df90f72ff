/**
 * The calculator's state as it travels in a URL (GET form without JavaScript, links from
 * /boeken, the PDF link) and as the booking and quote forms post it. One parser for all of
 * them, lenient for display, strict through the zod schemas for anything that is stored.
 */
import { z } from 'zod'
import { isValidIsoDate } from './availability'
import { type Arrangement, DEFAULT_PEOPLE, type DayPart, MAX_PEOPLE, MIN_PEOPLE, type PriceInput, arrangementValues, dayPartValues } from './pricing'
import { emailField, limits, messages, optionalText, text } from './validation'

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
    lunchType: meetingType === 'geen' ? 'geen' : oneOf(arrangementValues, params.get(calculatorParams.lunchType), 'geen'),
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
  return { numPeople: state.numPeople, dayParts: state.dayParts, meetingType: state.meetingType, lunchType: state.lunchType }
}

// Older clients and the spec's API may send English option names.
const arrangementAliases: Record<string, Arrangement> = { none: 'geen', basic: 'basis', luxury: 'luxe' }
const arrangementField = z.preprocess(
  (value) => (typeof value === 'string' ? (arrangementAliases[value] ?? value) : value),
  z.enum(arrangementValues, { error: 'Kies geen, basis of luxe.' }),
)

const peopleMessage = 'Maximaal 15 personen. Selecteer een geldig aantal personen.'

export const priceSelectionShape = {
  numPeople: z.coerce.number({ error: peopleMessage }).int(peopleMessage).min(MIN_PEOPLE, peopleMessage).max(MAX_PEOPLE, peopleMessage),
  dayParts: z.coerce
    .number({ error: 'Kies een dagdeel.' })
    .refine((value): value is DayPart => dayPartValues.some((part) => part === value), 'Kies een dagdeel.')
    .transform((value) => value as DayPart),
  meetingType: arrangementField,
  lunchType: arrangementField,
}

/** Lunch only comes with a meeting arrangement. */
export const lunchNeedsArrangement = {
  check: (value: { meetingType: Arrangement; lunchType: Arrangement }) => value.meetingType !== 'geen' || value.lunchType === 'geen',
  params: { message: 'Lunch kan alleen bij een vergaderarrangement.', path: ['lunchType'] },
}

export const customerShape = {
  name: text(messages.name, { min: 2, max: limits.name }),
  email: emailField,
  company: optionalText(150),
  phone: optionalText(30),
  address: optionalText(200),
  notes: optionalText(2_000),
}

export const requestDateField = z
  .string({ error: 'Kies een datum.' })
  .trim()
  .refine(isValidIsoDate, 'Kies een geldige datum.')

/** The form behind the quote and booking dialog (and its page without JavaScript). */
export const RequestFormSchema = z
  .object({ intent: z.enum(['offerte', 'boeking']), date: requestDateField, ...priceSelectionShape, ...customerShape })
  .refine(lunchNeedsArrangement.check, lunchNeedsArrangement.params)

export type RequestForm = z.infer<typeof RequestFormSchema>
export type CustomerDetails = { name: string; email: string; company?: string; phone?: string; address?: string; notes?: string }
