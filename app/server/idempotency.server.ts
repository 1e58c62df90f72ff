/**
 * One submission, one record: a key derived from what was submitted (plus the day) is stored in
 * the same batch as the record it produced. A double click, a reload or a retry finds the key
 * and gets the first result back instead of a second record and a second set of mails.
 */
import { eq, sql } from 'drizzle-orm'
import { idempotencyKeys } from '../../db/schema'
import type { Db } from './db.server'

export async function submissionKey(scope: string, parts: unknown[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([scope, ...parts])))
  return `${scope}:${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** Must directly follow the insert of the record in the batch: it stores last_insert_rowid(). */
export function rememberSubmission(db: Db, key: string, scope: string, resultType: string) {
  return db.insert(idempotencyKeys).values({ key, scope, resultType, resultId: sql`last_insert_rowid()` })
}

export async function rememberedResult(db: Db, key: string): Promise<number | undefined> {
  const [row] = await db.select({ resultId: idempotencyKeys.resultId }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
  return row?.resultId
}

/** The remembered record's id inside the same batch (for mails that point at it). */
export function rememberedId(key: string) {
  return sql`(SELECT ${idempotencyKeys.resultId} FROM ${idempotencyKeys} WHERE ${idempotencyKeys.key} = ${key})`
}
