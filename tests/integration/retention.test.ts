/**
 * Retention, with a moved clock: the Worker's cron, run years from now, deletes what
 * has been kept long enough (app/lib/retention.ts), keeps invoices and their bookings for seven
 * years after their year, trims delivered mail, logs what it did, and does all of it once a day.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { addDays, amsterdamDate } from '~/lib/dates'
import worker from '../../worker/index'
import { rows } from '../support/worker/requests'

const DAY = 24 * 60 * 60_000
const NOW = Date.parse('2031-06-16T08:00:00Z')
const TODAY = amsterdamDate(new Date(NOW))
const ago = (days: number) => NOW - days * DAY

async function cron(at: number, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ scheduledTime: at }), { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
}

const ids = async (table: string) =>
  (await rows<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`)).map((row) => row.id)

function run(sql: string, ...params: unknown[]) {
  return env.DB.prepare(sql)
    .bind(...params)
    .run()
}

async function insertInvoice(id: number, bookingId: number, year: number) {
  await run(
    'INSERT INTO invoices (id, year, sequence, number, kind, booking_id, customer_id, issued_on, due_on, ' +
      'service_date, customer_name, customer_email, lines, vat, subtotal_cents, total_vat_cents, total_cents, ' +
      "status, paid_cents) VALUES (?, ?, ?, ?, 'factuur', ?, NULL, ?, ?, ?, 'Klant', 'klant@voorbeeld.nl', '[]', " +
      "'[]', 100, 21, 121, 'betaald', 121)",
    id,
    year,
    id,
    `${year}-${String(id).padStart(4, '0')}`,
    bookingId,
    `${year}-03-01`,
    `${year}-03-15`,
    `${year}-03-20`,
  )
}

/** A booking that took place (a request left open that long would have expired, ADR 023). */
async function insertBooking(id: number, date: string, customerId: number | null = null) {
  await run(
    'INSERT INTO bookings (id, customer_id, name, email, date, num_people, day_parts, total_excl_vat_cents, ' +
      "total_cents, status) VALUES (?, ?, 'Klant', 'klant@voorbeeld.nl', ?, 8, 1, 10000, 12100, 'bevestigd')",
    id,
    customerId,
    date,
  )
}

async function seed() {
  // Contact messages: a year and a day old, and ten days old.
  await run(
    "INSERT INTO contact_messages (id, name, email, subject, message, created_at) VALUES (1, 'Oud', 'a@x.nl', 's', " +
      "'m', ?), (2, 'Nieuw', 'b@x.nl', 's', 'm', ?)",
    ago(366),
    ago(10),
  )
  // Newsletter: unconfirmed for 31 days (goes), for 5 days (stays), confirmed long ago (stays),
  // unsubscribed 31 days ago (goes).
  await run(
    'INSERT INTO newsletter_subscribers (id, email, status, consent_text, consent_at, unsubscribed_at) VALUES ' +
      "(1, 'p-oud@x.nl', 'pending', 't', ?, NULL), (2, 'p-nieuw@x.nl', 'pending', 't', ?, NULL), " +
      "(3, 'lid@x.nl', 'confirmed', 't', ?, NULL), (4, 'weg@x.nl', 'unsubscribed', 't', ?, ?)",
    ago(31),
    ago(5),
    ago(1000),
    ago(400),
    ago(31),
  )
  // Waiting list: yesterday's date (goes), next week's (stays), never confirmed for 31 days (goes).
  await run(
    'INSERT INTO waiting_list (id, date, day_parts, email, status, consent_text, created_at) VALUES ' +
      "(1, ?, 3, 'w1@x.nl', 'confirmed', 't', ?), (2, ?, 3, 'w2@x.nl', 'confirmed', 't', ?), " +
      "(3, ?, 3, 'w3@x.nl', 'pending', 't', ?)",
    addDays(TODAY, -1),
    ago(20),
    addDays(TODAY, 7),
    ago(20),
    addDays(TODAY, 60),
    ago(31),
  )
  // Customers: an idle prospect (goes), a prospect with a booking, one with recent contact, a customer.
  await run(
    'INSERT INTO customers (id, name, email, customer_type, created_at) VALUES ' +
      "(1, 'Stil', 'stil@x.nl', 'prospect', ?), " +
      "(2, 'Boeker', 'boeker@x.nl', 'prospect', ?), (3, 'Recent', 'recent@x.nl', 'prospect', ?), " +
      "(4, 'Vast', 'vast@x.nl', 'customer', ?)",
    ago(800),
    ago(800),
    ago(800),
    ago(800),
  )
  await run(
    "INSERT INTO contact_history (customer_id, contact_type, subject, created_at) VALUES (1, 'email', 'oud', ?), " +
      "(3, 'phone', 'recent', ?)",
    ago(790),
    ago(30),
  )
  // Quotes: expired a year and a day ago (goes), ten days ago (stays).
  await run(
    'INSERT INTO quotes (id, customer_id, quote_number, num_people, day_parts, meeting_type, lunch_type, ' +
      'total_excl_vat_cents, total_incl_vat_cents, valid_until) VALUES ' +
      "(1, 4, 'OFF-1', 8, 1, 'geen', 'geen', 1, 1, ?), " +
      "(2, 4, 'OFF-2', 8, 1, 'geen', 'geen', 1, 1, ?)",
    addDays(TODAY, -366),
    addDays(TODAY, -10),
  )
  // Bookings: without an invoice, two years and a day ago (goes) and 100 days ago (stays); with
  // an invoice of 2024, kept until the end of 2031 (stays), and of 2023, kept until the end of 2030
  // (goes, with its payment).
  await insertBooking(1, addDays(TODAY, -731))
  await insertBooking(2, addDays(TODAY, -100), 2)
  await insertBooking(3, '2024-03-20')
  await insertBooking(4, '2023-03-20')
  await insertInvoice(1, 3, 2024)
  await insertInvoice(2, 4, 2023)
  await run("INSERT INTO payments (invoice_id, provider_id, amount_cents, status) VALUES (2, 'tr_oud', 121, 'paid')")
  await run("INSERT INTO booking_slots (date, part, booking_id) VALUES (?, 'ochtend', 1)", addDays(TODAY, -731))
  // Mail: delivered 31 days ago (trimmed), 10 days ago (kept whole), failed long ago (kept, to retry
  // by hand), and a row older than the log's two years (goes).
  await run(
    'INSERT INTO mail_outbox (id, to_address, subject, html, text, attachments, status, sent_at, created_at) VALUES ' +
      "('oud', 'a@x.nl', 'Oud', '<p>hallo</p>', 'hallo', '[{\"filename\":\"a.pdf\"}]', 'sent', ?, ?), " +
      "('nieuw', 'b@x.nl', 'Nieuw', '<p>hallo</p>', 'hallo', '[]', 'sent', ?, ?), " +
      "('mislukt', 'c@x.nl', 'Mislukt', '<p>hallo</p>', 'hallo', '[]', 'failed', NULL, ?), " +
      "('lokaal', 'd@x.nl', 'Lokaal', '<p>hallo</p>', 'hallo', '[]', 'kept_locally', NULL, ?), " +
      "('antiek', 'e@x.nl', 'Antiek', '', '', '[]', 'sent', ?, ?)",
    ago(31),
    ago(31),
    ago(10),
    ago(10),
    ago(40),
    ago(40),
    ago(731),
    ago(731),
  )
  await run(
    "INSERT INTO audit_log (at, actor, action, summary) VALUES (?, 'eigenaar', 'session.login', 'Oud'), " +
      "(?, 'eigenaar', 'session.login', 'Recent')",
    ago(731),
    ago(1),
  )
}

