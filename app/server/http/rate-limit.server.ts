import { and, eq, inArray, sql } from 'drizzle-orm'
import { clientNetwork } from '~/lib/client-network'
import { decide, RATE_LIMIT_KEEP_HOURS, type RateLimitDecision, type RateLimitRule } from '~/lib/rate-window'
import { rateLimits } from '../../../db/schema'
import type { Db } from '../db/client.server'
import { failedColumns } from '../db/constraints.server'

export type { RateLimitRule }

/** Public forms: 5 submissions per client per 10 minutes, per form. */
export const publicFormLimit = (bucket: string): RateLimitRule => ({ bucket, limit: 5, windowMs: 10 * 60_000 })

const windowStartOf = (rule: RateLimitRule, now: number) => now - (now % rule.windowMs)

/**
 * Whether the client may submit once more (`decide`). Only reads: a submission that is refused,
 * replayed or fails stores nothing, not even a count (the count goes into the batch that stores
 * the submission, see `countSubmission`, which also holds the limit when requests race this check).
 */
export async function checkRateLimit(
  db: Db,
  rule: RateLimitRule,
  clientKey: string,
  now: number,
): Promise<RateLimitDecision> {
  const windowStart = windowStartOf(rule, now)
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, rule.bucket),
        eq(rateLimits.clientKey, clientKey),
        inArray(rateLimits.windowStart, [new Date(windowStart - rule.windowMs), new Date(windowStart)]),
      ),
    )
  const countAt = (start: number) => rows.find((row) => row.windowStart.getTime() === start)?.count ?? 0
  return decide(
    rule,
    { current: countAt(windowStart), previous: countAt(windowStart - rule.windowMs) },
    now - windowStart,
  )
}

/**
 * Counts one stored submission in the client's window: a statement for the batch that stores it.
 * It is also the limit's guard: at a full window it sets NULL, which `count NOT NULL` refuses, so
 * the batch fails as a whole and stores nothing (`isWindowFull`). D1 runs one batch at a time, so
 * requests that all passed `checkRateLimit` at once cannot together store more than the limit.
 */
export function countSubmission(db: Db, rule: RateLimitRule, clientKey: string, now: number) {
  return db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, clientKey, windowStart: new Date(windowStartOf(rule, now)), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.clientKey, rateLimits.windowStart],
      set: { count: sql`CASE WHEN ${rateLimits.count} < ${rule.limit} THEN ${rateLimits.count} + 1 END` },
    })
}

/** The submission's batch failed on its count's guard: the client's window was full. */
export const isWindowFull = (error: unknown) => Boolean(failedColumns(error, 'NOT NULL')?.includes('rate_limits.count'))

export type SubmissionCount = ReturnType<typeof countSubmission>

/** Old windows are of no use; the cron removes them. */
export async function pruneRateLimits(db: Db, now: number): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${now - RATE_LIMIT_KEEP_HOURS * 60 * 60_000}`)
}

/**
 * The client, hashed with a secret (the address itself is never stored): its IPv4 address, or its
 * IPv6 /64 network (app/lib/client-network.ts). Used by the public forms' limits and the login
 * throttle.
 */
export async function clientKey(request: Request, secret: string): Promise<string> {
  const network = clientNetwork(request.headers.get('CF-Connecting-IP') ?? 'onbekend')
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${secret}:${network}`))
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return (
    `Je hebt dit formulier de afgelopen minuten te vaak verstuurd. Probeer het over ${minutes} ` +
    `${minutes === 1 ? 'minuut' : 'minuten'} opnieuw, of bel ons.`
  )
}
