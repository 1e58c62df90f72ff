/**
 * Lighthouse 12 (mobile preset, the default) on Debian's Chromium against the built Worker,
 * several runs per page; prints the median score per category and the CLS.
 * Usage: npx tsx scripts/lighthouse.ts http://127.0.0.1:8790 [runs]   (scripts/bench.sh calls it)
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const lighthousePages = ['/', '/over-ons', '/geschiedenis', '/diensten/vergaderen', '/tarieven', '/boeken', '/contact']
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

export async function runLighthouse(baseUrl: string, runs: number, pages = lighthousePages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  })
  const results = []
  try {
    for (const path of pages) {
      const scores: Record<string, number[]> = Object.fromEntries(categories.map((category) => [category, []]))
      const cls: number[] = []
      const lcp: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(new URL(path, baseUrl).href, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
        for (const category of categories) scores[category]?.push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100))
        cls.push(result.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN)
        lcp.push(result.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)
      }
      results.push({
        page: path,
        performance: median(scores.performance ?? []),
        minPerformance: Math.min(...(scores.performance ?? [])),
        accessibility: median(scores.accessibility ?? []),
        bestPractices: median(scores['best-practices'] ?? []),
        seo: median(scores.seo ?? []),
        cls: Math.round(median(cls) * 1000) / 1000,
        lcpMs: Math.round(median(lcp)),
      })
    }
  } finally {
    chrome.kill()
  }
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://127.0.0.1:8790', runs = '3'] = process.argv.slice(2)
  console.table(await runLighthouse(baseUrl, Number(runs)))
}
