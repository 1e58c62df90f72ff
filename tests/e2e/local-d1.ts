/**
 * The served build's local D1, through wrangler as a developer would use it: for what a test cannot
 * wait for (time passing) or must read back directly.
 */
import { spawnSync } from 'node:child_process'
import { E2E_PORT } from '../../playwright.config'

const state = `.wrangler/e2e-state-${E2E_PORT}`

/**
 * A statement on the served build's local D1, through wrangler as a developer would run it. The
 * server's workerd holds the same SQLite file and other tests write to it at the same time, so a
 * busy database is tried again a few times; any other failure shows wrangler's own message.
 */
export function d1(sql: string, attempts = 4): Record<string, unknown>[] {
  const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql]
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }
  const run = spawnSync('npx', args, { encoding: 'utf8', env })
  if (run.status === 0) return (JSON.parse(run.stdout) as { results: Record<string, unknown>[] }[])[0]?.results ?? []
  const message = `${run.stdout}\n${run.stderr}`
  if (attempts > 1 && /SQLITE_BUSY|database is locked/i.test(message)) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500)
    return d1(sql, attempts - 1)
  }
  throw new Error(`wrangler d1 execute failed: ${message.slice(-2000)}`)
}
