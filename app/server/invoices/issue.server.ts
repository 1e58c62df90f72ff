/**
 * Issuing invoices and credit notes. The number is gapless per year and never reused: the next
 * sequence is read, the PDFs are made with it, and the batch that inserts the invoices (with
 * whatever else belongs to the same event: the booking's new status, the mails) fails on the
 * (year, sequence) key if another invoice took that number meanwhile; then it is all done again
 * with the next number. Nothing else ever writes a number, and an invoice is never deleted.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { amsterdamDate, type IsoDate } from '~/lib/dates'
import { formatEuro, formatLongDate } from '~/lib/format'
import { creditLines, dueDate, type InvoiceKind, type InvoiceLine, invoiceNumber, invoiceTotals } from '~/lib/invoicing'
import { calculatePrice, dayPartInfo } from '~/lib/pricing'
import { type auditActors, invoices } from '../../../db/schema'
import { audit } from '../audit.server'
import { type Booking, selectionOf } from '../bookings/queries.server'
import type { Db } from '../db.server'
import { manageUrl, paymentUrl } from '../links.server'
import { invoiceMail } from '../mail/invoice-templates.server'
import { queueMail } from '../mail/outbox.server'
import { invoicePdfName, renderInvoicePdf } from '../pdf/invoice-pdf.server'
import { toBase64 } from '../pdf/writer.server'

export type InvoiceDeps = {
  now: number
  siteUrl: string
  secret: string
  /** With iDEAL on (MOLLIE_API_KEY), invoice mails link to the payment page. */
  ideal: boolean
  actor: (typeof auditActors)[number]
}

/** What an invoice will say; the number is added when it is issued. */
export type InvoiceDraft = {
  kind: InvoiceKind
  booking: Booking
  lines: InvoiceLine[]
  note?: string
  /** For a credit note: the invoice it cancels. */
  credits?: { id: number; number: string }
  /** What was already paid towards this invoice (moved from the invoice a credit note cancels). */
  settledCents?: number
}

export type StoredInvoice = typeof invoices.$inferSelect

/** Enough for as many invoices issued at the very same moment; each retry waits a little, at random. */
const MAX_ATTEMPTS = 20
const isNumberTaken = (error: unknown) => /invoices\.(year|number)/.test(String(error))

/** The booking's invoice that still counts: issued, not a credit note, not credited. */
export async function currentInvoice(db: Db, bookingId: number): Promise<StoredInvoice | undefined> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'factuur'), ne(invoices.status, 'gecrediteerd')))
    .orderBy(desc(invoices.id))
    .limit(1)
  return invoice
}

export const bookingInvoiceDraft = (booking: Booking): InvoiceDraft => {
  const part = dayPartInfo[selectionOf(booking).dayParts]
  return {
    kind: 'factuur',
    booking,
    lines: calculatePrice(selectionOf(booking)).items,
    note:
      `Boeking ${booking.id}: ${formatLongDate(booking.date)}, ` +
      `${part.label.toLowerCase()} (${part.start} - ${part.end}).`,
  }
}

export function creditDraft(booking: Booking, invoice: StoredInvoice, reason: string): InvoiceDraft {
  return {
    kind: 'creditfactuur',
    booking,
    lines: creditLines(invoice.lines),
    note: reason,
    credits: { id: invoice.id, number: invoice.number },
  }
}

/**
 * Issues the drafts (numbered in order) in one batch together with `statements` (the rest of the
 * event), and one mail to the customer with every PDF. Retries with the next numbers when another
 * invoice took one. `statements` is called again on each attempt.
 */
export async function issueWith(
  db: Db,
  drafts: InvoiceDraft[],
  deps: InvoiceDeps,
  statements: () => BatchItem<'sqlite'>[] | Promise<BatchItem<'sqlite'>[]>,
  extra: { refundCents?: number } = {},
): Promise<{ numbers: string[]; mailId?: string }> {
  if (drafts.length === 0) {
    await db.batch(toBatch(await statements()))
    return { numbers: [] }
  }
  const issuedOn = amsterdamDate(new Date(deps.now))
  const year = Number(issuedOn.slice(0, 4))
  for (let attempt = 1; ; attempt += 1) {
    const [last] = await db
      .select({ sequence: sql<number>`coalesce(max(${invoices.sequence}), 0)` })
      .from(invoices)
      .where(eq(invoices.year, year))
    const numbered = drafts.map((draft, index) => {
      const sequence = (last?.sequence ?? 0) + 1 + index
      return { draft, sequence, number: invoiceNumber(year, sequence) }
    })
    const prepared = await Promise.all(numbered.map((entry) => prepare(db, entry, issuedOn, year, deps)))
    const booking = drafts[0]?.booking
    const payable = prepared.find((entry) => entry.kind === 'factuur' && entry.openCents > 0)
    const mail = booking
      ? queueMail(db, {
          ...invoiceMail({
            invoices: prepared.map(({ kind, number, totalCents, openCents, dueOn }) => ({
              kind,
              number,
              totalCents,
              openCents,
              dueOn,
            })),
            payUrl: deps.ideal && payable ? await paymentUrl(configOf(deps), payable.number, deps.now) : undefined,
            manageUrl: await manageUrl(configOf(deps), booking, deps.now),
            refundCents: extra.refundCents,
          }),
          to: booking.email,
          attachments: prepared.map((entry) => entry.attachment),
          relatedType: 'booking',
          relatedId: booking.id,
        })
      : undefined
    try {
      await db.batch(
        toBatch([
          ...(await statements()),
          ...prepared.flatMap((entry) => entry.statements),
          ...(mail ? [mail.statement] : []),
        ]),
      )
      return { numbers: prepared.map((entry) => entry.number), mailId: mail?.id }
    } catch (error) {
      if (!isNumberTaken(error) || attempt >= MAX_ATTEMPTS) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt))
    }
  }
}

