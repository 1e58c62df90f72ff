import { expect, test } from 'vitest'
import { venue } from '~/content/venue'
import { request, titleOf } from '../support/worker/requests'

/** Every path of the spec's route table, with the title its page must carry. */
const routes: [path: string, title: string][] = [
  ['/', venue.name],
  ['/over-ons', `Over ${venue.name}`],
  ['/geschiedenis', `Het verhaal van ${venue.name}`],
  ['/agenda', 'Agenda'],
  ['/tarieven', 'Tarieven'],
  ['/calculator', 'Tarieven'],
  ['/contact', 'Contact'],
  ['/boeken', 'Boek de ruimte'],
  ['/diensten/vergaderen', 'Vergaderen'],
  ['/diensten/workshops', 'Workshops'],
  ['/diensten/coaching', 'Coaching & training'],
  ['/diensten/fotoshoots', 'Fotoshoots'],
  ['/diensten/teambuilding', 'Teambuilding'],
]

/** The spec's generic service pages: one page per service now, so they redirect to it for good. */
const moved: [path: string, to: string, title: string][] = [
  ['/diensten/fotostudio', '/diensten/fotoshoots', 'Fotoshoots'],
  ['/diensten/coaching-training', '/diensten/coaching', 'Coaching & training'],
]

test.each(routes)('%s renders on the server inside the shell with its own title', async (path, title) => {
  const response = await request(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  const html = await response.text()
  expect(html).toMatch(/^<!DOCTYPE html><html lang="nl">/)
  expect(titleOf(html)).toContain(title.replace('&', '&amp;'))
  expect(html).toContain('aria-label="Hoofdmenu"')
  expect(html).toContain(`KvK ${venue.kvk}`)
})

test.each(moved)('%s redirects permanently to %s, which renders with the title %s', async (path, to, title) => {
  const response = await request(path, { redirect: 'manual' })
  expect(response.status).toBe(301)
  expect(response.headers.get('location')).toBe(to)
  const html = await (await request(path)).text()
  expect(titleOf(html)).toBe(`${title.replace('&', '&amp;')} | ${venue.name}`)
  expect(html).toContain('aria-label="Hoofdmenu"')
})

test('/admin renders its own shell with the title Beheer and no public menu', async () => {
  const html = await (await request('/admin')).text()
  expect(titleOf(html)).toBe('Beheer | De Oude Paardenslagerij')
  expect(html).toMatch(/^<!DOCTYPE html><html lang="nl">/)
  expect(html).not.toContain('aria-label="Hoofdmenu"')
  expect(html).toContain('noindex, nofollow')
})

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)

test.each([
  '/',
  '/over-ons',
  '/geschiedenis',
  '/agenda',
  '/contact',
  '/nieuwsbrief',
  '/diensten/vergaderen',
  '/bestaat-niet',
])('%s loads no JavaScript: no module script, no module preload, only data blocks (ADR 019)', async (path) => {
  const html = await (await request(path)).text()
  expect(html).not.toContain('rel="modulepreload"')
  for (const tag of scriptTags(html)) expect(tag).toMatch(/type="application\/ld\+json"/)
})

test.each(['/tarieven', '/calculator', '/boeken', '/admin'])(
  "%s loads React Router's scripts as React Router renders them (ADR 019)",
  async (path) => {
    const html = await (await request(path)).text()
    expect(html).toContain('rel="modulepreload"')
    expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">[^<]*import \* as route0 from "[^"]+";/)
    expect(html).toContain('window.__reactRouterContext')
  },
)

test('every page has a different title', async () => {
  const titles = new Set<string | undefined>()
  for (const [path] of routes.filter(([path]) => path !== '/calculator')) {
    titles.add(titleOf(await (await request(path)).text()))
  }
  expect(titles.size).toBe(routes.length - 1)
})

test('an unknown path renders the Dutch not-found page with status 404', async () => {
  const response = await request('/deze/pagina/bestaat-niet')
  expect(response.status).toBe(404)
  const html = await response.text()
  expect(titleOf(html)).toContain('404 - Pagina niet gevonden')
  expect(html).toContain('Pagina niet gevonden')
  expect(html).toContain('aria-label="Hoofdmenu"')
})

test('an unknown service renders "Dienst niet gevonden" with status 404 and a way back to #diensten', async () => {
  const response = await request('/diensten/paardrijden')
  expect(response.status).toBe(404)
  const html = await response.text()
  expect(html).toContain('Dienst niet gevonden')
  expect(html).toContain('href="/#diensten"')
})

test('a form post to a page without a form answers 405 with a Dutch error page, not a stack trace', async () => {
  const response = await request('/over-ons', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'a=1',
  })
  expect(response.status).toBe(405)
  const html = await response.text()
  expect(html).toContain('Dat kan hier niet')
  // No stack trace frames ("at fn (file:line)") reach the visitor.
  expect(html).not.toMatch(/\bat \S+ \(\S+:\d+:\d+\)/)
})

test('the header carries every menu link of the spec and the footer its quick links', async () => {
  const html = await (await request('/')).text()
  for (const href of [
    '/diensten/vergaderen',
    '/diensten/workshops',
    '/diensten/coaching',
    '/diensten/fotoshoots',
    '/diensten/teambuilding',
    '/tarieven',
    '/geschiedenis',
    '/contact',
    '/admin',
    '/#diensten',
  ]) {
    expect(html).toContain(`href="${href}"`)
  }
  expect(html).toContain('>Mogelijkheden')
  expect(html).toContain('>Boeken</a>')
})
