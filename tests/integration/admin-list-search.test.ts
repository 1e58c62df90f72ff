/**
 * Every list of the owner's dashboard, searched and filtered at once, page after page: each page
 * holds only rows that match the search and the filter, and the pages together hold each of them
 * once. Checked through the list queries and through the page the owner reads (and for bookings
 * through the JSON API's Link header). The search matches in the first of its columns as well as
 * the last, so a search whose OR is not bracketed would let the filter and the page cursor apply
 * to the last column only.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { type ListTab, listSpecs, PAGE_SIZE, parseListQuery } from '~/lib/admin-lists'
import { listPages } from '~/server/admin/dashboard.server'
import { type Reading, readOne } from '~/server/db/batch.server'
import { getDb } from '~/server/db/client.server'
import { adminCookie, asAdmin } from '../support/worker/admin'

const ROWS = 600
const T0 = Date.parse('2026-10-01T08:00:00Z')
/**
 * About two in three rows match the search (typed in another case than stored), independently of
 * the filter's value (which cycles with the row), so every filter value has more than a page.
 */
const matches = (index: number) => ((index * 13) % 11) % 3 !== 0
const marker = (index: number) => `rij-${String(index).padStart(3, '0')}`
const who = (index: number) => (matches(index) ? 'Vries' : 'Anders')
const at = (index: number) => T0 + index * 60_000

type Seeded = { index: number; value: string; date?: string }

/** Fills one list's table; returns what each row is, for the expected answers. */
const seeds: Record<ListTab, () => Promise<Seeded[]>> = {
  async boekingen() {
    const statuses = ['aanvraag', 'bevestigd', 'geannuleerd']
    return insert(statuses, (index, value) => ({
      sql:
        'INSERT INTO bookings (name, email, company, date, num_people, day_parts, total_excl_vat_cents, total_cents, ' +
        'status, created_at) VALUES (?, ?, ?, ?, 4, 1, 17500, 21175, ?, ?)',
      // The search matches in the name (the first column) or the company (the last).
      params: [
        `${index % 2 ? who(index) : 'Gast'} ${marker(index)}`,
        `gast${index}@voorbeeld.nl`,
        index % 2 ? null : `${who(index)} BV`,
        dateOf(index),
        value,
        at(index),
      ],
      date: dateOf(index),
    }))
  },
  async klanten() {
    return insert(['prospect', 'lead', 'customer', 'vip'], (index, value) => ({
      sql: 'INSERT INTO customers (name, email, company, customer_type, created_at) VALUES (?, ?, ?, ?, ?)',
      params: [`${who(index)} ${marker(index)}`, `klant${index}@voorbeeld.nl`, null, value, at(index)],
    }))
  },
  async offertes() {
    return insert(['active', 'expired', 'accepted', 'declined'], (index, value) => ({
      sql:
        'INSERT INTO quotes (quote_number, num_people, day_parts, meeting_type, lunch_type, total_excl_vat_cents, ' +
        'total_incl_vat_cents, valid_until, status, created_at) ' +
        "VALUES (?, 4, 1, 'geen', 'geen', 1, 1, '2026-12-31', ?, ?)",
      params: [`OFF-${who(index).toUpperCase()}-${marker(index)}`, value, at(index)],
    }))
  },
  async facturen() {
    return insert(['open', 'betaald', 'gecrediteerd', 'verrekend'], (index, value) => ({
      sql:
        'INSERT INTO invoices (year, sequence, number, kind, issued_on, due_on, service_date, customer_name, ' +
        'customer_email, lines, vat, subtotal_cents, total_vat_cents, total_cents, status, created_at) ' +
        "VALUES (2026, ?, ?, 'factuur', '2026-10-01', '2026-10-15', '2026-10-20', ?, ?, '[]', '[]', " +
        '100, 21, 121, ?, ?)',
      params: [
        index,
        `2026-${String(index).padStart(4, '0')}`,
        `${who(index)} ${marker(index)}`,
        'a@b.nl',
        value,
        at(index),
      ],
    }))
  },
  async berichten() {
    return insert(['ongelezen', 'gelezen'], (index, value) => ({
      sql:
        'INSERT INTO contact_messages (name, email, subject, message, read_at, created_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?)',
      params: [
        `${who(index)} ${marker(index)}`,
        'a@b.nl',
        'Vraag',
        'Bericht',
        value === 'gelezen' ? at(index) : null,
        at(index),
      ],
    }))
  },
  async nieuwsbrief() {
    return insert(['confirmed', 'pending', 'unsubscribed'], (index, value) => ({
      sql:
        'INSERT INTO newsletter_subscribers (email, status, consent_text, consent_at, created_at) ' +
        'VALUES (?, ?, ?, ?, ?)',
      params: [`${who(index).toLowerCase()}-${marker(index)}@voorbeeld.nl`, value, 'ja', at(index), at(index)],
    }))
  },
  async mail() {
    return insert(['pending', 'sending', 'sent', 'failed', 'kept_locally'], (index, value) => ({
      sql:
        'INSERT INTO mail_outbox (id, to_address, subject, html, text, status, created_at) ' +
        "VALUES (?, ?, ?, '', '', ?, ?)",
      // The search matches in the address (the first column) or the subject (the last).
      params: [
        `mail-${marker(index)}`,
        index % 2 ? `${who(index).toLowerCase()}@voorbeeld.nl` : 'a@b.nl',
        `${index % 2 ? 'Bericht' : who(index)} ${marker(index)}`,
        value,
        at(index),
      ],
    }))
  },
  async logboek() {
    // Not 'session': the test's own login is one.
    const kinds: [string, string | null, string][] = [
      ['booking', 'booking', 'booking.confirm'],
      ['customer', 'customer', 'customer.update'],
      ['closure', 'closure', 'closure.create'],
    ]
    return insert(
      kinds.map(([kind]) => kind),
      (index, value) => {
        const [, entity, action] = kinds.find(([kind]) => kind === value) ?? kinds[0] ?? ['', null, '']
        return {
          sql:
            'INSERT INTO audit_log (at, actor, entity, entity_id, action, summary) ' +
            "VALUES (?, 'eigenaar', ?, ?, ?, ?)",
          params: [at(index), entity, entity ? index : null, action, `Iets gedaan ${marker(index)}`],
        }
      },
    )
  },
}

