import type { D1Migration } from '@cloudflare/vitest-pool-workers'

declare global {
  namespace Cloudflare {
    interface Env {
      /** Only in tests: the migrations read by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[]
      /** Only in tests: inputs per endpoint of a deeper fuzz run, or '' for the suite's own numbers. */
      FUZZ_RUNS: string
      /** Only in tests: the fuzz suite's seed, from the commit or FUZZ_SEED (vitest.integration.config.ts). */
      FUZZ_SEED: string
      /** Only in tests: the fake Mollie API's base URL and key (vitest.integration.config.ts). */
      MOLLIE_API_URL: string
      MOLLIE_API_KEY: string
      /** Only in tests: the e-invoice validator service's base URL (vitest.integration.config.ts). */
      EINVOICE_VALIDATOR_URL: string
      /** Only in tests: the fake calendar server's base URL (tests/support/node/fake-calendar-server.ts). */
      FAKE_CALENDAR_URL: string
    }
  }
}
