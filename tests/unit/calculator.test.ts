import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { daysCalculation, priceDays } from '~/lib/booking-days'
import {
  type CalculatorState,
  calculatorDays,
  calculatorPrice,
  calculatorSearch,
  initialCalculatorState,
  parseCalculatorParams,
} from '~/lib/calculator'
import { arrangementValues, calculatePrice, dayPartValues } from '~/lib/pricing'
import { firstBook, firstPriceList, listWithExtras } from '../support/price-lists'

const state = (patch: Partial<CalculatorState>): CalculatorState => ({ ...initialCalculatorState, ...patch })

describe('the calculator in a URL', () => {
  const isoDate = fc
    .date({ min: new Date('2027-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10))
  const laterDay = fc.record(
    {
      date: isoDate,
      dayParts: fc.constantFrom(...dayPartValues),
      numPeople: fc.integer({ min: 1, max: 15 }),
      meetingType: fc.constantFrom(...arrangementValues),
      lunchType: fc.constantFrom(...arrangementValues),
    },
    { requiredKeys: ['date', 'dayParts'] },
  )

  // A property runs its body many times: on two busy cores that can pass vitest's 5 s default.
  const extraKey = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  test('every state with later dates and extras survives the trip through its address', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        isoDate,
        fc.array(laterDay, { maxLength: 9 }),
        fc.uniqueArray(extraKey, { maxLength: 3 }),
        (date, laterDays, extras) => {
          const sent = state({ date, numPeople: 8, meetingType: 'basis', extras, laterDays })
          expect(parseCalculatorParams(new URLSearchParams(calculatorSearch(sent)))).toEqual(sent)
        },
      ),
      { numRuns: 200 },
    )
  })

  test('a later date left empty is no date; the others close up', () => {
    const search = new URLSearchParams('datum=2027-01-11&datum-2=&dagdeel-2=2&datum-3=2027-01-13&dagdeel-3=3')
    expect(parseCalculatorParams(search).laterDays).toEqual([{ date: '2027-01-13', dayParts: 3 }])
    expect(calculatorSearch(state({ date: '2027-01-11', laterDays: [{ date: '', dayParts: 2 }] }))).not.toContain(
      'dagdeel-2',
    )
  })
})

describe('the calculator dates', () => {
  test('a later date takes the first date’s choices unless it has its own, and its extras', () => {
    const days = calculatorDays(
      state({
        date: '2027-01-11',
        numPeople: 10,
        meetingType: 'basis',
        lunchType: 'luxe',
        extras: ['borrel'],
        laterDays: [
          { date: '2027-01-12', dayParts: 2 },
          { date: '2027-01-13', dayParts: 3, numPeople: 4, meetingType: 'geen' },
          { date: '', dayParts: 1 },
        ],
      }),
      [listWithExtras],
      '2026-12-01',
    )
    const list = listWithExtras
    const extras = ['borrel']
    expect(days).toEqual([
      { date: '2027-01-11', dayParts: 1, numPeople: 10, meetingType: 'basis', lunchType: 'luxe', extras, list },
      { date: '2027-01-12', dayParts: 2, numPeople: 10, meetingType: 'basis', lunchType: 'luxe', extras, list },
      { date: '2027-01-13', dayParts: 3, numPeople: 4, meetingType: 'geen', lunchType: 'geen', extras, list },
    ])
  })

  test('one date, or none yet, is priced exactly as the single-date calculator', () => {
    for (const date of ['', '2027-01-11']) {
      const one = state({ date, numPeople: 9, dayParts: 3, meetingType: 'luxe', lunchType: 'basis' })
      const input = { numPeople: 9, dayParts: 3, meetingType: 'luxe', lunchType: 'basis', extras: [] } as const
      expect(calculatorPrice(one, firstBook, '2026-12-01')).toEqual({
        days: [{ date, ...input, list: firstPriceList }],
        calculation: calculatePrice(input, firstPriceList),
      })
    }
  })

  test('several dates are priced by priceDays; a date twice is named and not priced', () => {
    const two = state({ date: '2027-01-11', laterDays: [{ date: '2027-01-12', dayParts: 3 }] })
    const days = calculatorDays(two, firstBook, '2026-12-01') ?? []
    expect(calculatorPrice(two, firstBook, '2026-12-01')).toEqual({
      days,
      calculation: daysCalculation(priceDays(days)),
    })
    const twice = calculatorPrice(
      state({ date: '2027-01-11', laterDays: [{ date: '2027-01-11', dayParts: 2 }] }),
      firstBook,
      '2026-12-01',
    )
    expect(twice.calculation).toBeUndefined()
    expect(twice.problem).toBe('Je hebt maandag 11 januari 2027 twee keer gekozen. Kies elke datum één keer.')
  })

  test('invalid people or another purpose than a meeting give no price', () => {
    expect(calculatorPrice(state({ date: '2027-01-11', numPeople: 16 }), firstBook, '2026-12-01')).toEqual({})
    expect(calculatorPrice(state({ date: '2027-01-11', purpose: 'anders' }), firstBook, '2026-12-01')).toEqual({})
  })

  test('each date is priced under the list in effect on it; before a date is chosen, under today’s', () => {
    const dearer = {
      ...firstPriceList,
      id: 2,
      name: 'Tarieven 2027',
      validFrom: '2027-01-12',
      room: { ...firstPriceList.room, halfDayCents: 19_500 },
    }
    const book = [firstPriceList, dearer]
    const two = state({ date: '2027-01-11', meetingType: 'geen', laterDays: [{ date: '2027-01-12', dayParts: 1 }] })
    const { calculation, days } = calculatorPrice(two, book, '2026-12-01')
    expect(days?.map((day) => day.list.id)).toEqual([1, 2])
    expect(calculation?.items.map((line) => line.totalPriceCents)).toEqual([17_500, 19_500])
    expect(
      calculatorPrice(state({ date: '', meetingType: 'geen' }), book, '2026-12-01').calculation?.subtotalCents,
    ).toBe(17_500)
    expect(
      calculatorPrice(state({ date: '', meetingType: 'geen' }), book, '2027-01-12').calculation?.subtotalCents,
    ).toBe(19_500)
  })

  test('each date’s list says how many people its room takes', () => {
    const larger = {
      ...firstPriceList,
      id: 2,
      validFrom: '2027-01-12',
      terms: { ...firstPriceList.terms, maxPeople: 20 },
    }
    const book = [firstPriceList, larger]
    const people = (date: string, laterDays: CalculatorState['laterDays'] = []) =>
      calculatorPrice(state({ date, numPeople: 18, meetingType: 'geen', laterDays }), book, '2026-12-01')
    expect(people('2027-01-11')).toEqual({})
    expect(people('2027-01-12').calculation?.subtotalCents).toBe(17_500)
    // Before a date is chosen, today's list decides.
    expect(people('')).toEqual({})
    expect(people('2027-01-12', [{ date: '2027-01-11', dayParts: 1 }]).problem).toBe(
      'maandag 11 januari 2027: Kies een aantal van 1 tot 15 personen.',
    )
  })
})
