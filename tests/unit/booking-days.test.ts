import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  dayFacts,
  daysCalculation,
  daysProblem,
  daysSummary,
  heldSlots,
  MAX_BOOKING_DAYS,
  onDates,
  priceDays,
  takenDates,
  tooManyDaysMessage,
} from '~/lib/booking-days'
import { addDays } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { invoiceTotals } from '~/lib/invoicing'
import { arrangementValues, calculatePrice, dayPartValues } from '~/lib/pricing'
import { bookingDay } from '../support/booking-days'
import { firstPriceList } from '../support/price-lists'

const day = bookingDay

const anyDay = fc
  .record({
    offset: fc.integer({ min: 0, max: 180 }),
    numPeople: fc.integer({ min: 1, max: 15 }),
    dayParts: fc.constantFrom(...dayPartValues),
    meetingType: fc.constantFrom(...arrangementValues),
    lunchType: fc.constantFrom(...arrangementValues),
  })
  .map(({ offset, meetingType, lunchType, ...rest }) => ({
    ...rest,
    date: addDays('2027-01-04', offset),
    list: firstPriceList,
    meetingType,
    lunchType: meetingType === 'geen' ? ('geen' as const) : lunchType,
    extras: [],
  }))
const anyDays = fc.uniqueArray(anyDay, { minLength: 1, maxLength: MAX_BOOKING_DAYS, selector: (d) => d.date })

// A property runs its body many times: on two busy cores that can pass vitest's 5 s default.
test('each date keeps the exact lines and cents a booking of only that date has', { timeout: 60_000 }, () => {
  fc.assert(
    fc.property(anyDays, (days) => {
      const price = priceDays(days)
      const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date))
      expect(price.days.map(({ day }) => day.date)).toEqual(sorted.map((d) => d.date))
      const expected = sorted.flatMap((d) =>
        calculatePrice(d, d.list).items.map((line) => ({
          ...line,
          description: days.length === 1 ? line.description : `${formatDate(d.date)}: ${line.description}`,
        })),
      )
      expect(price.lines).toEqual(expected)
      for (const { day: d, calculation } of price.days) expect(calculation).toEqual(calculatePrice(d, d.list))
      // The btw per rate over all lines, as an invoice of them computes it.
      expect(price.totals).toEqual(invoiceTotals(expected))
      const perDate = price.days.reduce((sum, { calculation }) => sum + calculation.subtotalCents, 0)
      expect(price.totals.subtotalCents).toBe(perDate)
      // Rounding the btw once per rate instead of per date moves the total by less than a cent per date and rate.
      const perDateTotal = price.days.reduce((sum, { calculation }) => sum + calculation.totalInclVatCents, 0)
      expect(Math.abs(price.totals.totalCents - perDateTotal)).toBeLessThanOrEqual(days.length * 2)
    }),
    { numRuns: 300 },
  )
})

test('one date is priced exactly as the single-date calculator prices it, without a date in its lines', () => {
  const single = day('2027-01-11', { numPeople: 15, dayParts: 3, meetingType: 'luxe', lunchType: 'luxe' })
  const price = priceDays([single])
  const calculation = calculatePrice(single, single.list)
  expect(price.lines).toEqual(calculation.items)
  expect(price.totals.totalCents).toBe(calculation.totalInclVatCents)
  expect(price.totals.totalVatCents).toBe(calculation.totalVatCents)
})

