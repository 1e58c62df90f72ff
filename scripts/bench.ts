/**
 * Measures the built Worker served locally: per public route the gzip size of its HTML and of
 * the JavaScript and CSS it loads, then a short bounded load run on / (autocannon, loopback).
 * Prints a table and writes bench-results/bench.json.
 * Usage: npx tsx scripts/bench.ts http://127.0.0.1:8790   (scripts/bench.sh starts the server)
 * Env: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 10), LIGHTHOUSE_RUNS (default 3, 0 to skip).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { runLighthouse } from './lighthouse'

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8790'
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const routes = ['/', '/over-ons', '/geschiedenis', '/agenda', '/tarieven', '/contact', '/boeken', '/diensten/vergaderen']

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const gzipBytes = (body: Buffer) => gzipSync(body).length

async function fetchBytes(path: string): Promise<Buffer> {
  const response = await fetch(new URL(path, baseUrl))
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** Every /assets/ file a page references: module preloads, scripts, dynamic imports, styles. */
function assetPaths(html: string, extension: 'js' | 'css'): string[] {
  const pattern = new RegExp(`/assets/[\\w.-]+\\.${extension}`, 'g')
  return [...new Set(html.match(pattern) ?? [])]
}

type RouteSize = { route: string; htmlGzipKb: number; jsGzipKb: number; cssGzipKb: number; jsFiles: number }

async function measureRoute(route: string): Promise<RouteSize> {
  const html = await fetchBytes(route)
  const text = html.toString('utf8')
  const sizeOf = async (paths: string[]) =>
    (await Promise.all(paths.map(async (path) => gzipBytes(await fetchBytes(path))))).reduce((a, b) => a + b, 0)
  const js = assetPaths(text, 'js')
  return {
    route,
    htmlGzipKb: kb(gzipBytes(html)),
    jsGzipKb: kb(await sizeOf(js)),
    cssGzipKb: kb(await sizeOf(assetPaths(text, 'css'))),
    jsFiles: js.length,
  }
}

async function load(path: string) {
  const result = await autocannon({ url: new URL(path, baseUrl).href, connections, duration })
  return {
    route: path,
    durationS: duration,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

const sizes = []
for (const route of routes) sizes.push(await measureRoute(route))
console.log('\nSize per route (gzip, KB)')
console.table(sizes)

console.log(`\nLoad: ${connections} connections for ${duration} s on / (loopback)`)
const loadResults = [await load('/')]
console.table(loadResults)

const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
let lighthouseResults: Awaited<ReturnType<typeof runLighthouse>> = []
if (lighthouseRuns > 0) {
  console.log(`\nLighthouse 12, mobile, median of ${lighthouseRuns} runs (minPerformance: the worst run)`)
  lighthouseResults = await runLighthouse(baseUrl, lighthouseRuns)
  console.table(lighthouseResults)
}

await mkdir('bench-results', { recursive: true })
await writeFile(
  'bench-results/bench.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), baseUrl, sizes, load: loadResults, lighthouse: lighthouseResults }, null, 2)}\n`,
)
console.log('\nWritten to bench-results/bench.json')
