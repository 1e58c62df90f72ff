import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { hashPassword, MAX_PBKDF2_ITERATIONS, parseStoredHash, verifyPassword } from '~/server/admin/password.server'
import { expectConsoleError } from '../support/fail-on-console-error'
import { ADMIN_API_TOKEN, ADMIN_PASSWORD, adminCookie, asAdmin, loginRequest } from '../support/worker/admin'
import { inDays, insertBooking } from '../support/worker/bookings'
import { callWorker, count, rows } from '../support/worker/requests'

/** Every session was last seen this long ago. */
const lastSeenAgo = (ms: number) =>
  env.DB.prepare('UPDATE admin_sessions SET last_seen_at = ?')
    .bind(Date.now() - ms)
    .run()

test('/admin shows the login form until there is a session, privately', async () => {
  const response = await callWorker('/admin')
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  const html = await response.text()
  expect(html).toContain('Inloggen')
  expect(html).toContain('type="password"')
  expect(html).not.toContain('Overzicht')
})

test('a wrong password gives "Onjuist wachtwoord" and no cookie', async () => {
  const response = await loginRequest('fout-wachtwoord')
  expect(response.status).toBe(401)
  expect(response.headers.has('set-cookie')).toBe(false)
  expect(await response.text()).toContain('Onjuist wachtwoord')
})

test(
  'the right password sets a __Host- session cookie ' + '(HttpOnly, Secure, SameSite, 12 hours) recorded in D1',
  async () => {
    const response = await loginRequest(ADMIN_PASSWORD)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/admin')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(
      /^__Host-beheer=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=43200$/,
    )
    expect(await count('admin_sessions')).toBe(1)
    const dashboard = await asAdmin(cookie.split(';')[0] ?? '', '/admin')
    expect(await dashboard.text()).toContain('Overzicht')
  },
)

test('after five failed attempts in 15 minutes even the right password is refused, with a Dutch message', async () => {
  for (let attempt = 0; attempt < 5; attempt += 1)
    expect((await loginRequest('fout', { 'CF-Connecting-IP': '203.0.113.5' })).status).toBe(401)
  const throttled = await loginRequest(ADMIN_PASSWORD, { 'CF-Connecting-IP': '203.0.113.5' })
  expect(throttled.status).toBe(429)
  expect(await throttled.text()).toContain('Te veel mislukte pogingen')
  // Another client is not affected.
  expect((await loginRequest(ADMIN_PASSWORD, { 'CF-Connecting-IP': '203.0.113.6' })).status).toBe(302)
})

