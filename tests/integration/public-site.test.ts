import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { venue } from '~/content/venue'
import { addDays, amsterdamDate } from '~/lib/dates'
import { readPdf } from '../support/pdf'
import { firstPriceList } from '../support/price-lists'
import { callWorker, expireCachedPage, request } from '../support/worker/requests'

const publicPages = [
  '/',
  '/over-ons',
  '/geschiedenis',
  '/agenda',
  '/tarieven',
  '/boeken',
  '/contact',
  '/privacy',
  '/voorwaarden',
  '/diensten/vergaderen',
  '/diensten/workshops',
  '/diensten/coaching',
  '/diensten/fotoshoots',
  '/diensten/teambuilding',
]

/** The spec's generic service pages, which now answer with a permanent redirect to their service. */
const movedPages: [from: string, to: string][] = [
  ['/diensten/fotostudio', '/diensten/fotoshoots'],
  ['/diensten/coaching-training', '/diensten/coaching'],
]

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1]

test.each(publicPages)('%s has its own description, canonical link, Open Graph and Twitter tags', async (path) => {
  const html = await (await request(path)).text()
  expect(metaContent(html, 'name', 'description')?.length).toBeGreaterThan(40)
  expect(html).toContain(`<link rel="canonical" href="https://venue.test${path === '/' ? '/' : path}"/>`)
  for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type'])
    expect(metaContent(html, 'property', key), key).toBeTruthy()
  for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
    expect(metaContent(html, 'name', key), key).toBeTruthy()
  expect(metaContent(html, 'property', 'og:image')).toMatch(/^https:\/\/venue\.test\/images\/.+-1600\.jpg$/)
})

test.each(movedPages)('%s answers with a permanent redirect to its service page %s', async (from, to) => {
  const response = await request(from, { redirect: 'manual' })
  expect(response.status).toBe(301)
  expect(response.headers.get('location')).toBe(to)
  const html = await (await request(from)).text()
  expect(html).toContain(`<link rel="canonical" href="https://venue.test${to}"/>`)
})

test('the home page carries LocalBusiness structured data with the spec’s details', async () => {
  const html = await (await request('/')).text()
  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1]
  const data = JSON.parse(json ?? '{}')
  expect(data).toMatchObject({
    '@type': 'LocalBusiness',
    name: venue.name,
    priceRange: '€€',
    currenciesAccepted: 'EUR',
    paymentAccepted: 'Cash, Credit Card, Bank Transfer',
    telephone: '+31226451890',
    address: {
      streetAddress: venue.address.street,
      postalCode: venue.address.postalCode,
      addressLocality: venue.address.city,
    },
    geo: { latitude: venue.address.latitude, longitude: venue.address.longitude },
    areaServed: { geoRadius: 50000 },
    openingHoursSpecification: [{ opens: '08:30', closes: '17:00' }],
  })
})

test('the home page preloads the hero picture with high priority and lazy-loads the rest', async () => {
  const html = await (await request('/')).text()
  const preload = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? ''
  for (const part of [
    'type="image/avif"',
    'fetchPriority="high"',
    'imageSrcSet="/images/vergaderruimte-480.avif 480w',
    'imageSizes="100vw"',
  ])
    expect(preload).toContain(part)
  const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0])
  expect(images[0]).toContain('fetchPriority="high"')
  expect(images[0]).toContain('loading="eager"')
  expect(images.slice(1).every((image) => image.includes('loading="lazy"'))).toBe(true)
  expect(
    images.every((image) => /width="\d+"/.test(image) && /height="\d+"/.test(image) && /alt="[^"]{10,}"/.test(image)),
  ).toBe(true)
})

test('the home page has the spec’s sections and anchors in order', async () => {
  const html = await (await request('/')).text()
  const anchors = ['id="home"', 'id="over-ons"', 'id="diensten"', 'id="galerij"', 'id="contact"'].map((anchor) =>
    html.indexOf(anchor),
  )
  expect(anchors.every((index) => index > 0)).toBe(true)
  expect([...anchors].sort((a, b) => a - b)).toEqual(anchors)
  for (const slug of ['vergaderen', 'workshops', 'fotoshoots', 'coaching'])
    expect(html).toContain(`href="/diensten/${slug}"`)
  for (const [moved] of movedPages) expect(html).not.toContain(`href="${moved}"`)
  expect(html).toContain('Uniek in Noord-Holland')
  expect(html).toContain('Bekijk tarieven')
  expect(html).toContain('title="Kaart: ')
  expect(html).toContain('loading="lazy"')
})

