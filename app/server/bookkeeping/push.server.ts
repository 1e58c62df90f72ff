/**
 * Sends the queued pushes to the bookkeeping package (docs/decisions/046-bookkeeping-pushes.md), as
 * the mail outbox sends mail (ADR 007): right after the response that made them (`pushAfterResponse`)
 * and from the cron for everything due. One sender at a time holds the connection's lease, so two
 * never make the same contact, and the package's rate limit is met by one queue in order: a 429 ends
 * the run and keeps the lease until its Retry-After, so nobody asks again before then. A document
 * goes before its payments and refunds: those wait until their document is in the package. Failures
 * are retried with the outbox's backoff; a refusal that needs the owner (a refused token, a missing
 * btw rate) fails the row with the reason.
 */
import { and, asc, desc, eq, exists, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { BookkeepingMapping } from '~/lib/bookkeeping'
import { amsterdamDate, type IsoDate } from '~/lib/dates'
import { invoicePdfName } from '~/lib/invoicing'
import { bookkeepingConnections, bookkeepingPushes, invoices, payments, refunds } from '../../../db/schema'
import type { Db } from '../db/client.server'
import { type DocumentDeps, invoiceDetailsOf, storedInvoicePdf } from '../invoices/documents.server'
import { MAX_ATTEMPTS, retryDelayMs } from '../mail/backoff'
import { type BookkeepingAdapter, PushError } from './adapter'
import { adapterOf } from './connection.server'

export type PushDeps = {
  db: Db
  /** BOOKKEEPING_SECRET; without it no token can be read, and nothing is pushed. */
  secret: string | undefined
  adapterFor: (token: string) => BookkeepingAdapter
  documents: Omit<DocumentDeps, 'now'>
  now: () => number
  random?: () => number
}

type Connection = typeof bookkeepingConnections.$inferSelect
type Push = typeof bookkeepingPushes.$inferSelect

/** The lease one sender holds on the connection while it pushes; one that runs out frees it. */
const LEASE_MS = 2 * 60_000
/**
 * Each run sends at most this many rows: a document costs up to five requests, and Moneybird allows
 * 150 per 5 minutes, 30 a minute, the cron's pace.
 */
const BATCH_SIZE = 6
/** When Moneybird limits us without saying for how long, the queue rests this long. */
const LIMITED_MS = 60_000
/** A payment whose document is not in the package yet waits this long before it looks again. */
const WAIT_FOR_DOCUMENT_MS = 30_000

const due = (now: number) =>
  and(
    eq(bookkeepingPushes.status, 'pending'),
    or(isNull(bookkeepingPushes.nextAttemptAt), lte(bookkeepingPushes.nextAttemptAt, new Date(now))),
  )

/**
 * Sends what is due, in order. Safe to call twice at once: the second finds the lease taken and does
 * nothing. With nothing due the lease is not taken either: a response that queued mail (a contact
 * form, a confirmation) runs this, and most have nothing for the bookkeeping.
 */
export async function pushDue(deps: PushDeps): Promise<void> {
  const { db } = deps
  const now = deps.now()
  const [connection] = await db
    .update(bookkeepingConnections)
    .set({ pushLeaseUntil: new Date(now + LEASE_MS) })
    .where(
      and(
        eq(bookkeepingConnections.id, 1),
        or(isNull(bookkeepingConnections.pushLeaseUntil), lte(bookkeepingConnections.pushLeaseUntil, new Date(now))),
        exists(db.select({ id: bookkeepingPushes.id }).from(bookkeepingPushes).where(due(now))),
      ),
    )
    .returning()
  if (!connection) return
  // After a 429 nobody sends until Moneybird's Retry-After: the lease is kept until then.
  let resumeAt: number | null = null
  try {
    const adapter = await adapterOf(connection.tokenCiphertext, deps)
    if (!adapter) return
    const rows = await db
      .select()
      .from(bookkeepingPushes)
      .where(due(now))
      .orderBy(asc(bookkeepingPushes.id))
      .limit(BATCH_SIZE)
    for (const push of rows) {
      const outcome = await pushOne(push, connection, adapter, deps)
      if (typeof outcome === 'object') {
        resumeAt = now + Math.max(outcome.limitedMs, LIMITED_MS)
        break
      }
    }
  } finally {
    await db
      .update(bookkeepingConnections)
      .set({ pushLeaseUntil: resumeAt === null ? null : new Date(resumeAt) })
      .where(eq(bookkeepingConnections.id, connection.id))
  }
}

async function pushOne(push: Push, connection: Connection, adapter: BookkeepingAdapter, deps: PushDeps) {
  const { db } = deps
  const now = deps.now()
  const mapping: BookkeepingMapping = { ledgerAccountId: connection.ledgerAccountId, taxRates: connection.taxRates }
  try {
    if (push.kind === 'document') {
      const pushed = await pushDocument(push, connection, adapter, mapping, deps)
      await db
        .update(bookkeepingPushes)
        .set({
          status: 'pushed',
          externalId: pushed.externalId,
          externalUrl: pushed.url,
          contactId: pushed.contactId,
          pushedAt: new Date(now),
          lastError: null,
          nextAttemptAt: null,
        })
        .where(eq(bookkeepingPushes.id, push.id))
      return 'pushed'
    }
    const entries = await moneyOf(db, push)
    if (entries.length === 0) throw new PushError('De betaling of terugbetaling is niet meer te vinden.', false)
    const documents = await Promise.all(entries.map((entry) => documentPushOf(db, entry.invoiceId)))
    const waitingFor = documents.find((document) => document?.status !== 'pushed' || !document.externalId)
    if (waitingFor !== undefined || documents.length < entries.length) {
      await db
        .update(bookkeepingPushes)
        .set({
          nextAttemptAt: new Date(now + WAIT_FOR_DOCUMENT_MS),
          lastError: waitingFor?.status === 'failed' ? 'Wacht op de factuur, die niet in Moneybird kwam.' : null,
        })
        .where(eq(bookkeepingPushes.id, push.id))
      return 'waiting'
    }
    // Each entry is found again by our reference on its own document, so a retry registers none twice.
    const pushed = []
    for (const [index, entry] of entries.entries())
      pushed.push(
        await adapter.pushPayment(connection.administrationId, {
          reference: push.reference,
          documentExternalId: documents[index]?.externalId ?? '',
          date: entry.date,
          amountCents: entry.amountCents,
        }),
      )
    const [first] = entries
    await db
      .update(bookkeepingPushes)
      .set({
        status: 'pushed',
        externalId: pushed[0]?.externalId,
        externalUrl: documents[0]?.externalUrl,
        invoiceId: first?.invoiceId,
        pushedAt: new Date(now),
        lastError: null,
        nextAttemptAt: null,
      })
      .where(eq(bookkeepingPushes.id, push.id))
    return 'pushed'
  } catch (thrown) {
    // Anything else (a PDF that cannot be drawn, a row that cannot be read) is tried again like a
    // failure of Moneybird's, so one bad row never stops the queue behind it.
    const error =
      thrown instanceof PushError
        ? thrown
        : new PushError(`Onverwachte fout: ${thrown instanceof Error ? thrown.message : String(thrown)}`, true)
    if (error.limited) {
      // The limit is Moneybird's for every request, not this row's fault: no attempt is counted.
      await db.update(bookkeepingPushes).set({ lastError: error.message }).where(eq(bookkeepingPushes.id, push.id))
      return { limitedMs: error.retryAfterMs ?? LIMITED_MS }
    }
    const attempts = push.attempts + 1
    const failed = !error.retry || attempts >= MAX_ATTEMPTS
    const delay = retryDelayMs(attempts, (deps.random ?? Math.random)(), error.retryAfterMs)
    await db
      .update(bookkeepingPushes)
      .set({
        attempts,
        status: failed ? 'failed' : 'pending',
        nextAttemptAt: failed ? null : new Date(now + delay),
        lastError: failed && error.retry ? `Na ${attempts} pogingen opgegeven. ${error.message}` : error.message,
      })
      .where(eq(bookkeepingPushes.id, push.id))
    return 'failed'
  }
}

async function pushDocument(
  push: Push,
  connection: Connection,
  adapter: BookkeepingAdapter,
  mapping: BookkeepingMapping,
  deps: PushDeps,
) {
  const [invoice] = await deps.db
    .select()
    .from(invoices)
    .where(eq(invoices.id, push.invoiceId ?? 0))
  if (!invoice) throw new PushError('De factuur is niet meer te vinden.', false)
  const pdf = await storedInvoicePdf(deps.db, invoice, { ...deps.documents, now: deps.now() })
  return adapter.pushDocument(
    connection.administrationId,
    {
      reference: invoice.number,
      kind: invoice.kind,
      date: invoice.issuedOn,
      dueDate: invoice.dueOn,
      lines: invoice.lines.map(({ description, totalPriceCents, vatRate }) => ({
        description,
        totalPriceCents,
        vatRate,
      })),
      totalCents: invoice.totalCents,
      customer: { name: invoice.customerName, email: invoice.customerEmail, ...invoiceDetailsOf(invoice) },
      pdf: { filename: invoicePdfName(invoice.kind, invoice.number, invoice.stage), bytes: pdf },
    },
    mapping,
  )
}

type MoneyEntry = { invoiceId: number; date: IsoDate; amountCents: number }

/**
 * The money a push registers, each amount on the document it goes on (none: it is gone): a payment
 * on the invoice it paid; a refund, negative, on the booking's latest credit note (which made the
 * money due back), or without one on its latest invoice; a settlement, the earlier payments a new
 * invoice was settled from, on that invoice and, negative, on the credit note issued before it, so
 * both balance in the package as they do in our register.
 */
async function moneyOf(db: Db, push: Push): Promise<MoneyEntry[]> {
  if (push.kind === 'payment') {
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, push.paymentId ?? 0))
    if (!payment) return []
    const date = amsterdamDate(payment.paidAt ?? payment.createdAt)
    return [{ invoiceId: payment.invoiceId, date, amountCents: payment.amountCents }]
  }
  if (push.kind === 'settlement') {
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, push.invoiceId ?? 0))
    if (!invoice || invoice.settledCents <= 0) return []
    const [creditNote] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.bookingId, invoice.bookingId ?? 0),
          eq(invoices.kind, 'creditfactuur'),
          lt(invoices.id, invoice.id),
        ),
      )
      .orderBy(desc(invoices.id))
      .limit(1)
    const settled = { invoiceId: invoice.id, date: invoice.issuedOn, amountCents: invoice.settledCents }
    return creditNote
      ? [settled, { ...settled, invoiceId: creditNote.id, amountCents: -invoice.settledCents }]
      : [settled]
  }
  const [refund] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.id, push.refundId ?? 0))
  if (!refund) return []
  const [document] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.bookingId, refund.bookingId))
    .orderBy(desc(sql`${invoices.kind} = 'creditfactuur'`), desc(invoices.id))
    .limit(1)
  if (!document) return []
  return [
    {
      invoiceId: document.id,
      date: amsterdamDate(refund.updatedAt ?? refund.createdAt),
      amountCents: -refund.amountCents,
    },
  ]
}

/** The document's push; a document made before the connection is queued now, to go first. */
async function documentPushOf(db: Db, invoiceId: number) {
  const [found] = await db.select().from(bookkeepingPushes).where(documentOf(invoiceId))
  if (found) return found
  const [invoice] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoiceId))
  if (!invoice) return undefined
  await db
    .insert(bookkeepingPushes)
    .values({ kind: 'document', reference: invoice.number, invoiceId })
    .onConflictDoNothing()
  const [queued] = await db.select().from(bookkeepingPushes).where(documentOf(invoiceId))
  return queued
}

const documentOf = (invoiceId: number) =>
  and(eq(bookkeepingPushes.kind, 'document'), eq(bookkeepingPushes.invoiceId, invoiceId))
