/**
 * The bookings on the dates of a period, each date as its own row (a booking of several dates is on
 * the sheet of each of them): what the day sheet and the catering order are made of
 * (app/lib/day-sheet.ts). Confirmed bookings and opties: a request holds no day part yet.
 */
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { dayOf } from '~/lib/booking-days'
import type { IsoDate } from '~/lib/dates'
import type { DayBooking } from '~/lib/day-sheet'
import { bookingLaterDays, bookings, invoices } from '../../../db/schema'
import { laterDateColumns } from '../bookings/queries.server'
import { reading } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { priceBookReading } from '../offer/price-lists.server'

const onTheDay = inArray(bookings.status, ['bevestigd', 'optie'])

/** The booking's own fields, and what its current invoices still ask (null before the first). */
const bookingColumns = {
  bookingId: bookings.id,
  status: bookings.status,
  name: bookings.name,
  company: bookings.company,
  phone: bookings.phone,
  email: bookings.email,
  message: bookings.message,
  dateCount: sql<number>`(select count(*) from ${bookingLaterDays}
    where ${bookingLaterDays.bookingId} = ${bookings.id}) + 1`.as('date_count'),
  openCents: sql<number | null>`(select sum(${invoices.totalCents} - ${invoices.paidCents}) from ${invoices}
    where ${invoices.bookingId} = ${bookings.id} and ${invoices.kind} = 'factuur'
    and ${invoices.status} <> 'gecrediteerd')`.as('open_cents'),
}

/** Which of its booking's dates `date` is: the later dates before it, and the first. */
const dateNumber = (date: SQL | typeof bookingLaterDays.date) =>
  sql<number>`(select count(*) from ${bookingLaterDays} as earlier
    where earlier.booking_id = ${bookings.id} and earlier.date < ${date}) + 1`

export function dayBookingsReading(db: Db, from: IsoDate, to: IsoDate) {
  const book = priceBookReading(db)
  return reading(
    [
      db
        .select({
          ...bookingColumns,
          // Named, as every expression here: D1 answers rows as objects, and a key "1" would sort first.
          dateNumber: sql<number>`1`.as('date_number'),
          date: bookings.date,
          dayParts: bookings.dayParts,
          numPeople: bookings.numPeople,
          meetingType: bookings.meetingType,
          lunchType: bookings.lunchType,
          extras: bookings.extras,
          priceListId: bookings.priceListId,
          diet: bookings.diet,
          dietNote: bookings.dietNote,
        })
        .from(bookings)
        .where(and(onTheDay, gte(bookings.date, from), lte(bookings.date, to))),
      db
        .select({
          ...bookingColumns,
          // The first date comes before every later one.
          dateNumber: sql<number>`${dateNumber(bookingLaterDays.date)} + 1`.as('date_number'),
          ...laterDateColumns,
        })
        .from(bookingLaterDays)
        .innerJoin(bookings, eq(bookings.id, bookingLaterDays.bookingId))
        .where(and(onTheDay, gte(bookingLaterDays.date, from), lte(bookingLaterDays.date, to))),
      ...book.statements,
    ] as const,
    ([firstDates, laterDates, ...bookRows]): DayBooking[] => {
      const prices = book.result(bookRows)
      return [...firstDates, ...laterDates]
        .map(
          ({ date, dayParts, numPeople, meetingType, lunchType, extras, priceListId, diet, dietNote, ...booking }) => ({
            ...booking,
            status: booking.status === 'optie' ? ('optie' as const) : ('bevestigd' as const),
            dateNumber: Number(booking.dateNumber),
            dateCount: Number(booking.dateCount),
            openCents: booking.openCents === null ? null : Number(booking.openCents),
            day: dayOf(
              { date, dayParts, numPeople, meetingType, lunchType, extras, priceListId, diet, dietNote },
              prices,
            ),
          }),
        )
        .sort((a, b) => a.day.date.localeCompare(b.day.date))
    },
  )
}
