/**
 * What the admin lists show, a page at a time (keyset.server.ts), filtered and ordered as the URL
 * asks (app/lib/admin-lists.ts) and searched case-insensitively. Customer totals follow from
 * confirmed bookings. The bookings list lives with the bookings (../bookings/queries.server.ts).
 */
import { and, count, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { ListQuery, ListTab } from '~/lib/admin-lists'
import { amsterdamInstant } from '~/lib/availability'
import { addDays } from '~/lib/dates'
import {
  auditLog,
  bookings,
  contactMessages,
  customers,
  customerTypes,
  invoiceStatuses,
  invoices,
  mailOutbox,
  newsletterSubscribers,
  outboxStatuses,
  quoteStatuses,
  quotes,
  subscriberStatuses,
} from '../../../db/schema'
import { audit } from '../audit.server'
import { bookingsPage, matches } from '../bookings/queries.server'
import type { Db } from '../db.server'
import { pageOf, type SortKey, seek } from './keyset.server'

export { bookingsPage }

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

/** Every field of a customer the spec (§3) names, as the admin list and the JSON API show it; revenue in cents. */
export const customerColumns = {
  id: customers.id,
  name: customers.name,
  company: customers.company,
  email: customers.email,
  phone: customers.phone,
  address: customers.address,
  notes: customers.notes,
  customerType: customers.customerType,
  industry: customers.industry,
  source: customers.source,
  ...customerTotals,
  lastContactAt: customers.lastContactAt,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
}

const quoteColumns = {
  id: quotes.id,
  quoteNumber: quotes.quoteNumber,
  customerId: quotes.customerId,
  customerName: customers.name,
  numPeople: quotes.numPeople,
  dayParts: quotes.dayParts,
  totalExclVatCents: quotes.totalExclVatCents,
  totalInclVatCents: quotes.totalInclVatCents,
  validUntil: quotes.validUntil,
  status: quotes.status,
  createdAt: quotes.createdAt,
}

const outboxColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
}

/** Newest first (or oldest first with `oud`), by creation time and then id. */
function byCreation<Row extends { createdAt: Date; id: number | string }>(
  table: SQLiteTable & { createdAt: SQLiteColumn; id: SQLiteColumn },
  sort: string,
): SortKey<Row> {
  return {
    column: table.createdAt,
    id: table.id,
    direction: sort === 'oud' ? 'asc' : 'desc',
    cursorOf: (row) => [row.createdAt.getTime(), row.id],
  }
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value)

