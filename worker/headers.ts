/**
 * Security headers on every response, and the cache policy by response class. Static files
 * bypass the Worker; public/_headers gives them the same security headers.
 */
import { NON_DOCUMENT_POLICY, documentPolicy, scriptHashes } from './csp'

export const securityHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Public pages may be kept by the edge for a few minutes and by the browser for one. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, s-maxage=300'
export const PRIVATE_NO_STORE = 'private, no-store'

// The newsletter's links answer per token: never cached, never shared.
const privatePrefixes = ['/admin', '/api', '/nieuwsbrief/bevestigen', '/nieuwsbrief/afmelden']

export function isPrivatePath(pathname: string): boolean {
  // React Router fetches a page's data from the same path with `.data` appended
  // (`/admin.data`, `/admin/klanten/1.data`, `/admin/_.data`): those are as private as the page.
  const page = pathname.replace(/(\/_)?\.data$/, '')
  return privatePrefixes.some((prefix) => page === prefix || page.startsWith(`${prefix}/`))
}

export function cachePolicy(request: Request, response: Response): string {
  const { pathname } = new URL(request.url)
  const cacheable =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isPrivatePath(pathname) &&
    !response.headers.has('Set-Cookie') &&
    (response.status === 200 || response.status === 404)
  if (!cacheable) return PRIVATE_NO_STORE
  // A public route may ask for a shorter lifetime (e.g. /boeken, whose availability changes).
  const declared = response.headers.get('Cache-Control')
  return declared?.startsWith('public') ? declared : PUBLIC_PAGE_CACHE
}

export async function withResponsePolicy(request: Request, response: Response): Promise<Response> {
  const isDocument = response.headers.get('Content-Type')?.startsWith('text/html') ?? false
  // A page is read whole (entry.server renders whole documents anyway) to hash its inline
  // scripts; every other body streams through. The copy also makes the headers mutable.
  const html = isDocument && response.body ? await response.text() : undefined
  const result = new Response(html ?? response.body, response)
  for (const [name, value] of Object.entries(securityHeaders)) result.headers.set(name, value)
  const isAdmin = /^\/admin($|\/|\.data)/.test(new URL(request.url).pathname)
  result.headers.set(
    'Content-Security-Policy',
    isDocument ? documentPolicy(await scriptHashes(html ?? ''), { inlineStyles: isAdmin }) : NON_DOCUMENT_POLICY,
  )
  result.headers.set('Cache-Control', cachePolicy(request, result))
  result.headers.delete('Server')
  result.headers.delete('X-Powered-By')
  return result
}
