import { expect, test } from 'vitest'
import { centsOf, decimalOf, defaultTaxRates, unmappedRates } from '~/lib/bookkeeping'

test('cents become the decimal string the API takes, and back, negative ones too', () => {
  expect(decimalOf(12_345)).toBe('123.45')
  expect(decimalOf(5)).toBe('0.05')
  expect(decimalOf(-500)).toBe('-5.00')
  expect(decimalOf(0)).toBe('0.00')
  expect(centsOf('-96.35')).toBe(-9635)
  expect(centsOf(1.1)).toBe(110)
})

test('each of our btw rates maps to the first tax rate of that percentage; a rate without one stays unmapped', () => {
  const mapped = defaultTaxRates([
    { id: 'a', name: 'Hoog', percentage: 21 },
    { id: 'b', name: 'Hoog 2', percentage: 21 },
    { id: 'c', name: 'Nul', percentage: 0 },
  ])
  expect(mapped).toEqual({ '21': 'a', '0': 'c' })
  expect(unmappedRates({ ledgerAccountId: 'x', taxRates: mapped })).toEqual([9])
})
