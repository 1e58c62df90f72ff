/**
 * The zod schemas for what the quote and booking forms (and the API) post: the truth on the
 * server, and the rates dialog's live validation. The URL state lives in calculator.ts.
 */

import { isValidIsoDate } from './availability'
import { MAX_BOOKING_DAYS, tooManyDaysMessage } from './booking-days'
import type { Diet } from './diet'
import { dietField, dietIssue } from './diet-schema'
import { checkInvoiceDetails, invoiceDetailsShape, requireInvoiceAddress } from './invoice-details'
import { EXTRA_KEY_PATTERN, MAX_EXTRAS } from './price-list'
import { type Arrangement, arrangementValues, type DayPart, dayPartValues, MIN_PEOPLE, peopleMessage } from './pricing'
import { emailField, limits, messages, optionalText, text } from './validation'
import { z } from './zod'

// Older clients and the spec's API may send English option names.
const arrangementAliases: Record<string, Arrangement> = { none: 'geen', basic: 'basis', luxury: 'luxe' }
const arrangementField = z.preprocess(
  (value) => (typeof value === 'string' ? (arrangementAliases[value] ?? value) : value),
  z.enum(arrangementValues, { error: 'Kies geen, basis of luxe.' }),
)

/**
 * A number of people for a room that takes `maxPeople`: on a form the most any list from today on
 * allows (peopleLimit), on a booking the most its dates' lists allow; each date's own list decides
 * again when it is priced.
 */
export function peopleField(maxPeople: number) {
  const message = peopleMessage(maxPeople)
  return z.coerce.number({ error: message }).int(message).min(MIN_PEOPLE, message).max(maxPeople, message)
}

const dayPartsField = z.coerce
  .number({ error: 'Kies een dagdeel.' })
  .refine((value): value is DayPart => dayPartValues.some((part) => part === value), 'Kies een dagdeel.')
  .transform((value) => value as DayPart)

export const priceSelectionShape = (maxPeople: number) => ({
  numPeople: peopleField(maxPeople),
  dayParts: dayPartsField,
  meetingType: arrangementField,
  lunchType: arrangementField,
})

/** Lunch only comes with a meeting arrangement. */
export const lunchNeedsArrangement = {
  check: (value: { meetingType: Arrangement; lunchType: Arrangement }) =>
    value.meetingType !== 'geen' || value.lunchType === 'geen',
  params: { message: 'Lunch kan alleen bij een vergaderarrangement.', path: ['lunchType'] },
}

export const customerShape = {
  name: text(messages.name, { min: 2, max: limits.name }),
  email: emailField,
  company: optionalText(150),
  phone: optionalText(30),
  /** One free line (the API's older field); the forms post the structured address below instead. */
  address: optionalText(200),
  ...invoiceDetailsShape,
  /** The customer's reference or order number for the invoice. */
  reference: optionalText(60),
  notes: optionalText(2_000),
}

export const requestDateField = z
  .string({ error: 'Kies een datum.' })
  .trim()
  .refine(isValidIsoDate, 'Kies een geldige datum.')

/**
 * The submission's own key (server/idempotency.server.ts): made when the form is shown, the same
 * for every resend of that form, and never derived from what was typed. The API takes it from the
 * Idempotency-Key header.
 */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/
export const submissionIdField = z
  .string()
  .regex(SUBMISSION_ID_PATTERN, 'Vernieuw de pagina en probeer het opnieuw.')
  .optional()

/**
 * The dates after the first (docs/decisions/028-multi-day-bookings.md): each with its own day part,
 * and people, arrangement and lunch where they differ from the first date's.
 */
export const laterDatesField = (maxPeople: number) =>
  z
    .array(
      z.object({
        date: requestDateField,
        dayParts: dayPartsField,
        numPeople: peopleField(maxPeople).optional(),
        meetingType: arrangementField.optional(),
        lunchType: arrangementField.optional(),
        diet: dietField(maxPeople).optional(),
      }),
      { error: 'Stuur laterDates als een lijst van datums.' },
    )
    .max(MAX_BOOKING_DAYS - 1, tooManyDaysMessage)
    .default([])

/** The extras chosen for every date, by their keys in the price list (the calculator's "extra"). */
export const extrasField = z
  .array(z.string().regex(EXTRA_KEY_PATTERN, 'Kies een extra uit de lijst.'), {
    error: 'Stuur extras als een lijst van namen.',
  })
  .max(MAX_EXTRAS, `Kies hoogstens ${MAX_EXTRAS} extra's.`)
  .default([])

const requestShape = (maxPeople: number) => ({
  submissionId: submissionIdField,
  date: requestDateField,
  ...priceSelectionShape(maxPeople),
  extras: extrasField,
  /** The first date's dietary needs (app/lib/diet.ts); a later date without its own has these. */
  diet: dietField(maxPeople).optional(),
  laterDates: laterDatesField(maxPeople),
  ...customerShape,
  /** No request for a review after the meeting (ADR 044): the form's checkbox, or the API's boolean. */
  reviewOptOut: z
    .union([z.boolean(), z.literal('on')], { error: 'Stuur reviewOptOut als true of false.' })
    .optional()
    .transform((value) => value === true || value === 'on'),
})

