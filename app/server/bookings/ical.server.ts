/**
 * Calendar files (RFC 5545) built with ical-generator, which folds and escapes: the invite a
 * customer gets with a confirmation (METHOD:REQUEST) or a cancellation (METHOD:CANCEL, same UID,
 * higher SEQUENCE), and the owner's subscription feed of confirmed bookings. Times are UTC
 * instants: the runtime's clock is UTC, and a TZID without a VTIMEZONE would be read wrongly.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { venue, venueAddressLine } from '~/content/venue'
import { amsterdamInstant } from '~/lib/availability'
import { arrangementInfo, asDayPart, type DayPart, dayPartInfo, dayPartText, lunchInfo } from '~/lib/pricing'
import { type Booking, selectionOf } from './queries.server'

const prodId = { company: venue.name, product: 'Boekingen', language: 'NL' }

/** One booking, one calendar event, whatever the calendar file it appears in. */
export const bookingUid = (bookingId: number, domain: string) => `boeking-${bookingId}@${domain}`

const timesOf = (date: string, dayParts: DayPart) => {
  const part = dayPartInfo[dayParts]
  return { start: new Date(amsterdamInstant(date, part.start)), end: new Date(amsterdamInstant(date, part.end)) }
}

/**
 * The customer's invite: `confirmed` asks their calendar to add (or update) the event, otherwise
 * to remove it. `sequence` must be higher than that of any invite sent before for this booking.
 */
export function bookingInvite({
  booking,
  confirmed,
  sequence,
  domain,
  organizer,
  now,
}: {
  booking: Pick<Booking, 'id' | 'date' | 'dayParts' | 'email'>
  confirmed: boolean
  sequence: number
  domain: string
  organizer: string
  now: number
}): string {
  const dayParts = asDayPart(booking.dayParts) ?? 1
  const calendar = ical({ prodId, method: confirmed ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL })
  calendar.createEvent({
    id: bookingUid(booking.id, domain),
    sequence,
    stamp: new Date(now),
    ...timesOf(booking.date, dayParts),
    summary: `Vergadering in ${venue.name}`,
    location: `${venue.name}, ${venueAddressLine}`,
    description: `${dayPartText(dayParts)}. Vragen? Bel ${venue.phone.display}.`,
    status: confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: { name: venue.name, email: organizer },
    attendees: [{ email: booking.email, rsvp: false }],
  })
  return `${calendar.toString()}\r\n`
}

/** The owner's feed: confirmed bookings with what the owner needs to know on the day. */
export function bookingsFeed(
  bookings: Booking[],
  { domain, siteUrl, now }: { domain: string; siteUrl: string; now: number },
) {
  const calendar = ical({ prodId, name: `${venue.name}: bevestigde boekingen`, ttl: 60 * 60 })
  for (const booking of bookings) {
    const selection = selectionOf(booking)
    calendar.createEvent({
      id: bookingUid(booking.id, domain),
      sequence: booking.calendarSequence ?? 0,
      stamp: new Date(now),
      ...timesOf(booking.date, selection.dayParts),
      summary: `${booking.name}${booking.company ? ` (${booking.company})` : ''}, ${booking.numPeople} pers.`,
      location: venue.name,
      description: [
        dayPartText(selection.dayParts),
        `Arrangement: ${arrangementInfo[selection.meetingType].label}; lunch: ${lunchInfo[selection.lunchType].label}`,
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
