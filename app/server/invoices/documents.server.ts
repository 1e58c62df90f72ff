/**
 * Invoices and credit notes as statements for the batch of the event that issues them (the
 * booking executor, app/server/bookings/lifecycle.server.ts). The number is gapless per year and
 * never reused: the next sequence is read, the PDFs are made with it, and the batch fails on the
 * (year, sequence) key if another invoice took the number meanwhile; the executor then plans the
 * whole event again. Nothing else writes a number, and an invoice is never deleted or changed,
 * except for what was paid and the status that follows from it (app/lib/invoicing.ts).
 */
import { eq } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { type CreditSettlement, creditSettlements } from '~/lib/booking-money'
import { amsterdamDate, type IsoDate } from '~/lib/dates'
import { type InvoiceDetails, invoiceAddressLine } from '~/lib/invoice-details'
import {
  creditLines,
  dueDate,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceStage,
  invoiceName,
  invoiceNumber,
  invoicePdfName,
  invoiceStatus,
  invoiceTotals,
} from '~/lib/invoicing'
import { type UblInvoice, ublDocument, ublFileName, ublMissing } from '~/lib/ubl'
import { invoices } from '../../../db/schema'
import type { Db } from '../db/client.server'
import type { Links } from '../links.server'
import type { MailAttachment } from '../mail/provider.server'
import { renderInvoicePdf } from '../pdf/invoice-pdf.server'
import { toBase64 } from '../pdf/writer.server'
import type { StoredInvoice } from './queries.server'

/** What an invoice will say; the number is given when it is issued. */
export type InvoiceDocument = {
  kind: InvoiceKind
  lines: InvoiceLine[]
  note: string
  /** For a credit note: the invoice it corrects, and what was paid on it. */
  credits?: { id: number; number: string; paidCents: number; stage?: InvoiceStage | null }
  /** What earlier payments settle of it (printed on it); part of what is paid. */
  settledCents: number
  /** For a credit note: the customer of the invoice it corrects, as that invoice has them, with its reference. */
  customer?: CustomerCopy
  /** It charges the cancellation costs of the booking's dates. */
  cancellation?: boolean
  /** For a credit note: the dates of the invoice it corrects, as that invoice has them. */
  service?: ServiceCopy
  /** A voorschotfactuur or eindfactuur (docs/decisions/039-aanbetaling.md). */
  stage?: InvoiceStage
  /** Another due date than the payment term gives: the aanbetaling's. */
  dueOn?: IsoDate
}

/** The dates an invoice is for (docs/decisions/028-multi-day-bookings.md), as it is copied onto the invoice. */
type ServiceCopy = Pick<typeof invoices.$inferSelect, 'serviceDate' | 'serviceDates' | 'cancellation'>

/** Whom an invoice is for, and their reference (purchase order number), as it is copied onto the invoice. */
type CustomerCopy = Pick<
  typeof invoices.$inferSelect,
  | 'customerReference'
  | 'customerName'
  | 'customerCompany'
  | 'customerAddress'
  | 'customerEmail'
  | 'customerKvk'
  | 'customerVatId'
  | 'customerStreet'
  | 'customerPostcode'
  | 'customerCity'
  | 'customerCountry'
>

export type IssuedDocument = {
  kind: InvoiceKind
  stage: InvoiceStage | null
  number: string
  /** For a credit note: the number of the invoice it corrects. */
  credits?: string
  totalCents: number
  openCents: number
  dueOn: IsoDate
  /** The PDF, and the e-invoice (UBL) when the customer's details make one. */
  attachments: MailAttachment[]
}

export type DocumentDeps = { now: number; links: Links; ideal: boolean }

/**
 * Whom and what an invoice is for: a copy of the booking's facts at the moment it is issued, with
 * the invoice details (app/lib/invoice-details.ts) the booking and the CRM give.
 */
export type InvoicedBooking = {
  id: number
  customerId: number | null
  name: string
  email: string
  date: string
  /** Every date of the booking, in order; the first is `date`. */
  dates: IsoDate[]
  customerReference: string | null
  address: string | null
  details: InvoiceDetails
  /** Days from an invoice's date to its due date: the term of the booking's price list. */
  paymentTermDays: number
}

/** The credit note that corrects `invoice`: the same lines, negated, for the same customer. */
export const creditNote = (invoice: typeof invoices.$inferSelect, reason: string): InvoiceDocument => ({
  kind: 'creditfactuur',
  lines: creditLines(invoice.lines),
  note: reason,
  credits: { id: invoice.id, number: invoice.number, paidCents: invoice.paidCents, stage: invoice.stage },
  settledCents: 0,
  service: {
    serviceDate: invoice.serviceDate,
    serviceDates: invoice.serviceDates,
    cancellation: invoice.cancellation,
  },
  customer: {
    customerReference: invoice.customerReference,
    customerName: invoice.customerName,
    customerCompany: invoice.customerCompany,
    customerAddress: invoice.customerAddress,
    customerEmail: invoice.customerEmail,
    customerKvk: invoice.customerKvk,
    customerVatId: invoice.customerVatId,
    customerStreet: invoice.customerStreet,
    customerPostcode: invoice.customerPostcode,
    customerCity: invoice.customerCity,
    customerCountry: invoice.customerCountry,
  },
})

