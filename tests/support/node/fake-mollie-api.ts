/**
 * A local fake of Mollie's payments API (v2), on loopback, as far as we use it: bearer auth,
 * POST /v2/payments (with Idempotency-Key: a repeat gets the first answer) and
 * GET /v2/payments/{id}; and a payment's refunds: POST /v2/payments/{id}/refunds (idempotent the
 * same way; 422 for a payment not paid, or more than is left of it), GET .../refunds and
 * GET .../refunds/{id}. Its checkout page is a plain page on the fake itself. Tests move a payment
 * along with POST /__status { id, status } (paid, failed, expired, canceled) and a refund with
 * POST /__refund-status { id, status } (processing, refunded, failed, canceled; onward only), make it
 * unreachable with POST /__down { down }, read what arrived with GET /__requests and the refunds
 * it holds with GET /__refunds, let it forget the idempotency keys it saw with POST /__forget-keys,
 * and start over with POST /__reset. POST /__refund-delay { ms } makes a new refund take that long:
 * meanwhile a repeat with its key is answered 409, as Mollie may answer a request it is still
 * working on, and the refund is listed only once made. POST /__forget-refund { id } loses one refund,
 * as a change from a test key to a live key does.
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

/** Where a refund can go from each of Mollie's refund states. */
const onwardRefundStatuses: Record<string, string[]> = {
  queued: ['pending', 'processing', 'refunded', 'failed', 'canceled'],
  pending: ['processing', 'refunded', 'failed', 'canceled'],
  processing: ['refunded', 'failed'],
}

type Refund = {
  id: string
  paymentId: string
  status: string
  amount: { currency: string; value: string }
  description: string
  metadata: Record<string, string> | null
  createdAt: string
}

const cents = (amount: { value: string }) => Math.round(Number(amount.value) * 100)

export function createFakeMollieApi(port: number): Server {
  let payments = new Map<string, Payment>()
  let refunds = new Map<string, Refund>()
  let byKey = new Map<string, string>()
  let requests: { method: string; path: string; idempotencyKey?: string; body?: unknown }[] = []
  let down = false
  let counter = 0
  let refundDelayMs = 0
  const inFlight = new Set<string>()

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

  const refundResource = (refund: Refund) => ({
    resource: 'refund',
    ...refund,
    _links: { self: { href: `http://127.0.0.1:${port}/v2/payments/${refund.paymentId}/refunds/${refund.id}` } },
  })
  const refundsOf = (paymentId: string) => [...refunds.values()].filter((refund) => refund.paymentId === paymentId)
  /** What is left to pay back on a payment: its amount less every refund that did not fail. */
  const refundable = (payment: Payment) =>
    cents(payment.amount) -
    refundsOf(payment.id)
      .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
      .reduce((sum, refund) => sum + cents(refund.amount), 0)

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (req.method === 'POST' && url.pathname === '/__reset') {
      payments = new Map()
      refunds = new Map()
      byKey = new Map()
      requests = []
      down = false
      counter = 0
      refundDelayMs = 0
      inFlight.clear()
      return send(res, 200, { ok: true })
    }
    if (req.method === 'POST' && url.pathname === '/__refund-delay') {
      refundDelayMs = Number(((await readBody(req)) as { ms: number }).ms)
      return send(res, 200, { ok: true })
    }
    if (req.method === 'POST' && url.pathname === '/__forget-refund') {
      refunds.delete(((await readBody(req)) as { id: string }).id)
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
    if (req.method === 'POST' && url.pathname === '/__refund-status') {
      const { id, status } = (await readBody(req)) as { id: string; status: string }
      const refund = refunds.get(id)
      if (!refund) return send(res, 404, { status: 404, detail: 'unknown' })
      // As at Mollie, a refund moves on along its states only: one that failed, was canceled or
      // paid back stays so, and only one not yet on its way can be canceled.
      if (!(onwardRefundStatuses[refund.status] ?? []).includes(status))
        return send(res, 409, { status: 409, detail: `A ${refund.status} refund does not become ${status}` })
      refund.status = status
      return send(res, 200, refundResource(refund))
    }
    if (req.method === 'GET' && url.pathname === '/__requests') return send(res, 200, requests)
    // Mollie keeps an idempotency key for a while only.
    if (req.method === 'POST' && url.pathname === '/__forget-keys') {
      byKey = new Map()
      return send(res, 200, { ok: true })
    }
    if (req.method === 'GET' && url.pathname === '/__refunds') return send(res, 200, [...refunds.values()])
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
    const refundPath = /^\/v2\/payments\/([A-Za-z0-9_]+)\/refunds(?:\/([A-Za-z0-9_]+))?$/.exec(url.pathname)
    if (refundPath?.[1]) {
      const payment = payments.get(refundPath[1])
      if (!payment) return send(res, 404, { status: 404, title: 'Not Found', detail: 'No payment exists.' })
      const refundId = refundPath[2]
      if (req.method === 'GET' && refundId) {
        const refund = refunds.get(refundId)
        return refund?.paymentId === payment.id
          ? send(res, 200, refundResource(refund))
          : send(res, 404, { status: 404, title: 'Not Found', detail: `No refund exists with token ${refundId}.` })
      }
      if (req.method === 'GET') {
        const list = refundsOf(payment.id).map(refundResource)
        return send(res, 200, { count: list.length, _embedded: { refunds: list } })
      }
      if (req.method === 'POST' && !refundId) {
        const known = idempotencyKey ? byKey.get(`refund:${idempotencyKey}`) : undefined
        if (known) return send(res, 201, refundResource(refunds.get(known) as Refund))
        if (idempotencyKey && inFlight.has(idempotencyKey))
          return send(res, 409, { status: 409, title: 'Conflict', detail: 'A request with this key is in progress' })
        if (refundDelayMs > 0 && idempotencyKey) {
          inFlight.add(idempotencyKey)
          await new Promise((resolve) => setTimeout(resolve, refundDelayMs))
          inFlight.delete(idempotencyKey)
        }
        const input = body as Refund
        if (payment.status !== 'paid') return send(res, 422, { status: 422, detail: 'The payment cannot be refunded' })
        if (!/^\d+\.\d{2}$/.test(input.amount?.value ?? '') || cents(input.amount) > refundable(payment))
          return send(res, 422, { status: 422, detail: 'The amount is higher than the refundable amount' })
        counter += 1
        const refund: Refund = {
          id: `re_fake${String(counter).padStart(5, '0')}`,
          paymentId: payment.id,
          status: 'pending',
          amount: input.amount,
          description: input.description,
          metadata: input.metadata ?? null,
          createdAt: new Date().toISOString(),
        }
        refunds.set(refund.id, refund)
        if (idempotencyKey) byKey.set(`refund:${idempotencyKey}`, refund.id)
        return send(res, 201, refundResource(refund))
      }
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
