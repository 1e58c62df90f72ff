/**
 * The edge cache for public pages (the Workers Cache API). A page is stored when the response
 * policy made it public (worker/headers.ts): a GET without credentials, not private, setting no
 * cookie, status 200. It is
 * kept as long as its own `s-maxage` says, and a hit carries its age, so no visitor or browser
 * sees a page older than the lifetime the page declared. Every answer says `X-Cache: HIT|MISS`;
 * responses that may not be stored say nothing.
 */
import { carriesCredentials } from './headers'

export const CACHE_STATUS_HEADER = 'X-Cache'

export type EdgeCache = Pick<Cache, 'match' | 'put'>

// The DOM lib's CacheStorage (for the React code) hides the Workers' `caches.default` from the types.
export const defaultEdgeCache = (): Cache => (caches as CacheStorage & { default: Cache }).default

export function isStorable(request: Request, response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  return (
    request.method === 'GET' &&
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    cacheControl.startsWith('public') &&
    /\bs-maxage=[1-9]/.test(cacheControl)
  )
}

/** Serves a stored page, or renders it and stores it after the response is sent. */
export async function throughEdgeCache(
  request: Request,
  cache: EdgeCache,
  waitUntil: (promise: Promise<unknown>) => void,
  render: () => Promise<Response>,
): Promise<Response> {
  // A request with credentials (the owner's session cookie, a bearer token) gets its own
  // answer, and its answer is not kept for others.
  const shared = !carriesCredentials(request)
  if (shared && request.method === 'GET') {
    const hit = await cache.match(request)
    if (hit) return asHit(hit)
  }
  const response = await render()
  if (!shared || !isStorable(request, response)) return response
  response.headers.set('Date', new Date().toUTCString())
  waitUntil(
    cache.put(request, response.clone()).catch((error: unknown) => console.error('edge cache: put failed', error)),
  )
  response.headers.set(CACHE_STATUS_HEADER, 'MISS')
  return response
}

function asHit(stored: Response): Response {
  const response = new Response(stored.body, stored)
  const storedAt = Date.parse(stored.headers.get('Date') ?? '')
  const age = Number.isNaN(storedAt) ? 0 : Math.max(0, Math.floor((Date.now() - storedAt) / 1000))
  response.headers.set('Age', String(age))
  response.headers.set(CACHE_STATUS_HEADER, 'HIT')
  return response
}
