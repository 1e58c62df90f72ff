/**
 * The pushes to the bookkeeping (docs/decisions/046-bookkeeping-pushes.md) under random events on
 * a few bookings, alone and in parallel bursts (confirmations, people changes that replace an
 * invoice, cancellations, transfers and iDEAL payments, refunds), while the fake Moneybird fails a
 * random share of its answers (500s, 429s, and work done with the answer lost). When Moneybird
 * behaves again and the queue has run: every document is in Moneybird exactly once with our amounts
 * and its PDF, every payment and refund exactly once on its document, no contact twice, none missing.
 * Seeded like the fuzz suite (FUZZ_SEED=… replays a run).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { expect, onTestFailed, test } from 'vitest'
import { formatAmountInput } from '~/lib/format'
import { pushDue } from '~/server/bookkeeping/push.server'
import { servicesFor } from '~/server/services.server'
import { FAKE_MONEYBIRD_TOKEN } from '../support/fake-moneybird-constants'
import { adminCookie, adminJson, asAdmin } from '../support/worker/admin'
import { inDays, insertBooking } from '../support/worker/bookings'
import { fakeMollie } from '../support/worker/fake-mail'
import { fakeMoneybird } from '../support/worker/fake-moneybird'
import { customer, owner, webhook } from '../support/worker/lifecycle'
import { rows } from '../support/worker/requests'
import { resetWorld } from '../support/worker/reset'

const BOOKINGS = 3
const action = fc.record({
  kind: fc.constantFrom('confirm', 'people', 'cancel', 'transfer', 'ideal', 'ideal', 'refund', 'refund'),
  booking: fc.integer({ min: 1, max: BOOKINGS }),
  people: fc.integer({ min: 1, max: 15 }),
  cents: fc.integer({ min: 1, max: 120_000 }),
})
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never
const step = fc.oneof(
  { weight: 2, arbitrary: action.map((one) => [one]) },
  { weight: 1, arbitrary: fc.array(action, { minLength: 4, maxLength: 10 }) },
)
const sameSite = { 'Sec-Fetch-Site': 'same-origin' }
const cents = (value: string) => Math.round(Number(value) * 100)

async function act(one: Action, cookie: string, run: number) {
  const [invoice] = await rows<{ id: number; number: string }>(
    "SELECT id, number FROM invoices WHERE booking_id = ? AND kind = 'factuur' AND status = 'open' ORDER BY id DESC",
    one.booking,
  )
  switch (one.kind) {
    case 'confirm':
    case 'cancel':
      return owner.decide(cookie, one.booking, one.kind)
    case 'people':
      return owner.people(cookie, one.booking, one.people)
    case 'transfer':
      return (
        invoice &&
        owner.invoicePage(cookie, invoice.id, {
          intent: 'betaling',
          amount: formatAmountInput(one.cents),
          key: `run-${run}-${one.cents}`,
        })
      )
    case 'ideal': {
      if (!invoice) return
      const { molliePaymentId } = await customer.pay(invoice.number)
      if (!molliePaymentId) return
      await fakeMollie.setStatus(molliePaymentId, 'paid')
      return webhook(molliePaymentId)
    }
    case 'refund': {
      const [due] = await rows<{ cents: number }>(
        'SELECT refund_due_cents AS cents FROM bookings WHERE id = ?',
        one.booking,
      )
      if (!due?.cents) return
      return adminJson(cookie, `/api/bookings/${one.booking}/refunds`, 'POST', {
        method: 'overboeking',
        amountCents: Math.min(due.cents, one.cents),
      })
    }
  }
}

/**
 * Runs the queue as the cron would, hours apart, `rounds` times or until nothing waits; the owner
 * retries a failed push.
 */
async function drain(cookie: string, rounds: number) {
  for (let round = 1; round <= rounds; round += 1) {
    const [left] = await rows<{ pending: number; failed: number }>(
      "SELECT sum(status = 'pending') AS pending, sum(status = 'failed') AS failed FROM bookkeeping_pushes",
    )
    if (!left?.pending && !left?.failed) return
    for (const { id } of await rows<{ id: number }>("SELECT id FROM bookkeeping_pushes WHERE status = 'failed'"))
      await asAdmin(cookie, '/admin/boekhouding', {
        method: 'POST',
        headers: sameSite,
        body: new URLSearchParams({ intent: 'opnieuw', id: String(id) }),
      })
    const ctx = createExecutionContext()
    await pushDue({ ...servicesFor(env, ctx).bookkeeping, now: () => Date.now() + round * 7 * 60 * 60_000 })
    await waitOnExecutionContext(ctx)
  }
}

