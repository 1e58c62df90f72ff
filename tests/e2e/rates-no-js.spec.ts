import { bookableDate } from '../support/booking-dates'
import { expect, test } from './fixtures'

test('without JavaScript the calculator is a form that the server answers with the breakdown', async ({ page }) => {
  await page.goto('/tarieven')
  const calculator = page.getByRole('form', { name: 'Prijscalculator' })
  await calculator.getByLabel('Datum', { exact: true }).fill(bookableDate())
  await calculator.getByLabel('Aantal personen', { exact: true }).fill('15')
  await calculator.getByRole('radio', { name: /^Hele dag/ }).check()
  await calculator.getByRole('radio', { name: /^Luxe arrangement \(/ }).check()
  await calculator.getByRole('button', { name: 'Bereken prijs' }).click()
  // Lunch becomes available once the arrangement is known to the server.
  await page
    .getByRole('form', { name: 'Prijscalculator' })
    .getByRole('radio', { name: /Luxe lunch/ })
    .check()
  await page.getByRole('button', { name: 'Bereken prijs' }).click()
  await expect(page.getByRole('complementary', { name: 'Jouw berekening' }).getByTestId('totaal')).toHaveText(
    '€ 963,54',
  )
  await expect(page).toHaveURL(/personen=15/)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toBe('offerte-oude-paardenslagerij.pdf')
})

test('without JavaScript a quote is requested on its own page and confirmed', async ({ page }) => {
  await page.goto(`/tarieven?datum=${bookableDate()}&personen=8&dagdeel=1&arrangement=basis`)
  await page.getByRole('link', { name: 'Offerte per e-mail' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offerte per e-mail')
  const form = page.getByRole('form', { name: 'Offerte per e-mail' })
  await form.getByRole('button', { name: 'Verstuur offerte' }).click()
  await expect(form.getByText('Naam is verplicht')).toBeVisible()
  await form.getByLabel('Naam').fill('Lotte Jansen')
  await form.getByLabel('E-mail').fill('lotte@voorbeeld.nl')
  await form.getByRole('button', { name: 'Verstuur offerte' }).click()
  // The server makes the quote's PDF and queues its mail before it answers: slower on two busy cores.
  await expect(page).toHaveURL(/\/tarieven\/offerte-verzonden\?nummer=OFF-\d{8}-\d{3}$/, { timeout: 15_000 })
  await expect(page.getByRole('status')).toContainText('is per e-mail verstuurd')
})

test('without JavaScript a booking is requested on its own page and confirmed', async ({ page }) => {
  await page.goto(`/tarieven?datum=${bookableDate(4)}&personen=6&dagdeel=1`)
  await page.getByRole('link', { name: 'Boeking aanvragen' }).click()
  const form = page.getByRole('form', { name: 'Boeking aanvragen' })
  await form.getByLabel('Naam').fill('Marloes Jansen')
  await form.getByLabel('E-mail').fill('marloes@voorbeeld.nl')
  await form.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(page).toHaveURL('/tarieven/aanvraag-ontvangen')
  await expect(page.getByRole('status')).toContainText('Je krijgt nu een ontvangstbevestiging per e-mail.')
})

test('without JavaScript a date picked on /boeken reaches the calculator filled in', async ({ page }) => {
  const date = bookableDate(3)
  await page.goto(`/boeken?maand=${date.slice(0, 7)}`)
  await page.locator(`[data-date="${date}"]`).click()
  await page.locator('#dagdeel-status').getByRole('link', { name: 'Ochtend boeken' }).click()
  await expect(page.getByRole('form', { name: 'Prijscalculator' }).getByLabel('Datum', { exact: true })).toHaveValue(
    date,
  )
  await expect(page.getByRole('radio', { name: /^Ochtend/ })).toBeChecked()
  await expect(page.getByRole('link', { name: 'Boeking aanvragen' })).toBeVisible()
})
