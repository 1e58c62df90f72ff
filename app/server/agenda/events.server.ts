/**
 * The activities on /agenda (open days, workshops): the owner adds, edits, publishes and removes
 * them; every change is in the audit log. /agenda shows published ones from today on, and is
 * kept by the edge for at most 60 seconds, so a change shows within a minute. A published one
 * holds the day parts its hours overlap (day-parts.server.ts).
 */
import { and, asc, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm'
import type { EventInput } from '~/lib/admin-schemas'
import { eventSlotsOf } from '~/lib/availability'
import type { IsoDate } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { bookingSlots, events } from '../../../db/schema'
import { audit } from '../audit.server'
import { reading, readOne, runBatch, type Statement } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { isUniqueViolation } from '../db/constraints.server'
import type { Links } from '../links.server'
import { freedSlotNotices } from '../waiting-list/waiting-list.server'
import { dayPartMessages, holdersOf, holdStatements, type OpenRequest, openRequestsUnder } from './day-parts.server'

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  date: events.date,
  startTime: events.startTime,
  endTime: events.endTime,
  priceCents: events.priceCents,
  published: events.published,
}

/** What /agenda shows: published, from today on, soonest first. */
export function publishedEvents(db: Db, today: IsoDate) {
  return db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.published, true), gte(events.date, today)))
    .orderBy(asc(events.date), asc(events.startTime))
    .limit(50)
}

/**
 * The owner's list: coming ones soonest first, then the most recent past ones. A coming published
 * one `overlaps` when it does not hold every day part of its hours: something else held one when it
 * was published, before activities held day parts (migration 0017).
 */
export async function eventsForOwner(db: Db, today: IsoDate) {
  return readOne(
    db,
    reading(
      [
        db
          .select(eventColumns)
          .from(events)
          .where(gte(events.date, today))
          .orderBy(asc(events.date), asc(events.startTime)),
        db.select(eventColumns).from(events).where(lt(events.date, today)).orderBy(desc(events.date)).limit(20),
        db
          .select({ eventId: bookingSlots.eventId, parts: count() })
          .from(bookingSlots)
          .where(and(isNotNull(bookingSlots.eventId), gte(bookingSlots.date, today)))
          .groupBy(bookingSlots.eventId),
      ] as const,
      ([coming, past, held]) => {
        const heldParts = new Map(held.map((row) => [row.eventId, row.parts]))
        return {
          coming: coming.map((event) => ({
            ...event,
            overlaps:
              event.published && (heldParts.get(event.id) ?? 0) < eventSlotsOf(event.startTime, event.endTime).length,
          })),
          past: past.map((event) => ({ ...event, overlaps: false })),
        }
      },
    ),
  )
}

export async function getEvent(db: Db, id: number) {
  if (!Number.isInteger(id) || id < 1) return undefined
  const [event] = await db.select(eventColumns).from(events).where(eq(events.id, id))
  return event
}

const valuesOf = (event: EventInput) => ({
  title: event.title,
  description: event.description,
  date: event.date,
  startTime: event.startTime,
  endTime: event.endTime,
  priceCents: event.price,
  published: event.published,
})

type Values = ReturnType<typeof valuesOf>
type Deps = { now: number; links: Links }

/**
 * A save of an activity: refused with the Dutch reason when a published activity would take a day
 * part something else holds (day-parts.server.ts), else done, with the open requests under it and
 * the waiting-list mails to deliver.
 */
export type EventOutcome = ({ id: number } & Saved) | Refused

type Saved = { ok: true; requests: OpenRequest[]; mailIds: string[] }
type Refused = { ok: false; message: string }

/**
 * Writes `statements` with the activity's day parts: first what else holds them is named, and a
 * confirmation or closure that takes one in between makes the batch fail as a whole.
 */
async function saveWith(
  db: Db,
  id: number | undefined,
  after: Values,
  statements: (hold: Statement[]) => Statement[],
  { now, links, before }: Deps & { before?: Values },
): Promise<Saved | Refused> {
  if (after.published) {
    const holders = await holdersOf(db, after, id)
    if (holders.length > 0) return { ok: false, message: dayPartMessages.taken(holders) }
  }
  // The day parts it let go tell the waiting list of their date, as a booking's and a closure's do.
  const keeps =
    before && after.published && after.date === before.date ? eventSlotsOf(after.startTime, after.endTime) : []
  const notices =
    id !== undefined && before?.published
      ? await freedSlotNotices(db, before.date, { eventId: id, keeps }, { links, now })
      : { statements: [], mailIds: [] }
  const hold = holdStatements(db, id ?? newestId, after, now)
  try {
    await runBatch(db, [...statements(hold), ...notices.statements])
  } catch (error) {
    if (!isUniqueViolation(error, 'booking_slots')) throw error
    const holders = await holdersOf(db, after, id)
    return { ok: false, message: holders.length > 0 ? dayPartMessages.taken(holders) : dayPartMessages.raced }
  }
  const requests = after.published ? await openRequestsUnder(db, after) : []
  return { ok: true, requests, mailIds: notices.mailIds }
}

