/**
 * Calendar files (RFC 5545) built with ical-generator, which folds and escapes: the invite a
 * customer gets with a confirmation (METHOD:REQUEST) or a cancellation (METHOD:CANCEL, same UID,
 * higher SEQUENCE), and the owner's subscription feed of bookings and closures. A booking of several
 * dates is one event per date, in one file (docs/decisions/028-multi-day-bookings.md). Times are
 * UTC instants: the runtime's clock is UTC, and a TZID without a VTIMEZONE would be read wrongly.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { venue, venueAddressLine } from '~/content/venue'
import { amsterdamInstant } from '~/lib/availability'
import { type BookingDay, extrasFact } from '~/lib/booking-days'
import { addDays, type IsoDate } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { choiceLabel, type DayPart, dayPartInfo, dayPartText } from '~/lib/pricing'
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

/** A closure in the owner's feed: the closures domain's row as the feed needs it. */
export type FeedClosure = { id: number; startDate: IsoDate; endDate: IsoDate; dayParts: DayPart; reason: string }

/** How the owner's calendar names a booking that is not confirmed yet. */
const tentativeLabel = (booking: Booking) =>
  booking.status === 'optie' ? `Optie${booking.optieUntil ? ` t/m ${formatDate(booking.optieUntil)}` : ''}` : 'Aanvraag'

/**
 * The owner's feed: every booking that still holds or asks for the room, an event per date, with
 * what the owner needs to recognise it (name, company, status, people, choices) and the link to it
 * in /admin, never the contact details or the message: the calendar provider keeps a copy of
 * everything in it (docs/decisions/035-the-owners-own-calendar.md). And the closures, an event per
 * closed date. Requests
 * and opties are tentative; a cancelled booking or a reopened closure is no longer in it, so the
 * calendar app removes it. SEQUENCE is the booking's version, which every change raises: the app
 * updates the event it has (same UID) instead of adding another.
 */
export function ownerFeed(
  { bookings, closures }: { bookings: { booking: Booking; days: BookingDay[] }[]; closures: FeedClosure[] },
  { domain, siteUrl, now }: { domain: string; siteUrl: string; now: number },
) {
  const calendar = ical({ prodId, name: `${venue.name}: boekingen en sluitingen`, ttl: 60 * 60 })
  for (const { booking, days } of bookings) {
    const uids = uidsOf(booking.id, days, domain)
    const confirmed = booking.status === 'bevestigd'
    for (const [index, day] of days.entries())
      calendar.createEvent({
        id: uids[index],
        sequence: booking.version,
        stamp: new Date(now),
        ...timesOf(day.date, day.dayParts),
        summary:
          `${confirmed ? '' : `${tentativeLabel(booking)}: `}` +
          `${booking.name}${booking.company ? ` (${booking.company})` : ''}, ${day.numPeople} pers.`,
        location: venue.name,
        description: [
          confirmed
            ? ''
            : booking.status === 'optie'
              ? `${tentativeLabel(booking)}, nog niet bevestigd`
              : 'Aanvraag, nog niet beslist',
          dayPartText(day.dayParts),
          [
            `Arrangement: ${choiceLabel(day.list, 'arrangement', day.meetingType)}`,
            `lunch: ${choiceLabel(day.list, 'lunch', day.lunchType)}`,
            ...extrasFact(day).map(([, names]) => `extra: ${names.toLowerCase()}`),
          ].join('; '),
          new URL(`/admin/boekingen/${booking.id}`, siteUrl).href,
        ]
          .filter(Boolean)
          .join('\n'),
        status: confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      })
  }
  for (const closure of closures)
    for (let date = closure.startDate; date <= closure.endDate; date = addDays(date, 1))
      calendar.createEvent({
        id: `sluiting-${closure.id}-${date}@${domain}`,
        sequence: 0,
        stamp: new Date(now),
        ...timesOf(date, closure.dayParts),
        summary: `Gesloten: ${closure.reason}`,
        location: venue.name,
        description: `${dayPartText(closure.dayParts)}. ${new URL('/admin/sluitingen', siteUrl).href}`,
        status: ICalEventStatus.CONFIRMED,
      })
  return `${calendar.toString()}\r\n`
}
