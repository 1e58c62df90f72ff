import { env } from 'cloudflare:workers'
import { emptyEdgeCache } from './edge-cache'
import { fakeMail, fakeMollie } from './fake-mail'
import { fakeMoneybird } from './fake-moneybird'

/** The tables a new database does not start empty: their migrations' own rows stay. */
const seeded = new Set(['price_lists', 'price_list_entries'])

/**
 * Empty tables (but the first price list a new database has), an empty edge cache, and fake mail,
 * Mollie and Moneybird APIs that have seen nothing.
 *
 * The venue closes on no holiday here, where a new database closes on nine: most
 * tests place a booking by its distance from today, and the suite runs on any day of the year, so
 * with the holidays closed a test would meet one on some days and not on others (34 days after
 * 28 November is New Year's Day). A test about holidays closes them (`closeDefaultHolidays`).
 *
 * For the same reason the owner's morning mail starts off here, where a new database has it on: it
 * goes at the cron's first run from 7.00 when a booking is today or its people became final today,
 * so a test that runs the cron would get it at some hours and not at others. The test about it
 * turns it on (`morningMailAsNew`).
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
    env.DB.prepare("INSERT INTO owner_settings (key, value, updated_at) VALUES ('mail.morning', 'false', 0)"),
  ])
  emptyEdgeCache()
  await fakeMail.reset()
  await fakeMollie.reset()
  await fakeMoneybird.reset()
}

/** Closes the holidays a new database closes on, by running the migrations' own statements for them. */
export async function closeDefaultHolidays(): Promise<void> {
  const fills = env.TEST_MIGRATIONS.flatMap((migration) => migration.queries).filter((query) =>
    /^INSERT INTO `closed_holidays`/.test(query.trim()),
  )
  await env.DB.batch(fills.map((query) => env.DB.prepare(query)))
}

/** The morning mail as a new database has it: no row, so on (app/server/owner-settings.server.ts). */
export async function morningMailAsNew(): Promise<void> {
  await env.DB.prepare("DELETE FROM owner_settings WHERE key = 'mail.morning'").run()
}
