import { amsterdamInstant } from '~/lib/availability'
import { defaultOptieUntil } from '~/lib/optie'
import { bookableDate, inDays } from '../support/booking-dates'
import { requestBooking } from './bookings'
import { expect, login, test } from './fixtures'
import { linkFromMail } from './mail'

/**
 * The optie in Chromium (ADR 026), with JavaScript: the owner gives one with the mail dialog, /boeken
 * shows the day as held, the cron reminds the customer, who confirms it from the link; another
 * optie nobody confirms lapses and frees the day.
 *
 * One after the other, in this order: the second runs the cron as it runs tomorrow, which would
 * send the first optie's reminder with tomorrow's words before the first journey's own cron run.
 */
test.describe.configure({ mode: 'default' })

test('the owner gives an optie; the customer is reminded and confirms it from the link', async ({ page, visitor }) => {
  test.slow()
  const date = bookableDate(100)
  const email = 'marit.optie@voorbeeld.nl'
  const id = await requestBooking(visitor.request, { name: 'Marit Optie', email, date })

  await login(page, `/admin/boekingen/${id}`)
  await page.getByRole('button', { name: 'Optie geven' }).click()
  const dialog = page.getByRole('dialog', { name: 'Optie geven' })
  await expect(dialog.getByLabel('Optie tot en met')).toHaveValue(defaultOptieUntil(date, Date.now(), 14))
  await dialog.getByLabel('Optie tot en met').fill(inDays(2))
  await dialog.getByRole('button', { name: 'Versturen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Optie gegeven' })).toBeVisible()

  // Taken for others: no booking button, the waiting list instead.
  await visitor.goto(`/boeken?datum=${date}`)
  const chosen = visitor.getByRole('complementary').filter({ has: visitor.locator('#gekozen-datum') })
  await expect(chosen.getByRole('list', { name: 'Beschikbaarheid per dagdeel' })).toContainText('optie')
  await expect(chosen.getByRole('link', { name: /boeken$/ })).toHaveCount(0)
  await expect(chosen.getByRole('link', { name: 'Op de wachtlijst voor deze dag' })).toBeVisible()

  // Its last day is the day after tomorrow: the cron reminds the customer now.
  expect((await page.request.get('/cdn-cgi/handler/scheduled')).status()).toBe(200)
  await visitor.goto(await linkFromMail(page, email, /^Je optie loopt overmorgen af/, '/mijn-boeking'))
  await expect(visitor.getByRole('definition').filter({ hasText: /^Optie tot en met/ })).toBeVisible()
  const optie = visitor.getByRole('region', { name: 'Optie bevestigen' })
  // The button names the payment obligation it creates (art. 6:230v lid 3 BW).
  await optie.getByRole('button', { name: 'Optie bevestigen: definitief boeken (met betalingsverplichting)' }).click()
  await expect(visitor.getByRole('status')).toHaveText(
    'Je optie is bevestigd: het is nu een boeking. De bevestiging en de factuur komen per e-mail.',
  )
  await expect(visitor.getByRole('definition').filter({ hasText: /^Bevestigd$/ })).toBeVisible()
  await expect(visitor.getByRole('region', { name: 'Facturen' })).toBeVisible()
  await expect(visitor.getByRole('region', { name: 'Optie bevestigen' })).toHaveCount(0)

  await page.goto(`/admin/boekingen/${id}`)
  await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText(
    'Optie bevestigd door de klant via de link in de mail',
  )
  await expect(page.getByRole('button', { name: 'Annuleren', exact: true })).toBeVisible()
})

test('an optie nobody confirms lapses after its last day: the day is free and the customer told', async ({
  page,
  visitor,
}) => {
  test.slow()
  const date = bookableDate(110)
  const email = 'rik.verloopt@voorbeeld.nl'
  const id = await requestBooking(visitor.request, { name: 'Rik Verloopt', email, date })
  await login(page, `/admin/boekingen/${id}`)
  await page.getByRole('button', { name: 'Optie geven' }).click()
  const dialog = page.getByRole('dialog', { name: 'Optie geven' })
  // Until the end of today: the customer has the rest of the day.
  await dialog.getByLabel('Optie tot en met').fill(inDays(0))
  await dialog.getByRole('button', { name: 'Versturen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Optie gegeven' })).toBeVisible()
  await page.goto(`/admin/boekingen/${id}`)
  await expect(page.getByRole('term').filter({ hasText: 'Optie tot en met' })).toBeVisible()

  // Nobody answered: the cron runs just after midnight (wrangler's `time`, in epoch milliseconds).
  // Only a few seconds into tomorrow, so the other journeys' bookings are not moved on.
  const justAfterMidnight = amsterdamInstant(inDays(1), '00:00') + 5_000
  // The trigger as a developer curls it locally, through the cron gateway (ADR 018).
  const cron = await page.request.get(`/cdn-cgi/handler/scheduled?time=${justAfterMidnight}`)
  expect(cron.status()).toBe(200)
  expect(await cron.text()).toBe('ok')

  await page.goto(`/admin/boekingen/${id}`)
  await expect(page.getByText('geannuleerd (verlopen)')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText('Optie verlopen')
  await page.goto(`/admin?tab=mail&q=${encodeURIComponent(email)}`)
  await expect(page.getByRole('link', { name: /^Je optie op .* is verlopen/ })).toBeVisible()
  await visitor.goto(`/boeken?datum=${date}`)
  await expect(visitor.getByRole('link', { name: 'Hele dag boeken' })).toBeVisible()
})
