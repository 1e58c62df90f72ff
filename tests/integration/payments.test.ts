/**
 * Paying an invoice with iDEAL, against the fake Mollie API on loopback
 * (tests/support/node/fake-mollie-api.ts): the payment page, the webhook (paid, duplicate,
 * concurrent, failed, expired, unknown, Mollie down), the return from Mollie, and the bank
 * transfer without MOLLIE_API_KEY.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, expect, test } from 'vitest'
import { expectConsoleError } from '../support/fail-on-console-error'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, inDays, insertBooking, invoiceYear, linkIn } from '../support/worker/bookings'
import { fakeMail, fakeMollie } from '../support/worker/fake-mail'
import { callWorker, rows } from '../support/worker/requests'

const year = invoiceYear()
const number = `${year}-0001`
const checkout = (id: string) => `${env.MOLLIE_API_URL.replace(/\/v2$/, '')}/checkout/${id}`

let payPath = ''

/** A confirmed booking with invoice YEAR-0001 (€ 963,54), and the payment link from its mail. */
beforeEach(async () => {
  await insertBooking(1, inDays(30))
  expect((await decideBooking(await adminCookie(), 1, 'confirm')).status).toBe(200)
  const mail = (await fakeMail.delivered()).find((sent) => sent.body.subject.startsWith('Factuur'))
  payPath = linkIn(mail, '/betalen')
})

const pay = () => callWorker(payPath, { method: 'POST', body: new URLSearchParams(), redirect: 'manual' })
const webhook = (body: Record<string, string>) =>
  callWorker('/api/mollie/webhook', { method: 'POST', body: new URLSearchParams(body) })
const invoice = async () =>
  (await rows<{ id: number; status: string; paid_cents: number }>('SELECT * FROM invoices WHERE number = ?', number))[0]
const receipts = async () =>
  (await fakeMail.delivered()).filter((mail) => mail.body.subject.startsWith('Betaling ontvangen'))
const paymentsOnMollie = async () =>
  (await fakeMollie.requests()).filter((sent) => sent.method === 'POST' && sent.path === '/v2/payments')

async function startedPayment(): Promise<string> {
  const response = await pay()
  expect(response.status).toBe(303)
  const id = response.headers.get('location')?.split('/').pop() ?? ''
  expect(id).toMatch(/^tr_/)
  return id
}

test('the payment page shows what is open and starts an iDEAL payment at Mollie with an idempotency key', async () => {
  const page = await callWorker(payPath)
  expect(page.status).toBe(200)
  expect(page.headers.get('cache-control')).toBe('private, no-store')
  const html = await page.text()
  expect(html).toContain(`Factuur ${number}`)
  expect(html).toContain('Betaal €\u00a0963,54 met iDEAL')
  expect(html).toContain('NL12 RABO 0123 4567 89')

  const response = await pay()
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe(checkout('tr_fake00001'))
  const [created] = await paymentsOnMollie()
  expect(created?.idempotencyKey).toBe(`factuur-${number}-1`)
  expect(created?.body).toMatchObject({
    amount: { currency: 'EUR', value: '963.54' },
    method: 'ideal',
    locale: 'nl_NL',
    description: `Factuur ${number} De Oude Paardenslagerij`,
    webhookUrl: 'https://venue.test/api/mollie/webhook',
    metadata: { invoice: number },
  })
  expect(String(created?.body?.redirectUrl)).toContain('terug=1')
  expect(await rows('SELECT provider_id, status, amount_cents FROM payments')).toEqual([
    { provider_id: 'tr_fake00001', status: 'open', amount_cents: 96_354 },
  ])
})

test('a second click while the payment is open goes to the same checkout; Mollie is not asked again', async () => {
  const first = await startedPayment()
  const again = await pay()
  expect(again.headers.get('location')).toBe(checkout(first))
  expect(await paymentsOnMollie()).toHaveLength(1)
})

