// Prints the one closing line CI reads, "N passed, N failed", for the whole run of
// scripts/test.sh: every vitest and Playwright test (from their JSON reports) plus each
// stand-alone check (typecheck, lint, build, deploy dry-run). A runner that failed without
// reporting a failed test (it crashed, or its report is missing) counts as one failure.
// Before it, the ten slowest test files of the run, so a file that grew slow shows at once.
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
/** Each runner's JSON reports: one for the unit tests, one per integration lane, one for Playwright. */
const reportPaths = {
  unit: ['test-results/vitest-unit.json'],
  integration: ['test-results/vitest-integration-1.json', 'test-results/vitest-integration-2.json'],
  playwright: ['test-results/e2e.json'],
}
const reportRunner = { unit: 'vitest', integration: 'vitest', playwright: 'playwright' }

let passed = 0
let failed = 0
let skipped = 0
for (const [id, status] of checks) {
  const count = runners[reportRunner[id]]
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

printStageTimes()
printSlowestFiles()
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)

/** How long each stage took, in seconds (scripts/test.sh; the typecheck ran beside lint and unit). */
function printStageTimes() {
  const path = 'test-results/stage-times.txt'
  if (!existsSync(path)) return
  const stages = readFileSync(path, 'utf8').trim().split('\n').filter(Boolean)
  console.log(`Stages (s): ${stages.join(' · ')}`)
}

/**
 * The ten slowest test files of the run. A vitest file's time is its wall time in its process; a
 * Playwright file's is the sum of its tests' durations (its tests run on two workers at once).
 */
function printSlowestFiles() {
  const files = []
  for (const [layer, paths] of Object.entries(reportPaths))
    for (const path of paths) {
      const report = readReport(path)
      if (!report) continue
      if (reportRunner[layer] === 'vitest')
        for (const file of report.testResults ?? [])
          files.push({ layer, name: file.name.replace(`${process.cwd()}/`, ''), ms: file.endTime - file.startTime })
      else for (const suite of report.suites ?? []) files.push({ layer, name: suite.file, ms: playwrightTime(suite) })
    }
  const slowest = files.sort((a, b) => b.ms - a.ms).slice(0, 10)
  if (slowest.length === 0) return
  console.log('Slowest test files:')
  for (const { layer, name, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${layer}  ${name}`)
}

/** The summed duration of every result of every test in a Playwright suite and its nested suites. */
function playwrightTime(suite) {
  const own = (suite.specs ?? [])
    .flatMap((spec) => spec.tests)
    .flatMap((test) => test.results)
    .reduce((sum, result) => sum + result.duration, 0)
  return own + (suite.suites ?? []).reduce((sum, child) => sum + playwrightTime(child), 0)
}
