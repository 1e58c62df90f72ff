import type { D1Migration } from '@cloudflare/vitest-pool-workers'

declare global {
  namespace Cloudflare {
    interface Env {
      /** Only in tests: the migrations read by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}
