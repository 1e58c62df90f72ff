import { type BrowserContext, test as base, expect as baseExpect, type Cookie, type Page } from '@playwright/test'

let counter = 0

/**
 * The machines that run these tests have no internet. The one outside party a page reaches is the
 * map provider (the home page's embed): it answers with a small page of its own, so a page's
 * `load` event and axe (which reads every frame) never wait on a request that cannot resolve.
 */
async function standInForOutsideParties(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="nl"><title>Kaart</title><main><p>Kaart</p></main></html>',
      }),
  )
}

/**
 * Every test is its own visitor: a distinct client address (CF-Connecting-IP, which wrangler
 * dev passes through and Cloudflare sets in production), so the public forms' rate limit
 * counts per test and tests never throttle each other.
 */
export const test = base.extend<{ visitor: Page }>({
  context: async ({ context }, use, testInfo) => {
    counter += 1
    await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.18.${testInfo.workerIndex % 250}.${counter % 250}` })
    await standInForOutsideParties(context)
    await use(context)
  },
  /**
   * A second visitor beside `page`, in a browser context of its own (no shared cookies: the owner
   * can be logged in on `page` while this one stays anonymous), with the project's settings.
   */
  visitor: async ({ browser, baseURL, javaScriptEnabled, locale, timezoneId }, use, testInfo) => {
    counter += 1
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled,
      locale,
      timezoneId,
      extraHTTPHeaders: { 'CF-Connecting-IP': `198.19.${testInfo.workerIndex % 250}.${counter % 250}` },
    })
    await standInForOutsideParties(context)
    const visitor = await context.newPage()
    if (javaScriptEnabled !== false) hydrateAfterNavigation(visitor)
    await use(visitor)
    await context.close()
  },
  /** Fails the test when the Content-Security-Policy blocked anything or a script threw. */
  page: async ({ page }, use, testInfo) => {
    if (testInfo.project.use.javaScriptEnabled !== false) hydrateAfterNavigation(page)
    const problems: string[] = []
    // Some violations (e.g. a library probing eval inside try/catch) print nothing to the console.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ` +
            `${event.sourceFile}:${event.lineNumber}`,
        ),
      ),
    )
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    await use(page)
    baseExpect(problems, 'CSP violations or uncaught errors in the page').toEqual([])
  },
})

export { expect } from '@playwright/test'

/**
 * Resolves once React has hydrated the page, or at once for a page that loads no JavaScript
 * (ADR 019: most public pages) or a document that is not one of our pages (a PDF, JSON). React
 * marks the elements it hydrated; the main element is in every layout.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!document.querySelector('script[type="module"]')) return true
    const main = document.getElementById('inhoud')
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
  // Effects run after the commit: one frame later the page reacts as a hydrated page does.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
}

const plainGoto = new WeakMap<Page, Page['goto']>()

/**
 * Opens a page and returns at its `load` event, without waiting for React: for tests of what a
 * visitor does before the page has hydrated.
 */
export function gotoAtLoad(page: Page, url: string) {
  const goto = plainGoto.get(page) ?? page.goto.bind(page)
  return goto(url, { waitUntil: 'load' })
}

/** With JavaScript on, tests act on the hydrated page: goto and reload wait for React. */
function hydrateAfterNavigation(page: Page) {
  plainGoto.set(page, page.goto.bind(page))
  const thenHydrated =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const response = await navigate(...args)
      await waitForHydration(page)
      return response
    }
  page.goto = thenHydrated(page.goto.bind(page))
  page.reload = thenHydrated(page.reload.bind(page))
}

/** Fills the four fields of a contact form. */
export async function fillContactForm(
  form: import('@playwright/test').Locator,
  values: { name: string; email: string; subject: string; message: string },
) {
  await form.getByLabel('Naam').fill(values.name)
  await form.getByLabel('E-mail').fill(values.email)
  await form.getByLabel('Onderwerp').fill(values.subject)
  await form.getByLabel('Bericht').fill(values.message)
}

/** Fills the invoice address a booking request asks (docs/decisions/033-decisions-on-what-the-owner-saw.md). */
export async function fillInvoiceAddress(form: import('@playwright/test').Locator) {
  await form.getByLabel('Straat en huisnummer').fill('Dorpsstraat 12')
  await form.getByLabel('Postcode').fill('1713 HA')
  await form.getByLabel('Plaats').fill('Obdam')
}

/** The documented password of the local default (.dev.vars.example). */
export const LOCAL_PASSWORD = 'paardenslagerij-lokaal'

/** Logs the owner in through the form on /admin and waits for the dashboard. */
export async function loginThroughForm(page: Page) {
  await page.goto('/admin')
  await page.getByLabel('Wachtwoord').fill(LOCAL_PASSWORD)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await baseExpect(page.getByRole('heading', { name: 'Overzicht' })).toBeVisible()
}

/** The cookies of the owner's session in this Playwright worker (a process of its own), once logged in. */
let ownerSession: Cookie[] = []

/**
 * Opens `path` (the dashboard unless given) as the logged-in owner. The first time in a worker the
 * owner logs in through the form; after that the page gets that session's cookie, as a browser
 * that stayed logged in has it, and goes straight to `path` (a login costs a password hash and two
 * page loads). Should that session have ended (a test logged out), the owner logs in through the
 * form again.
 */
export async function login(page: Page, path = '/admin') {
  if (ownerSession.length > 0) {
    await page.context().addCookies(ownerSession)
    await page.goto(path)
    const ownersMenu = page.getByRole('navigation', { name: 'Beheer' })
    await baseExpect(ownersMenu.or(page.getByLabel('Wachtwoord'))).toBeVisible()
    if (await ownersMenu.isVisible()) return
  }
  await loginThroughForm(page)
  // Public pages set no cookie (tests/integration/no-cookies.test.ts): these are the session's.
  ownerSession = await page.context().cookies()
  if (path !== '/admin') await page.goto(path)
}

/**
 * Searches the owner's list for `text` and returns once the search's list is on screen. Until then
 * the list before it is still there, often with the same name in it: a click on that link while
 * React puts the new list in its place can fall on a row being replaced and do nothing.
 */
export async function searchAsOwner(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text)
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await page.waitForURL((url) => url.searchParams.get('q') === text)
  // Shown only over a filtered list: the search's list has been rendered.
  await baseExpect(page.getByRole('link', { name: 'Filters wissen' })).toBeVisible()
}

/**
 * Runs axe on the page and returns its serious and critical violations, one line each: WCAG 2.1 A
 * and AA and best practices, and WCAG 2.2 AA too with `wcag22` (its `target-size` rule, 2.5.8).
 */
export async function severeViolations(page: Page, { wcag22 = false } = {}): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(wcag22 ? ['wcag22aa'] : []), 'best-practice']
  const { violations } = await new AxeBuilder({ page })
    // Only violations are needed, not the details of every element that passed. (Before withTags:
    // options() replaces every option set so far.)
    .options({ resultTypes: ['violations'] })
    .withTags(tags)
    // A frame holds someone else's page: the map is OpenStreetMap's, and lazy, so below the fold it
    // never loads and axe would wait for it. Its title is asserted in tests/integration/public-site.test.ts.
    .exclude('iframe')
    // Frames are excluded, so axe.run in the page itself finds what runPartial in every frame and
    // finishRun in a new page would, without opening that page.
    .setLegacyMode()
    .analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id}: ${violation.help} ` +
        `(${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
}
