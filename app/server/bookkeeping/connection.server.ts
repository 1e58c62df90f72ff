/**
 * The owner's connection to the bookkeeping package (docs/decisions/046-bookkeeping-pushes.md):
 * connect with a token (checked against the package, stored encrypted), the mapping of our ledger
 * and btw rates, the test call, disconnecting, the backfill of older documents, and the pushes as
 * the owner sees them. Connect, disconnect and backfill are written to the audit log in the batch
 * of the change; the token never is.
 */
import { and, count, desc, eq, gte, lte, or } from 'drizzle-orm'
import { type BookkeepingMapping, bookkeepingMessages, defaultTaxRates, settlementReference } from '~/lib/bookkeeping'
import type { IsoDate } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { bookkeepingConnections, bookkeepingPushes, invoices, payments, refunds } from '../../../db/schema'
import { audit } from '../audit.server'
import { reading, readOne, rowsOf, runBatch } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { type BookkeepingAdapter, PushError } from './adapter'
import { decryptToken, encryptToken, tokenHint } from './token-crypto.server'

export type ConnectionDeps = {
  db: Db
  secret: string | undefined
  adapterFor: (token: string) => BookkeepingAdapter
  now: number
}

/**
 * The connection: what the owner's page shows of it (`shown`: never the token, only its last
 * characters) and the token as stored (`sealed`), for `adapterOf`. None before connecting.
 */
export function connectionReading(db: Db) {
  const row = db
    .select({
      adapter: bookkeepingConnections.adapter,
      tokenHint: bookkeepingConnections.tokenHint,
      administrationId: bookkeepingConnections.administrationId,
      administrationName: bookkeepingConnections.administrationName,
      ledgerAccountId: bookkeepingConnections.ledgerAccountId,
      taxRates: bookkeepingConnections.taxRates,
      connectedAt: bookkeepingConnections.connectedAt,
      sealed: bookkeepingConnections.tokenCiphertext,
    })
    .from(bookkeepingConnections)
    .where(eq(bookkeepingConnections.id, 1))
  return reading([row] as const, ([[found]]) => {
    if (!found) return undefined
    const { sealed, ...shown } = found
    return { shown, sealed }
  })
}

/** The adapter with a stored token, opened with the Worker's secret; none without the secret. */
export async function adapterOf(sealed: string, { secret, adapterFor }: Pick<ConnectionDeps, 'secret' | 'adapterFor'>) {
  const token = secret ? await decryptToken(secret, sealed) : null
  return token ? adapterFor(token) : undefined
}

export type ConnectOutcome =
  | { ok: true; administrations: { id: string; name: string }[]; connected: boolean }
  | { ok: false; message: string }

/**
 * Connects with `token`: asks the package for its administrations; with one (or the one chosen), stores
 * the token encrypted with a mapping chosen by btw percentage, which the owner can change after.
 * With several and none chosen, answers the list to choose from.
 */
export async function connect(token: string, administrationId: string | undefined, deps: ConnectionDeps) {
  const { db, now } = deps
  if (!deps.secret) return { ok: false, message: bookkeepingMessages.noSecret } satisfies ConnectOutcome
  const adapter = deps.adapterFor(token)
  try {
    const administrations = await adapter.administrations()
    if (administrations.length === 0) return { ok: false, message: bookkeepingMessages.noAdministration } as const
    const chosen =
      administrations.length === 1 && !administrationId
        ? administrations[0]
        : administrations.find((administration) => administration.id === administrationId)
    if (!chosen) {
      if (administrationId) return { ok: false, message: bookkeepingMessages.unknownAdministration } as const
      return { ok: true, administrations, connected: false } as const
    }
    const options = await adapter.options(chosen.id)
    const row = {
      id: 1,
      adapter: 'moneybird' as const,
      tokenCiphertext: await encryptToken(deps.secret, token),
      tokenHint: tokenHint(token),
      administrationId: chosen.id,
      administrationName: chosen.name,
      ledgerAccountId: options.ledgerAccounts[0]?.id ?? '',
      taxRates: defaultTaxRates(options.taxRates),
      pushLeaseUntil: null,
      connectedAt: new Date(now),
    }
    await db.batch([
      db.insert(bookkeepingConnections).values(row).onConflictDoUpdate({ target: bookkeepingConnections.id, set: row }),
      audit(
        db,
        {
          actor: 'eigenaar',
          entity: 'bookkeeping',
          action: 'bookkeeping.connect',
          summary: `Gekoppeld aan Moneybird, administratie ${chosen.name} (sleutel ${tokenHint(token)})`,
        },
        now,
      ),
    ])
    return { ok: true, administrations, connected: true } as const
  } catch (error) {
    if (error instanceof PushError) return { ok: false, message: error.message } as const
    throw error
  }
}

