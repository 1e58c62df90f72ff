import { chromium } from '@playwright/test'
import { linksFor } from './app/server/links.server'

const base = 'http://127.0.0.1:8791'
const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' })
  const context = await browser.newContext({ baseURL: base, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' })
  const page = await context.newPage()
  await page.goto('/admin')
  await page.getByLabel('Wachtwoord').fill('paardenslagerij-lokaal')
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await page.getByRole('heading', { name: 'Overzicht' }).waitFor()
  const lists = await (await page.request.get('/api/admin/prices')).json()
  const first = (lists.lists ?? lists)[0]
  const { id: _, ...draft } = first
  const published = await page.request.post('/api/admin/prices', {
    data: { ...draft, name: 'Tarieven met aanbetaling', validFrom: addDays(1), terms: { ...draft.terms, depositPercent: 30 } },
  })
  console.log('publish', published.status(), await published.text())
  let date = addDays(150)
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(151)
  const created = await page.request.post('/api/bookings', {
    data: {
      name: 'Anouk de Boer', email: 'anouk@voorbeeld.nl', phone: '06 12345678', company: 'De Boer Advies',
      street: 'Dorpsstraat 1', postcode: '1713 HA', city: 'Obdam', country: 'NL',
      date, numPeople: 12, dayParts: 3, meetingType: 'luxe', lunchType: 'basis', type: 'vergadering', newsletter: false,
    },
  })
  console.log('booking', created.status(), await created.text())
  const { bookingId } = await created.json()
  const confirmed = await page.request.post(`/api/bookings/${bookingId}/send-email`, {
    data: { type: 'confirm', subject: 'Bevestiging', message: 'Beste Anouk, je boeking is bevestigd.' },
  })
  console.log('confirm', confirmed.status())
  const links = linksFor({ SIGNING_SECRET: 'local-only-signing-secret-0123456789abcdef', SITE_URL: base })
  const manage = (await links.manage(bookingId, Date.now())).replace(/^https?:\/\/[^/]+/, '')
  for (const [name, width] of [['desktop', 1280], ['phone', 390]] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/admin/boekingen/${bookingId}`)
    await page.screenshot({ path: `/tmp/shot-booking-${name}.png`, fullPage: true })
    await page.goto('/admin')
    await page.screenshot({ path: `/tmp/shot-overview-${name}.png` })
    await page.goto('/admin/prijzen')
    await page.getByRole('group', { name: 'Aanbetaling' }).scrollIntoViewIfNeeded()
    await page.getByRole('group', { name: 'Aanbetaling' }).screenshot({ path: `/tmp/shot-prices-${name}.png` })
    await page.goto(manage)
    await page.getByRole('region', { name: 'Facturen' }).screenshot({ path: `/tmp/shot-customer-${name}.png` })
  }
  await browser.close()
}
main().catch((error) => {
  console.error(error)
  process.exit(1)
})
