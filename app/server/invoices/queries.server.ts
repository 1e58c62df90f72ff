/**
 * Reading invoices: one invoice, a booking's invoices, how credit notes and invoices refer to each
 * other, and the owner's list (app/lib/admin-lists.ts).
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { ListQuery } from '~/lib/admin-lists'
import { invoiceStatuses, invoices, payments } from '../../../db/schema'
import { type Reading, reading } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { byCreation, matches, oneOf, paged } from '../db/keyset.server'

export type StoredInvoice = typeof invoices.$inferSelect

/** The invoices of a booking, oldest first, with what was paid. */
export function invoicesOf(db: Db, bookingId: number) {
  return db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(invoices.id)
}

export async function getInvoice(db: Db, id: number): Promise<StoredInvoice | undefined> {
  if (!Number.isInteger(id) || id < 1) return undefined
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id))
  return invoice
}

export async function invoiceByNumber(db: Db, number: string): Promise<StoredInvoice | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.number, number))
  return invoice
}

/**
 * An invoice with the invoice it corrects (a credit note's) and the credit notes that correct it,
 * as a reading: undefined when there is no such invoice.
 */
export function invoiceWithRelations(db: Db, id: number) {
  const valid = Number.isInteger(id) && id > 0 ? id : 0
  const related = { id: invoices.id, number: invoices.number }
  const credited = db.select({ id: invoices.creditsInvoiceId }).from(invoices).where(eq(invoices.id, valid))
  return reading(
    [
      db.select().from(invoices).where(eq(invoices.id, valid)),
      db.select(related).from(invoices).where(inArray(invoices.id, credited)),
      db.select(related).from(invoices).where(eq(invoices.creditsInvoiceId, valid)),
    ] as const,
    ([[invoice], [credits], creditNotes]) => (invoice ? { invoice, credits, creditNotes } : undefined),
  )
}

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  bookingId: invoices.bookingId,
  customerName: invoices.customerName,
  customerEmail: invoices.customerEmail,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  status: invoices.status,
  createdAt: invoices.createdAt,
}

export function invoicesPage(db: Db, query: ListQuery) {
  const status = oneOf(invoiceStatuses, query.status)
  const filters = and(
    matches(query.q, sql`${invoices.number}`, sql`${invoices.customerName}`, sql`${invoices.customerEmail}`),
    status ? eq(invoices.status, status) : undefined,
  )
  return paged(
    byCreation(invoices, query.sort),
    query,
    filters,
    (where, orderBy, limit) =>
      db
        .select(invoiceColumns)
        .from(invoices)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    (where) => db.select({ n: count() }).from(invoices).where(where),
  )
}

/** What the customer paid for a booking, on all its invoices. */
export function receivedFor(db: Db, bookingId: number): Reading<number> {
  return reading(
    [
      db
        .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)` })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .where(and(eq(invoices.bookingId, bookingId), eq(payments.status, 'paid'))),
    ] as const,
    ([[row]]) => row?.cents ?? 0,
  )
}