const configOf = (deps: { secret: string; siteUrl: string }) => ({
  SIGNING_SECRET: deps.secret,
  SITE_URL: deps.siteUrl,
})

function toBatch(items: BatchItem<'sqlite'>[]): [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] {
  const [first, ...rest] = items
  if (!first) throw new Error('an empty batch')
  return [first, ...rest]
}

async function prepare(
  db: Db,
  { draft, sequence, number }: { draft: InvoiceDraft; sequence: number; number: string },
  issuedOn: IsoDate,
  year: number,
  deps: InvoiceDeps,
) {
  const totals = invoiceTotals(draft.lines)
  const dueOn = dueDate(issuedOn)
  const { booking } = draft
  const customer = { name: booking.name, company: booking.company, address: booking.address, email: booking.email }
  const pdf = await renderInvoicePdf({
    number,
    kind: draft.kind,
    issuedOn,
    dueOn,
    serviceDate: booking.date,
    bookingId: booking.id,
    customer,
    lines: draft.lines,
    vat: totals.vat,
    subtotalCents: totals.subtotalCents,
    totalVatCents: totals.totalVatCents,
    totalCents: totals.totalCents,
    note: draft.note,
    credits: draft.credits?.number,
    settledCents: draft.settledCents,
    payWith: deps.ideal ? { idealUrl: await paymentUrl(configOf(deps), number, deps.now) } : undefined,
  })
  const statements: BatchItem<'sqlite'>[] = [
    db.insert(invoices).values({
      year,
      sequence,
      number,
      kind: draft.kind,
      bookingId: booking.id,
      customerId: booking.customerId,
      creditsInvoiceId: draft.credits?.id ?? null,
      issuedOn,
      dueOn,
      serviceDate: booking.date,
      customerName: customer.name,
      customerCompany: customer.company,
      customerAddress: customer.address,
      customerEmail: customer.email,
      lines: draft.lines,
      vat: totals.vat,
      subtotalCents: totals.subtotalCents,
      totalVatCents: totals.totalVatCents,
      totalCents: totals.totalCents,
      note: draft.note ?? null,
      status:
        draft.kind === 'creditfactuur'
          ? 'gecrediteerd'
          : (draft.settledCents ?? 0) >= totals.totalCents
            ? 'betaald'
            : 'open',
      paidCents: draft.settledCents ?? 0,
      settledCents: draft.settledCents ?? 0,
      paidAt: draft.settledCents ? new Date(deps.now) : null,
      createdAt: new Date(deps.now),
    }),
    audit(
      db,
      {
        actor: deps.actor,
        entity: 'booking',
        entityId: booking.id,
        action: draft.kind === 'creditfactuur' ? 'invoice.credit' : 'invoice.issue',
        summary:
          draft.kind === 'creditfactuur'
            ? `Creditfactuur ${number} (${formatEuro(totals.totalCents)}) op factuur ${draft.credits?.number} gemaild`
            : `Factuur ${number} (${formatEuro(totals.totalCents)}) gemaild`,
      },
      deps.now,
    ),
  ]
  if (draft.credits)
    statements.push(db.update(invoices).set({ status: 'gecrediteerd' }).where(eq(invoices.id, draft.credits.id)))
  return {
    kind: draft.kind,
    number,
    totalCents: totals.totalCents,
    openCents: totals.totalCents - Math.min(draft.settledCents ?? 0, totals.totalCents),
    dueOn,
    statements,
    attachment: {
      filename: invoicePdfName(draft.kind, number),
      contentType: 'application/pdf',
      contentBase64: toBase64(pdf),
    },
  }
}

/** A stored invoice as its PDF again (the same document the customer was mailed). */
export async function storedInvoicePdf(
  db: Db,
  invoice: StoredInvoice,
  deps: { now: number; siteUrl: string; secret: string; ideal: boolean },
) {
  const [credited] = invoice.creditsInvoiceId
    ? await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.creditsInvoiceId))
    : []
  return renderInvoicePdf({
    ...invoice,
    customer: {
      name: invoice.customerName,
      company: invoice.customerCompany,
      address: invoice.customerAddress,
      email: invoice.customerEmail,
    },
    credits: credited?.number,
    payWith:
      deps.ideal && invoice.kind === 'factuur'
        ? { idealUrl: await paymentUrl(configOf(deps), invoice.number, deps.now) }
        : undefined,
  })
}

/** The invoices of a booking, oldest first, with what was paid. */
export function invoicesOf(db: Db, bookingId: number) {
  return db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(invoices.id)
}

export async function getInvoice(db: Db, id: number): Promise<StoredInvoice | undefined> {
  if (!Number.isInteger(id) || id < 1) return undefined
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id))
  return invoice
}

/** The owner invoices a confirmed booking that has no invoice yet (they chose "later" when confirming). */
export function invoiceBooking(db: Db, booking: Booking, deps: InvoiceDeps) {
  return issueWith(db, [bookingInvoiceDraft(booking)], deps, () => [])
}

/** The owner cancels an invoice by a credit note; what was paid towards it is refunded. */
export function creditInvoice(db: Db, booking: Booking, invoice: StoredInvoice, deps: InvoiceDeps) {
  return issueWith(db, [creditDraft(booking, invoice, `Correctie van factuur ${invoice.number}.`)], deps, () => [], {
    refundCents: invoice.paidCents,
  })
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
