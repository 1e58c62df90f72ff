/**
 * Real availability per date and day part, from the database: bezet (a confirmed booking holds the
 * slot), optie (an optie holds it until a date), aangevraagd (an open request exists), gesloten (a
 * holiday the venue closes on, a day part the owner closed or a published activity of the agenda
 * holds, or the past), op aanvraag (a weekend, or too soon for online booking), otherwise
 * vrij. No personal data, and not the owner's reason for a closure, leaves this module.
 */
import { and, between, eq, isNotNull } from 'drizzle-orm'
import {
  checkBookingDate,
  type DateRefusal,
  type DayAvailability,
  eventMessage,
  type HeldSlots,
  type OnlineWindow,
  type SlotPart,
  slotKey,
  slotsOf,
} from '~/lib/availability'
import type { BookingStatus } from '~/lib/booking-status'
import { addDays, type IsoDate } from '~/lib/dates'
import { asDayPart, type DayPart } from '~/lib/pricing'
import { bookingLaterDays, bookingSlots, bookings } from '../../../db/schema'
import { venueCalendar } from '../closures/closures.server'
import type { Db } from '../db/client.server'
import { busySlotsOfPeriod } from '../own-calendar/busy-times'
import { busyBetween } from '../own-calendar/sources.server'

const partDayParts: Record<SlotPart, DayPart> = { ochtend: 1, middag: 2 }
/** Refusals of the website only: the venue takes such a day part by phone or mail. */
const onRequest = new Set<DateRefusal>(['weekend', 'te-kort-dag'])

/**
 * The day parts confirmed bookings ('bezet') and opties ('optie') hold from..to, by
 * `YYYY-MM-DD:ochtend`, and those the owner's own calendar is busy in ('bezet': the visitor never
 * sees why, docs/decisions/035-the-owners-own-calendar.md).
 */
export async function heldSlotsBetween(db: Db, from: IsoDate, to: IsoDate): Promise<HeldSlots> {
  const [held, busy] = await Promise.all([
    db
      .select({ date: bookingSlots.date, part: bookingSlots.part, status: bookings.status })
      .from(bookingSlots)
      .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
      .where(and(isNotNull(bookingSlots.bookingId), between(bookingSlots.date, from, to))),
    busyBetween(db, from, to),
  ])
  const busySlots = busy.flatMap((period) =>
    busySlotsOfPeriod({ start: period.start.getTime(), end: period.end.getTime() }, { from, to }).map(
      (slot): [string, 'bezet'] => [slotKey(slot.date, slot.part), 'bezet'],
    ),
  )
  return Object.fromEntries([
    ...busySlots,
    ...held.map((slot) => [slotKey(slot.date, slot.part), slot.status === 'optie' ? 'optie' : 'bezet']),
  ])
}

export async function availabilityBetween(
  db: Db,
  from: IsoDate,
  to: IsoDate,
  now: number,
  /** The list in effect today's online window. */
  window: OnlineWindow,
): Promise<Map<IsoDate, DayAvailability>> {
  const [held, requests, laterRequests, calendar] = await Promise.all([
    heldSlotsBetween(db, from, to),
    db
      .select({ date: bookings.date, dayParts: bookings.dayParts })
      .from(bookings)
      .where(and(eq(bookings.status, 'aanvraag' satisfies BookingStatus), between(bookings.date, from, to))),
    // The later dates of requests of several dates (docs/decisions/028-multi-day-bookings.md).
    db
      .select({ date: bookingLaterDays.date, dayParts: bookingLaterDays.dayParts })
      .from(bookingLaterDays)
      .innerJoin(bookings, eq(bookings.id, bookingLaterDays.bookingId))
      .where(and(eq(bookings.status, 'aanvraag' satisfies BookingStatus), between(bookingLaterDays.date, from, to))),
    venueCalendar(db, from, to),
  ])
  const holders = new Map(Object.entries(held))
  const requested = new Set(
    [...requests, ...laterRequests].flatMap((request) => {
      const dayParts = asDayPart(request.dayParts)
      return dayParts ? slotsOf(dayParts).map((part) => slotKey(request.date, part)) : []
    }),
  )

  const days = new Map<IsoDate, DayAvailability>()
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day: DayAvailability = { date, ochtend: 'vrij', middag: 'vrij' }
    for (const part of ['ochtend', 'middag'] as const) {
      const check = checkBookingDate(date, partDayParts[part], now, calendar, window)
      // The past is closed, whatever was booked then; a taken slot says so even when it is too soon to book.
      if (!check.ok && check.reason === 'verleden') {
        day[part] = 'gesloten'
        day.closedReason ??= check.message
      } else if (holders.has(slotKey(date, part))) day[part] = holders.get(slotKey(date, part)) ?? 'bezet'
      // A published activity takes the day part as a booking does (ADR 031), but it is the venue's own:
      // shown closed, with the agenda as its reason, and no waiting list (it rarely comes free).
      else if (calendar.eventSlots.includes(slotKey(date, part))) {
        day[part] = 'gesloten'
        day.closedReason ??= eventMessage
      } else if (!check.ok) {
        day[part] = onRequest.has(check.reason) ? 'op aanvraag' : 'gesloten'
        day.closedReason ??= check.message
      } else if (requested.has(slotKey(date, part))) day[part] = 'aangevraagd'
    }
    days.set(date, day)
  }
  return days
}
