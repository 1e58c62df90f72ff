/**
 * What cancelling a confirmed booking does besides its status, whoever cancels: the costs by the
 * terms (app/lib/cancellation.ts) become an invoice, the invoice issued before is cancelled by a
 * credit note, and what was paid towards it goes to the costs first; the rest is refunded.
 */

import type { HolidayId } from '~/lib/availability'
import { cancellationCharge } from '~/lib/cancellation'
import { invoiceTotals } from '~/lib/invoicing'
import type { Db } from '../db.server'
import { creditDraft, currentInvoice, type InvoiceDraft } from '../invoices/issue.server'
import { type Booking, selectionOf } from './queries.server'

export async function cancellationPlan(
  db: Db,
  booking: Booking,
  { at, closedHolidays }: { at: number; closedHolidays: readonly HolidayId[] },
) {
  const charge = cancellationCharge({ date: booking.date, ...selectionOf(booking) }, at, closedHolidays)
  const invoice = await currentInvoice(db, booking.id)
  const costsCents = invoiceTotals(charge.lines).totalCents
  const paidCents = invoice?.paidCents ?? 0
  const drafts: InvoiceDraft[] = []
  if (invoice) drafts.push(creditDraft(booking, invoice, `Boeking ${booking.id} is geannuleerd.`))
  if (charge.lines.length > 0)
    drafts.push({
      kind: 'factuur',
      booking,
      lines: charge.lines,
      note: `Annuleringskosten van boeking ${booking.id}, volgens de voorwaarden. ${charge.reason}`,
      settledCents: Math.min(paidCents, costsCents),
    })
  return { charge, costsCents, drafts, refundCents: Math.max(0, paidCents - costsCents) }
}
