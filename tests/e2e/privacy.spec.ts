import { bookableDate, bookingPayload } from '../support/booking-dates'
import { expect, fillContactForm, login, test } from './fixtures'
import { publicPaths } from './routes'

/** Privacy in Chromium: no cookies on the public site; the statement and the terms beside the forms. */

test('browsing the whole public site and sending a form leaves no cookie and nothing stored', async ({ page }) => {
  test.slow() // every public page, one after another
  for (const path of publicPaths) await page.goto(path)
  await page.goto('/contact')
  await fillContactForm(page.getByRole('form', { name: 'Contactformulier' }), {
    name: 'Anna de Wit',
    email: 'anna@voorbeeld.nl',
    subject: 'Parkeren',
    message: 'Kan ik er met de auto komen?',
  })
  await page.getByRole('button', { name: 'Verstuur bericht' }).click()
  await expect(page.getByText('Bericht verzonden').first()).toBeVisible()
  expect(await page.context().cookies()).toEqual([])
  expect(await page.evaluate(() => [document.cookie, localStorage.length])).toEqual(['', 0])
  // Only React Router's scroll positions for this tab, never sent anywhere (strictly functional).
  const session = await page.evaluate(() => Object.keys(sessionStorage))
  expect(session.filter((key) => key !== 'react-router-scroll-positions')).toEqual([])
})

test('the footer and every form point to the privacy statement; a booking request to the terms', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Voorwaarden' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voorwaarden')
  await expect(page.getByRole('heading', { name: 'Annuleren en wijzigen' })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacyverklaring', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Geen cookies' })).toBeVisible()

  await page.goto('/contact')
  await expect(
    page.getByRole('form', { name: 'Contactformulier' }).getByRole('link', { name: 'privacyverklaring' }),
  ).toHaveAttribute('href', '/privacy')
  await page.goto(`/tarieven?datum=${bookableDate(45)}&personen=8&dagdeel=1`)
  await page.getByRole('link', { name: 'Boeking aanvragen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Boeking aanvragen' })
  // The terms of the list the request would be made under (docs/decisions/040-one-agreement-per-booking.md).
  await expect(dialog.getByRole('link', { name: 'voorwaarden', exact: true })).toHaveAttribute(
    'href',
    /^\/voorwaarden\?lijst=\d+$/,
  )
  await expect(dialog.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/privacy')
})

test('the owner downloads a customer’s data and erases the customer after confirming', async ({ page }) => {
  const email = 'wis.mij@voorbeeld.nl'
  const created = await page.request.post('/api/bookings', {
    data: { ...bookingPayload(), name: 'Wim Wisser', email, date: bookableDate(80) },
  })
  expect(created.status()).toBe(201)
  const { bookingId } = (await created.json()) as { bookingId: number }
  await login(page, '/admin?tab=klanten&q=Wim+Wisser')
  await page.getByRole('link', { name: 'Wim Wisser' }).first().click()
  await page.getByRole('navigation', { name: 'Klantgegevens' }).getByRole('link', { name: 'Privacy' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Downloaden als JSON' }).click()
  expect((await download).suggestedFilename()).toMatch(/^klant-\d+-gegevens\.json$/)

  const erase = page.getByRole('region', { name: 'Klant wissen' })
  // The request still to come is ended first, so the customer hears of it while the address exists.
  await expect(erase.getByRole('alert')).toContainText('Annuleer of weiger die eerst')
  await expect(erase.getByRole('link', { name: 'Klant wissen…' })).toHaveCount(0)
  const rejected = await page.request.post(`/api/bookings/${bookingId}/send-email`, {
    data: { type: 'reject', subject: 'Helaas', message: 'Die dag lukt niet.' },
  })
  expect(rejected.status()).toBe(200)
  await page.reload()
  await expect(erase).toContainText('1 boeking zonder factuur: verwijderd')
  await erase.getByRole('link', { name: 'Klant wissen…' }).click()
  await erase.getByRole('link', { name: 'Nee, toch niet' }).click()
  await expect(erase.getByRole('button', { name: 'Ja, klant wissen' })).toHaveCount(0)
  await erase.getByRole('link', { name: 'Klant wissen…' }).click()
  await erase.getByRole('button', { name: 'Ja, klant wissen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'De klant is gewist.' })).toBeVisible()
  await page.goto('/admin?tab=klanten&q=Wim+Wisser')
  await expect(page.getByText('Geen klanten gevonden')).toBeVisible()
})