/** The booking's customer as a new invoice copies them: the structured address, if any, is the line printed. */
function customerCopy(booking: InvoicedBooking): CustomerCopy {
  const { details } = booking
  return {
    customerReference: booking.customerReference,
    customerName: booking.name,
    customerCompany: details.company,
    customerAddress: invoiceAddressLine(details) ?? booking.address,
    customerEmail: booking.email,
    customerKvk: details.kvk,
    customerVatId: details.vatId,
    customerStreet: details.street,
    customerPostcode: details.postcode,
    customerCity: details.city,
    customerCountry: details.country,
  }
}

/**
 * The statements that issue `documents` for `booking`, numbered in order after the year's highest
 * number as the caller read it (a number taken meanwhile fails the batch on its unique index, and
 * the caller reads again), with their PDFs.
 */
export async function issueDocuments(
  db: Db,
  booking: InvoicedBooking,
  documents: InvoiceDocument[],
  deps: DocumentDeps & { sequence: { year: number; last: number } },
): Promise<{ statements: BatchItem<'sqlite'>[]; issued: IssuedDocument[] }> {
  if (documents.length === 0) return { statements: [], issued: [] }
  const issuedOn = amsterdamDate(new Date(deps.now))
  const year = Number(issuedOn.slice(0, 4))
  if (deps.sequence.year !== year) throw new Error(`invoice numbers read for ${deps.sequence.year}, issued in ${year}`)
  const numbered = documents.map((document, index) => {
    const sequence = deps.sequence.last + 1 + index
    return { document, sequence, number: invoiceNumber(year, sequence) }
  })
  // What each credit note says of the money paid on the invoice it corrects (ADR 021).
  const settlements = creditSettlements(
    numbered.flatMap(({ document }) => (document.credits ? [document.credits.paidCents] : [])),
    numbered.flatMap(({ document, number }) =>
      document.kind === 'factuur' ? [{ number, settledCents: document.settledCents }] : [],
    ),
  )
  // A voorschotfactuur or eindfactuur is named so on the credit note, as on itself.
  const names = Object.fromEntries([
    ...numbered.flatMap(({ document, number }) =>
      document.kind === 'factuur' && document.stage
        ? [[number, invoiceName('factuur', document.stage).toLowerCase()]]
        : [],
    ),
    ...numbered.flatMap(({ document }) =>
      document.credits?.stage
        ? [[document.credits.number, invoiceName('factuur', document.credits.stage).toLowerCase()]]
        : [],
    ),
  ])
  const settlementOf = new Map(
    numbered
      .filter(({ document }) => document.credits)
      .map(({ number }, index) => {
        const settlement = settlements[index]
        return [number, settlement && Object.keys(names).length > 0 ? { ...settlement, names } : settlement]
      }),
  )
  const prepared = await Promise.all(
    numbered.map(({ document, sequence, number }) =>
      prepare(db, booking, document, { year, sequence, issuedOn, settlement: settlementOf.get(number) }, deps),
    ),
  )
  return { statements: prepared.flatMap((entry) => entry.statements), issued: prepared.map((entry) => entry.issued) }
}

