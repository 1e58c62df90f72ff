/**
 * Paying money back through Mollie (docs/decisions/038-refunds-through-mollie.md). The booking's
 * lifecycle decides: the owner's click records the refund due as refunds on the booking's iDEAL
 * payments, `unsent`, in one guarded batch (so a double click finds nothing left to pay back), and
 * only Mollie's final status settles one. This sends the unsent ones to Mollie's refunds API and
 * follows their status: on Mollie's webhook (it calls the payment's, with the payment's id) and
 * from the cron, which also sends again what Mollie could not take.
 */
import { and, eq, inArray, isNotNull, isNull, lt, lte, notInArray, or, type SQL } from 'drizzle-orm'
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
  unknownAtMollie:
    'Mollie kent deze terugbetaling niet (meer), bijvoorbeeld omdat de API-sleutel is gewisseld. ' +
    'Kijk in je Mollie-dashboard of het geld is teruggestort.',
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
 * own key and by one sender at a time: a refund is claimed for CLAIM_MS before it is sent, so the
 * owner's click and a cron run, or two cron runs, never ask Mollie for it at once. Mollie keeps an
 * idempotency key for a while only, so a refund sent before whose answer was lost is first looked
 * for among the payment's refunds by the key in its metadata. Any answer but "created" is looked up
 * the same way before anything is decided: Mollie does not say how it answers a repeat it is still
 * working on. Only a refusal (4xx) with no refund of ours behind it is final: the refund failed and
 * the money is due again. Otherwise the refund stays unsent, and the cron sends it again once the
 * claim has run out. Answers the mails it queued.
 */
export async function sendRefunds(deps: PaymentDeps, bookingId?: number): Promise<string[]> {
  const { db, mollie, now } = deps
  if (!mollie) return []
  const unsent = await withPayment(
    db,
    and(
      eq(refunds.status, 'unsent'),
      bookingId === undefined ? undefined : eq(refunds.bookingId, bookingId),
      unclaimed(now),
    ),
  )
  const mailIds: string[] = []
  for (const { refund, payment } of unsent) {
    if (!(await claim(db, refund.id, now))) continue
    const ours = async () =>
      (await listRefunds(mollie, payment)).find((remote) => remote.metadata?.refund === refund.key)
    try {
      const remote =
        (await ours()) ??
        (await createRefund(mollie, payment, {
          amountCents: refund.amountCents,
          description: `Terugbetaling boeking ${refund.bookingId} ${venue.name}`,
          metadata: { refund: refund.key, booking: String(refund.bookingId) },
          idempotencyKey: refund.key,
        }).catch(async (error: unknown) => {
          // Not "created": Mollie may have made it all the same (a repeat it was still working on).
          const made = error instanceof MollieError ? await ours().catch(() => undefined) : undefined
          if (made) return made
          throw error
        }))
      mailIds.push(...(await applyRemote(refund, remote, deps)))
    } catch (error) {
      if (error instanceof MollieError && error.status === 409) {
        console.warn('Mollie is still working on a refund; the cron looks for it again', refund.key)
        continue
      }
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

/**
 * How long a sender holds a refund: well past Mollie's time limit (mollie.server.ts, 10 s), so a
 * claim never runs out while its request can still be answered.
 */
export const CLAIM_MS = 2 * 60_000

const unclaimed = (now: number) => or(isNull(refunds.claimedUntil), lte(refunds.claimedUntil, new Date(now)))

/** Takes an unsent refund for one sender; false when another holds it or it was sent meanwhile. */
async function claim(db: Db, refundId: number, now: number): Promise<boolean> {
  const taken = await db
    .update(refunds)
    .set({ claimedUntil: new Date(now + CLAIM_MS) })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'unsent'), unclaimed(now)))
    .returning({ id: refunds.id })
  return taken.length === 1
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

/**
 * Asks Mollie after each refund on its way that `which` picks. One that Mollie does not know (404,
 * as after the API key changed from test to live) is marked for the owner and left alone from then
 * on; any other failure leaves that refund for the next time, and the rest are followed regardless.
 * Throws afterwards when Mollie could not be asked about one, so a webhook is called again.
 */
async function followRefunds(deps: PaymentDeps, which?: SQL): Promise<string[]> {
  const { db, mollie } = deps
  if (!mollie) return []
  const open = await withPayment(
    db,
    and(
      isNotNull(refunds.providerId),
      isNull(refunds.problem),
      notInArray(refunds.status, ['unsent', ...finalRefundStatuses]),
      which,
    ),
  )
  const mailIds: string[] = []
  const failures: unknown[] = []
  for (const { refund, payment } of open) {
    try {
      mailIds.push(...(await applyRemote(refund, await getRefund(mollie, payment, refund.providerId ?? ''), deps)))
    } catch (error) {
      if (error instanceof MollieError && error.status === 404) {
        console.error('Mollie does not know a refund; marked for the owner', refund.key, refund.providerId)
        await db
          .update(refunds)
          .set({ problem: refundMessages.unknownAtMollie, updatedAt: new Date(deps.now) })
          .where(eq(refunds.id, refund.id))
      } else failures.push(error)
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} refunds could not be followed`)
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
