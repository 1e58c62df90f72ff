import { expect, test } from 'vitest'
import { expectConsoleError } from '../support/fail-on-console-error'
import { callWorker, failingDatabase, request } from '../support/worker/requests'

test('GET /api/health answers { ok: true } after a real database query', async () => {
  const response = await request('/api/health')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(await response.json()).toEqual({ ok: true })
})

test('GET /api/health answers 503 in JSON when the database fails', async () => {
  expectConsoleError()
  const response = await callWorker('/api/health', {}, { DB: failingDatabase() })
  expect(response.status).toBe(503)
  expect(await response.json()).toEqual({ ok: false, error: 'Database niet bereikbaar' })
})

test('an unknown /api path answers a JSON 404, for every method', async () => {
  for (const method of ['GET', 'POST', 'DELETE']) {
    const response = await request('/api/bestaat-niet', { method })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toMatchObject({ error: 'Niet gevonden' })
  }
})

test('a wrong method on a known API path answers JSON, not an HTML page', async () => {
  const response = await request('/api/health', { method: 'POST' })
  expect(response.status).toBe(404)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(await response.text()).not.toContain('<html')
})

test('API responses are private and never stored', async () => {
  const response = await request('/api/health')
  expect(response.headers.get('cache-control')).toBe('private, no-store')
})
