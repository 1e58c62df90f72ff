import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Pure modules, in Node. */
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Pure modules: no file changes what another imports, so the files share one module graph
    // per worker instead of importing the app again each (about half of this run's time).
    isolate: false,
    setupFiles: ['tests/support/fail-on-console-error.ts'],
  },
})
