/**
 * Screenshots of pages at 1280 px and 390 px wide, for looking at what we build.
 * Usage: npx tsx scripts/screenshots.ts [baseUrl] [path ...]   (writes to screenshots/)
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const [baseUrl = 'http://127.0.0.1:8787', ...paths] = process.argv.slice(2)
const targets = paths.length > 0 ? paths : ['/', '/tarieven', '/contact', '/diensten/vergaderen', '/bestaat-niet']
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})
await mkdir('screenshots', { recursive: true })
for (const [label, width] of [
  ['desktop', 1280],
  ['mobile', 390],
] as const) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 }, deviceScaleFactor: 1 })
  for (const path of targets) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' })
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')
    await page.screenshot({ path: `screenshots/${name}-${label}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
