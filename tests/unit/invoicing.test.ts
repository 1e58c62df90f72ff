import { expect, test } from 'vitest'
import { creditSettlements, creditSettlementText } from '~/lib/booking-money'
import { formatDates } from '~/lib/format'
import {
  collectionCostsCents,
  creditLines,
  dueDate,
  invoiceNumber,
  invoiceTotals,
  serviceDatesFact,
} from '~/lib/invoicing'
import { calculatePrice } from '~/lib/pricing'
import { firstPriceList } from '../support/price-lists'

test('invoice numbers are the year and a four-digit sequence', () => {
  expect(invoiceNumber(2026, 1)).toBe('2026-0001')
  expect(invoiceNumber(2027, 42)).toBe('2027-0042')
  expect(invoiceNumber(2027, 12_345)).toBe('2027-12345')
})

test('btw is computed per rate on that rate’s subtotal, as DESIGN.md’s worked example', () => {
  const { items } = calculatePrice(
    { numPeople: 15, dayParts: 3, meetingType: 'luxe', lunchType: 'luxe', extras: [] },
    firstPriceList,
  )
  expect(invoiceTotals(items)).toEqual({
    subtotalCents: 84_875,
    vat: [
      { rate: 21, baseCents: 32_000, vatCents: 6_720 },
      { rate: 9, baseCents: 52_875, vatCents: 4_759 },
    ],
    totalVatCents: 11_479,
    totalCents: 96_354,
  })
})

test('a credit note is the same lines negated, and its totals are exactly the opposite', () => {
  const { items } = calculatePrice(
    { numPeople: 7, dayParts: 1, meetingType: 'basis', lunchType: 'basis', extras: [] },
    firstPriceList,
  )
  const invoice = invoiceTotals(items)
  const credit = invoiceTotals(creditLines(items))
  expect(credit.totalCents).toBe(-invoice.totalCents)
  expect(credit.vat.map((line) => line.vatCents)).toEqual(invoice.vat.map((line) => -line.vatCents))
  expect(creditLines(items).every((line, index) => line.quantity === items[index]?.quantity)).toBe(true)
})

test('payment is due the list’s term after the invoice date', () => {
  expect(dueDate('2026-12-20', 14)).toBe('2027-01-03')
  expect(dueDate('2026-12-20', 30)).toBe('2027-01-19')
})

test('a credited invoice’s payment goes to the new invoice up to what settled it, and the rest is paid back', () => {
  // Paid 1.048,58; the new invoice of 878,54 is settled in full from it: 170,04 back.
  expect(creditSettlements([104_858], [{ number: '2026-0010', settledCents: 87_854 }])).toEqual([
    {
      paidCents: 104_858,
      setOff: [{ number: '2026-0010', cents: 87_854 }],
      refundCents: 17_004,
      nextInvoices: ['2026-0010'],
    },
  ])
  // Nothing paid, nothing set off or paid back, and the new invoice named; no new invoice, all of it back.
  expect(creditSettlements([0], [{ number: '2026-0010', settledCents: 0 }])).toEqual([
    { paidCents: 0, setOff: [], refundCents: 0, nextInvoices: ['2026-0010'] },
  ])
  expect(creditSettlements([5_000], [])).toEqual([
    { paidCents: 5_000, setOff: [], refundCents: 5_000, nextInvoices: [] },
  ])
  // Two credit notes share the new invoices: the second gets what the first left.
  expect(
    creditSettlements(
      [3_000, 3_000],
      [
        { number: 'A', settledCents: 4_000 },
        { number: 'B', settledCents: 1_000 },
      ],
    ),
  ).toEqual([
    { paidCents: 3_000, setOff: [{ number: 'A', cents: 3_000 }], refundCents: 0, nextInvoices: ['A', 'B'] },
    {
      paidCents: 3_000,
      setOff: [
        { number: 'A', cents: 1_000 },
        { number: 'B', cents: 1_000 },
      ],
      refundCents: 1_000,
      nextInvoices: ['A', 'B'],
    },
  ])
})

