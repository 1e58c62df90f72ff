import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { priceDays } from '~/lib/booking-days'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import { addDays } from '~/lib/dates'
import { fromBase64, readPdf } from '../support/pdf'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, adminJson, asAdmin } from '../support/worker/admin'
import { decideBooking, inDays, insertBooking, today } from '../support/worker/bookings'
import { ownerBrowser } from '../support/worker/browser'
import { fakeMail } from '../support/worker/fake-mail'
import { count, rows } from '../support/worker/requests'

async function booking(id: number, { date = '2026-12-07', dayParts = 3, status = 'aanvraag' } = {}) {
  await env.DB.prepare(
    `INSERT INTO bookings (id, name, email, date, num_people, day_parts, meeting_type, lunch_type, ` +
      `total_excl_vat_cents, total_cents, status, address_street, address_postcode, address_city)
     VALUES (?, ?, ?, ?, 15, ?, 'luxe', 'luxe', 84875, 96354, ?, 'Dorpsstraat 1', '1713 HA', 'Obdam')`,
  )
    .bind(id, `Gast ${id}`, `gast${id}@voorbeeld.nl`, date, dayParts, status)
    .run()
}

const statusOf = async (id: number) =>
  (await rows<{ status: string }>('SELECT status FROM bookings WHERE id = ?', id))[0]?.status
const slots = () =>
  rows<{ date: string; part: string; booking_id: number }>(
    'SELECT date, part, booking_id FROM booking_slots ORDER BY part',
  )

test('confirming by mail sets bevestigd, reserves both day parts and mails a PDF and an .ics', async () => {
  await booking(1)
  const cookie = await adminCookie()
  const response = await adminJson(cookie, '/api/bookings/1/send-email', 'POST', {
    type: 'confirm',
    subject: 'Bevestiging',
    message: 'Beste gast,\nTot dan!',
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    ok: true,
    message: 'Boeking bevestigd',
    pdfDownloadUrl: '/admin/boekingen/1/bevestiging.pdf',
  })
  expect(await statusOf(1)).toBe('bevestigd')
  expect(await slots()).toEqual([
    { date: '2026-12-07', part: 'middag', booking_id: 1 },
    { date: '2026-12-07', part: 'ochtend', booking_id: 1 },
  ])

  const delivered = await fakeMail.delivered()
  const mail = delivered.find((sent) => sent.body.subject === 'Bevestiging – De Oude Paardenslagerij')
  // The invoice follows in a mail of its own (tests/integration/invoices.test.ts).
  expect(delivered.map((sent) => sent.body.subject)).toContainEqual(
    expect.stringMatching(/^Factuur \d{4}-0001 – De Oude Paardenslagerij$/),
  )
  expect(mail?.body.to).toEqual(['gast1@voorbeeld.nl'])
  expect(mail?.body.subject).toBe('Bevestiging – De Oude Paardenslagerij')
  expect(mail?.body.text).toContain('Tot dan!')
  const [pdf, ics] = mail?.body.attachments ?? []
  expect(pdf?.filename).toBe('bevestiging-boeking-1.pdf')
  const document = await readPdf(fromBase64(pdf?.content ?? ''))
  expect(document.hasBoldText('Bevestiging boeking 1')).toBe(true)
  expect(document.hasBoldText('€\u00a0963,54')).toBe(true)
  expect(ics?.content_type).toContain('text/calendar')
  const invite = new TextDecoder().decode(fromBase64(ics?.content ?? ''))
  expect(invite).toContain('DTSTART:20261207T073000Z')
  expect(invite).toContain('DTEND:20261207T160000Z')

  const download = await asAdmin(cookie, '/admin/boekingen/1/bevestiging.pdf')
  expect(download.headers.get('content-type')).toBe('application/pdf')
  expect(download.headers.get('cache-control')).toBe('private, no-store')
})

test('rejecting mails the customer, sets geannuleerd and frees the day parts', async () => {
  await booking(2, { status: 'bevestigd', dayParts: 1 })
  await env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES ('2026-12-07', 'ochtend', 2)").run()
  const cookie = await adminCookie()
  const response = await adminJson(cookie, '/api/bookings/2/send-email', 'POST', {
    type: 'cancel',
    subject: 'Annulering',
    message: 'Jammer.',
  })
  expect(await response.json()).toMatchObject({ ok: true, message: 'Boeking geannuleerd', pdfDownloadUrl: null })
  expect(await statusOf(2)).toBe('geannuleerd')
  expect(await slots()).toEqual([])
  // The customer never had a calendar invite for it, so the mail has none to cancel.
  const mail = (await fakeMail.delivered()).find(
    (delivered) => delivered.body.subject === 'Annulering – De Oude Paardenslagerij',
  )
  expect(mail?.body.attachments ?? []).toEqual([])
})

