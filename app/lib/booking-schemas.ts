/**
 * What the owner sends to decide on a booking or change its status: one schema each, used by the
 * admin page (through conform) and by the JSON API alike.
 */
import { isValidIsoDate } from './availability'
import { MAX_BOOKING_DAYS } from './booking-days'
import type { LifecycleEvent } from './booking-lifecycle'
import { bookingDecisions, bookingStatuses } from './booking-status'
import type { IsoDate } from './dates'
import { dietField } from './diet-schema'
import { checkInvoiceDetails, invoiceDetailsOf, invoiceDetailsShape } from './invoice-details'
import { termLimits } from './price-list'
import { asDayPart } from './pricing'
import { peopleField } from './request-form'
import { emailField, isPrintable, messages, optionalText } from './validation'
import { z } from './zod'

/** An optie's last day, as the owner picks it (the lifecycle checks it against the booking's date). */
const optieUntilField = z
  .string({ error: 'Kies tot wanneer de optie loopt.' })
  .trim()
  .refine((value) => isValidIsoDate(value), 'Kies een geldige datum.')

/**
 * The booking's version the owner's page (or API client) showed: a decision on a booking that
 * changed since is refused, so the owner decides on what is (docs/decisions/023-one-booking-lifecycle.md).
 */
const seenVersionField = z.coerce
  .number({ error: 'Herlaad de pagina en probeer het opnieuw.' })
  .int('Herlaad de pagina en probeer het opnieuw.')
  .min(0, 'Herlaad de pagina en probeer het opnieuw.')

export const DecisionSchema = z.object({
  type: z.enum(bookingDecisions, { error: 'Type moet confirm, optie, reject, cancel of venue-cancel zijn.' }),
  subject: z
    .string({ error: 'Vul een onderwerp in.' })
    .trim()
    .min(1, 'Vul een onderwerp in.')
    .max(200)
    .refine(isPrintable, messages.invalidCharacters),
  message: z
    .string({ error: 'Het bericht mag niet leeg zijn.' })
    .trim()
    .min(1, 'Het bericht mag niet leeg zijn.')
    .max(10_000, 'Het bericht mag maximaal 10.000 tekens lang zijn.')
    .refine(isPrintable, messages.invalidCharacters),
  /** Confirming issues the invoice too, unless the owner ticks "geen factuur" (API: `noInvoice: true`). */
  noInvoice: z
    .union([z.boolean(), z.literal('on')])
    .optional()
    .transform((value) => value === true || value === 'on'),
  /** An optie's last day; without it the optie runs as long as the booking's list says (optieDays). */
  until: optieUntilField.optional(),
  /** Why the venue cancels (`venue-cancel`), in the owner's words: the customer reads it in the mail. */
  reason: z
    .string()
    .trim()
    .max(500, 'Houd de reden korter dan 500 tekens.')
    .refine(isPrintable, messages.invalidCharacters)
    .optional(),
  /** The API's clients may send it; the owner's page always does (BookingActionSchema). */
  version: seenVersionField.optional(),
})

export type Decision = z.infer<typeof DecisionSchema>

export const StatusChangeSchema = z.object({
  status: z.enum(bookingStatuses, { error: 'Status moet aanvraag, optie, bevestigd of geannuleerd zijn.' }),
  version: seenVersionField.optional(),
})

/** The owner gives an optie more time. */
export const ExtendOptieSchema = z.object({ until: optieUntilField, version: seenVersionField.optional() })

/** An amount in euros as the owner types it ("235,73", "€ 1.235,73", "235.73"), in cents, at least a cent. */
const euroCents = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value, context) => {
      const text = value.replace(/^€\s*/, '')
      const plain = text.includes(',') ? text.replaceAll('.', '').replace(',', '.') : text
      const cents = /^\d{1,6}(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : 0
      if (cents < 1) {
        context.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return cents
    })

/** A bank transfer the owner received; `key` is the form's own, so a double submission counts once. */
export const PaymentRecordSchema = z.object({
  amount: euroCents('Vul het ontvangen bedrag in, bijvoorbeeld 235,73.'),
  key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Herlaad de pagina en probeer het opnieuw.'),
})

/** Money the owner paid back to the customer. */
export const RefundSchema = z.object({
  amount: euroCents('Vul het teruggestorte bedrag in, bijvoorbeeld 235,73.'),
})

/**
 * Money paid back through the admin API (ADR 038): through Mollie on the booking's iDEAL payments
 * (what is due and came by iDEAL), or recorded after the owner's own transfer, in cents.
 */
export const OwnerRefundSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('ideal'), version: seenVersionField.optional() }),
    z.object({
      method: z.literal('overboeking'),
      amountCents: z
        .number({ error: 'Geef het teruggestorte bedrag in centen.' })
        .int('Geef het teruggestorte bedrag in hele centen.')
        .min(1, 'Geef het teruggestorte bedrag in centen, minstens 1.'),
      version: seenVersionField.optional(),
    }),
  ],
  { error: 'Kies hoe het geld terug gaat: ideal of overboeking.' },
)

