import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach } from 'vitest'
import { resetWorld } from './reset'

// Each test file starts from the committed migrations...
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// ...and each test from empty tables (but the settings a new database has) and a fake mail API
// that has seen nothing, so no test depends on another's rows or mail.
beforeEach(resetWorld)
