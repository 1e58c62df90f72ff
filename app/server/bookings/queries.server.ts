/**
 * Reading bookings: one booking with its choices, the admin list (newest first, searched
 * case-insensitively by name, e-mail or company), and a booking's history.
 */
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { ListQuery } from '~/lib/admin-lists'
import { type BookingDay, dayOf } from '~/lib/booking-days'
import { isBookingStatus } from '~/lib/booking-status'
import { bookingLaterDays, bookings } from '../../../db/schema'
import { historyOf } from '../audit.server'
import { reading } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { matches, pageOf, type SortKey, seek } from '../db/keyset.server'
import { bookFromRows, priceBookQueries } from '../offer/price-lists.server'

export type Booking = typeof bookings.$inferSelect

/** The booking made by accepting quote `quoteId` online, if any (docs/decisions/040-one-agreement-per-booking.md). */
export async function bookingOfQuote(db: Db, quoteId: number) {
  const [booking] = await db
    .select({ id: bookings.id, status: bookings.status, createdAt: bookings.createdAt })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId))
  return booking
}

/** The booking's dates after its first, in date order (docs/decisions/028-multi-day-bookings.md). */
export const laterDaysOf = (db: Db, bookingId: number | SQL) =>
  db.select().from(bookingLaterDays).where(eq(bookingLaterDays.bookingId, bookingId)).orderBy(bookingLaterDays.date)

/** The booking with every date and its choices, first to last, in one round trip; undefined if there is none. */
export async function bookingWithDays(
  db: Db,
  id: number,
): Promise<{ booking: Booking; days: BookingDay[] } | undefined> {
  if (!Number.isInteger(id) || id < 1) return undefined
  const [[booking], later, lists, entries] = await db.batch([
    db.select().from(bookings).where(eq(bookings.id, id)),
    laterDaysOf(db, id),
    ...priceBookQueries(db),
  ])
  if (!booking) return undefined
  const book = bookFromRows(lists, entries)
  return { booking, days: [dayOf(booking, book), ...later.map((day) => dayOf(day, book))] }
}

/** A later date as the admin list and the JSON API show it (`laterDates`), its columns as stored. */
export const laterDateColumns = {
  date: bookingLaterDays.date,
  dayParts: bookingLaterDays.dayParts,
  numPeople: bookingLaterDays.numPeople,
  meetingType: bookingLaterDays.meetingType,
  lunchType: bookingLaterDays.lunchType,
  extras: bookingLaterDays.extras,
  priceListId: bookingLaterDays.priceListId,
  diet: bookingLaterDays.diet,
  dietNote: bookingLaterDays.dietNote,
}

export type LaterDate = Omit<typeof bookingLaterDays.$inferSelect, 'bookingId'>

const laterDatesWhere = (db: Db, where?: SQL) =>
  db
    .select({ bookingId: bookingLaterDays.bookingId, ...laterDateColumns })
    .from(bookingLaterDays)
    .where(where)
    .orderBy(bookingLaterDays.bookingId, bookingLaterDays.date)

function byBooking(rows: (LaterDate & { bookingId: number })[]): Map<number, LaterDate[]> {
  const grouped = new Map<number, LaterDate[]>()
  for (const { bookingId, ...day } of rows) grouped.set(bookingId, [...(grouped.get(bookingId) ?? []), day])
  return grouped
}

export const bookingHistory = (db: Db, id: number) => historyOf(db, 'booking', id)

/**
 * Every field of a booking the spec (§3) names, as the admin list and the JSON API show it, plus
 * what the owner added: money in cents (`totalCents` incl. btw, `totalExclVatCents`),
 * `lastDecision` and the customer. The page adds `laterDates` (bookingsPage).
 */
