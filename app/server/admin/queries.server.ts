/**
 * What the admin lists show: newest first, searchable case-insensitively (bookings and customers
 * by name, e-mail or company; quotes by number). Customer totals follow from confirmed bookings.
 */
import { count, desc, eq, sql } from 'drizzle-orm'
import { bookings, contactMessages, customers, mailOutbox, newsletterSubscribers, quotes } from '../../../db/schema'
import { matches } from '../bookings/queries.server'
import type { Db } from '../db.server'

export { bookingRecords, listBookings } from '../bookings/queries.server'

const LIST_LIMIT = 200

export async function dashboardCounts(db: Db) {
  const [[c], [b], [open], [q], [unread], [failed]] = await Promise.all([
    db.select({ n: count() }).from(customers),
    db.select({ n: count() }).from(bookings),
    db.select({ n: count() }).from(bookings).where(eq(bookings.status, 'aanvraag')),
    db.select({ n: count() }).from(quotes),
    db.select({ n: count() }).from(contactMessages).where(sql`${contactMessages.readAt} IS NULL`),
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
 * Totals per customer from confirmed bookings only. Written out with aliases: Drizzle renders
 * column references in a sql`` subquery unqualified, which would bind "id" to the inner table.
 * (A backslash at the end of a line inside the query continues it: the SQL stays one line.)
 */
export const customerTotals = {
  totalBookings: sql<number>`(SELECT count(*) FROM bookings b \
WHERE b.customer_id = "customers"."id" AND b.status = 'bevestigd')`,
  totalRevenueCents: sql<number>`(SELECT coalesce(sum(b.total_cents), 0) FROM bookings b \
WHERE b.customer_id = "customers"."id" AND b.status = 'bevestigd')`,
}

const customerListColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  company: customers.company,
  customerType: customers.customerType,
  source: customers.source,
  lastContactAt: customers.lastContactAt,
  createdAt: customers.createdAt,
  ...customerTotals,
}

/** Every field of a customer the spec (§3) names, for the JSON API; revenue in cents. */
const customerRecordColumns = {
  ...customerListColumns,
  phone: customers.phone,
  address: customers.address,
  notes: customers.notes,
  industry: customers.industry,
  updatedAt: customers.updatedAt,
}

const customerSearch = (term: string) =>
  matches(term, sql`${customers.name}`, sql`${customers.email}`, sql`${customers.company}`)
const customersNewestFirst = [desc(customers.createdAt), desc(customers.id)]

export function listCustomers(db: Db, term = '', limit = LIST_LIMIT) {
  return db
    .select(customerListColumns)
    .from(customers)
    .where(customerSearch(term))
    .orderBy(...customersNewestFirst)
    .limit(limit)
}

export function customerRecords(db: Db, term = '', limit = LIST_LIMIT) {
  return db
    .select(customerRecordColumns)
    .from(customers)
    .where(customerSearch(term))
    .orderBy(...customersNewestFirst)
    .limit(limit)
}

export function listQuotes(db: Db, term = '') {
  return db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      customerName: customers.name,
      customerId: quotes.customerId,
      numPeople: quotes.numPeople,
      dayParts: quotes.dayParts,
      totalExclVatCents: quotes.totalExclVatCents,
      totalInclVatCents: quotes.totalInclVatCents,
      validUntil: quotes.validUntil,
      status: quotes.status,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .where(matches(term, sql`${quotes.quoteNumber}`))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(LIST_LIMIT)
}

export function listMessages(db: Db) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(LIST_LIMIT)
}

export async function markMessagesRead(db: Db, now: number) {
  await db
    .update(contactMessages)
    .set({ readAt: new Date(now) })
    .where(sql`${contactMessages.readAt} IS NULL`)
}

export function listSubscribers(db: Db) {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
}

export function listOutbox(db: Db) {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(LIST_LIMIT)
}
