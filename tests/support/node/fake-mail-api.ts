/**
 * A local fake of the Resend-style mail API, on loopback. It behaves like the real thing where
 * it matters to us: bearer auth, POST /emails, and idempotency (a repeated Idempotency-Key is
 * answered with the first result and not delivered again). Tests script its failures:
 * POST /__script with a list of responses (status, headers, body, or hang) for the next calls,
 * read what arrived with GET /__requests and what was delivered with GET /__delivered, and
 * start over with POST /__reset.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import { FAKE_MAIL_API_KEY } from '../fake-mail-constants'

type Scripted = { status?: number; headers?: Record<string, string>; body?: unknown; hangMs?: number }
type Received = { idempotencyKey: string | null; authorization: string | null; body: unknown; at: number }

export function createFakeMailApi(): Server {
  let script: Scripted[] = []
  let received: Received[] = []
  let delivered = new Map<string, { id: string; body: unknown }>()
  let counter = 0

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    return text ? JSON.parse(text) : undefined
  }

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (req.method === 'POST' && url.pathname === '/__reset') {
      script = []
      received = []
      delivered = new Map()
      counter = 0
      return send(res, 200, { ok: true })
    }
    if (req.method === 'POST' && url.pathname === '/__script') {
      script = ((await readBody(req)) as { responses: Scripted[] }).responses
      return send(res, 200, { ok: true })
    }
    if (req.method === 'GET' && url.pathname === '/__requests') return send(res, 200, received)
    if (req.method === 'GET' && url.pathname === '/__delivered') {
      return send(
        res,
        200,
        [...delivered.entries()].map(([key, value]) => ({ idempotencyKey: key, ...value })),
      )
    }
    if (req.method !== 'POST' || url.pathname !== '/emails') return send(res, 404, { message: 'Not found' })

    const idempotencyKey = req.headers['idempotency-key']?.toString() ?? null
    const authorization = req.headers.authorization ?? null
    const body = await readBody(req)
    received.push({ idempotencyKey, authorization, body, at: Date.now() })
    if (authorization !== `Bearer ${FAKE_MAIL_API_KEY}`)
      return send(res, 401, { message: 'Missing or invalid API key' })

    const step = script.shift()
    if (step?.hangMs) {
      // The provider accepts the mail but answers too late: the client times out.
      if (idempotencyKey && !delivered.has(idempotencyKey))
        delivered.set(idempotencyKey, { id: `msg_${++counter}`, body })
      await new Promise((resolve) => setTimeout(resolve, step.hangMs))
      return send(res, 200, { id: delivered.get(idempotencyKey ?? '')?.id })
    }
    if (step?.status && step.status >= 300)
      return send(res, step.status, step.body ?? { message: 'Scripted failure' }, step.headers)

    if (idempotencyKey && delivered.has(idempotencyKey))
      return send(res, 200, { id: delivered.get(idempotencyKey)?.id })
    const id = `msg_${++counter}`
    delivered.set(idempotencyKey ?? id, { id, body })
    return send(res, 200, { id })
  })
}
