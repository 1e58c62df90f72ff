/**
 * A booking's status and the owner's decisions on it, as the spec (§4) has them. Pure data and
 * rules: the admin page, the JSON API, the queries and the tests all read them from here.
 *
 * - aanvraag (a request from the website) can be confirmed or rejected;
 * - bevestigd (it holds its day parts) can be cancelled;
 * - geannuleerd can be confirmed again.
 * Rejecting and cancelling both end in geannuleerd; the booking keeps which one it was
 * (`lastDecision`), and so does its history.
 */
export const bookingStatuses = ['aanvraag', 'bevestigd', 'geannuleerd'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

/** The owner's decisions, each with a mail to the customer. Names as the spec's API sends them. */
export const bookingDecisions = ['confirm', 'reject', 'cancel'] as const
export type BookingDecision = (typeof bookingDecisions)[number]

const offered: Record<BookingStatus, readonly BookingDecision[]> = {
  aanvraag: ['confirm', 'reject'],
  bevestigd: ['cancel'],
  geannuleerd: ['confirm'],
}

/** The decisions a booking in this status offers, in the order its buttons show them. */
export function decisionsFor(status: BookingStatus): readonly BookingDecision[] {
  return offered[status]
}

export function offers(status: BookingStatus, decision: BookingDecision): boolean {
  return offered[status].includes(decision)
}

export function statusAfter(decision: BookingDecision): BookingStatus {
  return decision === 'confirm' ? 'bevestigd' : 'geannuleerd'
}

/** Only a confirmed booking holds its day parts (the booking_slots rows). */
export function holdsDayParts(status: BookingStatus): boolean {
  return status === 'bevestigd'
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return bookingStatuses.some((status) => status === value)
}

/** The button on the booking page: confirming a cancelled booking is confirming it again. */
export function decisionLabel(status: BookingStatus, decision: BookingDecision): string {
  if (decision === 'confirm') return status === 'geannuleerd' ? 'Opnieuw bevestigen' : 'Bevestigen'
  return decision === 'reject' ? 'Weigeren' : 'Annuleren'
}

/** The title of the mail dialog, and of the history line, per decision. */
export const decisionTitles: Record<BookingDecision, string> = {
  confirm: 'Boeking bevestigen',
  reject: 'Aanvraag weigeren',
  cancel: 'Boeking annuleren',
}

/** What the toast says once a decision is done (the spec's texts: both endings read 'geannuleerd'). */
export const decisionResults: Record<BookingDecision, string> = {
  confirm: 'Boeking bevestigd',
  reject: 'Boeking geannuleerd',
  cancel: 'Boeking geannuleerd',
}

/** What the booking's history says: here a rejected request and a cancelled booking differ. */
export const decisionHistory: Record<BookingDecision, string> = {
  confirm: 'Boeking bevestigd',
  reject: 'Aanvraag geweigerd',
  cancel: 'Boeking geannuleerd',
}

/** How the status shows: the spec's badge variants, and for geannuleerd how it got there. */
export const statusBadge: Record<BookingStatus, 'secondary' | 'default' | 'destructive'> = {
  aanvraag: 'secondary',
  bevestigd: 'default',
  geannuleerd: 'destructive',
}

export function statusText(status: BookingStatus, lastDecision: string | null | undefined): string {
  if (status !== 'geannuleerd') return status
  return lastDecision === 'reject' ? 'geannuleerd (geweigerd)' : 'geannuleerd'
}

export const refusedDecisionMessage = 'Dat kan niet bij de huidige status van deze boeking. Er is niets gewijzigd.'
