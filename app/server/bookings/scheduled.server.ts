/**
 * The cron's checks on bookings, each a lifecycle event by the system (app/lib/booking-lifecycle.ts):
 * the reminders a week and 48 hours before a confirmed booking, the reminder for an invoice still
 * open after its term, the expiry of a request whose date passed without an answer, and an optie's
 * reminder two days before its last day and its expiry after it (app/lib/optie.ts); and for an
 * aanbetaling (app/lib/deposit.ts) the eindfactuur on its day, the customer's one reminder before
 * the deposit is due and the owner's notice after it. The SQL narrows the candidates; the same
 * predicates as the lifecycle's rules (app/lib/due.ts) pick what is due, and the lifecycle sends it
 * once (notices_sent, the booking's version).
 */
import { and, between, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import type { LifecycleEvent } from '~/lib/booking-lifecycle'
import { addDays, amsterdamDate } from '~/lib/dates'
import { balanceDates } from '~/lib/deposit'
import {
  depositPastDue,
  depositReminderDue,
  finalInvoiceDue,
  requestLapsed,
  THANK_YOU_DAYS,
  thankYouDue,
  unpaidReminderDue,
} from '~/lib/due'
import { OPTIE_REMINDER_DAYS, optieLapsed } from '~/lib/optie'
import { asDayPart } from '~/lib/pricing'
import { dueReminder } from '~/lib/reminders'
import { bookingLaterDays, bookings, invoices, noticesSent, priceLists } from '../../../db/schema'
import type { Db } from '../db/client.server'
import type { BookingEventDeps } from './deps.server'
import { runBookingEvent } from './lifecycle.server'

/** The notices already sent to these records, as 'id:kind'. */
async function sentFor(db: Db, entity: 'booking' | 'invoice', ids: number[]) {
  if (ids.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: noticesSent.entityId, kind: noticesSent.kind })
    .from(noticesSent)
    .where(and(eq(noticesSent.entity, entity), inArray(noticesSent.entityId, ids)))
  return new Set(rows.map((row) => `${row.id}:${row.kind}`))
}