/** The owner's choice of ledger account and tax rates, each checked against what the package offers. */
export async function saveMapping(db: Db, mapping: BookkeepingMapping) {
  await db
    .update(bookkeepingConnections)
    .set({ ledgerAccountId: mapping.ledgerAccountId, taxRates: mapping.taxRates })
    .where(eq(bookkeepingConnections.id, 1))
}

/** The test call: does the token still open the administration? A Dutch sentence either way. */
export async function testConnection(adapter: BookkeepingAdapter, administration: { id: string; name: string }) {
  try {
    const administrations = await adapter.administrations()
    const found = administrations.some((candidate) => candidate.id === administration.id)
    return {
      ok: found,
      message: found ? bookkeepingMessages.works(administration.name) : bookkeepingMessages.gone(administration.name),
    }
  } catch (error) {
    if (error instanceof PushError) return { ok: false, message: error.message }
    throw error
  }
}

/** Removes the token and the connection; the pushes stay, to go on after connecting again. */
export async function disconnect(db: Db, now: number) {
  const connection = (await readOne(db, connectionReading(db)))?.shown
  if (!connection) return false
  await db.batch([
    db.delete(bookkeepingConnections).where(eq(bookkeepingConnections.id, 1)),
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'bookkeeping',
        action: 'bookkeeping.disconnect',
        summary: `Koppeling met Moneybird verbroken (administratie ${connection.administrationName})`,
      },
      now,
    ),
  ])
  return true
}

/** D1 binds at most 100 parameters per statement: pushes are inserted this many at a time. */
const ROWS_PER_INSERT = 20

/**
 * Queues the documents issued from `from` to `to` (inclusive), with their payments received and
 * refunds made, that are not queued yet (the unique reference keeps a second backfill from queuing
 * anything twice), in one batch with its log entry; answers how many documents the period holds.
 */