test('sitemap.xml lists the public pages and robots.txt points to it and keeps /admin out', async () => {
  const sitemap = await (await request('/sitemap.xml')).text()
  for (const path of publicPages) expect(sitemap).toContain(`<loc>https://venue.test${path}</loc>`)
  for (const [moved] of movedPages) expect(sitemap).not.toContain(`<loc>https://venue.test${moved}</loc>`)
  expect(sitemap).not.toContain('/admin')
  const robots = await (await request('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Sitemap: https://venue.test/sitemap.xml')
})

test('/agenda shows upcoming published events from the database, and a friendly empty state', async () => {
  expect(await (await callWorker('/agenda')).text()).toContain('Binnenkort meer')
  const today = amsterdamDate(new Date())
  await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO events (title, description, date, start_time, end_time, price_cents) ' +
        "VALUES ('Open dag', 'Kom kijken.', ?, '10:00', '15:00', NULL)",
    ).bind(addDays(today, 10)),
    env.DB.prepare(
      'INSERT INTO events (title, description, date, start_time, end_time, price_cents) ' +
        "VALUES ('Voorbij', 'Was leuk.', ?, '10:00', '12:00', 1000)",
    ).bind(addDays(today, -3)),
    env.DB.prepare(
      'INSERT INTO events (title, description, date, start_time, end_time, price_cents, published) ' +
        "VALUES ('Concept', 'Nog geheim.', ?, '10:00', '12:00', 1000, 0)",
    ).bind(addDays(today, 5)),
  ])
  const cached = await callWorker('/agenda')
  expect(cached.headers.get('x-cache')).toBe('HIT')
  expect(await cached.text(), 'within its lifetime (s-maxage=60) the edge may serve the old page').toContain(
    'Binnenkort meer',
  )
  await expireCachedPage('/agenda')
  const html = await (await callWorker('/agenda')).text()
  expect(html).toContain('Open dag')
  expect(html).toContain('Gratis toegang')
  expect(html).not.toContain('Voorbij')
  expect(html).not.toContain('Concept')
})

test('the parking guide downloads as a real PDF about parking at the venue', async () => {
  const response = await request('/downloads/parkeerwijzer.pdf')
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const pdf = await readPdf(await response.arrayBuffer())
  expect(pdf.hasBoldText('Parkeerwijzer')).toBe(true)
  expect(pdf.hasBoldText('Met de auto')).toBe(true)
})

/** A link to `to` whose text is `label`. */
const linkTo = (to: string, label: string) => new RegExp(`<a [^>]*href="${to}"[^>]*>${label}</a>`)

test('service pages show the spec’s anchors, vanaf prices and calls to action', async () => {
  // A service priced by the calculator books from /tarieven; one priced 'op maat' asks for a quote.
  type Calls = [to: string, label: string][]
  const calculator: Calls = [
    ['/tarieven', 'Bereken prijs en boek'],
    ['/contact', 'Neem contact op'],
  ]
  const opMaat: Calls = [
    ['/contact', 'Neem contact op'],
    ['/boeken', 'Bekijk de beschikbaarheid'],
  ]
  const pages: Record<string, { anchor: string; calls: Calls }> = {
    workshops: { anchor: 'workshop-types', calls: opMaat },
    coaching: { anchor: 'coaching-types', calls: opMaat },
    fotoshoots: { anchor: 'photo-types', calls: opMaat },
    teambuilding: { anchor: 'activities', calls: calculator },
  }
  for (const [slug, { anchor, calls }] of Object.entries(pages)) {
    const html = await (await request(`/diensten/${slug}`)).text()
    expect(html, slug).toContain(`id="${anchor}"`)
    expect(html, slug).toContain('vanaf €\u00a0175,00')
    expect(html, slug).toContain('href="/tarieven"')
    expect(html, slug).toContain('href="/contact"')
    for (const [to, label] of calls) expect(html, `${slug}: ${label}`).toMatch(linkTo(to, label))
  }
  expect(await (await request('/diensten/vergaderen')).text()).toContain('Direct contact')
  // What the spec's photo studio page told (capacity, duration, equipment, catering, packages and a
  // quote) is on /diensten/fotoshoots, where /diensten/fotostudio now leads.
  const studio = await (await request('/diensten/fotoshoots')).text()
  for (const text of [
    `Tot ${firstPriceList.terms.maxPeople} personen op de set`,
    `Ochtend of middag, tot ${firstPriceList.terms.maxPeople} personen op de set`,
    'Voorzieningen voor fotografen',
    'Een papieren achtergrondsysteem van 2,7 meter, twee softboxen met statief, een kledingrek en een spiegel.',
    'Koffie, thee en lunch voor jou, je team en je modellen regelen we graag.',
    'Prijzen vanaf',
    'Dit zijn richtprijzen.',
    'vanaf €\u00a0320,00',
    'Voor een exacte prijs maken we graag een offerte op maat',
  ])
    expect(studio).toContain(text)
})

test('the footer links to the agenda; /nieuwsbrief has its form once, not again in the footer', async () => {
  expect(await (await request('/voorwaarden')).text()).toContain('href="/agenda"')
  const html = await (await request('/nieuwsbrief')).text()
  expect(html.match(/aria-label="Inschrijven voor de nieuwsbrief"/g)).toHaveLength(1)
})
