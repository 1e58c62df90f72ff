/**
 * What the lifecycle plans from (app/lib/booking-lifecycle.ts), read in one D1 batch so that it is
 * one consistent moment: the booking, its invoices, the closed holidays, what the customer did
 * with the link today, the notices sent, its iDEAL payments and refunds, the owner's setting for
 * refunds, and the payment an event is about.
 */
import { and, asc, count, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm'
import { amsterdamInstant } from '~/lib/availability'
import { dayOf, selectionOf } from '~/lib/booking-days'
import type { LifecycleState } from '~/lib/booking-lifecycle'
import { refundCounts } from '~/lib/booking-money'
import { amsterdamDate } from '~/lib/dates'
import { hasInvoiceAddress, type InvoiceDetails, invoiceDetailsFrom, mergedInvoiceDetails } from '~/lib/invoice-details'
import {
  auditLog,
  bookingLaterDays,
  bookingSlots,
  bookings,
  customers,
  idempotencyKeys,
  invoices,
  noticesSent,
  payments,
  refunds,
  waitingList,
} from '../../../db/schema'
import { closedHolidaysQuery, holidayIdsOf } from '../closures/closures.server'
import { customerInvoiceDetailColumns } from '../customers/queries.server'
import { known, type Reading, reading, readOne } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { bookFromRows, priceBookQueries } from '../offer/price-lists.server'
import { reviewUrlOf, reviewUrlQuery, settingOf, settingQuery } from '../owner-settings.server'
import { type Booking, laterDaysOf } from './queries.server'

export type LoadedBooking = {
  booking: Booking
  invoices: (typeof invoices.$inferSelect)[]
  payment?: typeof payments.$inferSelect
  refunds: (typeof refunds.$inferSelect)[]
  /** The invoice details the owner keeps for the customer in the CRM (app/lib/invoice-details.ts). */
  crmDetails?: InvoiceDetails
  /** Every held day part on the booking's dates: its own, and another booking's, a closure's or an activity's. */
  slotsOnDates: SlotRow[]
  /** The confirmed waiting-list entries for the booking's dates, first signed up first. */
  waitingOnDates: WaitingRow[]
  /** This year's highest invoice number as read, after which an event numbers what it issues. */
  invoiceSequence: { year: number; last: number }
  state: LifecycleState
}

export type SlotRow = typeof bookingSlots.$inferSelect
export type WaitingRow = typeof waitingList.$inferSelect

/** Which booking: its id, or (the link in a request's receipt, sent before it had one) the submission that made it. */
export type BookingKey = number | { submission: string }

const idOf = (key: BookingKey): number | SQL =>
  typeof key === 'number'
    ? key
    : sql`(select ${idempotencyKeys.resultId} from ${idempotencyKeys} where ${idempotencyKeys.key} = ${key.submission})`

/** The link actions that are limited per day, by their log entries (one per effective action). */
const linkActions = {
  people: ['booking.customer-people'],
  changeRequests: ['booking.change-request'],
  details: ['booking.invoice-details', 'booking.customer-reference', 'booking.review-choice', 'booking.customer-diet'],
} as const

/** The booking's state in one round trip; undefined for a booking that does not exist. */
export function loadBookingState(
  db: Db,
  key: BookingKey,
  now: number,
  /** The payment an event counts: Mollie's id, or the key of the owner's transfer. */
  paymentKey = '',
): Promise<LoadedBooking | undefined> {
  return readOne(db, bookingStateReading(db, key, now, paymentKey))
}

/** The booking's state, as a part of a page's batch (with what else the page reads of it). */
export function bookingStateReading(
  db: Db,
  key: BookingKey,
  now: number,
  paymentKey = '',
): Reading<LoadedBooking | undefined> {
  if (typeof key === 'number' && (!Number.isInteger(key) || key < 1)) return known(undefined)
  const bookingId = idOf(key)
  const today = amsterdamDate(new Date(now))
  const startOfToday = amsterdamInstant(today, '00:00')
  const year = Number(today.slice(0, 4))
  const datesOf = db
    .select({ date: bookings.date })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .union(
      db
        .select({ date: bookingLaterDays.date })
        .from(bookingLaterDays)
        .where(eq(bookingLaterDays.bookingId, bookingId)),
    )
  const ofBooking = db.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookingId))
  const customerOf = db.select({ id: bookings.customerId }).from(bookings).where(eq(bookings.id, bookingId))
  return reading(
    [
      db.select().from(bookings).where(eq(bookings.id, bookingId)),
      laterDaysOf(db, bookingId),
      db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(invoices.id),
      closedHolidaysQuery(db),
      db
        .select({ action: auditLog.action, n: count() })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'booking'),
            eq(auditLog.entityId, bookingId),
            inArray(auditLog.action, Object.values(linkActions).flat()),
            gte(auditLog.at, new Date(startOfToday)),
          ),
        )
        .groupBy(auditLog.action),
      db
        .select({ entity: noticesSent.entity, entityId: noticesSent.entityId, kind: noticesSent.kind })
        .from(noticesSent)
        .where(
          or(
            and(eq(noticesSent.entity, 'booking'), eq(noticesSent.entityId, bookingId)),
            and(eq(noticesSent.entity, 'invoice'), inArray(noticesSent.entityId, ofBooking)),
          ),
        ),
      db.select().from(payments).where(eq(payments.providerId, paymentKey)),
      db
        .select({ id: payments.id, amountCents: payments.amountCents })
        .from(payments)
        .where(and(inArray(payments.invoiceId, ofBooking), eq(payments.method, 'ideal'), eq(payments.status, 'paid'))),
      db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(refunds.id),
      settingQuery(db, 'autoRefundIdeal'),
      reviewUrlQuery(db),
      db
        .select({ type: customers.customerType, ...customerInvoiceDetailColumns })
        .from(customers)
        .where(inArray(customers.id, customerOf)),
      ...priceBookQueries(db),
      db.select().from(bookingSlots).where(inArray(bookingSlots.date, datesOf)),
      db
        .select()
        .from(waitingList)
        .where(and(inArray(waitingList.date, datesOf), eq(waitingList.status, 'confirmed')))
        .orderBy(asc(waitingList.confirmedAt), asc(waitingList.id)),
      db
        .select({ last: sql<number>`coalesce(max(${invoices.sequence}), 0)` })
        .from(invoices)
        .where(eq(invoices.year, year)),
    ] as const,
    ([
      [booking],
      laterRows,
      invoiceRows,
      holidays,
      actions,
      notices,
      [payment],
      idealRows,
      refundRows,
      autoRefundRows,
      reviewUrlRows,
      [customer],
      lists,
      entries,
      slotsOnDates,
      waitingOnDates,
      [sequence],
    ]): LoadedBooking | undefined => {
      if (!booking) return undefined

      const book = bookFromRows(lists, entries)
      const crmDetails = customer && invoiceDetailsFrom(customer)
      const creditedIds = new Set(invoiceRows.map((row) => row.creditsInvoiceId).filter((id) => id !== null))
      const actionCount = (kinds: readonly string[]) =>
        actions.filter((row) => kinds.includes(row.action)).reduce((sum, row) => sum + row.n, 0)
      return {
        booking,
        invoices: invoiceRows,
        payment,
        refunds: refundRows,
        crmDetails,
        slotsOnDates,
        waitingOnDates,
        invoiceSequence: { year, last: sequence?.last ?? 0 },
        state: {
          booking: {
            id: booking.id,
            status: booking.status,
            date: booking.date,
            selection: selectionOf(booking, book),
            laterDays: laterRows.map((day) => dayOf(day, book)),
            inviteActive: booking.inviteActive,
            statusChangedAt: booking.statusChangedAt?.getTime() ?? null,
            refundDueCents: booking.refundDueCents,
            reference: booking.customerReference,
            business: Boolean(booking.company),
            details: invoiceDetailsFrom(booking),
            invoiceAddress: hasInvoiceAddress(mergedInvoiceDetails(invoiceDetailsFrom(booking), crmDetails)),
            optieUntil: booking.optieUntil,
            reviewOptOut: booking.reviewOptOut,
          },
          ...(customer && booking.customerId ? { customer: { id: booking.customerId, type: customer.type } } : {}),
          invoices: invoiceRows.map((row) => ({
            id: row.id,
            number: row.number,
            kind: row.kind,
            totalCents: row.totalCents,
            paidCents: row.paidCents,
            dueOn: row.dueOn,
            lines: row.lines,
            credited: creditedIds.has(row.id),
            stage: row.stage,
          })),
          closedHolidays: holidayIdsOf(holidays),
          linkActionsToday: {
            people: actionCount(linkActions.people),
            changeRequests: actionCount(linkActions.changeRequests),
            details: actionCount(linkActions.details),
          },
          noticesSent: notices.map((notice) =>
            notice.entity === 'booking' ? `booking:${notice.kind}` : `invoice:${notice.entityId}:${notice.kind}`,
          ),
          idealPayments: idealRows.map((row) => ({
            ...row,
            refundableCents:
              row.amountCents -
              refundRows
                .filter((refund) => refund.paymentId === row.id && refundCounts(refund))
                .reduce((sum, refund) => sum + refund.amountCents, 0),
          })),
          refunds: refundRows,
          autoRefund: settingOf(autoRefundRows),
          reviewUrl: reviewUrlOf(reviewUrlRows),
          ...(payment?.method === 'ideal' && payment.status !== 'paid' ? { incomingIdealPaymentId: payment.id } : {}),
          paymentCounted: payment ? payment.status === 'paid' : undefined,
        },
      }
    },
  )
}
