/**
 * The spec's literal texts that the site keeps as written, on the rendered pages where they belong:
 * public pages, the pages a form without JavaScript lands on, and the owner's pages. Where a page
 * departs from one of the spec's texts, docs/decisions/031-the-venues-own-facts-over-the-spec.md says
 * which and why; every other text of the spec is in the table below, so changing one fails here.
 * Texts only JavaScript shows (toasts, a button while sending) are held by tests/unit/spec-texts.test.ts.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { venue } from '~/content/venue'
import { bookableDate } from '../support/booking-dates'
import { ADMIN_PASSWORD, adminCookie, asAdmin, loginRequest } from '../support/worker/admin'
import { insertBooking } from '../support/worker/bookings'
import { callWorker } from '../support/worker/requests'

type Page = {
  /** The page as a browser without JavaScript gets it: a link followed, or a form posted. */
  render: (cookie: string) => Promise<Response>
  status?: number
  /** Whole lines of the page's text; one ending in '…' is the start of a line (the text, then more). */
  texts: string[]
  /** The spec's elements: anchors, how many cards and questions. */
  elements?: (html: string) => void
  /** Behind the owner's login. */
  owner?: boolean
  setup?: () => Promise<void>
}

const get = (path: string) => (cookie: string) => (cookie ? asAdmin(cookie, path) : callWorker(path))

const pages: Record<string, Page> = {
  // Spec §2: the header, the footer and the home page's sections.
  '/': {
    render: get('/'),
    texts: [
      'Uniek in Noord-Holland',
      'Een inspirerende plek met karakter',
      'Meer over ons',
      'Lees onze geschiedenis',
      'Neem contact op',
      'Meer informatie',
    ],
    elements: (html) => {
      const header = linesOf(between(html, '<header', '</header>'))
      const headerLinks = ['Home', 'Mogelijkheden', 'Workshops', 'Fotoshoots', 'Teambuilding']
      const more = ['Tarieven', 'Geschiedenis', 'Contact', 'Boeken']
      expect(
        [...headerLinks, ...more].filter((text) => !header.includes(text)),
        'the header',
      ).toEqual([])
      const footer = linesOf(between(html, '<footer', '</footer>'))
      expect(
        ['Home', 'Geschiedenis', ...more].filter((text) => !footer.includes(text)),
        'the footer',
      ).toEqual([])
      expect(html).toContain('href="/#diensten"')
      for (const anchor of ['home', 'over-ons', 'diensten', 'contact']) expect(html).toContain(`id="${anchor}"`)
      const advantages = between(html, 'aria-labelledby="voordelen-titel"', '</section>')
      expect(advantages.match(/<li/g), 'five advantage cards').toHaveLength(5)
      expect(html.match(/<details[^>]*name="veelgestelde-vragen"/g), 'eight questions').toHaveLength(8)
      const gallery = between(html, 'aria-labelledby="galerij-titel"', '</section>')
      expect(gallery.match(/ id="foto-\d"/g), 'three photos').toHaveLength(3)
    },
  },
  '/geschiedenis': { render: get('/geschiedenis'), texts: [`Het verhaal van ${venue.name}`] },
  '/over-ons': { render: get('/over-ons'), texts: [`Over ${venue.name}`] },
  // Spec §9: the most chosen price of a service.
  'a service': { render: get('/diensten/vergaderen'), texts: ['Populair'] },
  'an unknown service': { render: get('/diensten/bestaat-niet'), status: 404, texts: ['Dienst niet gevonden'] },
  'the contact form, sent': {
    render: get('/contact/verzonden'),
    texts: ['Bericht verzonden', 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.'],
  },
  'a quote, sent': { render: get('/tarieven/offerte-verzonden?nummer=OFF-20261128-001'), texts: ['Offerte verzonden'] },
  'a request without a calculation': {
    render: get('/tarieven/aanvragen?soort=boeking'),
    texts: ['Ontbrekende gegevens', 'Vul alle verplichte velden in…'],
  },
  'the login, with a wrong password': {
    render: () => loginRequest(`${ADMIN_PASSWORD}-fout`),
    status: 401,
    texts: ['Onjuist wachtwoord'],
  },
  // Spec §2 and §8: the owner's tabs, empty lists and what a decision or a change says.
  'the bookings, none': {
    owner: true,
    render: get('/admin?tab=boekingen'),
    texts: ['Boekingen', 'Klanten', 'Offertes', 'Geen boekingen gevonden'],
  },
  'the customers, none': { owner: true, render: get('/admin?tab=klanten'), texts: ['Geen klanten gevonden'] },
  'the quotes, none': { owner: true, render: get('/admin?tab=offertes'), texts: ['Geen offertes gevonden'] },
  'the bookings, after a confirmation': {
    owner: true,
    render: get('/admin?tab=boekingen&melding=confirm&boeking=1'),
    texts: ['Boeking bevestigd…'],
  },
  'the bookings, after a cancellation': {
    owner: true,
    render: get('/admin?tab=boekingen&melding=cancel&boeking=1'),
    texts: ['Boeking geannuleerd…'],
  },
  'a request, its status just changed': {
    owner: true,
    setup: () => insertBooking(1, bookableDate(20)),
    render: get('/admin/boekingen/1?melding=status'),
    texts: ['aanvraag', 'Status bijgewerkt…'],
  },
  'a customer': {
    owner: true,
    setup: addCustomerRow,
    render: get('/admin/klanten/3'),
    texts: ['Overzicht', 'Contactgeschiedenis', 'Boekingen', 'Bewerken', 'Geen notities beschikbaar.'],
  },
  'a customer, edited': {
    owner: true,
    setup: addCustomerRow,
    render: get('/admin/klanten/3?tab=overzicht&bewerken=1'),
    texts: ['Annuleren'],
  },
  'a customer’s contact moments, none': {
    owner: true,
    setup: addCustomerRow,
    render: get('/admin/klanten/3?tab=contactgeschiedenis'),
    texts: ['Nog geen contactmomenten geregistreerd.'],
  },
  'a customer’s bookings and quotes, none': {
    owner: true,
    setup: addCustomerRow,
    render: get('/admin/klanten/3?tab=boekingen'),
    texts: ['Geen boekingen gevonden', 'Geen offertes gevonden'],
  },
}

async function addCustomerRow() {
  await env.DB.prepare("INSERT INTO customers (id, name, email) VALUES (3, 'Eva de Graaf', 'eva@voorbeeld.nl')").run()
}

/** The HTML from the first `start` to the `end` after it. */
function between(html: string, start: string, end: string) {
  const from = html.indexOf(start)
  expect(from, start).toBeGreaterThanOrEqual(0)
  return html.slice(from, html.indexOf(end, from))
}

/** The lines of text a visitor reads in the body: tags, scripts and styles removed, entities decoded. */
function linesOf(html: string): string[] {
  return html
    .slice(Math.max(0, html.indexOf('<body')))
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#xa0;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

const shows = (lines: string[], text: string) =>
  text.endsWith('…') ? lines.some((line) => line.startsWith(text.slice(0, -1))) : lines.includes(text)

test.each(Object.entries(pages))('%s shows the spec’s texts as written', async (name, page) => {
  await page.setup?.()
  const response = await page.render(page.owner ? await adminCookie() : '')
  expect(response.status, name).toBe(page.status ?? 200)
  const html = await response.text()
  const lines = linesOf(html)
  expect(page.texts.filter((text) => !shows(lines, text))).toEqual([])
  page.elements?.(html)
})