const recordColumns = {
  id: bookings.id,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  company: bookings.company,
  address: bookings.address,
  date: bookings.date,
  type: bookings.type,
  numPeople: bookings.numPeople,
  dayParts: bookings.dayParts,
  meetingType: bookings.meetingType,
  lunchType: bookings.lunchType,
  extras: bookings.extras,
  /** The first date's dietary needs as stored (`vegetarisch=2,glutenvrij=1`) and their note (ADR 045). */
  diet: bookings.diet,
  dietNote: bookings.dietNote,
  totalCents: bookings.totalCents,
  totalExclVatCents: bookings.totalExclVatCents,
  newsletter: bookings.newsletter,
  message: bookings.message,
  status: bookings.status,
  lastDecision: bookings.lastDecision,
  /** An optie's last day (the JSON API's `optieUntil`); null for any other status. */
  optieUntil: bookings.optieUntil,
  /** What an API client sends back with a decision, so it is refused when the booking changed since (ADR 023). */
  version: bookings.version,
  customerId: bookings.customerId,
  statusChangedAt: bookings.statusChangedAt,
  createdAt: bookings.createdAt,
}

type BookingRecord = { id: number; date: string; createdAt: Date }

const bookingSorts: Record<string, SortKey<BookingRecord>> = {
  nieuw: {
    column: bookings.createdAt,
    id: bookings.id,
    direction: 'desc',
    cursorOf: (row) => [row.createdAt.getTime(), row.id],
  },
  'datum-op': { column: bookings.date, id: bookings.id, direction: 'asc', cursorOf: (row) => [row.date, row.id] },
  'datum-af': { column: bookings.date, id: bookings.id, direction: 'desc', cursorOf: (row) => [row.date, row.id] },
}

function bookingFilters(query: ListQuery) {
  return and(
    matches(query.q, sql`${bookings.name}`, sql`${bookings.email}`, sql`${bookings.company}`),
    isBookingStatus(query.status) ? eq(bookings.status, query.status) : undefined,
    query.from ? gte(bookings.date, query.from) : undefined,
    query.to ? lte(bookings.date, query.to) : undefined,
  )
}

/**
 * One page of the bookings the query asks for (app/lib/admin-lists.ts), and how many there are in all.
 * Each row has its `laterDates` (docs/decisions/028-multi-day-bookings.md): the dates after
 * `date`, read for the page's bookings in the same batch; an empty list for a booking of one date.
 */
export function bookingsPage(db: Db, query: ListQuery) {
  const filters = bookingFilters(query)
  const sort = bookingSorts[query.sort] ?? bookingSorts.nieuw
  if (!sort) throw new Error('no default sort')
  const { where, orderBy, limit, backwards } = seek(sort, query)
  const onPage = and(filters, where)
  return reading(
    [
      db
        .select(recordColumns)
        .from(bookings)
        .where(onPage)
        .orderBy(...orderBy)
        .limit(limit),
      db.select({ n: count() }).from(bookings).where(filters),
      // The page's bookings again as a subquery: SQLite reads them by the same index.
      laterDatesWhere(
        db,
        inArray(
          bookingLaterDays.bookingId,
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(onPage)
            .orderBy(...orderBy)
            .limit(limit),
        ),
      ),
    ] as const,
    ([rows, [total], laterRows]) => {
      const page = pageOf(rows, sort, query, backwards)
      const later = byBooking(laterRows)
      return {
        ...page,
        rows: page.rows.map((row) => ({ ...row, laterDates: later.get(row.id) ?? [] })),
        total: total?.n ?? 0,
      }
    },
  )
}

/** Every booking, newest first, with its later dates, for the CSV export. */
export function allBookingsReading(db: Db) {
  return reading(
    [
      db.select(recordColumns).from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id)),
      // All of them: a list of every booking id would pass D1's limit of bound parameters.
      laterDatesWhere(db),
    ] as const,
    ([rows, later]) => {
      const grouped = byBooking(later)
      return rows.map((row) => ({ ...row, laterDates: grouped.get(row.id) ?? [] }))
    },
  )
}
