import { expect, test } from './fixtures'

// Static files bypass the Worker; public/_headers must still give them the security headers.
test('built assets are immutable and carry the security headers', async ({ request }) => {
  // The calculator loads JavaScript (most pages load none, ADR 019).
  const html = await (await request.get('/tarieven')).text()
  const href = html.match(/\/assets\/[\w.-]+\.js/)?.[0]
  expect(href).toBeDefined()
  const response = await request.get(href ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(response.headers()['strict-transport-security']).toContain('max-age=')
})

test('the favicon is served as a file, not by the Worker', async ({ request }) => {
  for (const path of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toMatch(/^image\//)
  }
})
