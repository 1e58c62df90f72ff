/**
 * Paying money back (docs/decisions/038-refunds-through-mollie.md), against the fake Mollie API on
 * loopback (tests/support/node/fake-mollie-api.ts): the owner's one click without JavaScript, its
 * double click, Mollie's webhook (refunded, failed, duplicated), Mollie unreachable or refusing,
 * an answer lost on the way, the cron asking after a quiet refund, and the refund by transfer.
 */
import { env } from 'cloudflare:workers'
import { strFromU8, unzipSync } from 'fflate'
import { beforeEach, expect, test } from 'vitest'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import { amsterdamDate } from '~/lib/dates'
import { formatDate, formatEuro } from '~/lib/format'
import { CLAIM_MS } from '~/server/payments/refunds.server'
import { expectConsoleError } from '../support/fail-on-console-error'
import { adminCookie, adminJson, asAdmin } from '../support/worker/admin'
import { inDays } from '../support/worker/bookings'
import { fakeMail, fakeMollie } from '../support/worker/fake-mail'
import {
  confirmedAndPaidByIdeal,
  cron,
  customer,
  lifecycleViolations,
  owner,
  versionOf,
} from '../support/worker/lifecycle'
import { callWorker, rows } from '../support/worker/requests'

const PRICE = 96_354
let cookie = ''
let paymentId = ''

/** Booking 1, paid by iDEAL and then cancelled by the venue, within the free term: all of it is due back. */
beforeEach(async () => {
  cookie = await adminCookie()
  paymentId = await confirmedAndPaidByIdeal(cookie, 1, 30)
  expect((await owner.decide(cookie, 1, 'cancel')).status).toBe(200)
  expect(await refundDue()).toBe(PRICE)
})

const webhook = (id: string) => callWorker('/api/mollie/webhook', { method: 'POST', body: new URLSearchParams({ id }) })
const refundDue = async () =>
  (await rows<{ cents: number }>('SELECT refund_due_cents AS cents FROM bookings WHERE id = 1'))[0]?.cents
const refundRows = () =>
  rows<{ method: string; key: string; provider_id: string | null; amount_cents: number; status: string }>(
    'SELECT method, key, provider_id, amount_cents, status FROM refunds ORDER BY id',
  )
const refundsAsked = async () =>
  (await fakeMollie.requests()).filter((sent) => sent.method === 'POST' && sent.path.endsWith('/refunds'))
const refundMails = async () => (await fakeMail.delivered()).filter((mail) => mail.body.subject.startsWith('We hebben'))
const bookingPage = async () => (await asAdmin(cookie, '/admin/boekingen/1')).text()
const clickRefund = (version?: number) =>
  owner.bookingPage(cookie, 1, {
    intent: 'terugbetaling-ideal',
    ...(version === undefined ? {} : { version: String(version) }),
  })

/** What the customer's own page says about money going back. */
const customerSays = async () => {
  const html = await (await callWorker(await customer.link({ id: 1, date: inDays(30) }))).text()
  return (html.split('id="facturen"')[1]?.split('</section>')[0] ?? '').replace(/\u00a0/g, ' ')
}
const overview = async () => (await asAdmin(cookie, '/admin')).text()
/** The booking page's money panel, its facts as "label: value" with plain spaces. */
const moneyFacts = async () =>
  [
    ...((await bookingPage()).split('id="geld"')[1]?.split('</section>')[0] ?? '').matchAll(
      /<dt[^>]*>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g,
    ),
  ].map(([, label, value]) => `${label}: ${value?.replace(/\u00a0/g, ' ')}`)

