/**
 * The header and cookie rules of ZAP's passive scan (tests/support/zap-rules.ts), one test per
 * rule, over every class of response the Worker gives. Static files are checked end to end
 * (tests/e2e/headers.spec.ts), because the assets layer serves them, not the Worker.
 */
import { beforeAll, expect, test } from 'vitest'
import { ADMIN_PASSWORD, adminCookie, asAdmin, loginRequest } from '../support/worker/admin'
import { formFields } from '../support/worker/forms'
import { callWorker, failingDatabase, postForm, postJson } from '../support/worker/requests'
import { type Observed, passiveRules } from '../support/zap-rules'

const contact = {
  name: 'Anna de Vries',
  email: 'anna@example.nl',
  subject: 'Vrijdag in maart',
  message: 'Is de zaal vrij op een vrijdag in maart?',
}

type ResponseClass = { name: string; status: number; expectPublic?: boolean; get: () => Promise<Response> }

let cookie = ''
const responseClasses: ResponseClass[] = [
  { name: 'public page, fresh', status: 200, expectPublic: true, get: () => callWorker('/over-ons') },
  { name: 'public page, from the edge cache', status: 200, expectPublic: true, get: () => callWorker('/over-ons') },
  { name: 'public data request', status: 200, expectPublic: true, get: () => callWorker('/tarieven.data') },
  { name: 'public PDF', status: 200, expectPublic: true, get: () => callWorker('/downloads/parkeerwijzer.pdf') },
  { name: 'not-found page', status: 404, expectPublic: true, get: () => callWorker('/bestaat-niet') },
  { name: 'unknown service (404)', status: 404, expectPublic: true, get: () => callWorker('/diensten/bestaat-niet') },
  { name: 'refused form post', status: 400, get: () => postForm('/contact', { name: '' }) },
  { name: 'redirect after a form post', status: 303, get: async () => postForm('/contact', await formFields(contact)) },
  { name: 'admin login page', status: 200, get: () => callWorker('/admin') },
  { name: 'admin login (sets the session cookie)', status: 302, get: () => loginRequest(ADMIN_PASSWORD) },
  { name: 'admin page', status: 200, get: () => asAdmin(cookie, '/admin?tab=klanten') },
  { name: 'admin data request', status: 200, get: () => asAdmin(cookie, '/admin.data?tab=klanten') },
  { name: 'admin CSV export', status: 200, get: () => asAdmin(cookie, '/admin/export/klanten.csv') },
  {
    name: 'admin page without a session (redirect)',
    status: 302,
    get: () => callWorker('/admin/klanten', { redirect: 'manual' }),
  },
  {
    name: 'logout (clears the cookie)',
    status: 302,
    get: () => asAdmin(cookie, '/admin/uitloggen', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }),
  },
  { name: 'JSON API', status: 200, get: () => callWorker('/api/health') },
  { name: 'JSON refusal', status: 400, get: () => postJson('/api/contact', {}) },
  { name: 'JSON not found', status: 404, get: () => callWorker('/api/bestaat-niet') },
  {
    name: 'page error (database down)',
    status: 500,
    get: () => callWorker('/agenda?storing', undefined, { DB: failingDatabase() }),
  },
  {
    name: 'API error (database down)',
    status: 503,
    get: () => callWorker('/api/health', undefined, { DB: failingDatabase() }),
  },
]

const observed: Observed[] = []

beforeAll(async () => {
  cookie = await adminCookie()
  for (const responseClass of responseClasses) {
    const response = await responseClass.get()
    const { name, expectPublic = false } = responseClass
    observed.push({
      name,
      status: response.status,
      headers: response.headers,
      body: await response.text(),
      expectPublic,
    })
  }
})

test('every response class answered as expected (so each rule below saw what it should)', () => {
  expect(observed.map(({ name, status }) => [name, status])).toEqual(
    responseClasses.map(({ name, status }) => [name, status]),
  )
  const cacheStatus = (name: string) => observed.find((response) => response.name === name)?.headers.get('x-cache')
  expect(cacheStatus('public page, fresh')).toBe('MISS')
  expect(cacheStatus('public page, from the edge cache')).toBe('HIT')
  expect(observed.filter((response) => response.headers.getSetCookie().length > 0).map(({ name }) => name)).toEqual([
    'admin login (sets the session cookie)',
    'logout (clears the cookie)',
  ])
})

test.each(passiveRules)('ZAP $id: $title', (rule) => {
  const problems = observed.flatMap((response) => rule.check(response).map((problem) => `${response.name}: ${problem}`))
  expect(problems).toEqual([])
})
