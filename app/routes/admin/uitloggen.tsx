import { data, redirect } from 'react-router'
import { isCrossSite } from '~/server/admin/guard.server'
import { clearedSessionCookie, readSession, revokeSession } from '~/server/admin/session.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/uitloggen'

/** Logging out ends the session on the server: the same cookie no longer works afterwards. */
export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossSite(request)) throw data('Verzoek geweigerd: dit kan alleen vanaf de eigen website.', { status: 403 })
  const app = services(context)
  const now = Date.now()
  const sessionId = await readSession(request, app.db, app.config.SESSION_SECRET, now)
  if (sessionId) await revokeSession(app.db, sessionId, now)
  throw redirect('/admin', { headers: { 'Set-Cookie': clearedSessionCookie } })
}

export function loader() {
  throw redirect('/admin')
}
