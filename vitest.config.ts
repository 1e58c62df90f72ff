import { defineConfig } from 'vitest/config'

// Two projects, each in its own file because the React Router plugin needs a config file.
export default defineConfig({
  test: { projects: ['./vitest.unit.config.ts', './vitest.integration.config.ts'] },
})
