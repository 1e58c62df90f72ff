/**
 * When to try a failed mail again: exponential backoff with "equal jitter" (half fixed, half
 * random), never sooner than the provider's Retry-After. Pure, so it is unit tested.
 */
export const RETRY_BASE_MS = 30_000
export const RETRY_CAP_MS = 6 * 60 * 60_000
export const MAX_ATTEMPTS = 10

export function retryDelayMs(attempts: number, random: number, retryAfterMs?: number): number {
  const exponential = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))
  const jittered = exponential / 2 + (random * exponential) / 2
  return Math.round(Math.max(jittered, retryAfterMs ?? 0))
}
