import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { type ListTab, listSpecs, listTabs, PAGE_SIZE, parseListQuery } from '~/lib/admin-lists'
import { listPages } from '~/server/admin/dashboard.server'
import { sqlOf } from '~/server/db/batch.server'
import { getDb } from '~/server/db/client.server'
import { adminCookie, asAdmin } from '../support/worker/admin'

const T0 = Date.parse('2026-10-01T08:00:00Z')

/** `n` bookings, received one hour apart; every third confirmed, dates spread over December. */
async function bookings(n: number) {
  const statements = Array.from({ length: n }, (_, index) => {
    const id = index + 1
    const status = id % 3 === 0 ? 'bevestigd' : id % 3 === 1 ? 'aanvraag' : 'geannuleerd'
    const date = `2026-12-${String((id % 28) + 1).padStart(2, '0')}`
    return env.DB.prepare(
      'INSERT INTO bookings (id, name, email, company, date, num_people, day_parts, total_excl_vat_cents, ' +
        'total_cents, status, created_at) VALUES (?, ?, ?, ?, ?, 4, 1, 17500, 21175, ?, ?)',
    ).bind(
      id,
      `Gast ${id}`,
      `gast${id}@voorbeeld.nl`,
      id % 10 === 0 ? 'Molen BV' : null,
      date,
      status,
      T0 + id * 3_600_000,
    )
  })
  await env.DB.batch(statements)
}

const page = async (cookie: string, query: string) => (await asAdmin(cookie, `/admin?tab=boekingen&${query}`)).text()
const ids = (html: string) => [...html.matchAll(/href="\/admin\/boekingen\/(\d+)"/g)].map((match) => Number(match[1]))
const cursor = (html: string, rel: 'next' | 'prev') =>
  html
    .match(new RegExp(`<a [^>]*rel="${rel}"[^>]*>`))?.[0]
    .match(/href="([^"]+)"/)?.[1]
    ?.replaceAll('&amp;', '&')

test('the bookings list pages by 50, newest first, forwards and back, with the total', async () => {
  await bookings(120)
  const cookie = await adminCookie()
  const first = await page(cookie, '')
  expect(first).toContain('120 boekingen, 50 per pagina')
  expect(ids(first)).toEqual(Array.from({ length: 50 }, (_, index) => 120 - index))
  expect(cursor(first, 'prev')).toBeUndefined()

  const second = await (await asAdmin(cookie, cursor(first, 'next') ?? '')).text()
  expect(ids(second)).toEqual(Array.from({ length: 50 }, (_, index) => 70 - index))
  const third = await (await asAdmin(cookie, cursor(second, 'next') ?? '')).text()
  expect(ids(third)).toEqual(Array.from({ length: 20 }, (_, index) => 20 - index))
  expect(cursor(third, 'next')).toBeUndefined()

  const back = await (await asAdmin(cookie, cursor(third, 'prev') ?? '')).text()
  expect(ids(back)).toEqual(ids(second))
  const backAgain = await (await asAdmin(cookie, cursor(back, 'prev') ?? '')).text()
  expect(ids(backAgain)).toEqual(ids(first))
  expect(cursor(backAgain, 'prev')).toBeUndefined()
})

test('filters combine: status, booking date range and a case-insensitive search; sorted by date', async () => {
  await bookings(120)
  const cookie = await adminCookie()
  const confirmed = await page(cookie, 'status=bevestigd&van=2026-12-10&tot=2026-12-12&sorteer=datum-op')
  const found = ids(confirmed)
  expect(found.length).toBeGreaterThan(0)
  const rows = await env.DB.prepare(
    "SELECT id FROM bookings WHERE status = 'bevestigd' AND date BETWEEN '2026-12-10' AND '2026-12-12' " +
      'ORDER BY date, id',
  ).all<{ id: number }>()
  expect(found).toEqual(rows.results.map((row) => row.id))
  expect(confirmed).toContain(`${found.length} boeking`)

  const molen = await page(cookie, 'q=mOLEN')
  expect(ids(molen).sort((a, b) => a - b)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120])
  expect(await page(cookie, 'q=niemand')).toContain('Geen boekingen gevonden')
  // What the list does not offer falls back, never to an error.
  const odd = await asAdmin(cookie, '/admin?tab=boekingen&status=onzin&van=gisteren&sorteer=x&na=%7B')
  expect(odd.status).toBe(200)
  expect(ids(await odd.text())).toHaveLength(PAGE_SIZE)
})

