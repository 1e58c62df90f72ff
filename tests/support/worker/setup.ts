import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, expect } from 'vitest'
import { invalidStoredEInvoices } from './einvoices'
import { resetWorld } from './reset'

// Each test file starts from the committed migrations...
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// ...and each test from empty tables (but the settings a new database has) and a fake mail API
// that has seen nothing, so no test depends on another's rows or mail.
beforeEach(resetWorld)

// Every invoice and credit note a test leaves behind that can be an e-invoice is one that passes the
// team's validator (docs/decisions/027-e-invoices.md).
afterEach(async () => {
  expect(await invalidStoredEInvoices()).toEqual([])
})
