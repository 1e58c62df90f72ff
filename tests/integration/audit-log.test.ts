import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { formatDate } from '~/lib/format'
import { bookableDate } from '../support/booking-dates'
import { adminCookie, adminJson, asAdmin, loginRequest } from '../support/worker/admin'
import { rows } from '../support/worker/requests'

const sameSite = { 'Sec-Fetch-Site': 'same-origin' }
type Entry = { actor: string; entity: string | null; entity_id: number | null; action: string; summary: string }
const log = () => rows<Entry>('SELECT actor, entity, entity_id, action, summary FROM audit_log ORDER BY id')

test('logging in and out is recorded; a wrong password changes nothing in the log', async () => {
  await loginRequest('verkeerd')
  const cookie = await adminCookie()
  await asAdmin(cookie, '/admin/uitloggen', { method: 'POST', headers: sameSite })
  expect(await log()).toMatchObject([
    { actor: 'eigenaar', action: 'session.login', summary: 'Ingelogd' },
    { actor: 'eigenaar', action: 'session.logout', summary: 'Uitgelogd' },
  ])
})

test('adding and editing a customer records what changed, field by field', async () => {
  const cookie = await adminCookie()
  const added = await adminJson(cookie, '/api/admin/crm/customers', 'POST', { name: 'Eva de Wit', email: 'eva@wit.nl' })
  const { id } = await added.json<{ id: number }>()
  await adminJson(cookie, `/api/admin/crm/customers/${id}`, 'PATCH', {
    name: 'Eva de Wit',
    email: 'eva@wit.nl',
    phone: '06 12 12 12 12',
    customerType: 'vip',
    source: 'other',
  })
  // Saving without changes records nothing.
  await adminJson(cookie, `/api/admin/crm/customers/${id}`, 'PATCH', {
    name: 'Eva de Wit',
    email: 'eva@wit.nl',
    phone: '06 12 12 12 12',
    customerType: 'vip',
    source: 'other',
  })
  await adminJson(cookie, `/api/admin/crm/customers/${id}/contact-history`, 'POST', {
    contactType: 'phone',
    subject: 'Rondleiding afgesproken',
  })
  const entries = (await log()).filter((entry) => entry.entity === 'customer')
  expect(entries).toMatchObject([
    { entity_id: id, action: 'customer.create', summary: 'Klant toegevoegd: Eva de Wit (eva@wit.nl)' },
    { entity_id: id, action: 'customer.update', summary: 'Klantgegevens gewijzigd: telefoon, type' },
    {
      entity_id: id,
      action: 'customer.contact',
      summary: 'Contactmoment vastgelegd: Telefoon, "Rondleiding afgesproken"',
    },
  ])
  const [update] = await rows<{ changes: string }>('SELECT changes FROM audit_log WHERE action = ?', 'customer.update')
  expect(JSON.parse(update?.changes ?? '{}')).toEqual({
    phone: [null, '06 12 12 12 12'],
    customerType: ['prospect', 'vip'],
  })

  // The customer's page shows it, together with what happened to their bookings.
  await env.DB.prepare(
    'INSERT INTO bookings (id, customer_id, name, email, date, num_people, day_parts, total_excl_vat_cents, ' +
      "total_cents) VALUES (5, ?, 'Eva de Wit', 'eva@wit.nl', '2026-12-07', 4, 1, 17500, 21175)",
  )
    .bind(id)
    .run()
  await adminJson(cookie, '/api/bookings/5/status', 'PATCH', { status: 'bevestigd' })
  const page = await (await asAdmin(cookie, `/admin/klanten/${id}?tab=logboek`)).text()
  expect(page).toContain('Klantgegevens gewijzigd: telefoon, type')
  expect(page).toContain('Status gewijzigd van aanvraag naar bevestigd (zonder e-mail)')
  expect(page).toContain('Soort klant: Prospect → VIP')
})

test('the log is one list for the owner, filtered by subject and day', async () => {
  const cookie = await adminCookie()
  await asAdmin(cookie, '/admin?index&tab=berichten', {
    method: 'POST',
    headers: sameSite,
    body: new URLSearchParams({ intent: 'gelezen' }),
  })
  const all = await (await asAdmin(cookie, '/admin?tab=logboek')).text()
  expect(all).toContain('Ingelogd')
  expect(all).toContain('Alle berichten als gelezen gemarkeerd')
  const logins = await (await asAdmin(cookie, '/admin?tab=logboek&type=session')).text()
  expect(logins).toContain('Ingelogd')
  expect(logins).not.toContain('Alle berichten als gelezen gemarkeerd')
  const other = await (await asAdmin(cookie, '/admin?tab=logboek&type=other')).text()
  expect(other).toContain('Alle berichten als gelezen gemarkeerd')
  expect(other).not.toContain('>Ingelogd<')
  const longAgo = await (await asAdmin(cookie, '/admin?tab=logboek&van=2020-01-01&tot=2020-01-31')).text()
  expect(longAgo).toContain('Nog niets vastgelegd.')
})

test('a day closed and opened again is named once, not "from that day to that day"', async () => {
  const cookie = await adminCookie()
  const date = bookableDate(40)
  const sameSite = { 'Sec-Fetch-Site': 'same-origin' }
  await asAdmin(cookie, '/admin/sluitingen', {
    method: 'POST',
    headers: sameSite,
    body: new URLSearchParams({ intent: 'sluiten', startDate: date, dayParts: '3', reason: 'Onderhoud' }),
  })
  const [closure] = await rows<{ id: number }>('SELECT id FROM closures')
  await asAdmin(cookie, '/admin/sluitingen', {
    method: 'POST',
    headers: sameSite,
    body: new URLSearchParams({ intent: 'heropenen', id: String(closure?.id) }),
  })
  expect(await rows("SELECT summary FROM audit_log WHERE entity = 'closure' ORDER BY id")).toEqual([
    { summary: `Gesloten: ${formatDate(date)}, hele dag (Onderhoud)` },
    { summary: `Weer open: ${formatDate(date)} (Onderhoud)` },
  ])
})

test('the owner can hide their own logins from the log, which otherwise drown the rest', async () => {
  const cookie = await adminCookie()
  await adminCookie()
  await adminJson(cookie, '/api/admin/crm/customers', 'POST', { name: 'Els Dekker', email: 'els@voorbeeld.nl' })
  const all = await (await asAdmin(cookie, '/admin?tab=logboek')).text()
  expect(all).toContain('Ingelogd')
  const quiet = await (await asAdmin(cookie, '/admin?tab=logboek&type=zonder-inloggen')).text()
  expect(quiet).not.toContain('Ingelogd')
  expect(quiet).toContain('Klant toegevoegd: Els Dekker')
  expect(quiet).toContain('alles behalve inloggen en uitloggen')
})
