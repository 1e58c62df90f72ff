import { bookableDate } from '../support/booking-dates'
import { inDays, requestBooking } from './bookings'
import { expect, login, test } from './fixtures'
import { linkFromMail } from './mail'

/** The optie without JavaScript (ADR 026): the owner's forms and the customer's page are plain HTML. */

async function giveOptie(page: import('@playwright/test').Page, id: number, until: string) {
  await page.goto(`/admin/boekingen/${id}`)
  await page.getByRole('link', { name: 'Optie geven' }).click()
  const form = page.getByRole('form', { name: 'Optie geven' })
  await form.getByLabel('Optie tot en met').fill(until)
  await form.getByRole('button', { name: 'Versturen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Optie gegeven' })).toBeVisible()
}

test('without JavaScript the owner gives and extends an optie; reminded, the customer confirms it', async ({
  page,
  visitor,
}) => {
  test.slow()
  const email = 'fleur.zonderjs@voorbeeld.nl'
  const id = await requestBooking(visitor.request, { name: 'Fleur Zonderjs', email, date: bookableDate(120) })
  await login(page)
  await giveOptie(page, id, inDays(1))
  await page.goto(`/admin/boekingen/${id}`)
  await page.getByLabel('Optie verlengen tot en met').fill(inDays(2))
  await page.getByRole('button', { name: 'Optie verlengen' }).click()
  await expect(page.getByRole('status')).toHaveText('De optie is verlengd en de klant is gemaild.')

  expect((await page.request.get('/cdn-cgi/handler/scheduled')).status()).toBe(200)
  await visitor.goto(await linkFromMail(page, email, /^Je optie loopt overmorgen af/, '/mijn-boeking'))
  await visitor.getByRole('button', { name: 'Optie bevestigen' }).click()
  await expect(visitor.getByRole('status')).toContainText('Je optie is bevestigd')
  await expect(visitor.getByRole('definition').filter({ hasText: /^Bevestigd$/ })).toBeVisible()
})

test('without JavaScript the customer lets an optie go, free of charge', async ({ page, visitor }) => {
  const email = 'gijs.zonderjs@voorbeeld.nl'
  const id = await requestBooking(visitor.request, { name: 'Gijs Zonderjs', email, date: bookableDate(130) })
  await login(page)
  await giveOptie(page, id, inDays(10))
  await visitor.goto(await linkFromMail(page, email, /^Optie op/, '/mijn-boeking'))
  const cancel = visitor.getByRole('region', { name: 'Optie laten vervallen' })
  await expect(cancel).toContainText('Een optie laten vervallen kost niets')
  await cancel.getByRole('link', { name: 'Optie laten vervallen' }).click()
  await visitor.getByRole('button', { name: 'Ja, optie laten vervallen' }).click()
  await expect(visitor.getByRole('status')).toHaveText(
    'Je optie is vervallen: de datum is weer vrij. Je krijgt een bevestiging per e-mail.',
  )
  await expect(visitor.getByRole('definition').filter({ hasText: 'Geannuleerd' })).toBeVisible()
})
