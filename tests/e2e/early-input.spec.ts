import { bookableDate } from '../support/booking-dates'
import { expect, gotoAtLoad, test, waitForHydration } from './fixtures'

/**
 * A visitor types and clicks as soon as the page is there, not when React has taken over: every
 * test here acts right after the `load` event and only then waits for hydration, to check that
 * nothing typed or chosen was lost.
 */

test('a date, a people count and choices made at load survive hydration and are calculated', async ({ page }) => {
  await gotoAtLoad(page, '/tarieven')
  const calculator = page.getByRole('form', { name: 'Prijscalculator' })
  const date = bookableDate()
  await calculator.getByLabel('Datum', { exact: true }).fill(date)
  await calculator.getByLabel('Aantal personen', { exact: true }).fill('8')
  await calculator.getByRole('radio', { name: /^Hele dag/ }).check()
  await calculator.getByRole('radio', { name: /^Luxe arrangement/ }).check()
  await waitForHydration(page)

  await expect(calculator.getByLabel('Datum', { exact: true })).toHaveValue(date)
  await expect(calculator.getByLabel('Aantal personen', { exact: true })).toHaveValue('8')
  await expect(calculator.getByRole('radio', { name: /^Hele dag/ })).toBeChecked()
  const result = page.getByRole('complementary', { name: 'Jouw berekening' })
  await expect(result).toContainText('hele dag (8.30-17.00 uur) · 8 personen')
  // Room 320,00 + 8 × 15,75 arrangement = 446,00; btw 67,20 + 11,34: € 524,54.
  await expect(result.getByTestId('totaal')).toHaveText('€ 524,54')
  await expect(page.getByRole('link', { name: 'Boeking aanvragen' })).toBeVisible()
})

test('the meeting-cost calculator keeps what was typed at load, and a field can be cleared and retyped', async ({
  page,
}) => {
  await gotoAtLoad(page, '/boeken')
  const participants = page.getByLabel('Aantal deelnemers')
  await participants.fill('12')
  await waitForHydration(page)
  await expect(participants).toHaveValue('12')

  // Typed key by key as a person does: the empty field in between is not thrown away.
  await participants.click()
  await participants.press('Control+A')
  await participants.press('Backspace')
  await expect(participants).toHaveValue('')
  await participants.pressSequentially('20')
  await expect(participants).toHaveValue('20')
  const hours = page.getByLabel('Duur van de vergadering')
  await hours.click()
  await hours.press('Control+A')
  await hours.pressSequentially('1.5')
  await expect(hours).toHaveValue('1.5')
  // 20 people, 1,5 h, € 60/h, 30 min preparation, 25 km (DESIGN.md §9): salaries 1.800, overhead 450,
  // preparation 600, travel 20 × 27,50, materials 20 × 12, external venue 225: € 4.615,00.
  await expect(page.getByTestId('vergaderkosten')).toHaveText('€ 4.615,00')
})

test('the owner’s password typed at load is sent with the login', async ({ page }) => {
  await gotoAtLoad(page, '/admin')
  await page.getByLabel('Wachtwoord').fill('paardenslagerij-lokaal')
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page.getByRole('heading', { name: 'Overzicht' })).toBeVisible()
})

test('on a phone, the menu opened at load closes once a link in it is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoAtLoad(page, '/tarieven')
  const header = page.getByRole('banner')
  await header.getByText('Menu').click()
  const menu = header.getByRole('navigation', { name: 'Mobiel menu' })
  await expect(menu).toBeVisible()
  await waitForHydration(page)
  await menu.getByRole('link', { name: 'Geschiedenis' }).click()
  await expect(page).toHaveURL(/\/geschiedenis$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Het verhaal van')
  await expect(header.getByRole('navigation', { name: 'Mobiel menu' })).toBeHidden()
})

test('a gallery picture clicked at load opens enlarged on the page, not as a bare image', async ({ page }) => {
  await gotoAtLoad(page, '/')
  await page
    .getByRole('button', { name: /^Vergroot/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('.photo-popover:popover-open')).toHaveCount(1)
})

test('a contact message sent at load gets the answer the form promises', async ({ page }) => {
  await gotoAtLoad(page, '/contact')
  const form = page.getByRole('form', { name: 'Contactformulier' })
  await form.getByLabel('Naam').fill('A')
  await form.getByRole('button', { name: 'Verstuur bericht' }).click()
  await expect(form.getByText('Vul je naam in (minstens 2 tekens).')).toBeVisible()
  await expect(form.getByLabel('Naam')).toHaveValue('A')
})
