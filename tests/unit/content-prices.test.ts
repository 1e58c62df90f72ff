/**
 * Business facts live in the domain modules and the price lists (app/lib/price-list.ts); the
 * content only formats them. The content modules hold no price of their own: every euro amount a
 * content text or table shows comes from a price list, so changing a price in the list changes it
 * everywhere, and a price typed into a text fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
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
import { vatCents } from '~/lib/invoicing'
import { firstPriceList } from '../support/price-lists'

const contentModules = { about, bookingFaq, home, navigation, newsletter, prices, services, terms, venue }

const list = firstPriceList
const allowed = new Set(
  [list.room.halfDayCents, list.room.fullDayCents, list.coachingSessionCents].flatMap((cents) => [
    cents,
    cents + vatCents(cents, list.room.vatRate),
  ]),
)

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

test('the content modules hold no price of their own', () => {
  const found: [string, number][] = []
  for (const [name, module] of Object.entries(contentModules)) {
    for (const [path, value] of walk(module, name)) {
      for (const cents of typeof value === 'number' ? [value] : euroAmounts(value)) found.push([path, cents])
    }
  }
  expect(found).toEqual([])
})

test("every 'vanaf' price of the services is one of the list's own prices, whatever the list holds", () => {
  const cents = fc.integer({ min: 100, max: 1_000_000 })
  fc.assert(
    fc.property(cents, cents, cents, (halfDayCents, fullDayCents, coachingSessionCents) => {
      const owned = { ...list, room: { ...list.room, halfDayCents, fullDayCents }, coachingSessionCents }
      const shown = prices.indicativePrices(owned).flatMap((group) => group.prices.map((price) => price.cents))
      expect(new Set(shown)).toEqual(new Set([halfDayCents, fullDayCents, coachingSessionCents]))
    }),
  )
})

test('a price typed into a text is caught', () => {
  expect(euroAmounts('Vanaf € 175,00 per dagdeel').every((cents) => allowed.has(cents))).toBe(true)
  expect(euroAmounts('Vanaf € 180,00 per dagdeel').every((cents) => allowed.has(cents))).toBe(false)
  expect(euroAmounts('Samen € 1.234,56')).toEqual([123_456])
})

test('no content source types a price itself: amounts are formatted from the price list', () => {
  const folder = fileURLToPath(new URL('../../app/content/', import.meta.url))
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(`${folder}${file}`, 'utf8')
    expect(source, file).not.toMatch(/€\s?\d/)
    expect(source, file).not.toMatch(/cents:\s*\d/)
  }
})
