/**
 * Admin answers never reach the public edge cache, however the owner's browser spells the
 * address: React Router matches paths case-insensitively and after decoding, so `/Admin`,
 * `/%61dmin` and `/ADMIN.data` are the admin area too. A request carrying a cookie or a bearer
 * token is never stored nor marked public, and nobody else is answered from it.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, expect, test } from 'vitest'
import { ADMIN_PASSWORD, adminCookie, asAdmin } from '../support/worker/admin'
import { callWorker } from '../support/worker/requests'

const SECRET_NAME = 'Geheime Klant Jansen'

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO customers (id, name, email, company) VALUES (1, ?, 'jansen@voorbeeld.nl', 'Jansen BV')",
    ).bind(SECRET_NAME),
    env.DB.prepare(
      `INSERT INTO bookings (id, customer_id, name, email, date, num_people, day_parts, ` +
        `total_excl_vat_cents, total_cents, status)
       VALUES (1, 1, ?, 'jansen@voorbeeld.nl', '2026-12-07', 8, 1, 17500, 21175, 'bevestigd')`,
    ).bind(SECRET_NAME),
    env.DB.prepare(
      `INSERT INTO quotes (id, customer_id, quote_number, num_people, day_parts, meeting_type, ` +
        `lunch_type, total_excl_vat_cents, total_incl_vat_cents, valid_until)
       VALUES (1, 1, 'OFF-20261123-001', 8, 1, 'geen', 'geen', 17500, 21175, '2026-12-23')`,
    ),
  ])
})

const variants = [
  '/Admin?tab=klanten&x=1',
  '/%61dmin?tab=klanten&x=2',
  '/ADMIN?tab=klanten',
  '/ADMIN.data?tab=klanten',
  '/Admin.data?tab=boekingen',
  '/admin/%2E/x/..?tab=klanten',
  '/Admin/klanten/1',
  '/Admin/klanten/1.data',
  '/Admin/export/klanten.csv',
  '/ADMIN/export/boekingen.csv',
  '/Admin/boekingen/1/bevestiging.pdf',
  '/admin/Offertes/1/offerte.pdf',
  '/Admin/Kalender?maand=2026-12',
  '/admin/KALENDER.data?week=2026-12-07',
  '/Admin/sluitingen',
  '/Admin/agenda',
  '/ADMIN?tab=logboek',
  '/Admin/klanten/1?tab=logboek',
]

test.each(variants)(
  "the owner's answer for %s is private, and an anonymous request for it is not served from the cache",
  async (path) => {
    const cookie = await adminCookie()
    const owner = await asAdmin(cookie, path)
    expect(owner.status, 'the owner gets the admin answer').toBe(200)
    expect(owner.headers.get('cache-control')).toBe('private, no-store')
    expect(owner.headers.get('x-cache')).toBeNull()

    const anonymous = await callWorker(path, { redirect: 'manual' })
    expect(anonymous.headers.get('x-cache')).not.toBe('HIT')
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
    const body = await anonymous.text()
    expect(body).not.toContain(SECRET_NAME)
    expect(body).not.toContain('Jansen BV')
  },
)

test(
  'any request with a cookie or a bearer token is answered privately, ' + 'public page or not, and not from the cache',
  async () => {
    await callWorker('/geschiedenis')
    expect((await callWorker('/geschiedenis')).headers.get('x-cache')).toBe('HIT')
    for (const headers of [{ Cookie: 'iets=1' }, { Authorization: 'Bearer x' }] as Record<string, string>[]) {
      const response = await callWorker('/geschiedenis', { headers })
      expect(response.headers.get('x-cache')).toBeNull()
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
    await callWorker('/over-ons', { headers: { Cookie: 'iets=1' } })
    expect((await callWorker('/over-ons')).headers.get('x-cache')).toBe('MISS')
  },
)

test('a login link cannot send the owner to a differently spelled admin page', async () => {
  for (const terug of [
    '/admin/../Admin?tab=klanten',
    '/Admin?tab=klanten',
    '/%61dmin?tab=klanten',
    'https://evil.example/admin',
    '//evil.example',
  ]) {
    const response = await callWorker(`/admin?index&terug=${encodeURIComponent(terug)}`, {
      method: 'POST',
      body: new URLSearchParams({ password: ADMIN_PASSWORD }),
      redirect: 'manual',
    })
    expect(response.status, terug).toBe(302)
    expect(response.headers.get('location'), terug).toBe('/admin')
  }
  const straight = await callWorker(`/admin?index&terug=${encodeURIComponent('/admin/klanten/1')}`, {
    method: 'POST',
    body: new URLSearchParams({ password: ADMIN_PASSWORD }),
    redirect: 'manual',
  })
  expect(straight.headers.get('location')).toBe('/admin/klanten/1')
})
