/** The owner's list of outgoing mail (app/lib/admin-lists.ts). */
import { and, count, eq, sql } from 'drizzle-orm'
import type { ListQuery } from '~/lib/admin-lists'
import { mailOutbox, outboxStatuses } from '../../../db/schema'
import type { Db } from '../db/client.server'
import { matches, oneOf, paged, type SortKey } from '../db/keyset.server'

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