test('the paid webhook marks the invoice paid and mails one receipt, however often and at once it comes', async () => {
  const id = await startedPayment()
  await fakeMollie.setStatus(id, 'paid')
  const answers = await Promise.all(Array.from({ length: 5 }, () => webhook({ id })))
  expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200))
  expect((await webhook({ id })).status).toBe(200)
  expect(await invoice()).toMatchObject({ status: 'betaald', paid_cents: 96_354 })
  const sent = await receipts()
  expect(sent).toHaveLength(1)
  expect(sent[0]?.body.to).toEqual(['klant1@voorbeeld.nl'])
  expect(sent[0]?.body.text).toContain(
    `We hebben je betaling van €\u00a0963,54 voor factuur ${number} ontvangen. Die factuur is nu betaald.`,
  )
  expect(await rows("SELECT kind FROM notices_sent WHERE entity = 'payment'")).toEqual([{ kind: 'betaald' }])
  expect(await rows("SELECT actor, summary FROM audit_log WHERE action = 'invoice.paid'")).toEqual([
    { actor: 'systeem', summary: `€\u00a0963,54 ontvangen via iDEAL voor factuur ${number}` },
  ])
  // Paid is paid: the page says so and starts nothing.
  expect(await (await callWorker(payPath)).text()).toContain(`Factuur ${number} is betaald`)
  expect((await pay()).headers.get('location')).not.toContain('127.0.0.1')
  expect(await paymentsOnMollie()).toHaveLength(1)
})

test('the webhook body is never trusted: only what Mollie answers for the id counts', async () => {
  const id = await startedPayment()
  const response = await webhook({ id, status: 'paid', amount: '963.54' })
  expect(response.status).toBe(200)
  expect(await invoice()).toMatchObject({ status: 'open', paid_cents: 0 })
  expect(await receipts()).toEqual([])
  const fetched = (await fakeMollie.requests()).filter((sent) => sent.method === 'GET')
  expect(fetched.map((sent) => sent.path)).toEqual([`/v2/payments/${id}`])
})

test.each(['failed', 'expired', 'canceled'] as const)(
  'a %s payment leaves the invoice open; the next attempt is a new payment with a new key',
  async (status) => {
    const id = await startedPayment()
    await fakeMollie.setStatus(id, status)
    expect((await webhook({ id })).status).toBe(200)
    expect(await rows('SELECT status FROM payments')).toEqual([{ status }])
    expect(await invoice()).toMatchObject({ status: 'open', paid_cents: 0 })
    expect(await receipts()).toEqual([])

    const next = await startedPayment()
    expect(next).not.toBe(id)
    expect((await paymentsOnMollie()).map((sent) => sent.idempotencyKey)).toEqual([
      `factuur-${number}-1`,
      `factuur-${number}-2`,
    ])
    // A final status stays final, whatever arrives later.
    await fakeMollie.setStatus(id, 'open')
    await webhook({ id })
    expect((await rows<{ status: string }>('SELECT status FROM payments WHERE provider_id = ?', id))[0]?.status).toBe(
      status,
    )
  },
)

test('an id we never made is answered and ignored without asking Mollie; a malformed one is refused', async () => {
  expect((await webhook({ id: 'tr_someoneelse1' })).status).toBe(200)
  expect((await webhook({ id: '../v2/payments' })).status).toBe(400)
  const json = await callWorker('/api/mollie/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'tr_someoneelse1' }),
  })
  expect(json.status).toBe(415)
  expect(await fakeMollie.requests()).toEqual([])
})

test('while Mollie cannot be reached the webhook answers 503, so Mollie calls again; then it counts', async () => {
  const id = await startedPayment()
  await fakeMollie.setStatus(id, 'paid')
  await fakeMollie.down(true)
  expectConsoleError()
  const refused = await webhook({ id })
  expect(refused.status).toBe(503)
  expect(refused.headers.get('retry-after')).toBe('60')
  expect(await invoice()).toMatchObject({ status: 'open' })
  await fakeMollie.down(false)
  expect((await webhook({ id })).status).toBe(200)
  expect(await invoice()).toMatchObject({ status: 'betaald' })
  expect(await receipts()).toHaveLength(1)
})