test('50 concurrent confirmations for the same day part: ' +
  'exactly one succeeds, the rest get a clear refusal', async () => {
  for (let id = 1; id <= 50; id += 1) await booking(id, { dayParts: id % 2 === 0 ? 3 : 1 })
  const cookie = await adminCookie()
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      adminJson(cookie, `/api/bookings/${index + 1}/send-email`, 'POST', {
        type: 'confirm',
        subject: 'Bevestiging',
        message: 'Tot dan',
      }),
    ),
  )
  const statuses = responses.map((response) => response.status)
  expect(statuses.filter((status) => status === 200)).toHaveLength(1)
  expect(statuses.filter((status) => status === 409)).toHaveLength(49)
  const refusal = await responses.find((response) => response.status === 409)?.json<{ error: string }>()
  expect(refusal?.error).toBe('Dit dagdeel is al bevestigd voor een andere boeking. Er is niets gewijzigd.')
  const ochtend = (await slots()).filter((slot) => slot.part === 'ochtend')
  expect(ochtend).toHaveLength(1)
  // The one confirmation and its invoice.
  expect(await count('mail_outbox')).toBe(2)
  expect(await count('invoices')).toBe(1)
  const confirmed = await rows<{ id: number }>("SELECT id FROM bookings WHERE status = 'bevestigd'")
  expect(confirmed).toEqual([{ id: ochtend[0]?.booking_id }])
}, 60_000) // Fifty confirmations each make a PDF and an invoice PDF before the one batch that can win.

test('setting the status directly reserves or frees slots, and a conflict changes nothing', async () => {
  await booking(1, { dayParts: 1 })
  await booking(2, { dayParts: 3 })
  const cookie = await adminCookie()
  expect((await adminJson(cookie, '/api/bookings/1/status', 'PATCH', { status: 'bevestigd' })).status).toBe(200)
  const conflict = await adminJson(cookie, '/api/bookings/2/status', 'PATCH', { status: 'bevestigd' })
  expect(conflict.status).toBe(409)
  expect(await statusOf(2)).toBe('aanvraag')
  expect(
    await adminJson(cookie, '/api/bookings/1/status', 'PATCH', { status: 'geannuleerd' }).then((r) => r.status),
  ).toBe(200)
  expect(await slots()).toEqual([])
  expect((await adminJson(cookie, '/api/bookings/2/status', 'PATCH', { status: 'bevestigd' })).status).toBe(200)
  expect(await fakeMail.requests()).toHaveLength(0)
})

test('bad bodies get 400 with Dutch messages, unknown ids 404, never a 500', async () => {
  await booking(1)
  const cookie = await adminCookie()
  expect((await adminJson(cookie, '/api/bookings/1/status', 'PATCH', { status: 'misschien' })).status).toBe(400)
  expect(
    (await adminJson(cookie, '/api/bookings/1/send-email', 'POST', { type: 'confirm', subject: 'x', message: '   ' }))
      .status,
  ).toBe(400)
  expect((await adminJson(cookie, '/api/bookings/999/status', 'PATCH', { status: 'bevestigd' })).status).toBe(404)
  expect(
    (await adminJson(cookie, '/api/bookings/abc/send-email', 'POST', { type: 'confirm', subject: 'x', message: 'y' }))
      .status,
  ).toBe(404)
  expect(
    (await adminJson(cookie, '/api/admin/crm/customers/999', 'PATCH', { name: 'Jan', email: 'jan@voorbeeld.nl' }))
      .status,
  ).toBe(404)
  expect(await statusOf(1)).toBe('aanvraag')
})

