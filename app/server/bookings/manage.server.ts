/**
 * The customer's own booking page (the signed link in every booking mail): which booking a link is
 * for, and what the customer may still do there. What they do goes through the lifecycle
 * (lifecycle.server.ts); what the page offers is what the lifecycle would do now.
 */
import { and, eq } from 'drizzle-orm'
import { bookingDays, type LifecycleEvent, peopleChangeDates, plan } from '~/lib/booking-lifecycle'
import { linesTotalCents } from '~/lib/booking-money'
import { cancellationCharge, cancellationPreview } from '~/lib/cancellation'
import { amsterdamDate, type IsoDate } from '~/lib/dates'
import type { InvoiceKind, InvoiceStatus } from '~/lib/invoicing'
import { idempotencyKeys, invoices } from '../../../db/schema'
import type { Db } from '../db/client.server'
import type { Links } from '../links.server'
import { daysOfBooking, getBooking } from './queries.server'
import { loadBookingState } from './state.server'

/**
 * The booking a link is for, with its dates, while its link works: its token names the booking, or
 * (in the mail that acknowledges a request, sent before the booking had an id) the submission that
 * made it.
 */
export async function bookingForLink(db: Db, links: Links, token: string | null, now: number) {
  const subject = await links.manageSubject(token)
  if (!subject) return undefined
  const booking = subject.startsWith('aanvraag:')
    ? await requestedBooking(db, subject.slice('aanvraag:'.length))
    : await getBooking(db, Number(subject))
  if (!booking) return undefined
  const days = await daysOfBooking(db, booking)
  return (await manageLinkWorks(db, booking.id, days.at(-1)?.date ?? booking.date, now)) ? { booking, days } : undefined
}

async function requestedBooking(db: Db, submissionKey: string) {
  const [remembered] = await db
    .select({ id: idempotencyKeys.resultId })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, submissionKey))
  return remembered ? getBooking(db, remembered.id) : undefined
}

/**
 * How long the customer's link works (docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md):
 * until the end of the booking's last date, and after it for as long as one of its invoices is open,
 * so the mails of cancellation costs and of invoices made after the day still lead somewhere.
 */
async function manageLinkWorks(db: Db, bookingId: number, lastDate: IsoDate, now: number): Promise<boolean> {
  if (amsterdamDate(new Date(now)) <= lastDate) return true
  const [open] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        eq(invoices.kind, 'factuur' satisfies InvoiceKind),
        eq(invoices.status, 'open' satisfies InvoiceStatus),
      ),
    )
    .limit(1)
  return open !== undefined
}

/** What the customer may still do, and what cancelling would cost now: the lifecycle's own answer. */
export async function manageOptions(db: Db, bookingId: number, now: number) {
  const loaded = await loadBookingState(db, bookingId, now)
  if (!loaded)
    return {
      canAccept: false,
      canCancel: false,
      canChangePeople: false,
      peopleDates: [],
      canRequestChange: false,
      canSetReference: false,
      canSetInvoiceDetails: false,
      needsInvoiceAddress: false,
    }
  const would = (event: LifecycleEvent) => plan(loaded.state, event, 'klant', now)
  const cancel = would({ type: 'cancel' })
  // The numbers it has: only the time limit or the status refuses that; anything else is "no change".
  const people = would({ type: 'people', numPeople: {} })
  const change = would({ type: 'change-request', wish: {} })
  const { booking } = loaded.state
  const cancellation =
    cancel.kind === 'plan' && booking.status === 'bevestigd'
      ? {
          // The same terms the plan applied, said before the customer decides.
          preview: cancellationPreview(cancellationCharge(bookingDays(booking), now, loaded.state.closedHolidays)),
          costsCents: cancel.issue.reduce((sum, invoice) => sum + linesTotalCents(invoice.lines), 0),
          refundCents: cancel.refundDueCents,
        }
      : undefined
  const reference = would({ type: 'reference', reference: '' })
  const accept = would({ type: 'accept' })
  // Without an address the optie waits for it: the panel stays and says what is missing.
  const needsInvoiceAddress = accept.kind === 'refused' && accept.code === 'customerNoInvoiceAddress'
  return {
    canAccept: accept.kind === 'plan' || needsInvoiceAddress,
    needsInvoiceAddress,
    canCancel: cancel.kind === 'plan',
    cancellation,
    canChangePeople: people.kind === 'unchanged',
    /** The dates whose number of people may still change: each date has its own last day (ADR 032). */
    peopleDates: people.kind === 'unchanged' ? peopleChangeDates(loaded.state, now) : [],
    // At the day's limit the form stays, and says so when it is sent.
    canRequestChange: change.kind === 'plan' || (change.kind === 'refused' && change.status === 429),
    // At the day's limit of detail changes the form stays too.
    canSetReference: reference.kind !== 'refused' || reference.status === 429,
    canSetInvoiceDetails: would({ type: 'invoice-details', details: booking.details }).kind !== 'refused',
  }
}
