/**
 * What publishing a price list changes, as the owner reads it in the log: only what differs from the
 * list it follows on its date, in words and euros, as the log's changes of bookings and customers
 * read (app/lib/admin-lists.ts). Stored in words, so the log needs no labels to read it later.
 */
import { formatDate, formatEuro } from './format'
import type { PriceEntry, PriceList, PriceListDraft, VenueTerms } from './price-list'

/** Each term as the log names it. */
export const termLogLabels: Record<keyof VenueTerms, string> = {
  quoteValidDays: 'Offerte geldig (dagen)',
  paymentTermDays: 'Betaaltermijn factuur (dagen)',
  peopleChangeWorkdays: 'Personen wijzigen tot (werkdagen voor de datum)',
  freeCancellationDays: 'Gratis annuleren tot (dagen voor de datum)',
  halfRoomWorkdays: 'Deel van de zaalhuur tot (werkdagen voor de datum)',
  halfRoomPercent: 'Dat deel van de zaalhuur',
  freeCateringHours: 'Catering gratis annuleren tot (uur voor het begin)',
  maxPeople: 'Maximaal aantal personen',
  minHoursAhead: 'Online boeken tot (uur voor het begin)',
  maxMonthsAhead: 'Online boeken tot (maanden vooruit)',
  optieDays: 'Optie standaard (dagen)',
  depositPercent: 'Aanbetaling',
  depositTermDays: 'Aanbetaling betalen binnen (dagen)',
  balanceDaysBefore: 'Restant betalen tot (dagen voor de datum)',
}

/** A term's value in words: "30 %", "geen" aanbetaling, "na de bijeenkomst". */
function termValue(name: keyof VenueTerms, value: number): string {
  if (name === 'depositPercent') return value === 0 ? 'geen' : `${value} %`
  if (name === 'halfRoomPercent') return `${value} %`
  if (name === 'balanceDaysBefore' && value === 0) return 'na de bijeenkomst'
  return String(value)
}

const NOT_OFFERED = 'niet aangeboden'

/** "€ 9,50", or "€ 9,50 (9 % btw)" where the btw is part of the change. */
const entryValue = (entry: PriceEntry | undefined, withVat: boolean) =>
  entry ? `${formatEuro(entry.unitCents)}${withVat ? ` (${entry.vatRate} % btw)` : ''}` : NOT_OFFERED

/** The log's summary: "Prijslijst Tarieven 2027 gepubliceerd, voor bijeenkomsten vanaf 1 februari 2027". */
export const publishSummary = (draft: Pick<PriceListDraft, 'name' | 'validFrom'>) =>
  `Prijslijst ${draft.name.trim()} gepubliceerd, voor bijeenkomsten vanaf ${formatDate(draft.validFrom)}`

/**
 * The changes of `next` against `before`, the list its date had: "Zaalhuur dagdeel: € 175,00 →
 * € 185,00", "Aanbetaling: geen → 30 %", "Borrel: niet aangeboden → € 9,50". What stays is left out.
 */
export function priceListChanges(before: PriceList, next: PriceListDraft): Record<string, [string, string]> {
  const changes: [string, string, string][] = [
    ['Prijslijst', before.name, next.name.trim()],
    ['Zaalhuur dagdeel', formatEuro(before.room.halfDayCents), formatEuro(next.room.halfDayCents)],
    ['Zaalhuur hele dag', formatEuro(before.room.fullDayCents), formatEuro(next.room.fullDayCents)],
    ['Btw over de zaalhuur', `${before.room.vatRate} %`, `${next.room.vatRate} %`],
    ['Arrangement hele dag', `${before.fullDayFactorPercent} %`, `${next.fullDayFactorPercent} %`],
    [
      'Ruimte voor een coachgesprek, vanaf',
      formatEuro(before.coachingSessionCents),
      formatEuro(next.coachingSessionCents),
    ],
    ...(Object.keys(termLogLabels) as (keyof VenueTerms)[]).map((name): [string, string, string] => [
      termLogLabels[name],
      termValue(name, before.terms[name]),
      termValue(name, next.terms[name]),
    ]),
  ]
  // Each arrangement, lunch and extra by its name in the new list (or the old one, when it stops).
  const keyOf = (entry: Pick<PriceEntry, 'kind' | 'key'>) => `${entry.kind}:${entry.key}`
  const keys = [...new Set([...before.entries, ...next.entries].map(keyOf))]
  for (const key of keys) {
    const was = before.entries.find((entry) => keyOf(entry) === key)
    const now = next.entries.find((entry) => keyOf(entry) === key)
    const label = now?.label || was?.label || key
    const vatChanged = Boolean(was && now && was.vatRate !== now.vatRate)
    changes.push([label, entryValue(was, vatChanged), entryValue(now, vatChanged)])
  }
  return Object.fromEntries(
    changes.filter(([, was, now]) => was !== now).map(([label, was, now]) => [label, [was, now]]),
  )
}
