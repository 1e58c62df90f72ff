/**
 * The activities on /agenda (open days, workshops): the owner adds, edits, publishes and removes
 * them; every change is in the audit log. /agenda shows published ones from today on, and is
 * kept by the edge for at most 60 seconds, so a change shows within a minute.
 */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { EventInput } from '~/lib/admin-schemas'
import type { IsoDate } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { events } from '../../../db/schema'
import { audit } from '../audit.server'
import type { Db } from '../db/client.server'

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

/** The owner's list: coming ones soonest first, then the most recent past ones. */
export async function eventsForOwner(db: Db, today: IsoDate) {
  const [coming, past] = await Promise.all([
    db
      .select(eventColumns)
      .from(events)
      .where(gte(events.date, today))
      .orderBy(asc(events.date), asc(events.startTime)),
    db.select(eventColumns).from(events).where(lt(events.date, today)).orderBy(desc(events.date)).limit(20),
  ])
  return { coming, past }
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

export async function addEvent(db: Db, event: EventInput, now: number): Promise<number> {
  const id = sql`(SELECT max(${events.id}) FROM ${events})`
  await db.batch([
    db.insert(events).values({ ...valuesOf(event), createdAt: new Date(now) }),
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'event',
        entityId: id,
        action: 'event.create',
        summary:
          `Activiteit toegevoegd: ${event.title} (${formatDate(event.date)})` +
          (event.published ? '' : ', niet gepubliceerd'),
      },
      now,
    ),
  ])
  const [row] = await db.select({ id: events.id }).from(events).orderBy(desc(events.id)).limit(1)
  return row?.id ?? 0
}

export async function updateEvent(db: Db, id: number, event: EventInput, now: number): Promise<boolean> {
  const before = await getEvent(db, id)
  if (!before) return false
  const after = valuesOf(event)
  const changes = Object.fromEntries(
    Object.entries(after)
      .filter(([field, value]) => before[field as keyof typeof after] !== value)
      .map(([field, value]) => [field, [before[field as keyof typeof after], value]]),
  ) as Record<string, [unknown, unknown]>
  if (Object.keys(changes).length === 0) return true
  await db.batch([
    db
      .update(events)
      .set({ ...after, updatedAt: new Date(now) })
      .where(eq(events.id, id)),
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'event',
        entityId: id,
        action: 'event.update',
        summary: `Activiteit gewijzigd: ${event.title}`,
        changes,
      },
      now,
    ),
  ])
  return true
}

export async function setPublished(db: Db, id: number, published: boolean, now: number): Promise<boolean> {
  const before = await getEvent(db, id)
  if (!before) return false
  if (before.published === published) return true
  await db.batch([
    db
      .update(events)
      .set({ published, updatedAt: new Date(now) })
      .where(eq(events.id, id)),
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'event',
        entityId: id,
        action: published ? 'event.publish' : 'event.unpublish',
        summary: `${published ? 'Gepubliceerd' : 'Niet meer gepubliceerd'}: ${before.title}`,
        changes: { published: [before.published, published] },
      },
      now,
    ),
  ])
  return true
}

export async function deleteEvent(db: Db, id: number, now: number): Promise<boolean> {
  const before = await getEvent(db, id)
  if (!before) return false
  await db.batch([
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
      now,
    ),
  ])
  return true
}
