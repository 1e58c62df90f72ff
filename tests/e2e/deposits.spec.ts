import type { Page } from '@playwright/test'
import { amsterdamInstant } from '~/lib/availability'
import { addDays } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { bookableDate, inDays } from '../support/booking-dates'
import { firstPriceList } from '../support/price-lists'
import { cancelAsCustomer, confirmAsOwner, requestBooking } from './bookings'
import { expect, login, test } from './fixtures'
import { linkFromMail } from './mail'
import { mollieSays, payBackByIdeal, payOpenInvoiceByIdeal, refundsAtMollie, webhook } from './mollie'

/**
 * The aanbetaling in Chromium (docs/decisions/039-aanbetaling.md): a booking five months ahead
 * under a list with 30 % within 14 days; the customer pays the voorschotfactuur by iDEAL, the cron
 * sends the eindfactuur on its day, the customer pays it, lowers the number of people and cancels;
 * the owner pays what is due back through Mollie, once without JavaScript and once with it. Mollie
 * is the fake API beside the e2e server (playwright.config.ts); as Mollie would, the test calls our
 * webhook after it moves a payment or refund on. It runs last and alone (its cron runs months
 * ahead); the same steps without a browser are tests/integration/deposits.test.ts.
 */
/** The customer pays an open invoice from their page: iDEAL at our payment page, then "at the bank". */
async function payByIdeal(visitor: Page, customerLink: string, invoice: RegExp) {
  await visitor.goto(customerLink)
  return payOpenInvoiceByIdeal(visitor, invoice)
}

test('30 % aanbetaling, five months ahead: iDEAL, the eindfactuur, refunds with and without JavaScript', async ({
  page,
  visitor,
  browser,
  baseURL,
}) => {
  test.slow()
  // From a date after every other journey's, the venue asks 30 % within 14 days, the rest 14 days before.
  const date = bookableDate(175)
  const { id: _, ...list } = firstPriceList
  await login(page)
  const published = await page.request.post('/api/admin/prices', {
    data: {
      ...list,
      name: 'Met aanbetaling',
      validFrom: bookableDate(168),
      terms: { ...list.terms, depositPercent: 30, depositTermDays: 14, balanceDaysBefore: 14 },
    },
  })
  expect(published.status()).toBe(201)
  const email = 'dirk.aanbetaling@voorbeeld.nl'
  const id = await requestBooking(visitor.request, { name: 'Dirk Aanbetaling', email, date })

  await page.goto(`/admin/boekingen/${id}`)
  await confirmAsOwner(page)
  await page.goto(`/admin/boekingen/${id}`)
  const owned = page.getByRole('region', { name: 'Facturen' })
  await expect(owned.getByRole('link', { name: /^Voorschotfactuur \d{4}-\d{4}$/ })).toBeVisible()
  const finalDay = addDays(date, -28)
  await expect(owned).toContainText(`Aanbetaling 30 %, uiterlijk ${formatDate(inDays(14))}. De eindfactuur (restant`)

  // The customer reads what is due when, and pays the aanbetaling by iDEAL.
  const customerLink = await linkFromMail(page, email, /^Voorschotfactuur/, '/mijn-boeking')
  await visitor.goto(customerLink)
  const invoices = visitor.getByRole('region', { name: 'Facturen' })
  await expect(invoices).toContainText(/Aanbetaling \(30 %\): €\s?[\d.]+,\d{2}, uiterlijk/)
  await expect(invoices).toContainText(`op de eindfactuur van ${formatDate(finalDay)}`)
  const depositPayment = await payByIdeal(visitor, customerLink, /^Voorschotfactuur/)
  await visitor.goto(customerLink)
  await expect(invoices).toContainText(`uiterlijk ${formatDate(inDays(14))} (betaald)`)

  // The cron on the eindfactuur's day (wrangler's `time`, as a developer curls it, ADR 018).
  const cron = await page.request.get(`/cdn-cgi/handler/scheduled?time=${amsterdamInstant(finalDay, '07:00')}`)
  expect(cron.status()).toBe(200)
  await visitor.goto(customerLink)
  await expect(invoices.getByText(/^Eindfactuur \d{4}-\d{4}$/)).toBeVisible()
  await expect(invoices.getByText(/^Creditfactuur \d{4}-\d{4}$/)).toBeVisible()
  await expect(invoices).not.toContainText('Aanbetaling (30 %)')
  const finalPayment = await payByIdeal(visitor, customerLink, /^Eindfactuur/)

  // Fewer people after the eindfactuur: a credit note and a new invoice, and money due back.
  await visitor.goto(customerLink)
  const people = visitor.getByRole('region', { name: 'Aantal personen aanpassen' })
  await people.getByLabel('Aantal personen').fill('8')
  await people.getByRole('button', { name: 'Aanpassen' }).click()
  await expect(visitor.getByRole('status')).toHaveText(
    'Het aantal personen is aangepast. Je krijgt een bevestiging per e-mail.',
  )

  // Without JavaScript the owner pays it back through Mollie: on the newest payment, the eindfactuur's.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL })
  await plain.addCookies(await page.context().cookies())
  const owner = await plain.newPage()
  await payBackByIdeal(owner, id)
  await expect(owner.getByRole('region', { name: 'Terug te betalen' })).toHaveCount(0)
  await plain.close()

  // The customer cancels, within the free period: all of it is due back; with JavaScript the owner clicks.
  await cancelAsCustomer(visitor, customerLink)
  await payBackByIdeal(page, id)
  await expect(page.getByRole('region', { name: 'Geld' })).toContainText('Onderweg terug')

  // Mollie pays every refund back; the customer is told and their page says so.
  const ours = await refundsAtMollie(page.request, [depositPayment, finalPayment])
  expect(ours.length).toBeGreaterThanOrEqual(2)
  for (const refund of ours) await mollieSays(page.request, '/__refund-status', { id: refund.id, status: 'refunded' })
  for (const payment of [depositPayment, finalPayment]) await webhook(page.request, payment)
  await visitor.goto(customerLink)
  await expect(invoices).toContainText(/We hebben €\s?[\d.]+,\d{2} teruggestort\./)
  await expect(invoices).not.toContainText('onderweg')
  await page.goto(`/admin/boekingen/${id}`)
  await expect(page.getByRole('region', { name: 'Geld' })).not.toContainText('Onderweg terug')
})
