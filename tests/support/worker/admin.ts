import { callWorker } from './requests'

/** The password whose hash the integration config sets as ADMIN_PASSWORD_HASH. */
export const ADMIN_PASSWORD = 'testwachtwoord-123'
export const ADMIN_API_TOKEN = 'integration-test-admin-api-token-0123456789'

export function loginRequest(password: string, headers: Record<string, string> = {}) {
  return callWorker('/admin?index', {
    method: 'POST',
    body: new URLSearchParams({ password }),
    redirect: 'manual',
    headers,
  })
}

/** Logs in and returns the Cookie header to send with later requests. */
export async function adminCookie(): Promise<string> {
  const response = await loginRequest(ADMIN_PASSWORD)
  const setCookie = response.headers.get('set-cookie') ?? ''
  if (response.status !== 302 || !setCookie) throw new Error(`login failed: ${response.status}`)
  return setCookie.split(';')[0] ?? ''
}

export function asAdmin(cookie: string, path: string, init: RequestInit = {}) {
  return callWorker(path, {
    redirect: 'manual',
    ...init,
    headers: { Cookie: cookie, ...(init.headers as Record<string, string>) },
  })
}

export function adminJson(cookie: string, path: string, method: string, body?: unknown) {
  return asAdmin(cookie, path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}
