/**
 * The owner's decisions on bookings (app/lib/booking-status.ts says which a status offers).
 * Confirming reserves the day part(s) in the same D1 batch as the status change, the mail, the
 * invoice and the history entry, under the unique (date, part) key: if another booking holds them,
 * the whole batch fails and nothing changes. Rejecting or cancelling frees them; cancelling a
 * confirmed booking also credits its invoice, invoices the cancellation costs and tells the
 * waiting list, in that same batch.
 */
import { eq } from 'drizzle-orm'
import { slotsOf } from '~/lib/availability'
import type { Decision } from '~/lib/booking-schemas'
import {
  type BookingDecision,
  type BookingStatus,
  decisionHistory,
  decisionResults,
  holdsDayParts,
  offers,
  refusedDecisionMessage,
  statusAfter,
} from '~/lib/booking-status'
import { bookingSlots, bookings } from '../../../db/schema'
import { audit } from '../audit.server'
import { closedHolidayIds } from '../closures.server'
import type { Db } from '../db.server'
import type { AppConfig } from '../env.server'
import { bookingInvoiceDraft, currentInvoice, type InvoiceDraft, issueWith } from '../invoices/issue.server'
import { manageUrl } from '../links.server'
import { bookingDecision } from '../mail/booking-templates.server'
import { queueMail } from '../mail/outbox.server'
import { freedSlotNotices } from '../waiting-list.server'
import { decisionAttachments } from './attachments.server'
import { cancellationPlan } from './cancel.server'
import { type Booking, getBooking, selectionOf } from './queries.server'

export const slotConflictMessage = 'Dit dagdeel is al bevestigd voor een andere boeking. Er is niets gewijzigd.'
export const closedSlotMessage =
  'Dit dagdeel is gesloten (zie Sluitingen). Heropen het eerst als je deze boeking wilt bevestigen. ' +
  'Er is niets gewijzigd.'
export const notFoundMessage = 'Boeking niet gevonden'

/** What deciding or changing a status answers, to the admin page and the JSON API alike. */
export type DecisionOutcome =
  | { ok: true; message: string; mailIds: string[]; pdfDownloadUrl?: string }
  | { ok: false; status: 404 | 409; message: string }

export type DecisionDeps = {
  now: number
  siteUrl: string
  venueInbox: string
  secret: string
  /** iDEAL is on (MOLLIE_API_KEY): invoice mails link to the payment page. */
  ideal: boolean
  /** Confirming issues the invoice unless the owner says not to. */
  invoice?: boolean
}

export const decisionDeps = (config: AppConfig, now: number): DecisionDeps => ({
  now,
  siteUrl: config.SITE_URL,
  venueInbox: config.VENUE_INBOX,
  secret: config.SIGNING_SECRET,
  ideal: Boolean(config.MOLLIE_API_KEY),
})

/** The statements that move a booking to a status, its day parts included. */
export function statusStatements(
  db: Db,
  booking: Booking,
  status: BookingStatus,
  lastDecision: BookingDecision | null,
  now: number,
  calendarSequence = booking.calendarSequence,
) {
  const update = db
    .update(bookings)
    .set({ status, lastDecision, statusChangedAt: new Date(now), calendarSequence })
    .where(eq(bookings.id, booking.id))
  // Free this booking's own slots first, so confirming twice is harmless.
  const free = db.delete(bookingSlots).where(eq(bookingSlots.bookingId, booking.id))
  if (!holdsDayParts(status)) return [update, free] as const
  const parts = slotsOf(selectionOf(booking).dayParts)
  return [
    update,
    free,
    ...parts.map((part) =>
      db.insert(bookingSlots).values({ date: booking.date, part, bookingId: booking.id, createdAt: new Date(now) }),
    ),
  ] as const
}

const isSlotConflict = (error: unknown) => String(error).includes('booking_slots')

/** Why the booking's day parts could not be held: another booking has them, or the owner closed them. */
async function slotRefusal(db: Db, booking: Booking): Promise<DecisionOutcome> {
  const holders = await db
    .select({ part: bookingSlots.part, closureId: bookingSlots.closureId })
    .from(bookingSlots)
    .where(eq(bookingSlots.date, booking.date))
  const parts = slotsOf(selectionOf(booking).dayParts)
  const closed = holders.some((holder) => holder.closureId !== null && parts.includes(holder.part))
  return { ok: false, status: 409, message: closed ? closedSlotMessage : slotConflictMessage }
}

