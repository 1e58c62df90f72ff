/**
 * What a customer would pay under a new price list beside the list it follows
 * (docs/decisions/036-the-offer-as-data.md): a few typical meetings, before the owner publishes.
 */
import { dayChoicesText } from './booking-days'
import type { PriceList } from './price-list'
import { calculatePrice, type PriceInput } from './pricing'

export const previewSamples: PriceInput[] = [
  { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen' },
  { numPeople: 12, dayParts: 3, meetingType: 'luxe', lunchType: 'basis' },
  { numPeople: 15, dayParts: 3, meetingType: 'luxe', lunchType: 'luxe' },
]

export type PreviewRow = { meeting: string; currentCents: number; nextCents: number }

/** Each sample's total incl. btw under `current` and under `next`, described in `next`'s words. */
export function previewOf(current: PriceList, next: PriceList): PreviewRow[] {
  return previewSamples.map((input) => ({
    meeting: dayChoicesText({ ...input, list: next }),
    currentCents: calculatePrice(input, current).totalInclVatCents,
    nextCents: calculatePrice(input, next).totalInclVatCents,
  }))
}