/** Runs one page of a list and its total: the rows through `seek`, the count over the filters alone. */
async function paged<Row>(
  sort: SortKey<Row>,
  query: ListQuery,
  filters: SQL | undefined,
  rows: (where: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>,
  total: (where: SQL | undefined) => Promise<{ n: number }[]>,
) {
  const { where, orderBy, limit, backwards } = seek(sort, query)
  const [found, [counted]] = await Promise.all([rows(and(filters, where), orderBy, limit), total(filters)])
  return { ...pageOf(found, sort, query, backwards), total: counted?.n ?? 0 }
}

export function customersPage(db: Db, query: ListQuery) {
  const filters = and(
    matches(query.q, sql`${customers.name}`, sql`${customers.email}`, sql`${customers.company}`),
    oneOf(customerTypes, query.type)
      ? eq(customers.customerType, oneOf(customerTypes, query.type) ?? 'lead')
      : undefined,
  )
  const sort: SortKey<{ id: number; name: string; createdAt: Date }> =
    query.sort === 'naam'
      ? { column: customers.name, id: customers.id, direction: 'asc', cursorOf: (row) => [row.name, row.id] }
      : byCreation(customers, query.sort)
  return paged(
    sort,
    query,
    filters,
    (where, orderBy, limit) =>
      db
        .select(customerColumns)
        .from(customers)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    (where) => db.select({ n: count() }).from(customers).where(where),
  )
}

export function quotesPage(db: Db, query: ListQuery) {
  const status = oneOf(quoteStatuses, query.status)
  const filters = and(matches(query.q, sql`${quotes.quoteNumber}`), status ? eq(quotes.status, status) : undefined)
  return paged(
    byCreation(quotes, query.sort),
    query,
    filters,
    (where, orderBy, limit) =>
      db
        .select(quoteColumns)
        .from(quotes)
        .leftJoin(customers, eq(customers.id, quotes.customerId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    (where) => db.select({ n: count() }).from(quotes).where(where),
  )
}

export function messagesPage(db: Db, query: ListQuery) {
  const filters = and(
    matches(query.q, sql`${contactMessages.name}`, sql`${contactMessages.email}`, sql`${contactMessages.subject}`),
    query.status === 'ongelezen'
      ? isNull(contactMessages.readAt)
      : query.status === 'gelezen'
        ? isNotNull(contactMessages.readAt)
        : undefined,
  )
  return paged(
    byCreation(contactMessages, query.sort),
    query,
    filters,
    (where, orderBy, limit) =>
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    (where) => db.select({ n: count() }).from(contactMessages).where(where),
  )
}

export function subscribersPage(db: Db, query: ListQuery) {
  const status = oneOf(subscriberStatuses, query.status)
  const filters = and(
    matches(query.q, sql`${newsletterSubscribers.email}`),
    status ? eq(newsletterSubscribers.status, status) : undefined,
  )
  return paged(
    byCreation(newsletterSubscribers, query.sort),
    query,
    filters,
    (where, orderBy, limit) =>
      db
        .select()
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    (where) => db.select({ n: count() }).from(newsletterSubscribers).where(where),
  )
}

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  bookingId: invoices.bookingId,
  customerName: invoices.customerName,
  customerEmail: invoices.customerEmail,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  status: invoices.status,
  createdAt: invoices.createdAt,
}

export function invoicesPage(db: Db, query: ListQuery) {
  const status = oneOf(invoiceStatuses, query.status)
  const filters = and(
    matches(query.q, sql`${invoices.number}`, sql`${invoices.customerName}`, sql`${invoices.customerEmail}`),
    status ? eq(invoices.status, status) : undefined,
  )
  return paged(
    byCreation(invoices, query.sort),
    query,
    filters,
    (where, orderBy, limit) =>
      db
        .select(invoiceColumns)
        .from(invoices)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    (where) => db.select({ n: count() }).from(invoices).where(where),
  )
}

/** Mail ids are random text, so the outbox pages by creation time and then by that text. */
export function outboxPage(db: Db, query: ListQuery) {
  const status = oneOf(outboxStatuses, query.status)
  const filters = and(
    matches(query.q, sql`${mailOutbox.toAddress}`, sql`${mailOutbox.subject}`),
    status ? eq(mailOutbox.status, status) : undefined,
  )
  const sort: SortKey<{ id: string; createdAt: Date }> = {
    column: mailOutbox.createdAt,
    id: mailOutbox.id,
    direction: query.sort === 'oud' ? 'asc' : 'desc',
    cursorOf: (row) => [row.createdAt.getTime(), row.id],
  }
  return paged(
    sort,
    query,
    filters,
    (where, orderBy, limit) =>
      db
        .select(outboxColumns)
        .from(mailOutbox)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    (where) => db.select({ n: count() }).from(mailOutbox).where(where),
  )
}

const auditKinds: Record<string, SQL> = {
  booking: sql`${auditLog.entity} = 'booking' AND ${auditLog.action} NOT LIKE 'invoice.%'`,
  invoice: sql`${auditLog.action} LIKE 'invoice.%'`,
  customer: sql`${auditLog.entity} = 'customer'`,
  closure: sql`${auditLog.entity} IN ('closure', 'holidays')`,
  event: sql`${auditLog.entity} = 'event'`,
  session: sql`${auditLog.action} IN ('session.login', 'session.logout')`,
  other: sql`coalesce(${auditLog.entity}, '') NOT IN ('booking', 'customer', 'closure', 'holidays', 'event') \
AND ${auditLog.action} NOT IN ('session.login', 'session.logout')`,
}

/** The audit log as one list: what was done, when and by whom, filtered by kind and day. */
export function auditPage(db: Db, query: ListQuery) {
  const filters = and(
    query.type ? auditKinds[query.type] : undefined,
    query.from ? gte(auditLog.at, new Date(amsterdamInstant(query.from, '00:00'))) : undefined,
    query.to ? lt(auditLog.at, new Date(amsterdamInstant(addDays(query.to, 1), '00:00'))) : undefined,
  )
  const sort: SortKey<{ id: number; at: Date }> = {
    column: auditLog.at,
    id: auditLog.id,
    direction: query.sort === 'oud' ? 'asc' : 'desc',
    cursorOf: (row) => [row.at.getTime(), row.id],
  }
  return paged(
    sort,
    query,
    filters,
    (where, orderBy, limit) =>
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    (where) => db.select({ n: count() }).from(auditLog).where(where),
  )
}

export async function markMessagesRead(db: Db, now: number) {
  await db.batch([
    db
      .update(contactMessages)
      .set({ readAt: new Date(now) })
      .where(isNull(contactMessages.readAt)),
    audit(db, { actor: 'eigenaar', action: 'messages.read', summary: 'Alle berichten als gelezen gemarkeerd' }, now),
  ])
}

/** Everything, newest first, for the CSV exports. */
export function allCustomers(db: Db) {
  return db.select(customerColumns).from(customers).orderBy(desc(customers.createdAt), desc(customers.id))
}

export function allSubscribers(db: Db) {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
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