test('the daily cron deletes what has been kept long enough and keeps the rest, invoices for seven years', async () => {
  await seed()
  await cron(NOW)

  expect(await ids('contact_messages')).toEqual([2])
  expect(await ids('newsletter_subscribers')).toEqual([2, 3])
  expect(await ids('waiting_list')).toEqual([2])
  expect(await ids('customers')).toEqual([2, 3, 4])
  expect(await rows('SELECT customer_id FROM contact_history')).toEqual([{ customer_id: 3 }])
  expect(await ids('quotes')).toEqual([2])
  expect(await ids('bookings')).toEqual([2, 3])
  expect(await ids('invoices')).toEqual([1])
  expect(await rows('SELECT provider_id FROM payments')).toEqual([])
  expect(await rows('SELECT booking_id FROM booking_slots WHERE booking_id IS NOT NULL')).toEqual([])
  expect(
    await rows(
      'SELECT id, html, text, attachments FROM mail_outbox ' +
        "WHERE id IN ('oud', 'mislukt', 'lokaal', 'antiek') ORDER BY id",
    ),
  ).toEqual([
    { id: 'lokaal', html: '', text: '', attachments: '[]' },
    { id: 'mislukt', html: '<p>hallo</p>', text: 'hallo', attachments: '[]' },
    { id: 'oud', html: '', text: '', attachments: '[]' },
  ])
  expect(await rows("SELECT subject, text FROM mail_outbox WHERE id = 'nieuw'")).toEqual([
    { subject: 'Nieuw', text: 'hallo' },
  ])
  expect(await rows('SELECT actor, action, summary FROM audit_log ORDER BY id')).toEqual([
    { actor: 'eigenaar', action: 'session.login', summary: 'Recent' },
    {
      actor: 'systeem',
      action: 'retention',
      summary:
        'Bewaartermijnen verstreken, verwijderd: 1 contactbericht, 2 nieuwsbriefadressen, 2 wachtlijstplekken, ' +
        '1 offerte, 1 prospect, 2 boekingen zonder factuur, 1 factuur ouder dan zeven jaar, 2 mailinhouden, ' +
        '1 oude mail, 1 logregel',
    },
  ])
})

test('retention runs once a day: later runs that day change nothing, the next day runs again', async () => {
  await seed()
  await cron(NOW)
  await run(
    "INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES ('Oud', 'a@x.nl', 's', 'm', ?)",
    ago(400),
  )
  await cron(NOW + 60 * 60_000)
  expect(await ids('contact_messages')).toHaveLength(2)
  await cron(NOW + DAY)
  expect(await ids('contact_messages')).toEqual([2])
  expect(await rows("SELECT count(*) AS runs FROM audit_log WHERE action = 'retention'")).toEqual([{ runs: 2 }])
})

test('the periods are configurable: a shorter period for contact messages deletes sooner', async () => {
  await seed()
  await cron(NOW, { RETENTION_CONTACT_DAYS: '7' } as Partial<Env>)
  expect(await ids('contact_messages')).toEqual([])
})

test('two runs at once do the day’s work once, and neither fails', async () => {
  await seed()
  await Promise.all([cron(NOW), cron(NOW + 1_000)])
  expect(await ids('contact_messages')).toEqual([2])
  expect(await rows("SELECT count(*) AS runs FROM audit_log WHERE action = 'retention'")).toEqual([{ runs: 1 }])
})
