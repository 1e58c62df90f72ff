/**
 * A factuur or creditfactuur as Dutch law asks (Belastingdienst, factuureisen): supplier's name,
 * address, KvK and btw-id; the customer's name and address; a unique sequential number; the
 * invoice date and the date of the service; per line the description, quantity, price excl. btw
 * and btw rate; the btw per rate; the totals. A credit note names the invoice it corrects.
 */
import { venue } from '~/content/venue'
import { type CreditSettlement, creditSettlementText } from '~/lib/booking-money'
import type { IsoDate } from '~/lib/dates'
import { formatDate, formatEuro } from '~/lib/format'
import type { InvoiceKind, InvoiceLine, InvoiceStage, VatLine } from '~/lib/invoicing'
import { invoiceName, payBy, serviceDatesFact, serviceDatesOf, vatLineLabel } from '~/lib/invoicing'
import { letterhead } from './letterhead.server'
import { colors, PdfWriter, priceTable, priceTotals } from './writer.server'

export type InvoiceDocument = {
  number: string
  kind: InvoiceKind
  /** A voorschotfactuur or eindfactuur (docs/decisions/039-aanbetaling.md). */
  stage?: InvoiceStage | null
  issuedOn: IsoDate
  dueOn: IsoDate
  serviceDate: IsoDate
  /** Every date it is for; none stored (an older invoice): `serviceDate` alone. */
  serviceDates?: IsoDate[] | null
  /** It charges cancellation costs: the dates are the cancelled ones. */
  cancellation?: boolean
  bookingId: number | null
  customer: { name: string; company?: string | null; address?: string | null; email: string }
  lines: InvoiceLine[]
  vat: VatLine[]
  subtotalCents: number
  totalVatCents: number
  totalCents: number
  note?: string | null
  /** For a credit note: the number of the invoice it corrects. */
  credits?: string
  /** The customer's own reference (purchase order number), when they gave one. */
  customerReference?: string | null
  /** What an earlier payment already settled of this invoice (cancellation costs, a new price). */
  settledCents?: number
  /** For a credit note: what happens to the money paid on the invoice it corrects (none stored: the old words). */
  settlement?: CreditSettlement | null
  /** How to pay: a link to our payment page (iDEAL), or by bank transfer with the number as reference. */
  payWith?: { idealUrl?: string }
}

export const invoiceTitle = (kind: InvoiceKind, number: string, stage?: InvoiceStage | null) =>
  `${invoiceName(kind, stage)} ${number}`

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const title = invoiceTitle(invoice.kind, invoice.number, invoice.stage)
  // The eindfactuur is settled from the aanbetaling (ADR 039); any other from an earlier payment.
  const settledFrom = invoice.stage === 'eind' ? 'Voldaan uit je aanbetaling' : 'Voldaan uit je eerdere betaling'
  const doc = await PdfWriter.create(`${title} - ${venue.name}`)
  const half = doc.contentWidth / 2

  letterhead(doc, 'business')

  doc.text(title, { size: 16, bold: true, gap: 6 })
  const settled = invoice.kind === 'factuur' ? Math.min(invoice.settledCents ?? 0, invoice.totalCents) : 0
  const open = invoice.totalCents - settled
  // An invoice an earlier payment settled in full asks for nothing, so it names no date to pay by.
  const payment: [string, string] | undefined =
    invoice.kind !== 'factuur'
      ? undefined
      : open <= 0 && settled > 0
        ? ['Betaling', settledFrom]
        : ['Te betalen', payBy(invoice.dueOn)]
  const top: [string, string][] = [
    ['Factuurnummer', invoice.number],
    ['Factuurdatum', formatDate(invoice.issuedOn)],
    serviceDatesFact(serviceDatesOf(invoice), invoice.cancellation ?? false),
    ...(invoice.bookingId ? ([['Boeking', String(invoice.bookingId)]] as [string, string][]) : []),
    ...(invoice.credits ? ([['Corrigeert factuur', invoice.credits]] as [string, string][]) : []),
    ...(invoice.customerReference ? ([['Je referentie', invoice.customerReference]] as [string, string][]) : []),
    ...(payment ? [payment] : []),
  ]
  for (const [label, value] of top)
    doc.row([
      { text: label, x: doc.left, width: 140 },
      { text: value, x: doc.left + 140, width: half },
    ])
  doc.space(8)

  doc.text('Aan', { size: 11, bold: true })
  const { name, company, address, email } = invoice.customer
  for (const line of [company, name, address, email].filter((value): value is string => Boolean(value)))
    doc.text(line, { gap: 0 })
  doc.space(12)

  priceTable(doc, invoice.lines, { unit: 'Prijs excl.', total: 'Totaal excl.' })
  const totals: [string, number, boolean][] = [
    ['Subtotaal excl. btw', invoice.subtotalCents, false],
    ...invoice.vat.map((line): [string, number, boolean] => [vatLineLabel(line), line.vatCents, false]),
    ['Totaal btw', invoice.totalVatCents, false],
    // A credit note's total is negative, which says already that it is credited.
    [invoice.kind === 'creditfactuur' ? 'Totaal' : 'Totaal te betalen', invoice.totalCents, true],
    ...(settled > 0
      ? ([
          [settledFrom, -settled, false],
          ['Nog te betalen', open, true],
        ] as [string, number, boolean][])
      : []),
  ]
  priceTotals(doc, totals)
  doc.space(12)

  if (invoice.note) {
    doc.text(invoice.note, { gap: 10 })
  }
  if (invoice.kind === 'factuur' && open <= 0) {
    doc.text('Deze factuur is voldaan uit wat je eerder betaalde; je hoeft niets meer te doen.', { gap: 10 })
  } else if (invoice.kind === 'factuur') {
    doc.text('Betalen', { size: 11, bold: true })
    if (invoice.payWith?.idealUrl)
      doc.text(`Betaal met iDEAL via ${invoice.payWith.idealUrl}, of maak het bedrag over:`, { gap: 2 })
    doc.text(
      `Maak ${formatEuro(open)} ${payBy(invoice.dueOn)} over naar ${venue.iban} ` +
        `ten name van ${venue.name}, o.v.v. ${invoice.number}.`,
      { gap: 10 },
    )
  } else if (invoice.settlement) {
    doc.text(creditSettlementText(invoice.credits ?? '', invoice.settlement), { gap: 10 })
  } else {
    // A credit note issued before its settlement was stored says what it said then.
    doc.text(
      `Deze creditfactuur wordt verrekend met factuur ${invoice.credits ?? ''}. Heb je die al betaald, dan storten ` +
        'we het bedrag terug op de rekening waarvan je betaalde.',
      { gap: 10 },
    )
  }
  doc.text(`Vragen over deze factuur? Bel ${venue.phone.display} of mail ${venue.email}.`, {
    size: 9,
    color: colors.soft,
  })
  return doc.save()
}
