/**
 * The owner's own calendars read in (docs/decisions/035-the-owners-own-calendar.md), against a fake
 * calendar server at the HTTP boundary: what is busy there is taken here, a calendar that cannot be
 * read keeps its last good data and says why, and the address stays a secret.
 */
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { addDays, amsterdamDate, isoWeekday } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { availabilityBetween, heldSlotsBetween } from '~/server/bookings/availability.server'
import { getDb } from '~/server/db/client.server'
import { notACalendar } from '~/server/own-calendar/busy-times'
import { calendarMessages, MAX_CALENDAR_SOURCES, refreshCalendarSources } from '~/server/own-calendar/sources.server'
import { bookableDate } from '../support/booking-dates'
import { expectConsoleError } from '../support/fail-on-console-error'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, insertBooking } from '../support/worker/bookings'
import { calendarFetch, calendarUrl } from '../support/worker/fake-calendar'
import { cron } from '../support/worker/lifecycle'
import { rows } from '../support/worker/requests'

/** A Monday a few weeks ahead: the calendars' dates fall on weekdays of the booking window. */
const monday = () => {
  const date = bookableDate(14)
  return addDays(date, (8 - isoWeekday(date)) % 7)
}
const db = () => getDb(env.DB)
const refresh = (timeoutMs?: number) =>
  refreshCalendarSources(db(), { fetch: calendarFetch, now: Date.now(), timeoutMs })

async function addCalendar(cookie: string, fields: Record<string, string>) {
  return asAdmin(cookie, '/admin/kalender', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ intent: 'agenda-toevoegen', ...fields }),
  })
}

async function source(url: string, label = 'Privé') {
  await env.DB.prepare('INSERT INTO calendar_sources (label, url) VALUES (?, ?)').bind(label, url).run()
}

/** When a day part begins and ends, as instants. */
const dayPartSpan = (date: string, part: 'ochtend' | 'middag'): [number, number] =>
  part === 'ochtend'
    ? [amsterdamInstant(date, '08:30'), amsterdamInstant(date, '12:30')]
    : [amsterdamInstant(date, '13:00'), amsterdamInstant(date, '17:00')]

const sourceRow = async () =>
  (
    await rows<{ error: string | null; failing_since: number | null; ok_at: number | null; busy_count: number }>(
      'SELECT error, failing_since, ok_at, busy_count FROM calendar_sources',
    )
  )[0]

test('busy in the owner’s calendar is taken on the website, never shown; the owner sees what it is', async () => {
  const date = monday()
  await source(calendarUrl('/privé.ics', date))
  await refresh()
  const held = await heldSlotsBetween(db(), date, addDays(date, 21))
  // Weekly: the first week in the morning, the second skipped (EXDATE), the third moved to the
  // afternoon, the fourth cancelled on its own.
  expect(held[`${date}:ochtend`]).toBe('bezet')
  expect(held[`${date}:middag`]).toBeUndefined()
  expect(held[`${addDays(date, 7)}:ochtend`]).toBeUndefined()
  expect(held[`${addDays(date, 14)}:ochtend`]).toBeUndefined()
  expect(held[`${addDays(date, 14)}:middag`]).toBe('bezet')
  expect(held[`${addDays(date, 21)}:ochtend`]).toBeUndefined()
  // All day the next day; a transparent and a cancelled event the day after take nothing.
  expect([held[`${addDays(date, 1)}:ochtend`], held[`${addDays(date, 1)}:middag`]]).toEqual(['bezet', 'bezet'])
  expect(Object.keys(held).filter((key) => key.startsWith(addDays(date, 2)))).toEqual([])
  const [day] = (await availabilityBetween(db(), date, date, Date.now(), firstPriceList.terms)).values()
  expect(day).toMatchObject({ ochtend: 'bezet', middag: 'vrij' })

  // The visitor's page says bezet and nothing of the owner's event.
  const page = await (await asAdmin('', `/boeken?datum=${date}`)).text()
  expect(page).not.toContain('Loodgieter')
  // The owner's calendar names it, with the calendar's name.
  const cookie = await adminCookie()
  const calendar = await (await asAdmin(cookie, `/admin/kalender?week=${date}`)).text()
  expect(calendar).toContain('Privé: Loodgieter')
  expect(calendar).toContain('Privé: Besloten feest')
  expect(calendar).not.toContain('Notitie')
  expect(calendar).not.toContain('Afgezegd')
  expect(await sourceRow()).toMatchObject({ error: null, failing_since: null, busy_count: 3 })
})

test('an event in another time zone takes the day part it falls in here', async () => {
  const date = monday()
  await source(calendarUrl('/new-york.ics', date))
  await refresh()
  const held = await heldSlotsBetween(db(), date, date)
  expect(held).toEqual({ [`${date}:middag`]: 'bezet' })
})

