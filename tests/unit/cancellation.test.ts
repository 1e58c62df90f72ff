import fc from 'fast-check'
import { expect, test } from 'vitest'
import { defaultClosedHolidays } from '~/lib/availability'
import {
  cancellationCharge,
  cancellationOutcome,
  cancellationPreview,
  peopleChangeAllowed,
  workdaysBetween,
} from '~/lib/cancellation'
import { addDays } from '~/lib/dates'
import { invoiceTotals } from '~/lib/invoicing'
import { firstPriceList } from '../support/price-lists'

const at = (iso: string) => Date.parse(iso)
const fullDay = {
  numPeople: 10,
  dayParts: 3,
  meetingType: 'luxe',
  lunchType: 'basis',
  extras: [],
  list: firstPriceList,
} as const
// Friday 18 December 2026, a whole day.
const booking = { date: '2026-12-18', ...fullDay }

test('workdays between two dates leave out the days themselves, weekends and closed holidays', () => {
  expect(workdaysBetween('2026-12-14', '2026-12-18', defaultClosedHolidays)).toBe(3) // Tue, Wed, Thu
  expect(workdaysBetween('2026-12-17', '2026-12-18', defaultClosedHolidays)).toBe(0)
  expect(workdaysBetween('2026-12-11', '2026-12-15', defaultClosedHolidays)).toBe(1) // Fri to Tue: Mon
  // Christmas (Fri 25 and Sat 26) is no workday: Thu 24, Mon 28 remain before Tue 29.
  expect(workdaysBetween('2026-12-23', '2026-12-29', defaultClosedHolidays)).toBe(2)
})

test('14 days or more before the date, cancelling is free', () => {
  const charge = cancellationCharge([booking], at('2026-12-04T10:00:00Z'), defaultClosedHolidays)
  expect(charge).toMatchObject({ dates: [{ roomPercent: 0, cateringCharged: false }], lines: [] })
  expect(charge.reason).toBe('Je annuleerde 14 dagen van tevoren; daarom kost dat niets.')
  expect(cancellationOutcome(charge)).toBe(
    'Je hebt 14 dagen van tevoren geannuleerd. Volgens de voorwaarden kost dat niets.',
  )
  expect(cancellationPreview(charge)).toBe('Annuleer je nu, 14 dagen van tevoren, dan kost dat niets.')
})

test('from 13 days to 3 full workdays before, half the room is charged (21 % btw)', () => {
  const at13Days = cancellationCharge([booking], at('2026-12-05T10:00:00Z'), defaultClosedHolidays)
  expect(at13Days.dates[0]?.roomPercent).toBe(50)
  expect(at13Days.lines).toEqual([
    {
      description: 'Annuleringskosten zaalhuur hele dag (8.30-17.00 uur), 50 %',
      quantity: 1,
      unitPriceCents: 16_000,
      totalPriceCents: 16_000,
      vatRate: 21,
    },
  ])
  expect(invoiceTotals(at13Days.lines).totalCents).toBe(19_360)
  // The customer reads what it costs, with the amount, before and after.
  expect(cancellationPreview(at13Days)).toBe(
    'Annuleer je nu, 13 dagen van tevoren, dan betaal je 50 % van de zaalhuur: €\u00a0160,00 excl. btw.',
  )
  expect(cancellationOutcome(at13Days)).toBe(
    'Je hebt 13 dagen van tevoren geannuleerd. ' +
      'Volgens de voorwaarden betaal je 50 % van de zaalhuur: €\u00a0160,00 excl. btw.',
  )
  // Monday 14th: Tue, Wed and Thu are three full workdays before Friday.
  expect(cancellationCharge([booking], at('2026-12-14T16:00:00Z'), defaultClosedHolidays).dates[0]?.roomPercent).toBe(
    50,
  )
})

test('fewer than 3 full workdays before, the whole room is charged; within 48 hours the catering too', () => {
  const tuesday = cancellationCharge([booking], at('2026-12-15T10:00:00Z'), defaultClosedHolidays)
  expect(tuesday.dates).toMatchObject([{ roomPercent: 100, cateringCharged: false }])
  expect(tuesday.lines.map((line) => line.totalPriceCents)).toEqual([32_000])

  // Wednesday 16th 08:00 (Amsterdam) is 48½ hours before Friday 08:30; 09:00 is less than 48.
  expect(
    cancellationCharge([booking], at('2026-12-16T07:00:00Z'), defaultClosedHolidays).dates[0]?.cateringCharged,
  ).toBe(false)
  expect(
    cancellationCharge([booking], at('2026-12-16T08:00:00Z'), defaultClosedHolidays).dates[0]?.cateringCharged,
  ).toBe(true)
  const thursday = cancellationCharge([booking], at('2026-12-17T08:00:00Z'), defaultClosedHolidays)
  expect(thursday.dates[0]?.cateringCharged).toBe(true)
  expect(thursday.lines.map((line) => [line.description, line.totalPriceCents, line.vatRate])).toEqual([
    ['Annuleringskosten zaalhuur hele dag (8.30-17.00 uur), 100 %', 32_000, 21],
    ['Annuleringskosten luxe arrangement (hele dag)', 15_750, 9],
    ['Annuleringskosten basislunch', 14_500, 9],
  ])
  expect(cancellationOutcome(thursday)).toBe(
    'Je hebt minder dan drie werkdagen van tevoren geannuleerd. Volgens de voorwaarden betaal je de volledige ' +
      'zaalhuur en de catering: €\u00a0622,50 excl. btw.',
  )
})

