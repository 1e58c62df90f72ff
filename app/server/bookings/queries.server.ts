/**
 * Reading bookings: one booking with its choices, the admin list (newest first, searched
 * case-insensitively by name, e-mail or company), and a booking's history.
 */
import { desc, eq, type SQL, sql } from 'drizzle-orm'
import { asDayPart, type PriceInput } from '~/lib/pricing'
import { arrangementTypes, bookings } from '../../../db/schema'
import { historyOf } from '../audit.server'
import type { Db } from '../db.server'

export async function getBooking(db: Db, id: number) {
  if (!Number.isInteger(id) || id < 1) return undefined
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id))
  return booking
}

export type Booking = NonNullable<Awaited<ReturnType<typeof getBooking>>>

/** The booking's choices as the pricing module takes them. */
export function selectionOf(
  booking: Pick<Booking, 'numPeople' | 'dayParts' | 'meetingType' | 'lunchType'>,
): PriceInput {
  const arrangement = (value: string) => arrangementTypes.find((type) => type === value) ?? 'geen'
  return {
    numPeople: booking.numPeople,
    dayParts: asDayPart(booking.dayParts) ?? 1,
    meetingType: arrangement(booking.meetingType),
    lunchType: arrangement(booking.lunchType),
  }
}

export const bookingHistory = (db: Db, id: number) => historyOf(db, 'booking', id)

const LIST_LIMIT = 200

/** Case-insensitive "contains" on any of the columns; instr() avoids LIKE's wildcards. */
export function matches(term: string, ...columns: SQL[]): SQL | undefined {
  const needle = term.trim().toLowerCase()
  if (!needle) return undefined
  return sql.join(
    columns.map((column) => sql`instr(lower(coalesce(${column}, '')), ${needle}) > 0`),
    sql` OR `,
  )
}

/** What the admin's bookings list shows. */
const listColumns = {
  id: bookings.id,
  name: bookings.name,
  email: bookings.email,
  company: bookings.company,
  date: bookings.date,
  dayParts: bookings.dayParts,
  numPeople: bookings.numPeople,
  totalCents: bookings.totalCents,
  status: bookings.status,
  lastDecision: bookings.lastDecision,
  createdAt: bookings.createdAt,
}

/**
 * Every field of a booking the spec (§3) names, for the JSON API, plus what the owner added:
 * money in cents (`totalCents` incl. btw, `totalExclVatCents`), `lastDecision` and the customer.
 */
const recordColumns = {
  ...listColumns,
  phone: bookings.phone,
  address: bookings.address,
  type: bookings.type,
  meetingType: bookings.meetingType,
  lunchType: bookings.lunchType,
  totalExclVatCents: bookings.totalExclVatCents,
  newsletter: bookings.newsletter,
  message: bookings.message,
  customerId: bookings.customerId,
  statusChangedAt: bookings.statusChangedAt,
}

const bookingSearch = (term: string) =>
  matches(term, sql`${bookings.name}`, sql`${bookings.email}`, sql`${bookings.company}`)
const newestFirst = [desc(bookings.createdAt), desc(bookings.id)]

export function listBookings(db: Db, term = '', limit = LIST_LIMIT) {
  return db
    .select(listColumns)
    .from(bookings)
    .where(bookingSearch(term))
    .orderBy(...newestFirst)
    .limit(limit)
}

export function bookingRecords(db: Db, term = '', limit = LIST_LIMIT) {
  return db
    .select(recordColumns)
    .from(bookings)
    .where(bookingSearch(term))
    .orderBy(...newestFirst)
    .limit(limit)
}
