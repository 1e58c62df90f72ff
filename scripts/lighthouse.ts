/**
 * Lighthouse 12 (mobile preset, the default) in Debian's Chromium against the built Worker,
 * several runs per page. A run that fails (an exception, a runtime error, a category without a
 * score) is kept: it counts as score 0 and is listed with its error.
 * Usage: npx tsx scripts/lighthouse.ts http://127.0.0.1:8790 [runs]   (npm run bench calls it)
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Figure } from './bench/budgets'

export const lighthousePages = ['/', '/tarieven', '/boeken', '/contact', '/geschiedenis', '/diensten/vergaderen']
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof categories)[number]

export type LighthouseRun = {
  page: string
  scores: Record<Category, number | null>
  cls: number | null
  lcpMs: number | null
  tbtMs: number | null
  /** The protocol the page's document came over (http/1.1 locally, h2 or h3 behind Cloudflare). */
  protocol?: string
  error?: string
  /** Replaced by another run: Lighthouse itself failed (e.g. NO_NAVSTART, no trace recorded). */
  retried?: boolean
}

/**
 * A run in which Lighthouse could not measure at all is run again, at most this often per page,
 * and reported as retried. A run that measures a low score is never run again.
 */
const RETRIES_PER_PAGE = 2

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const toScore = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null)
const noScores = () => Object.fromEntries(categories.map((category) => [category, null])) as LighthouseRun['scores']

type Throttling = 'simulate' | 'devtools'

/** The protocol of the document request, from Lighthouse's own network record. */
function documentProtocol(lhr: { audits: Record<string, { details?: unknown }> }): string | undefined {
  const details = lhr.audits['network-requests']?.details as { items?: { protocol?: string }[] } | undefined
  return details?.items?.[0]?.protocol
}

async function runOnce(
  page: string,
  url: string,
  port: number,
  throttlingMethod: Throttling = 'simulate',
): Promise<LighthouseRun> {
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      throttlingMethod,
    })
    if (!result)
      return { page, scores: noScores(), cls: null, lcpMs: null, tbtMs: null, error: 'Lighthouse returned no result' }
    const { lhr } = result
    const scores = Object.fromEntries(
      categories.map((category) => [category, toScore(lhr.categories[category]?.score)]),
    ) as LighthouseRun['scores']
    const unscored = categories.filter((category) => scores[category] === null)
    const error = lhr.runtimeError?.message ?? (unscored.length > 0 ? `no score for ${unscored.join(', ')}` : undefined)
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? null
    const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? null
    const tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? null
    return { page, scores, cls, lcpMs, tbtMs, protocol: documentProtocol(lhr), error }
  } catch (error) {
    return {
      page,
      scores: noScores(),
      cls: null,
      lcpMs: null,
      tbtMs: null,
      error: error instanceof Error ? error.message : String(error),
    }
  }
}

/** A fresh browser per page, so one crash cannot fail the pages after it. */
async function runPage(
  baseUrl: string,
  page: string,
  runs: number,
  throttling: Throttling = 'simulate',
): Promise<LighthouseRun[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  })
  try {
    const results: LighthouseRun[] = []
    let retries = 0
    while (results.filter((run) => !run.retried).length < runs) {
      const run = await runOnce(page, new URL(page, baseUrl).href, chrome.port, throttling)
      const retry = run.error !== undefined && retries < RETRIES_PER_PAGE
      if (retry) retries += 1
      results.push({ ...run, retried: retry })
    }
    return results
  } finally {
    chrome.kill()
  }
}

export async function runLighthouse(baseUrl: string, runs: number, pages = lighthousePages): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = []
  for (const page of pages) results.push(...(await runPage(baseUrl, page, runs)))
  return results
}

/** CLS as Lighthouse shows it (three decimals), the worst run. */
function worstCls(runs: LighthouseRun[]): number | null {
  const values = runs.flatMap((run) => (run.cls === null ? [] : [Math.round(run.cls * 1000) / 1000]))
  return values.length === runs.length && values.length > 0 ? Math.max(...values) : null
}