test('the owner pays the refund due back through Mollie in one click; the customer hears when it is back', async () => {
  expect(await overview()).toMatch(/Geld terug naar klanten[\s\S]*Boeking 1 · Klant 1[\s\S]*963,54 terug te betalen/)
  // By when, as the customer was promised: within 14 days of its becoming due (today, here); late is red.
  expect(await overview()).toContain(`, uiterlijk ${formatDate(inDays(14))}`)
  await rows('UPDATE bookings SET refund_due_since = ? WHERE id = 1', Date.now() - 15 * 86_400_000)
  expect(await overview()).toMatch(/text-red-700">, te laat: uiterlijk /)
  expect(await customerSays()).toContain('€ 963,54 storten we nog terug op je rekening.')
  expect(await bookingPage()).toContain(`Terugbetalen via iDEAL (${formatEuro(PRICE)})`)
  const clicked = await clickRefund()
  expect(clicked.status).toBe(303)
  expect(clicked.headers.get('location')).toBe('/admin/boekingen/1?melding=terugbetaling-ideal')

  // Mollie was asked once, under the refund's own key, for the whole amount on the iDEAL payment.
  const [asked] = await refundsAsked()
  const [refund] = await refundRows()
  expect(asked?.path).toBe(`/v2/payments/${paymentId}/refunds`)
  expect(asked?.idempotencyKey).toBe(refund?.key)
  expect(asked?.body).toMatchObject({
    amount: { currency: 'EUR', value: '963.54' },
    metadata: { refund: refund?.key, booking: '1' },
  })
  expect(refund).toMatchObject({ method: 'ideal', provider_id: 're_fake00002', amount_cents: PRICE, status: 'pending' })
  expect(await refundDue()).toBe(0)
  const page = await (await asAdmin(cookie, clicked.headers.get('location') ?? '')).text()
  expect(page).toContain('Mollie stort het bedrag terug op de rekening waarvan de klant met iDEAL betaalde.')
  expect(page).toMatch(/Terugbetalingen[\s\S]*963,54 via iDEAL[\s\S]*onderweg/)
  expect(page).not.toContain('Terugbetalen via iDEAL (')
  expect(await overview()).toMatch(/Boeking 1 · Klant 1[\s\S]*963,54 onderweg via iDEAL/)
  expect(await customerSays()).toContain(
    '€ 963,54 is onderweg naar de rekening waarvan je met iDEAL betaalde; je krijgt een mail zodra het er is.',
  )
  expect(await moneyFacts()).toEqual([
    'Gefactureerd: geen factuur',
    'Ontvangen: € 963,54',
    'Teruggestort: € 0,00',
    'Onderweg terug: € 963,54',
    'Nog te ontvangen: € 0,00',
    'Nog terug te betalen: € 0,00',
  ])
  // Nothing is told before the money is back.
  expect(await refundMails()).toEqual([])

  await fakeMollie.setRefundStatus('re_fake00002', 'refunded')
  expect((await webhook(paymentId)).status).toBe(200)
  expect((await webhook(paymentId)).status).toBe(200)
  expect((await refundRows())[0]?.status).toBe('refunded')
  const mails = await refundMails()
  expect(mails).toHaveLength(1)
  expect(mails[0]?.body.to).toEqual(['klant1@voorbeeld.nl'])
  expect(mails[0]?.body.text).toContain(
    `We hebben ${formatEuro(PRICE)} teruggestort op de rekening waarvan je met iDEAL betaalde, voor je boeking op`,
  )
  expect(await bookingPage()).toMatch(/963,54 via iDEAL[\s\S]*teruggestort/)
  expect(await moneyFacts()).toContain('Teruggestort: € 963,54')
  expect(await overview()).not.toContain('Geld terug naar klanten')
  expect(await customerSays()).toContain('We hebben € 963,54 teruggestort.')
  expect(await customerSays()).not.toContain('onderweg')
  const log = await rows<{ action: string; actor: string }>(
    "SELECT action, actor FROM audit_log WHERE entity = 'booking' AND action LIKE 'booking.refund%' ORDER BY id",
  )
  expect(log).toEqual([
    { action: 'booking.refund-ideal', actor: 'eigenaar' },
    { action: 'booking.refunded', actor: 'systeem' },
  ])
  expect(await lifecycleViolations(1, 0)).toEqual([])

  // The bookkeeper's export of the day has it, with Mollie's id for its statement.
  const today = amsterdamDate(new Date())
  const zip = await asAdmin(cookie, `/admin/export/facturen.zip?van=${today}&tot=${today}`)
  const csv = strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))['terugbetalingen.csv'] ?? new Uint8Array())
  expect(csv.split('\r\n').slice(0, 2)).toEqual([
    'datum;boeking;klant;wijze;bedrag;status;Mollie-kenmerk',
    `${today};1;Klant 1;via iDEAL;963,54;teruggestort;re_fake00002`,
  ])
})