test('the admin API pages the same way, with the next and previous pages in the Link header', async () => {
  await bookings(60)
  const cookie = await adminCookie()
  const first = await asAdmin(cookie, '/api/bookings?status=aanvraag')
  const rows = await first.json<{ id: number; status: string }[]>()
  expect(rows).toHaveLength(20)
  expect(rows.every((row) => row.status === 'aanvraag')).toBe(true)
  expect(first.headers.get('link')).toBeNull()

  const all = await asAdmin(cookie, '/api/bookings')
  expect(await all.json()).toHaveLength(50)
  const next = all.headers.get('link')?.match(/<([^>]+)>; rel="next"/)?.[1]
  expect(next).toMatch(/^\/api\/bookings\?na=/)
  const rest = await (await asAdmin(cookie, next ?? '')).json<{ id: number }[]>()
  expect(rest.map((row) => row.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
})

test('every list of the dashboard answers, filtered and paged, with its empty state', async () => {
  const cookie = await adminCookie()
  for (const tab of listTabs) {
    const response = await asAdmin(cookie, `/admin?tab=${tab}&q=niets&status=x&type=y&van=2020-01-01&tot=2020-01-02`)
    expect(response.status, tab).toBe(200)
    expect(await response.text(), tab).toMatch(/Geen .* gevonden|Nog niets vastgelegd/)
  }
})

/** Every query a list makes, with SQLite's plan for each. */
async function plansOf(tab: ListTab, search: string) {
  const db = getDb(env.DB)
  const query = parseListQuery(tab, new URLSearchParams(search))
  const statements = listPages[tab](db, query).statements.map(sqlOf)
  const plans: string[] = []
  for (const { sql, params } of statements) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
    plans.push(results.map((row) => row.detail).join(' | '))
  }
  return plans
}

/** Every filter and order each list offers, alone and combined, with and without a search. */
const combinations = listTabs.flatMap((tab) => {
  const spec = listSpecs[tab]
  const filters = ['', ...(spec.filter?.options.map((option) => `${spec.filter?.param}=${option.value}`) ?? [])]
  const searches = spec.search ? ['', 'q=jansen'] : ['']
  const dates = spec.dates ? ['', 'van=2026-12-01&tot=2026-12-31'] : ['']
  return spec.sorts.flatMap((sort) =>
    filters.flatMap((filter) =>
      searches.flatMap((search) =>
        dates.map(
          (range) => [tab, [`sorteer=${sort.value}`, filter, search, range].filter(Boolean).join('&')] as const,
        ),
      ),
    ),
  )
})

const fullTableScan =
  /SCAN (bookings|customers|quotes|contact_messages|newsletter_subscribers|mail_outbox|audit_log)( \||$)/

test.each(combinations)('the %s list (%s) reads every table through an index', async (tab, search) => {
  const plans = await plansOf(tab, search)
  expect(plans.length).toBeGreaterThanOrEqual(2)
  for (const plan of plans) {
    // A table is only ever read through an index: SQLite's plan says "SCAN t" for a full table scan.
    expect(plan, plan).not.toMatch(fullTableScan)
    // Sorting apart from an index is allowed only for rows an index search has already narrowed down.
    if (plan.includes('USE TEMP B-TREE FOR ORDER BY')) expect(plan, plan).toMatch(/^SEARCH /)
  }
})
