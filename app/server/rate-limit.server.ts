import { sql } from 'drizzle-orm'
import { rateLimits } from '../../db/schema'
import type { Db } from './db.server'

export type RateLimitRule = { bucket: string; limit: number; windowMs: number }

/** Public forms: 5 submissions per client per 10 minutes, per form. */
export const publicFormLimit = (bucket: string): RateLimitRule => ({ bucket, limit: 5, windowMs: 10 * 60_000 })

/**
 * Counts one submission in the client's current fixed window; refuses it once the window's
 * count passes the limit. One atomic upsert, so parallel requests are counted correctly.
 */
export async function takeRateLimit(
  db: Db,
  rule: RateLimitRule,
  clientKey: string,
  now: number,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const windowStart = now - (now % rule.windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, clientKey, windowStart: new Date(windowStart), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.clientKey, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  if ((row?.count ?? 1) <= rule.limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + rule.windowMs - now) / 1000) }
}

/** Old windows are of no use; the cron removes them. */
export async function pruneRateLimits(db: Db, now: number): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${now - 24 * 60 * 60_000}`)
}

/** The client's address, hashed with a secret: the address itself is never stored. */
export async function clientKey(request: Request, secret: string): Promise<string> {
  const address = request.headers.get('CF-Connecting-IP') ?? 'onbekend'
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${secret}:${address}`))
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Je hebt dit formulier de afgelopen minuten te vaak verstuurd. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw, of bel ons.`
}
