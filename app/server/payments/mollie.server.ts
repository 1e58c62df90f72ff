/**
 * Mollie's payments API (v2) with plain fetch: the official client needs Node's http and adds
 * about 150 KB gzip to the Worker, and retries on its own (ADR 021). Only what we use: create an
 * iDEAL payment, and fetch one to learn its status.
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
