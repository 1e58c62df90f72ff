import { redirect } from 'react-router'
import { adminContext } from '~/server/admin/guard.server'
import { clearedSessionCookie, revokeSession } from '~/server/admin/session.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/uitloggen'

/** Logging out ends the session on the server: the same cookie no longer works afterwards. */
export async function action({ context }: Route.ActionArgs) {
  // The admin middleware refused a post from another site and read the session, if any.
  const sessionId = context.get(adminContext)?.sessionId
  if (sessionId) await revokeSession(services(context).db, sessionId, Date.now())
  throw redirect('/admin', { headers: { 'Set-Cookie': clearedSessionCookie } })
}

export function loader() {
  throw redirect('/admin')
}
