import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { defaultClosedHolidays } from '~/lib/availability'
import { closeDefaultHolidays } from '../support/worker/reset'

async function insertBooking(id: number, status = 'bevestigd') {
  await env.DB.prepare(
    `INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, total_cents, status)
     VALUES (?, 'Test', 'test@example.nl', '2026-12-07', 10, 3, 57750, 66788, ?)`,
  )
    .bind(id, status)
    .run()
}

test('the migrations create every table of the data model', async () => {
  const { results } = await env.DB.prepare(
    'SELECT name FROM sqlite_master ' +
      "WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' " +
      'ORDER BY name',
  ).all<{ name: string }>()
  expect(results.map((row) => row.name)).toEqual([
    'admin_sessions',
    'audit_log',
    'booking_later_days',
    'booking_slots',
    'bookings',
    'bookkeeping_connections',
    'bookkeeping_pushes',
    'busy_periods',
    'calendar_feeds',
    'calendar_sources',
    'closed_holidays',
    'closures',
    'contact_history',
    'contact_messages',
    'customers',
    'events',
    'idempotency_keys',
    'invoices',
    'login_attempts',
    'mail_outbox',
    'newsletter_subscribers',
    'notices_sent',
    'owner_settings',
    'payments',
    'price_list_entries',
    'price_lists',
    'quote_later_days',
    'quotes',
    'rate_limits',
    'refunds',
    'waiting_list',
  ])
})

test('the migrations close the venue on the holidays it closed on before the owner could choose', async () => {
  // The test world closes on no holiday (tests/support/worker/reset.ts): this runs the migrations'
  // own statements that fill the table.
  await closeDefaultHolidays()
  const { results } = await env.DB.prepare('SELECT holiday_id FROM closed_holidays ORDER BY holiday_id').all<{
    holiday_id: string
  }>()
  expect(results.map((row) => row.holiday_id)).toEqual([...defaultClosedHolidays].sort())
})

test('a day part is held by a booking or by a closure, never both and never neither', async () => {
  await insertBooking(1)
  await env.DB.prepare(
    "INSERT INTO closures (id, start_date, end_date, day_parts, reason) VALUES (1, '2026-12-08', '2026-12-08', 3, 'x')",
  ).run()
  await env.DB.prepare("INSERT INTO booking_slots (date, part, closure_id) VALUES ('2026-12-08', 'ochtend', 1)").run()
  await expect(
    env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES ('2026-12-08', 'ochtend', 1)").run(),
  ).rejects.toThrow(/UNIQUE constraint failed/)
  await expect(
    env.DB.prepare("INSERT INTO booking_slots (date, part) VALUES ('2026-12-09', 'ochtend')").run(),
  ).rejects.toThrow(/CHECK constraint failed/)
  await expect(
    env.DB.prepare(
      "INSERT INTO booking_slots (date, part, booking_id, closure_id) VALUES ('2026-12-09', 'middag', 1, 1)",
    ).run(),
  ).rejects.toThrow(/CHECK constraint failed/)
  // Reopening (deleting the closure) frees its day parts.
  await env.DB.prepare('DELETE FROM closures WHERE id = 1').run()
  const { results } = await env.DB.prepare('SELECT count(*) AS n FROM booking_slots').all<{ n: number }>()
  expect(results[0]?.n).toBe(0)
})

test('a day part can be confirmed only once: the second slot for the same date and part is refused', async () => {
  await insertBooking(1)
  await insertBooking(2)
  await env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES ('2026-12-07', 'ochtend', 1)").run()
  await expect(
    env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES ('2026-12-07', 'ochtend', 2)").run(),
  ).rejects.toThrow(/UNIQUE constraint failed/)
  // The other part of that day is still free.
  await env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES ('2026-12-07', 'middag', 2)").run()
})

test('a batch that confirms a taken slot changes nothing at all', async () => {
  await insertBooking(1)
  await insertBooking(2, 'aanvraag')
  await env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES ('2026-12-07', 'middag', 1)").run()
  await expect(
    env.DB.batch([
      env.DB.prepare("UPDATE bookings SET status = 'bevestigd' WHERE id = 2"),
      env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES ('2026-12-07', 'ochtend', 2)"),
      env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES ('2026-12-07', 'middag', 2)"),
    ]),
  ).rejects.toThrow(/UNIQUE/)
  const booking = await env.DB.prepare('SELECT status FROM bookings WHERE id = 2').first<{ status: string }>()
  expect(booking?.status).toBe('aanvraag')
  const slots = await env.DB.prepare('SELECT count(*) AS n FROM booking_slots WHERE booking_id = 2').first<{
    n: number
  }>()
  expect(slots?.n).toBe(0)
})

test('customer e-mail addresses and quote numbers are unique', async () => {
  await env.DB.prepare("INSERT INTO customers (name, email) VALUES ('A', 'a@example.nl')").run()
  await expect(
    env.DB.prepare("INSERT INTO customers (name, email) VALUES ('B', 'a@example.nl')").run(),
  ).rejects.toThrow(/UNIQUE/)
  const quote =
    `INSERT INTO quotes (quote_number, num_people, day_parts, meeting_type, lunch_type, ` +
    `total_excl_vat_cents, total_incl_vat_cents, valid_until)
                 VALUES ('OFF-20261207-001', 2, 1, 'geen', 'geen', 17500, 21175, '2027-01-06')`
  await env.DB.prepare(quote).run()
  await expect(env.DB.prepare(quote).run()).rejects.toThrow(/UNIQUE/)
})

test('timestamps default to the current time in milliseconds', async () => {
  const before = Date.now()
  await env.DB.prepare("INSERT INTO customers (name, email) VALUES ('A', 'a@example.nl')").run()
  const row = await env.DB.prepare('SELECT created_at FROM customers').first<{ created_at: number }>()
  expect(row?.created_at).toBeGreaterThanOrEqual(before - 1000)
  expect(row?.created_at).toBeLessThanOrEqual(Date.now() + 1000)
})
