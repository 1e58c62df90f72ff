/**
 * Business facts live in the domain modules; the content only formats them. Every euro amount a
 * content text shows, and every price a content table holds, must be one of the pricing module's
 * constants (excluding or including btw), so changing a price in app/lib/pricing.ts changes it
 * everywhere, and a price typed into a text fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import * as about from '~/content/about'
import * as bookingFaq from '~/content/booking-faq'
import * as home from '~/content/home'
import * as navigation from '~/content/navigation'
import * as newsletter from '~/content/newsletter'
import * as prices from '~/content/prices'
import * as services from '~/content/services'
import * as terms from '~/content/terms'
import * as venue from '~/content/venue'
import {
  arrangementPriceCents,
  coachingPriceCents,
  FOOD_VAT_RATE,
  lunchPriceCents,
  ROOM_VAT_RATE,
  roomPriceCents,
  vatCents,
} from '~/lib/pricing'

const contentModules = { about, bookingFaq, home, navigation, newsletter, prices, services, terms, venue }

const roomPrices = Object.values(roomPriceCents)
const foodPrices = [...Object.values(arrangementPriceCents), ...Object.values(lunchPriceCents)].filter(Boolean)
const servicePrices = Object.values(coachingPriceCents)
const allowed = new Set([
  ...[...roomPrices, ...servicePrices].flatMap((cents) => [cents, cents + vatCents(cents, ROOM_VAT_RATE)]),
  ...foodPrices.flatMap((cents) => [cents, cents + vatCents(cents, FOOD_VAT_RATE)]),
])

/** Every string and every `cents` number anywhere in a value, with where it was found. */
function* walk(value: unknown, path: string): Generator<[string, string | number]> {
  if (typeof value === 'string') yield [path, value]
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(item, `${path}[${index}]`)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (/cents$/i.test(key) && typeof item === 'number') yield [`${path}.${key}`, item]
      else yield* walk(item, `${path}.${key}`)
    }
  }
}

const euroAmounts = (text: string) =>
  [...text.matchAll(/€\s?(\d{1,3}(?:\.\d{3})*),(\d{2})/g)].map(
    ([, euros = '', cents = '']) => Number(euros.replaceAll('.', '')) * 100 + Number(cents),
  )

test('every price in the content is a constant of the pricing module', () => {
  const found: [string, number][] = []
  for (const [name, module] of Object.entries(contentModules)) {
    for (const [path, value] of walk(module, name)) {
      for (const cents of typeof value === 'number' ? [value] : euroAmounts(value)) found.push([path, cents])
    }
  }
  // The service pages and the price list do show prices: the check has something to check.
  expect(found.length).toBeGreaterThan(10)
  for (const [path, cents] of found)
    expect(allowed.has(cents), `${path}: ${cents} cents is not a pricing constant`).toBe(true)
})

test('a price typed into a text is caught', () => {
  expect(euroAmounts('Vanaf € 175,00 per dagdeel').every((cents) => allowed.has(cents))).toBe(true)
  expect(euroAmounts('Vanaf € 180,00 per dagdeel').every((cents) => allowed.has(cents))).toBe(false)
  expect(euroAmounts('Samen € 1.234,56')).toEqual([123_456])
})

test('no content source types a price itself: amounts are formatted from the pricing constants', () => {
  const folder = fileURLToPath(new URL('../../app/content/', import.meta.url))
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(`${folder}${file}`, 'utf8')
    expect(source, file).not.toMatch(/€\s?\d/)
    expect(source, file).not.toMatch(/cents:\s*\d/)
  }
})
