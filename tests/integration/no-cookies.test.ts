/**
 * The public site sets no cookies: not on any page, not on the answers to its forms,
 * not on a customer's own booking page. /privacy says so instead of asking with a banner.
 */
import { expect, test } from 'vitest'
import { inDays } from '../support/worker/bookings'
import { formFields } from '../support/worker/forms'
import { callWorker, postForm } from '../support/worker/requests'

const pages = [
  '/',
  '/over-ons',
  '/geschiedenis',
  '/agenda',
  '/tarieven',
  '/calculator',
  '/boeken',
  '/contact',
  '/privacy',
  '/voorwaarden',
  '/nieuwsbrief',
  '/wachtlijst',
  '/diensten/vergaderen',
  '/tarieven/aanvragen?soort=boeking',
  '/mijn-boeking?sleutel=vervalst',
  '/betalen?sleutel=vervalst',
  '/sitemap.xml',
  '/downloads/prijslijst.pdf',
  '/bestaat-niet',
]

test.each(pages)('%s sets no cookie', async (path) => {
  const response = await callWorker(path, { redirect: 'manual' })
  expect(response.status).toBeLessThan(500)
  expect(response.headers.get('set-cookie')).toBeNull()
})

test('the public forms answer without a cookie, with JavaScript and without', async () => {
  const posts: [string, Record<string, string>][] = [
    ['/contact', { name: 'Anna', email: 'anna@voorbeeld.nl', subject: 'Vraag', message: 'Is er parkeerplaats?' }],
    ['/nieuwsbrief', { email: 'anna@voorbeeld.nl' }],
    ['/wachtlijst', { email: 'anna@voorbeeld.nl', date: inDays(20), dayParts: '3', consent: 'on' }],
  ]
  for (const [path, fields] of posts)
    for (const enhanced of [{}, { _enhanced: '1' }] as Record<string, string>[]) {
      const response = await postForm(path, await formFields({ ...fields, ...enhanced }))
      expect(response.status, path).toBeLessThan(400)
      expect(response.headers.get('set-cookie'), path).toBeNull()
    }
})

test('the privacy statement says there are no cookies, and how long data is kept', async () => {
  const html = await (await callWorker('/privacy')).text()
  expect(html).toContain('Deze website plaatst geen cookies')
  expect(html).toContain('Contactberichten en wijzigingsverzoeken')
  expect(html).toContain('1 jaar na ontvangst')
  expect(html).toContain('7 jaar na het jaar van de factuur (wettelijke bewaarplicht)')
  expect(html).toContain('Autoriteit Persoonsgegevens')
  for (const processor of ['Cloudflare', 'Resend', 'Mollie']) expect(html).toContain(processor)
})

test('/voorwaarden gives the terms the quotes, invoices and mails give', async () => {
  const html = await (await callWorker('/voorwaarden')).text()
  expect(html).toContain('Annuleer je 14 dagen of langer voor de datum, dan betaal je niets.')
  expect(html).toContain('die betaal je binnen 14 dagen na de factuurdatum')
  expect(html).toContain('Een offerte is 30 dagen geldig.')
})
