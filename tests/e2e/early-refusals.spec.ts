import { expect, test } from './fixtures'

/**
 * Requests the Worker refuses before it reads their body still get the app's own answer from the
 * local runtime (wrangler dev): an unread body made it answer about half of them with 503
 * "worker restarted mid-request" (issue 19.5).
 */
const body = 'x'.repeat(60_000)
const refusals: { what: string; path: string; headers: Record<string, string>; status: number }[] = [
  {
    what: 'a contact message that is not JSON (415)',
    path: '/api/contact',
    headers: { 'Content-Type': 'text/plain' },
    status: 415,
  },
  {
    what: 'the admin API without a session (401)',
    path: '/api/admin/crm/customers',
    headers: { 'Content-Type': 'application/json' },
    status: 401,
  },
  {
    what: 'an admin form sent from another site (403)',
    path: '/admin/klanten/1',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
    status: 403,
  },
  {
    what: 'an admin form without a session (redirect to the login)',
    path: '/admin/boekingen/1',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    status: 302,
  },
]

for (const { what, path, headers, status } of refusals) {
  test(`100 posts of ${what} all get that answer, none a 503`, async ({ request }) => {
    const statuses: number[] = []
    for (let round = 0; round < 100; round += 1) {
      const response = await request.post(path, { headers, data: body, maxRedirects: 0 })
      statuses.push(response.status())
    }
    expect(statuses.filter((answer) => answer !== status)).toEqual([])
  })
}
