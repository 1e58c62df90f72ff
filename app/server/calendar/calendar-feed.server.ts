/**
 * The owner's calendar subscription: a secret URL (`/kalender/{id}-{signature}.ics`) that a
 * phone's calendar polls for the bookings (requests and opties as tentative) and the closures.
 * There is at most one active feed; making a new one or revoking it makes the old URL answer 404
 * at once. The signature is an HMAC of the
 * id with SIGNING_SECRET, so the URL can be shown again without storing it.
 */
import { and, desc, eq, gte, inArray, isNull, ne } from 'drizzle-orm'
import { dayOf } from '~/lib/booking-days'
import { addDays, amsterdamDate } from '~/lib/dates'
import { asDayPart } from '~/lib/pricing'
import { bookingLaterDays, bookings, calendarFeeds, closures } from '../../../db/schema'
import { audit } from '../audit.server'
import { ownerFeed } from '../bookings/ical.server'
import { reading } from '../db/batch.server'
import type { Db } from '../db/client.server'
import type { Links } from '../links.server'
import { bookFromRows, priceBookQueries } from '../offer/price-lists.server'

/** How far back the feed reaches: the recent past stays visible in the owner's calendar. */
const FEED_DAYS_BACK = 90

/** The subscription in use, if any, as a part of a page's batch: `feedWithLink` signs its address. */
export function activeFeedReading(db: Db) {
  return reading(
    [
      db.select().from(calendarFeeds).where(isNull(calendarFeeds.revokedAt)).orderBy(desc(calendarFeeds.id)).limit(1),
    ] as const,
    ([[feed]]) => feed,
  )
}

export async function feedWithLink(feed: { id: number; createdAt: Date } | undefined, links: Links) {
  if (!feed) return undefined
  return { createdAt: feed.createdAt, url: await links.calendarFeed(feed.id) }
}

/** A new subscription URL; any earlier one stops working. */
export async function createFeed(db: Db, now: number) {
  await db.batch([
    db
      .update(calendarFeeds)
      .set({ revokedAt: new Date(now) })
      .where(isNull(calendarFeeds.revokedAt)),
    db.insert(calendarFeeds).values({ createdAt: new Date(now) }),
    audit(db, { actor: 'eigenaar', action: 'feed.create', summary: 'Nieuwe agenda-abonnementslink gemaakt' }, now),
  ])
}

export async function revokeFeed(db: Db, now: number) {
  await db.batch([
    db
      .update(calendarFeeds)
      .set({ revokedAt: new Date(now) })
      .where(isNull(calendarFeeds.revokedAt)),
    audit(db, { actor: 'eigenaar', action: 'feed.revoke', summary: 'Agenda-abonnementslink ingetrokken' }, now),
  ])
}

/** The feed's calendar file for `{id}-{signature}.ics`, or undefined for a forged, old or revoked link. */
export async function feedCalendar(db: Db, links: Links, file: string, now: number): Promise<string | undefined> {
  const id = await links.calendarFeedId(file)
  if (id === undefined) return undefined
  const [feed] = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, id), isNull(calendarFeeds.revokedAt)))
  if (!feed) return undefined
  const from = addDays(amsterdamDate(new Date(now)), -FEED_DAYS_BACK)
  // Requests, opties and confirmed bookings: a cancelled one leaves the owner's calendar.
  const inFeed = and(ne(bookings.status, 'geannuleerd'), gte(bookings.date, from))
  const [held, later, closed, lists, entries] = await db.batch([
    db.select().from(bookings).where(inFeed).orderBy(bookings.date),
    db
      .select()
      .from(bookingLaterDays)
      .where(inArray(bookingLaterDays.bookingId, db.select({ id: bookings.id }).from(bookings).where(inFeed)))
      .orderBy(bookingLaterDays.date),
    db.select().from(closures).where(gte(closures.endDate, from)).orderBy(closures.startDate),
    ...priceBookQueries(db),
  ])
  const book = bookFromRows(lists, entries)
  const laterOf = new Map<number, typeof later>()
  for (const day of later) laterOf.set(day.bookingId, [...(laterOf.get(day.bookingId) ?? []), day])
  const withDays = held.map((booking) => ({
    booking,
    days: [booking, ...(laterOf.get(booking.id) ?? [])].map((day) => dayOf(day, book)),
  }))
  const siteUrl = links.site('/')
  const feedClosures = closed.map((closure) => ({ ...closure, dayParts: asDayPart(closure.dayParts) ?? 3 }))
  return ownerFeed({ bookings: withDays, closures: feedClosures }, { domain: new URL(siteUrl).hostname, siteUrl, now })
}
