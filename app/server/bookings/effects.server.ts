/**
 * A lifecycle plan as statements for the executor's batch (lifecycle.server.ts). The first is the
 * guard: it moves the booking from the version the plan was made on to the next, and sets NULL
 * (which `version NOT NULL` refuses) when the booking moved on meanwhile, so the batch fails as a
 * whole. Then the day parts, the invoices, the payment, the notices, the waiting list and the mails.
 */
import { and, eq, sql } from 'drizzle-orm'
import { customerTypeLabels } from '~/lib/admin-schemas'
import { type BookingDay, heldSlots, priceDays, termsListOf } from '~/lib/booking-days'
import { bookingDays, type Plan, plannedDays } from '~/lib/booking-lifecycle'
import { dietColumns } from '~/lib/diet'
import { invoiceAddressLine, invoiceDetailsFrom, mergedInvoiceDetails } from '~/lib/invoice-details'
import { invoiceStatus } from '~/lib/invoicing'
import {
  bookingLaterDays,
  bookingSlots,
  bookings,
  customers,
  invoices,
  noticesSent,
  payments,
  refunds,
} from '../../../db/schema'
import { audit } from '../audit.server'
import type { Statement } from '../db/batch.server'
import { creditNote, type InvoiceDocument, issueDocuments } from '../invoices/documents.server'
import { freedSlotNotices } from '../waiting-list/waiting-list.server'
import { decisionAttachments } from './attachments.server'
import type { BookingEventDeps } from './deps.server'
import { planMails } from './mails/queue.server'
import type { Booking } from './queries.server'
import type { LoadedBooking } from './state.server'

export async function planStatements(
  plan: Plan,
  loaded: LoadedBooking,
  deps: BookingEventDeps & { paymentKey?: string },
) {
  const { db, now } = deps
  const before = loaded.booking
  const days = bookingDays(loaded.state.booking)
  // The dates as the plan leaves them: each with its own number (ADR 032) and dietary needs (ADR 045).
  const daysAfter = plannedDays(loaded.state.booking, plan)
  const booking = afterPlan(before, daysAfter, plan)
  // An erased customer's booking has no address to invite (app/server/privacy/erasure.server.ts).
  const invite =
    plan.invite && booking.email
      ? await decisionAttachments(booking, days, plan.invite === 'REQUEST', {
          now,
          siteUrl: deps.links.site('/'),
          organizer: deps.settings.venueInbox,
        })
      : undefined
  const statements: Statement[] = [
    db
      .update(bookings)
      .set({
        version: sql`CASE WHEN ${bookings.version} = ${before.version} THEN ${before.version + 1} END`,
        status: plan.status,
        // A rule that changes the status always says which decision did it.
        ...(plan.lastDecision !== undefined ? { lastDecision: plan.lastDecision, statusChangedAt: new Date(now) } : {}),
        numPeople: booking.numPeople,
        ...dietWrite(plan, before.date),
        totalCents: booking.totalCents,
        totalExclVatCents: booking.totalExclVatCents,
        refundDueCents: plan.refundDueCents,
        // The first moment money was due back, kept while some is; none due, none since.
        refundDueSince: plan.refundDueCents > 0 ? (before.refundDueSince ?? new Date(now)) : null,
        customerReference: booking.customerReference,
        ...invoiceDetailsFrom(booking),
        address: booking.address,
        optieUntil: plan.optieUntil,
        ...(plan.reviewOptOut !== undefined ? { reviewOptOut: plan.reviewOptOut } : {}),
        ...(invite?.sequence !== undefined
          ? { calendarSequence: invite.sequence, inviteActive: plan.invite === 'REQUEST' }
          : {}),
      })
      .where(eq(bookings.id, before.id)),
  ]
  // The waiting list is read before the day parts go: it is told of the parts this booking held, on
  // each of its dates.
  const waiting = plan.notifyWaitingList
    ? await Promise.all(
        days.map((day) =>
          freedSlotNotices(
            db,
            day.date,
            { bookingId: before.id },
            { links: deps.links, now },
            {
              held: loaded.slotsOnDates.filter((slot) => slot.date === day.date),
              waiting: loaded.waitingOnDates.filter((entry) => entry.date === day.date),
            },
          ),
        ),
      )
    : []
  if (plan.slots !== 'keep') statements.push(db.delete(bookingSlots).where(eq(bookingSlots.bookingId, before.id)))
  // Every day part of every date, in this one batch: one taken makes it fail as a whole (ADR 028).
  if (plan.slots === 'hold')
    for (const { date, part } of heldSlots(days))
      statements.push(db.insert(bookingSlots).values({ date, part, bookingId: booking.id, createdAt: new Date(now) }))
  for (const day of daysAfter.slice(1))
    if (plan.numPeople || plan.diet?.[day.date])
      statements.push(
        db
          .update(bookingLaterDays)
          .set({ numPeople: day.numPeople, ...dietWrite(plan, day.date) })
          .where(and(eq(bookingLaterDays.bookingId, before.id), eq(bookingLaterDays.date, day.date))),
      )

  const stored = (id: number) => {
    const invoice = loaded.invoices.find((row) => row.id === id)
    if (!invoice) throw new Error(`invoice ${id} is not one of booking ${before.id}`)
    return invoice
  }
  const documents: InvoiceDocument[] = [
    ...plan.credit.map((credit) => creditNote(stored(credit.invoiceId), credit.reason)),
    ...plan.issue.map((draft) => ({ kind: 'factuur' as const, ...draft })),
  ]
  const invoiced = {
    ...booking,
    dates: days.map((day) => day.date),
    details: mergedInvoiceDetails(invoiceDetailsFrom(booking), loaded.crmDetails),
    paymentTermDays: termsListOf(days).terms.paymentTermDays,
  }
  const { statements: invoiceStatements, issued } = await issueDocuments(db, invoiced, documents, {
    now,
    links: deps.links,
    ideal: deps.settings.ideal,
    sequence: loaded.invoiceSequence,
  })
  statements.push(...invoiceStatements)
  if (plan.paid) {
    const invoice = stored(plan.paid.invoiceId)
    const paidCents = invoice.paidCents + plan.paid.cents
    statements.push(
      db
        .update(invoices)
        .set({ paidCents, paidAt: new Date(now), status: invoiceStatus({ ...invoice, paidCents, credited: false }) })
        .where(eq(invoices.id, invoice.id)),
    )
  }

  const mails = await planMails(plan, {
    db,
    booking,
    // After a people change the mails say each date's new number.
    days: daysAfter,
    invoices: new Map(loaded.invoices.map((row) => [row.id, row])),
    issued,
    invite: invite?.attachments ?? [],
    links: deps.links,
    ideal: deps.settings.ideal,
    venueInbox: deps.settings.venueInbox,
    now,
  })
  statements.push(...paymentStatements(plan, loaded, deps, mails[0]?.id))
  statements.push(...refundStatements(plan, loaded, deps))
  if (plan.notice)
    statements.push(db.insert(noticesSent).values({ ...plan.notice, mailId: mails[0]?.id, sentAt: new Date(now) }))
  statements.push(...customerStatements(plan, loaded, deps))
  statements.push(...mails.flatMap((mail) => mail.statements), ...waiting.flatMap((notices) => notices.statements))
  return {
    statements,
    issued,
    mailIds: [...mails.map((mail) => mail.id), ...waiting.flatMap((notices) => notices.mailIds)],
  }
}

