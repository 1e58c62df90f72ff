/**
 * What a customer would pay under a new price list beside the list it follows
 * (docs/decisions/036-the-offer-as-data.md): a few typical meetings, and one with each extra of the
 * new list, before the owner publishes.
 */
import { dayChoicesText } from './booking-days'
import { entriesOf, entryOf, type PriceList } from './price-list'
import { calculatePrice, type PriceInput, priceInputProblem } from './pricing'

export const previewSamples: PriceInput[] = [
  { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen', extras: [] },
  { numPeople: 12, dayParts: 3, meetingType: 'luxe', lunchType: 'basis', extras: [] },
  { numPeople: 15, dayParts: 3, meetingType: 'luxe', lunchType: 'luxe', extras: [] },
]

/** A meeting's total under both lists; `currentCents` is missing where the current list does not offer it. */
export type PreviewRow = { meeting: string; currentCents?: number; nextCents: number }

/**
 * Each sample's total incl. btw under `current` and under `next`, described in `next`'s words: with
 * at most as many people as `next`'s room takes, and only what `next` offers.
 */
export function previewOf(current: PriceList, next: PriceList): PreviewRow[] {
  const withExtras = entriesOf(next, 'extra').map(
    (extra): PriceInput => ({
      numPeople: 12,
      dayParts: 1,
      meetingType: entryOf(next, 'arrangement', 'basis') ? 'basis' : 'geen',
      lunchType: 'geen',
      extras: [extra.key],
    }),
  )
  return [...previewSamples, ...withExtras]
    .map((input) => ({ ...input, numPeople: Math.min(input.numPeople, next.terms.maxPeople) }))
    .filter((input) => priceInputProblem(input, next) === undefined)
    .map((input) => ({
      meeting: dayChoicesText({ ...input, list: next }),
      ...(priceInputProblem(input, current) ? {} : { currentCents: calculatePrice(input, current).totalInclVatCents }),
      nextCents: calculatePrice(input, next).totalInclVatCents,
    }))
}
