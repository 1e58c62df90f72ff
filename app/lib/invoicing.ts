/**
 * Invoices (facturen) and credit notes (creditfacturen), as Dutch law asks of them: a gapless
 * number per year, lines with their btw rate, the btw per rate and the totals. Pure: the numbers
 * are assigned on the server (app/server/invoices/), the arithmetic is here. A credit note is an
 * invoice with every line negated; an invoice is never changed after it is issued.
 */
import { addDays, type IsoDate } from './dates'
import { formatDate, formatDates, formatEuro } from './format'

/** Half-up rounding of amount × rate / 100, in integers (amounts are never negative). */
export function vatCents(amountCents: number, ratePercent: number): number {
  return Math.floor((amountCents * ratePercent + 50) / 100)
}

/** Money owed back (a cancellation, fewer people, a payment after a credit note) is refunded within this many days. */
export const REFUND_TERM_DAYS = 14
/** The days a consumer has after receiving a reminder before collection costs may be charged (art. 6:96 lid 6 BW). */
export const COLLECTION_NOTICE_DAYS = 14
/**
 * A reminder gives a new term of its own: a mail sent today is received today at the latest, so the
 * consumer's term ends the day after those days from today; a business gets the same.
 */
export const REMINDER_TERM_DAYS = COLLECTION_NOTICE_DAYS + 1

/**
 * The collection costs the law allows on `cents` (Besluit vergoeding voor buitengerechtelijke
 * incassokosten): 15 % of the first € 2.500, 10 % of the next € 2.500, 5 % of the next € 5.000,
 * 1 % of the next € 190.000 and 0,5 % above, at least € 40 and at most € 6.775, rounded to the cent.
 */
export function collectionCostsCents(cents: number): number {
  const bands: [upTo: number, percent: number][] = [
    [250_000, 15],
    [500_000, 10],
    [1_000_000, 5],
    [20_000_000, 1],
    [Number.POSITIVE_INFINITY, 0.5],
  ]
  let costs = 0
  let from = 0
  for (const [upTo, percent] of bands) {
    if (cents <= from) break
    costs += ((Math.min(cents, upTo) - from) * percent) / 100
    from = upTo
  }
  return Math.min(677_500, Math.max(4_000, Math.round(costs)))
}

export const invoiceKinds = ['factuur', 'creditfactuur'] as const
export type InvoiceKind = (typeof invoiceKinds)[number]

/**
 * With an aanbetaling (docs/decisions/039-aanbetaling.md) a booking is invoiced in two stages: the
 * voorschotfactuur at confirmation, the eindfactuur later, which credits it and sets what was paid
 * on it off. Every other invoice has no stage.
 */
export const invoiceStages = ['voorschot', 'eind'] as const
export type InvoiceStage = (typeof invoiceStages)[number]

/** "Factuur", "Creditfactuur", "Voorschotfactuur", "Eindfactuur": a document's name on itself and in mails. */
export function invoiceName(kind: InvoiceKind, stage: InvoiceStage | null | undefined = null): string {
  if (kind === 'creditfactuur') return 'Creditfactuur'
  return stage === 'voorschot' ? 'Voorschotfactuur' : stage === 'eind' ? 'Eindfactuur' : 'Factuur'
}

/** "factuur-2026-0001.pdf", "voorschotfactuur-2026-0004.pdf": the file named as the document names itself. */
export const invoicePdfName = (kind: InvoiceKind, number: string, stage?: InvoiceStage | null) =>
  `${invoiceName(kind, stage).toLowerCase()}-${number}.pdf`

/** 2026 and 1 -> "2026-0001". */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, '0')}`
}

/** A line on an invoice: a price line of app/lib/pricing.ts, or its negation on a credit note. */
export type InvoiceLine = {
  description: string
  quantity: number
  unitPriceCents: number
  totalPriceCents: number
  vatRate: number
}

export type VatLine = { rate: number; baseCents: number; vatCents: number }
export type InvoiceTotals = { subtotalCents: number; vat: VatLine[]; totalVatCents: number; totalCents: number }

/** "Btw 21 % over € 320,00": a btw line, worded one way on invoices, quotes, pages and mails. */
export const vatLineLabel = (line: VatLine) => `Btw ${line.rate} % over ${formatEuro(line.baseCents)}`

/** Btw per rate on that rate's subtotal, half-up to the cent; negative for a credit note. */
export function invoiceTotals(lines: InvoiceLine[]): InvoiceTotals {
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => b - a)
  const vat = rates.map((rate) => {
    const baseCents = lines.filter((line) => line.vatRate === rate).reduce((sum, line) => sum + line.totalPriceCents, 0)
    return { rate, baseCents, vatCents: Math.sign(baseCents) * vatCents(Math.abs(baseCents), rate) }
  })
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalPriceCents, 0)
  const totalVatCents = vat.reduce((sum, line) => sum + line.vatCents, 0)
  return { subtotalCents, vat, totalVatCents, totalCents: subtotalCents + totalVatCents }
}

/** The lines of the credit note for an invoice: the same lines, negated. */
export function creditLines(lines: InvoiceLine[]): InvoiceLine[] {
  return lines.map((line) => ({
    ...line,
    unitPriceCents: -line.unitPriceCents,
    totalPriceCents: -line.totalPriceCents,
  }))
}

/** The due date of an invoice issued on `issuedOn`, by the booking's list's payment term (VenueTerms). */
export function dueDate(issuedOn: IsoDate, paymentTermDays: number): IsoDate {
  return addDays(issuedOn, paymentTermDays)
}

/** "uiterlijk 8 december 2026": the due date, worded one way on the invoice, its page and its mails. */
export const payBy = (dueOn: IsoDate) => `uiterlijk ${formatDate(dueOn)}`

/**
 * The dates an invoice is for, first to last: its own list, or (on an invoice made before invoices
 * kept one) the one date of the service.
 */
export const serviceDatesOf = (invoice: { serviceDate: IsoDate; serviceDates?: readonly IsoDate[] | null }) =>
  [...(invoice.serviceDates ?? [invoice.serviceDate])].sort()

/**
 * The dates an invoice is for, as its PDF and the owner's page name them (docs/decisions/028-multi-day-bookings.md):
 * the dates of the service, or for the cancellation costs (and the credit note of them) the dates
 * that were cancelled.
 */
export function serviceDatesFact(dates: readonly IsoDate[], cancellation: boolean): [string, string] {
  const several = new Set(dates).size > 1
  const label = cancellation
    ? several
      ? 'Geannuleerde datums'
      : 'Geannuleerde datum'
    : several
      ? 'Datums van de dienst'
      : 'Datum van de dienst'
  return [label, formatDates(dates)]
}

/**
 * Statuses of an invoice. An invoice is open until what was paid covers it, or until a credit note
 * corrects it; a credit note is settled (verrekend) against the invoice it corrects.
 */
export const invoiceStatuses = ['open', 'betaald', 'gecrediteerd', 'verrekend'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  open: 'open',
  betaald: 'betaald',
  gecrediteerd: 'gecrediteerd',
  verrekend: 'verrekend',
}

/** The one place an invoice's status is decided: from its kind, total, what was paid and whether it is credited. */
export function invoiceStatus(invoice: {
  kind: InvoiceKind
  totalCents: number
  paidCents: number
  credited: boolean
}): InvoiceStatus {
  if (invoice.kind === 'creditfactuur') return 'verrekend'
  if (invoice.credited) return 'gecrediteerd'
  return invoice.paidCents >= invoice.totalCents ? 'betaald' : 'open'
}