test('without JavaScript the booking page confirms through a real form and shows the bookings list', async () => {
  await booking(3)
  const cookie = await adminCookie()
  const page = await (await asAdmin(cookie, '/admin/boekingen/3?mail=confirm')).text()
  expect(page).toContain('Bevestiging van je boeking op')
  const response = await asAdmin(cookie, '/admin/boekingen/3', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({
      intent: 'beslissing',
      type: 'confirm',
      subject: 'Bevestiging',
      message: 'Tot dan!',
      version: '0',
    }),
  })
  expect(response.status).toBe(303)
  // It ends on the refreshed bookings list (spec §4), which says what was done and links back.
  expect(response.headers.get('location')).toBe('/admin?tab=boekingen&melding=confirm&boeking=3')
  expect(await statusOf(3)).toBe('bevestigd')
  const list = await (await asAdmin(cookie, '/admin?tab=boekingen&melding=confirm&boeking=3')).text()
  expect(list).toContain('Boeking bevestigd: de e-mail met de bevestiging (PDF en agenda-uitnodiging)')
  expect(list).toContain('href="/admin/boekingen/3"')
})

test(
  'customers: list and search, add (duplicates refused), ' + 'edit, contact history; totals follow confirmed bookings',
  async () => {
    const cookie = await adminCookie()
    const added = await adminJson(cookie, '/api/admin/crm/customers', 'POST', {
      name: 'Lotte Jansen',
      email: 'Lotte@Voorbeeld.nl',
      company: 'Atelier',
    })
    expect(added.status).toBe(201)
    const { id } = await added.json<{ id: number }>()
    const duplicate = await adminJson(cookie, '/api/admin/crm/customers', 'POST', {
      name: 'Lotte',
      email: 'lotte@voorbeeld.nl',
    })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toEqual({
      error: 'Er is al een klant met dit e-mailadres. Gebruik een ander e-mailadres.',
    })
    const missing = await adminJson(cookie, '/api/admin/crm/customers', 'POST', { name: '', email: '' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ error: 'Vul een naam en een e-mailadres in.' })

    const edited = await adminJson(cookie, `/api/admin/crm/customers/${id}`, 'PATCH', {
      id,
      name: 'Lotte Jansen',
      email: 'lotte@voorbeeld.nl',
      company: 'Atelier',
      customerType: 'vip',
      industry: 'Kunst',
      totalBookings: 99,
    })
    expect(edited.status).toBe(200)
    const history = await adminJson(cookie, `/api/admin/crm/customers/${id}/contact-history`, 'POST', {
      contactType: 'phone',
      subject: 'Gebeld',
      outcome: 'positive',
    })
    expect(history.status).toBe(201)
    const entries = await (await asAdmin(cookie, `/api/admin/crm/customers/${id}/contact-history`)).json<
      { subject: string; contactedBy: string }[]
    >()
    expect(entries).toMatchObject([{ subject: 'Gebeld', contactedBy: 'Admin' }])

    await env.DB.prepare(
      'INSERT INTO bookings (customer_id, name, email, date, num_people, day_parts, total_excl_vat_cents, ' +
        'total_cents, status) ' +
        "VALUES (?, 'L', 'lotte@voorbeeld.nl', '2026-12-07', 2, 1, 17500, 21175, 'bevestigd'), " +
        "(?, 'L', 'lotte@voorbeeld.nl', '2026-12-08', 2, 1, 17500, 21175, 'aanvraag')",
    )
      .bind(id, id)
      .run()
    const [listed] = await (await asAdmin(cookie, '/api/admin/crm/customers?q=ATELIER')).json<
      { customerType: string; totalBookings: number; totalRevenueCents: number }[]
    >()
    expect(listed).toMatchObject({ customerType: 'vip', totalBookings: 1, totalRevenueCents: 21_175 })
    expect(await (await asAdmin(cookie, '/api/admin/crm/customers?q=niemand')).json()).toEqual([])
  },
)

