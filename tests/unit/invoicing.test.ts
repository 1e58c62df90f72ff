import { expect, test } from 'vitest'
import { creditLines, dueDate, invoiceNumber, invoiceTotals } from '~/lib/invoicing'
import { calculatePrice } from '~/lib/pricing'

test('invoice numbers are the year and a four-digit sequence', () => {
  expect(invoiceNumber(2026, 1)).toBe('2026-0001')
  expect(invoiceNumber(2027, 42)).toBe('2027-0042')
  expect(invoiceNumber(2027, 12_345)).toBe('2027-12345')
})

test('btw is computed per rate on that rate’s subtotal, as DESIGN.md’s worked example', () => {
  const { items } = calculatePrice({ numPeople: 15, dayParts: 3, meetingType: 'luxe', lunchType: 'luxe' })
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
  const { items } = calculatePrice({ numPeople: 7, dayParts: 1, meetingType: 'basis', lunchType: 'basis' })
  const invoice = invoiceTotals(items)
  const credit = invoiceTotals(creditLines(items))
  expect(credit.totalCents).toBe(-invoice.totalCents)
  expect(credit.vat.map((line) => line.vatCents)).toEqual(invoice.vat.map((line) => -line.vatCents))
  expect(creditLines(items).every((line, index) => line.quantity === items[index]?.quantity)).toBe(true)
})

test('payment is due 14 days after the invoice date', () => {
  expect(dueDate('2026-12-20')).toBe('2027-01-03')
})
