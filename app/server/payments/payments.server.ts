/**
 * Paying invoices with iDEAL through Mollie. A payment is started from our own payment page (the
 * link in the invoice mail never expires; Mollie's checkout does), and its status is only ever
 * what Mollie's API answers when we fetch the payment: on the webhook, which carries nothing but
 * an id, and when the customer comes back. A payment counts once: the "paid" notice key is
 * written in the same batch as the invoice's new status and the receipt mail, so a repeated or
 * concurrent webhook finds it and changes nothing.
 */
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import { venue } from '~/content/venue'
import { formatEuro } from '~/lib/format'
import { invoices, noticesSent, payments } from '../../../db/schema'
import { audit } from '../audit.server'
import type { Db } from '../db.server'
import { paymentReceivedMail } from '../mail/invoice-templates.server'
import { queueMail } from '../mail/outbox.server'
import { createPayment, finalStatuses, getPayment, type MollieDeps, type MollieStatus } from './mollie.server'

export type PaymentDeps = { db: Db; mollie?: MollieDeps; siteUrl: string; now: number }

export async function invoiceByNumber(db: Db, number: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.number, number))
  return invoice
}

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
  { db, mollie, siteUrl, now }: PaymentDeps,
): Promise<StartedPayment> {
  const invoice = await invoiceByNumber(db, invoiceNumber)
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
      webhookUrl: new URL('/api/mollie/webhook', siteUrl).href,
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
 * Fetches the payment from Mollie and applies its status. An id we never made is ignored without
 * asking Mollie (a webhook cannot make us fetch arbitrary ids). Throws when Mollie cannot be
 * reached, so the webhook answers 503 and Mollie tries again.
 */
export async function syncPayment(providerId: string, { db, mollie, now }: PaymentDeps): Promise<SyncResult> {
  const [payment] = await db.select().from(payments).where(eq(payments.providerId, providerId))
  if (!payment || !mollie) return { kind: 'unknown' }
  const remote = await getPayment(mollie, providerId)
  if (remote.status === payment.status) return { kind: 'unchanged', status: remote.status }
  const update = db
    .update(payments)
    .set({
      status: remote.status,
      paidAt: remote.paidAt ? new Date(remote.paidAt) : null,
      updatedAt: new Date(now),
    })
    .where(eq(payments.id, payment.id))
  if (remote.status !== 'paid') {
    // A final status never changes back; an older answer arriving late is not applied.
    if (finalStatuses.includes(payment.status)) return { kind: 'unchanged', status: payment.status }
    await update
    return { kind: 'updated', status: remote.status, mailIds: [] }
  }
  const paidCents = Math.round(Number(remote.amount.value) * 100)
  if (remote.amount.currency !== 'EUR' || paidCents !== payment.amountCents) {
    console.error('Mollie: a paid amount differs from the payment we made', providerId, remote.amount)
    return { kind: 'unchanged', status: payment.status }
  }
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, payment.invoiceId))
  if (!invoice) return { kind: 'unknown' }
  const receipt = queueMail(db, {
    ...paymentReceivedMail({ number: invoice.number, amountCents: paidCents }),
    to: invoice.customerEmail,
    relatedType: 'invoice',
    relatedId: invoice.id,
  })
  try {
    await db.batch([
      db.insert(noticesSent).values({
        entity: 'payment',
        entityId: payment.id,
        kind: 'betaald',
        mailId: receipt.id,
        sentAt: new Date(now),
      }),
      update,
      db
        .update(invoices)
        .set({
          paidCents: sql`${invoices.paidCents} + ${paidCents}`,
          paidAt: new Date(now),
          status: sql`CASE
            WHEN ${invoices.status} = 'open' AND ${invoices.paidCents} + ${paidCents} >= ${invoices.totalCents}
            THEN 'betaald' ELSE ${invoices.status} END`,
        })
        .where(eq(invoices.id, invoice.id)),
      receipt.statement,
      audit(
        db,
        {
          actor: 'systeem',
          entity: 'booking',
          entityId: invoice.bookingId ?? undefined,
          action: 'invoice.paid',
          summary: `${formatEuro(paidCents)} ontvangen via iDEAL voor factuur ${invoice.number}`,
        },
        now,
      ),
    ])
  } catch (error) {
    // Counted already, by a webhook before this one or beside it.
    if (String(error).includes('notices_sent')) return { kind: 'unchanged', status: 'paid' }
    throw error
  }
  return { kind: 'updated', status: 'paid', mailIds: [receipt.id] }
}