test('a credit note says what happens to the money paid on the invoice it corrects', () => {
  const text = (paidCents: number, setOff: { number: string; cents: number }[], refundCents: number) =>
    creditSettlementText('2026-0008', { paidCents, setOff, refundCents })
  expect(text(104_858, [{ number: '2026-0010', cents: 87_854 }], 17_004)).toBe(
    'Je betaalde €\u00a01.048,58 voor factuur 2026-0008. Daarvan verrekenen we €\u00a0878,54 met factuur ' +
      '2026-0010; de overige €\u00a0170,04 storten we binnen 14 dagen terug op de rekening waarvan je betaalde.',
  )
  expect(text(50_000, [{ number: '2026-0010', cents: 50_000 }], 0)).toBe(
    'Je betaalde €\u00a0500,00 voor factuur 2026-0008; dat verrekenen we met factuur 2026-0010.',
  )
  expect(text(50_000, [], 50_000)).toBe(
    'Je betaalde €\u00a0500,00 voor factuur 2026-0008; dat bedrag storten we binnen 14 dagen terug op de ' +
      'rekening waarvan je betaalde.',
  )
  expect(text(0, [], 0)).toBe('Factuur 2026-0008 hoef je niet meer te betalen.')
  expect(
    creditSettlementText('2026-0008', { paidCents: 0, setOff: [], refundCents: 0, nextInvoices: ['2026-0010'] }),
  ).toBe('Factuur 2026-0008 hoef je niet meer te betalen. Wat je nu nog betaalt, staat op factuur 2026-0010.')
  // A voorschotfactuur and an eindfactuur are named as they name themselves.
  const names = { '2026-0008': 'voorschotfactuur', '2027-0012': 'eindfactuur' }
  expect(
    creditSettlementText('2026-0008', {
      paidCents: 8_806,
      setOff: [{ number: '2027-0012', cents: 8_806 }],
      refundCents: 0,
      names,
    }),
  ).toBe('Je betaalde €\u00a088,06 voor voorschotfactuur 2026-0008; dat verrekenen we met eindfactuur 2027-0012.')
  expect(
    creditSettlementText('2026-0008', { paidCents: 0, setOff: [], refundCents: 0, nextInvoices: ['2027-0012'], names }),
  ).toBe(
    'Voorschotfactuur 2026-0008 hoef je niet meer te betalen. Wat je nu nog betaalt, staat op eindfactuur 2027-0012.',
  )
})

test('an invoice names every date it is for: consecutive dates as a range, a cancellation its cancelled dates', () => {
  expect(formatDates(['2027-02-23'])).toBe('dinsdag 23 februari 2027')
  expect(formatDates(['2027-02-25', '2027-02-23', '2027-02-24'])).toBe('23 t/m 25 februari 2027')
  expect(formatDates(['2027-02-26', '2027-03-01', '2027-03-02'])).toBe('26 februari 2027, 1 maart 2027 en 2 maart 2027')
  expect(formatDates(['2027-01-29', '2027-01-30', '2027-02-01'])).toBe(
    '29 januari 2027, 30 januari 2027 en 1 februari 2027',
  )
  expect(formatDates(['2027-03-02', '2027-03-01'])).toBe('1 en 2 maart 2027')
  expect(formatDates(['2027-03-31', '2027-04-01'])).toBe('31 maart en 1 april 2027')
  expect(formatDates(['2026-12-31', '2027-01-01'])).toBe('31 december 2026 en 1 januari 2027')
  expect(formatDates(['2027-02-01', '2027-02-03', '2027-02-05'])).toBe(
    '1 februari 2027, 3 februari 2027 en 5 februari 2027',
  )
  expect(serviceDatesFact(['2027-02-23'], false)).toEqual(['Datum van de dienst', 'dinsdag 23 februari 2027'])
  expect(serviceDatesFact(['2027-02-23', '2027-02-24', '2027-02-25'], false)).toEqual([
    'Datums van de dienst',
    '23 t/m 25 februari 2027',
  ])
  expect(serviceDatesFact(['2027-02-23'], true)).toEqual(['Geannuleerde datum', 'dinsdag 23 februari 2027'])
  expect(serviceDatesFact(['2027-02-23', '2027-02-25'], true)).toEqual([
    'Geannuleerde datums',
    '23 februari 2027 en 25 februari 2027',
  ])
})

test('collection costs follow the legal scale: at least € 40, 15 % then 10 %, 5 %, 1 %, 0,5 %, at most € 6.775', () => {
  expect(collectionCostsCents(10_000)).toBe(4_000)
  expect(collectionCostsCents(104_858)).toBe(15_729)
  expect(collectionCostsCents(250_000)).toBe(37_500)
  expect(collectionCostsCents(500_000)).toBe(62_500)
  expect(collectionCostsCents(1_000_000)).toBe(87_500)
  expect(collectionCostsCents(20_000_000)).toBe(277_500)
  expect(collectionCostsCents(200_000_000)).toBe(677_500)
})
