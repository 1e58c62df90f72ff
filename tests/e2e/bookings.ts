import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { bookingPayload } from '../support/booking-dates'
import { login, searchAsOwner } from './fixtures'

/** A booking request through the public API, as a visitor's form sends it; its id. */
export async function requestBooking(
  request: APIRequestContext,
  fields: { name: string; email: string; date: string },
): Promise<number> {
  const created = await request.post('/api/bookings', { data: { ...bookingPayload(), ...fields } })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { bookingId: number }).bookingId
}

/** The owner logs in and opens the booking of `name`, found with the search of /admin. */
export async function openAsOwner(page: Page, name: string) {
  await login(page)
  await searchAsOwner(page, name)
  await page.getByRole('link', { name }).first().click()
}

/** On the booking's page, the owner confirms with the mail as proposed; the confirmation PDF downloads. */
export async function confirmAsOwner(page: Page) {
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  const confirmation = page.waitForEvent('download')
  await page.getByRole('dialog', { name: 'Boeking bevestigen' }).getByRole('button', { name: 'Versturen' }).click()
  await confirmation
  await expect(page.getByRole('status').filter({ hasText: 'Boeking bevestigd' })).toBeVisible()
}
