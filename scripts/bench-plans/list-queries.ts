/**
 * Prints (as JSON) the SQL and parameters of every query the admin's lists run, for the bench's
 * EXPLAIN QUERY PLAN against its large database. It builds the real lists' statements without
 * running them, so the bench explains exactly what the Worker runs.
 * Type-checked with the Worker's code (tsconfig.cloudflare.json); run by scripts/bench/admin.ts:
 *   npx tsx --tsconfig tsconfig.cloudflare.json scripts/bench-plans/list-queries.ts
 */
import { drizzle } from 'drizzle-orm/d1'
import { type ListTab, parseListQuery } from '~/lib/admin-lists'
import { listPages } from '~/server/admin/dashboard.server'
import { sqlOf } from '~/server/db/batch.server'
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

// The statements of each list as D1 gets them: nothing runs (the D1 driver only builds SQL here).
const db = drizzle({} as D1Database, { schema })
const queries = listCases.flatMap(([tab, search]) =>
  listPages[tab](db, parseListQuery(tab, new URLSearchParams(search))).statements.map((statement) => ({
    list: `${tab}${search ? `?${search}` : ''}`,
    ...sqlOf(statement),
  })),
)
console.log(JSON.stringify(queries))
