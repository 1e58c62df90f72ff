/**
 * The venue's own calendar: the day parts the owner closed and the holidays it closes on. A
 * closure holds its day parts in booking_slots, like a confirmed booking or a published activity
 * does, in the same batch as the closure itself: a closure over a confirmed booking or an activity,
 * or a confirmation on a closed day part, fails as a whole on the (date, part) key, whichever comes
 * second.
 */
import { and, asc, between, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm'
import { type ClosureInput, closurePeriod } from '~/lib/admin-schemas'
import {
  type HolidayId,
  holidayNames,
  isHolidayId,
  type SlotPart,
  slotKey,
  slotsOf,
  type VenueCalendar,
} from '~/lib/availability'
import { addDays, amsterdamDate, type IsoDate } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { asDayPart, type DayPart, dayPartInfo } from '~/lib/pricing'
import { bookingLaterDays, bookingSlots, bookings, closedHolidays, closures, events } from '../../../db/schema'
import { audit } from '../audit.server'
import { reading, readOne } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { isUniqueViolation } from '../db/constraints.server'
import type { Links } from '../links.server'
import { freedSlotNotices } from '../waiting-list/waiting-list.server'

/**
 * What the rules need from the database for the dates from..to (app/lib/availability.ts): the
 * closed holidays, and the day parts the owner closed or a published activity holds.
 */
export async function venueCalendar(db: Db, from: IsoDate, to: IsoDate): Promise<VenueCalendar> {
  const [holidays, held] = await Promise.all([
    db.select({ id: closedHolidays.holidayId }).from(closedHolidays),
    db
      .select({ date: bookingSlots.date, part: bookingSlots.part, closureId: bookingSlots.closureId })
      .from(bookingSlots)
      .where(and(isNull(bookingSlots.bookingId), between(bookingSlots.date, from, to))),
  ])
  const keys = (rows: typeof held) => rows.map((slot) => slotKey(slot.date, slot.part))
  return {
    closedHolidays: holidays.map((row) => row.id).filter(isHolidayId),
    closedSlots: keys(held.filter((slot) => slot.closureId !== null)),
    eventSlots: keys(held.filter((slot) => slot.closureId === null)),
  }
}

export const closureMessages = {
  alreadyClosed: 'Deze dagen waren (deels) al gesloten. Er is niets gewijzigd.',
  notFound: 'Sluiting niet gevonden',
  pastStart: 'Kies een dag vanaf vandaag.',
}

/** A refusal names its field when the owner can fix it there (the first day), else it is about the whole form. */
export type ClosureOutcome = { ok: true } | { ok: false; message: string; conflicts: Conflict[]; field?: 'startDate' }

function slotsBetween({ startDate, endDate, dayParts }: { startDate: IsoDate; endDate: IsoDate; dayParts: DayPart }) {
  const slots: { date: IsoDate; part: SlotPart }[] = []
  for (let date = startDate; date <= endDate; date = addDays(date, 1))
    for (const part of slotsOf(dayParts)) slots.push({ date, part })
  return slots
}

/** The confirmed bookings that hold any of these day parts, as the refusal names them. */
async function confirmedOn(db: Db, slots: { date: IsoDate; part: SlotPart }[]) {
  const wanted = new Set(slots.map((slot) => slotKey(slot.date, slot.part)))
  const held = await db
    .select({
      date: bookingSlots.date,
      part: bookingSlots.part,
      bookingId: bookingSlots.bookingId,
      name: bookings.name,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(between(bookingSlots.date, slots[0]?.date ?? '', slots.at(-1)?.date ?? ''))
    .orderBy(asc(bookingSlots.date), asc(bookingSlots.part))
  // One line per booking and day, whichever of its day parts are wanted.
  const conflicts = new Map<string, Conflict>()
  for (const row of held.filter((slot) => wanted.has(slotKey(slot.date, slot.part)))) {
    const key = `${row.bookingId}:${row.date}`
    const known = conflicts.get(key)
    if (known) known.parts.push(row.part)
    else conflicts.set(key, { bookingId: row.bookingId ?? 0, name: row.name, date: row.date, parts: [row.part] })
  }
  return [...conflicts.values()]
}

type Conflict = { bookingId: number; name: string; date: IsoDate; parts: SlotPart[] }

/**
 * The published activities that hold any of these day parts, as "Open dag (16 december 2026)": the
 * owner hides or moves one before closing its day (docs/decisions/031-the-venues-own-facts-over-the-spec.md).
 */
async function activitiesOn(db: Db, slots: { date: IsoDate; part: SlotPart }[]) {
  const wanted = new Set(slots.map((slot) => slotKey(slot.date, slot.part)))
  const held = await db
    .select({ date: bookingSlots.date, part: bookingSlots.part, title: events.title })
    .from(bookingSlots)
    .innerJoin(events, eq(events.id, bookingSlots.eventId))
    .where(between(bookingSlots.date, slots[0]?.date ?? '', slots.at(-1)?.date ?? ''))
    .orderBy(asc(bookingSlots.date))
  return [
    ...new Set(
      held
        .filter((slot) => wanted.has(slotKey(slot.date, slot.part)))
        .map((slot) => `${slot.title} (${formatDate(slot.date)})`),
    ),
  ]
}

const activitiesMessage = (activities: string[]) =>
  `Op deze dagen staat een activiteit uit de agenda: ${activities.join('; ')}. Verberg of verplaats die eerst ` +
  '(zie Agenda), of kies andere dagen. Er is niets gewijzigd.'

function conflictMessage(conflicts: Conflict[]) {
  const listed = conflicts
    .map((conflict) => `${formatDate(conflict.date)} (${conflict.parts.join(' en ')}): boeking ${conflict.bookingId}`)
    .join('; ')
  return (
    `Op deze dagen staan bevestigde boekingen: ${listed}. Annuleer die eerst, of kies andere dagen. ` +
    'Er is niets gewijzigd.'
  )
}

/** "12 januari 2027" for one day, "12 januari 2027 t/m 14 januari 2027" for more. */
const periodText = ({ startDate, endDate }: { startDate: IsoDate; endDate: IsoDate }) =>
  startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} t/m ${formatDate(endDate)}`

/** Closes days from today on (a day that has passed cannot be closed), unless a booking or activity holds them. */
export async function closeDays(db: Db, input: ClosureInput, now: number): Promise<ClosureOutcome> {
  const closure = closurePeriod(input)
  if (closure.startDate < amsterdamDate(new Date(now)))
    return { ok: false, message: closureMessages.pastStart, conflicts: [], field: 'startDate' }
  const slots = slotsBetween(closure)
  const conflicts = await confirmedOn(db, slots)
  if (conflicts.length > 0) return { ok: false, message: conflictMessage(conflicts), conflicts }
  const activities = await activitiesOn(db, slots)
  if (activities.length > 0) return { ok: false, message: activitiesMessage(activities), conflicts: [] }
  // Inside the batch (one transaction, one writer at a time) the newest closure is this one.
  const closureId = sql`(SELECT max(${closures.id}) FROM ${closures})`
  const part = dayPartInfo[closure.dayParts].label.toLowerCase()
  const period = periodText(closure)
  try {
    await db.batch([
      db.insert(closures).values({ ...closure, createdAt: new Date(now) }),
      ...slots.map((slot) => db.insert(bookingSlots).values({ ...slot, closureId, createdAt: new Date(now) })),
      audit(
        db,
        {
          actor: 'eigenaar',
          entity: 'closure',
          entityId: closureId,
          action: 'closure.create',
          summary: `Gesloten: ${period}, ${part} (${closure.reason})`,
        },
        now,
      ),
    ])
  } catch (error) {
    if (!isUniqueViolation(error, 'booking_slots')) throw error
    // A confirmation or another closure took a day part in between.
    const raced = await confirmedOn(db, slots)
    const racedActivities = await activitiesOn(db, slots)
    return raced.length > 0
      ? { ok: false, message: conflictMessage(raced), conflicts: raced }
      : racedActivities.length > 0
        ? { ok: false, message: activitiesMessage(racedActivities), conflicts: [] }
        : { ok: false, message: closureMessages.alreadyClosed, conflicts: [] }
  }
  return { ok: true }
}

/**
 * Opens the days again: the closure and the day parts it held are removed, and the waiting list
 * of those days is told, in the same batch. Undefined for an unknown closure.
 */
export async function reopen(
  db: Db,
  id: number,
  { now, links }: { now: number; links: Links },
): Promise<{ mailIds: string[] } | undefined> {
  const [closure] = await db.select().from(closures).where(eq(closures.id, id))
  if (!closure) return undefined
  const notices = []
  for (let date = closure.startDate; date <= closure.endDate; date = addDays(date, 1))
    notices.push(await freedSlotNotices(db, date, { closureId: id }, { links, now }))
  await db.batch([
    db.delete(closures).where(eq(closures.id, id)),
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'closure',
        entityId: id,
        action: 'closure.delete',
        summary: `Weer open: ${periodText(closure)} (${closure.reason})`,
      },
      now,
    ),
    ...notices.flatMap((notice) => notice.statements),
  ])
  return { mailIds: notices.flatMap((notice) => notice.mailIds) }
}

/** Closures that end today or later, soonest first, and the ten most recent past ones (the owner's closures page). */
export function closuresReading(db: Db, today: IsoDate) {
  return reading(
    [
      db.select().from(closures).where(gte(closures.endDate, today)).orderBy(asc(closures.startDate)),
      db.select().from(closures).where(sql`${closures.endDate} < ${today}`).orderBy(desc(closures.endDate)).limit(10),
    ] as const,
    ([upcoming, past]) => ({ upcoming, past }),
  )
}

export const closedHolidaysQuery = (db: Db) => db.select({ id: closedHolidays.holidayId }).from(closedHolidays)

export const holidayIdsOf = (rows: { id: string }[]): HolidayId[] => rows.map((row) => row.id).filter(isHolidayId)

export const closedHolidaysReading = (db: Db) =>
  reading([closedHolidaysQuery(db)] as const, ([rows]) => holidayIdsOf(rows))

export async function closedHolidayIds(db: Db): Promise<HolidayId[]> {
  return readOne(db, closedHolidaysReading(db))
}

const names = (ids: HolidayId[]) => ids.map((id) => holidayNames[id]).join(', ')

/** Sets the holidays the venue closes on; the audit log says which changed. */
export async function setClosedHolidays(db: Db, ids: readonly HolidayId[], now: number): Promise<void> {
  const before = await closedHolidayIds(db)
  const closedNow = ids.filter((id) => !before.includes(id))
  const openedNow = before.filter((id) => !ids.includes(id))
  if (closedNow.length === 0 && openedNow.length === 0) return
  await db.batch([
    db.delete(closedHolidays),
    ...ids.map((holidayId) => db.insert(closedHolidays).values({ holidayId })),
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'holidays',
        action: 'holidays.update',
        summary:
          'Feestdagen gewijzigd: ' +
          [
            closedNow.length ? `voortaan gesloten op ${names(closedNow)}` : '',
            openedNow.length ? `voortaan open op ${names(openedNow)}` : '',
          ]
            .filter(Boolean)
            .join('; '),
        changes: { closedHolidays: [before, [...ids]] },
      },
      now,
    ),
  ])
}

/** Open requests on day parts that are now closed: they can no longer be confirmed, so the owner answers them. */
export function requestsOnClosedDays(db: Db, today: IsoDate) {
  const closed = (date: typeof bookings.date | typeof bookingLaterDays.date) =>
    and(eq(bookingSlots.date, date), isNotNull(bookingSlots.closureId))
  return reading(
    [
      db
        .select({
          id: bookings.id,
          name: bookings.name,
          date: bookings.date,
          dayParts: bookings.dayParts,
          part: bookingSlots.part,
        })
        .from(bookings)
        .innerJoin(bookingSlots, closed(bookings.date))
        .where(and(eq(bookings.status, 'aanvraag'), gte(bookings.date, today))),
      // The later dates of requests of several dates (docs/decisions/028-multi-day-bookings.md).
      db
        .select({
          id: bookings.id,
          name: bookings.name,
          date: bookingLaterDays.date,
          dayParts: bookingLaterDays.dayParts,
          part: bookingSlots.part,
        })
        .from(bookingLaterDays)
        .innerJoin(bookings, eq(bookings.id, bookingLaterDays.bookingId))
        .innerJoin(bookingSlots, closed(bookingLaterDays.date))
        .where(and(eq(bookings.status, 'aanvraag'), gte(bookingLaterDays.date, today))),
    ] as const,
    ([firstDates, laterDates]) => {
      const seen = new Set<number>()
      return [...firstDates, ...laterDates]
        .sort((a, b) => a.date.localeCompare(b.date))
        .filter(
          (row) => slotsOf(asDayPart(row.dayParts) ?? 3).includes(row.part) && !seen.has(row.id) && seen.add(row.id),
        )
        .map(({ id, name, date }) => ({ id, name, date }))
    },
  )
}
