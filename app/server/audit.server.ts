/**
 * The audit log: one row per thing done to a record, written in the same D1 batch as the change
 * itself, so the log never says something happened that did not (or the other way round).
 */
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { ListQuery } from '~/lib/admin-lists'
import { amsterdamInstant } from '~/lib/availability'
import { addDays } from '~/lib/dates'
import { auditLog } from '../../db/schema'
import type { Db } from './db/client.server'
import { paged, type SortKey } from './db/keyset.server'

export type AuditEntry = {
  actor: (typeof auditLog.$inferInsert)['actor']
  entity?: string
  /** A number, or SQL for a row written earlier in the same batch. */
  entityId?: number | SQL
  action: string
  summary: string
  changes?: Record<string, [unknown, unknown]>
}

/** The statement that records an entry, for the batch that makes the change. */
export function audit(db: Db, entry: AuditEntry, at: number) {
  return db.insert(auditLog).values({
    at: new Date(at),
    actor: entry.actor,
    entity: entry.entity ?? null,
    entityId: entry.entityId ?? null,
    action: entry.action,
    summary: entry.summary,
    changes: entry.changes ?? null,
  })
}

/** A record's history, newest first. */
export function historyOf(db: Db, entity: string, entityId: number) {
  return db
    .select({
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      summary: auditLog.summary,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
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
  'zonder-inloggen': sql`${auditLog.action} NOT IN ('session.login', 'session.logout')`,
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
