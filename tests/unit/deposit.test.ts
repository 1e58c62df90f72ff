/** The aanbetaling's dates and amounts (app/lib/deposit.ts, docs/decisions/039-aanbetaling.md). */
import { expect, test } from 'vitest'
import { depositTerm } from '~/content/terms'
import type { BookingDay } from '~/lib/booking-days'
import { addDays } from '~/lib/dates'
import { balanceDates, depositLines, depositReminderFrom, depositSchedule, paymentSchedule } from '~/lib/deposit'
import { invoiceTotals } from '~/lib/invoicing'
import { listWithDeposit } from '../support/price-lists'

const day = (date: string, list = listWithDeposit): BookingDay => ({
  date,
  numPeople: 15,
  dayParts: 3,
  meetingType: 'luxe',
  lunchType: 'luxe',
  extras: [],
  list,
})

test('the eindfactuur is issued its payment term before the balance is due, or the day after the last date', () => {
  expect(balanceDates('2027-07-05', '2027-07-05', { balanceDaysBefore: 14, paymentTermDays: 14 })).toEqual({
    issueOn: '2027-06-07',
    dueOn: '2027-06-21',
  })
  expect(balanceDates('2027-07-05', '2027-07-07', { balanceDaysBefore: 0, paymentTermDays: 14 })).toEqual({
    issueOn: '2027-07-08',
    dueOn: '2027-07-22',
  })
})

test('the terms name the distance from which one invoice comes, the one depositSchedule applies', () => {
  // 14 + 14 + 14 days: confirmed 6 weeks (42 days) or less before the date, one invoice.
  expect(depositTerm(listWithDeposit.terms)).toContain('Bevestigen we je boeking 6 weken of korter voor je (eerste)')
  expect(depositTerm(listWithDeposit.terms)).toContain('De eindfactuur voor het restant sturen we je 4 weken voor')
  const days = [day('2027-07-05')]
  expect(depositSchedule(days, addDays('2027-07-05', -42))).toBeUndefined()
  expect(depositSchedule(days, addDays('2027-07-05', -43))).toBeDefined()
  // After the meeting: one invoice only when the aanbetaling would fall due on or after the date.
  const after = { ...listWithDeposit, terms: { ...listWithDeposit.terms, balanceDaysBefore: 0 } }
  expect(depositTerm(after.terms)).toContain('Bevestigen we je boeking 2 weken of korter voor je (eerste) datum')
  expect(depositSchedule([day('2027-07-05', after)], addDays('2027-07-05', -14))).toBeUndefined()
  expect(depositSchedule([day('2027-07-05', after)], addDays('2027-07-05', -15))).toBeDefined()
})

test('the aanbetaling is the percentage of each btw rate’s part, half up: its btw is that of what it pays for', () => {
  const lines = [
    { description: 'Zaal', quantity: 1, unitPriceCents: 32_000, totalPriceCents: 32_000, vatRate: 21 },
    { description: 'Lunch', quantity: 15, unitPriceCents: 1_001, totalPriceCents: 15_015, vatRate: 9 },
  ]
  const deposit = depositLines(lines, 30)
  expect(deposit).toEqual([
    {
      description: 'Aanbetaling 30 % op zaal',
      quantity: 1,
      unitPriceCents: 9_600,
      totalPriceCents: 9_600,
      vatRate: 21,
    },
    // 30 % of 150,15 is 45,045: half up.
    {
      description: 'Aanbetaling 30 % op lunch',
      quantity: 1,
      unitPriceCents: 4_505,
      totalPriceCents: 4_505,
      vatRate: 9,
    },
  ])
  expect(depositLines([lines[0] as (typeof lines)[0]], 50).map((line) => line.description)).toEqual([
    'Aanbetaling 50 % op zaal',
  ])
  // What each line is for, whatever the date or hours in its description: one word per kind.
  const booking = [
    {
      description: 'Zaalhuur ochtend (8.30-12.30 uur)',
      quantity: 1,
      unitPriceCents: 17_500,
      totalPriceCents: 17_500,
      vatRate: 21,
    },
    {
      description: 'di 12 jan 2027: Zaalhuur middag (13.00-17.00 uur)',
      quantity: 1,
      unitPriceCents: 17_500,
      totalPriceCents: 17_500,
      vatRate: 21,
    },
    { description: 'Borrel', quantity: 10, unitPriceCents: 950, totalPriceCents: 9_500, vatRate: 21 },
    {
      description: 'Basisarrangement (hele dag)',
      quantity: 10,
      unitPriceCents: 1_125,
      totalPriceCents: 11_250,
      vatRate: 9,
    },
  ]
  expect(depositLines(booking, 30).map((line) => line.description)).toEqual([
    'Aanbetaling 30 % op zaalhuur en borrel',
    'Aanbetaling 30 % op basisarrangement',
  ])
})

test('confirmed so late that the aanbetaling would be due on the eindfactuur’s day: one invoice', () => {
  // Under 14 + 14 days the eindfactuur of a meeting on 5 July is issued on 7 June; the aanbetaling is
  // due 14 days after the confirmation.
  const days = [day('2027-07-05')]
  const lastDay = addDays('2027-06-07', -15)
  expect(depositSchedule(days, lastDay)).toMatchObject({
    percent: 30,
    depositDueOn: '2027-06-06',
    finalIssueOn: '2027-06-07',
    finalDueOn: '2027-06-21',
  })
  expect(depositSchedule(days, addDays(lastDay, 1))).toBeUndefined()
  // The schedule adds up to the booking's price.
  const schedule = depositSchedule(days, '2027-02-01')
  expect((schedule?.depositCents ?? 0) + (schedule?.restCents ?? 0)).toBe(96_354)
  expect(schedule?.depositCents).toBe(invoiceTotals(schedule?.lines ?? []).totalCents)
  // Without an aanbetaling in the list, never one.
  expect(
    depositSchedule(
      [day('2027-07-05', { ...listWithDeposit, terms: { ...listWithDeposit.terms, depositPercent: 0 } })],
      '2027-02-01',
    ),
  ).toBeUndefined()
})

test('the schedule the pages show is there only while the voorschotfactuur counts', () => {
  const days = [day('2027-07-05')]
  const deposit = { kind: 'factuur', stage: 'voorschot', totalCents: 28_907, paidCents: 28_907, dueOn: '2027-02-15' }
  expect(paymentSchedule(days, [{ ...deposit, status: 'betaald' }])).toEqual({
    percent: 30,
    depositCents: 28_907,
    depositDueOn: '2027-02-15',
    depositPaid: true,
    restCents: 96_354 - 28_907,
    finalIssueOn: '2027-06-07',
    finalDueOn: '2027-06-21',
    afterMeeting: false,
  })
  expect(paymentSchedule(days, [{ ...deposit, status: 'gecrediteerd' }])).toBeUndefined()
  expect(paymentSchedule(days, [{ ...deposit, stage: null, status: 'open' }])).toBeUndefined()
})

test('the customer is reminded three days before the aanbetaling is due, never on the day it was invoiced', () => {
  expect(depositReminderFrom('2027-02-15', 14)).toBe('2027-02-12')
  // Invoiced on 1 February, due on the 3rd: the reminder may come on the 2nd.
  expect(depositReminderFrom('2027-02-03', 2)).toBe('2027-02-02')
  expect(depositReminderFrom('2027-02-02', 1)).toBe('2027-02-02')
})
