/**
 * The bookkeeper's export of a period (docs/decisions/027-e-invoices.md): every invoice and credit
 * note issued in it, one CSV line each with the base and btw per rate, a CSV of the totals per
 * btw rate, the numbers a btw return (aangifte omzetbelasting) asks, and a CSV of the money paid
 * back. Pure: amounts are the stored cents, credit notes negative.
 */
import { type RefundStatus, refundMethodText, refundStatusText } from './booking-money'
import { toCsv } from './csv'
import { missingText } from './invoice-details'
import { type InvoiceKind, type InvoiceStage, invoiceName, type VatLine } from './invoicing'

export type ExportedInvoice = {
  number: string
  kind: InvoiceKind
  /** A voorschotfactuur or eindfactuur (docs/decisions/039-aanbetaling.md): its name in the 'soort' column. */
  stage: InvoiceStage | null
  issuedOn: string
  bookingId: number | null
  customerName: string
  customerCompany: string | null
  customerKvk: string | null
  customerVatId: string | null
  vat: VatLine[]
  subtotalCents: number
  totalVatCents: number
  totalCents: number
  status: string
  /** The e-invoice's file name in the ZIP, or what it lacks. */
  eInvoice: { file: string } | { missing: string[] }
}

/** "1234,56" and "-12,05": amounts as a Dutch spreadsheet reads them. */
export const csvEuros = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`

const ratesOf = (invoices: ExportedInvoice[]) =>
  [...new Set(invoices.flatMap((invoice) => invoice.vat.map((line) => line.rate)))].sort((a, b) => b - a)

/** One line per invoice and credit note, in number order, with a base and btw column per rate. */
export function invoicesCsv(invoices: ExportedInvoice[]): string {
  const rates = ratesOf(invoices)
  const vatOf = (invoice: ExportedInvoice, rate: number) => invoice.vat.find((line) => line.rate === rate)
  return toCsv(
    [
      'nummer',
      'soort',
      'factuurdatum',
      'boeking',
      'klant',
      'bedrijf',
      'KvK-nummer',
      'btw-id',
      ...rates.flatMap((rate) => [`grondslag ${rate}%`, `btw ${rate}%`]),
      'totaal excl. btw',
      'btw',
      'totaal incl. btw',
      'status',
      'e-factuur',
    ],
    invoices.map((invoice) => [
      invoice.number,
      invoiceName(invoice.kind, invoice.stage).toLowerCase(),
      invoice.issuedOn,
      invoice.bookingId,
      invoice.customerName,
      invoice.customerCompany,
      invoice.customerKvk,
      invoice.customerVatId,
      ...rates.flatMap((rate) => {
        const line = vatOf(invoice, rate)
        return [csvEuros(line?.baseCents ?? 0), csvEuros(line?.vatCents ?? 0)]
      }),
      csvEuros(invoice.subtotalCents),
      csvEuros(invoice.totalVatCents),
      csvEuros(invoice.totalCents),
      invoice.status,
      'file' in invoice.eInvoice ? invoice.eInvoice.file : `geen: ${missingText(invoice.eInvoice.missing)}`,
    ]),
  )
}

/** The period's totals per btw rate: base, btw, and how many documents have that rate. */
export function vatSummaryCsv(invoices: ExportedInvoice[]): string {
  const rows = ratesOf(invoices).map((rate) => {
    const lines = invoices.flatMap((invoice) => invoice.vat.filter((line) => line.rate === rate))
    const base = lines.reduce((sum, line) => sum + line.baseCents, 0)
    const vat = lines.reduce((sum, line) => sum + line.vatCents, 0)
    return { rate, base, vat, documents: lines.length }
  })
  const total = (key: 'base' | 'vat') => rows.reduce((sum, row) => sum + row[key], 0)
  return toCsv(
    ['btw-tarief', 'grondslag', 'btw', 'facturen en creditfacturen'],
    [
      ...rows.map((row) => [`${row.rate}%`, csvEuros(row.base), csvEuros(row.vat), row.documents]),
      ['totaal', csvEuros(total('base')), csvEuros(total('vat')), invoices.length],
    ],
  )
}

export type ExportedRefund = {
  /** The day it was recorded or asked of Mollie (Europe/Amsterdam). */
  date: string
  bookingId: number
  customerName: string
  method: 'ideal' | 'overboeking'
  amountCents: number
  status: RefundStatus
  providerId: string | null
}

/**
 * The period's refunds (docs/decisions/038-refunds-through-mollie.md), one line each, for the bank
 * and Mollie's statements: by transfer or through Mollie with its id, and whether the money is back.
 */
export function refundsCsv(refunds: ExportedRefund[]): string {
  return toCsv(
    ['datum', 'boeking', 'klant', 'wijze', 'bedrag', 'status', 'Mollie-kenmerk'],
    refunds.map((refund) => [
      refund.date,
      refund.bookingId,
      refund.customerName,
      refundMethodText[refund.method],
      csvEuros(refund.amountCents),
      refundStatusText[refund.status],
      refund.providerId,
    ]),
  )
}
