/**
 * A customer's rights in the admin: export everything about a customer as JSON and
 * CSV, and erase a customer after a confirmation: what an invoice needs is kept (anonymised
 * where it can be), the rest is deleted, and the log says so without naming anyone.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { formatLongDate } from '~/lib/format'
import { bookableDate } from '../support/booking-dates'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, inDays, insertBooking } from '../support/worker/bookings'
import { cron, customer, versionOf } from '../support/worker/lifecycle'
import { callWorker, postJson, rows } from '../support/worker/requests'

const EMAIL = 'klant1@voorbeeld.nl'

/** Customer 1: an invoiced booking, an open request, a message, sign-ups, a quote. Customer 5 apart. */
async function seed() {
  await insertBooking(1, inDays(30))
  await insertBooking(5, inDays(40))
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO bookings (id, customer_id, name, email, phone, date, num_people, day_parts, ' +
        "total_excl_vat_cents, total_cents) VALUES (2, 1, 'Klant 1', ?, '06 11 22 33 44', ?, 8, 1, 10000, 12100)",
    ).bind(EMAIL, inDays(60)),
    env.DB.prepare(
      "INSERT INTO contact_messages (name, email, subject, message) VALUES ('Klant 1', ?, 'Vraag', 'Parkeren?')",
    ).bind(EMAIL),
    env.DB.prepare(
      "INSERT INTO newsletter_subscribers (email, status, consent_text, consent_at) VALUES (?, 'confirmed', 't', 1)",
    ).bind(EMAIL),
    env.DB.prepare(
      "INSERT INTO waiting_list (date, day_parts, email, status, consent_text) VALUES (?, 3, ?, 'confirmed', 't')",
    ).bind(inDays(90), EMAIL),
    env.DB.prepare(
      "INSERT INTO contact_history (customer_id, contact_type, subject) VALUES (1, 'phone', 'Belde over de lunch')",
    ),
    env.DB.prepare(
      'INSERT INTO quotes (customer_id, quote_number, num_people, day_parts, meeting_type, lunch_type, ' +
        "total_excl_vat_cents, total_incl_vat_cents, valid_until) VALUES (1, 'OFF-1', 8, 1, 'geen', 'geen', 1, 1, ?)",
    ).bind(inDays(20)),
  ])
  return cookie
}

