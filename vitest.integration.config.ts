import { mkdirSync } from 'node:fs'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vitest/config'
import { fontkitNextTick } from './scripts/vite/fontkit-next-tick'
import { EINVOICE_VALIDATOR_PORT } from './tests/support/einvoice-constants'
import { FAKE_CALENDAR_PORT } from './tests/support/fake-calendar-constants'
import { FAKE_MAIL_API_KEY, FAKE_MAIL_PORT } from './tests/support/fake-mail-constants'
import { FAKE_MOLLIE_API_KEY, FAKE_MOLLIE_PORT } from './tests/support/fake-mollie-constants'
import { FAKE_MONEYBIRD_PORT } from './tests/support/fake-moneybird-constants'
import { fuzzSeed } from './tests/support/node/fuzz-seed'
import { lanePort } from './tests/support/node/lane'

const migrations = await readD1Migrations('./migrations')

// wrangler.toml declares the built client as the static assets; the pool refuses to start when
// that folder is missing (a fresh clone before the first build). The tests need no assets.
mkdirSync('./build/client', { recursive: true })

/**
 * The whole Worker inside workerd, with a migrated D1, one workerd per vitest process.
 * reactRouter() provides virtual:react-router/server-build to worker/index.ts.
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          // The fuzz suite's own numbers of inputs per endpoint, or FUZZ_RUNS=… for a deeper run;
          // its seed follows the commit, or FUZZ_SEED=… to replay (tests/integration/fuzz.test.ts).
          FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
          FUZZ_SEED: fuzzSeed(),
          SIGNING_SECRET: 'integration-test-signing-secret-0123456789',
          SESSION_SECRET: 'integration-test-session-secret-0123456789',
          // Password "testwachtwoord-123" (tests/support/worker/admin.ts), 1,000 iterations to keep tests fast.
          ADMIN_PASSWORD_HASH:
            'pbkdf2-sha256$1000$9tgwmwGqcsMzfWvndloBHw==$HuoOR8avJVMvys6z9ISc18r4CSgOeS70tX0y4yu1pVI=',
          ADMIN_API_TOKEN: 'integration-test-admin-api-token-0123456789',
          SITE_URL: 'https://venue.test',
          // The fake mail API (tests/support/node/fake-mail-api.ts), started by globalSetup.
          MAIL_API_URL: `http://127.0.0.1:${lanePort(FAKE_MAIL_PORT)}`,
          MAIL_API_KEY: FAKE_MAIL_API_KEY,
          MAIL_API_TIMEOUT_MS: '300',
          VENUE_INBOX: 'inbox@venue.test',
          // The fake Mollie API (tests/support/node/fake-mollie-api.ts): iDEAL is on in these tests.
          MOLLIE_API_URL: `http://127.0.0.1:${lanePort(FAKE_MOLLIE_PORT)}/v2`,
          MOLLIE_API_KEY: FAKE_MOLLIE_API_KEY,
          // The fake Moneybird API (tests/support/node/fake-moneybird-api.ts) and the key that seals its token.
          MONEYBIRD_API_URL: `http://127.0.0.1:${lanePort(FAKE_MONEYBIRD_PORT)}/api/v2`,
          MONEYBIRD_API_TIMEOUT_MS: '400',
          BOOKKEEPING_SECRET: 'integration-test-bookkeeping-secret-0123456789',
          // The e-invoice validator (tests/support/node/einvoice-validator-api.ts), started by globalSetup.
          EINVOICE_VALIDATOR_URL: `http://127.0.0.1:${lanePort(EINVOICE_VALIDATOR_PORT)}`,
          // The owner's own calendars (tests/support/node/fake-calendar-server.ts), started by globalSetup.
          FAKE_CALENDAR_URL: `http://127.0.0.1:${lanePort(FAKE_CALENDAR_PORT)}`,
        },
      },
    }),
    reactRouter(),
    fontkitNextTick(),
  ],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'integration',
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/node/fake-mail-global-setup.ts'],
    // One file at a time: the files of a lane share its fake mail and Mollie APIs, which each test
    // resets. scripts/test-integration.sh runs two lanes at once (tests/support/node/lane.ts).
    fileParallelism: false,
    // One workerd for all files of a lane: starting one per file cost about 11 s each. Nothing
    // carries over from one test to the next: resetWorld (tests/support/worker/reset.ts) empties
    // the tables, the edge cache and the fakes before every test.
    isolate: false,
    // The first request of a lane loads the Worker, its fonts and pdf-lib, which on two busy cores
    // can take longer than vitest's 5 s. A hang still fails.
    testTimeout: 15_000,
    setupFiles: ['tests/support/worker/setup.ts', 'tests/support/fail-on-console-error.ts'],
  },
})
