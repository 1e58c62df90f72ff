/** Reading invoices: one invoice, a booking's invoices, and how credit notes and invoices refer to each other. */
import { eq } from 'drizzle-orm'
import { invoices } from '../../../db/schema'
import type { Db } from '../db.server'

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

/** The invoice a credit note corrects, and the credit notes that correct an invoice. */
export async function invoiceRelations(db: Db, invoice: StoredInvoice) {
  const [credits] = invoice.creditsInvoiceId
    ? await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(eq(invoices.id, invoice.creditsInvoiceId))
    : []
  const creditNotes = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.creditsInvoiceId, invoice.id))
  return { credits, creditNotes }
}