export function lighthouseFigures(page: string, allRuns: LighthouseRun[], skipped = false): Figure[] {
  const section = 'Lighthouse (mobile)'
  const runs = allRuns.filter((run) => !run.retried)
  const retried = allRuns.filter((run) => run.retried)
  const scoresOf = (category: Category) => runs.map((run) => run.scores[category] ?? 0)
  const medianOf = (category: Category): Figure => ({
    section,
    subject: page,
    name: `${category} (median)`,
    value: skipped ? null : median(scoresOf(category)),
    unit: '',
    budget: 'lighthouseMedianScore',
    skipped,
  })
  const medianMs = (values: (number | null)[]) => {
    const measured = values.flatMap((value) => (value === null ? [] : [value]))
    return skipped || measured.length === 0 ? null : Math.round(median(measured))
  }
  return [
    ...categories.map(medianOf),
    {
      section,
      subject: page,
      name: 'performance (worst run)',
      value: skipped ? null : Math.min(...scoresOf('performance')),
      unit: '',
      budget: 'lighthouseWorstPerformance',
      skipped,
    },
    {
      section,
      subject: page,
      name: 'CLS (worst run)',
      value: skipped ? null : worstCls(runs),
      unit: '',
      budget: 'lighthouseWorstCls',
      skipped,
    },
    {
      section,
      subject: page,
      name: 'LCP (median, simulated)',
      value: medianMs(runs.map((run) => run.lcpMs)),
      unit: 'ms',
      budget: 'lighthouseMedianLcp',
      skipped,
    },
    {
      section,
      subject: page,
      name: 'TBT (median)',
      value: medianMs(runs.map((run) => run.tbtMs)),
      unit: 'ms',
      budget: 'lighthouseMedianTbt',
      skipped,
    },
    {
      section,
      subject: page,
      name: 'failed runs',
      value: skipped ? null : runs.filter((run) => run.error).length,
      unit: 'runs',
      budget: 'lighthouseFailedRuns',
      skipped,
    },
    ...(skipped
      ? []
      : [
          {
            section,
            subject: page,
            name: 'runs retried (Lighthouse failed)',
            value: retried.length,
            unit: 'runs',
            note: retried.map((run) => run.error).join('; ') || undefined,
          },
        ]),
  ]
}

/** Which protocols the runs' documents came over: the simulation's round trips depend on it. */
export function protocolFigure(runs: LighthouseRun[]): Figure {
  const protocols = [...new Set(runs.flatMap((run) => (run.protocol ? [run.protocol] : [])))]
  return {
    section: 'Lighthouse (mobile)',
    subject: 'all pages',
    name: 'HTTP version measured over',
    value: null,
    unit: '',
    note: protocols.join(', ') || 'not recorded',
  }
}

export async function measureLighthouse(baseUrl: string, runs: number) {
  const results = runs > 0 ? await runLighthouse(baseUrl, runs) : []
  const figures = lighthousePages.flatMap((page) =>
    lighthouseFigures(
      page,
      results.filter((run) => run.page === page),
      runs === 0,
    ),
  )
  return { figures: runs > 0 ? [...figures, protocolFigure(results)] : figures, runs: results }
}

/** The pages with JavaScript, against a page of the same layout without it. */
const appliedPages = ['/tarieven', '/boeken']
const appliedBaseline = '/contact'

/**
 * What a visitor on the mobile preset's slow network sees: Chromium really throttled (devtools
 * throttling) instead of Lighthouse's simulation, which counts any script that happened to run
 * before the unthrottled first paint as blocking it (docs/decisions/025-javascript-in-few-files.md).
 * The figure is how much later the largest paint comes on a page with JavaScript than on the
 * same layout without.
 */
export async function measureAppliedLighthouse(baseUrl: string, runs: number) {
  const section = 'Lighthouse (mobile, applied throttling)'
  const medianLcp = (page: string, results: LighthouseRun[]) => {
    const values = results.flatMap((run) =>
      run.page === page && !run.retried && run.lcpMs !== null ? [run.lcpMs] : [],
    )
    return values.length > 0 ? Math.round(median(values)) : null
  }
  const results: LighthouseRun[] = []
  if (runs > 0)
    for (const page of [appliedBaseline, ...appliedPages])
      results.push(...(await runPage(baseUrl, page, runs, 'devtools')))
  const baseline = medianLcp(appliedBaseline, results)
  const figures: Figure[] = [appliedBaseline, ...appliedPages].map((page) => ({
    section,
    subject: page,
    name: 'LCP (median, applied)',
    value: runs > 0 ? medianLcp(page, results) : null,
    unit: 'ms',
    skipped: runs === 0,
  }))
  for (const page of appliedPages) {
    const lcp = medianLcp(page, results)
    figures.push({
      section,
      subject: page,
      name: `LCP beyond ${appliedBaseline}`,
      value: lcp !== null && baseline !== null ? lcp - baseline : null,
      unit: 'ms',
      budget: 'lighthouseAppliedLcpOverNoJavaScript',
      skipped: runs === 0,
    })
  }
  return { figures, runs: results }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://127.0.0.1:8790', runs = '5'] = process.argv.slice(2)
  const { figures, runs: results } = await measureLighthouse(baseUrl, Number(runs))
  console.table(figures.map(({ subject, name, value }) => ({ page: subject, figure: name, value })))
  for (const run of results.filter((result) => result.error))
    console.log(`${run.retried ? 'retried' : 'failed'} run on ${run.page}: ${run.error}`)
}