/** What the cron would run now: each booking's due event, found by its SQL and checked against the notices sent. */
export async function dueBookingEvents(db: Db, now: number): Promise<[bookingId: number, event: LifecycleEvent][]> {
  const today = amsterdamDate(new Date(now))
  // A confirmed booking's last date: its own, or its last later one (the thank-you counts from it).
  const lastDate = sql<string>`coalesce((SELECT max(${bookingLaterDays.date}) FROM ${bookingLaterDays}
    WHERE ${bookingLaterDays.bookingId} = ${bookings.id}), ${bookings.date})`.as('last_date')
  const thankWindow = [addDays(today, -THANK_YOU_DAYS), addDays(today, -1)] as const
  const [soon, overdue, lapsed, opties, deposits, endedFirst, endedLater] = await Promise.all([
    db
      .select({ id: bookings.id, date: bookings.date, dayParts: bookings.dayParts, at: bookings.statusChangedAt })
      .from(bookings)
      .where(and(eq(bookings.status, 'bevestigd'), between(bookings.date, today, addDays(today, 8)))),
    db
      .select({
        id: invoices.id,
        bookingId: invoices.bookingId,
        kind: invoices.kind,
        stage: invoices.stage,
        dueOn: invoices.dueOn,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.status, 'open'),
          eq(invoices.kind, 'factuur'),
          lt(invoices.dueOn, today),
          // An aanbetaling past its date is the owner's to follow up (below), not a reminder's.
          or(isNull(invoices.stage), ne(invoices.stage, 'voorschot')),
        ),
      ),
    db
      .select({ id: bookings.id, date: bookings.date })
      .from(bookings)
      .where(and(eq(bookings.status, 'aanvraag'), lt(bookings.date, today))),
    db
      .select({ id: bookings.id, until: bookings.optieUntil })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'optie'),
          or(isNull(bookings.optieUntil), lte(bookings.optieUntil, addDays(today, OPTIE_REMINDER_DAYS))),
        ),
      ),
    // The current voorschotfacturen of confirmed bookings, with what dates their eindfactuur.
    db
      .select({
        id: invoices.id,
        bookingId: bookings.id,
        status: invoices.status,
        dueOn: invoices.dueOn,
        date: bookings.date,
        lastDate,
        balanceDaysBefore: priceLists.balanceDaysBefore,
        paymentTermDays: priceLists.paymentTermDays,
        depositTermDays: priceLists.depositTermDays,
      })
      .from(invoices)
      .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
      .innerJoin(priceLists, eq(priceLists.id, bookings.priceListId))
      // Literally as the partial index says it: SQLite does not match bound parameters to it.
      .where(
        and(
          sql`${invoices.stage} = 'voorschot' AND ${invoices.status} <> 'gecrediteerd'`,
          eq(bookings.status, 'bevestigd'),
        ),
      ),
    // Confirmed bookings with a date in the thank-you's window: by their first date, or a later one.
    db
      .select({ id: bookings.id, lastDate })
      .from(bookings)
      .where(and(eq(bookings.status, 'bevestigd'), between(bookings.date, ...thankWindow))),
    db
      .select({ id: bookings.id, lastDate })
      .from(bookingLaterDays)
      .innerJoin(bookings, eq(bookings.id, bookingLaterDays.bookingId))
      .where(and(eq(bookings.status, 'bevestigd'), between(bookingLaterDays.date, ...thankWindow))),
  ])
  const ended = [...new Map([...endedFirst, ...endedLater].map((booking) => [booking.id, booking])).values()]
  const [remindedBookings, remindedInvoices] = await Promise.all([
    sentFor(
      db,
      'booking',
      [...soon, ...opties, ...ended].map((booking) => booking.id),
    ),
    sentFor(
      db,
      'invoice',
      [...overdue, ...deposits].map((invoice) => invoice.id),
    ),
  ])
  return [
    ...soon.flatMap((booking): [number, LifecycleEvent][] => {
      const kind = dueReminder(
        { date: booking.date, dayParts: asDayPart(booking.dayParts) ?? 3 },
        booking.at?.getTime() ?? null,
        now,
      )
      return kind && !remindedBookings.has(`${booking.id}:${kind}`) ? [[booking.id, { type: 'remind', kind }]] : []
    }),
    ...overdue.flatMap((invoice): [number, LifecycleEvent][] =>
      invoice.bookingId && unpaidReminderDue(invoice, today) && !remindedInvoices.has(`${invoice.id}:herinnering`)
        ? [[invoice.bookingId, { type: 'remind-unpaid', invoiceId: invoice.id }]]
        : [],
    ),
    ...lapsed.flatMap((booking): [number, LifecycleEvent][] =>
      requestLapsed(booking.date, today) ? [[booking.id, { type: 'expire' }]] : [],
    ),
    ...deposits.flatMap((deposit): [number, LifecycleEvent][] => {
      const { issueOn } = balanceDates(deposit.date, deposit.lastDate, deposit)
      if (finalInvoiceDue(issueOn, today)) return [[deposit.bookingId, { type: 'final-invoice' }]]
      if (deposit.status !== 'open') return []
      const notice = (kind: string) => remindedInvoices.has(`${deposit.id}:${kind}`)
      if (depositPastDue(deposit.dueOn, today))
        return notice('aanbetaling-te-laat')
          ? []
          : [[deposit.bookingId, { type: 'deposit-overdue', invoiceId: deposit.id }]]
      if (depositReminderDue(deposit.dueOn, deposit.depositTermDays, today) && !notice('aanbetaling'))
        return [[deposit.bookingId, { type: 'remind-deposit', invoiceId: deposit.id }]]
      return []
    }),
    ...ended.flatMap(({ id, lastDate: last }): [number, LifecycleEvent][] =>
      thankYouDue(last, today) && !remindedBookings.has(`${id}:bedankt`) ? [[id, { type: 'thank' }]] : [],
    ),
    ...opties.flatMap(({ id, until }): [number, LifecycleEvent][] => {
      if (!until || optieLapsed(until, now)) return [[id, { type: 'expire' }]]
      return remindedBookings.has(`${id}:optie-${until}`) ? [] : [[id, { type: 'remind-optie' }]]
    }),
  ]
}

/** Runs what is due, one event after another; returns the ids of the mails they queued. */
export async function runBookingChecks(deps: BookingEventDeps): Promise<string[]> {
  const mailIds: string[] = []
  for (const [bookingId, event] of await dueBookingEvents(deps.db, deps.now)) {
    const outcome = await runBookingEvent(bookingId, event, 'systeem', deps)
    if (outcome.ok) mailIds.push(...outcome.mailIds)
  }
  return mailIds
}
