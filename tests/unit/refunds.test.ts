/** The pure parts of paying money back (docs/decisions/038-refunds-through-mollie.md). */
import { expect, test } from 'vitest'
import { idealRefundParts, moneyAtAGlance } from '~/lib/booking-money'
import { refundsCsv } from '~/lib/invoice-export'

test('a refund takes the newest iDEAL payment first, each up to what is left of it, never more than asked', () => {
  const payments = [
    { id: 1, amountCents: 10_000, refundableCents: 10_000 },
    { id: 3, amountCents: 5_000, refundableCents: 0 },
    { id: 2, amountCents: 4_000, refundableCents: 4_000 },
  ]
  expect(idealRefundParts(payments, 6_000)).toEqual([
    { paymentId: 2, cents: 4_000 },
    { paymentId: 1, cents: 2_000 },
  ])
  expect(idealRefundParts(payments, 20_000)).toEqual([
    { paymentId: 2, cents: 4_000 },
    { paymentId: 1, cents: 10_000 },
  ])
  expect(idealRefundParts(payments, 0)).toEqual([])
  expect(idealRefundParts([], 5_000)).toEqual([])
})

test('the money at a glance adds up: received less what went back is what the invoice holds and the refund due', () => {
  const invoices = [
    { kind: 'factuur', credited: true, totalCents: 96_354, paidCents: 96_354 },
    { kind: 'creditfactuur', credited: false, totalCents: -96_354, paidCents: 0 },
    { kind: 'factuur', credited: false, totalCents: 19_360, paidCents: 19_360 },
  ] as const
  const refunds = [
    { amountCents: 50_000, status: 'refunded' },
    { amountCents: 20_000, status: 'pending' },
    { amountCents: 6_994, status: 'failed' },
  ] as const
  const money = moneyAtAGlance([...invoices], 96_354, [...refunds], 6_994)
  expect(money).toEqual({
    invoicedCents: 19_360,
    receivedCents: 96_354,
    refundedCents: 50_000,
    onTheWayCents: 20_000,
    openCents: 0,
    refundDueCents: 6_994,
  })
  expect(money.receivedCents - money.refundedCents - money.onTheWayCents).toBe(19_360 + money.refundDueCents)
  expect(moneyAtAGlance([], 0, [], 0).invoicedCents).toBeUndefined()
})

test('the bookkeeper reads each refund with how, how much, whether it is back, and Mollie’s id', () => {
  const csv = refundsCsv([
    {
      date: '2027-01-04',
      bookingId: 7,
      customerName: 'Anouk de Boer',
      method: 'ideal',
      amountCents: 76_994,
      status: 'processing',
      providerId: 're_4qqhO89gsT',
    },
    {
      date: '2027-01-05',
      bookingId: 8,
      customerName: 'Voorbeeld B.V.',
      method: 'overboeking',
      amountCents: 1_000,
      status: 'refunded',
      providerId: null,
    },
  ])
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFdatum;boeking;klant;wijze;bedrag;status;Mollie-kenmerk',
    '2027-01-04;7;Anouk de Boer;via iDEAL;769,94;onderweg;re_4qqhO89gsT',
    '2027-01-05;8;Voorbeeld B.V.;per overboeking;10,00;teruggestort;',
    '',
  ])
})
