/**
 * The steps every public submission goes through, for the form actions and the JSON API alike:
 * rate limit per client, then the service, which stores the submission's rate-limit count in the
 * same batch as its records (so a refused or replayed submission changes no table); a database
 * that fails on the way answers 503 with a Dutch message and the visitor's input kept, never a 500.
 */

import type { Services } from '../services.server'
import {
  checkRateLimit,
  clientKey,
  countSubmission,
  isWindowFull,
  publicFormLimit,
  rateLimitMessage,
  type SubmissionCount,
} from './rate-limit.server'

/** What a service answers: the mail it queued, or a refusal with a Dutch reason for one field. */
export type ServiceResult = { mailIds?: string[]; refusal?: { field: string; message: string; status?: 400 | 409 } }

type Refusal = { refusal: { field: string; message: string; status?: 400 | 409 } }
export type Accepted<R> = Exclude<R, Refusal>

function isRefusal<R extends ServiceResult>(result: R): result is Extract<R, Refusal> {
  return result.refusal !== undefined
}

export type SubmissionOutcome<R extends ServiceResult = ServiceResult> =
  | { kind: 'ok'; result: Accepted<R> }
  | { kind: 'refused'; field: string; message: string; status: 400 | 409 }
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number }
  | { kind: 'unavailable'; message: string }

export const unavailableMessage =
  'Door een storing konden we je gegevens nu niet opslaan. Er is niets verloren gegaan: probeer het over ' +
  'een paar minuten opnieuw.'

const rateLimited = (retryAfterSeconds: number) => ({
  kind: 'rate-limited' as const,
  message: rateLimitMessage(retryAfterSeconds),
  retryAfterSeconds,
})

export async function runPublicSubmission<R extends ServiceResult>(
  request: Request,
  services: Services,
  bucket: string,
  submit: (now: number, count: SubmissionCount) => Promise<R>,
): Promise<SubmissionOutcome<R>> {
  const now = Date.now()
  const rule = publicFormLimit(bucket)
  try {
    const client = await clientKey(request, services.config.SIGNING_SECRET)
    const limit = await checkRateLimit(services.db, rule, client, now)
    if (!limit.allowed) return rateLimited(limit.retryAfterSeconds)
    const result = await submit(now, countSubmission(services.db, rule, client, now))
    if (isRefusal(result)) return { kind: 'refused', ...result.refusal, status: result.refusal.status ?? 400 }
    services.deliverAfterResponse(result.mailIds ?? [])
    return { kind: 'ok', result: result as Accepted<R> }
  } catch (error) {
    // Requests that passed the check together, beyond the limit: their batches failed on the count.
    if (isWindowFull(error)) return rateLimited(rule.windowMs / 1000)
    console.error(`Public form "${bucket}" could not be saved`, error)
    return { kind: 'unavailable', message: unavailableMessage }
  }
}