test('the admin API returns every field of the spec’s booking and customer (§3), money in cents', async () => {
  await env.DB.prepare(
    'INSERT INTO customers (id, name, email, company, phone, address, notes, customer_type, industry, source) ' +
      "VALUES (7, 'Eva de Wit', 'eva@voorbeeld.nl', 'De Wit Advies', '0612345678', 'Dorpsstraat 1, Obdam', " +
      "'Komt graag terug', 'lead', 'Advies', 'referral')",
  ).run()
  await env.DB.prepare(
    'INSERT INTO bookings (customer_id, name, email, phone, company, date, type, num_people, day_parts, ' +
      'meeting_type, lunch_type, total_excl_vat_cents, total_cents, newsletter, message, status) ' +
      "VALUES (7, 'Eva de Wit', 'eva@voorbeeld.nl', '0612345678', 'De Wit Advies', '2026-12-07', 'vergadering', " +
      "8, 2, 'basis', 'luxe', 38100, 44161, 1, 'Graag een flipover', 'aanvraag')",
  ).run()
  const cookie = await adminCookie()
  const [booking] = await (await asAdmin(cookie, '/api/bookings')).json<Record<string, unknown>[]>()
  expect(booking).toMatchObject({
    name: 'Eva de Wit',
    email: 'eva@voorbeeld.nl',
    phone: '0612345678',
    company: 'De Wit Advies',
    date: '2026-12-07',
    type: 'vergadering',
    numPeople: 8,
    dayParts: 2,
    meetingType: 'basis',
    lunchType: 'luxe',
    totalCents: 44161,
    totalExclVatCents: 38100,
    newsletter: true,
    message: 'Graag een flipover',
    status: 'aanvraag',
    customerId: 7,
  })
  expect(booking).toHaveProperty('id')
  expect(booking).toHaveProperty('createdAt')

  const [customer] = await (await asAdmin(cookie, '/api/admin/crm/customers')).json<Record<string, unknown>[]>()
  expect(customer).toMatchObject({
    id: 7,
    name: 'Eva de Wit',
    company: 'De Wit Advies',
    email: 'eva@voorbeeld.nl',
    phone: '0612345678',
    address: 'Dorpsstraat 1, Obdam',
    notes: 'Komt graag terug',
    customerType: 'lead',
    industry: 'Advies',
    source: 'referral',
    totalBookings: 0,
    totalRevenueCents: 0,
    lastContactAt: null,
  })
  expect(customer).toHaveProperty('createdAt')
})

test('the dashboard searches case-insensitively and shows the spec’s empty states', async () => {
  await booking(1)
  const cookie = await adminCookie()
  const found = await (await asAdmin(cookie, '/admin?tab=boekingen&q=GAST1@')).text()
  expect(found).toContain('/admin/boekingen/1')
  expect(await (await asAdmin(cookie, '/admin?tab=boekingen&q=onbekend')).text()).toContain('Geen boekingen gevonden')
  expect(await (await asAdmin(cookie, '/admin?tab=klanten&q=onbekend')).text()).toContain('Geen klanten gevonden')
  expect(await (await asAdmin(cookie, '/admin?tab=offertes')).text()).toContain('Geen offertes gevonden')
})

test('exports are Excel-friendly CSV with formulas neutralised', async () => {
  await env.DB.prepare(
    'INSERT INTO customers (name, email, company) ' +
      "VALUES ('=HYPERLINK(\"x\")', 'a@voorbeeld.nl', '+31 bedrijf; \"quoted\"')",
  ).run()
  const cookie = await adminCookie()
  const response = await asAdmin(cookie, '/admin/export/klanten.csv')
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const csv = new TextDecoder().decode(bytes)
  expect(csv).toContain('id;naam;e-mail;bedrijf')
  expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
  expect(csv).toContain(`"'+31 bedrijf; ""quoted"""`)
  expect((await asAdmin(cookie, '/admin/export/onbekend.csv')).status).toBe(404)
})

test('a failed mail can be queued again from its page', async () => {
  await env.DB.prepare(
    'INSERT INTO mail_outbox (id, to_address, subject, html, text, status, attempts, last_error) ' +
      "VALUES ('m1', 'a@voorbeeld.nl', 'Onderwerp', '<p>Hallo</p>', 'Hallo', 'failed', 10, 'HTTP 500')",
  ).run()
  const cookie = await adminCookie()
  const page = await (await asAdmin(cookie, '/admin/mail/m1')).text()
  expect(page).toContain('HTTP 500')
  expect(page).toContain('Opnieuw proberen')
  const retry = await asAdmin(cookie, '/admin/mail/m1', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(retry.status).toBe(303)
  expect((await rows<{ status: string }>("SELECT status FROM mail_outbox WHERE id = 'm1'"))[0]?.status).toBe('sent')
})

test('contact messages show as new until the owner marks them as read', async () => {
  await env.DB.prepare(
    'INSERT INTO contact_messages (name, email, subject, message) ' +
      "VALUES ('Jan', 'jan@voorbeeld.nl', 'Vraag', 'Is er parkeergelegenheid?')",
  ).run()
  const cookie = await adminCookie()
  const before = await (await asAdmin(cookie, '/admin?tab=berichten')).text()
  expect(before).toContain('nieuw')
  expect(before).toContain('1 ongelezen bericht<')
  const marked = await asAdmin(cookie, '/admin?index', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ intent: 'gelezen' }),
  })
  expect(marked.status).toBe(303)
  expect(await (await asAdmin(cookie, '/admin?tab=berichten')).text()).toContain('0 ongelezen berichten')
})