const dateOf = (index: number) => `2026-12-${String((index % 28) + 1).padStart(2, '0')}`

async function insert(
  values: string[],
  row: (index: number, value: string) => { sql: string; params: unknown[]; date?: string },
): Promise<Seeded[]> {
  const seeded: Seeded[] = []
  const statements = Array.from({ length: ROWS }, (_, offset) => {
    const index = offset + 1
    const value = values[index % values.length] ?? ''
    const made = row(index, value)
    seeded.push({ index, value, date: made.date })
    return env.DB.prepare(made.sql).bind(...made.params)
  })
  await env.DB.batch(statements)
  return seeded
}

/** Every page of a list for a query, through the list function: the markers in order, and the totals it said. */
async function allPages(tab: ListTab, search: string) {
  const db = getDb(env.DB)
  const seen: number[] = []
  const totals: number[] = []
  let params = new URLSearchParams(search)
  for (let pages = 0; pages < 10; pages += 1) {
    const page = (await readOne(db, listPages[tab](db, parseListQuery(tab, params)) as Reading<unknown>)) as {
      rows: Record<string, unknown>[]
      next?: string
      total: number
    }
    expect(page.rows.length).toBeLessThanOrEqual(PAGE_SIZE)
    seen.push(...page.rows.map((row) => Number(JSON.stringify(row).match(/rij-(\d{3})/)?.[1])))
    totals.push(page.total)
    if (!page.next) break
    params = new URLSearchParams(search)
    params.set('na', page.next)
  }
  return { seen, totals }
}

