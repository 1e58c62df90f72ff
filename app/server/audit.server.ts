/**
 * The audit log: one row per thing done to a record, written in the same D1 batch as the change
 * itself, so the log never says something happened that did not (or the other way round).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm'
import { auditLog } from '../../db/schema'
import type { Db } from './db.server'

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
