/**
 * A period's invoices and credit notes for the bookkeeper, as one ZIP: the e-invoice (UBL) of each
 * that has one, `facturen.csv` with every document, `btw-per-tarief.csv` with the totals per
 * rate and `terugbetalingen.csv` with the money paid back (app/lib/invoice-export.ts). The ZIP is
 * made in the Worker with fflate. One query reads the period's documents with the number of the
 * invoice each credit note corrects: D1 answers at most 1,000 queries per request, and a year may
 * hold many credit notes.
 */
import { and, asc, eq, gte, lt, lte } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { strToU8, zipSync } from 'fflate'
import { EXPORT_MAX_DOCUMENTS } from '~/lib/admin-schemas'
import { amsterdamInstant } from '~/lib/availability'
import { addDays, amsterdamDate } from '~/lib/dates'
import { type ExportedInvoice, invoicesCsv, refundsCsv, vatSummaryCsv } from '~/lib/invoice-export'
import { ublFileName, ublMissing } from '~/lib/ubl'
import { bookings, invoices, refunds } from '../../../db/schema'
import type { Db } from '../db/client.server'
import { type DocumentDeps, invoiceXml, ublInvoiceOf } from './documents.server'

export async function invoiceExport(db: Db, period: { from: string; to: string }, deps: DocumentDeps) {
  const credited = alias(invoices, 'credited')
  const rows = await db
    .select({ row: invoices, credits: credited.number })
    .from(invoices)
    .leftJoin(credited, eq(credited.id, invoices.creditsInvoiceId))
    .where(and(gte(invoices.issuedOn, period.from), lte(invoices.issuedOn, period.to)))
    .orderBy(asc(invoices.year), asc(invoices.sequence))
    .limit(EXPORT_MAX_DOCUMENTS + 1)
  if (rows.length > EXPORT_MAX_DOCUMENTS) return { tooMany: true as const }
  const files: Record<string, Uint8Array> = {}
  const exported: ExportedInvoice[] = []
  for (const { row, credits } of rows) {
    const missing = ublMissing(ublInvoiceOf(row))
    let eInvoice: ExportedInvoice['eInvoice'] = { missing }
    const xml = missing.length === 0 ? await invoiceXml(row, credits ?? undefined, deps) : null
    if (xml) {
      const file = ublFileName(row.kind, row.number, row.stage)
      files[file] = strToU8(xml)
      eInvoice = { file }
    }
    exported.push({ ...row, eInvoice })
  }
  files['facturen.csv'] = strToU8(invoicesCsv(exported))
  files['btw-per-tarief.csv'] = strToU8(vatSummaryCsv(exported))
  files['terugbetalingen.csv'] = strToU8(refundsCsv(await refundsIn(db, period)))
  return { zip: zipSync(files, { level: 6 }), count: rows.length }
}

/** The refunds recorded or asked of Mollie in the period, by the day in Europe/Amsterdam. */
async function refundsIn(db: Db, period: { from: string; to: string }) {
  const rows = await db
    .select({ refund: refunds, customerName: bookings.name })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(
      and(
        gte(refunds.createdAt, new Date(amsterdamInstant(period.from, '00:00'))),
        lt(refunds.createdAt, new Date(amsterdamInstant(addDays(period.to, 1), '00:00'))),
      ),
    )
    .orderBy(asc(refunds.id))
  return rows.map(({ refund, customerName }) => ({
    ...refund,
    date: amsterdamDate(refund.createdAt),
    customerName,
  }))
}
