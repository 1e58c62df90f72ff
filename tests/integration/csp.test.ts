/**
 * The enforced Content-Security-Policy per page class: every inline script a page carries is
 * allowed by its hash and nothing else inline is, also when the page comes from the edge cache.
 */
import { expect, test } from 'vitest'
import { expectConsoleError } from '../support/fail-on-console-error'
import { parsePolicy } from '../support/zap-rules'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { callWorker, failingDatabase, postForm } from '../support/worker/requests'

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`
}

/** The inline scripts of a page, found independently of the Worker's own parser. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\bsrc=/.test(attributes)) scripts.push(body)
  }
  return scripts
}

async function expectEveryInlineScriptCovered(response: Response, { minimumScripts = 1 } = {}) {
  const html = await response.text()
  const policy = parsePolicy(response.headers.get('content-security-policy') ?? '')
  const scriptSources = policy.get('script-src') ?? []
  const scripts = inlineScripts(html)
  expect(scripts.length).toBeGreaterThanOrEqual(minimumScripts)
  for (const script of scripts) expect(scriptSources, script.slice(0, 80)).toContain(await sha256(script))
  expect(scriptSources).not.toContain("'unsafe-inline'")
  expect(scriptSources).not.toContain("'unsafe-eval'")
  expect(scriptSources.filter((source) => source.startsWith("'sha256-")).length).toBeLessThanOrEqual(scripts.length)
  expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org'])
  return policy
}

test('a public page allows exactly its own inline scripts, fresh and from the edge cache', async () => {
  const fresh = await callWorker('/')
  const freshPolicy = fresh.headers.get('content-security-policy')
  expect(fresh.headers.get('x-cache')).toBe('MISS')
  const policy = await expectEveryInlineScriptCovered(fresh, { minimumScripts: 3 })
  expect(policy.get('style-src')).toEqual(["'self'"])
  const cached = await callWorker('/')
  expect(cached.headers.get('x-cache')).toBe('HIT')
  expect(cached.headers.get('content-security-policy')).toBe(freshPolicy)
  await expectEveryInlineScriptCovered(cached, { minimumScripts: 3 })
})

test.each(['/tarieven?datum=2026-12-07&dagdeel=ochtend&deelnemers=8&doel=vergadering', '/boeken', '/contact', '/geschiedenis', '/diensten/vergaderen', '/nieuwsbrief', '/bestaat-niet'])(
  'the page %s carries the hashes of its own scripts',
  async (path) => {
    await expectEveryInlineScriptCovered(await callWorker(path))
  },
)

test('a form post answered with errors is covered too (its data script differs from the page)', async () => {
  await expectEveryInlineScriptCovered(await postForm('/contact', { name: '' }))
})

test('an error page is covered too', async () => {
  expectConsoleError()
  const response = await callWorker('/agenda?storing', undefined, { DB: failingDatabase() })
  expect(response.status).toBe(500)
  await expectEveryInlineScriptCovered(response)
})

test('admin pages are covered and allow style attributes only for the mail preview frame', async () => {
  const cookie = await adminCookie()
  const policy = await expectEveryInlineScriptCovered(await asAdmin(cookie, '/admin'))
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
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
