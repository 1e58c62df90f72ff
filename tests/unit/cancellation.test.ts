import { expect, test } from 'vitest'
import { defaultClosedHolidays } from '~/lib/availability'
import { cancellationCharge, peopleChangeAllowed, workdaysBetween } from '~/lib/cancellation'
import { invoiceTotals } from '~/lib/invoicing'

const at = (iso: string) => Date.parse(iso)
const fullDay = { numPeople: 10, dayParts: 3, meetingType: 'luxe', lunchType: 'basis' } as const
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
  const charge = cancellationCharge(booking, at('2026-12-04T10:00:00Z'), defaultClosedHolidays)
  expect(charge).toMatchObject({ roomPercent: 0, cateringCharged: false, lines: [] })
  expect(charge.reason).toBe('Kosteloos: geannuleerd 14 dagen voor de datum.')
})

test('from 13 days to 3 full workdays before, half the room is charged (21 % btw)', () => {
  const at13Days = cancellationCharge(booking, at('2026-12-05T10:00:00Z'), defaultClosedHolidays)
  expect(at13Days.roomPercent).toBe(50)
  expect(at13Days.lines).toEqual([
    {
      description: 'Annuleringskosten zaalhuur hele dag (08:30 - 17:00), 50 %',
      quantity: 1,
      unitPriceCents: 16_000,
      totalPriceCents: 16_000,
      vatRate: 21,
    },
  ])
  expect(invoiceTotals(at13Days.lines).totalCents).toBe(19_360)
  // Monday 14th: Tue, Wed and Thu are three full workdays before Friday.
  expect(cancellationCharge(booking, at('2026-12-14T16:00:00Z'), defaultClosedHolidays).roomPercent).toBe(50)
})

test('fewer than 3 full workdays before, the whole room is charged; within 48 hours the catering too', () => {
  const tuesday = cancellationCharge(booking, at('2026-12-15T10:00:00Z'), defaultClosedHolidays)
  expect(tuesday).toMatchObject({ roomPercent: 100, cateringCharged: false })
  expect(tuesday.lines.map((line) => line.totalPriceCents)).toEqual([32_000])

  // Wednesday 16th 08:00 (Amsterdam) is 48½ hours before Friday 08:30; 09:00 is less than 48.
  expect(cancellationCharge(booking, at('2026-12-16T07:00:00Z'), defaultClosedHolidays).cateringCharged).toBe(false)
  expect(cancellationCharge(booking, at('2026-12-16T08:00:00Z'), defaultClosedHolidays).cateringCharged).toBe(true)
  const thursday = cancellationCharge(booking, at('2026-12-17T08:00:00Z'), defaultClosedHolidays)
  expect(thursday.cateringCharged).toBe(true)
  expect(thursday.lines.map((line) => [line.description, line.totalPriceCents, line.vatRate])).toEqual([
    ['Annuleringskosten zaalhuur hele dag (08:30 - 17:00), 100 %', 32_000, 21],
    ['Annuleringskosten vergaderarrangement luxe (hele dag)', 15_750, 9],
    ['Annuleringskosten lunch basis', 14_500, 9],
  ])
  expect(thursday.reason).toContain('De catering wordt in rekening gebracht')
})

test('the number of people may change while 3 full workdays remain', () => {
  expect(peopleChangeAllowed('2026-12-18', at('2026-12-14T10:00:00Z'), defaultClosedHolidays)).toBe(true)
  expect(peopleChangeAllowed('2026-12-18', at('2026-12-15T10:00:00Z'), defaultClosedHolidays)).toBe(false)
})
