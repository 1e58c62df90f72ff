/**
 * The cron's work (wrangler.toml [triggers], every minute): the bookings' reminders and expiry,
 * refunds through Mollie,
 * deliver mail whose (retry) time has come, clear old rate-limit windows, read the owner's own
 * calendars every 15 minutes, and once a day delete
 * what has been kept long enough (app/lib/retention.ts). Each job runs even
 * when another fails; a failure is logged with the job's name and fails the invocation, so it shows
 * in the Worker's logs and in Cloudflare's cron history instead of passing silently.
 */

import { runBookingChecks } from '~/server/bookings/scheduled.server'
import { retentionPeriods } from '~/server/env.server'
import { pruneRateLimits } from '~/server/http/rate-limit.server'
import { deliverDueMail, deliverMail } from '~/server/mail/outbox.server'
import { refreshCalendarSources, refreshDue } from '~/server/own-calendar/sources.server'
import { runRefundChecks } from '~/server/payments/refunds.server'
import { applyRetention } from '~/server/privacy/retention.server'
import { servicesFor } from '~/server/services.server'

export async function runScheduledJobs(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>, now: number): Promise<void> {
  const app = servicesFor(env, ctx)
  const { db, mail, config } = app
  const jobs: [name: string, run: () => Promise<void>][] = [
    [
      'bookings',
      async () => {
        const queued = await runBookingChecks({ ...app, now })
        await deliverMail(queued, { ...mail, now: () => now })
      },
    ],
    // Refunds through Mollie that wait to be sent, or for Mollie's last word (ADR 038).
    [
      'refunds',
      async () => {
        const queued = await runRefundChecks({ ...app, now })
        await deliverMail(queued, { ...mail, now: () => now })
      },
    ],
    ['mail delivery', () => deliverDueMail({ ...mail, now: () => now })],
    ['rate-limit pruning', () => pruneRateLimits(db, now)],
    ['retention', async () => void (await applyRetention(db, retentionPeriods(config), now))],
    // Every 15 minutes: the owner's own calendars (docs/decisions/035-the-owners-own-calendar.md).
    [
      'own calendars',
      async () => {
        if (refreshDue(now)) await refreshCalendarSources(db, { fetch: (input, init) => fetch(input, init), now })
      },
    ],
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
