import { expect, test } from 'vitest'
import { closedHolidayOn } from '~/lib/availability'
import { isWeekend } from '~/lib/dates'
import { demoBookings, demoEvents } from '../../db/seed-data'

const DAY = 86_400_000

/**
 * The demo data is seeded relative to the day it runs, and the end-to-end journeys confirm its
 * requests: on every day of two years, no booking or activity falls on a holiday the venue closes
 * on, no meeting on a weekend, and no request shares a date with a confirmed booking or an activity.
 */
test('on any day the seed runs, its requests can be confirmed and no demo date is closed', () => {
  const problems: string[] = []
  for (let now = Date.parse('2026-01-01T11:00:00Z'); now < Date.parse('2028-01-01T11:00:00Z'); now += DAY) {
    const bookings = demoBookings(now)
    const events = demoEvents(now)
    const run = new Date(now).toISOString().slice(0, 10)
    for (const { id, date } of bookings) {
      if (closedHolidayOn(date)) problems.push(`${run}: booking ${id} on a closed holiday, ${date}`)
      if (isWeekend(date)) problems.push(`${run}: booking ${id} on a weekend, ${date}`)
    }
    for (const { id, date } of events)
      if (closedHolidayOn(date)) problems.push(`${run}: activity ${id} on a closed holiday, ${date}`)
    const held = new Map<string, string>()
    for (const { id, date } of bookings.filter((booking) => booking.status === 'bevestigd'))
      held.set(date, `booking ${id}`)
    for (const { id, date } of events) {
      if (held.has(date)) problems.push(`${run}: activity ${id} on the date of ${held.get(date)}`)
      held.set(date, `activity ${id}`)
    }
    for (const { id, date } of bookings.filter((booking) => booking.status === 'aanvraag'))
      if (held.has(date)) problems.push(`${run}: request ${id} on the date of ${held.get(date)}`)
  }
  expect(problems).toEqual([])
})
