/**
 * Bounded load runs on loopback (autocannon), one target after another, each after a short
 * warm-up; and a small sample of the edge cache's X-Cache header where the Worker sends one.
 */
import autocannon from 'autocannon'
import type { Figure } from './budgets'

export type LoadSettings = { durationS: number; connections: number; warmUpS: number }
export type LoadTarget = { label: string; url: string }
export type LoadResult = {
  label: string
  url: string
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  errors: number
  requests: number
}

export async function runLoad(
  target: LoadTarget,
  { durationS, connections, warmUpS }: LoadSettings,
): Promise<LoadResult> {
  await autocannon({ url: target.url, connections, duration: warmUpS })
  const result = await autocannon({ url: target.url, connections, duration: durationS })
  return {
    ...target,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }
}

/** How many of a few sequential responses carry X-Cache, and how many of those say HIT. */
export async function sampleCacheHits(
  url: string,
  samples = 20,
): Promise<{ hits: number; withHeader: number; samples: number }> {
  let hits = 0
  let withHeader = 0
  for (let index = 0; index < samples; index += 1) {
    const response = await fetch(url)
    await response.arrayBuffer()
    const header = response.headers.get('x-cache')
    if (header !== null) withHeader += 1
    if (header?.toUpperCase().startsWith('HIT')) hits += 1
  }
  return { hits, withHeader, samples }
}

export function loadFigures(result: LoadResult, reference?: LoadResult): Figure[] {
  const section = 'Load'
  const subject = result.label
  const figures: Figure[] = [
    {
      section,
      subject,
      name: 'errors (errors + timeouts + non-2xx)',
      value: result.errors,
      unit: '',
      budget: 'loadErrors',
      note: `${result.requests} requests`,
    },
    {
      section,
      subject,
      name: 'latency p99',
      value: result.latencyP99Ms,
      unit: 'ms',
      budget: 'loadLatencyP99',
      note: `p50 ${result.latencyP50Ms} ms`,
    },
    { section, subject, name: 'requests/s', value: result.requestsPerSecond, unit: '' },
  ]
  if (reference) {
    const share =
      reference.requestsPerSecond > 0
        ? Math.round((result.requestsPerSecond / reference.requestsPerSecond) * 100)
        : null
    figures.push({
      section,
      subject,
      name: 'requests/s vs reference',
      value: share,
      unit: '%',
      budget: 'loadThroughputVsReference',
    })
  }
  return figures
}

export function cacheFigure(subject: string, sample: Awaited<ReturnType<typeof sampleCacheHits>>): Figure {
  const base = { section: 'Edge cache', subject, name: 'X-Cache HIT share', unit: '%' }
  if (sample.withHeader === 0) return { ...base, value: null, note: `no X-Cache header in ${sample.samples} responses` }
  return {
    ...base,
    value: Math.round((sample.hits / sample.withHeader) * 100),
    note: `${sample.hits} HIT of ${sample.withHeader} with the header (${sample.samples} requests)`,
  }
}