test('a double click refunds once: the second is refused, Mollie is asked once', async () => {
  const version = await versionOf(1)
  const answers = await Promise.all([clickRefund(version), clickRefund(version), clickRefund(version)])
  expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409, 409])
  expect(await refundsAsked()).toHaveLength(1)
  expect(await refundRows()).toHaveLength(1)
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('the owner’s click and the cron at the same moment ask Mollie for a refund once', async () => {
  // Mollie takes its time, and answers a repeat meanwhile with 409: a second sender would be told
  // "conflict" while the first one's refund is paid.
  await fakeMollie.delayRefunds(400)
  const [clicked] = await Promise.all([
    clickRefund(),
    new Promise((resolve) => setTimeout(resolve, 150)).then(() => cron()),
    new Promise((resolve) => setTimeout(resolve, 200)).then(() => cron()),
  ])
  expect(clicked.status).toBe(303)
  expect(await refundsAsked()).toHaveLength(1)
  expect(await refundRows()).toMatchObject([{ provider_id: 're_fake00002', status: 'pending' }])
  await fakeMollie.setRefundStatus('re_fake00002', 'refunded')
  expect((await webhook(paymentId)).status).toBe(200)
  expect(await fakeMollie.refunds(paymentId)).toHaveLength(1)
  expect(await refundDue()).toBe(0)
  expect(await refundMails()).toHaveLength(1)
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('two cron runs at once send an unsent refund once', async () => {
  await fakeMollie.down(true)
  expectConsoleError()
  await clickRefund()
  await fakeMollie.down(false)
  await fakeMollie.delayRefunds(300)
  const later = Date.now() + CLAIM_MS
  await Promise.all([cron(later), cron(later), cron(later)])
  expect(await refundsAsked()).toHaveLength(1)
  expect(await fakeMollie.refunds(paymentId)).toHaveLength(1)
  expect(await refundRows()).toMatchObject([{ status: 'pending' }])
})

test('a 409 for a repeat Mollie is still working on is no refusal: the refund is found by its key later', async () => {
  await fakeMollie.down(true)
  expectConsoleError()
  await clickRefund()
  await fakeMollie.down(false)
  const [{ key } = { key: '' }] = await refundRows()
  // A sender whose request outlived its claim: Mollie is still making that refund.
  await fakeMollie.delayRefunds(500)
  const stray = fetch(`${env.MOLLIE_API_URL}/payments/${paymentId}/refunds`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env.MOLLIE_API_KEY}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    },
    body: JSON.stringify({ amount: { currency: 'EUR', value: '963.54' }, metadata: { refund: key } }),
  })
  await new Promise((resolve) => setTimeout(resolve, 100))
  await cron(Date.now() + CLAIM_MS)
  // Mollie said 409 and did not list it yet: nothing is decided, nothing is due again.
  expect(await refundRows()).toMatchObject([{ provider_id: null, status: 'unsent' }])
  expect(await refundDue()).toBe(0)
  await stray
  await cron(Date.now() + 2 * CLAIM_MS)
  expect(await refundRows()).toMatchObject([{ provider_id: 're_fake00002', status: 'pending' }])
  expect(await fakeMollie.refunds(paymentId)).toHaveLength(1)
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('a refund Mollie no longer knows is marked for the owner, and the cron follows the others', async () => {
  await clickRefund()
  const second = await confirmedAndPaidByIdeal(cookie, 2, 31)
  expect((await owner.decide(cookie, 2, 'cancel')).status).toBe(200)
  expect((await owner.bookingPage(cookie, 2, { intent: 'terugbetaling-ideal' })).status).toBe(303)
  const [other] = await fakeMollie.refunds(second)
  if (!other) throw new Error('no refund of booking 2')
  // The key changed from test to live: Mollie does not know booking 1's refund.
  await fakeMollie.forgetRefund('re_fake00002')
  await fakeMollie.setRefundStatus(other.id, 'refunded')
  expectConsoleError()
  await cron(Date.now() + 2 * 60 * 60_000)
  expect(await rows('SELECT booking_id, status, problem IS NOT NULL AS marked FROM refunds ORDER BY id')).toEqual([
    { booking_id: 1, status: 'pending', marked: 1 },
    { booking_id: 2, status: 'refunded', marked: 0 },
  ])
  expect((await bookingPage()).replace(/\u00a0/g, ' ')).toContain('Mollie kent deze terugbetaling niet (meer)')
  expect(await overview()).toMatch(/Geld terug naar klanten[\s\S]*Boeking 1 · Klant 1[\s\S]*Mollie kent/)
  // Left alone from then on: the next runs do not ask after it again, and do not fail.
  const asked = (await fakeMollie.requests()).length
  await cron(Date.now() + 4 * 60 * 60_000)
  expect((await fakeMollie.requests()).length).toBe(asked)
})

test('a refund that fails at the bank is due again: the owner is told, and can pay it back another way', async () => {
  await clickRefund()
  await fakeMollie.setRefundStatus('re_fake00002', 'failed')
  expect((await webhook(paymentId)).status).toBe(200)
  expect((await refundRows())[0]?.status).toBe('failed')
  expect(await refundDue()).toBe(PRICE)
  const told = (await fakeMail.delivered()).find((mail) => mail.body.subject.startsWith('Terugbetaling mislukt'))
  expect(told?.body.to).toEqual(['inbox@venue.test'])
  expect(told?.body.text).toContain('Het bedrag staat weer open op de boeking.')
  expect(await refundMails()).toEqual([])
  expect(await lifecycleViolations(1, 0)).toEqual([])

  // By hand this time: recorded, and the customer hears of it.
  const recorded = await owner.bookingPage(cookie, 1, { intent: 'terugbetaling', amount: '963,54' })
  expect(recorded.status).toBe(303)
  expect(await refundDue()).toBe(0)
  expect((await refundMails())[0]?.body.text).toContain(
    `We hebben ${formatEuro(PRICE)} teruggestort op je rekening, voor je boeking op`,
  )
  expect(await lifecycleViolations(1, PRICE)).toEqual([])
})

test('Mollie unreachable at the click: the refund waits, and the cron sends it under the same key, once', async () => {
  await fakeMollie.down(true)
  expectConsoleError()
  expect((await clickRefund()).status).toBe(303)
  expect(await refundRows()).toMatchObject([{ provider_id: null, status: 'unsent' }])
  expect(await refundDue()).toBe(0)
  expect(await bookingPage()).toMatch(/963,54 via iDEAL[\s\S]*wacht op Mollie/)

  await fakeMollie.down(false)
  // The click holds the refund a while: Mollie may still have been working on it (no answer is not "no").
  await cron()
  expect(await refundsAsked()).toHaveLength(0)
  await cron(Date.now() + CLAIM_MS)
  await cron(Date.now() + CLAIM_MS + 60_000)
  const [refund] = await refundRows()
  expect(refund).toMatchObject({ provider_id: 're_fake00002', status: 'pending' })
  const asked = await refundsAsked()
  expect(asked).toHaveLength(1)
  expect(asked[0]?.idempotencyKey).toBe(refund?.key)
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('an answer lost on the way: the refund Mollie made is found by its key, not made twice', async () => {
  await clickRefund()
  // As if Mollie's answer never reached us, and the cron came after Mollie forgot the key.
  await env.DB.prepare("UPDATE refunds SET provider_id = NULL, status = 'unsent'").run()
  await fakeMollie.forgetKeys()
  await cron(Date.now() + CLAIM_MS)
  expect(await refundsAsked()).toHaveLength(1)
  expect(await refundRows()).toMatchObject([{ provider_id: 're_fake00002', status: 'pending' }])
  expect(await fakeMollie.refunds(paymentId)).toHaveLength(1)
})

test('Mollie refuses the refund: it failed at once, and the money is due again', async () => {
  // Someone already paid it back in Mollie's dashboard: Mollie refuses more than is left.
  await fetch(`${env.MOLLIE_API_URL}/payments/${paymentId}/refunds`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.MOLLIE_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: { currency: 'EUR', value: '963.54' }, metadata: { refund: 'dashboard' } }),
  })
  expectConsoleError()
  expect((await clickRefund()).status).toBe(303)
  expect(await refundRows()).toMatchObject([{ provider_id: null, status: 'failed' }])
  expect(await refundDue()).toBe(PRICE)
  const told = (await fakeMail.delivered()).find((mail) => mail.body.subject.startsWith('Terugbetaling mislukt'))
  expect(told).toBeDefined()
})

