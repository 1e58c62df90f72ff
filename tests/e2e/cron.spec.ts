/**
 * The cron trigger as a developer uses it locally: `curl /cdn-cgi/handler/scheduled` against the
 * served build (through the local cron gateway, ADR 018) runs the jobs on the same local D1.
 * The end-to-end server keeps mail locally, so a due mail ends up `kept_locally`.
 */
import { execFileSync } from 'node:child_process'
import { E2E_PORT } from '../../playwright.config'
import { expect, test } from './fixtures'

const state = `.wrangler/e2e-state-${E2E_PORT}`

function d1(sql: string): { status: string }[] {
  const output = execFileSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql],
    {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  return (JSON.parse(output) as { results: { status: string }[] }[])[0]?.results ?? []
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
