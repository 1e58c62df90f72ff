import { bookableDate } from '../support/booking-dates'
import { expect, fillInvoiceAddress, test } from './fixtures'

const total = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Jouw berekening' }).getByTestId('totaal')

test('the calculator recalculates on every change and follows the spec’s rules', async ({ page }) => {
  await page.goto('/tarieven')
  const calculator = page.getByRole('form', { name: 'Prijscalculator' })
  await expect(calculator.getByLabel('Aantal personen', { exact: true })).toHaveValue('15')
  await expect(total(page)).toHaveText('€ 211,75')
  await expect(page.getByRole('link', { name: 'Boeking aanvragen' })).toBeHidden()

  // Lunch waits for an arrangement.
  await expect(calculator.getByRole('radio', { name: /Luxe lunch/ })).toBeDisabled()
  await calculator.getByRole('radio', { name: /^Luxe arrangement/ }).check()
  await expect(calculator.getByRole('radio', { name: /Luxe lunch/ })).toBeEnabled()
  await calculator.getByRole('radio', { name: /Luxe lunch/ }).check()
  await calculator.getByRole('radio', { name: /^Hele dag/ }).check()
  await expect(total(page)).toHaveText('€ 963,54')

  await calculator.getByRole('button', { name: 'Eén persoon minder' }).click()
  await expect(calculator.getByLabel('Aantal personen', { exact: true })).toHaveValue('14')
  await expect(calculator.getByRole('button', { name: 'Eén persoon meer' })).toBeEnabled()
  await calculator.getByLabel('Aantal personen', { exact: true }).fill('16')
  await expect(total(page)).toBeHidden()
  await expect(page.getByRole('complementary', { name: 'Jouw berekening' })).toContainText(
    'Kies een aantal van 1 tot 15 personen.',
  )
  await calculator.getByLabel('Aantal personen', { exact: true }).fill('15')
  await expect(total(page)).toHaveText('€ 963,54')

  await calculator.getByLabel('Datum', { exact: true }).fill(bookableDate())
  await expect(page.getByRole('link', { name: 'Boeking aanvragen' })).toBeVisible()

  // Another purpose shows the contact details and the price list; back resets the choices.
  await calculator.getByRole('radio', { name: /Workshop, fotoshoot of coaching/ }).check()
  await expect(page.getByRole('link', { name: 'Download de prijslijst (PDF)' })).toBeVisible()
  await expect(total(page)).toBeHidden()
  await calculator.getByRole('radio', { name: /^Vergadering/ }).check()
  await expect(calculator.getByLabel('Aantal personen', { exact: true })).toHaveValue('15')
  await expect(calculator.getByRole('radio', { name: /^Geen/ }).first()).toBeChecked()
  await expect(total(page)).toHaveText('€ 211,75')
})

test('the people hint shows, and describes the field, only while the count is invalid (spec §5)', async ({ page }) => {
  await page.goto('/tarieven')
  const people = page.getByRole('form', { name: 'Prijscalculator' }).getByLabel('Aantal personen', { exact: true })
  const hint = 'Kies een aantal van 1 tot 15 personen.'
  await expect(people).toHaveAccessibleDescription('')
  await expect(page.locator('#personen-hint')).toHaveCount(0)
  await people.fill('16')
  await expect(people).toHaveAccessibleDescription(hint)
  await expect(people).toHaveAttribute('aria-invalid', 'true')
  await people.fill('0')
  await expect(people).toHaveAccessibleDescription(hint)
  await people.fill('9')
  await expect(people).toHaveAccessibleDescription('')
  await expect(page.locator('#personen-hint')).toHaveCount(0)
})

