import { expect, test } from 'vitest'
import { addDays } from '~/lib/dates'
import { today } from '../support/booking-dates'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { callWorker, count, expireCachedPage, rows } from '../support/worker/requests'

const sameSite = { 'Sec-Fetch-Site': 'same-origin' }
const event = (fields: Record<string, string> = {}) => ({
  title: 'Open dag',
  description: 'Kom kijken in de oude paardenslagerij, met koffie en een rondleiding.',
  date: addDays(today(), 14),
  startTime: '10:00',
  endTime: '16:00',
  price: '',
  published: 'on',
  ...fields,
})

const post = (cookie: string, path: string, fields: Record<string, string>) =>
  asAdmin(cookie, path, { method: 'POST', headers: sameSite, body: new URLSearchParams(fields) })

async function agenda() {
  await expireCachedPage('/agenda')
  return (await callWorker('/agenda')).text()
}

test('an activity the owner adds appears on /agenda, which the edge keeps for at most 60 seconds', async () => {
  const cookie = await adminCookie()
  const created = await post(cookie, '/admin/agenda/nieuw', event({ price: '12,50' }))
  expect(created.status).toBe(303)
  expect(created.headers.get('location')).toBe('/admin/agenda?melding=opgeslagen')
  expect(await rows('SELECT title, price_cents, published FROM events')).toEqual([
    { title: 'Open dag', price_cents: 1250, published: 1 },
  ])
  const response = await callWorker('/agenda')
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
  const page = await agenda()
  expect(page).toContain('Open dag')
  expect(page).toContain('€\u00a012,50 per persoon')
  // A paid activity on a set date: no right of withdrawal (art. 6:230p sub e BW), said before signing up.
  expect(page).toContain('geen wettelijke bedenktijd')
})

test('the owner edits, hides and removes an activity; /agenda follows each change', async () => {
  const cookie = await adminCookie()
  await post(cookie, '/admin/agenda/nieuw', event())
  const [{ id } = { id: 0 }] = await rows<{ id: number }>('SELECT id FROM events')

  expect((await post(cookie, `/admin/agenda/${id}`, event({ title: 'Open middag', price: '' }))).status).toBe(303)
  expect(await agenda()).toContain('Open middag')
  expect(await agenda()).toContain('Gratis toegang')

  expect((await post(cookie, '/admin/agenda', { intent: 'verbergen', id: String(id) })).status).toBe(303)
  expect(await agenda()).not.toContain('Open middag')
  expect((await post(cookie, '/admin/agenda', { intent: 'publiceren', id: String(id) })).status).toBe(303)
  expect(await agenda()).toContain('Open middag')

  // Removing asks first: the page says what will go, then the form removes it.
  const ask = await (await asAdmin(cookie, `/admin/agenda/${id}?verwijderen=1`)).text()
  expect(ask).toContain('Weet je zeker dat je “Open middag”')
  expect((await post(cookie, `/admin/agenda/${id}`, { intent: 'verwijderen' })).status).toBe(303)
  expect(await count('events')).toBe(0)
  expect(await agenda()).toContain('Binnenkort meer')

  expect(await rows('SELECT action FROM audit_log WHERE entity = ? ORDER BY id', 'event')).toEqual([
    { action: 'event.create' },
    { action: 'event.update' },
    { action: 'event.unpublish' },
    { action: 'event.publish' },
    { action: 'event.delete' },
  ])
  const [update] = await rows<{ changes: string }>('SELECT changes FROM audit_log WHERE action = ?', 'event.update')
  expect(JSON.parse(update?.changes ?? '{}')).toEqual({ title: ['Open dag', 'Open middag'] })
})

test('an unpublished activity is saved but not shown', async () => {
  const cookie = await adminCookie()
  const fields = event({ title: 'Besloten workshop' })
  const { published: _, ...unpublished } = fields
  await post(cookie, '/admin/agenda/nieuw', unpublished)
  expect(await rows('SELECT published FROM events')).toEqual([{ published: 0 }])
  expect(await agenda()).not.toContain('Besloten workshop')
  expect(await (await asAdmin(cookie, '/admin/agenda')).text()).toContain('niet gepubliceerd')
})

test.each([
  [{ title: '' }, 'Geef de activiteit een titel.'],
  [{ description: 'Kort' }, 'Beschrijf de activiteit in een paar zinnen.'],
  [{ date: '2027-13-01' }, 'Kies een geldige datum.'],
  [{ startTime: '25:00' }, 'Vul een tijd in als 09:30.'],
  [{ endTime: '09:00' }, 'De eindtijd ligt na de begintijd.'],
  [{ price: 'gratis' }, 'Vul een bedrag in als 12,50, of laat het leeg voor gratis.'],
  [{ price: '-5' }, 'Vul een bedrag in als 12,50, of laat het leeg voor gratis.'],
])('bad activity input %j is answered in Dutch and stores nothing', async (fields, message) => {
  const cookie = await adminCookie()
  const response = await post(cookie, '/admin/agenda/nieuw', event(fields))
  expect(response.status).toBe(400)
  expect(await response.text()).toContain(message)
  expect(await count('events')).toBe(0)
})

test('an unknown activity is 404; anonymous and cross-site changes change nothing', async () => {
  const cookie = await adminCookie()
  expect((await asAdmin(cookie, '/admin/agenda/999')).status).toBe(404)
  expect((await post(cookie, '/admin/agenda', { intent: 'publiceren', id: '999' })).status).toBe(404)
  const anonymous = await callWorker('/admin/agenda/nieuw', {
    method: 'POST',
    body: new URLSearchParams(event()),
    redirect: 'manual',
  })
  expect(anonymous.status).toBe(302)
  const crossSite = await asAdmin(cookie, '/admin/agenda/nieuw', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'cross-site' },
    body: new URLSearchParams(event()),
  })
  expect(crossSite.status).toBe(403)
  expect(await count('events')).toBe(0)
})
