/**
 * Security headers on every response, and the cache policy by response class. Static files
 * bypass the Worker; public/_headers gives them the same security headers.
 */
import { isAdminPath, normalisePath, pageOfDataRequest } from '~/lib/paths'
import { appScriptHashes, documentPolicy, NON_DOCUMENT_POLICY } from './csp'

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

// The signed links from our mails (newsletter, booking, quote, payment, waiting list) and the owner's
// calendar feed answer per token: never cached, never shared. The waiting list's own page is the
// same for everyone and states the offer's booking window: it is kept a minute, as the offer's pages.
const privatePrefixes = [
  '/admin',
  '/api',
  '/nieuwsbrief/bevestigen',
  '/nieuwsbrief/afmelden',
  '/kalender',
  '/mijn-boeking',
  '/offerte',
  '/betalen',
  '/wachtlijst/bevestigen',
]

/**
 * Decided on the path as React Router matches it (decoded, any case, dot segments resolved), so
 * `/Admin`, `/%61dmin` and `/ADMIN.data` are as private as `/admin`. A path that cannot be
 * decoded is private too. React Router fetches a page's data from the same path with `.data`
 * appended (`/admin.data`, `/admin/_.data`): those are as private as the page.
 */
export function isPrivatePath(pathname: string): boolean {
  const normalised = normalisePath(pathname)
  if (normalised === undefined) return true
  const page = pageOfDataRequest(normalised)
  return privatePrefixes.some((prefix) => page === prefix || page.startsWith(`${prefix}/`))
}

/** A request that carries credentials gets an answer for its sender alone. */
export function carriesCredentials(request: Request): boolean {
  return request.headers.has('Cookie') || request.headers.has('Authorization')
}

export function cachePolicy(request: Request, response: Response): string {
  const { pathname } = new URL(request.url)
  const cacheable =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !carriesCredentials(request) &&
    !isPrivatePath(pathname) &&
    !response.headers.has('Set-Cookie') &&
    (response.status === 200 || response.status === 404)
  // A route may declare itself private (a form with its own submission key) ...
  const declared = response.headers.get('Cache-Control') ?? ''
  if (!cacheable || /\b(private|no-store)\b/.test(declared)) return PRIVATE_NO_STORE
  // ... or, being public, ask for a shorter lifetime (e.g. /boeken, whose availability changes).
  return declared.startsWith('public') ? declared : PUBLIC_PAGE_CACHE
}

/**
 * `nonce`: the one React Router rendered this response's scripts with (none for the API). A page
 * that will be shared by the edge cache is read whole to hash those scripts; every other body
 * streams through untouched and is allowed its scripts by the nonce. `checkoutOrigins`: where
 * the payment page's form may lead (Mollie's checkout; worker/index.ts knows the configuration).
 */
export async function withResponsePolicy(
  request: Request,
  response: Response,
  nonce?: string,
  checkoutOrigins: string[] = [],
): Promise<Response> {
  const isDocument = response.headers.get('Content-Type')?.startsWith('text/html') ?? false
  const cacheControl = cachePolicy(request, response)
  const shared = cacheControl.startsWith('public')
  const html = isDocument && shared && response.body ? await response.text() : undefined
  // The copy also makes the headers mutable.
  const result = new Response(html ?? response.body, response)
  for (const [name, value] of Object.entries(securityHeaders)) result.headers.set(name, value)
  result.headers.set(
    'Content-Security-Policy',
    isDocument ? await pagePolicy(request, html, nonce, checkoutOrigins) : NON_DOCUMENT_POLICY,
  )
  result.headers.set('Cache-Control', cacheControl)
  result.headers.delete('Server')
  result.headers.delete('X-Powered-By')
  return result
}

async function pagePolicy(
  request: Request,
  sharedHtml: string | undefined,
  nonce: string | undefined,
  checkoutOrigins: string[],
): Promise<string> {
  const path = normalisePath(new URL(request.url).pathname) ?? '/admin'
  const isAdmin = isAdminPath(path)
  const allowances = !nonce
    ? []
    : sharedHtml !== undefined
      ? await appScriptHashes(sharedHtml, nonce)
      : [`nonce-${nonce}`]
  return documentPolicy(allowances, {
    inlineStyles: isAdmin,
    formTargets: pageOfDataRequest(path) === '/betalen' ? checkoutOrigins : [],
  })
}
