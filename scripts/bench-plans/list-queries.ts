/**
 * Prints (as JSON) the SQL and parameters of every query the admin's lists run, for the bench's
 * EXPLAIN QUERY PLAN against its large database. It runs the real list functions on a Drizzle
 * driver that records instead of executing, so the bench explains exactly what the Worker runs.
 * Type-checked with the Worker's code (tsconfig.cloudflare.json); run by scripts/bench/admin.ts:
 *   npx tsx --tsconfig tsconfig.cloudflare.json scripts/bench-plans/list-queries.ts
 */
import { drizzle } from 'drizzle-orm/sqlite-proxy'
import { type ListTab, parseListQuery } from '~/lib/admin-lists'
import { listPages } from '~/server/admin/dashboard.server'
import type { Db } from '~/server/db/client.server'
import * as schema from '../../db/schema'

export const listCases: [tab: ListTab, search: string][] = [
  ['boekingen', ''],
  ['boekingen', 'status=aanvraag'],
  ['boekingen', 'q=jansen'],
  ['boekingen', 'sorteer=datum-op&van=2026-12-01&tot=2026-12-31'],
  ['boekingen', `na=${encodeURIComponent(JSON.stringify([Date.parse('2026-06-01T00:00:00Z'), 10_000]))}`],
  ['klanten', ''],
  ['klanten', 'type=vip&sorteer=naam'],
  ['offertes', 'status=active'],
  ['facturen', 'status=open'],
  ['berichten', 'status=ongelezen'],
  ['nieuwsbrief', 'status=confirmed'],
  ['mail', 'status=failed'],
  ['logboek', 'type=booking&van=2026-01-01'],
]

const recorded: { sql: string; params: unknown[] }[] = []
// The proxy driver builds the same SQLite SQL as the D1 driver; its type differs only in the driver.
const db = drizzle(
  async (sql, params) => {
    recorded.push({ sql, params })
    return { rows: [] }
  },
  { schema },
) as unknown as Db

const queries: { list: string; sql: string; params: unknown[] }[] = []
for (const [tab, search] of listCases) {
  const from = recorded.length
  await listPages[tab](db, parseListQuery(tab, new URLSearchParams(search)))
  for (const query of recorded.slice(from)) queries.push({ list: `${tab}${search ? `?${search}` : ''}`, ...query })
}
console.log(JSON.stringify(queries))