test('the print view is one clean quote with the venue’s details', async ({ page }) => {
  await page.goto('/tarieven?personen=15&dagdeel=3&arrangement=luxe&lunch=luxe')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('form', { name: 'Prijscalculator' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  const printed = page.locator('section', { has: page.locator('h1', { hasText: /^Offerte$/ }) })
  await expect(printed).toBeVisible()
  await expect(printed).toContainText('KvK 81234567')
  await expect(printed).toContainText('€ 963,54')
  await expect(printed).toContainText('Afgedrukt op')
  // What the quote's PDF states: the terms, how cancelling goes and that a fixed date has no withdrawal.
  await expect(printed.locator('h2', { hasText: /^Annuleren$/ })).toBeVisible()
  await expect(printed).toContainText('Annuleer je 14 dagen of langer voor de datum, dan betaal je niets.')
  await expect(printed).toContainText('geen wettelijke bedenktijd')
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeLessThan(1123 * 1.05) // about one A4 page at 96 dpi
})

test('e-mailing a quote: the dialog checks the required fields, sends, closes and reports', async ({ page }) => {
  await page.goto(`/tarieven?datum=${bookableDate()}&personen=8&dagdeel=1&arrangement=basis`)
  await page.getByRole('link', { name: 'Offerte per e-mail' }).click()
  const dialog = page.getByRole('dialog', { name: 'Offerte per e-mail' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('€ 277,15')
  await dialog.getByRole('button', { name: 'Mail mij de offerte' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Ontbrekende gegevens' })).toContainText(
    'Vul alle verplichte velden in.',
  )
  await expect(dialog.getByText('Vul je naam in (minstens 2 tekens).')).toBeVisible()

  await dialog.getByLabel('Naam').fill('Lotte Jansen')
  await dialog.getByLabel('E-mail').fill('lotte@voorbeeld.nl')
  await dialog.getByLabel('Opmerkingen').fill('Graag met een beamer.\nEn veel koffie.')
  await dialog.getByRole('button', { name: 'Mail mij de offerte' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Offerte verzonden' })).toBeVisible()
  await expect(dialog).toBeHidden()

  // Opening it again starts with an empty form.
  await page.getByRole('link', { name: 'Offerte per e-mail' }).click()
  await expect(page.getByRole('dialog', { name: 'Offerte per e-mail' }).getByLabel('Naam')).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('requesting a booking from the calculator', async ({ page }) => {
  await page.goto(`/tarieven?datum=${bookableDate(5)}&personen=12&dagdeel=2&arrangement=luxe&lunch=basis`)
  await page.getByRole('link', { name: 'Boeking aanvragen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Boeking aanvragen' })
  await expect(dialog.getByLabel('Naam')).toBeFocused()
  await dialog.getByLabel('Naam').fill('Pieter Bakker')
  await dialog.getByLabel('Bedrijf').fill('Bakker Installatietechniek')
  await dialog.getByLabel('E-mail').fill('pieter@voorbeeld.nl')
  await fillInvoiceAddress(dialog)
  await dialog.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Aanvraag ontvangen' })).toContainText(
    'Je krijgt nu een ontvangstbevestiging per e-mail.',
  )
  await expect(dialog).toBeHidden()
})

test('the request dialog’s code loads on demand; when it cannot, the button opens the request page', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.endsWith('.js')) scripts.push(path)
  })
  await page.goto(`/tarieven?datum=${bookableDate(5)}&personen=8&dagdeel=1`)
  await page.waitForLoadState('networkidle')
  const loadedWithPage = scripts.length
  const button = page.getByRole('link', { name: 'Offerte per e-mail' })
  await button.hover()
  await expect.poll(() => scripts.length).toBeGreaterThan(loadedWithPage)
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Offerte per e-mail' })).toBeVisible()

  // A new page whose dialog code cannot be fetched (offline, or replaced by a new release).
  scripts.length = 0
  await page.goto(`/tarieven?datum=${bookableDate(5)}&personen=8&dagdeel=1`)
  await page.waitForLoadState('networkidle')
  const loaded = new Set(scripts)
  await page.route('**/assets/*.js', (route) =>
    loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  )
  await page.getByRole('link', { name: 'Boeking aanvragen' }).click()
  await expect(page).toHaveURL(/\/tarieven\/aanvragen\?soort=boeking&/)
  await expect(page.getByRole('heading', { level: 1, name: 'Boeking aanvragen' })).toBeVisible()
})
