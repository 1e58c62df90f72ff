import { expect, test } from 'vitest'
import { adminReturnPath, isAdminPath, normalisePath } from '~/lib/paths'

test('a path is normalised as React Router matches it: decoded, lower-case, dot segments resolved', () => {
  expect(normalisePath('/Admin')).toBe('/admin')
  expect(normalisePath('/%61dmin')).toBe('/admin')
  expect(normalisePath('/%2561dmin')).toBe('/admin')
  expect(normalisePath('/ADMIN.data')).toBe('/admin.data')
  expect(normalisePath('/admin/./x/../klanten')).toBe('/admin/klanten')
  expect(normalisePath('//admin//export')).toBe('/admin/export')
  expect(normalisePath('/admin%2Fexport')).toBe('/admin/export')
  expect(normalisePath('/tarieven/')).toBe('/tarieven/')
  expect(normalisePath('/')).toBe('/')
  expect(normalisePath('/%E0%A4%A')).toBeUndefined()
})

test('the admin area is recognised in every spelling, its data requests included', () => {
  for (const path of ['/admin', '/admin/', '/admin/klanten/1', '/admin.data', '/admin/_.data', '/admin/klanten/1.data'])
    expect(isAdminPath(path), path).toBe(true)
  for (const path of ['/', '/administratie', '/tarieven', '/adminx.data']) expect(isAdminPath(path), path).toBe(false)
})

test('a login only returns to a normalised same-site admin path', () => {
  expect(adminReturnPath('/admin/klanten/4')).toBe('/admin/klanten/4')
  expect(adminReturnPath('/admin?tab=klanten&q=de%20vries')).toBe('/admin?tab=klanten&q=de%20vries')
  for (const value of [
    null,
    '',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '/admin/../Admin?tab=klanten',
    '/admin/%2e%2e/Admin',
    '/Admin?tab=klanten',
    '/%61dmin',
    '/admin.data',
    '/admin/klanten\r\nSet-Cookie: x=1',
    '/tarieven',
    '/administratie',
    '/admin#x',
  ]) {
    expect(adminReturnPath(value), String(value)).toBe('/admin')
  }
})