test('the owner downloads everything about a customer as JSON and as CSV', async () => {
  const cookie = await seed()
  const json = await asAdmin(cookie, '/admin/klanten/1/export/gegevens.json')
  expect(json.status).toBe(200)
  expect(json.headers.get('content-disposition')).toBe('attachment; filename="klant-1-gegevens.json"')
  expect(json.headers.get('cache-control')).toContain('no-store')
  const data = (await json.json()) as Record<string, { id: unknown }[]> & { customer: { email: string } }
  expect(data.customer.email).toBe(EMAIL)
  expect(data.bookings?.map((booking) => booking.id)).toEqual([1, 2])
  expect(data.invoices).toHaveLength(1)
  expect(data.contactMessages).toHaveLength(1)
  expect(data.newsletter).toHaveLength(1)
  expect(data.waitingList).toHaveLength(1)
  expect(data.contactHistory).toHaveLength(1)
  expect(data.quotes).toHaveLength(1)
  expect(data.mails?.length).toBeGreaterThanOrEqual(2)
  expect(data.log?.length).toBeGreaterThanOrEqual(1)
  // Nothing of customer 5.
  expect(JSON.stringify(data)).not.toContain('klant5@voorbeeld.nl')

  const csv = await asAdmin(cookie, '/admin/klanten/1/export/gegevens.csv')
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  const bytes = new Uint8Array(await csv.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder().decode(bytes)
  expect(text.startsWith('onderdeel;id;veld;waarde\r\n')).toBe(true)
  expect(text).toContain(`klant;1;email;${EMAIL}\r\n`)
  expect(text).toContain('boeking;2;phone;06 11 22 33 44\r\n')
  expect(text).toContain('bericht;1;message;Parkeren?\r\n')

  expect((await asAdmin(cookie, '/admin/klanten/1/export/gegevens.xml')).status).toBe(404)
  expect((await asAdmin(cookie, '/admin/klanten/999/export/gegevens.json')).status).toBe(404)
  const anonymous = await callWorker('/admin/klanten/1/export/gegevens.json', { redirect: 'manual' })
  expect(anonymous.status).not.toBe(200)
  expect(await anonymous.text()).not.toContain(EMAIL)
})

const erase = (cookie: string, id = 1) =>
  asAdmin(cookie, `/admin/klanten/${id}`, {
    method: 'POST',
    headers: { Origin: 'https://venue.test', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'intent=wissen',
  })

test('erasing asks first, then keeps the invoice and its booking anonymised and deletes the rest', async () => {
  const cookie = await seed()
  // The bookings still to come are ended first, so the customer is told while the address exists.
  expect((await decideBooking(cookie, 1, 'cancel')).status).toBe(200)
  expect((await decideBooking(cookie, 2, 'reject')).status).toBe(200)
  const confirmation = await asAdmin(cookie, '/admin/klanten/1?tab=privacy&wissen=1')
  const page = await confirmation.text()
  expect(page).toContain('Weet je het zeker? Wissen kan niet ongedaan worden gemaakt.')
  expect(page).toContain('1 boeking zonder factuur: verwijderd')
  const invoiceBefore = await rows('SELECT number, customer_name, customer_company, customer_address FROM invoices')

  const erased = await asAdmin(cookie, '/admin/klanten/1', {
    method: 'POST',
    headers: { Origin: 'https://venue.test', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'intent=wissen',
  })
  expect(erased.status).toBe(303)
  expect(erased.headers.get('location')).toBe('/admin?tab=klanten&melding=klant-gewist')

  expect(await rows('SELECT id FROM customers ORDER BY id')).toEqual([{ id: 5 }])
  expect(
    await rows('SELECT id, customer_id, name, email, phone, company, address, message FROM bookings ORDER BY id'),
  ).toEqual([
    {
      id: 1,
      customer_id: null,
      name: 'Gewiste klant',
      email: '',
      phone: null,
      company: null,
      address: null,
      message: null,
    },
    expect.objectContaining({ id: 5, email: 'klant5@voorbeeld.nl' }),
  ])
  // The invoice stays as issued (name, company, address), without the e-mail address.
  expect(await rows('SELECT number, customer_name, customer_company, customer_address FROM invoices')).toEqual(
    invoiceBefore,
  )
  expect(await rows('SELECT customer_email, customer_id FROM invoices')).toEqual([
    { customer_email: '', customer_id: null },
    { customer_email: '', customer_id: null },
  ])
  for (const table of ['contact_messages', 'newsletter_subscribers', 'waiting_list', 'contact_history', 'quotes'])
    expect(await rows(`SELECT * FROM ${table}`), table).toEqual([])
  expect(await rows('SELECT id FROM mail_outbox WHERE lower(to_address) = ?', EMAIL)).toEqual([])
  expect(await rows("SELECT id FROM mail_outbox WHERE related_type = 'booking' AND related_id IN (1, 2)")).toEqual([])

  // The log keeps what happened, with nobody's details in it.
  const log = await rows<{ summary: string; changes: string | null; action: string }>(
    'SELECT summary, changes, action FROM audit_log ORDER BY id',
  )
  expect(JSON.stringify(log)).not.toMatch(/klant1@voorbeeld\.nl|Klant 1\b|06 11 22 33 44/)
  expect(log.at(-1)).toEqual({
    action: 'customer.erase',
    changes: null,
    summary:
      'Klantnummer 1 gewist op verzoek: 1 boeking verwijderd, 1 boeking met factuur geanonimiseerd ' +
      '(2 facturen bewaard voor de fiscus)',
  })
})

test('erasing is the owner’s alone, and only from the site itself', async () => {
  const cookie = await seed()
  const foreign = await asAdmin(cookie, '/admin/klanten/1', {
    method: 'POST',
    headers: { Origin: 'https://elders.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'intent=wissen',
  })
  // Refused before the action runs (React Router's own origin check answers 400 first).
  expect([400, 403]).toContain(foreign.status)
  const anonymous = await callWorker('/admin/klanten/1', {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: 'https://venue.test', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'intent=wissen',
  })
  expect(anonymous.status).not.toBe(303)
  expect(await rows('SELECT id FROM customers WHERE id = 1')).toEqual([{ id: 1 }])
})

test('after an erase no table holds the address, name or phone, outside what the invoice keeps by law', async () => {
  // A date the website takes a request for (today + 30 days can be a holiday).
  const date = bookableDate(30)
  const person = {
    name: 'Margriet Oosterhuis',
    email: 'margriet@oosterhuis-advies.nl',
    phone: '06 98 76 54 32',
    company: 'Oosterhuis Advies',
    address: 'Kerkstraat 7, 1713 HA Obdam',
  }
  // Everything a customer leaves behind through the site: a message, a quote, a request that is
  // confirmed and invoiced, a change asked through their own link, the waiting list and the newsletter.
  expect(
    (await postJson('/api/contact', { ...person, subject: 'Parkeren', message: `Bel ${person.phone}` })).status,
  ).toBe(201)
  const quote = {
    customer: { ...person, notes: `Groet, ${person.name}` },
    quote: {
      quoteNumber: 'OFF-19990101-001',
      numPeople: 8,
      dayParts: 1,
      meetingType: 'basis',
      lunchType: 'geen',
      calculation: { totalInclVat: 1 },
      preferredDate: date,
    },
  }
  expect((await postJson('/api/calculator/email-quote', quote)).status).toBe(201)
  const request = await postJson('/api/bookings', {
    ...person,
    street: 'Kerkstraat 7',
    postcode: '1713 HA',
    city: 'Obdam',
    date,
    numPeople: 8,
    dayParts: 1,
    meetingType: 'basis',
    lunchType: 'geen',
    totalCost: '1',
    type: 'vergadering',
    message: `Ik ben ${person.name}, bereikbaar op ${person.phone}.`,
    newsletter: true,
  })
  expect(request.status).toBe(201)
  const { bookingId } = await request.json<{ bookingId: number }>()
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, bookingId, 'confirm')).status).toBe(200)
  const link = await customer.link({ id: bookingId, date })
  expect((await customer.post(link, { intent: 'wijziging', note: `Vraag naar ${person.name}` })).status).toBe(303)
  const [{ id } = { id: 0 }] = await rows<{ id: number }>('SELECT id FROM customers WHERE email = ?', person.email)
  expect((await decideBooking(cookie, bookingId, 'cancel')).status).toBe(200)

  const erased = await erase(cookie, id)
  expect(erased.status).toBe(303)

  const tables = await rows<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' " +
      "AND name != 'd1_migrations'",
  )
  const found: string[] = []
  for (const { name: table } of tables) {
    for (const row of await rows<Record<string, unknown>>(`SELECT * FROM "${table}"`)) {
      // The invoice keeps whom it was issued to, by law: the name, company and address it printed.
      const kept =
        table === 'invoices' ? { ...row, customer_name: '', customer_company: '', customer_address: '' } : row
      const text = JSON.stringify(kept).toLowerCase()
      for (const [what, value] of Object.entries(person))
        if (text.includes(value.toLowerCase())) found.push(`${table}: ${what}`)
    }
  }
  expect([...new Set(found)]).toEqual([])
  // And the invoice is still there, as issued.
  expect(await rows('SELECT customer_name, customer_company FROM invoices WHERE kind = ?', 'factuur')).toEqual([
    { customer_name: person.name, customer_company: person.company },
  ])
})

