/**
 * What a booking's page may offer, asked of the lifecycle's table (booking-lifecycle.ts) and
 * nothing else: a page shows a button, form or panel when `plan` would carry out its event now, and
 * holds no status rule of its own. The customer's page (/mijn-boeking) and the owner's booking page
 * both render from `offersFor`.
 */
import { bookingDays, type LifecycleEvent, type LifecycleState, plan } from './booking-lifecycle'
import { linesTotalCents } from './booking-money'
import { type BookingDecision, bookingDecisions } from './booking-status'
import { cancellationCharge, cancellationPreview } from './cancellation'
import type { IsoDate } from './dates'
import { noDiet } from './diet'
import { lastOptieDay } from './optie'

/** A decision as the owner's mail dialog sends it, for asking the table whether it may be taken. */
export function decisionEvent(decision: BookingDecision): LifecycleEvent {
  const mail = { subject: '', message: '' }
  switch (decision) {
    case 'confirm':
      // "Geen factuur sturen" is always a way: the invoice's own conditions do not hide the decision.
      return { type: 'confirm', mail, invoice: false }
    case 'venue-cancel':
      // The dialog asks the reason; any reason will do for the question.
      return { type: 'venue-cancel', mail, reason: 'reden' }
    default:
      return { type: decision, mail }
  }
}

/**
 * The dates whose number of people `actor` may change now: what plan says of one person more or
 * fewer on that date alone. At the customer's limit for the day a date stays: the form says so
 * when it is sent.
 */
function peopleDatesFor(state: LifecycleState, actor: 'klant' | 'eigenaar', now: number): IsoDate[] {
  return bookingDays(state.booking)
    .filter((day) => {
      const numPeople = day.numPeople > 1 ? day.numPeople - 1 : day.numPeople + 1
      const outcome = plan(state, { type: 'people', numPeople: { [day.date]: numPeople } }, actor, now)
      return outcome.kind !== 'refused' || outcome.status === 429
    })
    .map((day) => day.date)
}

/**
 * The dates whose dietary needs `actor` may change now (ADR 045): what plan says of another note on
 * that date alone. At the customer's limit for the day a date stays, as for the people.
 */
function dietDatesFor(state: LifecycleState, actor: 'klant' | 'eigenaar', now: number): IsoDate[] {
  return bookingDays(state.booking)
    .filter((day) => {
      const diet = day.diet ?? noDiet
      const probe = { ...diet, note: diet.note === 'x' ? 'y' : 'x' }
      const outcome = plan(state, { type: 'diet', diet: { [day.date]: probe } }, actor, now)
      return outcome.kind !== 'refused' || outcome.status === 429
    })
    .map((day) => day.date)
}

/** What the customer may still do on their page, and what cancelling would cost now. */
export function customerOffers(state: LifecycleState, now: number) {
  const would = (event: LifecycleEvent) => plan(state, event, 'klant', now)
  const cancel = would({ type: 'cancel' })
  const peopleDates = peopleDatesFor(state, 'klant', now)
  const change = would({ type: 'change-request', wish: {} })
  const { booking } = state
  const cancellation =
    cancel.kind === 'plan' && booking.status === 'bevestigd'
      ? {
          // The same terms the plan applied, said before the customer decides.
          preview: cancellationPreview(cancellationCharge(bookingDays(booking), now, state.closedHolidays)),
          costsCents: cancel.issue.reduce((sum, invoice) => sum + linesTotalCents(invoice.lines), 0),
          refundCents: cancel.refundDueCents,
        }
      : undefined
  const reference = would({ type: 'reference', reference: '' })
  const review = would({ type: 'review-choice', optOut: !booking.reviewOptOut })
  const accept = would({ type: 'accept' })
  // Without an address the optie waits for it: the panel stays and says what is missing.
  const needsInvoiceAddress = accept.kind === 'refused' && accept.code === 'customerNoInvoiceAddress'
  return {
    canAccept: accept.kind === 'plan' || needsInvoiceAddress,
    needsInvoiceAddress,
    canCancel: cancel.kind === 'plan',
    cancellation,
    canChangePeople: peopleDates.length > 0,
    /** The dates whose number of people may still change: each date has its own last day (ADR 032). */
    peopleDates,
    /** The dates whose dietary needs may still change: until the same day as their people (ADR 045). */
    dietDates: dietDatesFor(state, 'klant', now),
    // At the day's limit the form stays, and says so when it is sent.
    canRequestChange: change.kind === 'plan' || (change.kind === 'refused' && change.status === 429),
    // At the day's limit of detail changes the form stays too.
    canSetReference: reference.kind !== 'refused' || reference.status === 429,
    canSetInvoiceDetails: would({ type: 'invoice-details', details: booking.details }).kind !== 'refused',
    /** The answer to the request for a review after the meeting (ADR 044); at the day's limit the form stays. */
    canChooseReview: review.kind !== 'refused' || review.status === 429,
  }
}

/** What the owner may do on the booking's page. */
export function ownerOffers(state: LifecycleState, now: number) {
  const allowed = (event: LifecycleEvent) => plan(state, event, 'eigenaar', now).kind !== 'refused'
  const { booking } = state
  const lastDay = lastOptieDay(booking.date)
  return {
    /** The decisions of the mail dialog, in the table's order. */
    decisions: bookingDecisions.filter((decision) => allowed(decisionEvent(decision))),
    canInvoice: allowed({ type: 'invoice' }),
    /** The dates whose number of people the owner may change (ADR 037). */
    peopleDates: peopleDatesFor(state, 'eigenaar', now),
    /** The dates whose dietary needs the owner may change: every date of a booking that is not cancelled. */
    dietDates: dietDatesFor(state, 'eigenaar', now),
    /** The optie's last day may move on, up to the day before the booking (docs/decisions/026-optie.md). */
    extendOptie: booking.optieUntil && allowed({ type: 'extend', until: lastDay }) ? { last: lastDay } : undefined,
    canRefund: booking.refundDueCents > 0 && allowed({ type: 'refund', amountCents: booking.refundDueCents }),
  }
}

export type CustomerOffers = ReturnType<typeof customerOffers>
export type OwnerOffers = ReturnType<typeof ownerOffers>

/** What `actor` may do with the booking now: the lifecycle's own answer, for each page. */
export function offersFor(state: LifecycleState, actor: 'klant', now: number): CustomerOffers
export function offersFor(state: LifecycleState, actor: 'eigenaar', now: number): OwnerOffers
export function offersFor(state: LifecycleState, actor: 'klant' | 'eigenaar', now: number) {
  return actor === 'klant' ? customerOffers(state, now) : ownerOffers(state, now)
}
