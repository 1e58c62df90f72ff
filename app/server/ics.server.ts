/** A calendar invite (RFC 5545) for a confirmed booking; times in UTC so every calendar agrees. */
import { venue, venueAddressLine } from '~/content/venue'
import { amsterdamInstant } from '~/lib/availability'
import { type DayPart, dayPartInfo } from '~/lib/pricing'

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
// Commas, semicolons and backslashes are escaped; lines are folded at 75 octets by the reader's tolerance (we keep them short).
const escape = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

export function bookingInvite({
  bookingId,
  date,
  dayParts,
  domain,
  now,
}: {
  bookingId: number
  date: string
  dayParts: DayPart
  domain: string
  now: number
}): string {
  const part = dayPartInfo[dayParts]
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escape(venue.name)}//Boekingen//NL`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:boeking-${bookingId}@${domain}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(amsterdamInstant(date, part.start))}`,
    `DTEND:${stamp(amsterdamInstant(date, part.end))}`,
    `SUMMARY:${escape(`Vergadering in ${venue.name}`)}`,
    `LOCATION:${escape(`${venue.name}, ${venueAddressLine}`)}`,
    `DESCRIPTION:${escape(`${part.label}, ${part.start} - ${part.end}. Vragen? Bel ${venue.phone.display}.`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}
