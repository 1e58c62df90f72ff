import { data } from 'react-router'
import { feedCalendar } from '~/server/calendar/calendar-feed.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/kalender-feed'

/**
 * /kalender/{id}-{signature}.ics: the owner's calendar subscription (server/admin/calendar-feed.server.ts).
 * Private (worker/headers.ts): never cached, never indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = services(context)
  const calendar = await feedCalendar(app.db, app.links, params.bestand, Date.now())
  if (!calendar) throw data('Deze agenda-link bestaat niet (meer).', { status: 404 })
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="boekingen.ics"',
      'X-Robots-Tag': 'noindex',
    },
  })
}
