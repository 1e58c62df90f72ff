/** The owner's list of newsletter subscribers (app/lib/admin-lists.ts), and the export. */
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { ListQuery } from '~/lib/admin-lists'
import { newsletterSubscribers, subscriberStatuses } from '../../../db/schema'
import type { Db } from '../db/client.server'
import { byCreation, matches, oneOf, paged } from '../db/keyset.server'

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

export function allSubscribers(db: Db) {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
}
