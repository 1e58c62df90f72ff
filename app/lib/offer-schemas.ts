/**
 * The owner's form for a new price list (/admin/aanbod, docs/decisions/036-the-offer-as-data.md):
 * amounts typed in euros ("175,00"), read into a PriceListDraft in cents. The rules a list must
 * meet beyond the form (a date from today, the Dutch btw rates) are priceListProblems', on the server.
 */
import { isValidIsoDate } from './availability'
import { formatAmountInput } from './format'
import {
  entriesOf,
  entryKeys,
  extraKey,
  type PriceList,
  type PriceListDraft,
  priceEntryKinds,
  priceEntryUnits,
  termLimits,
  unitText,
  type VenueTerms,
  vatRateMessage,
  vatRates,
} from './price-list'
import { text } from './validation'
import { z } from './zod'

/** "175,00", "175", "€ 1.175,50" -> cents; undefined for anything else. */
function centsOf(value: string): number | undefined {
  const plain = value
    .replace(/^€\s*/, '')
    .replace(/\.(?=\d{3}(\D|$))/g, '')
    .replace(',', '.')
  return /^\d{1,6}(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : undefined
}

const amountMessage = 'Vul een bedrag in als 175,00.'

const euros = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, context) => {
      const cents = centsOf(value)
      if (cents === undefined) {
        context.addIssue({ code: 'custom', message: amountMessage })
        return z.NEVER
      }
      return cents
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

/**
 * An arrangement's or a lunch's row in the form: one per kind and key (`entryKeys`), always shown.
 * Emptying its name stops it from the new list (everything made with it keeps it); naming a stopped
 * one offers it again.
 */
const entryRow = z
  .object({
    kind: z.enum(['arrangement', 'lunch']),
    key: z.enum(entryKeys),
    position: wholeNumber('De volgorde ontbreekt.'),
    label: z.string().trim().max(60, 'Houd de naam korter dan 60 tekens.').optional(),
    includes: z.string().trim().max(200, 'Houd de beschrijving korter dan 200 tekens.').optional(),
    unitCents: z.string().trim().optional(),
    vatRate: z.string().optional(),
  })
  .superRefine((row, context) => {
    if (!row.label) return
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
    if (row.label.length < 2) issue('label', 'Geef het een naam.')
    if (!row.includes || row.includes.length < 2) issue('includes', 'Beschrijf wat erbij hoort.')
    if (!row.unitCents) issue('unitCents', 'Vul de prijs per persoon in.')
    else if (centsOf(row.unitCents) === undefined) issue('unitCents', amountMessage)
    if (!vatRates.some((rate) => String(rate) === row.vatRate)) issue('vatRate', vatRateMessage)
  })

/**
 * An extra's row in the form (a borrel, a flip-over). A row without a name is no extra: the form
 * always has empty rows to add one, and emptying an extra's name takes it off the new list (it
 * stays on everything made under the lists that have it).
 */
const extraRow = z
  .object({
    key: z.string().trim().optional(),
    label: z.string().trim().max(60, 'Houd de naam korter dan 60 tekens.').optional(),
    /** Where it comes among the extras; empty: after the numbered ones, in the form's order. */
    position: z
      .string()
      .trim()
      .regex(/^\d{0,2}$/, 'Vul een volgnummer in, zoals 1.')
      .optional(),
    unitCents: z.string().trim().optional(),
    unit: z.enum(priceEntryUnits, { error: 'Kies per persoon of per bijeenkomst.' }).default('person'),
    vatRate: z.string().optional(),
    includes: z.string().trim().max(200, 'Houd de beschrijving korter dan 200 tekens.').optional(),
  })
  .superRefine((row, context) => {
    if (!row.label) return
    if (row.label.length < 2) context.addIssue({ code: 'custom', path: ['label'], message: 'Geef de extra een naam.' })
    if (!row.unitCents)
      context.addIssue({ code: 'custom', path: ['unitCents'], message: `Vul de prijs ${unitText[row.unit]} in.` })
    else if (centsOf(row.unitCents) === undefined)
      context.addIssue({ code: 'custom', path: ['unitCents'], message: amountMessage })
    if (!vatRates.some((rate) => String(rate) === row.vatRate))
      context.addIssue({ code: 'custom', path: ['vatRate'], message: vatRateMessage })
  })

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
  entries: z.array(entryRow).default([]),
  extras: z.array(extraRow).default([]),
  terms: z.object(
    Object.fromEntries(Object.entries(termLimits).map(([name, limit]) => [name, wholeNumber(limit.message)])) as Record<
      keyof VenueTerms,
      ReturnType<typeof wholeNumber>
    >,
  ),
})