test('two dates: the lines of each in date order, named by their date, and the btw per rate over both', () => {
  const price = priceDays([
    day('2027-01-13', { dayParts: 2, meetingType: 'geen', lunchType: 'geen' }),
    day('2027-01-11', { numPeople: 3, dayParts: 1, meetingType: 'luxe', lunchType: 'geen' }),
  ])
  expect(price.lines.map((line) => [line.description, line.totalPriceCents])).toEqual([
    ['11 januari 2027: Zaalhuur ochtend (8.30-12.30 uur)', 17_500],
    ['11 januari 2027: Luxe arrangement', 3_150],
    ['13 januari 2027: Zaalhuur middag (13.00-17.00 uur)', 17_500],
  ])
  // 350,00 room at 21 % and 31,50 food at 9 % (2,835 rounds to 2,84).
  expect(price.totals.vat).toEqual([
    { rate: 21, baseCents: 35_000, vatCents: 7_350 },
    { rate: 9, baseCents: 3_150, vatCents: 284 },
  ])
  expect(price.totals.totalCents).toBe(35_000 + 3_150 + 7_350 + 284)

  // The same in the shape of one date's calculation, for the breakdown: per person per date.
  expect(daysCalculation(price)).toEqual({
    items: price.lines,
    subtotalCents: 38_150,
    vat: price.totals.vat,
    totalVatCents: 7_634,
    totalInclVatCents: 45_784,
    costPerPersonCents: Math.round(45_784 / (3 + 8)),
  })
  expect(dayFacts(price.days.map(({ day }) => day))).toEqual([
    ['Maandag 11 januari 2027', 'ochtend (8.30-12.30 uur), 3 personen, luxe arrangement'],
    ['Woensdag 13 januari 2027', 'middag (13.00-17.00 uur), 8 personen'],
  ])
  expect(daysSummary(price.days.map(({ day }) => day))).toBe('2 datums, vanaf maandag 11 januari 2027')
})

test('one date keeps the calculation, facts and summary a booking of one date always had', () => {
  const one = day('2027-01-11', { numPeople: 1, dayParts: 3, meetingType: 'basis', lunchType: 'luxe' })
  expect(daysCalculation(priceDays([one]))).toEqual(calculatePrice(one, one.list))
  expect(dayFacts([one])).toEqual([
    ['Datum', 'maandag 11 januari 2027'],
    ['Dagdeel', 'Hele dag (8.30-17.00 uur)'],
    ['Aantal personen', '1'],
    ['Arrangement', 'Basisarrangement'],
    ['Lunch', 'Luxe lunch'],
  ])
  expect(daysSummary([one])).toBe('maandag 11 januari 2027 · hele dag (8.30-17.00 uur) · 1 persoon')
  expect(daysSummary([{ ...one, date: '' }])).toBe('Nog geen datum gekozen · hele dag (8.30-17.00 uur) · 1 persoon')
})

test('dates that cannot go together are refused in Dutch, naming the date', () => {
  expect(daysProblem([])).toBe('Kies een datum.')
  const eleven = Array.from({ length: MAX_BOOKING_DAYS + 1 }, (_, i) => day(addDays('2027-01-04', i)))
  expect(daysProblem(eleven)).toBe(tooManyDaysMessage)
  expect(tooManyDaysMessage).toContain('tot 10 datums')
  expect(daysProblem(eleven.slice(0, MAX_BOOKING_DAYS))).toBeUndefined()
  expect(daysProblem([day('2027-01-11'), day('2027-01-11', { dayParts: 1 })])).toBe(
    'Je hebt maandag 11 januari 2027 twee keer gekozen. Kies elke datum één keer.',
  )
  expect(daysProblem([day('2027-01-11'), day('2027-01-12', { numPeople: 16 })])).toBe(
    'dinsdag 12 januari 2027: Kies een aantal van 1 tot 15 personen.',
  )
  expect(daysProblem([day('2027-01-12', { numPeople: 16 })])).toBe('Kies een aantal van 1 tot 15 personen.')
  expect(() => priceDays([])).toThrow(RangeError)
})

test('the day parts a set of dates holds, and the dates on which one of them is taken', () => {
  const days = [
    day('2027-01-13', { dayParts: 2 }),
    day('2027-01-11', { dayParts: 3 }),
    day('2027-01-12', { dayParts: 1 }),
  ]
  expect(heldSlots(days)).toEqual([
    { date: '2027-01-11', part: 'ochtend' },
    { date: '2027-01-11', part: 'middag' },
    { date: '2027-01-12', part: 'ochtend' },
    { date: '2027-01-13', part: 'middag' },
  ])
  expect(takenDates(days, new Set(['2027-01-12:middag', '2027-01-13:ochtend']))).toEqual([])
  expect(takenDates(days, new Set(['2027-01-13:middag', '2027-01-11:middag', '2027-01-11:ochtend']))).toEqual([
    '2027-01-11',
    '2027-01-13',
  ])
  expect(onDates(['2027-01-11', '2027-01-12', '2027-01-13'])).toBe(
    'Op maandag 11 januari 2027, dinsdag 12 januari 2027 en woensdag 13 januari 2027',
  )
})