test('after logout the same cookie no longer works, on pages and on the API', async () => {
  const cookie = await adminCookie()
  expect((await asAdmin(cookie, '/api/bookings')).status).toBe(200)
  const logout = await asAdmin(cookie, '/admin/uitloggen', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(logout.status).toBe(302)
  expect(logout.headers.get('set-cookie')).toContain('Max-Age=0')
  // A copy of the old cookie:
  expect((await asAdmin(cookie, '/api/bookings')).status).toBe(401)
  const page = await asAdmin(cookie, '/admin')
  expect(page.status).toBe(302)
  expect(page.headers.get('location')).toBe('/admin?sessie=verlopen')
  expect(page.headers.get('set-cookie')).toContain('Max-Age=0')
  const login = await (await asAdmin(cookie, '/admin?sessie=verlopen')).text()
  expect(login).toContain('type="password"')
  expect(login).toContain('Je sessie is verlopen')
})

test('a session ends after 30 idle minutes and after 12 hours whatever happens', async () => {
  const idle = await adminCookie()
  await lastSeenAgo(31 * 60_000)
  expect((await asAdmin(idle, '/api/bookings')).status).toBe(401)

  const old = await adminCookie()
  await env.DB.prepare('UPDATE admin_sessions SET expires_at = ? WHERE revoked_at IS NULL')
    .bind(Date.now() - 1)
    .run()
  expect((await asAdmin(old, '/api/bookings')).status).toBe(401)
})

test('an owner’s page reads the session with its own data, and shows nothing once the session has ended', async () => {
  await insertBooking(1, inDays(30))
  const cookie = await adminCookie()
  // Seen five minutes ago: live, and the page records that the owner was here now.
  await lastSeenAgo(5 * 60_000)
  const live = await asAdmin(cookie, '/admin/boekingen/1')
  expect(live.status).toBe(200)
  expect(await live.text()).toContain('Klant 1')
  const [seen] = await rows<{ last_seen_at: number }>('SELECT last_seen_at FROM admin_sessions')
  expect(Date.now() - (seen?.last_seen_at ?? 0)).toBeLessThan(60_000)

  await lastSeenAgo(31 * 60_000)
  const ended = '/admin?terug=%2Fadmin%2Fboekingen%2F1&sessie=verlopen'
  for (const path of ['/admin/boekingen/1', '/admin/boekingen/1/bevestiging.pdf', '/admin/sluitingen']) {
    const page = await asAdmin(cookie, path)
    expect(page.status, path).toBe(302)
    expect(page.headers.get('location'), path).toBe(ended.replace('%2Fadmin%2Fboekingen%2F1', encodeURIComponent(path)))
    expect(page.headers.get('set-cookie'), path).toContain('Max-Age=0')
    expect(await page.text(), path).not.toContain('Klant 1')
  }
  // A client navigation (React Router's data request) is sent to the same login.
  const navigation = await asAdmin(cookie, '/admin/boekingen/1.data')
  const redirected = await navigation.text()
  expect(redirected).toContain(`"SingleFetchRedirect"`)
  expect(redirected).toContain(`"redirect","${ended}"`)
  expect(redirected).not.toContain('Klant 1')
  expect(navigation.headers.get('set-cookie')).toContain('Max-Age=0')
  // The login says why, and leads back to the page.
  const login = await asAdmin(cookie, ended)
  expect(await login.text()).toContain('Je sessie is verlopen. Log opnieuw in om verder te gaan.')
  const again = await callWorker(ended.replace('?', '?index&'), {
    method: 'POST',
    body: new URLSearchParams({ password: ADMIN_PASSWORD }),
    redirect: 'manual',
  })
  expect(again.headers.get('location')).toBe('/admin/boekingen/1')
})

test('admin changes from another site are refused (Sec-Fetch-Site or Origin)', async () => {
  const cookie = await adminCookie()
  const crossSite = await asAdmin(cookie, '/admin/klanten', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'cross-site' },
    body: new URLSearchParams({ name: 'Boef', email: 'boef@voorbeeld.nl' }),
  })
  // React Router's own CSRF check may refuse it first (400); our guard answers 403.
  expect([400, 403]).toContain(crossSite.status)
  const otherOrigin = await asAdmin(cookie, '/api/admin/crm/customers', {
    method: 'POST',
    headers: { Origin: 'https://evil.example', 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Boef', email: 'boef@voorbeeld.nl' }),
  })
  expect(otherOrigin.status).toBe(403)
  const login = await loginRequest(ADMIN_PASSWORD, { Origin: 'https://evil.example' })
  expect([400, 403]).toContain(login.status)
  expect(login.headers.has('set-cookie')).toBe(false)
  expect(await count('customers')).toBe(0)
})

test('the spec’s browser flag and fixed header grant nothing; a bearer token from the secret does', async () => {
  const attempts: Record<string, string>[] = [
    { Cookie: 'adminAuth=true' },
    { Authorization: 'Bearer admin-token' },
    { Authorization: `Bearer ${ADMIN_API_TOKEN}x` },
  ]
  for (const headers of attempts) {
    expect((await callWorker('/api/bookings', { headers })).status).toBe(401)
    expect((await callWorker('/api/admin/crm/customers', { headers })).status).toBe(401)
  }
  expect(
    (await callWorker('/api/admin/crm/customers', { headers: { Authorization: `Bearer ${ADMIN_API_TOKEN}` } })).status,
  ).toBe(200)
})

test('every admin page sends an anonymous visitor to the login, and no admin action runs', async () => {
  await env.DB.prepare(
    'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, total_cents) ' +
      "VALUES (1, 'A', 'a@voorbeeld.nl', '2026-12-07', 2, 1, 17500, 21175)",
  ).run()
  for (const path of [
    '/admin?tab=klanten',
    '/admin/boekingen/1',
    '/admin/klanten/1',
    '/admin/offertes/1',
    '/admin/mail/x',
    '/admin/export/klanten.csv',
    '/admin/boekingen/1/bevestiging.pdf',
    '/admin/facturen/1',
    '/admin/facturen/1/factuur.pdf',
    '/admin/offertes/1/offerte.pdf',
    '/admin/klanten/1/export/gegevens.json',
    '/admin/kalender',
    '/admin/sluitingen',
    '/admin/agenda',
    '/admin/agenda/nieuw',
    '/admin/agenda/1',
    '/admin/prijzen',
  ]) {
    const response = await callWorker(path, { redirect: 'manual' })
    if (path.startsWith('/admin?')) expect(await response.text(), path).toContain('type="password"')
    else {
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toMatch(/^\/admin\?terug=/)
    }
  }
  const action = await callWorker('/admin/boekingen/1', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'status', status: 'bevestigd' }),
    redirect: 'manual',
  })
  expect(action.status).toBe(302)
  const [row] = (await env.DB.prepare('SELECT status FROM bookings WHERE id = 1').all<{ status: string }>()).results
  expect(row?.status).toBe('aanvraag')
})

