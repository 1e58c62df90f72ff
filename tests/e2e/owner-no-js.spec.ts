import { bookableDate } from '../support/booking-dates'
import { expect, LOCAL_PASSWORD, test } from './fixtures'

/** The owner's new pages work without JavaScript too (issue 16): plain links and form posts. */

async function login(page: import('@playwright/test').Page) {
  await page.goto('/admin')
  await page.getByLabel('Wachtwoord').fill(LOCAL_PASSWORD)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page.getByRole('heading', { name: 'Overzicht' })).toBeVisible()
}

test('without JavaScript the owner pages through the calendar and closes and reopens a day', async ({ page }) => {
  const date = bookableDate(50)
  await login(page)
  await page.goto('/admin/kalender')
  const month = (await page.locator('#kalender-periode').textContent()) ?? ''
  await page.getByRole('link', { name: /^Volgende/ }).click()
  await expect(page.locator('#kalender-periode')).not.toHaveText(month)
  await page.getByRole('navigation', { name: 'Weergave' }).getByRole('link', { name: 'Week' }).click()
  await expect(page).toHaveURL(/week=/)

  await page.goto('/admin/sluitingen')
  const form = page.getByRole('region', { name: 'Dagen sluiten' })
  await form.getByLabel('Eerste dag').fill(date)
  await form.getByRole('radio', { name: 'Middag' }).check()
  await form.getByLabel('Reden (alleen voor jezelf)').fill('Fotoshoot eigenaar')
  await form.getByRole('button', { name: 'Sluiten' }).click()
  await expect(page).toHaveURL(/melding=gesloten/)
  const planned = page.getByRole('region', { name: 'Gepland' })
  const item = planned.getByRole('listitem').filter({ hasText: 'Fotoshoot eigenaar' })
  await expect(item).toContainText('middag')
  await item.getByRole('button', { name: /^Heropenen/ }).click()
  await expect(page).toHaveURL(/melding=heropend/)
  await expect(planned).not.toContainText('Fotoshoot eigenaar')
})

test('without JavaScript the owner adds an activity and filters the bookings', async ({ page }) => {
  const title = `Open atelier ${Date.now()}`
  await login(page)
  await page.goto('/admin/agenda/nieuw')
  await page.getByLabel('Titel').fill(title)
  await page.getByLabel('Beschrijving').fill('Kijk mee hoe de oude gevel wordt hersteld, met koffie.')
  await page.getByLabel('Datum').fill(bookableDate(30))
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page).toHaveURL(/melding=opgeslagen/)
  await expect(page.getByRole('link', { name: title })).toBeVisible()

  await page.goto('/admin')
  await page.getByRole('search').getByLabel('Status').selectOption('bevestigd')
  await page.getByRole('search').getByRole('button', { name: 'Zoeken' }).click()
  await expect(page).toHaveURL(/status=bevestigd/)
  const statuses = page.getByRole('region', { name: 'Boekingen' }).getByRole('row').locator('td:nth-child(6)')
  for (const status of await statuses.allTextContents()) expect(status).toBe('bevestigd')
})

test('without JavaScript the owner invoices a confirmed booking later and records a partial transfer', async ({
  page,
}) => {
  // Marloes Jansen's booking, confirmed in the demo data without an invoice.
  await login(page)
  await page.goto('/admin/boekingen/3')
  await page.getByRole('button', { name: 'Factuur maken en mailen' }).click()
  await expect(page.getByRole('status')).toHaveText('De factuur is gemaakt en naar de klant gemaild.')
  await page
    .getByRole('region', { name: 'Facturen' })
    .getByRole('link', { name: /^Factuur / })
    .click()
  await page.getByLabel('Overboeking ontvangen (euro)').fill('100')
  await page.getByRole('button', { name: 'Betaling vastleggen' }).click()
  await expect(page).toHaveURL(/melding=betaling/)
  await expect(page.getByText('open', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('€\u00a0100,00 · betaald')).toBeVisible()
  await expect(page.getByText('Overboeking, vastgelegd')).toBeVisible()
  // Sent again (the back button, a reload): a bad amount is refused in Dutch, and nothing is recorded.
  await page.getByLabel('Overboeking ontvangen (euro)').fill('honderd')
  await page.getByRole('button', { name: 'Betaling vastleggen' }).click()
  await expect(page.getByText('Vul het ontvangen bedrag in, bijvoorbeeld 235,73.')).toBeVisible()
})
