/**
 * A published activity of the agenda holds the day parts its hours overlap, in booking_slots, as a
 * confirmed booking and a closure do (docs/decisions/031-the-venues-own-facts-over-the-spec.md):
 * so /boeken shows them bezet, a request for them is refused, and the owner cannot confirm a
 * booking or give an optie on them. Publishing over a booking, an optie, a closure or another
 * activity is refused with what is there; over an open request it goes ahead, and the owner is
 * shown the request, which can no longer be confirmed.
 */
import { and, eq, type sql } from 'drizzle-orm'
import { eventSlotsOf, type SlotPart, slotsOf } from '~/lib/availability'
import type { BookingStatus } from '~/lib/booking-status'
import type { IsoDate } from '~/lib/dates'
import { listed } from '~/lib/format'
import { asDayPart } from '~/lib/pricing'
import { bookingLaterDays, bookingSlots, bookings } from '../../../db/schema'
import { slotHoldersBetween } from '../calendar/calendar.server'
import type { Statement } from '../db/batch.server'
import type { Db } from '../db/client.server'

type Hours = { date: IsoDate; startTime: string; endTime: string }

/** What else holds one of the day parts: a booking (or optie), a closure or another activity. */
export type Holder =
  | { kind: 'booking'; id: number; name: string; optie: boolean; parts: SlotPart[] }
  | { kind: 'closure'; reason: string; parts: SlotPart[] }
  | { kind: 'event'; title: string; parts: SlotPart[] }

export type OpenRequest = { id: number; name: string; date: IsoDate }

function holderText(holder: Holder): string {
  switch (holder.kind) {
    case 'booking': {
      const status = holder.optie ? 'optie' : 'bevestigd'
      return `boeking ${holder.id} van ${holder.name} (${status}, ${listed(holder.parts)})`
    }
    case 'closure':
      return `een sluiting (${holder.reason}, ${listed(holder.parts)})`
    case 'event':
      return `de activiteit “${holder.title}” (${listed(holder.parts)})`
  }
}

export const dayPartMessages = {
  taken: (holders: Holder[]) =>
    `Deze activiteit valt op dagdelen die al vastliggen: ${listed(holders.map(holderText))}. Kies een andere ` +
    'datum of tijd, of sla de activiteit op zonder te publiceren. Er is niets gewijzigd.',
  /** A published activity that shares a day part with something else: possible only from before ADR 031. */
  clash: (holders: Holder[]) =>
    `Deze activiteit valt op dagdelen die ook vastliggen voor ${listed(holders.map(holderText))}. Op de website ` +
    'staan ze als bezet. Verplaats de activiteit of regel het met de klant.',
  /** A confirmation or a closure took a day part while the activity was being saved. */
  raced:
    'Er is net iets vastgelegd op deze dagdelen. Bekijk de kalender en probeer het opnieuw. Er is niets gewijzigd.',
}

/** What holds the day parts the activity would take, other than the activity `ownId` itself. */
export async function holdersOf(db: Db, hours: Hours, ownId?: number): Promise<Holder[]> {
  const parts = eventSlotsOf(hours.startTime, hours.endTime)
  if (parts.length === 0) return []
  const rows = await slotHoldersBetween(db, hours.date, hours.date)
  // One entry per holder, with the day parts it holds.
  const holders = new Map<string, Holder>()
  for (const row of rows.filter(
    (slot) => parts.includes(slot.part) && (ownId === undefined || slot.eventId !== ownId),
  )) {
    const key = `${row.bookingId}:${row.closureId}:${row.eventId}`
    const known = holders.get(key)
    if (known) known.parts.push(row.part)
    else if (row.bookingId !== null)
      holders.set(key, {
        kind: 'booking',
        id: row.bookingId,
        name: row.name ?? '',
        optie: row.status === ('optie' satisfies BookingStatus),
        parts: [row.part],
      })
    else if (row.closureId !== null) holders.set(key, { kind: 'closure', reason: row.reason ?? '', parts: [row.part] })
    else holders.set(key, { kind: 'event', title: row.title ?? '', parts: [row.part] })
  }
  return [...holders.values()]
}

/** The open requests (aanvraag) for one of the day parts the activity holds, on any of their dates. */
export async function openRequestsUnder(db: Db, hours: Hours): Promise<OpenRequest[]> {
  const parts = eventSlotsOf(hours.startTime, hours.endTime)
  if (parts.length === 0) return []
  const open = eq(bookings.status, 'aanvraag' satisfies BookingStatus)
  const [firstDates, laterDates] = await Promise.all([
    db
      .select({ id: bookings.id, name: bookings.name, date: bookings.date, dayParts: bookings.dayParts })
      .from(bookings)
      .where(and(open, eq(bookings.date, hours.date))),
    // The later dates of requests of several dates (docs/decisions/028-multi-day-bookings.md).
    db
      .select({
        id: bookings.id,
        name: bookings.name,
        date: bookingLaterDays.date,
        dayParts: bookingLaterDays.dayParts,
      })
      .from(bookingLaterDays)
      .innerJoin(bookings, eq(bookings.id, bookingLaterDays.bookingId))
      .where(and(open, eq(bookingLaterDays.date, hours.date))),
  ])
  return [...firstDates, ...laterDates]
    .filter((request) => slotsOf(asDayPart(request.dayParts) ?? 3).some((part) => parts.includes(part)))
    .sort((a, b) => a.id - b.id)
    .map(({ id, name, date }) => ({ id, name, date }))
}

/**
 * The statements that make the activity hold what it should: its old day parts go, and a published
 * one takes the day parts of its (new) hours. `eventId` may be the SQL of an activity being added.
 */
export function holdStatements(
  db: Db,
  eventId: number | ReturnType<typeof sql>,
  hours: Hours & { published: boolean },
  now: number,
): Statement[] {
  const release: Statement[] =
    typeof eventId === 'number' ? [db.delete(bookingSlots).where(eq(bookingSlots.eventId, eventId))] : []
  const hold = hours.published ? eventSlotsOf(hours.startTime, hours.endTime) : []
  return [
    ...release,
    ...hold.map((part) =>
      db.insert(bookingSlots).values({ date: hours.date, part, eventId, createdAt: new Date(now) }),
    ),
  ]
}
