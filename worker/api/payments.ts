import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { isPaymentId } from '~/server/payments/mollie.server'
import { syncPayment } from '~/server/payments/payments.server'
import { syncRefunds } from '~/server/payments/refunds.server'
import { servicesFor } from '~/server/services.server'

/**
 * Mollie's webhook: a form post with only a payment id, also when one of the payment's refunds
 * changed. We fetch the payment and its refunds on their way from Mollie and apply what it says
 * (server/payments/payments.server.ts, refunds.server.ts). 200 tells Mollie we have it; 503 (Mollie
 * unreachable) makes Mollie try again later. An id we never made is answered 200 and ignored.
 */
export const paymentsApi = new Hono<{ Bindings: Env }>()

paymentsApi.post(
  '/mollie/webhook',
  bodyLimit({ maxSize: 1024, onError: (c) => c.json({ error: 'Te groot.' }, 413) }),
  async (c) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/x-www-form-urlencoded') return c.json({ error: 'Verwacht een formulier.' }, 415)
    const id = (await c.req.formData()).get('id')
    if (!isPaymentId(id)) return c.json({ error: 'Geen geldig betalingskenmerk.' }, 400)
    const app = servicesFor(c.env, c.executionCtx)
    try {
      const deps = { ...app, now: Date.now() }
      const result = await syncPayment(id, deps)
      if (result.kind === 'updated') app.deliverAfterResponse(result.mailIds)
      app.deliverAfterResponse(await syncRefunds(id, deps))
      return c.json({ ok: true })
    } catch (error) {
      console.error('Mollie webhook: the payment could not be fetched; Mollie will try again', id, error)
      return c.json({ error: 'Tijdelijk niet beschikbaar.' }, 503, { 'Retry-After': '60' })
    }
  },
)