test('the number of people may change while the list’s full workdays remain (3 in the first list)', () => {
  const day = { date: '2026-12-18', list: firstPriceList }
  expect(peopleChangeAllowed(day, at('2026-12-14T10:00:00Z'), defaultClosedHolidays)).toBe(true)
  expect(peopleChangeAllowed(day, at('2026-12-15T10:00:00Z'), defaultClosedHolidays)).toBe(false)
  // Under a list with a term of one workday, Tuesday is still in time for Friday.
  const lenient = { ...day, list: { ...firstPriceList, terms: { ...firstPriceList.terms, peopleChangeWorkdays: 1 } } }
  expect(peopleChangeAllowed(lenient, at('2026-12-15T10:00:00Z'), defaultClosedHolidays)).toBe(true)
})

test('cancelling follows the terms of each date’s own list', () => {
  const strict = {
    ...firstPriceList,
    id: 2,
    terms: { ...firstPriceList.terms, freeCancellationDays: 30, halfRoomWorkdays: 10, halfRoomPercent: 25 },
  }
  // Twenty days before: free under the first list, a quarter of the room under the strict one.
  const date = '2027-01-05'
  const when = at('2026-12-16T10:00:00Z')
  expect(cancellationCharge([{ date, ...fullDay }], when, defaultClosedHolidays).lines).toEqual([])
  const charged = cancellationCharge([{ date, ...fullDay, list: strict }], when, defaultClosedHolidays)
  expect(charged.lines.map((line) => [line.description, line.totalPriceCents])).toEqual([
    ['Annuleringskosten zaalhuur hele dag (8.30-17.00 uur), 25 %', 8_000],
  ])
  expect(cancellationOutcome(charged)).toBe(
    'Je hebt 20 dagen van tevoren geannuleerd. Volgens de voorwaarden betaal je 25 % van de zaalhuur: ' +
      '€\u00a080,00 excl. btw.',
  )
})

// A booking of several dates (docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md):
// Thursday 17 and Monday 21 December 2026 and Tuesday 5 January 2027, cancelled on Tuesday the 15th.
const severalDates = [
  { date: '2026-12-17', ...fullDay },
  { date: '2026-12-21', ...fullDay },
  { date: '2027-01-05', ...fullDay },
]

test('with several dates each date counts by its own distance, its catering by its own 48 hours', () => {
  const charge = cancellationCharge(severalDates, at('2026-12-15T10:00:00Z'), defaultClosedHolidays)
  expect(
    charge.dates.map(({ date, days, roomPercent, cateringCharged }) => [date, days, roomPercent, cateringCharged]),
  ).toEqual([
    // One workday (Wednesday) before Thursday, and 45½ hours before its start.
    ['2026-12-17', 2, 100, true],
    // Wednesday, Thursday and Friday before Monday: half the room; its catering is days away.
    ['2026-12-21', 6, 50, false],
    ['2027-01-05', 21, 0, false],
  ])
  expect(charge.lines.map((line) => [line.description, line.totalPriceCents])).toEqual([
    ['Annuleringskosten 17 december 2026: zaalhuur hele dag (8.30-17.00 uur), 100 %', 32_000],
    ['Annuleringskosten 17 december 2026: luxe arrangement (hele dag)', 15_750],
    ['Annuleringskosten 17 december 2026: basislunch', 14_500],
    ['Annuleringskosten 21 december 2026: zaalhuur hele dag (8.30-17.00 uur), 50 %', 16_000],
  ])
  const each =
    'voor donderdag 17 december 2026 (minder dan drie werkdagen van tevoren) de volledige zaalhuur en de catering, ' +
    'voor maandag 21 december 2026 (6 dagen van tevoren) 50 % van de zaalhuur en ' +
    'voor dinsdag 5 januari 2027 (21 dagen van tevoren) niets: samen €\u00a0782,50 excl. btw'
  expect(cancellationPreview(charge)).toBe(`Annuleer je nu, dan betaal je ${each}.`)
  expect(cancellationOutcome(charge)).toBe(`Je hebt geannuleerd. Volgens de voorwaarden betaal je ${each}.`)
  expect(charge.reason).toBe(`Bij je annulering betaal je ${each}.`)
})

test('with several dates that all cost nothing, the text counts from the first date', () => {
  const charge = cancellationCharge(severalDates, at('2026-11-30T10:00:00Z'), defaultClosedHolidays)
  expect(charge.lines).toEqual([])
  expect(cancellationPreview(charge)).toBe('Annuleer je nu, 17 dagen voor de eerste datum, dan kost dat niets.')
  expect(cancellationOutcome(charge)).toBe(
    'Je hebt 17 dagen voor de eerste datum geannuleerd. Volgens de voorwaarden kost dat niets.',
  )
})

test('whenever one cancels, each date of several costs what cancelling a booking of only that date costs', () => {
  const cents = (lines: { totalPriceCents: number }[]) => lines.reduce((sum, line) => sum + line.totalPriceCents, 0)
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 40 * 24 }),
      fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 2, maxLength: 4 }),
      fc.constantFrom(1, 2, 3),
      (hours, offsets, dayParts) => {
        const when = at('2026-11-20T06:00:00Z') + hours * 60 * 60_000
        const days = offsets.map((offset) => ({ ...fullDay, dayParts, date: addDays('2026-12-10', offset) }))
        const together = cancellationCharge(days, when, defaultClosedHolidays)
        const alone = days.map((day) => cents(cancellationCharge([day], when, defaultClosedHolidays).lines))
        expect(cents(together.lines)).toBe(alone.reduce((sum, value) => sum + value, 0))
      },
    ),
    { seed: 20261215 },
  )
})