/** The owner sets a status directly, without a mail (spec §4: the status dropdown). */
export async function setBookingStatus(
  db: Db,
  id: number,
  status: BookingStatus,
  now: number,
): Promise<DecisionOutcome> {
  const booking = await getBooking(db, id)
  if (!booking) return { ok: false, status: 404, message: notFoundMessage }
  const entry = audit(
    db,
    {
      actor: 'eigenaar',
      entity: 'booking',
      entityId: id,
      action: 'booking.status',
      summary: `Status gewijzigd van ${booking.status} naar ${status} (zonder e-mail)`,
      changes: { status: [booking.status, status] },
    },
    now,
  )
  try {
    await db.batch([...statusStatements(db, booking, status, null, now), entry])
    return { ok: true, message: 'Status bijgewerkt', mailIds: [] }
  } catch (error) {
    if (isSlotConflict(error)) return slotRefusal(db, booking)
    throw error
  }
}

/**
 * Takes a decision the booking's status offers: sets the status it leads to, queues the owner's
 * mail (with the confirmation PDF and a calendar invite when confirming, the invite's cancellation
 * when cancelling a confirmed booking), the invoices, and records it, in one batch.
 */
export async function decide(
  db: Db,
  id: number,
  { type, subject, message }: Decision,
  deps: DecisionDeps,
): Promise<DecisionOutcome> {
  const { now, siteUrl } = deps
  const booking = await getBooking(db, id)
  if (!booking) return { ok: false, status: 404, message: notFoundMessage }
  if (!offers(booking.status, type)) return { ok: false, status: 409, message: refusedDecisionMessage }
  const status = statusAfter(type)
  const confirming = status === 'bevestigd'
  const { attachments, sequence } = await decisionAttachments(booking, confirming, {
    now,
    siteUrl,
    organizer: deps.venueInbox,
  })
  const links = { SIGNING_SECRET: deps.secret, SITE_URL: siteUrl }
  const mail = queueMail(db, {
    ...bookingDecision({
      subject,
      message,
      date: booking.date,
      selection: selectionOf(booking),
      confirmed: confirming,
      manageUrl: type === 'reject' ? undefined : await manageUrl(links, booking, now),
    }),
    to: booking.email,
    attachments,
    relatedType: 'booking',
    relatedId: booking.id,
  })
  const entry = audit(
    db,
    {
      actor: 'eigenaar',
      entity: 'booking',
      entityId: id,
      action: `booking.${type}`,
      summary: `${decisionHistory[type]}; e-mail aan de klant: "${subject}"`,
      changes: { status: [booking.status, status] },
    },
    now,
  )
  let drafts: InvoiceDraft[] = []
  let refundCents = 0
  let waiting: Awaited<ReturnType<typeof freedSlotNotices>> = { statements: [], mailIds: [] }
  if (confirming && deps.invoice !== false && !(await currentInvoice(db, id))) drafts = [bookingInvoiceDraft(booking)]
  if (type === 'cancel') {
    const plan = await cancellationPlan(db, booking, { at: now, closedHolidays: await closedHolidayIds(db) })
    drafts = plan.drafts
    refundCents = plan.refundCents
    waiting = await freedSlotNotices(db, booking.date, { bookingId: booking.id }, { config: links, now })
  }
  try {
    const issued = await issueWith(
      db,
      drafts,
      { now, siteUrl, secret: deps.secret, ideal: deps.ideal, actor: 'eigenaar' },
      () => [
        ...statusStatements(db, booking, status, type, now, sequence),
        mail.statement,
        entry,
        ...waiting.statements,
      ],
      { refundCents },
    )
    return {
      ok: true,
      message: decisionResults[type],
      mailIds: [mail.id, ...(issued.mailId ? [issued.mailId] : []), ...waiting.mailIds],
      pdfDownloadUrl: confirming ? `/admin/boekingen/${booking.id}/bevestiging.pdf` : undefined,
    }
  } catch (error) {
    if (isSlotConflict(error)) return slotRefusal(db, booking)
    throw error
  }
}
