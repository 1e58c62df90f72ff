/**
 * The cron's work (wrangler.toml [triggers], every minute): deliver mail whose retry time has
 * come, and clear old rate-limit windows. Each job runs even when another fails; a failure is
 * logged with the job's name and fails the invocation, so it shows in the Worker's logs and in
 * Cloudflare's cron history instead of passing silently.
 */
import { deliverDueMail } from '~/server/mail/outbox.server'
import { pruneRateLimits } from '~/server/rate-limit.server'
import { servicesFor } from '~/server/services.server'

export async function runScheduledJobs(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>, now: number): Promise<void> {
  const { db, mail } = servicesFor(env, ctx)
  const jobs: [name: string, run: () => Promise<void>][] = [
    ['mail delivery', () => deliverDueMail({ ...mail, now: () => now })],
    ['rate-limit pruning', () => pruneRateLimits(db, now)],
  ]
  const outcomes = await Promise.allSettled(jobs.map(([, run]) => run()))
  const failed = outcomes.flatMap((outcome, index) =>
    outcome.status === 'rejected' ? [{ name: jobs[index]?.[0], reason: outcome.reason }] : [],
  )
  for (const { name, reason } of failed) console.error(`Scheduled job "${name}" failed`, reason)
  if (failed.length > 0) {
    throw new AggregateError(
      failed.map(({ reason }) => reason),
      `${failed.length} of ${jobs.length} scheduled jobs failed: ${failed.map(({ name }) => name).join(', ')}`,
    )
  }
}