/**
 * Everything the owner does on a booking's page, one intent each, with the version the page showed;
 * `maxPeople` is the most people the booking's dates' lists let the room take (daysMaxPeople).
 */
export const bookingActionSchema = (maxPeople: number) =>
  z.discriminatedUnion('intent', [
    DecisionSchema.extend({ intent: z.literal('beslissing'), version: seenVersionField }),
    StatusChangeSchema.extend({ intent: z.literal('status'), version: seenVersionField }),
    z.object({ intent: z.literal('factuur'), version: seenVersionField }),
    RefundSchema.extend({ intent: z.literal('terugbetaling'), version: seenVersionField }),
    z.object({ intent: z.literal('terugbetaling-ideal'), version: seenVersionField }),
    ExtendOptieSchema.extend({ intent: z.literal('verlengen'), version: seenVersionField }),
    peopleChangeSchema(maxPeople).extend({ intent: z.literal('personen'), version: seenVersionField }),
    dietChangeSchema(maxPeople).extend({ intent: z.literal('dieetwensen'), version: seenVersionField }),
  ])
export type BookingAction = z.infer<ReturnType<typeof bookingActionSchema>>

/** Everything the owner does on an invoice's page. */
export const InvoiceActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('crediteren') }),
  PaymentRecordSchema.extend({ intent: z.literal('betaling') }),
])
export type InvoiceAction = z.infer<typeof InvoiceActionSchema>

/** The owner's decision (page or API) as the lifecycle's event. */
export function decisionEvent({ type, subject, message, noInvoice, until, reason }: Decision): LifecycleEvent {
  const mail = { subject, message }
  if (type === 'confirm') return { type, mail, invoice: !noInvoice }
  if (type === 'venue-cancel') return { type, mail, reason: reason ?? '' }
  return type === 'optie' ? { type, mail, until } : { type, mail }
}

/** A new number of people: the first date's, and each later date's by its date (ADR 032). */
export function peopleEvent(change: PeopleChange, firstDate: IsoDate): LifecycleEvent {
  const later = (change.laterDays ?? []).map((day) => [day.date, day.numPeople] as const)
  return { type: 'people', numPeople: { ...Object.fromEntries(later), [firstDate]: change.numPeople } }
}

/** What the owner asked on a booking's page, as the lifecycle's event; `firstDate` is the booking's first date. */
export function bookingActionEvent(action: BookingAction, firstDate: IsoDate): LifecycleEvent {
  switch (action.intent) {
    case 'beslissing':
      return decisionEvent(action)
    case 'status':
      return { type: 'status', status: action.status }
    case 'factuur':
      return { type: 'invoice' }
    case 'terugbetaling':
      return { type: 'refund', amountCents: action.amount }
    case 'terugbetaling-ideal':
      return { type: 'refund-ideal' }
    case 'verlengen':
      return { type: 'extend', until: action.until }
    case 'personen':
      return peopleEvent(action, firstDate)
    case 'dieetwensen':
      return dietEvent(action)
  }
}

/**
 * New dietary needs (docs/decisions/045-dieetwensen.md): each date the form or the API names with
 * its counts and note; a date not named keeps its own. `maxPeople` bounds a count as peopleField
 * does; the lifecycle checks each against its date's own number.
 */
export const dietChangeSchema = (maxPeople: number) =>
  z.object({
    days: z
      .array(
        z.object({ date: z.string().refine(isValidIsoDate, 'Kies een geldige datum.'), diet: dietField(maxPeople) }),
        {
          error: 'Stuur de dieetwensen als een lijst van datums.',
        },
      )
      .min(1, 'Kies een datum.')
      .max(MAX_BOOKING_DAYS, 'Stuur elke datum één keer.'),
  })

export type DietChange = z.infer<ReturnType<typeof dietChangeSchema>>

export const dietEvent = (change: DietChange): LifecycleEvent => ({
  type: 'diet',
  diet: Object.fromEntries(change.days.map((day) => [day.date, day.diet])),
})

/** The owner's change of dietary needs through the JSON API: any count a list could allow. */
export const OwnerDietSchema = dietChangeSchema(termLimits.maxPeople.max).extend({
  version: seenVersionField.optional(),
})

