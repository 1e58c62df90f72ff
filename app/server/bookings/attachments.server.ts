/**
 * What a confirmation mail carries: the confirmation as a PDF and a calendar invite (RFC 5545,
 * times in UTC so every calendar agrees).
 */
import { venue, venueAddressLine } from '~/content/venue'
import { amsterdamInstant } from '~/lib/availability'
import { amsterdamDate } from '~/lib/dates'
import { calculatePrice, type DayPart, dayPartInfo } from '~/lib/pricing'
import type { MailAttachment } from '../mail/provider.server'
import { renderQuotePdf } from '../pdf/quote-pdf.server'
import { toBase64 } from '../pdf/writer.server'
import { type Booking, selectionOf } from './queries.server'

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
// Commas, semicolons and backslashes are escaped; lines are folded at 75 octets by the reader's tolerance
// (we keep them short).
const escapeText = (value: string) =>
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
    `PRODID:-//${escapeText(venue.name)}//Boekingen//NL`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:boeking-${bookingId}@${domain}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(amsterdamInstant(date, part.start))}`,
    `DTEND:${stamp(amsterdamInstant(date, part.end))}`,
    `SUMMARY:${escapeText(`Vergadering in ${venue.name}`)}`,
    `LOCATION:${escapeText(`${venue.name}, ${venueAddressLine}`)}`,
    `DESCRIPTION:${escapeText(`${part.label}, ${part.start} - ${part.end}. Vragen? Bel ${venue.phone.display}.`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

export function confirmationPdf(booking: Booking, now: number): Promise<Uint8Array> {
  const selection = selectionOf(booking)
  const today = amsterdamDate(new Date(now))
  return renderQuotePdf({
    confirmation: { bookingId: booking.id },
    issuedOn: today,
    validUntil: today,
    customer: {
      name: booking.name,
      email: booking.email,
      company: booking.company ?? undefined,
      phone: booking.phone ?? undefined,
      address: booking.address ?? undefined,
      notes: booking.message ?? undefined,
    },
    preferredDate: booking.date,
    input: selection,
    calculation: calculatePrice(selection),
  })
}

export const confirmationPdfName = (bookingId: number) => `bevestiging-boeking-${bookingId}.pdf`

/** The confirmation PDF and the calendar invite, as mail attachments. */
export async function confirmationAttachments(
  booking: Booking,
  { now, siteUrl }: { now: number; siteUrl: string },
): Promise<MailAttachment[]> {
  const invite = bookingInvite({
    bookingId: booking.id,
    date: booking.date,
    dayParts: selectionOf(booking).dayParts,
    domain: new URL(siteUrl).hostname,
    now,
  })
  return [
    {
      filename: confirmationPdfName(booking.id),
      contentType: 'application/pdf',
      contentBase64: toBase64(await confirmationPdf(booking, now)),
    },
    {
      filename: 'afspraak.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      contentBase64: toBase64(new TextEncoder().encode(invite)),
    },
  ]
}
