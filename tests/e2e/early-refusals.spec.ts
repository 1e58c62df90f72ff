import { connect } from 'node:net'
import { expect, test } from './fixtures'

/**
 * Requests the Worker refuses before it reads their body still get the app's own answer from the
 * local runtime (wrangler dev): an unread body made it answer about half of them with 503
 * "worker restarted mid-request".
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

/**
 * Two requests on one keep-alive connection, as a browser or proxy sends them: a refused body of
 * 2 MB, then a GET. The server must read past the refused body to find the GET; it never answered
 * it when the body was cancelled unread.
 */
async function refusedThenGet(port: number, request: string, body: string) {
  const started = Date.now()
  const socket = connect(port, '127.0.0.1')
  let received = ''
  const answers = new Promise<string[]>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1] ?? '')
      if (statuses.length === 2) resolve(statuses)
    })
    socket.on('error', reject)
  })
  socket.write(`${request}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n`)
  socket.write(body)
  socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
  const timeout = new Promise<string[]>((resolve) => setTimeout(() => resolve(['geen antwoord']), 5_000))
  const statuses = await Promise.race([answers, timeout])
  socket.destroy()
  return { statuses, ms: Date.now() - started }
}

const big = 'x'.repeat(2 * 1024 * 1024)
for (const { what, request, status } of [
  {
    what: 'a 2 MB contact form',
    request: 'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n',
    status: '413',
  },
  {
    what: 'a 2 MB JSON message',
    request: 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n',
    status: '413',
  },
  {
    what: 'a 2 MB message that is not JSON',
    request: 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n',
    status: '415',
  },
])
  test(`${what} is refused, and the next request on the same connection is answered within a second`, async ({
    baseURL,
  }) => {
    const { statuses, ms } = await refusedThenGet(Number(new URL(baseURL ?? '').port), request, big)
    expect(statuses).toEqual([status, '200'])
    expect(ms).toBeLessThan(1_000)
  })
