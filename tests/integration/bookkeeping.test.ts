/**
 * The books pushed to Moneybird (docs/decisions/046-bookkeeping-pushes.md), against the fake
 * Moneybird API on loopback (tests/support/node/fake-moneybird-api.ts): the owner connects without
 * JavaScript, a booking's invoice, iDEAL payment, credit note and refund arrive once each, Moneybird's
 * 429, 5xx, slow and lost answers are retried without doubles, a refusal waits for the owner, and the
 * token never shows.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, expect, test } from 'vitest'
import { pushDue } from '~/server/bookkeeping/push.server'
import { countingD1 } from '~/server/db/counting.server'
import { servicesFor } from '~/server/services.server'
import { FAKE_MONEYBIRD_TOKEN } from '../support/fake-moneybird-constants'
import { adminCookie, adminJson, asAdmin } from '../support/worker/admin'
import { decideBooking, inDays, insertBooking, today } from '../support/worker/bookings'
import { fakeMoneybird } from '../support/worker/fake-moneybird'
import { confirmedAndPaidByIdeal, cron, owner } from '../support/worker/lifecycle'
import { callWorker, rows } from '../support/worker/requests'

const sameSite = { 'Sec-Fetch-Site': 'same-origin' }
let cookie = ''

beforeEach(async () => {
  cookie = await adminCookie()
})

const page = (fields: Record<string, string>) =>
  asAdmin(cookie, '/admin/boekhouding', { method: 'POST', headers: sameSite, body: new URLSearchParams(fields) })
const connect = (token = FAKE_MONEYBIRD_TOKEN) => page({ intent: 'verbinden', token })
const pushes = () =>
  rows<{ kind: string; reference: string; status: string; attempts: number; last_error: string | null }>(
    'SELECT kind, reference, status, attempts, last_error FROM bookkeeping_pushes ORDER BY id',
  )
const invoiceRows = () =>
  rows<{ number: string; kind: string; subtotal_cents: number; total_cents: number }>(
    'SELECT number, kind, subtotal_cents, total_cents FROM invoices ORDER BY id',
  )
const cents = (value: string) => Math.round(Number(value) * 100)

test('the owner connects with a token: stored sealed, shown by its last characters, logged without it', async () => {
  const refused = await connect('een-sleutel-die-moneybird-niet-kent-123')
  expect(refused.status).toBe(400)
  const refusal = await refused.text()
  expect(refusal).toContain('Moneybird weigert de API-sleutel')
  expect(refusal).not.toContain('een-sleutel-die-moneybird-niet-kent-123')
  const malformed = await connect('sleutel met spaties 0123456789')
  expect(malformed.status).toBe(400)
  expect(await malformed.text()).not.toContain('sleutel met spaties')
  expect((await connect()).status).toBe(303)
  const [stored] = await rows<{
    token_ciphertext: string
    token_hint: string
    ledger_account_id: string
    tax_rates: string
  }>('SELECT token_ciphertext, token_hint, ledger_account_id, tax_rates FROM bookkeeping_connections')
  expect(stored?.token_ciphertext).not.toContain(FAKE_MONEYBIRD_TOKEN.slice(0, 12))
  expect(stored?.token_hint).toBe(`…${FAKE_MONEYBIRD_TOKEN.slice(-4)}`)
  // The mapping is chosen by percentage among the sales rates; the revenue account, not the costs'.
  expect(stored?.ledger_account_id).toBe('8001')
  expect(JSON.parse(stored?.tax_rates ?? '{}')).toEqual({ '21': '9001', '9': '9002', '0': '9003' })
  const html = await (await asAdmin(cookie, '/admin/boekhouding')).text()
  expect(html).toContain('Gekoppeld aan Moneybird')
  expect(html).not.toContain(FAKE_MONEYBIRD_TOKEN)
  expect((await page({ intent: 'testen' })).headers.get('location')).toBe('/admin/boekhouding?test=werkt')
  expect((await page({ intent: 'verbreken' })).status).toBe(303)
  expect(await rows('SELECT id FROM bookkeeping_connections')).toEqual([])
  const log = await rows<{ action: string; summary: string }>(
    "SELECT action, summary FROM audit_log WHERE entity = 'bookkeeping' ORDER BY id",
  )
  expect(log.map((entry) => entry.action)).toEqual(['bookkeeping.connect', 'bookkeeping.disconnect'])
  expect(JSON.stringify(log)).not.toContain(FAKE_MONEYBIRD_TOKEN)
})

test("a booking's invoice, iDEAL payment, credit note and refund each arrive in Moneybird once, in order", async () => {
  expect((await connect()).status).toBe(303)
  const paymentId = await confirmedAndPaidByIdeal(cookie, 1, 30)
  expect((await owner.decide(cookie, 1, 'cancel')).status).toBe(200)
  const [due] = await rows<{ cents: number }>('SELECT refund_due_cents AS cents FROM bookings WHERE id = 1')
  const refunded = await adminJson(cookie, '/api/bookings/1/refunds', 'POST', {
    method: 'overboeking',
    amountCents: due?.cents,
  })
  expect(refunded.status).toBe(200)
  await cron()
  expect((await pushes()).map(({ kind, status }) => `${kind} ${status}`)).toEqual([
    'document pushed',
    'payment pushed',
    'document pushed',
    'refund pushed',
  ])
  const { contacts, invoices } = await fakeMoneybird.state()
  expect(contacts).toHaveLength(1)
  const ours = await invoiceRows()
  expect(invoices.map((invoice) => invoice.reference)).toEqual(ours.map((invoice) => invoice.number))
  for (const [index, invoice] of invoices.entries()) {
    expect(cents(invoice.total_price_excl_tax)).toBe(ours[index]?.subtotal_cents)
    expect(cents(invoice.total_price_incl_tax)).toBe(ours[index]?.total_cents)
    expect(invoice.attachments).toHaveLength(1)
  }
  const [factuur, credit] = invoices
  expect(factuur?.payments.map((payment) => [payment.transaction_identifier, cents(payment.price)])).toEqual([
    [`betaling-${paymentId}`, ours[0]?.total_cents],
  ])
  expect(credit?.payments.map((payment) => cents(payment.price))).toEqual([-(due?.cents ?? 0)])
  // The owner's page links each document to Moneybird, and so does the document's own page.
  const html = await (await asAdmin(cookie, '/admin/boekhouding')).text()
  const link = `${env.MONEYBIRD_API_URL.replace('/api/v2', '')}/100200300/external_sales_invoices/${factuur?.id}`
  expect(html).toContain(link)
  expect(await (await asAdmin(cookie, '/admin/facturen/1')).text()).toContain(`href="${link}"`)
})

test('an invoice settled from what the invoice it replaced was paid: so on it and on the credit note', async () => {
  expect((await connect()).status).toBe(303)
  await confirmedAndPaidByIdeal(cookie, 1, 30)
  // Fewer people: the paid invoice is credited, the new one settled from its payment, the rest due back.
  expect((await owner.people(cookie, 1, 5)).status).toBe(200)
  const [credited, replaced] = await rows<{ number: string; settled_cents: number; total_cents: number }>(
    'SELECT number, settled_cents, total_cents FROM invoices WHERE id > 1 ORDER BY id',
  )
  expect(replaced?.settled_cents).toBe(replaced?.total_cents)
  await cron()
  await cron()
  expect((await pushes()).map(({ kind, status }) => `${kind} ${status}`)).toEqual([
    'document pushed',
    'payment pushed',
    'document pushed',
    'document pushed',
    'settlement pushed',
  ])
  const { invoices } = await fakeMoneybird.state()
  const paymentsOn = (number: string | undefined) =>
    invoices
      .find((invoice) => invoice.reference === number)
      ?.payments.map((payment) => [payment.transaction_identifier, cents(payment.price)])
  const settlement = `verrekening-${replaced?.number}`
  expect(paymentsOn(replaced?.number)).toEqual([[settlement, replaced?.settled_cents]])
  expect(paymentsOn(credited?.number)).toEqual([[settlement, -(replaced?.settled_cents ?? 0)]])
  // A second run, or a backfill of the same period, registers nothing twice.
  expect((await page({ intent: 'terugzetten', from: today(), to: today() })).status).toBe(303)
  await cron()
  expect(paymentsOn(replaced?.number)).toHaveLength(1)
  expect(
    (await fakeMoneybird.state()).invoices.find((invoice) => invoice.reference === replaced?.number)?.payments,
  ).toHaveLength(1)
})

test('a 429 with Retry-After, a 5xx and a slow answer wait; an answer lost after saving makes no double', async () => {
  expect((await connect()).status).toBe(303)
  // The invoice's push right after the confirmation meets the rate limit at its first request.
  await fakeMoneybird.script([{ status: 429, headers: { 'Retry-After': '600' } }])
  await insertBooking(1, inDays(30))
  const before = Date.now()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  // The limit is Moneybird's, not the invoice's: no attempt counts, and the queue rests until Retry-After.
  expect(await pushes()).toMatchObject([{ status: 'pending', attempts: 0 }])
  expect((await pushes())[0]?.last_error).toContain('te veel in korte tijd')
  const [lease] = await rows<{ until: number }>('SELECT push_lease_until AS until FROM bookkeeping_connections')
  expect(lease?.until).toBeGreaterThanOrEqual(before + 600_000)
  // Not before Retry-After: nothing is asked of Moneybird.
  const asked = (await fakeMoneybird.requests()).length
  await cron(before + 60_000)
  expect((await fakeMoneybird.requests()).length).toBe(asked)
  // Then a 500, then an answer slower than our timeout.
  await fakeMoneybird.script([{ status: 500 }])
  await cron(before + 11 * 60_000)
  expect((await pushes())[0]?.last_error).toContain('storing (500)')
  await fakeMoneybird.script([{ pass: true, hangMs: 700 }])
  await cron(before + 3 * 60 * 60_000)
  expect((await pushes())[0]?.last_error).toContain('geen antwoord')
  // Moneybird saves the invoice, and its answer is lost: the next attempt finds it by our number.
  await fakeMoneybird.script([{ pass: true }, { pass: true }, { pass: true }, { status: 502, after: true }])
  await cron(before + 6 * 60 * 60_000)
  expect((await fakeMoneybird.state()).invoices).toHaveLength(1)
  expect((await pushes())[0]?.status).toBe('pending')
  await cron(before + 24 * 60 * 60_000)
  const { invoices } = await fakeMoneybird.state()
  expect(invoices).toHaveLength(1)
  expect(invoices[0]?.attachments).toHaveLength(1)
  expect((await pushes())[0]?.status).toBe('pushed')
})

test('a refusal fails the push with the reason; the dashboard warns, and the owner retries it', async () => {
  expect((await connect()).status).toBe(303)
  await fakeMoneybird.script([
    { pass: true },
    { pass: true },
    { pass: true },
    { status: 422, body: { error: { date: ['ligt in een afgesloten periode'] } } },
  ])
  await insertBooking(1, inDays(30))
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  expect((await pushes())[0]).toMatchObject({ status: 'failed', attempts: 1 })
  expect((await pushes())[0]?.last_error).toContain('afgesloten periode')
  expect(await (await asAdmin(cookie, '/admin')).text()).toContain('niet in Moneybird')
  const listed = await (await asAdmin(cookie, '/admin/boekhouding')).text()
  expect(listed).toContain('mislukt')
  expect(await (await asAdmin(cookie, '/admin/facturen/1')).text()).toContain('Mislukt: Moneybird weigerde')
  const [row] = await rows<{ id: number }>('SELECT id FROM bookkeeping_pushes')
  expect((await page({ intent: 'opnieuw', id: String(row?.id) })).status).toBe(303)
  expect((await pushes())[0]?.status).toBe('pushed')
  expect(await (await asAdmin(cookie, '/admin')).text()).not.toContain('niet in Moneybird')
})

test('documents from before the connection go when the owner asks for their period, with their payments', async () => {
  await confirmedAndPaidByIdeal(cookie, 1, 30)
  expect((await connect()).status).toBe(303)
  expect(await pushes()).toEqual([])
  const invalid = await page({ intent: 'terugzetten', from: today(), to: '2000-01-01' })
  expect(invalid.status).toBe(400)
  expect((await page({ intent: 'terugzetten', from: today(), to: today() })).status).toBe(303)
  // Twice asked, once queued.
  expect((await page({ intent: 'terugzetten', from: today(), to: today() })).status).toBe(303)
  expect((await pushes()).map(({ kind, status }) => `${kind} ${status}`)).toEqual(['document pushed', 'payment pushed'])
  expect((await fakeMoneybird.state()).invoices).toHaveLength(1)
  const log = await rows<{ summary: string }>("SELECT summary FROM audit_log WHERE action = 'bookkeeping.backfill'")
  expect(log).toHaveLength(2)
})

test('with several administrations the owner chooses one; the token travels sealed, never in the page', async () => {
  const two = [
    { id: '100200300', name: 'De Oude Paardenslagerij' },
    { id: '555666777', name: 'Privé' },
  ]
  await fakeMoneybird.script([{ status: 200, body: two }])
  const first = await connect()
  expect(first.status).toBe(200)
  const html = await first.text()
  expect(html).toContain('Welke administratie?')
  expect(html).not.toContain(FAKE_MONEYBIRD_TOKEN)
  const sealed = html.match(/name="sealed" value="([^"]+)"/)?.[1] ?? ''
  expect(sealed).not.toBe('')
  await fakeMoneybird.script([{ status: 200, body: two }])
  const chosen = await page({ intent: 'verbinden', sealed, administrationId: '100200300' })
  expect(chosen.headers.get('location')).toBe('/admin/boekhouding?melding=verbonden')
  const [stored] = await rows<{ administration_id: string }>('SELECT administration_id FROM bookkeeping_connections')
  expect(stored?.administration_id).toBe('100200300')
  // A sealed token that was tampered with opens nothing.
  expect((await page({ intent: 'verbinden', sealed: `x${sealed.slice(1)}`, administrationId: '1' })).status).toBe(400)
})

test('without BOOKKEEPING_SECRET the page says what is missing and nothing connects', async () => {
  const unsealed = { BOOKKEEPING_SECRET: '' }
  const shown = await callWorker('/admin/boekhouding', { headers: { Cookie: cookie } }, unsealed)
  expect(await shown.text()).toContain('de Worker mist het geheim BOOKKEEPING_SECRET')
  const tried = await callWorker(
    '/admin/boekhouding',
    {
      method: 'POST',
      headers: { Cookie: cookie, ...sameSite },
      body: new URLSearchParams({ intent: 'verbinden', token: FAKE_MONEYBIRD_TOKEN }),
    },
    unsealed,
  )
  expect(tried.status).toBe(400)
  expect(await rows('SELECT id FROM bookkeeping_connections')).toEqual([])
})

test('a run with nothing due, as after every response that queued mail, takes no lease: one statement', async () => {
  expect((await connect()).status).toBe(303)
  const { d1, usage } = countingD1(env.DB)
  const ctx = createExecutionContext()
  await pushDue({ ...servicesFor({ ...env, DB: d1 }, ctx).bookkeeping, now: Date.now })
  await waitOnExecutionContext(ctx)
  expect(usage.roundTrips).toBe(1)
  expect(await rows('SELECT push_lease_until FROM bookkeeping_connections')).toEqual([{ push_lease_until: null }])
})
