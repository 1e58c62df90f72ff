/**
 * Mollie's payments API (v2) with plain fetch: the official client needs Node's http and adds
 * about 150 KB gzip to the Worker, and retries on its own (ADR 021). Only what we use: create an
 * iDEAL payment, fetch one to learn its status, and pay money back on one (its refunds, ADR 038).
 */
export type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed'

/** Statuses after which nothing changes for a payment any more. */
export const finalStatuses: readonly MollieStatus[] = ['paid', 'canceled', 'expired', 'failed']

export type MolliePayment = {
  id: string
  status: MollieStatus
  amount: { currency: string; value: string }
  metadata?: Record<string, string> | null
  expiresAt?: string
  paidAt?: string
  _links: { checkout?: { href: string } }
}

export type MollieDeps = { apiUrl: string; apiKey: string; fetch?: typeof fetch; timeoutMs?: number }

export class MollieError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function call<T>(deps: MollieDeps, method: 'GET' | 'POST', path: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${deps.apiKey}`, Accept: 'application/hal+json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (key) headers['Idempotency-Key'] = key
  const response = await (deps.fetch ?? fetch)(`${deps.apiUrl.replace(/\/+$/, '')}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  if (!response.ok || typeof json !== 'object' || json === null) {
    const detail = (json as { detail?: string } | undefined)?.detail
    throw new MollieError(response.status, detail ?? text.slice(0, 200))
  }
  return json as T
}

/** Integer cents to Mollie's amount: "12.50", always two decimals. */
export const mollieAmount = (cents: number) => ({ currency: 'EUR', value: (cents / 100).toFixed(2) })

export function createPayment(
  deps: MollieDeps,
  payment: {
    amountCents: number
    description: string
    redirectUrl: string
    webhookUrl: string
    metadata: Record<string, string>
    idempotencyKey: string
  },
) {
  return call<MolliePayment>(
    deps,
    'POST',
    '/payments',
    {
      amount: mollieAmount(payment.amountCents),
      description: payment.description,
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      method: 'ideal',
      locale: 'nl_NL',
      metadata: payment.metadata,
    },
    payment.idempotencyKey,
  )
}

/** Ids from a webhook are checked before they reach a URL. */
export function isPaymentId(value: unknown): value is string {
  return typeof value === 'string' && /^tr_[A-Za-z0-9]{4,64}$/.test(value)
}

export function getPayment(deps: MollieDeps, id: string) {
  if (!isPaymentId(id)) throw new MollieError(400, 'Geen geldig betalingskenmerk')
  return call<MolliePayment>(deps, 'GET', `/payments/${id}`)
}

export type MollieRefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled'

export type MollieRefund = {
  id: string
  status: MollieRefundStatus
  amount: { currency: string; value: string }
  paymentId: string
  metadata?: Record<string, string> | null
}

/** Ids of refunds are checked before they reach a URL, as payments' are. */
export function isRefundId(value: unknown): value is string {
  return typeof value === 'string' && /^re_[A-Za-z0-9]{4,64}$/.test(value)
}

/** Pays `amountCents` of payment `paymentId` back; the key makes a repeat return the first refund. */
export function createRefund(
  deps: MollieDeps,
  paymentId: string,
  refund: { amountCents: number; description: string; metadata: Record<string, string>; idempotencyKey: string },
) {
  if (!isPaymentId(paymentId)) throw new MollieError(400, 'Geen geldig betalingskenmerk')
  return call<MollieRefund>(
    deps,
    'POST',
    `/payments/${paymentId}/refunds`,
    { amount: mollieAmount(refund.amountCents), description: refund.description, metadata: refund.metadata },
    refund.idempotencyKey,
  )
}

/** The refunds of a payment (Mollie keeps an idempotency key only for a while; the metadata stays). */
export async function listRefunds(deps: MollieDeps, paymentId: string) {
  if (!isPaymentId(paymentId)) throw new MollieError(400, 'Geen geldig betalingskenmerk')
  const list = await call<{ _embedded?: { refunds?: MollieRefund[] } }>(
    deps,
    'GET',
    `/payments/${paymentId}/refunds?limit=250`,
  )
  return list._embedded?.refunds ?? []
}

export function getRefund(deps: MollieDeps, paymentId: string, refundId: string) {
  if (!isPaymentId(paymentId) || !isRefundId(refundId)) throw new MollieError(400, 'Geen geldig kenmerk')
  return call<MollieRefund>(deps, 'GET', `/payments/${paymentId}/refunds/${refundId}`)
}
