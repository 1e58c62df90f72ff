/**
 * One submission, one record. The key comes from the submission itself: a random id that the
 * form carries (made when the form is shown) or the API's `Idempotency-Key` header. It is stored
 * in the same batch as the record it produced, with a fingerprint of the content. A double
 * click, a reload or a retry carries the same key and content and gets the first result back;
 * the same key with other content is refused. Nothing another person can repeat (an e-mail
 * address, a date) ever finds someone else's record. A submission without a key gets a fresh
 * one, so it is never merged with anything.
 */
import { eq, sql } from 'drizzle-orm'
import { idempotencyKeys } from '../../../db/schema'
import type { Db } from '../db/client.server'

export type SubmissionKey = { key: string; fingerprint: string }

export const reusedKeyMessage =
  'Dit formulier is al eens verstuurd met andere gegevens. Vernieuw de pagina om een nieuwe aanvraag te doen.'

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The key under which this submission is remembered: the client's id (or a fresh one) and its content's hash. */
export async function submissionKey(
  scope: string,
  clientId: string | undefined,
  content: unknown,
): Promise<SubmissionKey> {
  return { key: `${scope}:${clientId ?? crypto.randomUUID()}`, fingerprint: await sha256Hex(JSON.stringify(content)) }
}

/** Must directly follow the insert of the record in the batch: it stores last_insert_rowid(). */
export function rememberSubmission(db: Db, { key, fingerprint }: SubmissionKey, scope: string, resultType: string) {
  return db.insert(idempotencyKeys).values({ key, scope, fingerprint, resultType, resultId: sql`last_insert_rowid()` })
}

export type Remembered = { kind: 'new' } | { kind: 'repeat'; id: number } | { kind: 'reused' }

export async function rememberedResult(db: Db, { key, fingerprint }: SubmissionKey): Promise<Remembered> {
  const [row] = await db
    .select({ resultId: idempotencyKeys.resultId, fingerprint: idempotencyKeys.fingerprint })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key))
  if (!row) return { kind: 'new' }
  return row.fingerprint === fingerprint ? { kind: 'repeat', id: row.resultId } : { kind: 'reused' }
}

/** The remembered record's id inside the same batch (for mails that point at it). */
export function rememberedId({ key }: SubmissionKey) {
  return sql`(SELECT ${idempotencyKeys.resultId} FROM ${idempotencyKeys} WHERE ${idempotencyKeys.key} = ${key})`
}