test('whatever fails on the way, every document, payment and refund is in Moneybird exactly once', async () => {
  onTestFailed(() => console.info(`Replay with FUZZ_SEED=${env.FUZZ_SEED}`))
  let run = 0
  await fc.assert(
    fc.asyncProperty(
      fc.array(step, { minLength: 2, maxLength: 4 }),
      fc.constantFrom(0.1, 0.2, 0.35),
      fc.nat(),
      async (steps, failRate, seed) => {
        run += 1
        await resetWorld()
        const cookie = await adminCookie()
        const connected = await asAdmin(cookie, '/admin/boekhouding', {
          method: 'POST',
          headers: sameSite,
          body: new URLSearchParams({ intent: 'verbinden', token: FAKE_MONEYBIRD_TOKEN }),
        })
        expect(connected.status).toBe(303)
        await fakeMoneybird.chaos(failRate, seed)
        // Every booking starts confirmed, the first paid by iDEAL, so that money moves from the first step.
        for (let id = 1; id <= BOOKINGS; id += 1) {
          await insertBooking(id, inDays(10 + id * 15))
          await act({ kind: 'confirm', booking: id, people: 1, cents: 1 }, cookie, run)
        }
        await act({ kind: 'ideal', booking: 1, people: 1, cents: 1 }, cookie, run)
        for (const burst of steps) await Promise.all(burst.map((one) => act(one, cookie, run)))
        // The cron meets the failures too, a few runs; then Moneybird behaves and the queue runs empty.
        await drain(cookie, 3)
        await fakeMoneybird.chaos(0, 0)
        await drain(cookie, 40)

        const { contacts, invoices } = await fakeMoneybird.state()
        const ours = await rows<{ id: number; number: string; subtotal_cents: number; total_cents: number }>(
          'SELECT id, number, subtotal_cents, total_cents FROM invoices ORDER BY id',
        )
        expect(invoices.map((invoice) => invoice.reference).sort()).toEqual(ours.map((invoice) => invoice.number))
        for (const invoice of ours) {
          const theirs = invoices.find((candidate) => candidate.reference === invoice.number)
          expect(cents(theirs?.total_price_excl_tax ?? ''), invoice.number).toBe(invoice.subtotal_cents)
          expect(cents(theirs?.total_price_incl_tax ?? ''), invoice.number).toBe(invoice.total_cents)
          expect(theirs?.attachments, invoice.number).toHaveLength(1)
        }
        const money = await rows<{ reference: string; number: string; cents: number }>(
          "SELECT 'betaling-' || p.provider_id AS reference, i.number, p.amount_cents AS cents FROM payments p " +
            "JOIN invoices i ON i.id = p.invoice_id WHERE p.status = 'paid'",
        )
        const refunded = await rows<{ reference: string; cents: number }>(
          "SELECT 'terugbetaling-' || key AS reference, -amount_cents AS cents FROM refunds WHERE status = 'refunded'",
        )
        const registered = invoices.flatMap((invoice) =>
          invoice.payments.map((payment) => ({
            reference: payment.transaction_identifier ?? '',
            number: invoice.reference,
            cents: cents(payment.price),
          })),
        )
        const sorted = <T extends { reference: string }>(list: T[]) =>
          [...list].sort((a, b) => a.reference.localeCompare(b.reference))
        expect(sorted(registered.filter((entry) => entry.reference.startsWith('betaling-')))).toEqual(sorted(money))
        expect(
          sorted(registered.filter((entry) => entry.reference.startsWith('terugbetaling-'))).map(
            ({ reference, cents }) => ({ reference, cents }),
          ),
        ).toEqual(sorted(refunded))
        // What a new invoice was settled from: on it, and negative on the credit note issued before it.
        const settled = await rows<{ reference: string; number: string; cents: number }>(
          "SELECT 'verrekening-' || i.number AS reference, i.number, i.settled_cents AS cents FROM invoices i " +
            'WHERE i.settled_cents > 0 UNION ALL ' +
            "SELECT 'verrekening-' || i.number, c.number, -i.settled_cents FROM invoices i JOIN invoices c " +
            "ON c.id = (SELECT max(id) FROM invoices WHERE booking_id = i.booking_id AND kind = 'creditfactuur' " +
            'AND id < i.id) WHERE i.settled_cents > 0',
        )
        const byDocument = <T extends { reference: string; number: string }>(list: T[]) =>
          [...list].sort((a, b) => `${a.reference}|${a.number}`.localeCompare(`${b.reference}|${b.number}`))
        expect(byDocument(registered.filter((entry) => entry.reference.startsWith('verrekening-')))).toEqual(
          byDocument(settled),
        )
        const keys = contacts.map((contact) => `${contact.email}|${contact.chamber_of_commerce}`)
        expect(new Set(keys).size).toBe(keys.length)
      },
    ),
    { seed: Number(env.FUZZ_SEED), numRuns: Number(env.FUZZ_RUNS) || 3, endOnFailure: true },
  )
}, 300_000)