test('a customer with bookings to come is not erased: the owner ends them first, through the lifecycle', async () => {
  const cookie = await seed()
  const page = await (await asAdmin(cookie, '/admin/klanten/1?tab=privacy&wissen=1')).text()
  const alert = page.match(/<div role="alert"[^>]*>([\s\S]*?)<\/div>/)?.[1]?.replace(/<[^>]+>/g, ' ') ?? ''
  expect(alert).toContain(
    `Deze klant heeft nog 2 boekingen die nog moeten plaatsvinden: ${formatLongDate(inDays(30))}, ` +
      `${formatLongDate(inDays(60))}. Annuleer of weiger ze eerst`,
  )
  expect(page).toContain('href="/admin/boekingen/1"')
  expect(page).not.toContain('Ja, klant wissen')
  const before = await rows('SELECT id, name, email, status, version FROM bookings ORDER BY id')

  const refused = await erase(cookie)
  expect(refused.status).toBe(409)
  expect(await rows('SELECT id, name, email, status, version FROM bookings ORDER BY id')).toEqual(before)
  expect(await rows('SELECT id FROM customers WHERE id = 1')).toEqual([{ id: 1 }])

  // Once they are ended, the customer can be erased; what remains can still be acted on without an address.
  expect((await decideBooking(cookie, 1, 'cancel')).status).toBe(200)
  expect((await decideBooking(cookie, 2, 'reject')).status).toBe(200)
  expect((await erase(cookie)).status).toBe(303)
  expect(
    await rows(
      'SELECT name, email, company, kvk, vat_id, address_street, address_postcode, address_city, customer_reference ' +
        'FROM bookings WHERE id = 1',
    ),
  ).toEqual([
    {
      name: 'Gewiste klant',
      email: '',
      company: null,
      kvk: null,
      vat_id: null,
      address_street: null,
      address_postcode: null,
      address_city: null,
      customer_reference: null,
    },
  ])
  // The owner may still hold the day for the record; the reminders then have nobody to go to.
  const held = await asAdmin(cookie, '/admin/boekingen/1', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ intent: 'status', status: 'bevestigd', version: String(await versionOf(1)) }),
  })
  expect(held.status).toBe(303)
  await cron(Date.now() + 24 * 24 * 60 * 60_000)
  expect(await rows("SELECT id FROM mail_outbox WHERE to_address = ''")).toEqual([])
  expect(await rows('SELECT status FROM bookings WHERE id = 1')).toEqual([{ status: 'bevestigd' }])
})
