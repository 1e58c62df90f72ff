/**
 * A booking's status and the owner's decisions on it, as the spec (§4) has them, and how they
 * read. Which decision a status offers, and what it does, is the lifecycle's table
 * (app/lib/booking-lifecycle.ts). Rejecting and cancelling both end in geannuleerd; the booking
 * keeps which one it was (`lastDecision`), and so does its history.
 */
export const bookingStatuses = ['aanvraag', 'optie', 'bevestigd', 'geannuleerd'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

/**
 * The owner's decisions, each with a mail to the customer. Names as the spec's API sends them; an
 * optie (docs/decisions/026-optie.md) holds the day parts until a date. A confirmed booking is
 * cancelled on the customer's behalf (`cancel`: the costs of the terms) or by the venue itself
 * (`venue-cancel`: no costs, everything paid back; docs/decisions/040-one-agreement-per-booking.md).
 */
export const bookingDecisions = ['confirm', 'optie', 'reject', 'cancel', 'venue-cancel'] as const
export type BookingDecision = (typeof bookingDecisions)[number]

/**
 * What set a booking's status last: a decision; the cron when a request's date or an optie's last
 * day passed unanswered ('expire'); the customer withdrawing a request ('withdraw',
 * docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md). An optie that ends early has
 * words of its own: the customer lets it lapse ('lapse-optie', "vervallen"), the owner ends it
 * ('end-optie', "beëindigd"), where a request is withdrawn or rejected.
 */
export const lastDecisions = [...bookingDecisions, 'expire', 'withdraw', 'lapse-optie', 'end-optie'] as const
export type LastDecision = (typeof lastDecisions)[number]

export function isBookingStatus(value: unknown): value is BookingStatus {
  return bookingStatuses.some((status) => status === value)
}

/** The button on the booking page: confirming a cancelled booking confirms it again; rejecting an optie ends it. */
export function decisionLabel(status: BookingStatus, decision: BookingDecision): string {
  if (decision === 'confirm') return status === 'geannuleerd' ? 'Opnieuw bevestigen' : 'Bevestigen'
  if (decision === 'optie') return 'Optie geven'
  if (decision === 'reject') return status === 'optie' ? 'Optie beëindigen' : 'Weigeren'
  return decision === 'venue-cancel' ? 'Annuleren door ons' : 'Annuleren'
}

/** The title of the mail dialog per decision, on a booking in `status`. */
export function decisionTitle(status: BookingStatus, decision: BookingDecision): string {
  if (decision === 'reject' && status === 'optie') return 'Optie beëindigen'
  return decisionTitles[decision]
}

const decisionTitles: Record<BookingDecision, string> = {
  confirm: 'Boeking bevestigen',
  optie: 'Optie geven',
  reject: 'Aanvraag weigeren',
  cancel: 'Boeking annuleren op verzoek van de klant',
  'venue-cancel': 'Wij annuleren de boeking',
}

/** What the toast says once a decision is done (the spec's texts: both endings read 'geannuleerd'). */
export const decisionResults: Record<BookingDecision, string> = {
  confirm: 'Boeking bevestigd',
  optie: 'Optie gegeven',
  reject: 'Boeking geannuleerd',
  cancel: 'Boeking geannuleerd',
  'venue-cancel': 'Boeking geannuleerd',
}

/** How the status shows: the spec's badge variants, and for geannuleerd how it got there. */
export const statusBadge: Record<BookingStatus, 'secondary' | 'default' | 'destructive'> = {
  aanvraag: 'secondary',
  optie: 'secondary',
  bevestigd: 'default',
  geannuleerd: 'destructive',
}

export function statusText(status: BookingStatus, lastDecision: string | null | undefined): string {
  if (status !== 'geannuleerd') return status
  if (lastDecision === 'reject') return 'geannuleerd (geweigerd)'
  if (lastDecision === 'withdraw') return 'geannuleerd (ingetrokken)'
  if (lastDecision === 'lapse-optie') return 'geannuleerd (optie vervallen)'
  if (lastDecision === 'end-optie') return 'geannuleerd (optie beëindigd)'
  if (lastDecision === 'venue-cancel') return 'geannuleerd (door ons)'
  return lastDecision === 'expire' ? 'geannuleerd (verlopen)' : 'geannuleerd'
}

/** How a request that never became a booking ended, as the customer reads it: never "geannuleerd". */
export type UnbookedEnd = 'Afgewezen' | 'Verlopen' | 'Ingetrokken' | 'Vervallen' | 'Beëindigd'

const unbookedEnds: Partial<Record<string, UnbookedEnd>> = {
  reject: 'Afgewezen',
  expire: 'Verlopen',
  withdraw: 'Ingetrokken',
  'lapse-optie': 'Vervallen',
  'end-optie': 'Beëindigd',
}

/**
 * How the customer's own page names a booking that ended before it was one (a request rejected,
 * run out or withdrawn; an optie run out, let lapse or ended by us), or undefined: then it is what
 * its status says. A cancelled booking, and one the owner set to geannuleerd without a mail, stay
 * "Geannuleerd".
 */
export function unbookedEnd(status: BookingStatus, lastDecision: string | null | undefined): UnbookedEnd | undefined {
  return status === 'geannuleerd' && lastDecision ? unbookedEnds[lastDecision] : undefined
}

export const refusedDecisionMessage = 'Dat kan niet bij de huidige status van deze boeking. Er is niets gewijzigd.'
