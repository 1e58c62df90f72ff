/**
 * Every admin loader, action and /api/admin handler starts here: a live session (or, for
 * scripts on the API, the bearer token from ADMIN_API_TOKEN), and for every change a
 * same-origin request. The browser flag `adminAuth` and any fixed header grant nothing.
 */
import { data, redirect } from 'react-router'
import type { Services } from '../services.server'
import { readSession } from './session.server'

export type AdminContext = { sessionId: string | undefined; via: 'session' | 'token' }

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

/** For admin pages: no session means the login page. */
export async function requireAdmin(request: Request, app: Services): Promise<AdminContext> {
  if (isMutation(request) && isCrossSite(request))
    throw data('Verzoek geweigerd: dit kan alleen vanaf de eigen website.', { status: 403 })
  const admin = await adminFromRequest(request, app)
  if (!admin) throw redirect(`/admin?terug=${encodeURIComponent(new URL(request.url).pathname)}`)
  return admin
}

/** Compares two secrets without leaking where they differ. */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)))
  const [x, y] = await Promise.all([digest(a), digest(b)])
  return x.every((byte, index) => byte === y[index])
}
