import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] })
const r = await lighthouse('http://127.0.0.1:8790/', { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const a = r!.lhr.audits
console.log(JSON.stringify(a['render-blocking-resources']?.details?.items ?? a['render-blocking-insight']?.details ?? '').slice(0, 600))
const reqs = (a['network-requests']?.details as any).items
for (const q of reqs.slice(0, 30)) console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.priority, q.resourceType, q.transferSize, q.url.slice(0, 90))
await chrome.kill()
