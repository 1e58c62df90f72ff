import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { FAKE_MOLLIE_E2E_PORT } from '../support/fake-mollie-constants'

/** The fake Mollie API beside the e2e server (playwright.config.ts). */
export const mollie = `http://127.0.0.1:${FAKE_MOLLIE_E2E_PORT}`

/** Mollie moves a payment or refund on: `path` is the fake's '/__status' or '/__refund-status'. */
export const mollieSays = async (request: APIRequestContext, path: string, body: Record<string, string>) =>
  expect((await request.post(`${mollie}${path}`, { data: body })).status()).toBe(200)

/** Mollie calls our webhook about a payment, as it does after the payment or one of its refunds moved on. */
export const webhook = async (request: APIRequestContext, paymentId: string) =>
  expect((await request.post('/api/mollie/webhook', { form: { id: paymentId } })).status()).toBe(200)

/** The refunds the fake Mollie holds on one of `paymentIds`. */
export async function refundsAtMollie(request: APIRequestContext, paymentIds: readonly string[]) {
  const refunds: { id: string; paymentId: string; amount: { value: string } }[] = await (
    await request.get(`${mollie}/__refunds`)
  ).json()
  return refunds.filter((refund) => paymentIds.includes(refund.paymentId))
}

/** On the customer's page (open), pays an open invoice: iDEAL at our payment page, then "at the bank". */
export async function payOpenInvoiceByIdeal(visitor: Page, invoice: RegExp): Promise<string> {
  const row = visitor.getByRole('region', { name: 'Facturen' }).getByRole('listitem').filter({ hasText: invoice })
  await row.getByRole('link', { name: 'Betalen' }).click()
  await visitor.getByRole('button', { name: /met iDEAL$/ }).click()
  await expect(visitor.getByRole('heading', { name: 'Testbetaling' })).toBeVisible()
  const paymentId = visitor.url().split('/').pop() ?? ''
  await mollieSays(visitor.request, '/__status', { id: paymentId, status: 'paid' })
  await webhook(visitor.request, paymentId)
  return paymentId
}

/** The owner's one click on the booking's page: what is due back goes back through Mollie. */
export async function payBackByIdeal(owner: Page, bookingId: number) {
  await owner.goto(`/admin/boekingen/${bookingId}`)
  await owner
    .getByRole('region', { name: 'Terug te betalen' })
    .getByRole('button', { name: /^Terugbetalen via iDEAL/ })
    .click()
  await expect(owner.getByRole('status').filter({ hasText: 'Mollie stort het bedrag terug' })).toBeVisible()
}