/** The markers of the rows the page shows, in its markup before the scripts, not in attributes (cursors). */
const markersIn = (html: string) => {
  const body = html.slice(0, html.indexOf('<script'))
  return [...new Set([...body.replace(/="[^"]*"/g, '').matchAll(/rij-(\d{3})/g)].map((found) => Number(found[1])))]
}
const nextLink = (html: string) =>
  html
    .match(/<a [^>]*rel="next"[^>]*>/)?.[0]
    .match(/href="([^"]+)"/)?.[1]
    ?.replaceAll('&amp;', '&')

test.each(Object.keys(seeds) as ListTab[])(
  'the %s list, searched and filtered, pages through exactly the rows that match both',
  async (tab) => {
    const seeded = await seeds[tab]()
    const filter = listSpecs[tab].filter
    const search = listSpecs[tab].search ? 'q=VRIES' : ''
    const cookie = await adminCookie()
    // Without a search, all rows unfiltered prove nothing (and the log also holds the test's login).
    const values = [...(search ? [''] : []), ...(filter?.options.map((option) => option.value) ?? [])]
    for (const value of values.filter(
      (option) => tab !== 'logboek' || ['booking', 'customer', 'closure'].includes(option),
    )) {
      const query = [search, value && filter ? `${filter.param}=${value}` : ''].filter(Boolean).join('&')
      const expected = seeded
        .filter((row) => (!search || matches(row.index)) && (!value || row.value === value))
        .map((row) => row.index)
      const { seen, totals } = await allPages(tab, query)
      expect(
        seen.sort((a, b) => a - b),
        `${tab}?${query}`,
      ).toEqual(expected)
      expect(new Set(totals), `${tab}?${query}`).toEqual(new Set([expected.length]))

      // The page the owner reads: page 1, then page 2 by its own link, disjoint, both matching.
      const first = await (await asAdmin(cookie, `/admin?tab=${tab}&${query}`)).text()
      const onFirst = markersIn(first)
      expect(
        onFirst.every((index) => expected.includes(index)),
        `${tab}?${query} page 1`,
      ).toBe(true)
      expect(onFirst).toHaveLength(Math.min(PAGE_SIZE, expected.length))
      const next = nextLink(first)
      if (expected.length <= PAGE_SIZE) expect(next).toBeUndefined()
      else {
        const onSecond = markersIn(await (await asAdmin(cookie, next ?? '')).text())
        expect(onSecond.length, `${tab}?${query} page 2`).toBeGreaterThan(0)
        expect(onSecond.every((index) => expected.includes(index) && !onFirst.includes(index))).toBe(true)
      }
    }
  },
)

test('the bookings list keeps its date range and status when searched, also on page 2 and in the API', async () => {
  const seeded = await seeds.boekingen()
  const cookie = await adminCookie()
  const query = 'q=vries&status=aanvraag&van=2026-12-03&tot=2026-12-20'
  const expected = seeded
    .filter((row) => matches(row.index) && row.value === 'aanvraag' && (row.date ?? '') >= '2026-12-03')
    .filter((row) => (row.date ?? '') <= '2026-12-20')
    .map((row) => row.index)
  const { seen } = await allPages('boekingen', query)
  expect(seen.sort((a, b) => a - b)).toEqual(expected)

  // The API, page after page by its Link header.
  const names: string[] = []
  let next: string | undefined = `/api/bookings?${query}&sorteer=datum-op`
  while (next) {
    const answer = await asAdmin(cookie, next)
    const rows = await answer.json<{ name: string; status: string; date: string }[]>()
    expect(rows.every((row) => row.status === 'aanvraag' && row.date >= '2026-12-03' && row.date <= '2026-12-20')).toBe(
      true,
    )
    names.push(...rows.map((row) => row.name))
    next = answer.headers.get('link')?.match(/<([^>]+)>; rel="next"/)?.[1]
  }
  expect(names.map((name) => Number(name.match(/rij-(\d{3})/)?.[1])).sort((a, b) => a - b)).toEqual(expected)
})

test('a search finds its own %, _ and \\ as written, and a term longer than a LIKE pattern may be', async () => {
  const db = getDb(env.DB)
  const names = ['Korting 100% zeker', 'Korting 1000 zeker', 'a_b\\c bv', 'axb\\c bv', `${'Lange naam '.repeat(6)}bv`]
  for (const [index, name] of names.entries())
    await env.DB.prepare(
      `INSERT INTO customers (name, email, customer_type, source, created_at) VALUES (?, ?, 'lead', 'website', ?)`,
    )
      .bind(name, `wildcard-${index}@example.nl`, Date.now())
      .run()
  const found = async (term: string) => {
    const page = await readOne(db, listPages.klanten(db, parseListQuery('klanten', new URLSearchParams({ q: term }))))
    return page.rows.map((row) => row.name).filter((name) => names.includes(name))
  }
  expect(await found('100%')).toEqual(['Korting 100% zeker'])
  expect(await found('A_B\\')).toEqual(['a_b\\c bv'])
  // 66 bytes: more than D1 takes in a LIKE pattern.
  expect(await found('lange naam '.repeat(6).trim())).toEqual([names[4]])
})
