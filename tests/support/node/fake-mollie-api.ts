/**
 * A local fake of Mollie's payments API (v2), on loopback, as far as we use it: bearer auth,
 * POST /v2/payments (with Idempotency-Key: a repeat gets the first answer) and
 * GET /v2/payments/{id}. Its checkout page is a plain page on the fake itself. Tests move a
 * payment along with POST /__status { id, status } (paid, failed, expired, canceled), make it
 * unreachable with POST /__down { down }, read what arrived with GET /__requests, and start over
 * with POST /__reset.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { FAKE_MOLLIE_API_KEY } from '../fake-mollie-constants'

type Payment = {
  id: string
  status: string
  amount: { currency: string; value: string }
  description: string
  redirectUrl: string
  webhookUrl: string
  metadata: Record<string, string>
  method: string
  createdAt: string
  expiresAt: string
  paidAt?: string
}

export function createFakeMollieApi(port: number): Server {
  let payments = new Map<string, Payment>()
  let byKey = new Map<string, string>()
  let requests: { method: string; path: string; idempotencyKey?: string; body?: unknown }[] = []
  let down = false
  let counter = 0

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/hal+json' })
    res.end(JSON.stringify(body))
  }
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    return text ? JSON.parse(text) : undefined
  }
  const resource = (payment: Payment) => ({
    resource: 'payment',
    ...payment,
    _links: {
      self: { href: `http://127.0.0.1:${port}/v2/payments/${payment.id}` },
      ...(payment.status === 'open'
        ? { checkout: { href: `http://127.0.0.1:${port}/checkout/${payment.id}`, type: 'text/html' } }
        : {}),
    },
  })

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (req.method === 'POST' && url.pathname === '/__reset') {
      payments = new Map()
      byKey = new Map()
      requests = []
      down = false
      counter = 0
      return send(res, 200, { ok: true })
    }
    if (req.method === 'POST' && url.pathname === '/__down') {
      down = Boolean(((await readBody(req)) as { down: boolean }).down)
      return send(res, 200, { ok: true })
    }
    if (req.method === 'POST' && url.pathname === '/__status') {
      const { id, status } = (await readBody(req)) as { id: string; status: string }
      const payment = payments.get(id)
      if (!payment) return send(res, 404, { status: 404, detail: 'unknown' })
      payment.status = status
      if (status === 'paid') payment.paidAt = new Date().toISOString()
      return send(res, 200, resource(payment))
    }
    if (req.method === 'GET' && url.pathname === '/__requests') return send(res, 200, requests)
    if (req.method === 'GET' && url.pathname.startsWith('/checkout/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return res.end('<!DOCTYPE html><html lang="nl"><title>Mollie (test)</title><h1>Testbetaling</h1></html>')
    }

    const idempotencyKey = req.headers['idempotency-key']?.toString()
    const body = req.method === 'POST' ? await readBody(req) : undefined
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, body })
    if (down) return send(res, 503, { status: 503, title: 'Service Unavailable', detail: 'Even niet' })
    if (req.headers.authorization !== `Bearer ${FAKE_MOLLIE_API_KEY}`)
      return send(res, 401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' })

    if (req.method === 'POST' && url.pathname === '/v2/payments') {
      const known = idempotencyKey ? byKey.get(idempotencyKey) : undefined
      if (known) return send(res, 201, resource(payments.get(known) as Payment))
      const input = body as Payment
      if (!/^\d+\.\d{2}$/.test(input.amount?.value ?? ''))
        return send(res, 422, { status: 422, detail: 'The amount is invalid', field: 'amount.value' })
      counter += 1
      const payment: Payment = {
        ...input,
        id: `tr_fake${String(counter).padStart(5, '0')}`,
        status: 'open',
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      }
      payments.set(payment.id, payment)
      if (idempotencyKey) byKey.set(idempotencyKey, payment.id)
      return send(res, 201, resource(payment))
    }
    const match = /^\/v2\/payments\/([A-Za-z0-9_]+)$/.exec(url.pathname)
    if (req.method === 'GET' && match?.[1]) {
      const payment = payments.get(match[1])
      return payment
        ? send(res, 200, resource(payment))
        : send(res, 404, { status: 404, title: 'Not Found', detail: `No payment exists with token ${match[1]}.` })
    }
    return send(res, 404, { status: 404, detail: 'Not found' })
  })
}
