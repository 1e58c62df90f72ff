/**
 * The cron trigger as a developer uses it locally: `curl /cdn-cgi/handler/scheduled` against the
 * served build (through the local cron gateway, ADR 018) runs the jobs on the same local D1.
 * The end-to-end server keeps mail locally, so a due mail ends up `kept_locally`.
 */
import { expect, test } from './fixtures'
import { d1 } from './local-d1'

test('the local cron trigger answers ok and runs the mail delivery on the local database', async ({ request }) => {
  const id = `cron-${Date.now()}`
  d1(
    'INSERT INTO mail_outbox (id, to_address, subject, html, text, status, next_attempt_at) ' +
      `VALUES ('${id}', 'a@voorbeeld.nl', 'Proef', '<p>x</p>', 'x', 'pending', 0)`,
  )
  const response = await request.get('/cdn-cgi/handler/scheduled')
  expect(response.status()).toBe(200)
  expect(await response.text()).toBe('ok')
  expect(d1(`SELECT status FROM mail_outbox WHERE id = '${id}'`)).toEqual([{ status: 'kept_locally' }])
})
