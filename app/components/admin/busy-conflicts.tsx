import { Link } from 'react-router'
import { formatDate } from '~/lib/format'
import type { BusyConflict } from '~/server/calendar/calendar.server'

const partWords = { heleDag: 'hele dag', ochtend: 'ochtend', middag: 'middag' } as const
const kindWords = { bevestigd: 'boeking', optie: 'optie', aanvraag: 'aanvraag' } as const

/**
 * Bookings, opties and open requests on a day part the owner's own calendar is busy in
 * (docs/decisions/035-the-owners-own-calendar.md): the owner decides, nothing is cancelled.
 * Nothing when there are none.
 */
export function BusyConflictsNotice({
  conflicts,
  linked = true,
}: {
  conflicts: readonly BusyConflict[]
  linked?: boolean
}) {
  if (conflicts.length === 0) return null
  return (
    <section
      aria-labelledby="eigen-agenda-botst"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm"
    >
      <h2 id="eigen-agenda-botst" className="font-semibold">
        Je eigen agenda botst met een boeking
      </h2>
      <p>
        Op deze dagdelen staat iets in je eigen agenda terwijl er een boeking, optie of aanvraag is. Er is niets
        geannuleerd: beslis zelf wat je doet.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {conflicts.map((conflict) => {
          const text =
            `${formatDate(conflict.date)}, ${partWords[conflict.part]}: ${conflict.name} ` +
            `(${kindWords[conflict.kind]} ${conflict.bookingId}) en in je agenda ${conflict.busy}`
          return (
            <li key={`${conflict.bookingId}-${conflict.date}-${conflict.part}`}>
              {linked ? (
                <Link to={`/admin/boekingen/${conflict.bookingId}`} className="text-brick-700 underline">
                  {text}
                </Link>
              ) : (
                text
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
