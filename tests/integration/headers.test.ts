import { expect, test } from 'vitest'
import { request } from '../support/worker/requests'

const responseClasses: [name: string, path: string, init?: RequestInit][] = [
  ['public page', '/'],
  ['not-found page', '/bestaat-niet'],
  ['admin page', '/admin'],
  ['JSON API', '/api/health'],
  ['JSON 404', '/api/bestaat-niet'],
  ['refused form post', '/contact', { method: 'POST', body: new URLSearchParams({ a: '1' }) }],
]

test.each(responseClasses)('a %s carries the security headers', async (_name, path, init) => {
  const response = await request(path, init)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/)
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('permissions-policy')).toContain('camera=()')
  expect(response.headers.has('x-powered-by')).toBe(false)
  expect(response.headers.has('server')).toBe(false)
})

test('public pages set no cookie and may be cached at the edge', async () => {
  for (const path of ['/', '/tarieven', '/diensten/vergaderen', '/bestaat-niet']) {
    const response = await request(path)
    expect(response.headers.has('set-cookie')).toBe(false)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300')
  }
})

test('admin pages, API answers and form posts are private and not stored', async () => {
  expect((await request('/admin')).headers.get('cache-control')).toBe('private, no-store')
  expect((await request('/api/health')).headers.get('cache-control')).toBe('private, no-store')
  const post = await request('/contact', { method: 'POST', body: new URLSearchParams({ a: '1' }) })
  expect(post.headers.get('cache-control')).toBe('private, no-store')
})

test('React Router data requests of private pages are private too (/admin.data and friends)', async () => {
  for (const path of ['/admin.data', '/admin.data?tab=klanten', '/admin/klanten/1.data', '/admin/_.data', '/nieuwsbrief/afmelden.data?token=x']) {
    expect((await request(path)).headers.get('cache-control'), path).toBe('private, no-store')
  }
  expect((await request('/tarieven.data')).headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300')
})
