// Writes tests/integration/durations.json from the last run's reports (test-results/vitest-integration-N.json):
// how long each integration test file took, in seconds, for scripts/integration-lanes.mjs to deal the files
// out evenly. Run after a whole run (`npm test` or `npm run test:integration`) when lanes end far apart.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { basename } from 'node:path'

const durations = {}
for (const lane of [1, 2]) {
  const path = `test-results/vitest-integration-${lane}.json`
  if (!existsSync(path)) continue
  for (const file of JSON.parse(readFileSync(path, 'utf8')).testResults)
    durations[basename(file.name)] = Math.round((file.endTime - file.startTime) / 100) / 10
}
if (Object.keys(durations).length === 0) {
  console.error('No integration reports in test-results/: run the integration tests first.')
  process.exit(1)
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync('tests/integration/durations.json', `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`tests/integration/durations.json: ${Object.keys(sorted).length} files`)
