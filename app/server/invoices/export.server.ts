/**
 * A period's invoices and credit notes for the bookkeeper, as one ZIP: the e-invoice (UBL) of each
 * that has one, `facturen.csv` with every document and `btw-per-tarief.csv` with the totals per
 * rate (app/lib/invoice-export.ts). The ZIP is made in the Worker with fflate. One query reads the
 * period's documents with the number of the invoice each credit note corrects: D1 answers at most
 * 1,000 queries per request, and a year may hold many credit notes.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { strToU8, zipSync } from 'fflate'
import { EXPORT_MAX_DOCUMENTS } from '~/lib/admin-schemas'
import { type ExportedInvoice, invoicesCsv, vatSummaryCsv } from '~/lib/invoice-export'
import { ublFileName, ublMissing } from '~/lib/ubl'
import { invoices } from '../../../db/schema'
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
      const file = ublFileName(row.kind, row.number)
      files[file] = strToU8(xml)
      eInvoice = { file }
    }
    exported.push({ ...row, eInvoice })
  }
  files['facturen.csv'] = strToU8(invoicesCsv(exported))
  files['btw-per-tarief.csv'] = strToU8(vatSummaryCsv(exported))
  return { zip: zipSync(files, { level: 6 }), count: rows.length }
}
