/**
 * Paying money back through Mollie (docs/decisions/038-refunds-through-mollie.md). The booking's
 * lifecycle decides: the owner's click records the refund due as refunds on the booking's iDEAL
 * payments, `unsent`, in one guarded batch (so a double click finds nothing left to pay back), and
 * only Mollie's final status settles one. This sends the unsent ones to Mollie's refunds API and
 * follows their status: on Mollie's webhook (it calls the payment's, with the payment's id) and
 * from the cron, which also sends again what Mollie could not take.
 */
import { and, eq, inArray, isNotNull, lt, notInArray, type SQL } from 'drizzle-orm'
import { venue } from '~/content/venue'
import { finalRefundStatuses } from '~/lib/booking-money'
import { payments, refunds } from '../../../db/schema'
import { type EventOutcome, runBookingEvent } from '../bookings/lifecycle.server'
import type { Db } from '../db/client.server'
import { createRefund, getRefund, listRefunds, MollieError, type MollieRefund, mollieAmount } from './mollie.server'
import type { PaymentDeps } from './payments.server'

type RefundRow = typeof refunds.$inferSelect

export const refundMessages = {
  idealOff: 'Terugbetalen via iDEAL kan alleen als iDEAL aan staat. Maak het bedrag zelf over en leg dat vast.',
}

/** The owner's one click: what is due back on the booking's iDEAL payments, sent to Mollie at once. */
export async function refundByIdeal(
  bookingId: number,
  seenVersion: number | undefined,
  deps: PaymentDeps,
): Promise<EventOutcome> {
  if (!deps.mollie) return { ok: false, status: 409, message: refundMessages.idealOff }
  const outcome = await runBookingEvent(bookingId, { type: 'refund-ideal' }, 'eigenaar', deps, { seenVersion })
  if (!outcome.ok || !outcome.changed) return outcome
  return { ...outcome, mailIds: [...outcome.mailIds, ...(await sendRefunds(deps, bookingId))] }
}

/**
 * Sends the unsent refunds (of one booking, or all of them for the cron) to Mollie, each under its
 * own key. Mollie keeps an idempotency key for a while only, so a refund sent before whose answer
 * was lost is first looked for among the payment's refunds by the key in its metadata. A refusal
 * (4xx) is Mollie's final word: the refund failed and the money is due again. When Mollie cannot
 * be reached the refund stays unsent, and the cron sends it again. Answers the mails it queued.
 */
export async function sendRefunds(deps: PaymentDeps, bookingId?: number): Promise<string[]> {
  const { db, mollie } = deps
  if (!mollie) return []
  const unsent = await withPayment(
    db,
    and(eq(refunds.status, 'unsent'), bookingId === undefined ? undefined : eq(refunds.bookingId, bookingId)),
  )
  const mailIds: string[] = []
  for (const { refund, payment } of unsent) {
    try {
      const sent = (await listRefunds(mollie, payment)).find((remote) => remote.metadata?.refund === refund.key)
      const remote =
        sent ??
        (await createRefund(mollie, payment, {
          amountCents: refund.amountCents,
          description: `Terugbetaling boeking ${refund.bookingId} ${venue.name}`,
          metadata: { refund: refund.key, booking: String(refund.bookingId) },
          idempotencyKey: refund.key,
        }))
      mailIds.push(...(await applyRemote(refund, remote, deps)))
    } catch (error) {
      if (!(error instanceof MollieError) || !refusedForGood(error.status)) {
        console.error('Mollie: a refund could not be sent; the cron sends it again', refund.key, error)
        continue
      }
      console.error('Mollie refused a refund', refund.key, error.status, error.message)
      mailIds.push(...(await settle(refund, 'failed', deps)))
    }
  }
  return mailIds
}

/** A 4xx but for "too many requests" and "timeout": sending it again would be refused again. */
const refusedForGood = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429

/**
 * Mollie's webhook for payment `paymentId`: it is also called when one of the payment's refunds
 * changes, and carries only the payment's id. Every refund of it that is on its way is fetched
 * and applied. Throws when Mollie cannot be reached, so the webhook answers 503 and Mollie tries
 * again.
 */
export async function syncRefunds(paymentId: string, deps: PaymentDeps): Promise<string[]> {
  const ofPayment = deps.db.select({ id: payments.id }).from(payments).where(eq(payments.providerId, paymentId))
  return followRefunds(deps, inArray(refunds.paymentId, ofPayment))
}

/** The booking's refunds, oldest first. */
export function refundsOf(db: Db, bookingId: number) {
  return db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(refunds.id)
}

/** How long a refund on its way waits for the webhook before the cron asks Mollie itself. */
const ASK_AFTER_MS = 60 * 60_000

/**
 * The cron: sends what is unsent, and asks after each refund that has been on its way an hour
 * since Mollie last told us anything (a webhook can get lost); asking counts as being told.
 */
export async function runRefundChecks(deps: PaymentDeps): Promise<string[]> {
  const quiet = lt(refunds.updatedAt, new Date(deps.now - ASK_AFTER_MS))
  return [...(await sendRefunds(deps)), ...(await followRefunds(deps, quiet))]
}

async function followRefunds(deps: PaymentDeps, which?: SQL): Promise<string[]> {
  const { db, mollie } = deps
  if (!mollie) return []
  const open = await withPayment(
    db,
    and(isNotNull(refunds.providerId), notInArray(refunds.status, ['unsent', ...finalRefundStatuses]), which),
  )
  const mailIds: string[] = []
  for (const { refund, payment } of open)
    mailIds.push(...(await applyRemote(refund, await getRefund(mollie, payment, refund.providerId ?? ''), deps)))
  return mailIds
}

/** The iDEAL refunds `where` picks, each with Mollie's id of the payment it is paid back on. */
const withPayment = (db: Db, where: SQL | undefined) =>
  db
    .select({ refund: refunds, payment: payments.providerId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(where)

/**
 * What Mollie says of a refund: its id and a status on the way are stored; a final status is the
 * lifecycle's event, applied once. A final status never changes back, and an answer for another
 * amount than we asked is not applied.
 */
async function applyRemote(refund: RefundRow, remote: MollieRefund, deps: PaymentDeps): Promise<string[]> {
  const expected = mollieAmount(refund.amountCents)
  if (remote.amount.currency !== expected.currency || remote.amount.value !== expected.value) {
    console.error('Mollie: a refund differs from the one we asked', refund.key, remote.id, remote.amount)
    return []
  }
  const { status } = remote
  const final = status === 'refunded' || status === 'failed' || status === 'canceled'
  await deps.db
    .update(refunds)
    .set({ providerId: remote.id, ...(final ? {} : { status }), updatedAt: new Date(deps.now) })
    .where(and(eq(refunds.id, refund.id), notInArray(refunds.status, [...finalRefundStatuses])))
  return final ? settle(refund, status, deps) : []
}

async function settle(refund: RefundRow, status: 'refunded' | 'failed' | 'canceled', deps: PaymentDeps) {
  const outcome = await runBookingEvent(
    refund.bookingId,
    { type: 'refund-result', refundId: refund.id, status },
    'systeem',
    deps,
  )
  if (!outcome.ok) throw new Error(`Refund ${refund.key} could not be settled: ${outcome.message}`)
  return outcome.mailIds
}
