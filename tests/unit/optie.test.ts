/**
 * An optie's dates (app/lib/optie.ts): its default last day, the limits on it, when it has run out
 * and when its one reminder is due, all by the calendar in Amsterdam, also on the days the clocks
 * change (28 March and 31 October 2027).
 */
import { expect, test } from 'vitest'
import { addDays, amsterdamDate } from '~/lib/dates'
import {
  defaultOptieUntil,
  lastOptieDay,
  OPTIE_REMINDER_DAYS,
  optieLapsed,
  optieReminderDue,
  optieUntilProblem,
} from '~/lib/optie'

/** Monday 1 February 2027, 11:00 in Amsterdam. */
const now = Date.parse('2027-02-01T10:00:00Z')
const at = (iso: string) => Date.parse(iso)
const passed = /^De boeking is .+: daar past geen optie meer bij\.$/

test('an optie runs two weeks by default, or the days the setting says, and ends the day before the booking', () => {
  expect(lastOptieDay('2027-03-01')).toBe('2027-02-28')
  expect(defaultOptieUntil('2027-03-10', now, 14)).toBe('2027-02-15')
  expect(defaultOptieUntil('2027-03-10', now, 7)).toBe('2027-02-08')
  expect(defaultOptieUntil('2027-03-10', now, 37)).toBe('2027-03-09')
  expect(defaultOptieUntil('2027-03-10', now, 60)).toBe('2027-03-09')
  expect(defaultOptieUntil('2027-02-09', now, 14)).toBe('2027-02-08')
  expect(defaultOptieUntil('2027-02-02', now, 14)).toBe('2027-02-01')
})

test('the default counts from the date in Amsterdam, not in UTC, also when the clocks change', () => {
  // In winter Amsterdam is UTC+1: 23:00 UTC is the next day.
  expect(defaultOptieUntil('2027-03-10', at('2027-02-01T22:59:59Z'), 14)).toBe('2027-02-15')
  expect(defaultOptieUntil('2027-03-10', at('2027-02-01T23:00:00Z'), 14)).toBe('2027-02-16')
  // 28 March 2027: midnight is still UTC+1, the next midnight already UTC+2 (16 days: all on weekdays).
  expect(defaultOptieUntil('2027-05-01', at('2027-03-27T22:59:59Z'), 16)).toBe('2027-04-12')
  expect(defaultOptieUntil('2027-05-01', at('2027-03-27T23:00:00Z'), 16)).toBe('2027-04-13')
  expect(defaultOptieUntil('2027-05-01', at('2027-03-28T21:59:59Z'), 16)).toBe('2027-04-13')
  expect(defaultOptieUntil('2027-05-01', at('2027-03-28T22:00:00Z'), 16)).toBe('2027-04-14')
  // 31 October 2027: midnight is still UTC+2, the next midnight UTC+1 again (17 days: all on weekdays).
  expect(defaultOptieUntil('2027-12-01', at('2027-10-30T21:59:59Z'), 17)).toBe('2027-11-16')
  expect(defaultOptieUntil('2027-12-01', at('2027-10-30T22:00:00Z'), 17)).toBe('2027-11-17')
  expect(defaultOptieUntil('2027-12-01', at('2027-10-31T22:59:59Z'), 17)).toBe('2027-11-17')
  expect(defaultOptieUntil('2027-12-01', at('2027-10-31T23:00:00Z'), 17)).toBe('2027-11-18')
})

test('the proposed last day of an optie is a weekday: a Saturday or Sunday becomes the Friday before', () => {
  // Monday 1 February + 12 days is Saturday 13 February: Friday 12 February.
  expect(defaultOptieUntil('2027-03-10', now, 12)).toBe('2027-02-12')
  expect(defaultOptieUntil('2027-03-10', now, 13)).toBe('2027-02-12')
  // A booking on Monday 15 February: the day before is a Sunday, so Friday 12 February.
  expect(defaultOptieUntil('2027-02-15', now, 30)).toBe('2027-02-12')
  // Asked on a Saturday for a booking on Monday: no weekday is left but today, which stays.
  expect(defaultOptieUntil('2027-02-08', at('2027-02-06T10:00:00Z'), 14)).toBe('2027-02-07')
})

