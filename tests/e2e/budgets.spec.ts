/**
 * The size budgets (tests/support/node/budgets.ts) on the built site: the JavaScript each public
 * page loads, that none of it is the owner's code, and the home page's HTML.
 */
import { gzipSync } from 'node:zlib'
import { readAdminOnlyFiles } from '../../scripts/bench/admin-chunks'
import { heroPreloadOffset } from '../../scripts/bench/page-weight'
import {
  adminOnlyMarkers,
  HERO_PRELOAD_WITHIN_BYTES,
  HOME_HTML_BUDGET_KB,
  pageJsBudgetKb,
} from '../support/node/budgets'
import { expect, test } from './fixtures'

test('every public page stays within its JavaScript budget and loads none of the owner’s code', async ({ page }) => {
  // From the build's Vite manifest, the same way `npm run bench` finds them.
  const adminFiles = await readAdminOnlyFiles('build/client/.vite/manifest.json')
  const measured: Record<string, number> = {}
  for (const [path, budgetKb] of Object.entries(pageJsBudgetKb)) {
    const scripts = new Map<string, Buffer>()
    const collect = async (response: import('@playwright/test').Response) => {
      if (new URL(response.url()).pathname.endsWith('.js'))
        scripts.set(new URL(response.url()).pathname, await response.body())
    }
    page.on('response', collect)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    page.off('response', collect)

    const kb = [...scripts.values()].reduce((total, body) => total + gzipSync(body).length, 0) / 1024
    measured[path] = Math.round(kb * 10) / 10
    expect(kb, `${path}: ${measured[path]} KB gzip`).toBeLessThanOrEqual(budgetKb)
    for (const [file, body] of scripts) {
      expect(adminFiles.has(file), `${path} loads ${file}`).toBe(false)
      for (const marker of adminOnlyMarkers)
        expect(body.includes(marker), `${path}: ${file} contains "${marker}"`).toBe(false)
    }
  }
  test.info().annotations.push({ type: 'JavaScript KB gzip', description: JSON.stringify(measured) })
})

test('the home page’s static sections arrive as HTML, not as JavaScript (ADR 015)', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(await response.text())
  })
  const html = await (await page.goto('/'))?.text()
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(3)
  for (const text of [
    'Even weg van kantoor',
    'Vijf dingen die je nergens anders vindt',
    'Kan ik parkeren bij het pand?',
    'LocalBusiness',
  ]) {
    expect(html, text).toContain(text)
    expect(
      scripts.some((script) => script.includes(text)),
      `${text} in the JavaScript`,
    ).toBe(false)
  }
})

test(`the home page HTML stays under ${HOME_HTML_BUDGET_KB} KB gzip, with the hero preload in its first ${HERO_PRELOAD_WITHIN_BYTES} bytes`, async ({
  request,
}) => {
  const html = await (await request.get('/')).body()
  expect(gzipSync(html).length).toBeLessThanOrEqual(HOME_HTML_BUDGET_KB * 1024)
  const preload = heroPreloadOffset(html)
  expect(preload).not.toBeNull()
  expect(preload).toBeLessThan(HERO_PRELOAD_WITHIN_BYTES)
})
