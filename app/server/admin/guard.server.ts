/**
 * The owner's area is guarded once, by `adminMiddleware` on the admin layout route (every admin
 * page, action, PDF and export is nested under it), and by the Hono middleware of /api/admin: a
 * live session (or, for scripts on the API, the bearer token from ADMIN_API_TOKEN), and for every
 * change a same-origin request. The browser flag `adminAuth` and any fixed header grant nothing.
 */
import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router'
import { carrying } from '../db/batch.server'
import { type Services, services, servicesWithDb } from '../services.server'
import { claimedSession, clearedSessionCookie, readSession, sessionReading, touchSession } from './session.server'

export type AdminContext = { sessionId: string | undefined; via: 'session' | 'token' }

/** Who the middleware let in: set for every admin route; undefined only on the two open ones. */
export const adminContext = createContext<AdminContext | undefined>()

/** The login page (/admin without a session shows the form) and logging out need no session. */
const openPaths = new Set(['/admin', '/admin/', '/admin/uitloggen'])

/** Same-origin check for state changes: Sec-Fetch-Site where the browser sends it, else Origin. */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('Origin')
  return origin !== null && origin !== new URL(request.url).origin
}

const isMutation = (request: Request) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method)

export async function adminFromRequest(request: Request, app: Services): Promise<AdminContext | undefined> {
  const sessionId = await readSession(request, app.db, app.config.SESSION_SECRET, Date.now())
  if (sessionId) return { sessionId, via: 'session' }
  const token = app.config.ADMIN_API_TOKEN
  const authorization = request.headers.get('Authorization')
  if (token && authorization && (await sameSecret(authorization, `Bearer ${token}`)))
    return { sessionId: undefined, via: 'token' }
  return undefined
}

/** The admin page a request is for (a client navigation's data request names it with `.data`). */
const pageOf = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, '')

const loginFor = (request: Request) => redirect(`/admin?terug=${encodeURIComponent(pageOf(request))}`)

/**
 * The login again, for a session found ended after its page was read: the cookie is cleared, and
 * the login says why (`?sessie=verlopen`; on that address the middleware reads the session first).
 */
function sessionEnded(request: Request) {
  const back = pageOf(request)
  const query = back === '/admin' ? '' : `terug=${encodeURIComponent(back)}&`
  return redirect(`/admin?${query}sessie=verlopen`, { headers: { 'Set-Cookie': clearedSessionCookie } })
}

export const sessionHasEnded = (url: URL) => url.searchParams.get('sessie') === 'verlopen'

/**
 * The admin layout's middleware: a change must come from our own site; without a session every
 * admin route but the open ones sends the owner to the login page, and with it the routes read
 * the session from `adminContext`.
 *
 * A page (a safe request) with a signed session token does not wait for the session's row: the
 * row is read in the page's first batch (`carrying`), or after the page when it sent none, and
 * no answer leaves here before the row said the session is live (docs/decisions/047-session-with-the-page.md).
 * A safe request changes nothing, so a page read for an ended session is thrown away unseen.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (isMutation(request) && isCrossSite(request))
    throw data('Verzoek geweigerd: dit kan alleen vanaf de eigen website.', { status: 403 })
  const app = services(context)
  const url = new URL(request.url)
  const now = Date.now()
  const claimed =
    isMutation(request) || sessionHasEnded(url)
      ? undefined
      : await claimedSession(request, app.config.SESSION_SECRET, now)
  if (claimed) {
    const session = carrying(app.db, sessionReading(app.db, claimed, now))
    servicesWithDb(context, session.db)
    context.set(adminContext, { sessionId: claimed, via: 'session' })
    const response = await next()
    const row = await session.result()
    if (!row.live) {
      // Read to its end and dropped: a render cut off midway is reported as an error.
      await response.body?.pipeTo(new WritableStream())
      throw sessionEnded(request)
    }
    if (row.touch) await touchSession(app.db, claimed, now)
    return response
  }
  const admin = await adminFromRequest(request, app)
  if (!admin && !openPaths.has(pageOf(request))) throw loginFor(request)
  context.set(adminContext, admin)
  return next()
}

/** The session of an open admin route's request, for what needs one there (the dashboard, marking messages read). */
export function requireAdmin(request: Request, context: Readonly<RouterContextProvider>): AdminContext {
  const admin = context.get(adminContext)
  if (!admin) throw loginFor(request)
  return admin
}

/** Compares two secrets without leaking where they differ. */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)))
  const [x, y] = await Promise.all([digest(a), digest(b)])
  return x.every((byte, index) => byte === y[index])
}
