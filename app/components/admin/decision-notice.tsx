import { Link } from 'react-router'
import { type BookingDecision, bookingDecisions } from '~/lib/booking-status'
import { StatusNotice } from './ui'

/** Where the owner lands once a decision is taken: the refreshed bookings list (spec §4), with a notice. */
export function decisionDoneUrl(decision: BookingDecision, bookingId: number): string {
  return `/admin?tab=boekingen&melding=${decision}&boeking=${bookingId}`
}

const notices: Record<BookingDecision, string> = {
  confirm: 'Boeking bevestigd: de e-mail met de bevestiging (PDF en agenda-uitnodiging) staat in de wachtrij.',
  optie: 'Optie gegeven: de dagdelen zijn vastgehouden en de e-mail met de einddatum staat in de wachtrij.',
  reject: 'Aanvraag geweigerd: de e-mail staat in de wachtrij.',
  cancel: 'Boeking geannuleerd: de e-mail staat in de wachtrij.',
  'venue-cancel':
    'Boeking geannuleerd, zonder kosten voor de klant: de e-mail staat in de wachtrij. Wat via iDEAL betaald is, ' +
    'stort Mollie terug; wat de klant overmaakte, zie je bij de boeking onder "Nog terug te betalen".',
}

/** The notice on the list, from the `melding` and `boeking` of decisionDoneUrl; nothing for anything else. */
export function DecisionNotice({ search }: { search: URLSearchParams }) {
  const decision = bookingDecisions.find((value) => value === search.get('melding'))
  const bookingId = Number(search.get('boeking'))
  if (!decision) return null
  return (
    <StatusNotice>
      {notices[decision]}
      {Number.isInteger(bookingId) && bookingId > 0 ? (
        <>
          {' '}
          <Link to={`/admin/boekingen/${bookingId}`} className="font-medium text-brick-700 underline">
            {`Boeking ${bookingId} bekijken`}
          </Link>
        </>
      ) : null}
    </StatusNotice>
  )
}
