/**
 * What the owner sends to decide on a booking or change its status: one schema each, used by the
 * admin page (through conform) and by the JSON API alike.
 */
import { isValidIsoDate } from './availability'
import { bookingDecisions, bookingStatuses } from './booking-status'
import { MAX_PEOPLE, MIN_PEOPLE, peopleMessage } from './pricing'
import { emailField, optionalText } from './validation'
import { z } from './zod'

export const DecisionSchema = z.object({
  type: z.enum(bookingDecisions, { error: 'Type moet confirm, reject of cancel zijn.' }),
  subject: z.string({ error: 'Vul een onderwerp in.' }).trim().min(1, 'Vul een onderwerp in.').max(200),
  message: z
    .string({ error: 'Het bericht mag niet leeg zijn.' })
    .trim()
    .min(1, 'Het bericht mag niet leeg zijn.')
    .max(10_000, 'Het bericht mag maximaal 10.000 tekens lang zijn.'),
  /** Confirming issues the invoice too, unless the owner ticks "geen factuur" (API: `noInvoice: true`). */
  noInvoice: z
    .union([z.boolean(), z.literal('on')])
    .optional()
    .transform((value) => value === true || value === 'on'),
})

export type Decision = z.infer<typeof DecisionSchema>

export const StatusChangeSchema = z.object({
  status: z.enum(bookingStatuses, { error: 'Status moet aanvraag, bevestigd of geannuleerd zijn.' }),
})

/** The customer's new number of people on their own booking page. */
export const PeopleChangeSchema = z.object({
  numPeople: z.coerce
    .number({ error: peopleMessage })
    .int(peopleMessage)
    .min(MIN_PEOPLE, peopleMessage)
    .max(MAX_PEOPLE, peopleMessage),
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
