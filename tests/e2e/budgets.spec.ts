/**
 * The size budgets (tests/support/budgets.ts) on the built site: the JavaScript each public
 * page loads, that none of it is the owner's code, and the home page's HTML.
 */
import { gzipSync } from 'node:zlib'
import { HERO_PRELOAD_WITHIN_BYTES, HOME_HTML_BUDGET_KB, adminOnlyMarkers, pageJsBudgetKb } from '../support/node/budgets'
import { expect, test } from './fixtures'

type RouteManifest = { routes: Record<string, { module: string; imports?: string[] }> }

const routeManifest = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __reactRouterManifest: RouteManifest }).__reactRouterManifest.routes)

/** The script files of the owner's routes that no public route uses, from React Router's manifests. */
function adminOnlyFiles(routes: RouteManifest['routes']): Set<string> {
  const filesOf = (ids: string[]) => new Set(ids.flatMap((id) => [routes[id]?.module ?? '', ...(routes[id]?.imports ?? [])]))
  const ids = Object.keys(routes)
  const shared = filesOf(ids.filter((id) => !id.startsWith('routes/admin')))
  const admin = [...filesOf(ids.filter((id) => id.startsWith('routes/admin')))].filter((file) => file && !shared.has(file))
  expect(admin.length).toBeGreaterThan(0)
  return new Set(admin)
}

test('every public page stays within its JavaScript budget and loads none of the owner’s code', async ({ page }) => {
  await page.goto('/admin')
  const routes = await routeManifest(page)
  const loaded = new Map<string, Map<string, Buffer>>()
  const measured: Record<string, number> = {}
  for (const [path, budgetKb] of Object.entries(pageJsBudgetKb)) {
    const scripts = new Map<string, Buffer>()
    const collect = async (response: import('@playwright/test').Response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.set(new URL(response.url()).pathname, await response.body())
    }
    page.on('response', collect)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    page.off('response', collect)
    Object.assign(routes, await routeManifest(page))
    loaded.set(path, scripts)

    const kb = [...scripts.values()].reduce((total, body) => total + gzipSync(body).length, 0) / 1024
    measured[path] = Math.round(kb * 10) / 10
    expect(kb, `${path}: ${measured[path]} KB gzip`).toBeLessThanOrEqual(budgetKb)
  }
  const adminFiles = adminOnlyFiles(routes)
  for (const [path, scripts] of loaded) {
    for (const file of scripts.keys()) expect(adminFiles.has(file), `${path} loads ${file}`).toBe(false)
    for (const [file, body] of scripts) {
      for (const marker of adminOnlyMarkers) expect(body.includes(marker), `${path}: ${file} contains "${marker}"`).toBe(false)
    }
  }
  test.info().annotations.push({ type: 'JavaScript KB gzip', description: JSON.stringify(measured) })
})

test(`the home page HTML stays under ${HOME_HTML_BUDGET_KB} KB gzip, with the hero preload in its first ${HERO_PRELOAD_WITHIN_BYTES} bytes`, async ({ request }) => {
  const html = await (await request.get('/')).body()
  expect(gzipSync(html).length).toBeLessThanOrEqual(HOME_HTML_BUDGET_KB * 1024)
  const preload = html.indexOf('rel="preload" as="image"')
  expect(preload).toBeGreaterThan(0)
  expect(html.lastIndexOf('<link', preload) + '<link'.length).toBeLessThanOrEqual(HERO_PRELOAD_WITHIN_BYTES)
})
