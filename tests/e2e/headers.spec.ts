/**
 * What only the served site can show: static files (served by the assets layer with
 * public/_headers, not by the Worker) pass the same ZAP passive rules as the Worker's answers,
 * and in Chromium the enforced CSP lets every page hydrate, fresh and from the edge cache,
 * without blocking anything (the page fixture fails a test on any CSP violation).
 */

import { NON_DOCUMENT_POLICY } from '../../worker/csp'
import { withResponsePolicy } from '../../worker/headers'
import { type Observed, passiveRules } from '../support/zap-rules'
import { expect, login, test } from './fixtures'

async function staticFiles(request: import('@playwright/test').APIRequestContext): Promise<Observed[]> {
  // The calculator loads JavaScript (most pages load none, ADR 019); the home page has pictures.
  const script = (await (await request.get('/tarieven')).text()).match(/\/assets\/[\w.-]+\.js/)?.[0]
  const image = (await (await request.get('/')).text()).match(/\/images\/[\w.-]+\.(avif|webp|jpg)/)?.[0]
  if (!script || !image) throw new Error('the pages reference no script or image')
  const observed: Observed[] = []
  for (const path of [script, image, '/favicon.svg', '/favicon.ico']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const headers = new Headers()
    for (const { name, value } of response.headersArray()) headers.append(name, value)
    observed.push({ name: path, status: response.status(), headers, body: '', expectPublic: true })
  }
  return observed
}

test('static files carry the non-document policy of the Worker and pass every ZAP passive rule', async ({
  request,
}) => {
  const files = await staticFiles(request)
  for (const file of files)
    expect.soft(file.headers.get('content-security-policy'), file.name).toBe(NON_DOCUMENT_POLICY)
  // Soft: a failure reports every rule that found a problem, not only the first.
  for (const rule of passiveRules) {
    const problems = files.flatMap((file) => rule.check(file).map((problem) => `${file.name}: ${problem}`))
    expect.soft(problems, `ZAP ${rule.id}: ${rule.title} (static files)`).toEqual([])
  }
})

test('under the enforced CSP public pages hydrate, rendered fresh and served from the edge cache', async ({
  page,
  request,
}) => {
  // React marks the elements it hydrated; a blocked inline script would leave none.
  const hydrated = () =>
    expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('inhoud') ?? {}).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true)
  for (const path of ['/tarieven', '/boeken']) {
    const url = `${path}?csp=${Date.now()}`
    const fresh = await page.goto(url)
    expect(fresh?.headers()['x-cache'], path).toBe('MISS')
    expect(fresh?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
    await hydrated()
    // A second visitor (no browser cache of ours) gets the stored copy.
    const other = `${path}?csp=${Date.now()}-2`
    await request.get(other)
    expect((await page.goto(other))?.headers()['x-cache'], path).toBe('HIT')
    await hydrated()
  }
})

test('the owner reads an outgoing mail in its sandboxed frame without the CSP blocking its layout', async ({
  page,
}) => {
  await page.goto('/nieuwsbrief')
  const form = page.locator('main').getByRole('form', { name: 'Inschrijven voor de nieuwsbrief' })
  await form.getByLabel('E-mailadres').fill(`csp-${Date.now()}@voorbeeld.nl`)
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(page.getByRole('status')).toContainText('Bijna klaar: bevestig je inschrijving')
  await login(page, '/admin?tab=mail')
  await page.locator('a[href^="/admin/mail/"]').first().click()
  const frame = page.frameLocator('iframe[title="Opgemaakte e-mail"]')
  await expect(frame.locator('body')).toContainText('Paardenslagerij')
})

test('the browser refuses an inline script that is not part of the page', async ({ browser }) => {
  // Its own page, outside the fixture that fails a test on any violation: here one is expected.
  const page = await browser.newPage()
  await page.goto('/tarieven')
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective)),
      ),
  )
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'document.body.dataset.injected = "ja"'
    document.body.append(script)
  })
  expect(await violation).toBe('script-src-elem')
  expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined()
  await page.close()
})

for (const path of ['/tarieven', '/admin']) {
  test(`a script injected into the content of ${path} before the Worker sends it is refused by the browser`, async ({
    browser,
    baseURL,
  }) => {
    // Its own page, outside the fixture that fails a test on any violation: here one is expected.
    const page = await browser.newPage()
    await page.route(`**${path}?injectie`, async (route) => {
      // The page as React Router rendered it, with a script in its content that the app did not
      // write (as a stored injection would put it there), and the policy the Worker gives that body.
      const rendered = await (await fetch(`${baseURL}${path}?injectie-bron`)).text()
      const nonce = rendered.match(/<script[^>]* nonce="([^"]+)"/)?.[1]
      const body = rendered.replace('</main>', '<script>document.body.dataset.injected = "ja"</script></main>')
      const answer = await withResponsePolicy(
        new Request(`${baseURL}${path}`),
        new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
        nonce,
      )
      await route.fulfill({ status: 200, headers: Object.fromEntries(answer.headers), body: await answer.text() })
    })
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { violations: seen })
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective))
    })
    await page.goto(`${path}?injectie`)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations))
      .toContain('script-src-elem')
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined()
    // The app's own scripts ran: nothing else was refused.
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([
      'script-src-elem',
    ])
    await page.close()
  })
}