test('a calendar that cannot be read keeps its last good data, and the owner sees since when and why', async () => {
  const date = monday()
  await source(calendarUrl('/privé.ics', date))
  await refresh()
  const cases: [path: string, message: string][] = [
    ['/weg.ics', calendarMessages.status(404)],
    ['/kapot.ics', notACalendar],
    ['/inlogpagina.ics', notACalendar],
    ['/groot.ics', calendarMessages.tooLarge],
    ['/stil.ics', calendarMessages.timeout],
    ['/rondje.ics', calendarMessages.tooManyRedirects],
    ['/naar-http.ics', calendarMessages.redirectNotHttps],
  ]
  let since: number | null = null
  for (const [path, message] of cases) {
    await env.DB.prepare('UPDATE calendar_sources SET url = ?').bind(calendarUrl(path, date)).run()
    // Only the silent calendar gets a short time limit: on a busy machine a large answer may take longer.
    await refresh(path === '/stil.ics' ? 300 : undefined)
    const row = await sourceRow()
    expect(row?.error, path).toContain(message)
    expect(row?.failing_since, path).not.toBeNull()
    // Since the first failure, not the last.
    since ??= row?.failing_since ?? null
    expect(row?.failing_since, path).toBe(since)
    // The last good busy times still hold.
    expect((await heldSlotsBetween(db(), date, date))[`${date}:ochtend`], path).toBe('bezet')
  }
  const cookie = await adminCookie()
  const page = await (await asAdmin(cookie, '/admin/kalender')).text()
  expect(page).toContain('Lezen lukt niet sinds')
  expect(page).toContain('We gebruiken de afspraken van')
  // The reason is ours, in Dutch: never the parser's words or the bytes of what was served.
  expect(page).not.toMatch(/ParserError|Inloggen|wachtwoord/)
  expect(page.includes('\u0000') || page.includes('\u0001')).toBe(false)

  // A redirect to a calendar that works is followed, and the failure is over.
  await env.DB.prepare('UPDATE calendar_sources SET url = ?').bind(calendarUrl('/doorverwijzing.ics', date)).run()
  await refresh()
  expect(await sourceRow()).toMatchObject({ error: null, failing_since: null, busy_count: 3 })
})

test('an event that cannot be read is skipped and counted; the others count, and so does the next one', async () => {
  const date = monday()
  await source(calendarUrl('/half-kapot.ics', date), 'Privé')
  await source(calendarUrl('/werkoverleg.ics', date), 'Werk')
  await refresh()
  expect(await rows('SELECT label, error, busy_count, skipped_count FROM calendar_sources ORDER BY id')).toEqual([
    { label: 'Privé', error: null, busy_count: 1, skipped_count: 3 },
    { label: 'Werk', error: null, busy_count: 1, skipped_count: 0 },
  ])
  const held = await heldSlotsBetween(db(), date, date)
  expect([held[`${date}:ochtend`], held[`${date}:middag`]]).toEqual(['bezet', 'bezet'])
  const page = (await (await asAdmin(await adminCookie(), '/admin/kalender')).text()).replaceAll('<!-- -->', '')
  expect(page).toContain('1 afspraak in de komende maanden. 3 afspraken overgeslagen, omdat we die niet konden lezen.')
})

test('adding a calendar reads that one only, and the owner links five at most', async () => {
  const cookie = await adminCookie()
  await source('https://127.0.0.1:1/oud.ics', 'Oud')
  expectConsoleError()
  const added = await addCalendar(cookie, { label: 'Nieuw', url: 'https://agenda.test/nieuw.ics' })
  expect(added.status).toBe(303)
  expect(await rows('SELECT label, checked_at IS NOT NULL AS read FROM calendar_sources ORDER BY id')).toEqual([
    { label: 'Oud', read: 0 },
    { label: 'Nieuw', read: 1 },
  ])
  for (let index = 3; index <= MAX_CALENDAR_SOURCES; index += 1) await source(`https://127.0.0.1:1/${index}.ics`)
  const refused = await addCalendar(cookie, { label: 'Zesde', url: 'https://agenda.test/zes.ics' })
  expect(refused.status).toBe(409)
  expect(await refused.text()).toContain(calendarMessages.tooMany.replace(/'/g, '&#x27;'))
  expect(await rows('SELECT id FROM calendar_sources')).toHaveLength(MAX_CALENDAR_SOURCES)
})

test('the owner adds a calendar by its https or webcal address, which is never shown in full again', async () => {
  const cookie = await adminCookie()
  const refused = await addCalendar(cookie, { label: 'Privé', url: 'http://agenda.test/geheim-123456.ics' })
  expect(refused.status).toBe(400)
  expect(await refused.text()).toContain(calendarMessages.notHttps)
  const secret = 'webcal://agenda.test/calendar/ical/geheim-adres-7f3a9c/basic.ics'
  const added = await addCalendar(cookie, { label: 'Privé', url: secret })
  expect(added.status).toBe(303)
  expect(await rows('SELECT label, url FROM calendar_sources')).toEqual([
    { label: 'Privé', url: 'https://agenda.test/calendar/ical/geheim-adres-7f3a9c/basic.ics' },
  ])
  const page = await (await asAdmin(cookie, '/admin/kalender')).text()
  expect(page).toContain('https://agenda.test/…ic.ics')
  expect(page).not.toContain('geheim-adres')
  const logged = await rows<{ summary: string }>("SELECT summary FROM audit_log WHERE action LIKE 'calendar-source.%'")
  expect(logged).toEqual([{ summary: 'Eigen agenda toegevoegd: Privé' }])
  expect(JSON.stringify(logged)).not.toContain('geheim')

  const [{ id } = { id: 0 }] = await rows<{ id: number }>('SELECT id FROM calendar_sources')
  const removed = await asAdmin(cookie, '/admin/kalender', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ intent: 'agenda-verwijderen', id: String(id) }),
  })
  expect(removed.status).toBe(303)
  expect(await rows('SELECT id FROM calendar_sources')).toEqual([])
})

