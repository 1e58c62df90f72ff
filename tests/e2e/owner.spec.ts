import { demoBookings } from '../../db/seed-data'
import { bookableDate } from '../support/booking-dates'
import { requestBooking } from './bookings'
import { expect, login, searchAsOwner, test } from './fixtures'

/**
 * The owner runs the venue from /admin: closures, the calendar and its subscription,
 * the agenda, lists with filters, and the log of it all. The end-to-end server's database is
 * shared by the tests, so each uses its own dates and names.
 */

const longDate = (date: string) =>
  new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  )

test('the owner closes a day: the website shows it gesloten, then opens it again', async ({ page }) => {
  const date = bookableDate(40)
  await login(page)
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Sluitingen' }).click()
  const form = page.getByRole('region', { name: 'Dagen sluiten' })
  await form.getByLabel('Eerste dag').fill(date)
  await form.getByRole('radio', { name: 'Hele dag' }).check()
  await form.getByLabel('Reden (alleen voor jezelf)').fill('Nieuwe vloer')
  await form.getByRole('button', { name: 'Sluiten' }).click()
  await expect(page.getByRole('status')).toHaveText('De ruimte is gesloten op de gekozen dagen.')
  const planned = page.getByRole('region', { name: 'Gepland' })
  await expect(planned).toContainText('Nieuwe vloer')

  // The visitor's view (a fresh address, so the edge cache has nothing for it yet).
  const visitor = await page.context().browser()?.newPage()
  if (!visitor) throw new Error('no second page')
  await visitor.goto(`/boeken?datum=${date}&v=1`)
  const panel = visitor.locator('#dagdeel-status')
  await expect(panel).toContainText('gesloten')
  await expect(panel).not.toContainText('Nieuwe vloer')
  await visitor.goto(`/tarieven?datum=${date}&personen=8&dagdeel=1`)
  await expect(visitor.getByText('Op deze datum is de ruimte gesloten.')).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Boeking aanvragen' })).toBeHidden()

  await planned.getByRole('button', { name: new RegExp(`^Heropenen: ${longDate(date)}`) }).click()
  await expect(page.getByRole('status')).toHaveText('De dagen zijn weer open voor boekingen.')
  await visitor.goto(`/tarieven?datum=${date}&personen=8&dagdeel=1&v=2`)
  await expect(visitor.getByRole('link', { name: 'Boeking aanvragen' })).toBeVisible()
  await visitor.close()
})

test('a closure over a confirmed booking is refused and names the booking', async ({ page }) => {
  await login(page)
  await searchAsOwner(page, 'de vries')
  const confirmed = page.getByRole('row').filter({ hasText: 'Sanne de Vries' }).filter({ hasText: 'bevestigd' }).first()
  const dateText = (await confirmed.getByRole('cell').nth(1).textContent()) ?? ''
  await page.goto('/admin/sluitingen')
  const months = [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ]
  const [day = '', month = '', year = ''] = dateText.split(' ')
  const iso = `${year}-${String(months.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`
  const form = page.getByRole('region', { name: 'Dagen sluiten' })
  await form.getByLabel('Eerste dag').fill(iso)
  await form.getByLabel('Reden (alleen voor jezelf)').fill('Privégebruik')
  await form.getByRole('button', { name: 'Sluiten' }).click()
  await expect(form.getByRole('alert')).toContainText('Op deze dagen staan bevestigde boekingen')
  await expect(form.getByRole('link', { name: /Boeking \d+: Sanne de Vries/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Gepland' })).not.toContainText('Privégebruik')
})

test('the calendar shows the month, moves by arrow keys, opens a week, and links to a booking', async ({ page }) => {
  await login(page)
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Kalender' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender')
  const today = await page.locator('[data-date][aria-current="date"]').getAttribute('data-date')
  await page.locator('[data-date][aria-current="date"]').focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.locator(':focus')).toHaveAttribute('data-date', /\d{4}-\d{2}-\d{2}/)
  const moved = await page.locator(':focus').getAttribute('data-date')
  expect(moved).not.toBe(today)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`week=${moved}`))
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(/week van/i)

  // The month with the demo data's confirmed booking links to it.
  const confirmed = demoBookings().find((booking) => booking.status === 'bevestigd')
  await page.goto(`/admin/kalender?maand=${confirmed?.date.slice(0, 7)}`)
  await page
    .getByRole('link', { name: /\(bevestigd\)$/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Boeking')
})

test('the owner makes a calendar subscription link, which a calendar can read until it is revoked', async ({
  page,
  request,
}) => {
  await login(page, '/admin/kalender')
  const feed = page.getByRole('region', { name: 'Agenda-abonnement' })
  const make = feed.getByRole('button', { name: /Abonnementslink maken|Nieuwe link maken/ })
  await make.click()
  await expect(feed.getByRole('status')).toContainText('Er is een nieuwe abonnementslink')
  const url = await feed.getByLabel(/Abonnementslink/).inputValue()
  const path = new URL(url).pathname
  const answer = await request.get(path)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await answer.text()).toContain('BEGIN:VCALENDAR')
  await feed.getByRole('button', { name: 'Link intrekken' }).click()
  await expect(feed.getByRole('status')).toContainText('ingetrokken')
  expect((await request.get(path)).status()).toBe(404)
})

