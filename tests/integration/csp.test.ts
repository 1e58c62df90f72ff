/**
 * The enforced Content-Security-Policy per page class. The app's inline scripts carry the
 * response's nonce; a page the edge cache shares allows exactly those by hash (also when it comes
 * from the cache), a private page by the nonce. An inline script that reached the body any other
 * way is allowed by neither.
 */
import { expect, test } from 'vitest'
import { withResponsePolicy } from '../../worker/headers'
import { expectConsoleError } from '../support/fail-on-console-error'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { callWorker, failingDatabase, postForm } from '../support/worker/requests'
import { parsePolicy } from '../support/zap-rules'

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`
}

/**
 * The inline scripts a browser would run (not data blocks such as JSON-LD), found independently of the Worker's
 * parser.
 */
function inlineScripts(html: string): { attributes: string; body: string }[] {
  const scripts: { attributes: string; body: string }[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
      scripts.push({ attributes, body })
  }
  return scripts
}

const nonceOf = (html: string) => html.match(/<script[^>]* nonce="([^"]+)"/)?.[1] ?? ''

/** Every script the page would run is allowed: by hash on a shared page, by this response's nonce on a private one. */
async function expectEveryInlineScriptCovered(response: Response, { minimumScripts = 1 } = {}) {
  const html = await response.text()
  const policy = parsePolicy(response.headers.get('content-security-policy') ?? '')
  const scriptSources = policy.get('script-src') ?? []
  const scripts = inlineScripts(html)
  expect(scripts.length).toBeGreaterThanOrEqual(minimumScripts)
  const shared = response.headers.get('cache-control')?.startsWith('public')
  if (shared) {
    for (const script of scripts) expect(scriptSources, script.body.slice(0, 80)).toContain(await sha256(script.body))
    expect(scriptSources.filter((source) => source.startsWith("'sha256-")).length).toBeLessThanOrEqual(scripts.length)
    expect(scriptSources.some((source) => source.startsWith("'nonce-"))).toBe(false)
  } else {
    const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1)
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(scriptSources).toEqual(["'self'", `'nonce-${nonce}'`])
    for (const script of scripts) expect(script.attributes, script.body.slice(0, 80)).toContain(` nonce="${nonce}"`)
  }
  expect(scriptSources).not.toContain("'unsafe-inline'")
  expect(scriptSources).not.toContain("'unsafe-eval'")
  expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org'])
  return policy
}

test('a public page allows exactly its own inline scripts, fresh and from the edge cache', async () => {
  const fresh = await callWorker('/tarieven')
  const freshPolicy = fresh.headers.get('content-security-policy')
  expect(fresh.headers.get('x-cache')).toBe('MISS')
  const policy = await expectEveryInlineScriptCovered(fresh, { minimumScripts: 3 })
  expect(policy.get('style-src')).toEqual(["'self'"])
  const cached = await callWorker('/tarieven')
  expect(cached.headers.get('x-cache')).toBe('HIT')
  expect(cached.headers.get('content-security-policy')).toBe(freshPolicy)
  await expectEveryInlineScriptCovered(cached, { minimumScripts: 3 })
})

test.each(['/tarieven?datum=2026-12-07&dagdeel=ochtend&deelnemers=8&doel=vergadering', '/calculator', '/boeken'])(
  'the page %s carries the hashes of its own scripts',
  async (path) => {
    await expectEveryInlineScriptCovered(await callWorker(path))
  },
)

test.each(['/', '/contact', '/geschiedenis', '/diensten/vergaderen', '/nieuwsbrief', '/bestaat-niet'])(
  'the page %s loads no JavaScript, and its policy allows no inline script at all',
  async (path) => {
    const response = await callWorker(path)
    expect(response.headers.get('cache-control')).toContain('public')
    expect(inlineScripts(await response.text())).toEqual([])
    expect(parsePolicy(response.headers.get('content-security-policy') ?? '').get('script-src')).toEqual(["'self'"])
  },
)

test('a form post answered with errors is covered too, by its nonce', async () => {
  await expectEveryInlineScriptCovered(await postForm('/tarieven/aanvragen', { name: '' }), { minimumScripts: 0 })
  const login = await callWorker('/admin?index', { method: 'POST', body: new URLSearchParams({ password: 'fout' }) })
  expect(login.status).toBe(401)
  await expectEveryInlineScriptCovered(login)
})

test('an error page is covered too', async () => {
  expectConsoleError()
  const response = await callWorker('/boeken?storing', undefined, { DB: failingDatabase() })
  expect(response.status).toBe(500)
  await expectEveryInlineScriptCovered(response)
})

test(
  "admin pages allow their scripts by this response's nonce, " + 'and style attributes only for the mail preview frame',
  async () => {
    const cookie = await adminCookie()
    const first = await asAdmin(cookie, '/admin')
    const html = await first.text()
    const policy = parsePolicy(first.headers.get('content-security-policy') ?? '')
    const nonce = nonceOf(html)
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    const scripts = inlineScripts(html)
    expect(scripts.length).toBeGreaterThanOrEqual(3)
    for (const script of scripts) expect(script.attributes, script.body.slice(0, 80)).toContain(` nonce="${nonce}"`)
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    const second = await asAdmin(cookie, '/admin')
    expect(nonceOf(await second.text())).not.toBe(nonce)
  },
)

test(
  'an inline script injected into a shared page before it is sent is not allowed: ' +
    'only scripts with the nonce are hashed',
  async () => {
    const html = await (await callWorker('/tarieven?injectie')).text()
    const nonce = nonceOf(html)
    const injection = 'document.body.dataset.injected = "ja"'
    const injected = html.replace(
      '</main>',
      `<script>${injection}</script><script nonce="verkeerd">${injection}</script></main>`,
    )
    const response = await withResponsePolicy(
      new Request('https://venue.test/tarieven'),
      new Response(injected, { headers: { 'Content-Type': 'text/html' } }),
      nonce,
    )
    expect(response.headers.get('cache-control')).toContain('public')
    const sources = parsePolicy(response.headers.get('content-security-policy') ?? '').get('script-src') ?? []
    expect(sources).not.toContain(await sha256(injection))
    for (const script of inlineScripts(html)) expect(sources).toContain(await sha256(script.body))
  },
)

test('an inline script injected into a private page has no nonce and is not allowed', async () => {
  const response = await withResponsePolicy(
    new Request('https://venue.test/admin'),
    new Response('<!DOCTYPE html><html><body><script nonce="app">1</script><script>2</script></body></html>', {
      headers: { 'Content-Type': 'text/html' },
    }),
    'app',
  )
  expect(parsePolicy(response.headers.get('content-security-policy') ?? '').get('script-src')).toEqual([
    "'self'",
    "'nonce-app'",
  ])
})

test('a script that is not on the page is not allowed', async () => {
  const response = await callWorker('/over-ons')
  const sources = parsePolicy(response.headers.get('content-security-policy') ?? '').get('script-src') ?? []
  expect(sources).not.toContain(await sha256('alert(1)'))
})

test('answers that are not pages allow nothing to load', async () => {
  for (const path of ['/api/health', '/downloads/parkeerwijzer.pdf', '/sitemap.xml']) {
    const policy = parsePolicy((await callWorker(path)).headers.get('content-security-policy') ?? '')
    expect(policy.get('default-src'), path).toEqual(["'none'"])
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"])
  }
})