test('the cron reads the calendars on the quarter hour; an address that does not answer is told as such', async () => {
  await source('https://127.0.0.1:1/agenda.ics')
  const quarter = Math.floor(Date.now() / 900_000) * 900_000
  await cron(quarter + 60_000)
  expect((await sourceRow())?.error).toBeNull()
  await cron(quarter)
  expect((await sourceRow())?.error).toBe(calendarMessages.unreachable)
})

test('a busy time over a booking or a request is the owner’s to decide: shown, nothing cancelled', async () => {
  const date = monday()
  await insertBooking(1, date)
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm', { noInvoice: true })).status).toBe(200)
  await insertBooking(2, addDays(date, 14))
  await source(calendarUrl('/privé.ics', date))
  await refresh()
  const dashboard = await (await asAdmin(cookie, '/admin')).text()
  expect(dashboard).toContain('Je eigen agenda botst met een boeking')
  expect(dashboard).toContain(`${formatDate(date)}, hele dag: Klant 1 (boeking 1) en in je agenda Privé: Loodgieter`)
  expect(dashboard).toContain(
    `${formatDate(addDays(date, 14))}, hele dag: Klant 2 (aanvraag 2) en in je agenda Privé: Loodgieter`,
  )
  const page = await (await asAdmin(cookie, '/admin/boekingen/1')).text()
  expect(page).toContain('Je eigen agenda botst met een boeking')
  expect(await rows('SELECT id, status FROM bookings ORDER BY id')).toEqual([
    { id: 1, status: 'bevestigd' },
    { id: 2, status: 'aanvraag' },
  ])
})

test('property: whatever the owner’s calendar holds, no day part the website offers overlaps it', async () => {
  const date = monday()
  const hour = 3_600_000
  const start = Date.parse(`${date}T00:00:00Z`)
  const period = fc.record({
    from: fc.integer({ min: 0, max: 14 * 24 * 4 }).map((quarter) => start + (quarter * hour) / 4),
    length: fc.integer({ min: 1, max: 12 * 4 }).map((quarters) => (quarters * hour) / 4),
    allDay: fc.boolean(),
  })
  await fc.assert(
    fc.asyncProperty(fc.array(period, { minLength: 1, maxLength: 8 }), async (periods) => {
      await env.DB.prepare('DELETE FROM calendar_sources').run()
      await source('https://agenda.test/willekeurig.ics')
      // An all-day period is its whole day in Amsterdam, as the calendar's all-day events are read.
      const spans = periods.map(({ from, length, allDay }) => {
        const day = amsterdamDate(new Date(from))
        return allDay
          ? { start: amsterdamInstant(day, '00:00'), end: amsterdamInstant(addDays(day, 1), '00:00') }
          : { start: from, end: from + length }
      })
      for (const [index, span] of spans.entries())
        await env.DB.prepare(
          'INSERT INTO busy_periods (source_id, uid, title, start_at, end_at, all_day) ' +
            "VALUES ((SELECT max(id) FROM calendar_sources), ?, 'Bezet', ?, ?, 0)",
        )
          .bind(`p-${index}`, span.start, span.end)
          .run()
      const days = await availabilityBetween(db(), date, addDays(date, 14), Date.now(), firstPriceList.terms)
      for (const [day, availability] of days)
        for (const part of ['ochtend', 'middag'] as const) {
          if (availability[part] === 'bezet' || availability[part] === 'gesloten') continue
          const [partStart, partEnd] = dayPartSpan(day, part)
          for (const span of spans)
            expect(span.start < partEnd && span.end > partStart, `${day} ${part} ${availability[part]}`).toBe(false)
        }
    }),
    { numRuns: 15 },
  )
}, 60_000)
