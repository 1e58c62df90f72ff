/**
 * Paths as React Router matches them: decoded, case-insensitive, with dot segments resolved.
 * Decisions about a path (is it private, may a login return to it) are made on this form, never
 * on the raw text of the request, which can spell the same route many ways
 * (`/Admin`, `/%61dmin`, `/admin/./x/..`).
 */

/**
 * The decoded, lower-cased path with `.` and `..` resolved and repeated slashes collapsed; undefined when it cannot
 * be decoded.
 */
export function normalisePath(pathname: string): string | undefined {
  let decoded = pathname
  // Twice encoded (`%2561`) is decoded further than React Router would: erring towards private.
  for (let round = 0; round < 3 && decoded.includes('%'); round += 1) {
    try {
      decoded = decodeURIComponent(decoded)
    } catch {
      return undefined
    }
  }
  const segments: string[] = []
  for (const segment of decoded.replaceAll('\\', '/').toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  const trailing = decoded.length > 1 && /[/\\]$/.test(decoded) && segments.length > 0 ? '/' : ''
  return `/${segments.join('/')}${trailing}`
}

/** The page a `.data` request (React Router's data fetch, `/x.data` or `/x/_.data`) belongs to. */
export function pageOfDataRequest(pathname: string): string {
  return pathname.replace(/(\/_)?\.data$/, '') || '/'
}

const ADMIN = '/admin'

/** Whether a normalised path lies in the admin area. */
export function isAdminPath(normalised: string): boolean {
  const page = pageOfDataRequest(normalised)
  return page === ADMIN || page.startsWith(`${ADMIN}/`)
}

/**
 * Where a login may send the owner back to (`?terug=`): only a same-site admin path that is
 * already in its normalised form, with an optional query of printable characters. Anything
 * else (another site, `//`, encoded or upper-case letters, dot segments, control characters)
 * falls back to the dashboard.
 */
export function adminReturnPath(value: string | null | undefined): string {
  if (!value || !/^\/[\x21-\x7e]*$/.test(value) || value.startsWith('//')) return ADMIN
  const queryAt = value.indexOf('?')
  const path = queryAt === -1 ? value : value.slice(0, queryAt)
  if (path.includes('#') || normalisePath(path) !== path || !isAdminPath(path) || path.endsWith('.data')) return ADMIN
  return value
}
