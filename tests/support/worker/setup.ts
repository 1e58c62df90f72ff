import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach } from 'vitest'
import { defaultClosedHolidays } from '~/lib/availability'
import { fakeMail, fakeMollie } from './fake-mail'

// Each test file starts from the committed migrations...
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// ...and each test from empty tables (but the settings a new database has) and a fake mail API
// that has seen nothing, so no test depends on another's rows or mail.
beforeEach(async () => {
  const { results } = await env.DB.prepare(
    'SELECT name FROM sqlite_master ' +
      "WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>()
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
    // Settings the migrations start with, as a new database has them.
    ...defaultClosedHolidays.map((id) =>
      env.DB.prepare('INSERT INTO closed_holidays (holiday_id) VALUES (?)').bind(id),
    ),
  ])
  await fakeMail.reset()
  await fakeMollie.reset()
})