test('an optie runs from today up to the day before the booking; anything else says why in Dutch', () => {
  expect(optieUntilProblem('2027-02-15', '2027-03-10', now)).toBeUndefined()
  expect(optieUntilProblem('2027-02-01', '2027-03-10', now)).toBeUndefined()
  expect(optieUntilProblem('2027-03-09', '2027-03-10', now)).toBeUndefined()
  expect(optieUntilProblem('2027-03-10', '2027-03-10', now)).toBe(
    'Een optie loopt uiterlijk tot en met de dag voor de boeking (dinsdag 9 maart 2027).',
  )
  expect(optieUntilProblem('2027-04-01', '2027-03-10', now)).toBe(
    'Een optie loopt uiterlijk tot en met de dag voor de boeking (dinsdag 9 maart 2027).',
  )
  expect(optieUntilProblem('2027-01-31', '2027-03-10', now)).toBe('Een optie loopt tot vandaag of later.')
  // A booking tomorrow still takes an optie until tonight; one today or earlier none at all.
  expect(optieUntilProblem('2027-02-01', '2027-02-02', now)).toBeUndefined()
  expect(optieUntilProblem('2027-02-01', '2027-02-01', now)).toMatch(passed)
  expect(optieUntilProblem('2027-01-20', '2027-01-25', now)).toMatch(passed)
})

test('whether the last day is still to come is decided at midnight in Amsterdam', () => {
  expect(optieUntilProblem('2027-02-01', '2027-03-10', at('2027-02-01T22:59:59Z'))).toBeUndefined()
  expect(optieUntilProblem('2027-02-01', '2027-03-10', at('2027-02-01T23:00:00Z'))).toBe(
    'Een optie loopt tot vandaag of later.',
  )
  expect(optieUntilProblem('2027-02-01', '2027-02-02', at('2027-02-01T22:59:59Z'))).toBeUndefined()
  expect(optieUntilProblem('2027-02-01', '2027-02-02', at('2027-02-01T23:00:00Z'))).toMatch(passed)
})

test('an optie runs through the whole of its last day in Amsterdam, in winter, summer and on the switch days', () => {
  for (const [until, midnight] of [
    ['2027-02-15', '2027-02-15T23:00:00Z'],
    ['2027-03-27', '2027-03-27T23:00:00Z'],
    ['2027-03-28', '2027-03-28T22:00:00Z'],
    ['2027-07-01', '2027-07-01T22:00:00Z'],
    ['2027-10-30', '2027-10-30T22:00:00Z'],
    ['2027-10-31', '2027-10-31T23:00:00Z'],
  ] as const) {
    const end = at(midnight)
    expect(amsterdamDate(new Date(end))).toBe(addDays(until, 1))
    expect(optieLapsed(until, at(`${until}T00:00:00Z`)), until).toBe(false)
    expect(optieLapsed(until, end - 1), until).toBe(false)
    expect(optieLapsed(until, end), until).toBe(true)
    expect(optieLapsed(until, end + 86_400_000), until).toBe(true)
  }
})

test('the reminder is due from two days before the last day until the optie runs out, across a clock change', () => {
  expect(OPTIE_REMINDER_DAYS).toBe(2)
  // Last day Monday 29 March 2027: due from Saturday 27 March 00:00 (UTC+1) to Monday 23:59:59 (UTC+2).
  expect(optieReminderDue('2027-03-29', at('2027-03-26T22:59:59Z'))).toBe(false)
  expect(optieReminderDue('2027-03-29', at('2027-03-26T23:00:00Z'))).toBe(true)
  expect(optieReminderDue('2027-03-29', at('2027-03-28T01:30:00Z'))).toBe(true)
  expect(optieReminderDue('2027-03-29', at('2027-03-29T21:59:59Z'))).toBe(true)
  expect(optieReminderDue('2027-03-29', at('2027-03-29T22:00:00Z'))).toBe(false)
  // Last day Monday 1 November 2027: due from Saturday 30 October 00:00 (UTC+2) to Monday 23:59:59 (UTC+1).
  expect(optieReminderDue('2027-11-01', at('2027-10-29T21:59:59Z'))).toBe(false)
  expect(optieReminderDue('2027-11-01', at('2027-10-29T22:00:00Z'))).toBe(true)
  expect(optieReminderDue('2027-11-01', at('2027-10-31T01:30:00Z'))).toBe(true)
  expect(optieReminderDue('2027-11-01', at('2027-11-01T22:59:59Z'))).toBe(true)
  expect(optieReminderDue('2027-11-01', at('2027-11-01T23:00:00Z'))).toBe(false)
})

test('hour by hour, the reminder is due on the last day and the two days before it, never after', () => {
  const until = '2027-03-28'
  for (let hour = -24 * 5; hour <= 24 * 2; hour += 1) {
    const moment = at('2027-03-28T12:00:00Z') + hour * 3_600_000
    const today = amsterdamDate(new Date(moment))
    const label = new Date(moment).toISOString()
    expect(optieReminderDue(until, moment) && optieLapsed(until, moment), label).toBe(false)
    expect(optieReminderDue(until, moment), label).toBe(today >= addDays(until, -2) && today <= until)
  }
})