/** Inside the batch (one transaction, one writer at a time) the newest activity is the one added. */
const newestId = sql`(SELECT max(${events.id}) FROM ${events})`

export async function addEvent(db: Db, event: EventInput, deps: Deps): Promise<EventOutcome> {
  const values = valuesOf(event)
  const outcome = await saveWith(
    db,
    undefined,
    values,
    (hold) => [
      db.insert(events).values({ ...values, createdAt: new Date(deps.now) }),
      ...hold,
      audit(
        db,
        {
          actor: 'eigenaar',
          entity: 'event',
          entityId: newestId,
          action: 'event.create',
          summary:
            `Activiteit toegevoegd: ${event.title} (${formatDate(event.date)})` +
            (event.published ? '' : ', niet gepubliceerd'),
        },
        deps.now,
      ),
    ],
    deps,
  )
  if (!outcome.ok) return outcome
  const [row] = await db.select({ id: events.id }).from(events).orderBy(desc(events.id)).limit(1)
  return { ...outcome, id: row?.id ?? 0 }
}

/**
 * Changes the fields of `patch` of activity `id` and logs it as `log` says, with the fields that
 * changed; nothing changed is no write. Undefined for an unknown activity.
 */
async function changeEvent(
  db: Db,
  id: number,
  patch: Partial<Values>,
  log: (before: Values) => { action: string; summary: string },
  deps: Deps,
): Promise<EventOutcome | undefined> {
  const before = await getEvent(db, id)
  if (!before) return undefined
  const after = { ...before, ...patch }
  const changes = Object.fromEntries(
    Object.entries(patch)
      .filter(([field, value]) => before[field as keyof Values] !== value)
      .map(([field, value]) => [field, [before[field as keyof Values], value]]),
  ) as Record<string, [unknown, unknown]>
  if (Object.keys(changes).length === 0)
    return { ok: true, id, requests: after.published ? await openRequestsUnder(db, after) : [], mailIds: [] }
  const outcome = await saveWith(
    db,
    id,
    after,
    (hold) => [
      db
        .update(events)
        .set({ ...patch, updatedAt: new Date(deps.now) })
        .where(eq(events.id, id)),
      ...hold,
      audit(db, { actor: 'eigenaar', entity: 'event', entityId: id, ...log(before), changes }, deps.now),
    ],
    { ...deps, before },
  )
  return outcome.ok ? { ...outcome, id } : outcome
}

/** Undefined for an unknown activity. */
export const updateEvent = (db: Db, id: number, event: EventInput, deps: Deps) =>
  changeEvent(
    db,
    id,
    valuesOf(event),
    () => ({ action: 'event.update', summary: `Activiteit gewijzigd: ${event.title}` }),
    deps,
  )

/** Undefined for an unknown activity. */
export const setPublished = (db: Db, id: number, published: boolean, deps: Deps) =>
  changeEvent(
    db,
    id,
    { published },
    (before) => ({
      action: published ? 'event.publish' : 'event.unpublish',
      summary: `${published ? 'Gepubliceerd' : 'Niet meer gepubliceerd'}: ${before.title}`,
    }),
    deps,
  )

/** The activity and the day parts it held go; the waiting list of that date is told. Undefined when unknown. */
export async function deleteEvent(db: Db, id: number, deps: Deps): Promise<{ mailIds: string[] } | undefined> {
  const before = await getEvent(db, id)
  if (!before) return undefined
  const outcome = await saveWith(
    db,
    id,
    { ...before, published: false },
    (hold) => [
      ...hold,
      db.delete(events).where(eq(events.id, id)),
      audit(
        db,
        {
          actor: 'eigenaar',
          entity: 'event',
          entityId: id,
          action: 'event.delete',
          summary: `Activiteit verwijderd: ${before.title} (${formatDate(before.date)})`,
        },
        deps.now,
      ),
    ],
    { ...deps, before },
  )
  return { mailIds: outcome.ok ? outcome.mailIds : [] }
}
