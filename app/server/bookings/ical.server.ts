/**
 * Calendar files (RFC 5545) built with ical-generator, which folds and escapes: the invite a
 * customer gets with a confirmation (METHOD:REQUEST) or a cancellation (METHOD:CANCEL, same UID,
 * higher SEQUENCE), and the owner's subscription feed of confirmed bookings. A booking of several
 * dates is one event per date, in one file (docs/decisions/028-multi-day-bookings.md). Times are
 * UTC instants: the runtime's clock is UTC, and a TZID without a VTIMEZONE would be read wrongly.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { venue, venueAddressLine } from '~/content/venue'
import { amsterdamInstant } from '~/lib/availability'
import type { BookingDay } from '~/lib/booking-days'
import type { IsoDate } from '~/lib/dates'
import { arrangementInfo, type DayPart, dayPartInfo, dayPartText, lunchInfo } from '~/lib/pricing'
import type { Booking } from './queries.server'

const prodId = { company: venue.name, product: 'Boekingen', language: 'NL' }

/**
 * One date of a booking, one calendar event, whatever the calendar file it appears in. The first
 * date has the booking's own UID, which every invite had before bookings had more dates.
 */
export const bookingUid = (bookingId: number, domain: string, laterDate?: IsoDate) =>
  laterDate ? `boeking-${bookingId}-${laterDate}@${domain}` : `boeking-${bookingId}@${domain}`

/** The UID of each of the booking's dates, first to last. */
const uidsOf = (bookingId: number, days: readonly Pick<BookingDay, 'date'>[], domain: string) =>
  days.map((day, index) => bookingUid(bookingId, domain, index === 0 ? undefined : day.date))

const timesOf = (date: string, dayParts: DayPart) => {
  const part = dayPartInfo[dayParts]
  return { start: new Date(amsterdamInstant(date, part.start)), end: new Date(amsterdamInstant(date, part.end)) }
}

/**
 * The customer's invite: `confirmed` asks their calendar to add (or update) the event of each of
 * the booking's dates (`days`, first to last), otherwise to remove them. `sequence` must be higher
 * than that of any invite sent before for this booking.
 */
export function bookingInvite({
  booking,
  days,
  confirmed,
  sequence,
  domain,
  organizer,
  now,
}: {
  booking: Pick<Booking, 'id' | 'email'>
  days: readonly Pick<BookingDay, 'date' | 'dayParts'>[]
  confirmed: boolean
  sequence: number
  domain: string
  organizer: string
  now: number
}): string {
  const calendar = ical({ prodId, method: confirmed ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL })
  const uids = uidsOf(booking.id, days, domain)
  for (const [index, day] of days.entries())
    calendar.createEvent({
      id: uids[index],
      sequence,
      stamp: new Date(now),
      ...timesOf(day.date, day.dayParts),
      summary: `Bijeenkomst in ${venue.name}`,
      location: `${venue.name}, ${venueAddressLine}`,
      description: `${dayPartText(day.dayParts)}. Vragen? Bel ${venue.phone.display}.`,
      status: confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
      organizer: { name: venue.name, email: organizer },
      attendees: [{ email: booking.email, rsvp: false }],
    })
  return `${calendar.toString()}\r\n`
}

/** The owner's feed: confirmed bookings, an event per date, with what the owner needs to know on the day. */
export function bookingsFeed(
  bookings: { booking: Booking; days: BookingDay[] }[],
  { domain, siteUrl, now }: { domain: string; siteUrl: string; now: number },
) {
  const calendar = ical({ prodId, name: `${venue.name}: bevestigde boekingen`, ttl: 60 * 60 })
  for (const { booking, days } of bookings) {
    const uids = uidsOf(booking.id, days, domain)
    for (const [index, day] of days.entries())
      calendar.createEvent({
        id: uids[index],
        sequence: booking.calendarSequence ?? 0,
        stamp: new Date(now),
        ...timesOf(day.date, day.dayParts),
        summary: `${booking.name}${booking.company ? ` (${booking.company})` : ''}, ${day.numPeople} pers.`,
        location: venue.name,
        description: [
          dayPartText(day.dayParts),
          `Arrangement: ${arrangementInfo[day.meetingType].label}; lunch: ${lunchInfo[day.lunchType].label}`,
          booking.phone ? `Telefoon: ${booking.phone}` : '',
          `E-mail: ${booking.email}`,
          booking.message ? `Bericht: ${booking.message}` : '',
          new URL(`/admin/boekingen/${booking.id}`, siteUrl).href,
        ]
          .filter(Boolean)
          .join('\n'),
        status: ICalEventStatus.CONFIRMED,
      })
  }
  return `${calendar.toString()}\r\n`
}
