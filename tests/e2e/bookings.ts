import { type APIRequestContext, expect } from '@playwright/test'
import { addDays, amsterdamDate } from '~/lib/dates'
import { bookingPayload } from '../support/booking-dates'

/** The date `days` from today in Amsterdam. */
export const inDays = (days: number) => addDays(amsterdamDate(new Date()), days)

/** A booking request through the public API, as a visitor's form sends it; its id. */
export async function requestBooking(
  request: APIRequestContext,
  fields: { name: string; email: string; date: string },
): Promise<number> {
  const created = await request.post('/api/bookings', { data: { ...bookingPayload(), ...fields } })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { bookingId: number }).bookingId
}
