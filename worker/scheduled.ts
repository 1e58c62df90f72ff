/**
 * The cron's work (wrangler.toml [triggers], every minute), in three stages, each after the one
 * before: first the money (the bookings' reminders, expiry and invoices; refunds through Mollie),
 * then the mail and the housekeeping (the owner's morning mail from 7.00, deliver mail whose
 * (retry) time has come, push documents and money to the bookkeeping package (ADR 046), clear old
 * rate-limit windows, once a day delete what has been kept long enough, app/lib/retention.ts), and
 * last, every 15 minutes, the owner's own calendars, which are read from other servers and can be
 * slow. Each job has its own time budget and runs even when another fails or runs out of time; a
 * failure is logged with the job's name and fails the invocation, so it shows in the Worker's logs
 * and in Cloudflare's cron history instead of passing silently.
 */

import { runBookingChecks } from '~/server/bookings/scheduled.server'
import { pushDue } from '~/server/bookkeeping/push.server'
import { sendMorningMail } from '~/server/days/morning-mail.server'
import { retentionPeriods } from '~/server/env.server'
import { pruneRateLimits } from '~/server/http/rate-limit.server'
import { deliverDueMail, deliverMail } from '~/server/mail/outbox.server'
import { refreshCalendarSources, refreshDue } from '~/server/own-calendar/sources.server'
import { runRefundChecks } from '~/server/payments/refunds.server'
import { applyRetention } from '~/server/privacy/retention.server'
import { servicesFor } from '~/server/services.server'

type Job = { name: string; seconds: number; run: () => Promise<void> }

/** A job that has not finished within its seconds fails, and the cron goes on without waiting for it. */
function withinBudget({ name, seconds, run }: Job): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Scheduled job "${name}" took longer than ${seconds} s`)), seconds * 1000)
  })
  return Promise.race([run(), late]).finally(() => clearTimeout(timer))
}

export async function runScheduledJobs(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>, now: number): Promise<void> {
  const app = servicesFor(env, ctx)
  const { db, mail, config } = app
  const stages: Job[][] = [
    [
      {
        name: 'bookings',
        seconds: 60,
        run: async () => {
          const queued = await runBookingChecks({ ...app, now })
          await deliverMail(queued, { ...mail, now: () => now })
        },
      },
      // Refunds through Mollie that wait to be sent, or for Mollie's last word (ADR 038).
      {
        name: 'refunds',
        seconds: 60,
        run: async () => {
          const queued = await runRefundChecks({ ...app, now })
          await deliverMail(queued, { ...mail, now: () => now })
        },
      },
    ],
    [
      // From 7.00, once a day: the owner's day sheet and the catering to order (ADR 043).
      {
        name: 'morning mail',
        seconds: 30,
        run: async () => {
          const queued = await sendMorningMail({ db, links: app.links, venueInbox: app.settings.venueInbox, now })
          await deliverMail(queued, { ...mail, now: () => now })
        },
      },
      { name: 'mail delivery', seconds: 60, run: () => deliverDueMail({ ...mail, now: () => now }) },
      // The documents, payments and refunds the money jobs made, to the bookkeeping package (ADR 046).
      { name: 'bookkeeping', seconds: 60, run: () => pushDue({ ...app.bookkeeping, now: () => now }) },
      { name: 'rate-limit pruning', seconds: 30, run: () => pruneRateLimits(db, now) },
      {
        name: 'retention',
        seconds: 60,
        run: async () => void (await applyRetention(db, retentionPeriods(config), now)),
      },
    ],
    // Every 15 minutes: the owner's own calendars (docs/decisions/035-the-owners-own-calendar.md).
    [
      {
        name: 'own calendars',
        seconds: 120,
        run: async () => {
          if (refreshDue(now)) await refreshCalendarSources(db, { fetch: (input, init) => fetch(input, init), now })
        },
      },
    ],
  ]
  const failed: { name: string; reason: unknown }[] = []
  for (const jobs of stages) {
    const outcomes = await Promise.allSettled(jobs.map(withinBudget))
    for (const [index, outcome] of outcomes.entries())
      if (outcome.status === 'rejected') failed.push({ name: jobs[index]?.name ?? '', reason: outcome.reason })
  }
  for (const { name, reason } of failed) console.error(`Scheduled job "${name}" failed`, reason)
  if (failed.length > 0) {
    const count = stages.flat().length
    throw new AggregateError(
      failed.map(({ reason }) => reason),
      `${failed.length} of ${count} scheduled jobs failed: ${failed.map(({ name }) => name).join(', ')}`,
    )
  }
}