/** A request's dietary counts, each at most its date's people (a later date has the first's where it names none). */
function checkDiets(
  value: {
    numPeople: number
    diet?: Diet
    laterDates: { numPeople?: number; diet?: Diet }[]
  },
  context: z.RefinementCtx,
) {
  const issues = [
    dietIssue(value.diet, value.numPeople, ['diet']),
    ...value.laterDates.map((day, index) =>
      dietIssue(day.diet ?? value.diet, day.numPeople ?? value.numPeople, ['laterDates', index, 'diet']),
    ),
  ]
  for (const issue of issues) if (issue) context.addIssue(issue)
}

/**
 * The form behind the quote and booking dialog (and its page without JavaScript), for a room that
 * takes `maxPeople` (peopleField). A quote needs no address; a booking request does, for the
 * invoice that follows its confirmation.
 */
export const requestFormSchema = (maxPeople: number) =>
  z
    .object({ intent: z.enum(['offerte', 'boeking']), ...requestShape(maxPeople) })
    .refine(lunchNeedsArrangement.check, lunchNeedsArrangement.params)
    .superRefine(checkInvoiceDetails)
    .superRefine(checkDiets)
    .superRefine((value, context) => {
      if (value.intent === 'boeking') requireInvoiceAddress(value, context)
    })

export type RequestForm = z.infer<ReturnType<typeof requestFormSchema>>

/**
 * Accepting a quote online (docs/decisions/040-one-agreement-per-booking.md): the customer's details,
 * with the address the invoice needs, at the quote's price or, after it ran out, at today's.
 */
export const quoteAcceptSchema = z
  .object({
    price: z.enum(['offerte', 'vandaag'], { error: 'Vernieuw de pagina en probeer het opnieuw.' }),
    ...customerShape,
    newsletter: z
      .union([z.boolean(), z.literal('on')])
      .optional()
      .transform((value) => value === true || value === 'on'),
  })
  .superRefine(checkInvoiceDetails)
  .superRefine(requireInvoiceAddress)

export type QuoteAcceptFields = z.infer<typeof quoteAcceptSchema>

/** The same through the JSON API: the link's token beside the details, the quote's price by default. */
export const quoteAcceptPayloadSchema = z
  .object({
    token: z.string({ error: 'Stuur de sleutel uit de offertelink mee als token.' }).max(2_000),
    price: z.enum(['offerte', 'vandaag'], { error: 'Kies offerte of vandaag als price.' }).default('offerte'),
    ...customerShape,
    newsletter: z.boolean().optional(),
  })
  .superRefine(checkInvoiceDetails)
  .superRefine(requireInvoiceAddress)

/** A booking request: what the form posts with intent 'boeking', and what the JSON API takes. */
export type BookingRequestFields = Omit<RequestForm, 'intent'> & { newsletter?: boolean }

/**
 * The spec's payload for POST /api/bookings, read into the booking form's fields: its `message`
 * is the form's notes, `type` may only be 'vergadering', and the posted totalCost is ignored (the
 * server prices every request itself).
 */
export const bookingPayloadSchema = (maxPeople: number) =>
  z
    .object({
      ...requestShape(maxPeople),
      notes: z.undefined({ error: 'Stuur opmerkingen als message.' }).optional(),
      message: customerShape.notes,
      newsletter: z.boolean().optional(),
      type: z.literal('vergadering', { error: "Alleen type 'vergadering' kan online worden geboekt." }).optional(),
      totalCost: z.unknown().optional(),
    })
    .refine(lunchNeedsArrangement.check, lunchNeedsArrangement.params)
    .superRefine(checkInvoiceDetails)
    .superRefine(checkDiets)
    .superRefine(requireInvoiceAddress)
    .transform(
      ({ message, type: _type, totalCost: _totalCost, notes: _notes, ...fields }): BookingRequestFields => ({
        ...fields,
        notes: message,
      }),
    )

/**
 * The spec's payload for an e-mailed quote. quoteNumber and calculation are the server's own;
 * laterDates are the dates after preferredDate, as in the booking payload.
 */
export const emailQuotePayloadSchema = (maxPeople: number) =>
  z.object({
    customer: z.object(customerShape).superRefine(checkInvoiceDetails),
    quote: z
      .object({
        ...priceSelectionShape(maxPeople),
        extras: extrasField,
        preferredDate: requestDateField,
        laterDates: laterDatesField(maxPeople),
        quoteNumber: z.unknown().optional(),
        calculation: z.unknown().optional(),
      })
      .refine(lunchNeedsArrangement.check, lunchNeedsArrangement.params),
  })
