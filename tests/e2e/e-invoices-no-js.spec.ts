import { bookableDate } from '../support/booking-dates'
import { expect, test } from './fixtures'

/** Invoice details without JavaScript (ADR 027): every field is on the page, the server checks them. */

test('without JavaScript a business gives its invoice details with the request; a KvK number needs a company', async ({
  page,
}) => {
  await page.goto(`/tarieven?datum=${bookableDate(90)}&personen=6&dagdeel=2`)
  await page.getByRole('link', { name: 'Boeking aanvragen' }).click()
  const form = page.getByRole('form', { name: 'Boeking aanvragen' })
  await form.getByLabel('Naam').fill('Ilse Zonderjs')
  await form.getByLabel('E-mail').fill('ilse.zonderjs@voorbeeld.nl')
  await form.getByLabel('KvK-nummer').fill('87654321')
  await form.getByLabel('Postcode').fill('1811AB')
  await form.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(
    page.getByText('Een KvK-nummer of btw-id hoort bij een bedrijf: vul ook de bedrijfsnaam in.'),
  ).toBeVisible()
  await expect(page.getByText('Vul straat en huisnummer in.')).toBeVisible()
  await page.getByLabel('Bedrijf').fill('Zonderjs V.O.F.')
  await page.getByLabel('Straat en huisnummer').fill('Breestraat 3')
  await page.getByLabel('Plaats').fill('Alkmaar')
  await page.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(page).toHaveURL('/tarieven/aanvraag-ontvangen')
})
