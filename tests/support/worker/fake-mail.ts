import { env } from 'cloudflare:workers'

/** Talks to the fake mail API (tests/support/node/fake-mail-api.ts) from inside workerd. */
const base = () => env.MAIL_API_URL

export type ScriptedResponse = { status?: number; headers?: Record<string, string>; body?: unknown; hangMs?: number }
export type ReceivedMail = {
  idempotencyKey: string | null
  body: {
    from: string
    to: string[]
    reply_to?: string
    subject: string
    html: string
    text: string
    headers?: Record<string, string>
    attachments: { filename: string; content: string; content_type: string }[]
  }
}

export const fakeMail = {
  async reset() {
    await fetch(`${base()}/__reset`, { method: 'POST' })
  },
  async script(responses: ScriptedResponse[]) {
    await fetch(`${base()}/__script`, { method: 'POST', body: JSON.stringify({ responses }) })
  },
  async requests(): Promise<ReceivedMail[]> {
    return (await fetch(`${base()}/__requests`)).json()
  },
  async delivered(): Promise<ReceivedMail[]> {
    return (await fetch(`${base()}/__delivered`)).json()
  },
}

type FakeRefund = {
  id: string
  paymentId: string
  status: string
  amount: { value: string }
  metadata?: { refund?: string } | null
}

/** Talks to the fake Mollie API (tests/support/node/fake-mollie-api.ts) from inside workerd. */
const mollieBase = () => env.MOLLIE_API_URL.replace(/\/v2$/, '')

export const fakeMollie = {
  async reset() {
    await fetch(`${mollieBase()}/__reset`, { method: 'POST' })
  },
  /** Moves a payment on, as paying (or failing) at the bank would. */
  async setStatus(id: string, status: 'paid' | 'failed' | 'expired' | 'canceled' | 'open') {
    await fetch(`${mollieBase()}/__status`, { method: 'POST', body: JSON.stringify({ id, status }) })
  },
  /** Moves a refund on, as Mollie and the bank would. */
  async setRefundStatus(id: string, status: 'processing' | 'refunded' | 'failed' | 'canceled') {
    await fetch(`${mollieBase()}/__refund-status`, { method: 'POST', body: JSON.stringify({ id, status }) })
  },
  /** A payment's refunds as Mollie has them. */
  async refunds(paymentId: string): Promise<FakeRefund[]> {
    const all: FakeRefund[] = await (await fetch(`${mollieBase()}/__refunds`)).json()
    return all.filter((refund) => refund.paymentId === paymentId)
  },
  /** Refunds take `ms` to be made; a repeat meanwhile is answered 409 (0: at once again). */
  async delayRefunds(ms: number) {
    await fetch(`${mollieBase()}/__refund-delay`, { method: 'POST', body: JSON.stringify({ ms }) })
  },
  /** Mollie no longer knows refund `id`, as after a change from a test key to a live key. */
  async forgetRefund(id: string) {
    await fetch(`${mollieBase()}/__forget-refund`, { method: 'POST', body: JSON.stringify({ id }) })
  },
  /** As Mollie does after a while: a key seen before no longer returns its first answer. */
  async forgetKeys() {
    await fetch(`${mollieBase()}/__forget-keys`, { method: 'POST' })
  },
  async down(down: boolean) {
    await fetch(`${mollieBase()}/__down`, { method: 'POST', body: JSON.stringify({ down }) })
  },
  async requests(): Promise<
    { method: string; path: string; idempotencyKey?: string; body?: Record<string, unknown> }[]
  > {
    return (await fetch(`${mollieBase()}/__requests`)).json()
  },
}
