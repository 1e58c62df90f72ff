import { expect, test } from 'vitest'
import { formatEuro } from '~/lib/format'
import { vatCents } from '~/lib/invoicing'
import {
  type Arrangement,
  calculatePrice,
  type DayPart,
  type PriceInput,
  priceInputProblem,
  roomPriceInclVatCents,
} from '~/lib/pricing'
import { firstPriceList, listWithExtras } from '../support/price-lists'

const price = (input: Partial<PriceInput>) =>
  calculatePrice(
    { numPeople: 15, dayParts: 1, meetingType: 'geen', lunchType: 'geen', extras: [], ...input },
    firstPriceList,
  )
/** The btw at `rate` of a calculation (0 when nothing is taxed at it). */
const vatAt = (calculation: ReturnType<typeof price>, rate: number) =>
  calculation.vat.find((line) => line.rate === rate)?.vatCents ?? 0

test('the worked example of DESIGN.md: 15 people, hele dag, luxe arrangement, luxe lunch', () => {
  const result = price({ numPeople: 15, dayParts: 3, meetingType: 'luxe', lunchType: 'luxe' })
  expect(result.items).toEqual([
    {
      description: 'Zaalhuur hele dag (8.30-17.00 uur)',
      quantity: 1,
      unitPriceCents: 32_000,
      totalPriceCents: 32_000,
      vatRate: 21,
    },
    {
      description: 'Luxe arrangement (hele dag)',
      quantity: 15,
      unitPriceCents: 1_575,
      totalPriceCents: 23_625,
      vatRate: 9,
    },
    { description: 'Luxe lunch', quantity: 15, unitPriceCents: 1_950, totalPriceCents: 29_250, vatRate: 9 },
  ])
  expect(result).toMatchObject({
    subtotalCents: 84_875,
    vat: [
      { rate: 21, baseCents: 32_000, vatCents: 6_720 },
      { rate: 9, baseCents: 52_875, vatCents: 4_759 },
    ],
    totalVatCents: 11_479,
    totalInclVatCents: 96_354,
    costPerPersonCents: 6_424,
  })
})

test('a half day costs 175,00 for the room, whether morning or afternoon', () => {
  for (const dayParts of [1, 2] as const) {
    const result = price({ dayParts, numPeople: 6 })
    expect(result.items).toHaveLength(1)
    expect(result.subtotalCents).toBe(17_500)
    expect(result.vat).toEqual([{ rate: 21, baseCents: 17_500, vatCents: 3_675 }])
    expect(result.totalInclVatCents).toBe(21_175)
    expect(result.costPerPersonCents).toBe(3_529) // 211,75 / 6 = 35,291...
  }
  expect(price({ dayParts: 1 }).items[0]?.description).toBe('Zaalhuur ochtend (8.30-12.30 uur)')
  expect(price({ dayParts: 2 }).items[0]?.description).toBe('Zaalhuur middag (13.00-17.00 uur)')
})

test.each<[DayPart, Arrangement, Arrangement, number, number]>([
  // dayParts, arrangement, lunch, people, expected total incl. btw in cents
  [1, 'basis', 'geen', 8, 27_715], // 175 + 60,00; btw 36,75 + 5,40
  [1, 'luxe', 'geen', 4, 25_753], // 175 + 42,00; btw 36,75 + 3,78
  [2, 'basis', 'basis', 1, 21_175 + 2_398], // 175 + 7,50 + 14,50 = 22,00 food; btw 1,98
  [3, 'geen', 'geen', 15, 38_720], // 320; btw 67,20
  [3, 'basis', 'geen', 10, 38_720 + 12_263], // 10 x 11,25 = 112,50; btw 10,125 -> 10,13
  [3, 'basis', 'basis', 10, 66_788], // seed booking: 577,50 + 67,20 + 23,175 -> 23,18
  [3, 'luxe', 'basis', 15, 38_720 + 49_459], // 236,25 + 217,50 = 453,75; btw 40,8375 -> 40,84
  [1, 'luxe', 'luxe', 15, 21_175 + 49_050], // 157,50 + 292,50 = 450,00; btw 40,50
])(
  'day part %s, arrangement %s, lunch %s, %s people: total %s cents',
  (dayParts, meetingType, lunchType, numPeople, total) => {
    expect(price({ dayParts, meetingType, lunchType, numPeople }).totalInclVatCents).toBe(total)
  },
)

test('the arrangement costs 1.5 times as much per person for a hele dag; lunch does not', () => {
  const half = price({ dayParts: 1, meetingType: 'basis', lunchType: 'basis', numPeople: 2 })
  const full = price({ dayParts: 3, meetingType: 'basis', lunchType: 'basis', numPeople: 2 })
  expect(half.items[1]?.unitPriceCents).toBe(750)
  expect(full.items[1]?.unitPriceCents).toBe(1_125)
  expect(half.items[2]?.unitPriceCents).toBe(1_450)
  expect(full.items[2]?.unitPriceCents).toBe(1_450)
})

