import { bookableDate } from '../support/booking-dates'
import { FAKE_MONEYBIRD_E2E_PORT, FAKE_MONEYBIRD_TOKEN } from '../support/fake-moneybird-constants'
import { cancelAsCustomer, confirmAsOwner, openAsOwner, requestBooking } from './bookings'
import { expect, login, severeViolations, test } from './fixtures'
import { linkFromMail } from './mail'
import { mollieSays, payBackByIdeal, payOpenInvoiceByIdeal, refundsAtMollie, webhook } from './mollie'

/**
 * The books keep themselves (docs/decisions/046-bookkeeping-pushes.md): the owner connects Moneybird
 * (the fake beside the e2e server, playwright.config.ts), confirms a booking, the customer pays by
 * iDEAL (the fake Mollie), and the invoice with its payment are in Moneybird; the customer cancels,
 * the owner pays it back through Mollie, and the credit note with the refund follow.
 */
type MoneybirdState = {
  invoices: { reference: string; total_price_incl_tax: string; payments: { price: string }[] }[]
}
const moneybird = `http://127.0.0.1:${FAKE_MONEYBIRD_E2E_PORT}`

test('the owner connects Moneybird; invoice, payment, credit note and refund arrive there', async ({
  page,
  visitor,
}) => {
  test.setTimeout(90_000)
  const name = 'Bart Boekhouding'
  const email = 'bart.boekhouding@voorbeeld.nl'
  const inMoneybird = async (number: string) => {
    const state: MoneybirdState = await (await page.request.get(`${moneybird}/__state`)).json()
    return state.invoices.find((invoice) => invoice.reference === number)
  }

  // The owner pastes the token; the page shows only its last characters, and the test call answers.
  await login(page, '/admin/boekhouding')
  await page.getByLabel('API-sleutel').fill(FAKE_MONEYBIRD_TOKEN)
  await page.getByRole('button', { name: 'Verbinden' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'De koppeling met Moneybird is gemaakt' })).toBeVisible()
  await expect(page.getByText(`eindigt op …${FAKE_MONEYBIRD_TOKEN.slice(-4)}`)).toBeVisible()
  expect(await page.content()).not.toContain(FAKE_MONEYBIRD_TOKEN)
  await page.getByRole('button', { name: 'Verbinding testen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'De verbinding werkt' })).toBeVisible()
  expect(await severeViolations(page)).toEqual([])

  // A booking, confirmed with its invoice, which the customer pays by iDEAL. The quote's journey beside
  // this one publishes a list with an aanbetaling from 60 days ahead: this date stays before it.
  const id = await requestBooking(page.request, { name, email, date: bookableDate(33) })
  await openAsOwner(page, name)
  await confirmAsOwner(page)
  await page.goto(`/admin/boekingen/${id}`)
  const invoiceNumber = (
    await page.getByRole('region', { name: 'Facturen' }).getByRole('link').first().textContent()
  )?.match(/\d{4}-\d{4}/)?.[0]
  expect(invoiceNumber).toBeTruthy()
  const customerLink = await linkFromMail(page, email, /^Bevestiging van je boeking/, '/mijn-boeking')
  await visitor.goto(customerLink)
  const paymentId = await payOpenInvoiceByIdeal(visitor, /factuur \d{4}-\d{4}/i)
  await expect.poll(async () => (await inMoneybird(invoiceNumber ?? ''))?.payments.length, { timeout: 15_000 }).toBe(1)
  const invoice = await inMoneybird(invoiceNumber ?? '')
  expect(invoice?.payments[0]?.price).toBe(invoice?.total_price_incl_tax)

  // The owner sees it in Moneybird, with a link.
  await page.goto('/admin/boekhouding')
  const pushed = page.getByRole('row').filter({ hasText: invoiceNumber ?? '' })
  await expect(pushed.first()).toContainText('in Moneybird')
  await expect(pushed.first().getByRole('link', { name: /^Bekijk in Moneybird/ })).toBeVisible()

  // The customer cancels, free this far ahead; the owner pays it all back through Mollie, which does it.
  await cancelAsCustomer(visitor, customerLink)
  await payBackByIdeal(page, id)
  const [refund] = await refundsAtMollie(page.request, [paymentId])
  await mollieSays(page.request, '/__refund-status', { id: refund?.id ?? '', status: 'refunded' })
  await webhook(page.request, paymentId)

  // The credit note and the refund on it follow: the same amount, negative, paid back.
  const credited = async () => {
    const state: MoneybirdState = await (await page.request.get(`${moneybird}/__state`)).json()
    const credit = state.invoices.find((entry) => entry.total_price_incl_tax === `-${invoice?.total_price_incl_tax}`)
    return credit?.payments.map((payment) => payment.price)
  }
  await expect.poll(credited, { timeout: 15_000 }).toEqual([`-${invoice?.total_price_incl_tax}`])
  await page.goto('/admin/boekhouding')
  await expect(page.getByRole('row').filter({ hasText: 'Terugbetaling' }).first()).toContainText('in Moneybird')
})
