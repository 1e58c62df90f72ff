/** The log of a published price list reads in words and euros, only what changed (app/lib/price-list-log.ts). */
import { expect, test } from 'vitest'
import type { PriceList } from '~/lib/price-list'
import { priceListChanges, publishSummary } from '~/lib/price-list-log'
import { firstPriceList, listWithExtras } from '../support/price-lists'

test('publishing names the date in words and only what changes, in the owner’s words', () => {
  const next: PriceList = {
    ...listWithExtras,
    name: 'Tarieven 2027',
    validFrom: '2027-02-01',
    room: { ...firstPriceList.room, halfDayCents: 18_500 },
    terms: { ...firstPriceList.terms, freeCancellationDays: 21, depositPercent: 30 },
  }
  expect(publishSummary(next)).toBe('Prijslijst Tarieven 2027 gepubliceerd, voor bijeenkomsten vanaf 1 februari 2027')
  const changes = priceListChanges(firstPriceList, next)
  expect(changes).toMatchObject({
    Prijslijst: ['Tarieven', 'Tarieven 2027'],
    'Zaalhuur dagdeel': ['€\u00a0175,00', '€\u00a0185,00'],
    'Gratis annuleren tot (dagen voor de datum)': ['14', '21'],
    Aanbetaling: ['geen', '30 %'],
  })
  // What stays is not in the log; what the list adds is "niet aangeboden" before.
  expect(Object.keys(changes)).not.toContain('Zaalhuur hele dag')
  expect(Object.keys(changes)).not.toContain('Basisarrangement')
  const added = Object.entries(changes).filter(([, [was]]) => was === 'niet aangeboden')
  expect(added.length).toBeGreaterThan(0)
  for (const [, [, now]] of added) expect(now).toMatch(/^€\u00a0\d+,\d\d$/)
  for (const label of Object.keys(changes)) expect(label).not.toMatch(/^[a-z]+[A-Z]|:/)
})

test('a list that stops an entry says so; after the meeting is said in words', () => {
  const next: PriceList = {
    ...firstPriceList,
    entries: firstPriceList.entries.filter((entry) => entry.key !== 'luxe' || entry.kind !== 'lunch'),
    terms: { ...firstPriceList.terms, depositPercent: 30, balanceDaysBefore: 0 },
  }
  const changes = priceListChanges(firstPriceList, next)
  expect(changes['Luxe lunch']).toEqual([expect.stringMatching(/^€\u00a0\d+,\d\d$/), 'niet aangeboden'])
  expect(changes['Restant betalen tot (dagen voor de datum)']).toEqual([
    String(firstPriceList.terms.balanceDaysBefore),
    'na de bijeenkomst',
  ])
})
