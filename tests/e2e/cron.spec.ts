/**
 * The cron trigger as a developer uses it locally: `curl /cdn-cgi/handler/scheduled` against the
 * served build (through the local cron gateway, ADR 018) runs the jobs on the same local D1.
 * The end-to-end server keeps mail locally, so a due mail ends up `kept_locally`.
 */
import { spawnSync } from 'node:child_process'
import { E2E_PORT } from '../../playwright.config'
import { expect, test } from './fixtures'

const state = `.wrangler/e2e-state-${E2E_PORT}`

/**
 * A statement on the served build's local D1, through wrangler as a developer would run it. The
 * server's workerd holds the same SQLite file and other tests write to it at the same time, so a
 * busy database is tried again a few times; any other failure shows wrangler's own message.
 */
function d1(sql: string, attempts = 4): { status: string }[] {
  const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql]
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }
  const run = spawnSync('npx', args, { encoding: 'utf8', env })
  if (run.status === 0) return (JSON.parse(run.stdout) as { results: { status: string }[] }[])[0]?.results ?? []
  const message = `${run.stdout}\n${run.stderr}`
  if (attempts > 1 && /SQLITE_BUSY|database is locked/i.test(message)) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500)
    return d1(sql, attempts - 1)
  }
  throw new Error(`wrangler d1 execute failed: ${message.slice(-2000)}`)
}

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