test('the owner adds an activity to the agenda, hides it, and removes it after confirming', async ({ page }) => {
  const title = `Proeverij ${Date.now()}`
  await login(page, '/admin/agenda')
  await page.getByRole('link', { name: 'Nieuwe activiteit' }).click()
  await page.getByLabel('Titel').fill(title)
  await page.getByLabel('Beschrijving').fill('Proef de lunch van onze cateraar en bekijk de ruimte.')
  await page.getByLabel('Datum').fill(bookableDate(25))
  // In the evening: it holds no day part, so the journeys that book the same days never meet it (ADR 031).
  await page.getByLabel('Begintijd').fill('19:00')
  await page.getByLabel('Eindtijd').fill('18:00')
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('De eindtijd ligt na de begintijd.')).toBeVisible()
  await page.getByLabel('Eindtijd').fill('21:00')
  await page.getByLabel('Prijs per persoon, incl. btw').fill('7,50')
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByRole('status')).toContainText('De activiteit is opgeslagen')

  const visitor = await page.context().browser()?.newPage()
  if (!visitor) throw new Error('no second page')
  await visitor.goto(`/agenda?v=${title.length}`)
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible()
  await expect(visitor.getByText('€ 7,50 per persoon, incl. btw')).toBeVisible()

  await page.getByRole('button', { name: `Verbergen: ${title}` }).click()
  await expect(page.getByRole('status')).toContainText('niet meer op de website')
  await visitor.goto(`/agenda?v=${title.length + 1}`)
  await expect(visitor.getByRole('heading', { name: title })).toBeHidden()
  await visitor.close()

  await page.getByRole('link', { name: title }).click()
  await page.getByRole('link', { name: 'Activiteit verwijderen' }).click()
  await expect(page.getByRole('alert')).toContainText(`Weet je zeker dat je “${title}”`)
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click()
  await expect(page.getByRole('status')).toHaveText('De activiteit is verwijderd.')
  await expect(page.getByRole('link', { name: title })).toBeHidden()
})

test('the bookings list filters by status and orders by date; the log shows what the owner did', async ({ page }) => {
  // A request of its own: the demo's requests are other journeys' to decide, in whatever order they run.
  await requestBooking(page.request, {
    name: 'Vera Filter',
    email: 'vera.filter@voorbeeld.nl',
    date: bookableDate(125),
  })
  await login(page)
  const filters = page.getByRole('search')
  await filters.getByLabel('Status').selectOption('aanvraag')
  await filters.getByLabel('Volgorde').selectOption('datum-op')
  await filters.getByRole('button', { name: 'Zoeken' }).click()
  await expect(page).toHaveURL(/status=aanvraag/)
  const statuses = page.getByRole('region', { name: 'Boekingen' }).getByRole('row').locator('td:nth-child(6)')
  // Retried until the filtered list is on screen: the rows read at once could still be the old list.
  await expect(statuses.first()).toHaveText('aanvraag')
  await expect(statuses.filter({ hasNotText: /^aanvraag$/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Vera Filter' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Filters wissen' })).toBeVisible()

  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Logboek' }).click()
  const log = page.getByRole('region', { name: 'Logboek' })
  await expect(log.getByRole('row').filter({ hasText: 'Ingelogd' }).first()).toBeVisible()
  await page.getByRole('search').getByLabel('Onderwerp').selectOption('session')
  await page.getByRole('search').getByRole('button', { name: 'Zoeken' }).click()
  await expect(page).toHaveURL(/type=session/)
  // Retried until the filtered list is on screen: the rows read at once could still be the old list.
  const entries = log.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(entries.first()).toBeVisible()
  await expect(entries.filter({ hasNotText: /Ingelogd|Uitgelogd/ })).toHaveCount(0)
})

test('the owner records a bank transfer that pays more than the invoice, and then the refund of the rest', async ({
  page,
}) => {
  // Thijs Mulder's request: no other journey touches it.
  await login(page, '/admin/boekingen/7')
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Boeking bevestigen' })
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Versturen' }).click()
  await download
  await expect(page).toHaveURL(/tab=boekingen/)
  await page.goto('/admin/boekingen/7')
  const invoices = page.getByRole('region', { name: 'Facturen' })
  const total = (await invoices.getByRole('listitem').first().textContent())?.match(/€\s?([\d.]+,\d{2})/)?.[1] ?? ''
  await invoices.getByRole('link', { name: /^Factuur \d{4}-\d{4}$/ }).click()
  const cents = Number(total.replaceAll('.', '').replace(',', '')) + 1_000
  await page
    .getByLabel('Overboeking ontvangen (euro)')
    .fill(`${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`)
  await page.getByRole('button', { name: 'Betaling vastleggen' }).click()
  await expect(page.getByRole('status')).toContainText('De betaling is vastgelegd')
  await expect(page.getByText('betaald', { exact: true }).first()).toBeVisible()

  await page.getByRole('link', { name: /^Boeking 7$/ }).click()
  const refund = page.getByRole('region', { name: 'Terug te betalen' })
  await expect(refund).toContainText('€\u00a010,00 meer betaald')
  await expect(refund.getByLabel('Teruggestort bedrag (euro)')).toHaveValue('10,00')
  await refund.getByRole('button', { name: 'Terugbetaling vastleggen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'terugbetaling is vastgelegd' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Terug te betalen' })).toHaveCount(0)
  const history = page.getByRole('region', { name: 'Geschiedenis' })
  await expect(history).toContainText('€\u00a010,00 teruggestort aan de klant')
  await expect(history).toContainText('€\u00a010,00 terug te betalen')
})
