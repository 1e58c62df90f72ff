/**
 * The owner's dashboard: the counters above the lists, and every list by its tab (each list lives
 * with its domain's queries).
 */
import { eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { ListQuery, ListTab } from '~/lib/admin-lists'
import { onTheWayRefundStatuses } from '~/lib/booking-money'
import { addDays, amsterdamDate } from '~/lib/dates'
import { REFUND_TERM_DAYS } from '~/lib/invoicing'
import { bookings, contactMessages, customers, invoices, mailOutbox, quotes, refunds } from '../../../db/schema'
import { auditPage } from '../audit.server'
import { bookingsPage } from '../bookings/queries.server'
import { customersPage } from '../customers/queries.server'
import { mapReading, type Reading, type ReadingOf, reading, rowsOf } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { invoicesPage } from '../invoices/queries.server'
import { outboxPage } from '../mail/queries.server'
import { messagesPage } from '../messages/queries.server'
import { subscribersPage } from '../newsletter/queries.server'
import { quotesPage } from '../quotes/queries.server'

/**
 * The counters above the lists, in one query: counts of their own, selected on one row of nothing.
 * Selected from the customers, SQLite would walk every customer to count them, where a
 * `select count(*)` alone reads the table's size.
 */
export function dashboardCounts(db: Db) {
  const counted = (table: SQLiteTable, where?: SQL) =>
    sql<number>`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})`
  return reading(
    [
      db
        .select({
          customers: counted(customers),
          bookings: counted(bookings),
          openRequests: counted(bookings, eq(bookings.status, 'aanvraag')),
          quotes: counted(quotes),
          unreadMessages: counted(contactMessages, isNull(contactMessages.readAt)),
          failedMail: counted(mailOutbox, eq(mailOutbox.status, 'failed')),
        })
        .from(sql`(select 1)`),
    ] as const,
    ([[row]]) => ({
      customers: row?.customers ?? 0,
      bookings: row?.bookings ?? 0,
      openRequests: row?.openRequests ?? 0,
      quotes: row?.quotes ?? 0,
      unreadMessages: row?.unreadMessages ?? 0,
      failedMail: row?.failedMail ?? 0,
    }),
  )
}

/**
 * The bookings with money to pay back, or on its way back through Mollie (ADR 038), for the
 * overview: the oldest first, at most 50. Two small reads, each by its index (the partial index of
 * bookings with a refund due; the refunds by status), so the overview does not scan every booking.
 */
export function moneyBack(db: Db) {
  return reading(
    [
      db
        .select({
          id: bookings.id,
          name: bookings.name,
          dueCents: bookings.refundDueCents,
          dueSince: bookings.refundDueSince,
        })
        .from(bookings)
        // A literal 0, as the partial index says it: SQLite does not match a bound parameter to it.
        .where(sql`${bookings.refundDueCents} > 0`)
        .orderBy(bookings.id)
        .limit(50),
      db
        .select({
          id: refunds.bookingId,
          name: bookings.name,
          cents: sql<number>`sum(${refunds.amountCents})`,
          unknown: sql<number>`count(${refunds.problem})`,
        })
        .from(refunds)
        .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
        .where(inArray(refunds.status, onTheWayRefundStatuses))
        .groupBy(refunds.bookingId)
        .orderBy(refunds.bookingId)
        .limit(50),
    ] as const,
    ([due, onTheWay]) => moneyBackRows(due, onTheWay),
  )
}

/** By when money due back must be back: the customer is promised it within REFUND_TERM_DAYS. */
const backBy = (since: Date | null) => (since ? addDays(amsterdamDate(since), REFUND_TERM_DAYS) : null)

function moneyBackRows(
  due: { id: number; name: string; dueCents: number; dueSince: Date | null }[],
  onTheWay: { id: number; name: string; cents: number; unknown: number }[],
) {
  const byId = new Map(
    due.map(({ dueSince, ...row }) => [
      row.id,
      { ...row, backBy: backBy(dueSince), onTheWayCents: 0, unknownAtMollie: false },
    ]),
  )
  for (const row of onTheWay)
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      dueCents: byId.get(row.id)?.dueCents ?? 0,
      backBy: byId.get(row.id)?.backBy ?? null,
      onTheWayCents: row.cents,
      unknownAtMollie: row.unknown > 0,
    })
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(0, 50)
}