test('btw is rounded half-up per rate group, on the group subtotal', () => {
  expect(vatCents(4_750, 9)).toBe(428) // 427,5 -> 428
  expect(vatCents(4_749, 9)).toBe(427) // 427,41
  expect(vatCents(50, 1)).toBe(1) // 0,5 -> 1
  expect(vatCents(17_500, 21)).toBe(3_675)
  // 1 person, hele dag, basis: food 11,25 -> btw 1,0125 -> 1,01; room 67,20.
  const single = price({ numPeople: 1, dayParts: 3, meetingType: 'basis' })
  expect(vatAt(single, 9)).toBe(101)
  // 3 people, ochtend, luxe + basis lunch: food 3 x 10,50 + 3 x 14,50 = 75,00; btw 6,75 exact.
  expect(vatAt(price({ numPeople: 3, meetingType: 'luxe', lunchType: 'basis' }), 9)).toBe(675)
  // 5 people, ochtend, basis: food 37,50; btw 3,375 -> 3,38 (half-up at .5 of a cent).
  expect(vatAt(price({ numPeople: 5, meetingType: 'basis' }), 9)).toBe(338)
})

test('cost per person is the total divided by the people, rounded half-up to the cent', () => {
  expect(price({ numPeople: 1, dayParts: 3 }).costPerPersonCents).toBe(38_720)
  expect(price({ numPeople: 2, dayParts: 1 }).costPerPersonCents).toBe(10_588) // 211,75 / 2 = 105,875 -> 105,88
  expect(price({ numPeople: 4, dayParts: 1 }).costPerPersonCents).toBe(5_294) // 52,9375 -> 52,94
  expect(price({ numPeople: 8, dayParts: 1 }).costPerPersonCents).toBe(2_647) // 26,46875 -> 26,47
})

test('people must be a whole number from 1 to 15, and lunch needs an arrangement', () => {
  for (const numPeople of [0, 16, 2.5, Number.NaN, -1]) {
    expect(
      priceInputProblem({ numPeople, dayParts: 1, meetingType: 'geen', lunchType: 'geen', extras: [] }, firstPriceList),
    ).toBe('Kies een aantal van 1 tot 15 personen.')
    expect(() => price({ numPeople })).toThrow(RangeError)
  }
  expect(
    priceInputProblem(
      { numPeople: 5, dayParts: 1, meetingType: 'geen', lunchType: 'basis', extras: [] },
      firstPriceList,
    ),
  ).toBe('Lunch kan alleen bij een vergaderarrangement.')
  expect(() => price({ lunchType: 'luxe' })).toThrow('Lunch kan alleen')
})

test('room prices on the price list include 21 % btw', () => {
  expect(formatEuro(roomPriceInclVatCents(firstPriceList, false))).toBe('€\u00a0211,75')
  expect(formatEuro(roomPriceInclVatCents(firstPriceList, true))).toBe('€\u00a0387,20')
  expect(formatEuro(123_456)).toBe('€\u00a01.234,56')
})

test('extras follow the lunch in the list’s order: per person or once per meeting, each at its own btw', () => {
  const result = calculatePrice(
    { numPeople: 12, dayParts: 1, meetingType: 'basis', lunchType: 'geen', extras: ['flip-over', 'borrel'] },
    listWithExtras,
  )
  expect(result.items.slice(2)).toEqual([
    { description: 'Borrel', quantity: 12, unitPriceCents: 1_250, totalPriceCents: 15_000, vatRate: 21 },
    { description: 'Extra flip-over', quantity: 1, unitPriceCents: 1_500, totalPriceCents: 1_500, vatRate: 21 },
  ])
  // Room 175,00 + borrel 150,00 + flip-over 15,00 at 21 %; the arrangement 12 × 7,50 at 9 %.
  expect(vatAt(result, 21)).toBe(vatCents(17_500 + 15_000 + 1_500, 21))
  expect(vatAt(result, 9)).toBe(vatCents(9_000, 9))
  expect(result.subtotalCents).toBe(17_500 + 9_000 + 15_000 + 1_500)
})

test('an extra the date’s list does not offer, or chosen twice, is refused in Dutch', () => {
  const input = { numPeople: 8, dayParts: 1, meetingType: 'geen', lunchType: 'geen' } as const
  expect(priceInputProblem({ ...input, extras: ['borrel'] }, firstPriceList)).toBe(
    'Deze extra bieden we op die datum niet aan: borrel.',
  )
  expect(priceInputProblem({ ...input, extras: ['borrel', 'borrel'] }, listWithExtras)).toBe(
    'Kies elke extra één keer.',
  )
  expect(priceInputProblem({ ...input, extras: ['borrel'] }, listWithExtras)).toBeUndefined()
})
