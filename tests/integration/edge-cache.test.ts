/**
 * The Worker's edge cache (worker/edge-cache.ts) with the real Cache API of workerd: public
 * pages are stored and served with X-Cache HIT; nothing private is ever stored; the lifetime a
 * page declares is the longest any visitor can see an old copy.
 */
import { expect, test } from 'vitest'
import { defaultEdgeCache, throughEdgeCache } from '../../worker/edge-cache'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { formFields } from '../support/worker/forms'
import { callWorker, ORIGIN, postForm } from '../support/worker/requests'

test('a public page is rendered once (MISS) and then served from the cache (HIT) with its age', async () => {
  const first = await callWorker('/geschiedenis')
  expect(first.headers.get('x-cache')).toBe('MISS')
  const second = await callWorker('/geschiedenis')
  expect(second.headers.get('x-cache')).toBe('HIT')
  expect(await second.text()).toBe(await first.text())
  expect(Number(second.headers.get('age'))).toBeGreaterThanOrEqual(0)
  expect(second.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300')
  expect(second.headers.has('set-cookie')).toBe(false)
})

test('each test starts with an empty edge cache (resetWorld), though the test before stored this page', async () => {
  // The test above stored /geschiedenis; the files of a lane share one workerd and its Cache API.
  expect((await callWorker('/geschiedenis')).headers.get('x-cache')).toBe('MISS')
})

test('each query string is its own page', async () => {
  await callWorker('/tarieven?deelnemers=8')
  expect((await callWorker('/tarieven?deelnemers=8')).headers.get('x-cache')).toBe('HIT')
  expect((await callWorker('/tarieven?deelnemers=9')).headers.get('x-cache')).toBe('MISS')
})

test('a visit by the logged-in owner is answered privately and stores nothing for the next visitor', async () => {
  const cookie = await adminCookie()
  const owner = await asAdmin(cookie, '/over-ons')
  expect(owner.headers.get('x-cache')).toBeNull()
  expect(owner.headers.get('cache-control')).toBe('private, no-store')
  const visitor = await callWorker('/over-ons')
  expect(visitor.headers.get('x-cache')).toBe('MISS')
  const html = await visitor.text()
  expect(html).not.toContain('Uitloggen')
  expect(html).not.toContain('__Host-beheer')
})

test('admin pages, API answers, data of private pages, form posts and errors are never stored', async () => {
  const cookie = await adminCookie()
  const twice = async (get: () => Promise<Response>) => [await get(), await get()]
  const answers = [
    ...(await twice(() => asAdmin(cookie, '/admin'))),
    ...(await twice(() => asAdmin(cookie, '/admin.data'))),
    ...(await twice(() => callWorker('/api/health'))),
    ...(await twice(() => callWorker('/nieuwsbrief/afmelden?token=x'))),
    ...(await twice(() => callWorker('/bestaat-niet'))),
    ...(await twice(async () =>
      postForm('/nieuwsbrief', await formFields({ email: 'kees@example.nl', consent: 'on' })),
    )),
    ...(await twice(() => postForm('/contact', { name: '' }))),
  ]
  for (const answer of answers) expect(answer.headers.get('x-cache'), `${answer.status} ${answer.url}`).toBeNull()
  for (const answer of answers.filter((answer) => answer.status !== 404))
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
})

test('a request with credentials is not answered from the cache', async () => {
  await callWorker('/contact')
  const withAuthorization = await callWorker('/contact', { headers: { Authorization: 'Bearer iets' } })
  expect(withAuthorization.headers.get('x-cache')).toBeNull()
})

test('pages with a shorter declared lifetime keep it: /boeken and /agenda for 60 seconds', async () => {
  for (const path of ['/boeken', '/agenda']) {
    await callWorker(path)
    const hit = await callWorker(path)
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
  }
})

test('the cache drops a page once its declared lifetime has passed', async () => {
  const request = () => new Request(`${ORIGIN}/levensduur-test`)
  const render = async () => new Response('pagina', { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=1' } })
  const pending: Promise<unknown>[] = []
  const waitUntil = (promise: Promise<unknown>) => pending.push(promise)
  expect((await throughEdgeCache(request(), defaultEdgeCache(), waitUntil, render)).headers.get('x-cache')).toBe('MISS')
  await Promise.all(pending)
  expect((await throughEdgeCache(request(), defaultEdgeCache(), waitUntil, render)).headers.get('x-cache')).toBe('HIT')
  await new Promise((resolve) => setTimeout(resolve, 2100))
  expect((await throughEdgeCache(request(), defaultEdgeCache(), waitUntil, render)).headers.get('x-cache')).toBe('MISS')
})
