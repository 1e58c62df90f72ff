import { env } from 'cloudflare:workers'
import { defaultClosedHolidays } from '~/lib/availability'
import { emptyEdgeCache } from './edge-cache'
import { fakeMail, fakeMollie } from './fake-mail'

/** The tables a new database does not start empty: their migrations' own rows stay. */
const seeded = new Set(['price_lists', 'price_list_entries'])

/**
 * Empty tables (but the settings and the first price list a new database has), an empty edge
 * cache, and fake mail and Mollie APIs that have seen nothing.
 */
export async function resetWorld(): Promise<void> {
  const { results } = await env.DB.prepare(
    'SELECT name FROM sqlite_master ' +
      "WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>()
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...results.filter(({ name }) => !seeded.has(name)).map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
    // The first price list is migrations/0019's; a test's own lists go.
    env.DB.prepare('DELETE FROM price_list_entries WHERE price_list_id > 1'),
    env.DB.prepare('DELETE FROM price_lists WHERE id > 1'),
    // Ids start at 1 again, as in a new database (the files of a lane share one database).
    env.DB.prepare('DELETE FROM sqlite_sequence'),
    // Settings the migrations start with, as a new database has them.
    ...defaultClosedHolidays.map((id) =>
      env.DB.prepare('INSERT INTO closed_holidays (holiday_id) VALUES (?)').bind(id),
    ),
  ])
  emptyEdgeCache()
  await fakeMail.reset()
  await fakeMollie.reset()
}
