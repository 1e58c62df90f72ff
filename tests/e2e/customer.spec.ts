import { bookableDate } from '../support/booking-dates'
import { confirmAsOwner, openAsOwner } from './bookings'
import { expect, fillInvoiceAddress, severeViolations, test } from './fixtures'
import { linkFromMail } from './mail'

/**
 * The customer’s side, with JavaScript: a booking request, the owner's confirmation
 * with its invoice, the customer's own link (the invoice, paying by bank transfer in the local
 * default, fewer people, cancelling), and a waiting list that hears when the day part frees up.
 * The links come from the mails themselves, read where the owner reads them locally (/admin).
 */

test('a customer confirmed by the owner manages the booking from the link in the mail', async ({ page, visitor }) => {
  test.setTimeout(150_000) // the whole journey, two browsers, a dozen mails
  const date = bookableDate(60)
  const customer = 'femke.journey@voorbeeld.nl'
  const waiting = 'wacht.journey@voorbeeld.nl'

  await visitor.goto(`/tarieven?datum=${date}&personen=12&dagdeel=3`)
  await visitor
    .getByRole('form', { name: 'Prijscalculator' })
    .getByRole('radio', { name: /^Basisarrangement \(/ })
    .check()
  await visitor.getByRole('link', { name: 'Boeking aanvragen' }).click()
  const dialog = visitor.getByRole('dialog', { name: 'Boeking aanvragen' })
  await dialog.getByLabel('Naam').fill('Femke Journey')
  await dialog.getByLabel('E-mail').fill(customer)
  await fillInvoiceAddress(dialog)
  await dialog.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'Aanvraag ontvangen' })).toBeVisible()

  // The owner confirms: the invoice is made and mailed with the confirmation.
  await openAsOwner(page, 'Femke Journey')
  await confirmAsOwner(page)

  // Someone else finds the day taken and joins the waiting list from the booking calendar.
  await visitor.goto(`/boeken?datum=${date}`)
  await visitor
    .locator('#dagdeel-status')
    .getByRole('link', { name: /Op de wachtlijst/ })
    .click()
  const list = visitor.getByRole('form', { name: 'Wachtlijst' })
  await expect(list.getByRole('textbox', { name: /^Datum/ })).toHaveValue(date)
  await list.getByRole('button', { name: 'Zet mij op de wachtlijst' }).click()
  await expect(list.getByText('Vul een geldig e-mailadres in.')).toBeVisible()
  await expect(list.getByText('Geef toestemming om je te mailen als er plek komt.')).toBeVisible()
  await list.getByRole('textbox', { name: 'E-mail' }).fill(waiting)
  await list.getByRole('checkbox').check()
  await list.getByRole('button', { name: 'Zet mij op de wachtlijst' }).click()
  await expect(visitor.getByRole('heading', { name: 'Bijna klaar' })).toBeVisible()
  await visitor.goto(await linkFromMail(page, waiting, /^Bevestig je plek op de wachtlijst/, '/wachtlijst/bevestigen'))
  await expect(visitor.getByRole('heading', { name: 'Je staat op de wachtlijst' })).toBeVisible()

  // The customer opens the link from the confirmation mail.
  await visitor.goto(await linkFromMail(page, customer, /^Bevestiging van je boeking/, '/mijn-boeking'))
  await expect(visitor.getByRole('heading', { name: /^Boeking \d+$/ })).toBeVisible()
  await expect(visitor.getByRole('definition').filter({ hasText: 'Bevestigd' })).toBeVisible()
  expect(await severeViolations(visitor)).toEqual([])
  await expect(visitor.getByRole('region', { name: 'Op naam van' })).toContainText('Femke Journey')
  await expect(visitor.getByRole('region', { name: 'Waar je ons vindt' }).getByRole('link')).toHaveText([
    'Plan je route',
    'Parkeerwijzer (PDF)',
  ])
  // Booked without a company name: no order number to put on the invoice.
  await expect(visitor.getByRole('region', { name: 'Referentie op de factuur' })).toHaveCount(0)
  const invoices = visitor.getByRole('region', { name: 'Facturen' })
  await expect(invoices).toContainText(/Factuur \d{4}-\d{4}/)

  // iDEAL is on (the fake Mollie API, playwright.config.ts); a bank transfer with the reference still works.
  await invoices.getByRole('link', { name: 'Betalen' }).click()
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(/Factuur \d{4}-\d{4}/)
  await expect(visitor.getByRole('button', { name: /^Betaal €\s?[\d.]+,\d{2} met iDEAL$/ })).toBeVisible()
  await expect(visitor.getByText('Liever overmaken?')).toBeVisible()
  await expect(visitor.getByText(/o\.v\.v\. \d{4}-\d{4}\.$/)).toBeVisible()
  expect(await severeViolations(visitor)).toEqual([])
  await visitor.goBack()

  // Fewer people: the price is recomputed and a new invoice replaces the first one.
  const before = await visitor.getByTestId('totaal').textContent()
  const people = visitor.getByRole('region', { name: 'Aantal personen aanpassen' })
  await people.getByLabel('Aantal personen').fill('16')
  await people.getByRole('button', { name: 'Aanpassen' }).click()
  await expect(people.getByText('Kies een aantal van 1 tot 15 personen.')).toBeVisible()
  await people.getByLabel('Aantal personen').fill('9')
  await people.getByRole('button', { name: 'Aanpassen' }).click()
  await expect(visitor.getByRole('status')).toHaveText(
    'Het aantal personen is aangepast. Je krijgt een bevestiging per e-mail.',
  )
  await expect(visitor.getByRole('definition').filter({ hasText: /^9$/ })).toBeVisible()
  await expect(visitor.getByTestId('totaal')).not.toHaveText(before ?? '')
  await expect(invoices).toContainText(/Creditfactuur \d{4}-\d{4}/)

  // Cancelling asks once more, costs nothing this far ahead, and frees the day.
  const cancel = visitor.getByRole('region', { name: 'Boeking annuleren' })
  await expect(cancel).toContainText(/Annuleer je nu, \d+ dagen van tevoren, dan kost dat niets\./)
  await cancel.getByRole('link', { name: 'Boeking annuleren' }).click()
  await cancel.getByRole('link', { name: 'Nee, toch niet' }).click()
  await expect(cancel.getByRole('button', { name: 'Ja, boeking annuleren' })).toHaveCount(0)
  await cancel.getByRole('link', { name: 'Boeking annuleren' }).click()
  await cancel.getByRole('button', { name: 'Ja, boeking annuleren' }).click()
  await expect(visitor.getByRole('status')).toHaveText(
    'Je boeking is geannuleerd. Je krijgt een bevestiging per e-mail.',
  )
  await expect(visitor.getByRole('definition').filter({ hasText: 'Geannuleerd' })).toBeVisible()
  await expect(visitor.getByRole('region', { name: 'Boeking annuleren' })).toHaveCount(0)

  // The waiting list hears it, and the owner sees the cancellation.
  await visitor.goto(await linkFromMail(page, waiting, /^Er is plek:/, '/tarieven'))
  await expect(
    visitor.getByRole('form', { name: 'Prijscalculator' }).getByRole('textbox', { name: /^Datum/ }),
  ).toHaveValue(date)
  await page.goto('/admin?tab=boekingen&q=Femke+Journey')
  const row = page.getByRole('row').filter({ hasText: 'Femke Journey' }).first()
  await expect(row).toContainText('geannuleerd')
  await row.getByRole('link', { name: 'Femke Journey' }).click()
  const owned = page.getByRole('region', { name: 'Facturen' })
  await expect(owned.getByRole('link', { name: /^Creditfactuur/ })).toHaveCount(2)
  await owned
    .getByRole('link', { name: /^Factuur/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Factuur \d{4}-\d{4}/)
  expect(await severeViolations(page)).toEqual([])
})

test('a forged or mangled link to a booking gets a clear Dutch page', async ({ page }) => {
  const response = await page.goto('/mijn-boeking?sleutel=vervalst')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Deze link werkt niet (meer)' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Neem contact op' })).toBeVisible()
  const payment = await page.goto('/betalen?sleutel=vervalst')
  expect(payment?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Deze betaallink werkt niet' })).toBeVisible()
})
