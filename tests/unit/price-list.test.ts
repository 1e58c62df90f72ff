import { expect, test } from 'vitest'
import { listById, listOn, listsFrom, type PriceList, priceBook, priceListProblems } from '~/lib/price-list'
import { calculatePrice } from '~/lib/pricing'
import { firstPriceList } from '../support/price-lists'

const list = (id: number, validFrom: string, halfDayCents: number): PriceList => ({
  ...firstPriceList,
  id,
  name: `Lijst ${id}`,
  validFrom,
  room: { ...firstPriceList.room, halfDayCents },
})
const book = priceBook([list(3, '2027-01-01', 19_500), firstPriceList, list(2, '2027-01-01', 18_500)])

test('a meeting is priced under the last list not after its date; of two on one date, the later published', () => {
  expect(listOn(book, '2026-12-31').id).toBe(1)
  expect(listOn(book, '2027-01-01').id).toBe(3)
  expect(listOn(book, '2027-06-30').id).toBe(3)
  const morning = { numPeople: 1, dayParts: 1, meetingType: 'geen', lunchType: 'geen' } as const
  expect(calculatePrice(morning, listOn(book, '2026-12-31')).subtotalCents).toBe(17_500)
  expect(calculatePrice(morning, listOn(book, '2027-01-04')).subtotalCents).toBe(19_500)
})

test('from today on: the list in effect and every later one; a stored id finds its list, none means the first', () => {
  expect(listsFrom(book, '2026-11-27').map((found) => found.id)).toEqual([1, 2, 3])
  expect(listsFrom(book, '2027-02-01').map((found) => found.id)).toEqual([3])
  expect(listById(book, 2).room.halfDayCents).toBe(18_500)
  expect(listById(book, null).id).toBe(1)
  expect(() => listById(book, 9)).toThrow('Prijslijst 9 is niet gepubliceerd.')
})

test('a list starts today or later, with amounts above zero, 9 or 21 % btw, and each entry once', () => {
  const { id: _, ...draft } = firstPriceList
  expect(priceListProblems({ ...draft, validFrom: '2026-11-27' }, '2026-11-27')).toEqual([])
  const problems = priceListProblems(
    {
      ...draft,
      name: ' ',
      validFrom: '2026-11-26',
      room: { halfDayCents: 0, fullDayCents: 32_000, vatRate: 6 },
      fullDayFactorPercent: 90,
      entries: [...draft.entries, { ...(draft.entries[0] as PriceList['entries'][number]), unitCents: 12.5 }],
    },
    '2026-11-27',
  )
  expect(problems.map((problem) => problem.field)).toEqual([
    'name',
    'validFrom',
    'room.halfDayCents',
    'room.vatRate',
    'fullDayFactorPercent',
    'entries[4].unitCents',
    'entries',
  ])
  expect(problems.map((problem) => problem.message)).toContain('Kies 9 of 21 % btw.')
  // Every stored quote and booking names one of the four: a list without the luxe lunch cannot be published.
  const withoutLunch = {
    ...draft,
    validFrom: '2026-11-27',
    entries: draft.entries.filter((entry) => entry.kind !== 'lunch' || entry.key !== 'luxe'),
  }
  expect(priceListProblems(withoutLunch, '2026-11-27').map((problem) => problem.field)).toEqual(['entries'])
})

test('an arrangement for a hele dag costs the list’s percentage of its half-day price, rounded half up', () => {
  const odd = {
    ...firstPriceList,
    fullDayFactorPercent: 150,
    entries: firstPriceList.entries.map((entry) => ({ ...entry, unitCents: 755 })),
  }
  const fullDay = calculatePrice({ numPeople: 2, dayParts: 3, meetingType: 'basis', lunchType: 'geen' }, odd)
  expect(fullDay.items[1]).toMatchObject({ unitPriceCents: 1_133, totalPriceCents: 2_266 }) // 1132,5 -> 1133
})
