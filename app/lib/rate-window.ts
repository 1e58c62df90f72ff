/**
 * Rate limiting as arithmetic, without storage: the counts per fixed window come from
 * app/server/rate-limit.server.ts.
 */
export type RateLimitRule = { bucket: string; limit: number; windowMs: number }

/** How long a client's (hashed) count is kept: the privacy statement says so. */
export const RATE_LIMIT_KEEP_HOURS = 24

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A sliding window estimated from two fixed ones: all of this window's count plus the share of
 * the previous window's count that still lies within the last `windowMs` (as if spread evenly),
 * rounded up. So a burst across the boundary of two windows counts as one burst, where a bare
 * fixed window would allow twice the limit.
 */
export function decide(
  rule: RateLimitRule,
  counts: { current: number; previous: number },
  elapsedMs: number,
): RateLimitDecision {
  const { current, previous } = counts
  const estimate = current + previous * (1 - elapsedMs / rule.windowMs)
  // The epsilon keeps floating-point dust from rounding a whole count up.
  if (Math.ceil(estimate - 1e-9) < rule.limit) return { allowed: true }
  // Free again once this window ends, or earlier when enough of the previous one has slid out.
  const waitMs =
    current >= rule.limit
      ? rule.windowMs - elapsedMs
      : rule.windowMs * (1 - (rule.limit - 1 - current) / previous) - elapsedMs
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.round(waitMs) / 1000)) }
}
