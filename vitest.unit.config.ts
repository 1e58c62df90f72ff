import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Pure modules, in Node. */
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
  },
})
