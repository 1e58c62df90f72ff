import { Link } from 'react-router'
import type { TakenDayPart } from '~/lib/availability'

/**
 * At a date in the calculator and on the request page: the day part someone else holds, as
 * /boeken says it, with the way onto its waiting list
 * (docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md).
 * `of` names a later date for the link: "(datum 2)".
 */
export function TakenNotice({ id, taken, of }: { id?: string; taken: TakenDayPart; of?: string }) {
  return (
    <div id={id} className="mt-2 rounded-md bg-brick-50 px-3 py-2 text-sm text-brick-800" role="status">
      <p>{taken.message}</p>
      <p className="mt-1">
        <Link to={taken.waitingListPath} className="font-medium underline">
          {`Zet mij op de wachtlijst${of ? ` ${of}` : ''}`}
        </Link>
      </p>
    </div>
  )
}
