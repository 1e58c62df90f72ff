import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { listById } from '~/lib/price-list'
import { calculatePrice } from '~/lib/pricing'
import { getDb } from '~/server/db/client.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { seedStatements } from '../../db/seed-data'

const tables = [
  'customers',
  'bookings',
  'booking_slots',
  'quotes',
  'contact_history',
  'contact_messages',
  'newsletter_subscribers',
  'events',
]

async function apply(statements: string[]) {
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)))
}

async function counts() {
  const result: Record<string, number> = {}
  for (const table of tables) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>()
    result[table] = row?.n ?? 0
  }
  return result
}

async function distinct(column: string, table: string) {
  const { results } = await env.DB.prepare(`SELECT DISTINCT ${column} AS v FROM ${table} ORDER BY 1`).all<{
    v: string
  }>()
  return results.map((row) => row.v)
}

test('the seed fills every table with customers of each type and bookings in every status', async () => {
  await apply(seedStatements())
  const filled = await counts()
  for (const table of tables) expect(filled[table], table).toBeGreaterThan(0)
  expect(await distinct('customer_type', 'customers')).toEqual(['customer', 'lead', 'prospect', 'vip'])
  expect(await distinct('status', 'bookings')).toEqual(['aanvraag', 'bevestigd', 'geannuleerd'])
})

test('confirmed seed bookings hold exactly their day parts, and only confirmed ones do', async () => {
  await apply(seedStatements())
  const { results } = await env.DB.prepare(
    `SELECT b.id, b.day_parts, b.status, count(s.part) AS slots FROM bookings b
     LEFT JOIN booking_slots s ON s.booking_id = b.id AND s.date = b.date GROUP BY b.id`,
  ).all<{ id: number; day_parts: number; status: string; slots: number }>()
  for (const booking of results) {
    const expected = booking.status === 'bevestigd' ? (booking.day_parts === 3 ? 2 : 1) : 0
    expect(booking.slots, `booking ${booking.id}`).toBe(expected)
  }
})

test('seeded activities hold the day parts their hours overlap', async () => {
  await apply(seedStatements())
  const { results } = await env.DB.prepare(
    `SELECT e.id, e.start_time, e.end_time, group_concat(s.part, ',') AS parts FROM events e
     LEFT JOIN booking_slots s ON s.event_id = e.id AND s.date = e.date GROUP BY e.id ORDER BY e.id`,
  ).all<{ id: number; start_time: string; end_time: string; parts: string | null }>()
  expect(results.map((event) => (event.parts ?? '').split(',').sort().join(','))).toEqual([
    'middag,ochtend',
    'middag',
    'ochtend',
  ])
})

test('running the seed twice, even on a later day, duplicates nothing', async () => {
  await apply(seedStatements(Date.parse('2026-11-22T09:00:00Z')))
  const once = await counts()
  await apply(seedStatements(Date.parse('2026-11-22T09:00:00Z')))
  expect(await counts()).toEqual(once)
  await apply(seedStatements(Date.parse('2026-12-03T09:00:00Z')))
  expect(await counts()).toEqual(once)
})

test('seeded bookings fall on weekdays and seeded quotes carry numbers in the OFF-yyyymmdd-NNN form', async () => {
  await apply(seedStatements())
  const { results: days } = await env.DB.prepare("SELECT strftime('%w', date) AS weekday FROM bookings").all<{
    weekday: string
  }>()
  for (const { weekday } of days) expect(['1', '2', '3', '4', '5']).toContain(weekday)
  for (const number of await distinct('quote_number', 'quotes')) expect(number).toMatch(/^OFF-\d{8}-\d{3}$/)
})

test('seeded bookings and quotes carry the prices their price list gives for their choices', async () => {
  await apply(seedStatements())
  type Priced = {
    num_people: number
    day_parts: 1 | 2 | 3
    meeting_type: 'geen' | 'basis' | 'luxe'
    lunch_type: 'geen' | 'basis' | 'luxe'
    price_list_id: number | null
    excl: number
    incl: number
  }
  const book = await loadPriceBook(getDb(env.DB))
  const { results } = await env.DB.prepare(
    `SELECT num_people, day_parts, meeting_type, lunch_type, price_list_id, total_excl_vat_cents AS excl, ` +
      `total_cents AS incl FROM bookings
     UNION ALL SELECT num_people, day_parts, meeting_type, lunch_type, price_list_id, ` +
      `total_excl_vat_cents, total_incl_vat_cents FROM quotes`,
  ).all<Priced>()
  for (const row of results) {
    const price = calculatePrice(
      {
        numPeople: row.num_people,
        dayParts: row.day_parts,
        meetingType: row.meeting_type,
        lunchType: row.lunch_type,
        extras: [],
      },
      listById(book, row.price_list_id),
    )
    expect([row.excl, row.incl]).toEqual([price.subtotalCents, price.totalInclVatCents])
  }
})
