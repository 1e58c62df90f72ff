/**
 * The spec's empty states, on the rendered pages where they belong (spec §8). Where a page departs
 * from one of the spec's literal texts, docs/decisions/031-the-venues-own-facts-over-the-spec.md
 * says which and why.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { adminCookie, asAdmin } from '../support/worker/admin'

/** The text of the page's main content, tags removed, entities of the texts below decoded. */
async function textOf(cookie: string, path: string) {
  const response = await asAdmin(cookie, path)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  return main
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

test('the owner’s lists say the spec’s words when there is nothing to show', async () => {
  const cookie = await adminCookie()
  expect(await textOf(cookie, '/admin?tab=boekingen')).toContain('Geen boekingen gevonden')
  expect(await textOf(cookie, '/admin?tab=klanten')).toContain('Geen klanten gevonden')
  expect(await textOf(cookie, '/admin?tab=offertes')).toContain('Geen offertes gevonden')
})

test('a customer without notes, contact moments, bookings or quotes says so in the spec’s words', async () => {
  await env.DB.prepare("INSERT INTO customers (id, name, email) VALUES (3, 'Eva de Graaf', 'eva@voorbeeld.nl')").run()
  const cookie = await adminCookie()
  expect(await textOf(cookie, '/admin/klanten/3')).toContain('Geen notities beschikbaar.')
  expect(await textOf(cookie, '/admin/klanten/3?tab=contactgeschiedenis')).toContain(
    'Nog geen contactmomenten geregistreerd.',
  )
  const records = await textOf(cookie, '/admin/klanten/3?tab=boekingen')
  expect(records).toContain('Geen boekingen gevonden')
  expect(records).toContain('Geen offertes gevonden')
})