/**
 * The aanbetalingen still open (docs/decisions/039-aanbetaling.md), the first due first, at most 50:
 * the current voorschotfacturen by their partial index, which the literal condition names.
 */
export function openDeposits(db: Db) {
  const open = db
    .select({
      bookingId: bookings.id,
      name: bookings.name,
      number: invoices.number,
      openCents: sql<number>`${invoices.totalCents} - ${invoices.paidCents}`,
      dueOn: invoices.dueOn,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(
      sql`${invoices.stage} = 'voorschot' AND ${invoices.status} <> 'gecrediteerd' AND ${invoices.status} = 'open'`,
    )
    .orderBy(invoices.dueOn, invoices.id)
    .limit(50)
  return rowsOf(open)
}

type BookingRecord = ReadingOf<ReturnType<typeof bookingsPage>>['rows'][number]

/**
 * What the owner's list shows of a booking (BookingsTable), and no more: the page carries its rows
 * twice, as HTML and as data for React, and a booking's record has three times as many fields.
 */
const bookingListRow = (row: BookingRecord) => ({
  id: row.id,
  name: row.name,
  /** Under the name: the company, else the e-mail address. */
  detail: row.company ?? row.email,
  date: row.date,
  laterDates: row.laterDates.length,
  dayParts: row.dayParts,
  numPeople: row.numPeople,
  totalCents: row.totalCents,
  status: row.status,
  lastDecision: row.lastDecision,
  createdAt: row.createdAt,
})

export type BookingListRow = ReturnType<typeof bookingListRow>

type CustomerRecord = ReadingOf<ReturnType<typeof customersPage>>['rows'][number]

/** What the owner's list shows of a customer (CustomersTable), for the same reason: 9 of 21 fields. */
const customerListRow = (row: CustomerRecord) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  customerType: row.customerType,
  source: row.source,
  totalBookings: row.totalBookings,
  totalRevenueCents: row.totalRevenueCents,
  lastContactAt: row.lastContactAt,
})

export type CustomerListRow = ReturnType<typeof customerListRow>

/** Every list of the dashboard by its tab, for code that treats them alike (the query-plan test, the bench). */
export const listPages = {
  boekingen: bookingsPage,
  klanten: customersPage,
  offertes: quotesPage,
  facturen: invoicesPage,
  berichten: messagesPage,
  nieuwsbrief: subscribersPage,
  mail: outboxPage,
  logboek: auditPage,
} satisfies Record<ListTab, (db: Db, query: ListQuery) => Reading<unknown>>

/** One page of the list a tab shows, tagged with its tab so the page can tell the rows apart. */
export function dashboardList(db: Db, tab: ListTab, query: ListQuery) {
  switch (tab) {
    case 'boekingen':
      return mapReading(bookingsPage(db, query), (page) => ({ tab, ...page, rows: page.rows.map(bookingListRow) }))
    case 'klanten':
      return mapReading(customersPage(db, query), (page) => ({ tab, ...page, rows: page.rows.map(customerListRow) }))
    case 'offertes':
      return mapReading(quotesPage(db, query), (page) => ({ tab, ...page }))
    case 'facturen':
      return mapReading(invoicesPage(db, query), (page) => ({ tab, ...page }))
    case 'berichten':
      return mapReading(messagesPage(db, query), (page) => ({ tab, ...page }))
    case 'nieuwsbrief':
      return mapReading(subscribersPage(db, query), (page) => ({ tab, ...page }))
    case 'mail':
      return mapReading(outboxPage(db, query), (page) => ({ tab, ...page }))
    case 'logboek':
      return mapReading(auditPage(db, query), (page) => ({ tab, ...page }))
  }
}
