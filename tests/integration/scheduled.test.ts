/**
 * The cron, end to end inside workerd: the Worker's scheduled() handler (production) and its
 * ScheduledJobs entrypoint (what the local gateway calls) deliver due mail through the mail API
 * and clear old rate-limit windows; a failing job is logged by name and fails the run.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { expect, test, vi } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { amsterdamDate } from '~/lib/dates'
import worker from '../../worker/index'
import { expectConsoleError } from '../support/fail-on-console-error'
import { fakeMail } from '../support/worker/fake-mail'
import { failingDatabase, rows } from '../support/worker/requests'

const HOUR = 60 * 60_000

async function seed(now: number) {
  await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO mail_outbox (id, to_address, subject, html, text, status, attempts, next_attempt_at) ' +
        "VALUES ('due', 'a@voorbeeld.nl', 'Nu aan de beurt', '<p>x</p>', 'x', 'pending', 1, ?)",
    ).bind(now - 1_000),
    env.DB.prepare(
      'INSERT INTO mail_outbox (id, to_address, subject, html, text, status, attempts, next_attempt_at) ' +
        "VALUES ('later', 'b@voorbeeld.nl', 'Later', '<p>x</p>', 'x', 'pending', 1, ?)",
    ).bind(now + HOUR),
    env.DB.prepare(
      'INSERT INTO rate_limits (bucket, client_key, window_start, count) ' +
        "VALUES ('contact', 'oud', ?, 3), ('contact', 'nieuw', ?, 1)",
    ).bind(now - 25 * HOUR, now - 60_000),
  ])
}

async function expectJobsDone() {
  expect(await rows('SELECT id, status, attempts FROM mail_outbox ORDER BY id')).toEqual([
    { id: 'due', status: 'sent', attempts: 2 },
    { id: 'later', status: 'pending', attempts: 1 },
  ])
  expect((await fakeMail.delivered()).map((mail) => mail.body.subject)).toEqual(['Nu aan de beurt'])
  expect(await rows('SELECT client_key FROM rate_limits')).toEqual([{ client_key: 'nieuw' }])
}

test('the cron trigger delivers the mail that is due, leaves the rest, and clears old rate-limit windows', async () => {
  const now = Date.now()
  await seed(now)
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron: '* * * * *', scheduledTime: now }), env, ctx)
  await waitOnExecutionContext(ctx)
  await expectJobsDone()
})

test('the ScheduledJobs entrypoint (called by the local gateway) runs the same jobs', async () => {
  await seed(Date.now())
  await exports.ScheduledJobs.run()
  await expectJobsDone()
})

test('a job that fails is logged by name and fails the run; the other jobs still run', async () => {
  expectConsoleError(8)
  const logged = vi.spyOn(console, 'error')
  const ctx = createExecutionContext()
  // On the quarter hour, when the owner's own calendars are read too, after the morning mail's 7.00.
  const quarter = amsterdamInstant(amsterdamDate(new Date()), '09:15')
  const run = worker.scheduled(
    createScheduledController({ scheduledTime: quarter }),
    { ...env, DB: failingDatabase() },
    ctx,
  )
  await expect(run).rejects.toThrow(
    '8 of 8 scheduled jobs failed: bookings, refunds, morning mail, mail delivery, bookkeeping, rate-limit pruning, ' +
      'retention, own calendars',
  )
  expect(logged.mock.calls.map(([message]) => message)).toEqual([
    'Scheduled job "bookings" failed',
    'Scheduled job "refunds" failed',
    'Scheduled job "morning mail" failed',
    'Scheduled job "mail delivery" failed',
    'Scheduled job "bookkeeping" failed',
    'Scheduled job "rate-limit pruning" failed',
    'Scheduled job "retention" failed',
    'Scheduled job "own calendars" failed',
  ])
})
