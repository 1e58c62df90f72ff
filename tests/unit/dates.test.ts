import { expect, test } from 'vitest'
import { addDays, amsterdamDate, isoWeekday, isWeekend } from '~/lib/dates'

test('the Amsterdam date is taken in the venue time zone, not UTC', () => {
  // 23:30 UTC on 31 December is already New Year's Day in Amsterdam (UTC+1 in winter).
  expect(amsterdamDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  expect(amsterdamDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31')
  // In summer Amsterdam is UTC+2.
  expect(amsterdamDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01')
  expect(amsterdamDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30')
})

test('the Amsterdam date is right on both daylight-saving switch days', () => {
  // Clocks go forward on 29 March 2026 at 02:00 local (01:00 UTC), back on 25 October at 03:00 local.
  expect(amsterdamDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29')
  expect(amsterdamDate(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29')
  expect(amsterdamDate(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30')
  expect(amsterdamDate(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25')
  expect(amsterdamDate(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25')
  expect(amsterdamDate(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26')
})

test('adding days crosses months, leap days and years', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
  expect(addDays('2026-03-28', 2)).toBe('2026-03-30')
  expect(addDays('2026-11-22', 183)).toBe('2027-05-24')
})

test('weekdays are numbered Monday 1 to Sunday 7', () => {
  expect(isoWeekday('2026-12-07')).toBe(1)
  expect(isoWeekday('2026-12-11')).toBe(5)
  expect(isoWeekday('2026-12-12')).toBe(6)
  expect(isoWeekday('2026-12-13')).toBe(7)
  expect(isWeekend('2026-12-12')).toBe(true)
  expect(isWeekend('2026-12-11')).toBe(false)
})