async function prepare(
  db: Db,
  booking: InvoicedBooking,
  document: InvoiceDocument,
  {
    year,
    sequence,
    issuedOn,
    settlement,
  }: { year: number; sequence: number; issuedOn: IsoDate; settlement: CreditSettlement | undefined },
  deps: DocumentDeps,
) {
  const number = invoiceNumber(year, sequence)
  const totals = invoiceTotals(document.lines)
  const paidCents = document.settledCents
  const row = {
    year,
    sequence,
    number,
    kind: document.kind,
    bookingId: booking.id,
    customerId: booking.customerId,
    creditsInvoiceId: document.credits?.id ?? null,
    issuedOn,
    dueOn: document.dueOn ?? dueDate(issuedOn, booking.paymentTermDays),
    stage: document.stage ?? null,
    ...(document.service ?? {
      serviceDate: booking.date,
      serviceDates: booking.dates,
      cancellation: document.cancellation ?? false,
    }),
    ...(document.customer ?? customerCopy(booking)),
    lines: document.lines,
    vat: totals.vat,
    subtotalCents: totals.subtotalCents,
    totalVatCents: totals.totalVatCents,
    totalCents: totals.totalCents,
    note: document.note,
    status: invoiceStatus({ kind: document.kind, totalCents: totals.totalCents, paidCents, credited: false }),
    paidCents,
    settledCents: paidCents,
    settlement: settlement ?? null,
    paidAt: paidCents > 0 ? new Date(deps.now) : null,
    createdAt: new Date(deps.now),
  } satisfies typeof invoices.$inferInsert
  const statements: BatchItem<'sqlite'>[] = [db.insert(invoices).values(row)]
  if (document.credits)
    statements.push(
      db
        .update(invoices)
        .set({ status: invoiceStatus({ kind: 'factuur', totalCents: 0, paidCents: 0, credited: true }) })
        .where(eq(invoices.id, document.credits.id)),
    )
  const pdf = await invoicePdf(row, document.credits?.number, deps)
  const xml = await invoiceXml(row, document.credits?.number, deps)
  return {
    statements,
    issued: {
      kind: document.kind,
      stage: row.stage,
      number,
      credits: document.credits?.number,
      totalCents: totals.totalCents,
      openCents: Math.max(0, totals.totalCents - paidCents),
      dueOn: row.dueOn,
      attachments: [
        {
          filename: invoicePdfName(document.kind, number, row.stage),
          contentType: 'application/pdf',
          contentBase64: toBase64(pdf),
        },
        ...(xml
          ? [
              {
                filename: ublFileName(document.kind, number, row.stage),
                contentType: 'application/xml',
                contentBase64: toBase64(new TextEncoder().encode(xml)),
              },
            ]
          : []),
      ],
    } satisfies IssuedDocument,
  }
}

type StoredFacts = Omit<typeof invoices.$inferSelect, 'id'>

const idealUrl = async (invoice: StoredFacts, deps: DocumentDeps) =>
  deps.ideal && invoice.kind === 'factuur' ? await deps.links.payment(invoice.number, deps.now) : undefined

/** The invoice details an issued invoice copied from its customer: its e-invoice's and the bookkeeping's. */
export const invoiceDetailsOf = (invoice: CustomerCopy): InvoiceDetails => ({
  company: invoice.customerCompany,
  kvk: invoice.customerKvk,
  vatId: invoice.customerVatId,
  street: invoice.customerStreet,
  postcode: invoice.customerPostcode,
  city: invoice.customerCity,
  country: invoice.customerCountry,
})

/** An invoice's facts as its e-invoice takes them. */
export function ublInvoiceOf(invoice: StoredFacts): UblInvoice {
  return { ...invoice, customer: invoiceDetailsOf(invoice) }
}

/**
 * An invoice's e-invoice (UBL) from its stored facts, or null when its customer's details make none;
 * `credits` is the number of the invoice a credit note corrects.
 */
export async function invoiceXml(invoice: StoredFacts, credits: string | undefined, deps: DocumentDeps) {
  const ubl = ublInvoiceOf(invoice)
  if (ublMissing(ubl).length) return null
  return ublDocument(ubl, { credits, idealUrl: await idealUrl(invoice, deps) })
}

/** An invoice's PDF from its stored facts: when it is issued, and the same document again later. */
async function invoicePdf(invoice: StoredFacts, credits: string | undefined, deps: DocumentDeps) {
  return renderInvoicePdf({
    ...invoice,
    customer: {
      name: invoice.customerName,
      company: invoice.customerCompany,
      address: invoice.customerAddress,
      email: invoice.customerEmail,
    },
    credits,
    payWith: await idealUrl(invoice, deps).then((url) => (url ? { idealUrl: url } : undefined)),
  })
}

/** Invoices a caller has read, as far as a credit note's document needs them. */
type ReadInvoices = readonly Pick<StoredInvoice, 'id' | 'number'>[]

/** The number of the invoice a credit note corrects: among the invoices the caller read, or read now. */
async function creditedNumber(db: Db, invoice: StoredInvoice, read: ReadInvoices) {
  if (!invoice.creditsInvoiceId) return undefined
  const known = read.find((candidate) => candidate.id === invoice.creditsInvoiceId)
  if (known) return known.number
  const [credited] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, invoice.creditsInvoiceId))
  return credited?.number
}

/** A stored invoice as its PDF again (the same document the customer was mailed). */
export async function storedInvoicePdf(db: Db, invoice: StoredInvoice, deps: DocumentDeps, read: ReadInvoices = []) {
  return invoicePdf(invoice, await creditedNumber(db, invoice, read), deps)
}

/** A stored invoice as its e-invoice again, or null when its customer's details make none. */
export async function storedInvoiceXml(db: Db, invoice: StoredInvoice, deps: DocumentDeps, read: ReadInvoices = []) {
  return invoiceXml(invoice, await creditedNumber(db, invoice, read), deps)
}
