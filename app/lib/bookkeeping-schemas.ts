/**
 * The owner's forms on /admin/boekhouding (docs/decisions/046-bookkeeping-pushes.md), one intent
 * each; the same schemas in the browser (conform) and in the action.
 */
import { isValidIsoDate } from './availability'
import type { VatRate } from './bookkeeping'
import { z } from './zod'

const isoDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .refine((value) => isValidIsoDate(value), 'Kies een geldige datum.')

const choice = (required: string) => z.string({ error: required }).trim().min(1, required).max(40)

/**
 * A Moneybird API token: letters and digits, pasted from Moneybird's page. With several
 * administrations the second step sends the token sealed (encrypted by the server, never the token
 * itself in the page) with the administration chosen.
 */
export const ConnectSchema = z
  .object({
    sealed: z.string().trim().max(600).optional(),
    token: z
      .string({ error: 'Plak de API-sleutel uit Moneybird.' })
      .trim()
      .min(20, 'Deze sleutel is te kort. Kopieer hem in zijn geheel uit Moneybird.')
      .max(200, 'Deze sleutel is te lang. Kopieer alleen de sleutel uit Moneybird.')
      .regex(/^[A-Za-z0-9_-]+$/, 'Een sleutel bestaat alleen uit letters en cijfers. Kopieer hem opnieuw.')
      .optional(),
    administrationId: z.string().trim().max(40).optional(),
  })
  .refine((form) => form.token || form.sealed, { path: ['token'], message: 'Plak de API-sleutel uit Moneybird.' })

/** The tax rate chosen for one of our btw rates (app/lib/bookkeeping.ts, vatRates). */
const rateChoice = (rate: VatRate) => choice(`Kies het tarief voor ${rate} % btw.`)

export const MappingSchema = z.object({
  ledgerAccountId: choice('Kies een omzetrekening.'),
  tax21: rateChoice(21),
  tax9: rateChoice(9),
  tax0: rateChoice(0),
})

export const BackfillSchema = z
  .object({ from: isoDate('Kies de eerste dag.'), to: isoDate('Kies de laatste dag.') })
  .refine((period) => period.from <= period.to, { path: ['to'], message: 'De laatste dag ligt vóór de eerste.' })

export const BookkeepingActionSchema = z.discriminatedUnion('intent', [
  ConnectSchema.safeExtend({ intent: z.literal('verbinden') }),
  MappingSchema.extend({ intent: z.literal('koppeling') }),
  BackfillSchema.safeExtend({ intent: z.literal('terugzetten') }),
  z.object({ intent: z.literal('testen') }),
  z.object({ intent: z.literal('verbreken') }),
  z.object({ intent: z.literal('opnieuw'), id: z.coerce.number().int().positive() }),
])