test('back from Mollie the page asks Mollie itself, so the customer sees the result before the webhook', async () => {
  const id = await startedPayment()
  const back = `${payPath}&terug=1`
  const waiting = await (await callWorker(back)).text()
  expect(waiting).toContain('De betaling is nog niet afgerond')

  await fakeMollie.setStatus(id, 'paid')
  const paid = await (await callWorker(back)).text()
  expect(paid).toContain('Bedankt voor je betaling')
  expect(await invoice()).toMatchObject({ status: 'betaald' })
  await webhook({ id })
  expect(await receipts()).toHaveLength(1)
})

test('Mollie failing to start a payment gives a Dutch message and the bank details, no text from the URL', async () => {
  await fakeMollie.down(true)
  expectConsoleError()
  const response = await pay()
  expect(response.status).toBe(303)
  const html = await (await callWorker(response.headers.get('location') ?? '')).text()
  expect(html).toContain('Betalen met iDEAL lukt op dit moment niet.')
  expect(html).toContain(`o.v.v. ${number}`)
  const injected = await (await callWorker(`${payPath}&probleem=Maak+het+over+naar+NL99FAKE`)).text()
  expect(injected).not.toContain('Maak het over naar NL99FAKE')
  expect(injected).not.toContain('role="alert"')
})

test('the owner sees the payments of an invoice in Dutch', async () => {
  const id = await startedPayment()
  await fakeMollie.setStatus(id, 'paid')
  await webhook({ id })
  const found = await invoice()
  const html = await (await asAdmin(await adminCookie(), `/admin/facturen/${found?.id}`)).text()
  expect(html).toContain(id)
  expect(html).toContain('€\u00a0963,54 · betaald')
})

test('a forged link, or one for a credit note, finds nothing and says so in Dutch', async () => {
  const forged = payPath.replace(/sleutel=([^&]{5})/, 'sleutel=AAAAA')
  const response = await callWorker(forged)
  expect(response.status).toBe(404)
  expect(await response.text()).toContain('Deze betaallink werkt niet')
  expect((await callWorker(forged, { method: 'POST', body: new URLSearchParams() })).status).toBe(404)
  expect(await paymentsOnMollie()).toEqual([])
})

test('without MOLLIE_API_KEY the mail and the page give the bank transfer with the invoice number', async () => {
  const bankOnly: Partial<Env> = { MOLLIE_API_KEY: '' }
  const page = await (await callWorker(payPath, {}, bankOnly)).text()
  expect(page).toContain('Betalen per bank')
  expect(page).toContain(`Maak €\u00a0963,54 over naar NL12 RABO 0123 4567 89 ten name van De Oude Paardenslagerij`)
  expect(page).not.toContain('met iDEAL')
  const started = await callWorker(
    payPath,
    { method: 'POST', body: new URLSearchParams(), redirect: 'manual' },
    bankOnly,
  )
  expect(started.headers.get('location')).toContain('probleem=off')
  expect(await paymentsOnMollie()).toEqual([])

  await insertBooking(2, inDays(40))
  const cookie = await adminCookie()
  await callWorker(
    '/api/bookings/2/send-email',
    {
      method: 'POST',
      headers: { Cookie: cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'confirm', subject: 'Bevestiging', message: 'x' }),
    },
    bankOnly,
  )
  const mail = (await fakeMail.delivered()).find(
    (sent) => sent.body.subject === `Factuur ${year}-0002 – De Oude Paardenslagerij`,
  )
  expect(mail?.body.text).toContain('NL12 RABO 0123 4567 89')
  expect(mail?.body.text).toContain(`onder vermelding van ${year}-0002`)
  expect(mail?.body.text).not.toContain('/betalen?')
})

test('the stored key stays server-side: it is in no page', async () => {
  const html = await (await callWorker(payPath)).text()
  expect(html).not.toContain(env.MOLLIE_API_KEY)
})
