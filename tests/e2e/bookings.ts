import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { bookingPayload } from '../support/booking-dates'
import { login, searchAsOwner, waitForHydration } from './fixtures'

/** A booking request through the public API, as a visitor's form sends it; its id. */
export async function requestBooking(
  request: APIRequestContext,
  fields: { name: string; email: string; date: string },
): Promise<number> {
  const created = await request.post('/api/bookings', { data: { ...bookingPayload(), ...fields } })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { bookingId: number }).bookingId
}

/**
 * The owner logs in and opens the booking of `name`, found with the search of /admin, and waits for
 * React: on a busy machine the link can be a full page load, and a decision sent before hydration
 * ends on the list of bookings, as it does without JavaScript.
 */
export async function openAsOwner(page: Page, name: string) {
  await login(page)
  await searchAsOwner(page, name)
  await page.getByRole('link', { name }).first().click()
  await page.waitForURL(/\/admin\/boekingen\/\d+/)
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page)
}

/**
 * On the booking's page, the owner confirms with the mail as proposed; the confirmation PDF downloads
 * and the page goes on to the list of bookings.
 */
export async function confirmAsOwner(page: Page) {
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  const confirmation = page.waitForEvent('download')
  await page.getByRole('dialog', { name: 'Boeking bevestigen' }).getByRole('button', { name: 'Versturen' }).click()
  await confirmation
  await expect(page.getByRole('status').filter({ hasText: 'Boeking bevestigd' })).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/admin' && url.searchParams.get('tab') === 'boekingen')
}

/** The customer cancels the booking from their page (the link in its mail), and is told so. */
export async function cancelAsCustomer(visitor: Page, customerLink: string) {
  await visitor.goto(customerLink)
  const cancel = visitor.getByRole('region', { name: 'Boeking annuleren' })
  await cancel.getByRole('link', { name: 'Boeking annuleren' }).click()
  await cancel.getByRole('button', { name: 'Ja, boeking annuleren' }).click()
  await expect(visitor.getByRole('status')).toHaveText(
    'Je boeking is geannuleerd. Je krijgt een bevestiging per e-mail.',
  )
}
