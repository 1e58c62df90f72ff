import { expect, test } from 'vitest'
import { clientNetwork } from '~/lib/client-network'

test('an IPv6 client counts per /64, however its address is written', () => {
  const network = '2001:0db8:0085:0a3e::/64'
  for (const address of [
    '2001:db8:85:a3e::1',
    '2001:DB8:85:A3E:ffff:ffff:ffff:ffff',
    '2001:0db8:0085:0a3e:0000:0000:0000:0002',
    '[2001:db8:85:a3e::7]',
    'fe80::1%eth0'.replace('fe80::1', '2001:db8:85:a3e::9'),
  ]) {
    expect(clientNetwork(address), address).toBe(network)
  }
  expect(clientNetwork('2001:db8:85:a3f::1')).toBe('2001:0db8:0085:0a3f::/64')
  expect(clientNetwork('::1')).toBe('0000:0000:0000:0000::/64')
  expect(clientNetwork('2001:db8::')).toBe('2001:0db8:0000:0000::/64')
})

test('an IPv4 client (also written as IPv4-mapped IPv6) counts per address', () => {
  expect(clientNetwork('203.0.113.5')).toBe('203.0.113.5')
  expect(clientNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5')
  expect(clientNetwork('0:0:0:0:0:ffff:203.0.113.5')).toBe('203.0.113.5')
})

test('anything else is kept as it is', () => {
  expect(clientNetwork('onbekend')).toBe('onbekend')
  expect(clientNetwork('2001:db8:::1')).toBe('2001:db8:::1')
})
