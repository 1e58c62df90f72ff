/**
 * The owner's calendar: per date and day part the confirmed booking or the optie that holds it,
 * the open requests (aanvraag), the closure, the published activity of the agenda, what the
 * owner's own calendar is busy with, and the holiday of that date, each with what links to it.
 * What holds both day parts of a date (dagdeel 'hele dag') is one entry of that day, not one per
 * part. A booking of several dates
 * (docs/decisions/028-multi-day-bookings.md) is on each of its dates, with that date's number of
 * people; a request too, though it holds nothing yet.
 */
import { and, between, eq, sql } from 'drizzle-orm'
import {
  amsterdamInstant,
  bookingWindow,
  closedHolidayOn,
  dutchHolidays,
  type HolidayId,
  type SlotPart,
  slotsOf,
} from '~/lib/availability'
import { type CalendarDay, type CalendarEntry, entryKey } from '~/lib/calendar'
import { addDays, amsterdamDate, type IsoDate } from '~/lib/dates'
import { listOn } from '~/lib/price-list'
import { asDayPart } from '~/lib/pricing'
import { bookingLaterDays, bookingSlots, bookings, closures, events } from '../../../db/schema'
import { closedHolidaysQuery, holidayIdsOf } from '../closures/closures.server'
import { type Reading, reading, readOne } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { bookFromRows, priceBookQueries } from '../offer/price-lists.server'
import { busySlotsOfPeriod } from '../own-calendar/busy-times'
import { busyBetween } from '../own-calendar/sources.server'

/** Moves what holds both the morning and the afternoon to the whole day. */
function withWholeDay(day: CalendarDay): CalendarDay {
  const afternoon = new Set(day.middag.map(entryKey))
  const whole = new Set(day.ochtend.map(entryKey).filter((key) => afternoon.has(key)))
  const partOnly = (entry: CalendarEntry) => !whole.has(entryKey(entry))
  return {
    ...day,
    heleDag: day.ochtend.filter((entry) => !partOnly(entry)),
    ochtend: day.ochtend.filter(partOnly),
    middag: day.middag.filter(partOnly),
  }
}

/** A request's date: the booking's own (its first) or a later day's, with that date's choices. */
const requestColumns = (day: typeof bookings | typeof bookingLaterDays) => ({
  id: bookings.id,
  date: day.date,
  dayParts: day.dayParts,
  name: bookings.name,
  numPeople: day.numPeople,
})

/**
 * Every held day part from `from` to `to` with what holds it: a booking (its name, status and that
 * date's number of people), a closure (its reason) or an activity (its title).
 */
export function slotHoldersBetween(db: Db, from: IsoDate, to: IsoDate) {
  return db
    .select({
      date: bookingSlots.date,
      part: bookingSlots.part,
      bookingId: bookingSlots.bookingId,
      name: bookings.name,
      // A later date of the booking has its own number of people.
      numPeople: sql<number | null>`coalesce(${bookingLaterDays.numPeople}, ${bookings.numPeople})`,
      status: bookings.status,
      closureId: bookingSlots.closureId,
      reason: closures.reason,
      eventId: bookingSlots.eventId,
      title: events.title,
    })
    .from(bookingSlots)
    .leftJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .leftJoin(
      bookingLaterDays,
      and(eq(bookingLaterDays.bookingId, bookingSlots.bookingId), eq(bookingLaterDays.date, bookingSlots.date)),
    )
    .leftJoin(closures, eq(closures.id, bookingSlots.closureId))
    .leftJoin(events, eq(events.id, bookingSlots.eventId))
    .where(between(bookingSlots.date, from, to))
    .orderBy(bookingSlots.date, bookingSlots.part)
}

/** The calendar's days from `from` to `to`, in one round trip. */
export const calendarBetween = (db: Db, from: IsoDate, to: IsoDate) => readOne(db, calendarReading(db, from, to))

/** The calendar's days from `from` to `to`, as a part of a page's batch. */
export function calendarReading(db: Db, from: IsoDate, to: IsoDate): Reading<CalendarDay[]> {
  return reading(
    [
      slotHoldersBetween(db, from, to),
      db
        .select(requestColumns(bookings))
        .from(bookings)
        .where(and(eq(bookings.status, 'aanvraag'), between(bookings.date, from, to))),
      db
        .select(requestColumns(bookingLaterDays))
        .from(bookingLaterDays)
        .innerJoin(bookings, eq(bookings.id, bookingLaterDays.bookingId))
        .where(and(eq(bookings.status, 'aanvraag'), between(bookingLaterDays.date, from, to))),
      closedHolidaysQuery(db),
      busyBetween(db, from, to),
    ] as const,
    ([held, firstRequests, laterRequests, closed, busy]) =>
      calendarDays(from, to, held, [...firstRequests, ...laterRequests], holidayIdsOf(closed), busy),
  )
}

