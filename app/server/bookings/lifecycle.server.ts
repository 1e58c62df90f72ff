/**
 * The one executor of the booking lifecycle (docs/decisions/023-one-booking-lifecycle.md). Every
 * entrance (the owner's pages and API, the customer's link, Mollie, the cron) parses its input and
 * calls `runBookingEvent`: it reads the booking's state, plans the event with the pure table
 * (app/lib/booking-lifecycle.ts), turns the plan into statements and writes them in one D1 batch
 * that starts with the guard. When the booking moved on since it was read, or another invoice took
 * a number, the batch fails as a whole and the event is planned again from fresh data.
 */
import { type BookingDay, takenDates } from '~/lib/booking-days'
import {
  type Actor,
  bookingDays,
  type LifecycleEvent,
  lifecycleMessages,
  type Plan,
  plan,
  type Refusal,
} from '~/lib/booking-lifecycle'
import { capitalised, formatEuro } from '~/lib/format'
import { invoiceName } from '~/lib/invoicing'
import { audit } from '../audit.server'
import { runBatch } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { isStaleVersion, isUniqueViolation } from '../db/constraints.server'
import type { BookingEventDeps } from './deps.server'
import { planStatements } from './effects.server'
import { type LoadedBooking, loadBookingState, type SlotRow } from './state.server'

export type EventOutcome =
  | { ok: true; changed: boolean; message: string; mailIds: string[] }
  | { ok: false; status: 400 | 404 | 409 | 429; message: string; code?: Refusal['code'] }

/** Enough for a burst of events on one booking: each round one of them wins. */
const MAX_ATTEMPTS = 30

const retryable = (error: unknown) =>
  isStaleVersion(error, 'bookings') || isUniqueViolation(error, 'invoices') || isUniqueViolation(error, 'notices_sent')

export type EventOptions = {
  /**
   * The payment a payment event counts (Mollie's id, or the owner's transfer key): an event for a
   * payment already counted changes nothing.
   */
  paymentKey?: string
  /**
   * The booking's version the owner's page or API client showed. A decision made on a booking
   * that changed since (the customer withdrew, a payment came in) is refused, never applied to a
   * state the owner did not see.
   */
  seenVersion?: number
  /**
   * The booking's state as the caller already read it (with the same `paymentKey`), to plan the
   * first attempt from: a request reads its booking once. After a conflict the event reads again.
   */
  loaded?: LoadedBooking
}

/** Applies `event` by `actor` to the booking. */
export async function runBookingEvent(
  bookingId: number,
  event: LifecycleEvent,
  actor: Actor,
  deps: BookingEventDeps,
  { paymentKey, seenVersion, loaded: read }: EventOptions = {},
): Promise<EventOutcome> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    // The first attempt plans from what the caller read; only after a conflict is it read again.
    const loaded =
      attempt === 1 && read !== undefined ? read : await loadBookingState(deps.db, bookingId, deps.now, paymentKey)
    if (!loaded) return { ok: false, status: 404, message: lifecycleMessages.notFound }
    if (seenVersion !== undefined && loaded.booking.version !== seenVersion)
      return { ok: false, status: 409, message: lifecycleMessages.stale }
    // Paying back through Mollie without a click needs iDEAL on (ADR 038).
    const state = deps.settings.ideal ? loaded.state : { ...loaded.state, autoRefund: false }
    const outcome = plan(state, event, actor, deps.now)
    if (outcome.kind === 'refused')
      return { ok: false, status: outcome.status, message: outcome.reason, code: outcome.code }
    if (outcome.kind === 'unchanged') return { ok: true, changed: false, message: outcome.reason, mailIds: [] }
    // Day parts another holder already has are refused before documents are drawn up; the batch
    // below stays the judge of a holder that comes in between.
    const days = bookingDays(loaded.state.booking)
    if (outcome.slots === 'hold') {
      const taken = slotRefusal(loaded.slotsOnDates, bookingId, days)
      if (taken) return taken
    }
    const written = await planStatements(outcome, loaded, { ...deps, paymentKey })
    try {
      await runBatch(deps.db, [...written.statements, logEntry(deps.db, outcome, loaded, actor, written, deps.now)])
      return { ok: true, changed: true, message: '', mailIds: written.mailIds }
    } catch (error) {
      if (isUniqueViolation(error, 'booking_slots')) {
        const fresh = await loadBookingState(deps.db, bookingId, deps.now, paymentKey)
        return (fresh && slotRefusal(fresh.slotsOnDates, bookingId, days)) ?? refusal(lifecycleMessages.slotTaken)
      }
      if (!retryable(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt))
    }
  }
  return { ok: false, status: 409, message: lifecycleMessages.busy }
}

/** The event's one log entry, naming the invoices it issued and the refund it left due. */
function logEntry(
  db: Db,
  outcome: Plan,
  loaded: Awaited<ReturnType<typeof loadBookingState>> & {},
  actor: Actor,
  written: Awaited<ReturnType<typeof planStatements>>,
  now: number,
) {
  const documents = written.issued.map(
    (document) =>
      `${invoiceName(document.kind, document.stage).toLowerCase()} ${document.number} ` +
      `(${formatEuro(document.totalCents)})` +
      (document.credits ? ` op factuur ${document.credits}` : ''),
  )
  const refundBefore = loaded.state.booking.refundDueCents
  const summary = capitalised(
    [
      // The parts are joined with a semicolon, which takes the place of a full stop.
      outcome.log.summary.replace(/\.$/, ''),
      documents.length > 0 ? `${documents.join(' en ')} gemaild` : '',
      outcome.refundDueCents > refundBefore ? `${formatEuro(outcome.refundDueCents)} terug te betalen` : '',
    ]
      .filter(Boolean)
      .join('; '),
  )
  return audit(
    db,
    {
      actor,
      entity: 'booking',
      entityId: loaded.booking.id,
      action: outcome.log.action,
      summary,
      changes: outcome.log.changes,
    },
    now,
  )
}

/**
 * Why the booking's day parts cannot be held, or undefined when no other holder has one of them:
 * another booking has them, the owner closed them, or a published activity holds them
 * (docs/decisions/031-the-venues-own-facts-over-the-spec.md). A booking of several dates names the
 * dates (docs/decisions/028-multi-day-bookings.md).
 */
function slotRefusal(slots: SlotRow[], bookingId: number, days: BookingDay[]): EventOutcome | undefined {
  const holders = slots.filter((slot) => slot.bookingId !== bookingId)
  const keys = (rows: typeof holders) => new Set(rows.map((row) => `${row.date}:${row.part}`))
  const heldBy = (holder: 'closureId' | 'eventId') =>
    takenDates(days, keys(holders.filter((row) => row[holder] !== null)))
  const closed = heldBy('closureId')
  const events = heldBy('eventId')
  const taken = takenDates(days, keys(holders))
  if (taken.length === 0) return undefined
  // The owner's closure first, then an activity, else another booking; with several dates, the dates.
  const { dates, one, several } =
    closed.length > 0
      ? { dates: closed, one: lifecycleMessages.slotClosed, several: lifecycleMessages.slotClosedOn }
      : events.length > 0
        ? { dates: events, one: lifecycleMessages.slotEvent, several: lifecycleMessages.slotEventOn }
        : { dates: taken, one: lifecycleMessages.slotTaken, several: lifecycleMessages.slotTakenOn }
  return refusal(days.length > 1 ? several(dates) : one)
}

const refusal = (message: string): EventOutcome => ({ ok: false, status: 409, message })
