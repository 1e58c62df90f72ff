// Prints the one closing line CI reads, "N passed, N failed", for the whole run of
// scripts/test.sh: every vitest and Playwright test (from their JSON reports) plus each
// stand-alone check (typecheck, build, deploy dry-run). A runner that failed without
// reporting a failed test (it crashed, or its report is missing) counts as one failure.
import { existsSync, readFileSync } from 'node:fs'

const checks = new Map(
  readFileSync('test-results/checks.txt', 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' ')),
)

function readReport(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
  } catch {
    return undefined
  }
}

const runners = {
  vitest: (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  }),
  playwright: (report) => ({
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    skipped: report.stats.skipped,
  }),
}
/** Each runner's JSON reports: vitest writes one per run of scripts/test-vitest.sh. */
const reportPaths = {
  vitest: ['unit', 'integration-1', 'integration-2'].map((run) => `test-results/vitest-${run}.json`),
  playwright: ['test-results/e2e.json'],
}

let passed = 0
let failed = 0
let skipped = 0
for (const [id, status] of checks) {
  const count = runners[id]
  if (!count) {
    if (status === 'passed') passed += 1
    else failed += 1
    continue
  }
  const result = { passed: 0, failed: 0, skipped: 0 }
  for (const path of reportPaths[id]) {
    const report = readReport(path)
    // A missing report is a run that crashed before it could count its tests.
    const counted = report ? count(report) : { passed: 0, failed: 1, skipped: 0 }
    result.passed += counted.passed
    result.failed += counted.failed
    result.skipped += counted.skipped
  }
  if (status === 'failed' && result.failed === 0) result.failed = 1
  console.log(`${id}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`)
  passed += result.passed
  failed += result.failed
  skipped += result.skipped
}

console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
