/**
 * Every page is valid HTML by the W3C Nu HTML checker (vnu), as the server sends it to the browser:
 * the public pages, the customer's pages from the links in the mails, and the owner's pages. All
 * documents go through one run of vnu (tests/support/node/nu-checker.ts); warnings do not count.
 */
import type { APIRequestContext } from '@playwright/test'
import { listTabs } from '~/lib/admin-lists'
import { bookableDate, bookingPayload } from '../support/booking-dates'
import { type HtmlDocument, nuErrors } from '../support/node/nu-checker'
import { expect, login, test } from './fixtures'
import { linkFromMail } from './mail'
import { allPaths } from './routes'

async function fetchPages(request: APIRequestContext, paths: string[]): Promise<HtmlDocument[]> {
  const documents: HtmlDocument[] = []
  for (const path of paths) {
    const response = await request.get(path)
    expect(response.status(), path).toBeLessThan(500)
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
    documents.push({ name: `${path} (${response.status()})`, html: await response.text() })
  }
  return documents
}

/** The first link in `html` matching `href` (a pattern of the path), as a path with its query. */
function linkIn(html: string, href: RegExp): string {
  const found = html.match(new RegExp(`href="(${href.source})"`))?.[1]
  expect(found, `a link matching ${href} in the page`).toBeTruthy()
  return (found ?? '').replaceAll('&amp;', '&')
}

/**
 * A form as the browser posts it without JavaScript, with its hidden fields (the honeypot token,
 * the calculation) and `fields` filled in wrongly: the action answers 400 with the page and its errors.
 */
async function postedWithErrors(request: APIRequestContext, path: string, fields: Record<string, string>) {
  const page = await (await request.get(path)).text()
  const hidden = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name = '', value = '']) => [name, value.replaceAll('&amp;', '&')] as const,
  )
  const response = await request.post(path, { form: { ...Object.fromEntries(hidden), ...fields } })
  expect(response.status(), `${path} posted with errors`).toBe(400)
  return { name: `${path} (posted with errors)`, html: await response.text() }
}

test('every page, public, the customer’s and the owner’s, has no errors in the W3C Nu HTML checker', async ({
  page,
  visitor,
}, testInfo) => {
  test.slow()
  const email = 'nu.checker@voorbeeld.nl'
  const date = bookableDate(95)

  // A booking of its own: requested, then confirmed by the owner with an invoice and a mail.
  const created = await visitor.request.post('/api/bookings', {
    data: { ...bookingPayload(), name: 'Nina Checker', email, date },
  })
  expect(created.status()).toBe(201)
  const { bookingId } = await created.json()
  const booking = `/admin/boekingen/${bookingId}`
  await login(page)
  const requested = await fetchPages(page.request, [
    booking,
    `${booking}?beslissing=confirm`,
    `${booking}?beslissing=optie`,
    `${booking}?beslissing=reject`,
  ])
  await page.goto(booking)
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('dialog', { name: 'Boeking bevestigen' }).getByRole('button', { name: 'Versturen' }).click()
  await download
  await expect(page.getByRole('status').filter({ hasText: 'Boeking bevestigd' })).toBeVisible()

  // The customer's link, from the confirmation mail, read on the owner's mail page.
  const own = await linkFromMail(page, email, /^Bevestiging van je boeking/, '/mijn-boeking')
  const mail = new URL(page.url()).pathname

  const html = async (path: string) => (await page.request.get(path)).text()
  const confirmed = await html(booking)
  const invoice = linkIn(confirmed, /\/admin\/facturen\/\d+/)
  const customer = linkIn(confirmed, /\/admin\/klanten\/\d+/)
  const quote = linkIn(await html('/admin?tab=offertes'), /\/admin\/offertes\/\d+/)
  const agendaItem = linkIn(await html('/admin/agenda'), /\/admin\/agenda\/\d+/)
  const owner = await fetchPages(page.request, [
    ...listTabs.map((tab) => `/admin?tab=${tab}`),
    booking,
    `${booking}?beslissing=cancel`,
    invoice,
    `${invoice}?crediteren=1`,
    ...['overzicht', 'contactgeschiedenis', 'boekingen', 'logboek', 'privacy'].map((tab) => `${customer}?tab=${tab}`),
    `${customer}?tab=overzicht&bewerken=1`,
    `${customer}?tab=privacy&wissen=1`,
    quote,
    mail,
    '/admin/sluitingen',
    '/admin/klanten',
    '/admin/boekhouding',
    '/admin/prijzen',
    '/admin/kalender',
    `/admin/kalender?week=${date}`,
    `/admin/dag/${date}`,
    `/admin/catering?van=${date}&tot=${date}`,
    '/admin/catering?van=2027-01-02&tot=2026-12-01',
    '/admin/agenda',
    agendaItem,
    `${agendaItem}?verwijderen=1`,
    '/admin/boekingen/999999',
  ])

  const ownPage = await (await visitor.request.get(own)).text()
  const customerPages = await fetchPages(visitor.request, [
    own,
    `${own}&annuleren=1`,
    linkIn(ownPage, /\/betalen\?[^"]+/),
    '/mijn-boeking?sleutel=vervalst',
    '/betalen?sleutel=vervalst',
    `/wachtlijst?datum=${date}&dagdeel=3`,
    '/wachtlijst?aangemeld=1',
    '/wachtlijst/bevestigen?sleutel=vervalst',
  ])

  const publicPages = await fetchPages(visitor.request, [
    ...allPaths,
    '/tarieven/aanvraag-ontvangen',
    '/nieuwsbrief/afmelden?token=ongeldig',
  ])
  const wrong = { name: '', email: 'geen-adres' }
  const withErrors = [
    await postedWithErrors(visitor.request, '/contact', { ...wrong, subject: '', message: '' }),
    await postedWithErrors(
      visitor.request,
      `/tarieven/aanvragen?soort=boeking&datum=${date}&personen=8&dagdeel=1`,
      wrong,
    ),
  ]

  const errors = await nuErrors(
    [...publicPages, ...withErrors, ...customerPages, ...requested, ...owner],
    testInfo.outputPath('html'),
  )
  expect(errors).toEqual([])
})