test('confirming a booking makes a prospect a customer, the customer’s log says why; a VIP stays a VIP', async () => {
  await insertBooking(1, inDays(30))
  await insertBooking(2, inDays(31))
  await env.DB.prepare("UPDATE customers SET customer_type = 'vip' WHERE id = 2").run()
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  expect((await decideBooking(cookie, 2, 'confirm')).status).toBe(200)
  expect(await rows('SELECT id, customer_type FROM customers ORDER BY id')).toEqual([
    { id: 1, customer_type: 'customer' },
    { id: 2, customer_type: 'vip' },
  ])
  expect(await rows("SELECT summary FROM audit_log WHERE entity = 'customer' AND entity_id = 1")).toEqual([
    { summary: 'Soort klant van prospect naar klant: boeking 1 is bevestigd' },
  ])
})

test('without JavaScript the owner changes the people a customer phoned in, past their term; the API too', async () => {
  // Tomorrow: too close for the customer's own link, never for the owner.
  const date = addDays(today(), 1)
  await insertBooking(1, date)
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  const owner = await ownerBrowser()
  const page = await owner.open('/admin/boekingen/1')
  const changed = await page.form({ button: 'Aanpassen' }).fill('Aantal personen', '10').submit('Aanpassen')
  expect(changed.path).toBe('/admin/boekingen/1?melding=personen')
  expect(changed.messages('status')).toContain(
    'Het aantal personen is aangepast. De klant heeft de nieuwe prijs per mail gekregen.',
  )
  // The invoice is replaced: credited, and a new one for ten.
  const day = { date, dayParts: 3, meetingType: 'luxe', lunchType: 'luxe', extras: [], list: firstPriceList } as const
  const ten = priceDays([{ ...day, numPeople: 10 }]).totals.totalCents
  expect(await rows('SELECT num_people, total_cents FROM bookings WHERE id = 1')).toEqual([
    { num_people: 10, total_cents: ten },
  ])
  expect(await rows('SELECT kind, status, total_cents FROM invoices ORDER BY id')).toEqual([
    { kind: 'factuur', status: 'gecrediteerd', total_cents: 96_354 },
    { kind: 'creditfactuur', status: 'verrekend', total_cents: -96_354 },
    { kind: 'factuur', status: 'open', total_cents: ten },
  ])
  const mail = (await fakeMail.delivered()).findLast((sent) => sent.body.to.includes('klant1@voorbeeld.nl'))
  expect(mail?.body.subject).toMatch(/factuur/i)
  expect(await rows("SELECT actor, changes FROM audit_log WHERE action = 'booking.owner-people'")).toEqual([
    { actor: 'eigenaar', changes: JSON.stringify({ numPeople: [15, 10] }) },
  ])
  // The page as it was before is refused: the owner decides on what is (ADR 033).
  const stale = await page.form({ button: 'Aanpassen' }).fill('Aantal personen', '12').submit('Aanpassen')
  expect(stale.status).toBe(409)
  expect(stale.text()).toContain(lifecycleMessages.stale)

  // The JSON API: the room of the booking's list holds, and only the owner may.
  const tooMany = await adminJson(cookie, '/api/bookings/1/people', 'PATCH', { numPeople: 16 })
  expect(tooMany.status).toBe(400)
  expect(await tooMany.json()).toMatchObject({ error: 'Kies een aantal van 1 tot 15 personen.' })
  const twelve = await adminJson(cookie, '/api/bookings/1/people', 'PATCH', { numPeople: 12 })
  expect(await twelve.json()).toEqual({ ok: true, message: 'Aantal personen aangepast', pdfDownloadUrl: null })
  expect(await rows('SELECT num_people FROM bookings WHERE id = 1')).toEqual([{ num_people: 12 }])
  expect((await asAdmin('', '/api/bookings/1/people', { method: 'PATCH', body: '{"numPeople":9}' })).status).toBe(401)
})
