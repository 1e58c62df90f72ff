/**
 * What the owner sends to decide on a booking or change its status: one schema each, used by the
 * admin page (through conform) and by the JSON API alike.
 */
import { bookingDecisions, bookingStatuses } from './booking-status'
import { z } from './zod'

export const DecisionSchema = z.object({
  type: z.enum(bookingDecisions, { error: 'Type moet confirm, reject of cancel zijn.' }),
  subject: z.string({ error: 'Vul een onderwerp in.' }).trim().min(1, 'Vul een onderwerp in.').max(200),
  message: z
    .string({ error: 'Het bericht mag niet leeg zijn.' })
    .trim()
    .min(1, 'Het bericht mag niet leeg zijn.')
    .max(10_000, 'Het bericht mag maximaal 10.000 tekens lang zijn.'),
})

export type Decision = z.infer<typeof DecisionSchema>

export const StatusChangeSchema = z.object({
  status: z.enum(bookingStatuses, { error: 'Status moet aanvraag, bevestigd of geannuleerd zijn.' }),
})