export type PriceListForm = z.infer<typeof PriceListFormSchema>

/** The named extra rows with their place in the form, in the order the owner numbered them. */
function orderedExtras(extras: PriceListForm['extras']) {
  const place = (row: PriceListForm['extras'][number]) => (row.position ? Number(row.position) : Number.MAX_VALUE)
  return extras
    .flatMap((row, at) => (row.label ? [{ row, at }] : []))
    .sort((a, b) => place(a.row) - place(b.row) || a.at - b.at)
}

/**
 * The form's answer as the list it describes: the arrangements and lunches it names, then its named
 * extras in the order the owner numbered them.
 */
export function draftOf({ intent: _, entries, extras, ...form }: PriceListForm): PriceListDraft {
  const named = orderedExtras(extras).map(({ row }) => row)
  return {
    ...form,
    entries: [
      ...entries
        .filter((row) => row.label)
        .map((row) => ({
          kind: row.kind,
          key: row.key,
          position: row.position,
          label: row.label ?? '',
          includes: row.includes ?? '',
          unitCents: centsOf(row.unitCents ?? '') ?? 0,
          vatRate: Number(row.vatRate),
          unit: 'person' as const,
        })),
      ...named.map((row, index) => ({
        kind: 'extra' as const,
        key: row.key || extraKey(row.label ?? ''),
        label: row.label ?? '',
        includes: row.includes ?? '',
        unitCents: centsOf(row.unitCents ?? '') ?? 0,
        vatRate: Number(row.vatRate),
        unit: row.unit,
        position: index + 1,
      })),
    ],
  }
}

/**
 * A field priceListProblems names in the draft, as the form names it: the draft's entries are the
 * form's named arrangement and lunch rows, then its named extra rows in their order
 * ("entries[5].label" -> "extras[1].label").
 */
export function formFieldOf(field: string, form: PriceListForm): string {
  const match = /^entries\[(\d+)\](.*)$/.exec(field)
  if (!match) return field
  const rows = [
    ...form.entries.flatMap((row, at) => (row.label ? [`entries[${at}]`] : [])),
    ...orderedExtras(form.extras).map(({ at }) => `extras[${at}]`),
  ]
  return `${rows[Number(match[1])] ?? 'entries'}${match[2]}`
}

/** The empty rows the form offers for new extras. */
export const NEW_EXTRA_ROWS = 2

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
    terms: Object.fromEntries(Object.entries(list.terms).map(([name, value]) => [name, String(value)])) as Record<
      keyof VenueTerms,
      string
    >,
    // Every arrangement and lunch has its row, a stopped one with an empty name.
    entries: (['arrangement', 'lunch'] as const).flatMap((kind) =>
      entryKeys.map((key, index) => {
        const entry = list.entries.find((one) => one.kind === kind && one.key === key)
        return {
          kind,
          key,
          position: String(entry?.position ?? index + 1),
          label: entry?.label ?? '',
          includes: entry?.includes ?? '',
          unitCents: entry ? formatAmountInput(entry.unitCents) : '',
          vatRate: String(entry?.vatRate ?? 9),
        }
      }),
    ),
    extras: [
      ...entriesOf(list, 'extra').map((entry) => ({
        key: entry.key,
        label: entry.label,
        position: String(entry.position),
        includes: entry.includes,
        unit: entry.unit,
        unitCents: formatAmountInput(entry.unitCents),
        vatRate: String(entry.vatRate),
      })),
      ...Array.from({ length: NEW_EXTRA_ROWS }, () => ({ unit: 'person' as const, vatRate: '21' })),
    ],
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
  terms: z.object(
    Object.fromEntries(
      Object.keys(termLimits).map((name) => [name, z.number({ error: 'Vul een heel getal in.' })]),
    ) as Record<keyof VenueTerms, z.ZodNumber>,
    { error: 'Stuur de voorwaarden als terms.' },
  ),
  entries: z
    .array(
      z
        .object({
          kind: z.enum(priceEntryKinds),
          key: z.string(),
          position: z.number().int(),
          label: text('Geef het een naam.', { min: 2, max: 60 }),
          includes: z.string().trim().max(200, 'Houd de beschrijving korter dan 200 tekens.'),
          unitCents: cents,
          vatRate: z.number(),
          unit: z.enum(priceEntryUnits, { error: "Stuur unit als 'person' of 'meeting'." }).default('person'),
        })
        // An extra may say nothing more than its name (a flip-over); an arrangement or lunch says what it includes.
        .refine((entry) => entry.kind === 'extra' || entry.includes.length >= 2, {
          message: 'Beschrijf wat erbij hoort.',
          path: ['includes'],
        }),
    )
    .min(1)
    .max(20),
})
