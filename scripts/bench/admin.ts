/**
 * The owner's pages at scale: against the Worker serving the large bench database
 * (admin-seed.ts), the time to answer the dashboard, every list (filtered, searched, a later page)
 * and the calendar, one request after another as the owner clicks; and SQLite's plan for every
 * query the lists run (scripts/bench-plans/list-queries.ts), explained on that same database.
 */
import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import type { Figure } from './budgets'

const run = promisify(execFile)
const SAMPLES = 100
const WARM_UP = 10

async function login(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(new URL('/admin?index', baseUrl), {
    method: 'POST',
    body: new URLSearchParams({ password }),
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    redirect: 'manual',
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (response.status !== 302 || !cookie) throw new Error(`bench: admin login failed (${response.status})`)
  return cookie
}

async function timed(
  url: string,
  cookie: string,
): Promise<{ ms: number; status: number; body: string; d1: string | undefined }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { Cookie: cookie } })
  const body = await response.text()
  return { ms: performance.now() - started, status: response.status, body, d1: d1Usage(response) }
}

/** What the page asked of D1, from the Server-Timing the Worker adds when D1_SERVER_TIMING is set (bench.sh). */
function d1Usage(response: Response): string | undefined {
  return response.headers.get('Server-Timing')?.match(/d1;desc="([^"]+)"/)?.[1]
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const nextPage = (html: string) =>
  html
    .match(/<a [^>]*rel="next"[^>]*>/)?.[0]
    .match(/href="([^"]+)"/)?.[1]
    ?.replaceAll('&amp;', '&')

export async function measureAdmin(baseUrl: string, password: string): Promise<Figure[]> {
  const cookie = await login(baseUrl, password)
  const first = await timed(new URL('/admin?tab=boekingen', baseUrl).href, cookie)
  const bookingId = first.body.match(/href="\/admin\/boekingen\/(\d+)"/)?.[1]
  const customers = await timed(new URL('/admin?tab=klanten', baseUrl).href, cookie)
  const customerId = customers.body.match(/href="\/admin\/klanten\/(\d+)"/)?.[1]
  const targets: [label: string, path: string][] = [
    ['dashboard, newest bookings', '/admin'],
    ['bookings, open requests', '/admin?tab=boekingen&status=aanvraag'],
    ['bookings, search "jansen"', '/admin?tab=boekingen&q=jansen'],
    ['bookings, December by date', '/admin?tab=boekingen&sorteer=datum-op&van=2026-12-01&tot=2026-12-31'],
    ['bookings, page 2', nextPage(first.body) ?? '/admin?tab=boekingen'],
    ['customers', '/admin?tab=klanten'],
    ['customers, vip by name', '/admin?tab=klanten&type=vip&sorteer=naam'],
    ['quotes', '/admin?tab=offertes'],
    ['messages, unread', '/admin?tab=berichten&status=ongelezen'],
    ['subscribers', '/admin?tab=nieuwsbrief'],
    ['mail', '/admin?tab=mail'],
    ['mail, failed', '/admin?tab=mail&status=failed'],
    ['audit log', '/admin?tab=logboek'],
    ['calendar, month', '/admin/kalender?maand=2026-12'],
    ['a booking', `/admin/boekingen/${bookingId}`],
    ['a customer', `/admin/klanten/${customerId}`],
  ]
  const figures: Figure[] = []
  for (const [label, path] of targets) {
    const url = new URL(path, baseUrl).href
    for (let index = 0; index < WARM_UP; index += 1) await timed(url, cookie)
    const samples: number[] = []
    let failures = 0
    const usages = new Set<string>()
    for (let index = 0; index < SAMPLES; index += 1) {
      const { ms, status, d1 } = await timed(url, cookie)
      samples.push(ms)
      if (status !== 200) failures += 1
      usages.add(d1 ?? 'D1 not counted')
    }
    const p95 = Math.round(percentile(samples, 95) * 10) / 10
    figures.push({
      section: 'Admin at scale',
      subject: label,
      name: 'latency p95',
      value: failures > 0 ? null : p95,
      unit: 'ms',
      budget: 'adminLatencyP95',
      note: [
        `p50 ${Math.round(percentile(samples, 50) * 10) / 10} ms`,
        `D1 ${[...usages].join(' or ')}`,
        `${SAMPLES} requests`,
        ...(failures > 0 ? [`${failures} not 200`] : []),
      ].join(', '),
    })
  }
  return figures
}

const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`

/** SQLite's plan for every query of the admin's lists, on the bench database (Markdown). */
export async function explainListQueries(statePath: string): Promise<string> {
  const { stdout } = await run('npx', [
    'tsx',
    '--tsconfig',
    'tsconfig.cloudflare.json',
    'scripts/bench-plans/list-queries.ts',
  ])
  const queries: { list: string; sql: string; params: unknown[] }[] = JSON.parse(
    stdout.trim().split('\n').at(-1) ?? '[]',
  )
  // The recorded SQL with its parameters written in (EXPLAIN only: nothing runs).
  const explained = queries.map(({ sql, params }) => {
    let index = 0
    return `EXPLAIN QUERY PLAN ${sql.replace(/\?/g, () => literal(params[index++]))};`
  })
  const file = `${statePath}-explain.sql`
  await writeFile(file, explained.join('\n'))
  const { stdout: json } = await run('npx', [
    'wrangler',
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    statePath,
    '--file',
    file,
    '--json',
  ])
  const results: { results: { detail: string }[] }[] = JSON.parse(json)
  return queries
    .map((query, index) => {
      const plan = (results[index]?.results ?? []).map((row) => `    ${row.detail}`).join('\n')
      return `- \`${query.list}\`: \`${query.sql.slice(0, 90)}${query.sql.length > 90 ? '…' : ''}\`\n\n${plan}\n`
    })
    .join('\n')
}
