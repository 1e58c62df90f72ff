/**
 * The owner's dashboard: the counters above the lists, and every list by its tab (each list lives
 * with its domain's queries).
 */
import { count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ListQuery, ListTab } from '~/lib/admin-lists'
import { onTheWayRefundStatuses } from '~/lib/booking-money'
import { bookings, contactMessages, customers, invoices, mailOutbox, quotes, refunds } from '../../../db/schema'
import { auditPage } from '../audit.server'
import { bookingsPage } from '../bookings/queries.server'
import { customersPage } from '../customers/queries.server'
import type { Db } from '../db/client.server'
import { invoicesPage } from '../invoices/queries.server'
import { outboxPage } from '../mail/queries.server'
import { messagesPage } from '../messages/queries.server'
import { subscribersPage } from '../newsletter/queries.server'
import { quotesPage } from '../quotes/queries.server'

export async function dashboardCounts(db: Db) {
  const [[c], [b], [open], [q], [unread], [failed]] = await Promise.all([
    db.select({ n: count() }).from(customers),
    db.select({ n: count() }).from(bookings),
    db.select({ n: count() }).from(bookings).where(eq(bookings.status, 'aanvraag')),
    db.select({ n: count() }).from(quotes),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed')),
  ])
  return {
    customers: c?.n ?? 0,
    bookings: b?.n ?? 0,
    openRequests: open?.n ?? 0,
    quotes: q?.n ?? 0,
    unreadMessages: unread?.n ?? 0,
    failedMail: failed?.n ?? 0,
  }
}

/**
 * The bookings with money to pay back, or on its way back through Mollie (ADR 038), for the
 * overview: the oldest first, at most 50. Two small reads, each by its index (the partial index of
 * bookings with a refund due; the refunds by status), so the overview does not scan every booking.
 */
export async function moneyBack(db: Db) {
  const [due, onTheWay] = await db.batch([
    db
      .select({ id: bookings.id, name: bookings.name, dueCents: bookings.refundDueCents })
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
  ])
  const byId = new Map(due.map((row) => [row.id, { ...row, onTheWayCents: 0, unknownAtMollie: false }]))
  for (const row of onTheWay)
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      dueCents: byId.get(row.id)?.dueCents ?? 0,
      onTheWayCents: row.cents,
      unknownAtMollie: row.unknown > 0,
    })
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(0, 50)
}

/**
 * The aanbetalingen still open (docs/decisions/039-aanbetaling.md), the first due first, at most 50:
 * the current voorschotfacturen by their partial index, which the literal condition names.
 */
export async function openDeposits(db: Db) {
  return db
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
}

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
} satisfies Record<ListTab, (db: Db, query: ListQuery) => Promise<unknown>>

/** One page of the list a tab shows, tagged with its tab so the page can tell the rows apart. */
export async function dashboardList(db: Db, tab: ListTab, query: ListQuery) {
  switch (tab) {
    case 'boekingen':
      return { tab, ...(await bookingsPage(db, query)) }
    case 'klanten':
      return { tab, ...(await customersPage(db, query)) }
    case 'offertes':
      return { tab, ...(await quotesPage(db, query)) }
    case 'facturen':
      return { tab, ...(await invoicesPage(db, query)) }
    case 'berichten':
      return { tab, ...(await messagesPage(db, query)) }
    case 'nieuwsbrief':
      return { tab, ...(await subscribersPage(db, query)) }
    case 'mail':
      return { tab, ...(await outboxPage(db, query)) }
    case 'logboek':
      return { tab, ...(await auditPage(db, query)) }
  }
}