test('a lost webhook: the cron asks after a refund that has been quiet for an hour', async () => {
  await clickRefund()
  await fakeMollie.setRefundStatus('re_fake00002', 'refunded')
  await cron(Date.now() + 10 * 60_000)
  expect((await refundRows())[0]?.status).toBe('pending')
  await cron(Date.now() + 2 * 60 * 60_000)
  expect((await refundRows())[0]?.status).toBe('refunded')
  expect(await refundMails()).toHaveLength(1)
})

test('the webhook answers 503 while Mollie cannot tell us about a refund, so Mollie tries again', async () => {
  await clickRefund()
  await fakeMollie.down(true)
  expectConsoleError()
  expect((await webhook(paymentId)).status).toBe(503)
})

test('without iDEAL the page offers only the transfer, and the click is refused', async () => {
  const bankOnly: Partial<Env> = { MOLLIE_API_KEY: '' }
  const page = await (
    await callWorker('/admin/boekingen/1', { headers: { Cookie: cookie }, redirect: 'manual' }, bankOnly)
  ).text()
  expect(page).toContain('Terugbetaling vastleggen')
  expect(page).not.toContain('Terugbetalen via iDEAL')
  const clicked = await callWorker(
    '/admin/boekingen/1',
    {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ intent: 'terugbetaling-ideal', version: String(await versionOf(1)) }),
      redirect: 'manual',
    },
    bankOnly,
  )
  expect(clicked.status).toBe(409)
  expect(await clicked.text()).toContain('Terugbetalen via iDEAL kan alleen als iDEAL aan staat.')
  expect(await refundRows()).toEqual([])
})