export async function backfill(db: Db, period: { from: IsoDate; to: IsoDate }, now: number) {
  const issued = and(gte(invoices.issuedOn, period.from), lte(invoices.issuedOn, period.to))
  const [documents, paid, refunded] = await db.batch([
    db
      .select({ id: invoices.id, number: invoices.number, settledCents: invoices.settledCents })
      .from(invoices)
      .where(issued)
      .orderBy(invoices.id),
    db
      .select({ id: payments.id, invoiceId: payments.invoiceId, providerId: payments.providerId })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(and(issued, eq(payments.status, 'paid')))
      .orderBy(payments.id),
    db
      .selectDistinct({ id: refunds.id, key: refunds.key })
      .from(refunds)
      .innerJoin(invoices, eq(invoices.bookingId, refunds.bookingId))
      .where(and(issued, eq(refunds.status, 'refunded')))
      .orderBy(refunds.id),
  ])
  const queued: (typeof bookkeepingPushes.$inferInsert)[] = [
    ...documents.map((invoice) => ({ kind: 'document' as const, reference: invoice.number, invoiceId: invoice.id })),
    // What an invoice was settled from, as the trigger queues it (docs/decisions/046-bookkeeping-pushes.md).
    ...documents
      .filter((invoice) => invoice.settledCents > 0)
      .map((invoice) => ({
        kind: 'settlement' as const,
        reference: settlementReference(invoice.number),
        invoiceId: invoice.id,
      })),
    ...paid.map((payment) => ({
      kind: 'payment' as const,
      reference: `betaling-${payment.providerId}`,
      invoiceId: payment.invoiceId,
      paymentId: payment.id,
    })),
    ...refunded.map((refund) => ({
      kind: 'refund' as const,
      reference: `terugbetaling-${refund.key}`,
      refundId: refund.id,
    })),
  ]
  const inserts = Array.from({ length: Math.ceil(queued.length / ROWS_PER_INSERT) }, (_, index) =>
    db
      .insert(bookkeepingPushes)
      .values(queued.slice(index * ROWS_PER_INSERT, (index + 1) * ROWS_PER_INSERT))
      .onConflictDoNothing(),
  )
  await runBatch(db, [
    ...inserts,
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'bookkeeping',
        action: 'bookkeeping.backfill',
        summary:
          `Facturen van ${formatDate(period.from)} tot en met ${formatDate(period.to)} klaargezet voor Moneybird ` +
          `(${documents.length})`,
      },
      now,
    ),
  ])
  return documents.length
}

/** The owner's "opnieuw proberen": a failed push goes back in the queue with fresh attempts. */
export async function retryPush(db: Db, id: number) {
  const rows = await db
    .update(bookkeepingPushes)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: null })
    .where(and(eq(bookkeepingPushes.id, id), eq(bookkeepingPushes.status, 'failed')))
    .returning({ id: bookkeepingPushes.id })
  return rows.length > 0
}

/** The latest pushes with their document's number and customer, newest first. */
export function recentPushesReading(db: Db, limit = 50) {
  const recent = db
    .select({
      id: bookkeepingPushes.id,
      kind: bookkeepingPushes.kind,
      reference: bookkeepingPushes.reference,
      status: bookkeepingPushes.status,
      attempts: bookkeepingPushes.attempts,
      lastError: bookkeepingPushes.lastError,
      externalUrl: bookkeepingPushes.externalUrl,
      pushedAt: bookkeepingPushes.pushedAt,
      nextAttemptAt: bookkeepingPushes.nextAttemptAt,
      invoiceId: bookkeepingPushes.invoiceId,
      invoiceNumber: invoices.number,
      customerName: invoices.customerName,
    })
    .from(bookkeepingPushes)
    .leftJoin(invoices, eq(invoices.id, bookkeepingPushes.invoiceId))
    .orderBy(desc(bookkeepingPushes.id))
    .limit(limit)
  return rowsOf(recent)
}

/** Pushes that failed, or keep failing (three attempts or more): the dashboard warns of them. */
export function failingPushesReading(db: Db) {
  return reading(
    [
      db
        .select({ failing: count() })
        .from(bookkeepingPushes)
        .where(
          or(
            eq(bookkeepingPushes.status, 'failed'),
            and(eq(bookkeepingPushes.status, 'pending'), gte(bookkeepingPushes.attempts, 3)),
          ),
        ),
    ],
    ([[row]]) => row?.failing ?? 0,
  )
}

/** Whether a document is in the bookkeeping package, for its own page: its push, if it has one. */
export function documentPush(db: Db, invoiceId: number) {
  return reading(
    [
      db
        .select({
          status: bookkeepingPushes.status,
          externalUrl: bookkeepingPushes.externalUrl,
          lastError: bookkeepingPushes.lastError,
        })
        .from(bookkeepingPushes)
        .where(and(eq(bookkeepingPushes.kind, 'document'), eq(bookkeepingPushes.invoiceId, invoiceId))),
    ] as const,
    ([[push]]) => push,
  )
}
