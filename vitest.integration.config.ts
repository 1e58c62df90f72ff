import { mkdirSync } from 'node:fs'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vitest/config'

const migrations = await readD1Migrations('./migrations')

// wrangler.toml declares the built client as the static assets; the pool refuses to start when
// that folder is missing (a fresh clone before the first build). The tests need no assets.
mkdirSync('./build/client', { recursive: true })

/**
 * The whole Worker inside workerd, with a freshly migrated D1 per test file.
 * reactRouter() provides virtual:react-router/server-build to worker/index.ts.
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
    }),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'integration',
    include: ['tests/integration/**/*.test.ts'],
    setupFiles: ['tests/support/worker/apply-migrations.ts', 'tests/support/fail-on-console-error.ts'],
  },
})