test('without a configured hash nobody can log in, and the log says why', async () => {
  expectConsoleError()
  const { callWorker: call } = await import('../support/worker/requests')
  const response = await call(
    '/admin?index',
    { method: 'POST', body: new URLSearchParams({ password: ADMIN_PASSWORD }), redirect: 'manual' },
    { ADMIN_PASSWORD_HASH: undefined },
  )
  expect(response.status).toBe(503)
  expect(await response.text()).toContain('nog niet ingesteld')
})

test('PBKDF2 never runs with more than 100,000 iterations (production Workers refuse more)', async () => {
  expect(MAX_PBKDF2_ITERATIONS).toBe(100_000)
  const hash = await hashPassword('een-lang-wachtwoord')
  expect(hash).toMatch(/^pbkdf2-sha256\$100000\$/)
  const parsed = parseStoredHash(hash)
  expect(parsed && (await verifyPassword('een-lang-wachtwoord', parsed))).toBe(true)
  expect(parsed && (await verifyPassword('een-ander-wachtwoord', parsed))).toBe(false)
  await expect(hashPassword('x', 100_001)).rejects.toThrow(RangeError)
  expect(parseStoredHash(hash.replace('$100000$', '$600000$'))).toBeUndefined()
  // The documented local hash is within the limit too.
  expect(
    parseStoredHash('pbkdf2-sha256$100000$yHYtJMXf+jGBBpzc8bdFxA==$fuKk6SeH2KlLln1ah8eP8Kinwh39J1bbC9KpuL9fvvw=')
      ?.iterations,
  ).toBe(100_000)
  expect(env.ADMIN_PASSWORD_HASH && parseStoredHash(env.ADMIN_PASSWORD_HASH)?.iterations).toBeLessThanOrEqual(
    MAX_PBKDF2_ITERATIONS,
  )
})

test('forty parallel wrong passwords from one client get exactly five password checks; the rest wait', async () => {
  const headers = { 'CF-Connecting-IP': '203.0.113.40' }
  const answers = await Promise.all(Array.from({ length: 40 }, () => loginRequest('fout-wachtwoord', headers)))
  const statuses = answers.map((answer) => answer.status)
  expect(statuses.filter((status) => status === 401)).toHaveLength(5)
  expect(statuses.filter((status) => status === 429)).toHaveLength(35)
  expect(await count('login_attempts')).toBe(5)
  // The right password is refused too until the window has passed.
  expect((await loginRequest(ADMIN_PASSWORD, headers)).status).toBe(429)
})

test('a login post larger than 64 KB is refused with 413 before any password is hashed or counted', async () => {
  const huge = `password=${'a'.repeat(20 * 1024 * 1024)}`
  const announced = await callWorker('/admin?index', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: huge,
    redirect: 'manual',
  })
  expect(announced.status).toBe(413)
  expect(await announced.text()).toContain('Te veel tekst')
  // The same without Content-Length (streamed in chunks) is counted while it arrives.
  const chunk = new TextEncoder().encode('a'.repeat(64 * 1024))
  let sent = 0
  const streamed = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('password='))
      sent += 1
      if (sent > 320) controller.close()
      else controller.enqueue(chunk)
    },
  })
  const chunked = await callWorker('/admin?index', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: streamed,
    redirect: 'manual',
    duplex: 'half',
  } as RequestInit)
  expect(chunked.status).toBe(413)
  expect(sent).toBeLessThan(320)
  expect(await count('login_attempts')).toBe(0)
})

test('every admin form refuses a body larger than 64 KB with 413 and changes nothing', async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO customers (id, name, email) VALUES (1, 'Klant', 'klant@voorbeeld.nl')"),
    env.DB.prepare(
      'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, total_cents) ' +
        "VALUES (1, 'A', 'a@voorbeeld.nl', '2026-12-07', 2, 1, 17500, 21175)",
    ),
  ])
  const cookie = await adminCookie()
  const big = 'x'.repeat(70 * 1024)
  const posts: [string, Record<string, string>][] = [
    ['/admin?index', { intent: 'gelezen', padding: big }],
    ['/admin/klanten', { name: 'Nieuw', email: 'nieuw@voorbeeld.nl', notes: big }],
    ['/admin/klanten/1', { intent: 'bewerken', name: 'Gewijzigd', email: 'klant@voorbeeld.nl', notes: big }],
    ['/admin/boekingen/1', { intent: 'status', status: 'bevestigd', padding: big }],
  ]
  for (const [path, fields] of posts) {
    const response = await asAdmin(cookie, path, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams(fields),
    })
    expect(response.status, path).toBe(413)
  }
  expect(await count('customers')).toBe(1)
  const [booking] = (await env.DB.prepare('SELECT status FROM bookings').all<{ status: string }>()).results
  expect(booking?.status).toBe('aanvraag')
})
