/**
 * The owner's form for a new price list (/admin/aanbod, docs/decisions/036-the-offer-as-data.md):
 * amounts typed in euros ("175,00"), read into a PriceListDraft in cents. The rules a list must
 * meet beyond the form (a date from today, the Dutch btw rates) are priceListProblems', on the server.
 */
import { isValidIsoDate } from './availability'
import { formatAmountInput } from './format'
import { type PriceList, type PriceListDraft, priceEntryKinds, vatRateMessage, vatRates } from './price-list'
import { text } from './validation'
import { z } from './zod'

/** "175,00", "175", "€ 1.175,50" -> cents. */
const euros = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, context) => {
      const plain = value
        .replace(/^€\s*/, '')
        .replace(/\.(?=\d{3}(\D|$))/g, '')
        .replace(',', '.')
      if (!/^\d{1,6}(\.\d{1,2})?$/.test(plain)) {
        context.addIssue({ code: 'custom', message: 'Vul een bedrag in als 175,00.' })
        return z.NEVER
      }
      return Math.round(Number(plain) * 100)
    })

const wholeNumber = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .regex(/^\d{1,3}$/, required)
    .transform(Number)

const vatRate = z
  .string({ error: vatRateMessage })
  .refine((value) => vatRates.some((rate) => String(rate) === value), vatRateMessage)
  .transform(Number)

export const PriceListFormSchema = z.object({
  intent: z.enum(['voorbeeld', 'publiceren']),
  name: text('Geef de prijslijst een naam, zoals "Tarieven 2027".', { min: 2, max: 60 }),
  validFrom: z
    .string({ error: 'Kies de eerste datum waarvoor de prijzen gelden.' })
    .trim()
    .refine(isValidIsoDate, 'Kies een geldige datum.'),
  room: z.object({
    halfDayCents: euros('Vul de zaalhuur voor een dagdeel in.'),
    fullDayCents: euros('Vul de zaalhuur voor een hele dag in.'),
    vatRate,
  }),
  fullDayFactorPercent: wholeNumber('Vul een percentage in, zoals 150.'),
  coachingSessionCents: euros('Vul de prijs van een coachingsessie in.'),
  entries: z
    .array(
      z.object({
        kind: z.enum(priceEntryKinds),
        key: z.string().trim().min(1),
        position: wholeNumber('De volgorde ontbreekt.'),
        label: text('Geef het een naam.', { min: 2, max: 60 }),
        includes: text('Beschrijf wat erbij hoort.', { min: 2, max: 200 }),
        unitCents: euros('Vul de prijs per persoon in.'),
        vatRate,
      }),
    )
    .min(1),
})

export type PriceListForm = z.infer<typeof PriceListFormSchema>

/** The form's answer as the list it describes. */
export function draftOf({ intent: _, ...form }: PriceListForm): PriceListDraft {
  return form
}

/** A list as the form's default values: amounts as the owner types them. */
export function formValuesOf(list: PriceList | PriceListDraft) {
  return {
    name: list.name,
    validFrom: list.validFrom,
    room: {
      halfDayCents: formatAmountInput(list.room.halfDayCents),
      fullDayCents: formatAmountInput(list.room.fullDayCents),
      vatRate: String(list.room.vatRate),
    },
    fullDayFactorPercent: String(list.fullDayFactorPercent),
    coachingSessionCents: formatAmountInput(list.coachingSessionCents),
    entries: list.entries.map((entry) => ({
      ...entry,
      position: String(entry.position),
      unitCents: formatAmountInput(entry.unitCents),
      vatRate: String(entry.vatRate),
    })),
  }
}

const cents = z.number({ error: 'Vul een bedrag in centen in.' }).int('Vul een bedrag in hele centen in.')

/** A new list as the JSON API takes it: amounts in cents (priceListProblems checks the rest). */
export const PriceListDraftSchema = z.object({
  name: text('Geef de prijslijst een naam, zoals "Tarieven 2027".', { min: 2, max: 60 }),
  validFrom: z.string().refine(isValidIsoDate, 'Kies een geldige datum (JJJJ-MM-DD).'),
  room: z.object({ halfDayCents: cents, fullDayCents: cents, vatRate: z.number() }),
  fullDayFactorPercent: z.number().int(),
  coachingSessionCents: cents,
  entries: z
    .array(
      z.object({
        kind: z.enum(priceEntryKinds),
        key: z.string(),
        position: z.number().int(),
        label: text('Geef het een naam.', { min: 2, max: 60 }),
        includes: text('Beschrijf wat erbij hoort.', { min: 2, max: 200 }),
        unitCents: cents,
        vatRate: z.number(),
      }),
    )
    .min(1)
    .max(20),
})