type HeldRow = Awaited<ReturnType<typeof slotHoldersBetween>>[number]
type RequestRow = { id: number; date: IsoDate; dayParts: number; name: string; numPeople: number }
type BusyRow = Awaited<ReturnType<typeof busyBetween>>[number]

function calendarDays(
  from: IsoDate,
  to: IsoDate,
  held: HeldRow[],
  requests: RequestRow[],
  closedIds: HolidayId[],
  busy: BusyRow[],
): CalendarDay[] {
  const days = new Map<IsoDate, CalendarDay>()
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const holiday = dutchHolidays(Number(date.slice(0, 4))).find((candidate) => candidate.date === date)
    days.set(date, {
      date,
      holiday: holiday ? { name: holiday.name, closed: closedHolidayOn(date, closedIds) !== undefined } : undefined,
      heleDag: [],
      ochtend: [],
      middag: [],
    })
  }
  const add = (date: IsoDate, part: SlotPart, entry: CalendarEntry) => days.get(date)?.[part].push(entry)
  for (const slot of held) {
    if (slot.bookingId !== null)
      add(slot.date, slot.part, {
        kind: slot.status === 'optie' ? 'optie' : 'bevestigd',
        bookingId: slot.bookingId,
        name: slot.name ?? '',
        numPeople: slot.numPeople ?? 0,
      })
    else if (slot.closureId !== null)
      add(slot.date, slot.part, { kind: 'gesloten', closureId: slot.closureId, reason: slot.reason ?? '' })
    else if (slot.eventId !== null)
      add(slot.date, slot.part, { kind: 'activiteit', eventId: slot.eventId, title: slot.title ?? '' })
  }
  for (const request of requests) {
    for (const part of slotsOf(asDayPart(request.dayParts) ?? 3))
      add(request.date, part, {
        kind: 'aanvraag',
        bookingId: request.id,
        name: request.name,
        numPeople: request.numPeople,
      })
  }
  for (const period of busy)
    for (const { date, part } of busySlotsOfPeriod(
      { start: period.start.getTime(), end: period.end.getTime() },
      { from, to },
    ))
      add(date, part, { kind: 'prive', busyId: period.id, title: period.title, source: period.source })
  return [...days.values()].map(withWholeDay)
}

/** A booking, optie or open request on a day part the owner's own calendar is busy in. */
export type BusyConflict = {
  date: IsoDate
  part: 'heleDag' | SlotPart
  bookingId: number
  name: string
  kind: 'bevestigd' | 'optie' | 'aanvraag'
  busy: string
}

/** The conflicts of a calendar's days (calendarBetween): the owner decides; nothing is cancelled. */
export function busyConflicts(days: readonly CalendarDay[]): BusyConflict[] {
  return days.flatMap((day) =>
    (['heleDag', 'ochtend', 'middag'] as const).flatMap((part) => {
      // A whole-day entry overlaps both parts; a part's entry its own part and the whole day.
      const here = part === 'heleDag' ? [...day.heleDag, ...day.ochtend, ...day.middag] : [...day[part], ...day.heleDag]
      const busy = here.filter((entry) => entry.kind === 'prive')
      if (busy.length === 0) return []
      return day[part].flatMap((entry) =>
        entry.kind === 'bevestigd' || entry.kind === 'optie' || entry.kind === 'aanvraag'
          ? [
              {
                date: day.date,
                part,
                bookingId: entry.bookingId,
                name: entry.name,
                kind: entry.kind,
                busy: busy.map((item) => (item.kind === 'prive' ? `${item.source}: ${item.title}` : '')).join(', '),
              },
            ]
          : [],
      )
    }),
  )
}

/**
 * The booking window (today's list says how far it reaches) if the owner's own calendar is busy in
 * it: only then can a booking meet it (`upcomingConflicts`). Read with the prices, in one batch.
 */
export function busyWindow(db: Db, now: number): Reading<{ first: IsoDate; last: IsoDate } | undefined> {
  const today = amsterdamDate(new Date(now))
  return reading([...priceBookQueries(db), busyBetween(db, today)] as const, ([lists, entries, busy]) => {
    const window = bookingWindow(now, listOn(bookFromRows(lists, entries), today).terms)
    const end = amsterdamInstant(addDays(window.last, 1), '00:00')
    return busy.some((period) => period.start.getTime() < end) ? window : undefined
  })
}

/** The conflicts in the window `busyWindow` found; none without one. */
export async function upcomingConflicts(
  db: Db,
  window: { first: IsoDate; last: IsoDate } | undefined,
): Promise<BusyConflict[]> {
  return window ? busyConflicts(await calendarBetween(db, window.first, window.last)) : []
}
