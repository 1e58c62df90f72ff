/**
 * Measures the built venue Worker against its budgets (scripts/bench/budgets.ts): Lighthouse,
 * the JavaScript and HTML each page sends, the owner's pages on a large database, and load
 * compared with a bare React Router Worker (bench/reference). Prints one table per section and
 * writes bench-results/bench.{md,json}. Exits 0 once every figure is measured, whatever the
 * verdicts; non-zero when it could not measure.
 * Usage: npx tsx scripts/bench.ts VENUE REFERENCE ADMIN ADMIN_STATE   (scripts/bench.sh starts the three servers)
 * Env: LIGHTHOUSE_RUNS (default 5, 0 skips Lighthouse), BENCH_DURATION (seconds per load run,
 * default 60), BENCH_CONNECTIONS (default 10).
 */
import { explainListQueries, measureAdmin } from './bench/admin'
import { type Figure, judge } from './bench/budgets'
import { measureCalendarRead } from './bench/calendar-read'
import { cacheFigure, type LoadResult, type LoadSettings, loadFigures, runLoad, sampleCacheHits } from './bench/load'
import { measurePageWeight } from './bench/page-weight'
import { renderMarkdown, summaryLine, writeResults } from './bench/report'
import { type LighthouseRun, measureAppliedLighthouse, measureLighthouse } from './lighthouse'

const [
  venueUrl = 'http://127.0.0.1:8790',
  referenceUrl = 'http://127.0.0.1:8791',
  adminUrl = 'http://127.0.0.1:8792',
  adminState = '.wrangler/bench-admin-state',
] = process.argv.slice(2)
/** The local default password (.dev.vars.example); the bench servers read .dev.vars. */
const adminPassword = process.env.BENCH_ADMIN_PASSWORD ?? 'paardenslagerij-lokaal'
const manifestPath = 'build/client/.vite/manifest.json'
const venueLoadPages = ['/', '/tarieven']
/** Runs per page with applied throttling: real time on a slow network, so fewer than simulated. */
const APPLIED_RUNS = 3

function wholeNumberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got "${process.env[name]}"`)
  return value
}

const progress = (message: string) => console.error(`[bench] ${message}`)

async function measureLoads(settings: LoadSettings): Promise<{ figures: Figure[]; results: LoadResult[] }> {
  const figures: Figure[] = []
  for (const page of venueLoadPages)
    figures.push(cacheFigure(page, await sampleCacheHits(new URL(page, venueUrl).href)))
  const results: LoadResult[] = []
  for (const page of venueLoadPages) {
    progress(`load on ${page} for ${settings.durationS} s`)
    results.push(await runLoad({ label: page, url: new URL(page, venueUrl).href }, settings))
  }
  progress(`load on the reference for ${settings.durationS} s`)
  const reference = await runLoad({ label: 'reference /', url: new URL('/', referenceUrl).href }, settings)
  figures.push(...results.flatMap((result) => loadFigures(result, reference)), ...loadFigures(reference))
  return { figures, results: [...results, reference] }
}

function failureLines(runs: LighthouseRun[]): string[] {
  return runs.filter((run) => run.error).map((run) => `${run.page}: ${run.error}${run.retried ? ' (run again)' : ''}`)
}

async function main() {
  const startedAt = Date.now()
  const lighthouseRuns = wholeNumberFromEnv('LIGHTHOUSE_RUNS', 5)
  const durationS = wholeNumberFromEnv('BENCH_DURATION', 60)
  const loadSettings: LoadSettings = {
    durationS,
    connections: wholeNumberFromEnv('BENCH_CONNECTIONS', 10),
    warmUpS: Math.min(3, durationS),
  }

  progress('page weight')
  const weightFigures = await measurePageWeight(venueUrl, manifestPath)
  progress(
    lighthouseRuns > 0 ? `Lighthouse, ${lighthouseRuns} runs per page` : 'Lighthouse skipped (LIGHTHOUSE_RUNS=0)',
  )
  const lighthouse = await measureLighthouse(venueUrl, lighthouseRuns)
  if (lighthouseRuns > 0) progress(`Lighthouse with applied throttling, ${APPLIED_RUNS} runs per page`)
  const applied = await measureAppliedLighthouse(venueUrl, lighthouseRuns > 0 ? APPLIED_RUNS : 0)
  progress('the owner’s pages on the large database')
  const adminFigures = await measureAdmin(adminUrl, adminPassword)
  const plans = await explainListQueries(adminState)
  const load = await measureLoads(loadSettings)
  progress('reading the owner’s own calendar')
  const calendarFigures = measureCalendarRead()

  const figures = [
    ...lighthouse.figures,
    ...applied.figures,
    ...weightFigures,
    ...adminFigures,
    ...load.figures,
    ...calendarFigures,
  ].map(judge)
  const tookS = Math.round((Date.now() - startedAt) / 1000)
  const heading = [
    '# npm run bench',
    `Venue ${venueUrl}, reference ${referenceUrl}; Lighthouse 12 mobile, ${lighthouseRuns} runs per page (median); ` +
      `load ${durationS} s × ${loadSettings.connections} connections after ${loadSettings.warmUpS} s ` +
      `warm-up; measured in ${tookS} s on ${new Date().toISOString()}.`,
  ]
  const markdown = renderMarkdown(figures, heading, failureLines([...lighthouse.runs, ...applied.runs]), [
    `## Query plans of the admin's lists (EXPLAIN QUERY PLAN, large database)\n\n${plans}`,
  ])
  console.log(`\n${markdown}`)
  await writeResults('bench-results', markdown, {
    measuredAt: new Date().toISOString(),
    venueUrl,
    referenceUrl,
    settings: { lighthouseRuns, ...loadSettings },
    tookS,
    summary: summaryLine(figures),
    figures,
    lighthouseRuns: lighthouse.runs,
    appliedLighthouseRuns: applied.runs,
    load: load.results,
  })
  console.log('Written to bench-results/bench.md and bench-results/bench.json')
}

main().catch((error: unknown) => {
  console.error(`[bench] could not measure: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
