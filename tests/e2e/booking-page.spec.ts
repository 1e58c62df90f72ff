import { bookableDate } from '../support/booking-dates'
import { expect, test } from './fixtures'

test('picking a free date and following its button opens the calculator with that date and day part', async ({
  page,
}) => {
  const date = bookableDate(3)
  await page.goto(`/boeken?maand=${date.slice(0, 7)}`)
  await expect(page.getByRole('complementary').getByRole('heading', { name: 'Kies een datum' })).toBeVisible()
  await page.locator(`[data-date="${date}"]`).click()
  await expect(page).toHaveURL(new RegExp(`datum=${date}`))
  const panel = page.locator('#dagdeel-status')
  await expect(panel.getByRole('heading', { level: 3 }).first()).toContainText(date.slice(8).replace(/^0/, ''))
  await panel.getByRole('link', { name: 'Hele dag boeken' }).click()
  await expect(page).toHaveURL(new RegExp(`/tarieven\\?datum=${date}.*dagdeel=3`))
  await expect(page.getByRole('form', { name: 'Prijscalculator' }).getByLabel('Datum', { exact: true })).toHaveValue(
    date,
  )
  await expect(page.getByRole('radio', { name: /^Hele dag/ })).toBeChecked()
  await expect(page.getByRole('link', { name: 'Boeking aanvragen' })).toBeVisible()
})

test('the calendar is usable by keyboard: arrow keys move between dates', async ({ page }) => {
  // A date early enough in its month that the week after is in the same month view.
  let ahead = 3
  while (Number(bookableDate(ahead).slice(8)) > 20) ahead += 1
  const date = bookableDate(ahead)
  await page.goto(`/boeken?datum=${date}`)
  await page.locator(`[data-date="${date}"]`).focus()
  await page.keyboard.press('ArrowDown')
  const nextWeek = await page.evaluate(() => document.activeElement?.getAttribute('data-date'))
  expect(nextWeek).toBe(new Date(Date.parse(`${date}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`datum=${nextWeek}`))
})

test('the meeting-cost calculator updates as the visitor types', async ({ page }) => {
  await page.goto('/boeken')
  const result = page.getByTestId('vergaderkosten')
  await expect(result).toHaveText('€ 1.917,00')
  // The total has its own label.
  await expect(page.locator('dt:text-is("Totale kosten van deze vergadering") + dd')).toHaveText('€ 1.917,00')
  // Here the room costs a morning or an afternoon (€ 175) instead of 2 hours at € 150 (ADR 031).
  await page.getByRole('radio', { name: 'De Oude Paardenslagerij' }).check()
  await expect(result).toHaveText('€ 1.792,00')
  await page.getByLabel('Aantal deelnemers').fill('12')
  await expect(result).not.toHaveText('€ 1.792,00')
  await page.getByLabel(/Productiviteit van de vergadering/).fill('55')
  await expect(page.getByText(/Lage productiviteit \(55 %\)/)).toBeVisible()
})
