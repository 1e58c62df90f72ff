/**
 * What the built site sends, checked in Chromium: pages that ask for no JavaScript (ADR 019) load
 * none, no public page loads the owner's code, and the home page's HTML stays small with the hero
 * preload early. JavaScript sizes are reported for information (`npm run bench`), not budgeted.
 */
import { gzipSync } from 'node:zlib'
import { readAdminOnlyFiles } from '../../scripts/bench/admin-chunks'
import { heroPreloadOffset } from '../../scripts/bench/page-weight'
import {
  adminOnlyMarkers,
  HERO_PRELOAD_WITHIN_BYTES,
  HOME_HTML_BUDGET_KB,
  pagesWithJavaScript,
  pagesWithoutJavaScript,
  SCRIPT_FILES_PER_PAGE,
  ZOD_MARKER,
} from '../support/node/budgets'
import { expect, test } from './fixtures'

async function scriptsOf(page: import('@playwright/test').Page, path: string) {
  const scripts = new Map<string, Buffer>()
  const collect = async (response: import('@playwright/test').Response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      scripts.set(new URL(response.url()).pathname, await response.body())
  }
  page.on('response', collect)
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  page.off('response', collect)
  return scripts
}

test('the pages that ask for no JavaScript load none', async ({ page }) => {
  for (const path of pagesWithoutJavaScript) expect([...(await scriptsOf(page, path)).keys()], path).toEqual([])
})

test('the public pages that load JavaScript load none of the owner’s code', async ({ page }) => {
  // From the build's Vite manifest, the same way `npm run bench` finds them.
  const adminFiles = await readAdminOnlyFiles('build/client/.vite/manifest.json')
  const measured: Record<string, number> = {}
  for (const path of pagesWithJavaScript) {
    const scripts = await scriptsOf(page, path)
    expect(scripts.size, path).toBeGreaterThan(0)
    measured[path] =
      Math.round(([...scripts.values()].reduce((total, body) => total + gzipSync(body).length, 0) / 1024) * 10) / 10
    for (const [file, body] of scripts) {
      expect(adminFiles.has(file), `${path} loads ${file}`).toBe(false)
      for (const marker of adminOnlyMarkers)
        expect(body.includes(marker), `${path}: ${file} contains "${marker}"`).toBe(false)
    }
  }
  test.info().annotations.push({ type: 'JavaScript KB gzip', description: JSON.stringify(measured) })
})

test(`pages with JavaScript load at most ${SCRIPT_FILES_PER_PAGE} files of it, without zod`, async ({ page }) => {
  // The calculator pages validate on the server; their forms need no schema in the browser.
  for (const path of ['/tarieven', '/boeken']) {
    const scripts = await scriptsOf(page, path)
    expect(scripts.size, `${path}: ${[...scripts.keys()].join(' ')}`).toBeLessThanOrEqual(SCRIPT_FILES_PER_PAGE)
    for (const [file, body] of scripts) expect(body.includes(ZOD_MARKER), `${path}: ${file}`).toBe(false)
  }
})

test(
  `the home page HTML stays under ${HOME_HTML_BUDGET_KB} KB gzip, ` +
    `with the hero preload in its first ${HERO_PRELOAD_WITHIN_BYTES} bytes`,
  async ({ request }) => {
    const html = await (await request.get('/')).body()
    expect(gzipSync(html).length).toBeLessThanOrEqual(HOME_HTML_BUDGET_KB * 1024)
    const preload = heroPreloadOffset(html)
    expect(preload).not.toBeNull()
    expect(preload).toBeLessThan(HERO_PRELOAD_WITHIN_BYTES)
  },
)
