/**
 * The steps every public submission goes through, for the form actions and the JSON API alike:
 * rate limit per client, then the service; a database that fails on the way answers 503 with a
 * Dutch message and the visitor's input kept, never a 500.
 */
import { clientKey, publicFormLimit, rateLimitMessage, takeRateLimit } from './rate-limit.server'
import type { Services } from './services.server'

export type SubmissionOutcome =
  | { kind: 'ok' }
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number }
  | { kind: 'unavailable'; message: string }

export const unavailableMessage =
  'Door een storing konden we je gegevens nu niet opslaan. Er is niets verloren gegaan: probeer het over een paar minuten opnieuw.'

export async function runPublicSubmission(
  request: Request,
  services: Services,
  bucket: string,
  submit: (now: number) => Promise<{ mailIds: string[] }>,
): Promise<SubmissionOutcome> {
  const now = Date.now()
  try {
    const limit = await takeRateLimit(services.db, publicFormLimit(bucket), await clientKey(request, services.config.SIGNING_SECRET), now)
    if (!limit.allowed) {
      return { kind: 'rate-limited', message: rateLimitMessage(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds }
    }
    const { mailIds } = await submit(now)
    services.deliverAfterResponse(mailIds)
    return { kind: 'ok' }
  } catch (error) {
    console.error(`Public form "${bucket}" could not be saved`, error)
    return { kind: 'unavailable', message: unavailableMessage }
  }
}
