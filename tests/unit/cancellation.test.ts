import { expect, test } from 'vitest'
import { defaultClosedHolidays } from '~/lib/availability'
import {
  cancellationCharge,
  cancellationOutcome,
  cancellationPreview,
  peopleChangeAllowed,
  workdaysBetween,
} from '~/lib/cancellation'
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
  const charge = cancellationCharge([booking], at('2026-12-04T10:00:00Z'), defaultClosedHolidays)
  expect(charge).toMatchObject({ roomPercent: 0, cateringCharged: false, lines: [] })
  expect(charge.reason).toBe('Geannuleerd 14 dagen van tevoren; volgens de voorwaarden kost dat niets.')
  expect(cancellationOutcome(charge)).toBe(
    'Je hebt 14 dagen van tevoren geannuleerd. Volgens de voorwaarden kost dat niets.',
  )
  expect(cancellationPreview(charge)).toBe('Annuleer je nu, 14 dagen van tevoren, dan kost dat niets.')
})

test('from 13 days to 3 full workdays before, half the room is charged (21 % btw)', () => {
  const at13Days = cancellationCharge([booking], at('2026-12-05T10:00:00Z'), defaultClosedHolidays)
  expect(at13Days.roomPercent).toBe(50)
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
  expect(cancellationCharge([booking], at('2026-12-14T16:00:00Z'), defaultClosedHolidays).roomPercent).toBe(50)
})

test('fewer than 3 full workdays before, the whole room is charged; within 48 hours the catering too', () => {
  const tuesday = cancellationCharge([booking], at('2026-12-15T10:00:00Z'), defaultClosedHolidays)
  expect(tuesday).toMatchObject({ roomPercent: 100, cateringCharged: false })
  expect(tuesday.lines.map((line) => line.totalPriceCents)).toEqual([32_000])

  // Wednesday 16th 08:00 (Amsterdam) is 48½ hours before Friday 08:30; 09:00 is less than 48.
  expect(cancellationCharge([booking], at('2026-12-16T07:00:00Z'), defaultClosedHolidays).cateringCharged).toBe(false)
  expect(cancellationCharge([booking], at('2026-12-16T08:00:00Z'), defaultClosedHolidays).cateringCharged).toBe(true)
  const thursday = cancellationCharge([booking], at('2026-12-17T08:00:00Z'), defaultClosedHolidays)
  expect(thursday.cateringCharged).toBe(true)
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

test('the number of people may change while 3 full workdays remain', () => {
  expect(peopleChangeAllowed('2026-12-18', at('2026-12-14T10:00:00Z'), defaultClosedHolidays)).toBe(true)
  expect(peopleChangeAllowed('2026-12-18', at('2026-12-15T10:00:00Z'), defaultClosedHolidays)).toBe(false)
})