/**
 * The refunds a plan records, asks of Mollie or settles (ADR 038). A new refund's key names the
 * booking and the version this batch gives it, so it is unique, and the same on Mollie's side
 * however often the refund is sent (app/server/payments/refunds.server.ts).
 */
function refundStatements(plan: Plan, loaded: LoadedBooking, { db, now }: BookingEventDeps): Statement[] {
  const { id, version } = loaded.booking
  return (plan.refunds ?? []).map((write, index) =>
    write.kind === 'add'
      ? db.insert(refunds).values({
          bookingId: id,
          paymentId: write.paymentId,
          method: write.method,
          key: `terugbetaling-${id}-${version + 1}-${index + 1}`,
          amountCents: write.amountCents,
          status: write.status,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
      : db
          .update(refunds)
          .set({ status: write.status, updatedAt: new Date(now) })
          .where(eq(refunds.id, write.refundId)),
  )
}

/** The plan's promotion of the CRM record (planOf), with a line in the customer's log saying why. */
function customerStatements(plan: Plan, loaded: LoadedBooking, { db, now }: BookingEventDeps): Statement[] {
  const { promoteCustomer: promotion } = plan
  if (!promotion) return []
  return [
    db
      .update(customers)
      .set({ customerType: 'customer', updatedAt: new Date(now) })
      .where(eq(customers.id, promotion.customerId)),
    audit(
      db,
      {
        actor: 'systeem',
        entity: 'customer',
        entityId: promotion.customerId,
        action: 'customer.type',
        summary:
          `Soort klant van ${customerTypeLabels[promotion.from].toLowerCase()} naar klant: ` +
          `boeking ${loaded.booking.id} is bevestigd`,
        changes: { customerType: [promotion.from, 'customer'] },
      },
      now,
    ),
  ]
}

/** A date's new dietary needs as their columns, when the plan changes them (ADR 045); else nothing. */
function dietWrite(plan: Plan, date: string) {
  const diet = plan.diet?.[date]
  return diet ? dietColumns(diet) : {}
}

/** The booking as the plan leaves it: another number of people (`days` as the plan leaves them) is priced again. */
function afterPlan(booking: Booking, days: BookingDay[], plan: Plan): Booking {
  if (plan.reference !== undefined) return { ...booking, customerReference: plan.reference }
  if (plan.details) return { ...booking, ...plan.details, address: invoiceAddressLine(plan.details) ?? booking.address }
  const [first] = days
  if (!plan.numPeople || !first) return booking
  const { totals } = priceDays(days)
  return {
    ...booking,
    numPeople: first.numPeople,
    totalCents: totals.totalCents,
    totalExclVatCents: totals.subtotalCents,
  }
}

/**
 * The payment a plan counts: Mollie's, which exists and becomes paid (once, by its notice key);
 * or the owner's bank transfer, stored under the key of the form that recorded it, so a double
 * submission is one payment.
 */
function paymentStatements(
  plan: Plan,
  loaded: LoadedBooking,
  { db, now, paymentKey }: BookingEventDeps & { paymentKey?: string },
  receiptId: string | undefined,
): Statement[] {
  if (!plan.payment) return []
  if (loaded.payment)
    return [
      db
        .update(payments)
        .set({ status: 'paid', paidAt: new Date(now), updatedAt: new Date(now) })
        .where(eq(payments.id, loaded.payment.id)),
      db.insert(noticesSent).values({
        entity: 'payment',
        entityId: loaded.payment.id,
        kind: 'betaald',
        mailId: receiptId,
        sentAt: new Date(now),
      }),
    ]
  if (!paymentKey) throw new Error('a payment without its key')
  return [
    db.insert(payments).values({
      invoiceId: plan.payment.paidForId,
      providerId: paymentKey,
      method: plan.payment.method,
      amountCents: plan.payment.amountCents,
      status: 'paid',
      paidAt: new Date(now),
      createdAt: new Date(now),
    }),
  ]
}
