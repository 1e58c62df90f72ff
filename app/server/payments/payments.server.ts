/**
 * Paying invoices with iDEAL through Mollie. A payment is started from our own payment page (the
 * link in the invoice mail never expires; Mollie's checkout does), and its status is only ever
 * what Mollie's API answers when we fetch the payment: on the webhook, which carries nothing but
 * an id, and when the customer comes back. A paid payment is counted by the booking's lifecycle,
 * once, whatever arrives twice or at the same time (docs/decisions/023-one-booking-lifecycle.md).
 */
import { and, count, desc, eq, gt, notInArray } from 'drizzle-orm'
import { venue } from '~/content/venue'
import { invoices, payments } from '../../../db/schema'
import type { BookingEventDeps } from '../bookings/deps.server'
import { runBookingEvent } from '../bookings/lifecycle.server'
import type { Db } from '../db/client.server'
import { createPayment, finalStatuses, getPayment, type MollieDeps, type MollieStatus } from './mollie.server'

/** The services a payment needs (servicesFor's, Mollie's API among them when iDEAL is on), and the moment. */
export type PaymentDeps = BookingEventDeps & { mollie?: MollieDeps }

export function paymentsOf(db: Db, invoiceId: number) {
  return db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(desc(payments.id))
}

export type StartedPayment =
  | { kind: 'checkout'; url: string }
  | { kind: 'paid' }
  | { kind: 'not-payable' }
  | { kind: 'unavailable'; reason: 'off' | 'failed' }

/** Reused while it can still be paid: a minute's margin before Mollie's own expiry. */
const REUSE_MARGIN_MS = 60_000

export async function startPayment(
  invoiceNumber: string,
  returnUrl: string,
  { db, mollie, links, now }: PaymentDeps,
): Promise<StartedPayment> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.number, invoiceNumber))
  // A credited invoice never starts a payment: its page points to the invoice that replaced it.
  if (invoice?.kind !== 'factuur' || invoice.status === 'gecrediteerd') return { kind: 'not-payable' }
  if (invoice.status === 'betaald') return { kind: 'paid' }
  if (!mollie) return { kind: 'unavailable', reason: 'off' }
  const [open] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.invoiceId, invoice.id),
        eq(payments.status, 'open'),
        gt(payments.expiresAt, new Date(now + REUSE_MARGIN_MS)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1)
  if (open?.checkoutUrl) return { kind: 'checkout', url: open.checkoutUrl }
  const [made] = await db.select({ n: count() }).from(payments).where(eq(payments.invoiceId, invoice.id))
  try {
    const created = await createPayment(mollie, {
      amountCents: invoice.totalCents - invoice.paidCents,
      description: `Factuur ${invoice.number} ${venue.name}`,
      redirectUrl: returnUrl,
      webhookUrl: links.site('/api/mollie/webhook'),
      metadata: { invoice: invoice.number },
      // One key per attempt: a retry of the same attempt gets Mollie's first answer.
      idempotencyKey: `factuur-${invoice.number}-${(made?.n ?? 0) + 1}`,
    })
    const checkoutUrl = created._links.checkout?.href
    await db
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        providerId: created.id,
        amountCents: invoice.totalCents - invoice.paidCents,
        status: created.status,
        checkoutUrl: checkoutUrl ?? null,
        expiresAt: created.expiresAt ? new Date(created.expiresAt) : null,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
    if (!checkoutUrl) {
      console.error('Mollie: a new payment came without a checkout link', created.id, created.status)
      return { kind: 'unavailable', reason: 'failed' }
    }
    return { kind: 'checkout', url: checkoutUrl }
  } catch (error) {
    console.error('Mollie: starting a payment failed', invoice.number, error)
    return { kind: 'unavailable', reason: 'failed' }
  }
}

export type SyncResult =
  | { kind: 'unknown' }
  | { kind: 'unchanged'; status: MollieStatus }
  | { kind: 'updated'; status: MollieStatus; mailIds: string[] }

/**
 * Fetches the payment from Mollie and applies its status. A paid payment is money in: a lifecycle
 * event of the invoice's booking (app/lib/booking-lifecycle.ts), counted once, applied to the
 * invoice it was made for or, if that one was credited meanwhile, to the one that replaced it. Any
 * other status only changes the payment row. An id we never made is ignored without asking Mollie
 * (a webhook cannot make us fetch arbitrary ids). Throws when Mollie cannot be reached, so the
 * webhook answers 503 and Mollie tries again.
 */
export async function syncPayment(providerId: string, deps: PaymentDeps): Promise<SyncResult> {
  const { db, mollie, now } = deps
  const [payment] = await db.select().from(payments).where(eq(payments.providerId, providerId))
  if (!payment || !mollie) return { kind: 'unknown' }
  const remote = await getPayment(mollie, providerId)
  if (remote.status === payment.status) return { kind: 'unchanged', status: remote.status }
  // A final status never changes back; an older answer arriving late is not applied.
  if (finalStatuses.includes(payment.status)) return { kind: 'unchanged', status: payment.status }
  if (remote.status !== 'paid') {
    await db
      .update(payments)
      .set({ status: remote.status, updatedAt: new Date(now) })
      .where(and(eq(payments.id, payment.id), notInArray(payments.status, [...finalStatuses])))
    return { kind: 'updated', status: remote.status, mailIds: [] }
  }
  const paidCents = Math.round(Number(remote.amount.value) * 100)
  if (remote.amount.currency !== 'EUR' || paidCents !== payment.amountCents) {
    console.error('Mollie: a paid amount differs from the payment we made', providerId, remote.amount)
    return { kind: 'unchanged', status: payment.status }
  }
  const [invoice] = await db
    .select({ bookingId: invoices.bookingId })
    .from(invoices)
    .where(eq(invoices.id, payment.invoiceId))
  if (!invoice?.bookingId) return { kind: 'unknown' }
  const outcome = await runBookingEvent(
    invoice.bookingId,
    { type: 'payment', invoiceId: payment.invoiceId, amountCents: paidCents, method: 'ideal' },
    'systeem',
    deps,
    { paymentKey: providerId },
  )
  if (!outcome.ok) throw new Error(`Mollie payment ${providerId} could not be counted: ${outcome.message}`)
  return outcome.changed
    ? { kind: 'updated', status: 'paid', mailIds: outcome.mailIds }
    : { kind: 'unchanged', status: 'paid' }
}
