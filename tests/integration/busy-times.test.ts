/**
 * ical.js inside workerd (app/server/own-calendar/busy-times.ts): the owner's calendar is read in the
 * Worker, so it must parse there, and a large calendar must stay within a request's CPU.
 */
import { expect, test } from 'vitest'
import { addDays } from '~/lib/dates'
import { busyPeriods, busySlotsOn } from '~/server/own-calendar/busy-times'
import { today } from '../support/worker/bookings'

const stamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00Z`

test('a calendar of 3,000 events, a tenth of them weekly, is read in the Worker', () => {
  const first = addDays(today(), 1)
  const events: string[] = []
  for (let index = 0; index < 3_000; index += 1) {
    const date = addDays(first, index % 180)
    events.push(
      'BEGIN:VEVENT',
      `UID:afspraak-${index}@test`,
      'DTSTAMP:20261101T000000Z',
      `SUMMARY:Afspraak ${index}`,
      `DTSTART:${stamp(date, '12:00')}`,
      `DTEND:${stamp(date, '12:30')}`,
      ...(index % 10 === 0 ? ['RRULE:FREQ=WEEKLY;COUNT=20'] : []),
      'END:VEVENT',
    )
  }
  const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//NL', ...events, 'END:VCALENDAR'].join('\r\n')
  expect(text.length).toBeGreaterThan(400_000)
  const { periods, skipped } = busyPeriods(text, { from: first, to: addDays(first, 180) })
  expect(skipped).toBe(0)
  // 2,700 single events and 300 weekly ones of up to 20 instances, cut off at the window's end.
  expect(periods.length).toBeGreaterThan(2_700 + 300 * 5)
  expect(periods.length).toBeLessThanOrEqual(2_700 + 300 * 20)
  // 12:00 UTC is in the afternoon in Amsterdam, winter and summer.
  expect(busySlotsOn(periods, first)).toEqual(['middag'])
})
