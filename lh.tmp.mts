import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] })
for (const path of ['/', '/tarieven']) {
  const r = await lighthouse('http://127.0.0.1:8790' + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'] })
  const a = r!.lhr.audits
  console.log(path, 'perf', r!.lhr.categories.performance.score, 'bp', r!.lhr.categories['best-practices'].score)
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift']) console.log(' ', id, Math.round(a[id]!.numericValue!), a[id]!.score)
  console.log('  lcp element', JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 200))
  console.log('  lcp phases', JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items ?? '').slice(0, 400))
  for (const [id, audit] of Object.entries(a)) if (audit.score !== null && audit.score < 1 && r!.lhr.categories['best-practices'].auditRefs.some((ref) => ref.id === id)) console.log('  BP fail', id, JSON.stringify(audit.details?.items ?? '').slice(0, 400))
}
await chrome.kill()