/**
 * The customer's new number of people on their own booking page: the first date's, and each later
 * date's by its date (docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md), for a room
 * that takes `maxPeople` (the most the booking's dates' lists allow; each date's own list decides).
 */
export const peopleChangeSchema = (maxPeople: number) =>
  z.object({
    numPeople: peopleField(maxPeople),
    laterDays: z
      .array(
        z.object({
          date: z.string().refine(isValidIsoDate, 'Kies een geldige datum.'),
          numPeople: peopleField(maxPeople),
        }),
      )
      .optional(),
  })

export type PeopleChange = z.infer<ReturnType<typeof peopleChangeSchema>>

/**
 * The owner's people change through the JSON API (ADR 037): any number a list could allow; the
 * lifecycle checks each date against its own list's room.
 */
export const OwnerPeopleSchema = peopleChangeSchema(termLimits.maxPeople.max).extend({
  version: seenVersionField.optional(),
})

/** Another date or day part, asked of the owner: at least one of the three. */
export const ChangeRequestSchema = z
  .object({
    date: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || isValidIsoDate(value), 'Kies een geldige datum.'),
    dayParts: z.enum(['1', '2', '3']).optional(),
    note: optionalText(1_000),
  })
  .refine((wish) => wish.date || wish.dayParts || wish.note, {
    message: 'Vul een datum, een dagdeel of een toelichting in.',
  })

/** The customer's own reference for the invoice (their purchase order number); empty takes it away. */
export const ReferenceSchema = z.object({
  reference: z
    .string()
    .trim()
    .max(60, 'Een referentie is hooguit 60 tekens.')
    .refine(isPrintable, messages.invalidCharacters)
    .optional()
    .transform((value) => value || null),
})

/** The customer's invoice details on their own page (app/lib/invoice-details.ts). */
export const InvoiceDetailsSchema = z
  .object({ company: optionalText(150), ...invoiceDetailsShape })
  .superRefine(checkInvoiceDetails)

/** Everything the customer does on their own booking page (/mijn-boeking), one intent each. */
export const manageBookingSchema = (maxPeople: number) =>
  z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('annuleren') }),
    z.object({ intent: z.literal('optie-bevestigen') }),
    peopleChangeSchema(maxPeople).extend({ intent: z.literal('personen') }),
    dietChangeSchema(maxPeople).extend({ intent: z.literal('dieetwensen') }),
    ChangeRequestSchema.safeExtend({ intent: z.literal('wijziging') }),
    InvoiceDetailsSchema.safeExtend({ intent: z.literal('factuurgegevens') }),
    ReferenceSchema.extend({ intent: z.literal('referentie') }),
    // The request for a review after the meeting: 'nee' says no to it, 'ja' allows it again (ADR 044).
    z.object({ intent: z.literal('review'), review: z.enum(['ja', 'nee']) }),
  ])
export type ManageBookingAction = z.infer<ReturnType<typeof manageBookingSchema>>

/** The customer's action as the lifecycle's event; `firstDate` is the date the first number belongs to. */
export function manageBookingEvent(action: ManageBookingAction, firstDate: IsoDate): LifecycleEvent {
  switch (action.intent) {
    case 'annuleren':
      return { type: 'cancel' }
    case 'optie-bevestigen':
      return { type: 'accept' }
    case 'personen':
      return peopleEvent(action, firstDate)
    case 'dieetwensen':
      return dietEvent(action)
    case 'wijziging':
      return {
        type: 'change-request',
        wish: { date: action.date, dayParts: asDayPart(Number(action.dayParts)), note: action.note },
      }
    case 'factuurgegevens':
      return { type: 'invoice-details', details: { company: action.company ?? null, ...invoiceDetailsOf(action) } }
    case 'referentie':
      return { type: 'reference', reference: action.reference }
    case 'review':
      return { type: 'review-choice', optOut: action.review === 'nee' }
  }
}

export const WAITING_LIST_CONSENT =
  'Ja, mail mij als dit dagdeel vrijkomt. Mijn e-mailadres wordt alleen daarvoor gebruikt en na de datum verwijderd.'

/** A place on the waiting list for a date and day part, with the visitor's explicit consent. */
export const WaitingListSchema = z.object({
  email: emailField,
  date: z
    .string({ error: 'Kies een datum.' })
    .trim()
    .refine((value) => isValidIsoDate(value), 'Kies een geldige datum.'),
  dayParts: z.enum(['1', '2', '3'], { error: 'Kies een dagdeel.' }),
  consent: z.literal('on', { error: 'Geef toestemming om je te mailen als er plek komt.' }),
})