test('the admin API pays back through Mollie or records a transfer, with the version it saw', async () => {
  const version = await versionOf(1)
  const wrong = await adminJson(cookie, '/api/bookings/1/refunds', 'POST', { method: 'contant' })
  expect(wrong.status).toBe(400)
  const byHand = await adminJson(cookie, '/api/bookings/1/refunds', 'POST', { method: 'overboeking', amountCents: 354 })
  expect(await byHand.json()).toEqual({ ok: true, message: 'Terugbetaling vastgelegd', pdfDownloadUrl: null })
  const stale = await adminJson(cookie, '/api/bookings/1/refunds', 'POST', { method: 'ideal', version })
  expect(stale.status).toBe(409)
  const ideal = await adminJson(cookie, '/api/bookings/1/refunds', 'POST', { method: 'ideal', version: version + 1 })
  expect(await ideal.json()).toMatchObject({ ok: true, message: 'Terugbetaling via iDEAL gevraagd' })
  expect(await refundRows()).toMatchObject([
    { method: 'overboeking', amount_cents: 354, status: 'refunded' },
    { method: 'ideal', amount_cents: PRICE - 354, status: 'pending' },
  ])
  const again = await adminJson(cookie, '/api/bookings/1/refunds', 'POST', { method: 'ideal' })
  expect(await again.json()).toEqual({ error: lifecycleMessages.nothingToRefundByIdeal })
  expect(await lifecycleViolations(1, 354)).toEqual([])
  const anonymous = await callWorker('/api/bookings/1/refunds', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'ideal' }),
  })
  expect(anonymous.status).toBe(401)
})

test('with the setting on, the money goes back through Mollie as soon as it is due, without a click', async () => {
  const setting = (aan: 'ja' | 'nee') =>
    asAdmin(cookie, '/admin?index', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ intent: 'automatisch-terugbetalen', aan }),
    })
  expect(await (await asAdmin(cookie, '/admin?tab=facturen')).text()).toContain('Voortaan automatisch')
  expect((await setting('ja')).headers.get('location')).toBe('/admin?tab=facturen')
  expect(await (await asAdmin(cookie, '/admin?tab=facturen')).text()).toContain('Voortaan na mijn klik')

  // Booking 2 is paid by iDEAL; the customer cancels it on their page within the free term.
  const second = await confirmedAndPaidByIdeal(cookie, 2, 31)
  const link = await customer.link({ id: 2, date: inDays(31) })
  expect((await customer.post(link, { intent: 'annuleren' })).status).toBe(303)
  const [due] = await rows<{ cents: number }>('SELECT refund_due_cents AS cents FROM bookings WHERE id = 2')
  expect(due?.cents).toBe(0)
  expect(await rows('SELECT amount_cents, status FROM refunds WHERE booking_id = 2')).toEqual([
    { amount_cents: PRICE, status: 'unsent' },
  ])
  // The customer's mail with the credit note says the money comes back.
  const creditMail = (await fakeMail.delivered()).findLast((mail) => mail.body.subject.startsWith('Creditfactuur'))
  expect(creditMail?.body.text).toContain(`we storten ${formatEuro(PRICE)} binnen 14 dagen terug`)
  // The cron sends it a minute later.
  await cron()
  expect((await fakeMollie.refunds(second)).map((refund) => refund.status)).toEqual(['pending'])
  expect(await lifecycleViolations(2, 0)).toEqual([])

  // Booking 1 was cancelled before: its refund due waits for the owner, as it did.
  expect(await refundDue()).toBe(PRICE)
  expect((await setting('nee')).status).toBe(303)
  const log = await rows<{ summary: string }>("SELECT summary FROM audit_log WHERE action = 'setting.auto-refund'")
  expect(log.map((entry) => entry.summary)).toEqual([
    'Terugbetalen via iDEAL gaat voortaan automatisch',
    'Terugbetalen via iDEAL gaat voortaan na een klik van de eigenaar',
  ])
})
