/**
 * Whom a rate limit counts: the client's address, except that an IPv6 client counts per /64.
 * One IPv6 subscriber or host usually holds a whole /64 and can pick a fresh address for every
 * request, so counting per address would count nothing. IPv4 (also IPv4-mapped IPv6) counts
 * per address.
 */
export function clientNetwork(address: string): string {
  const value = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  if (!value.includes(':')) return value
  const mapped =
    value.match(/^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/) ?? value.match(/^::(\d+\.\d+\.\d+\.\d+)$/)
  if (mapped?.[1]) return mapped[1]
  const [head = '', tail] = value.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups]
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return value
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'))
    .join(':')}::/64`
}
