/** The owner's list of quotes (app/lib/admin-lists.ts). */
import { and, count, eq, sql } from 'drizzle-orm'
import type { ListQuery } from '~/lib/admin-lists'
import { bookings, customers, quoteStatuses, quotes } from '../../../db/schema'
import { reading } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { byCreation, matches, oneOf, paged } from '../db/keyset.server'

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

/** A quote's number, for the booking made by accepting it (docs/decisions/040-one-agreement-per-booking.md). */
/** The quote a booking was made from by accepting it online, if any (its id and number). */
export function quoteOfBooking(db: Db, bookingId: number) {
  return reading(
    [
      db
        .select({ id: quotes.id, quoteNumber: quotes.quoteNumber })
        .from(quotes)
        .innerJoin(bookings, eq(bookings.quoteId, quotes.id))
        .where(eq(bookings.id, bookingId)),
    ] as const,
    ([[quote]]) => quote,
  )
}
