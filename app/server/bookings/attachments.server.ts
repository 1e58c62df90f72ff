/**
 * What the owner's decision mails carry: a confirmation has the confirmation as a PDF and a
 * calendar invite; the cancellation of a confirmed booking has the invite that removes the event
 * from the customer's calendar (ical.server.ts).
 */
import type { BookingDay } from '~/lib/booking-days'
import { amsterdamDate } from '~/lib/dates'
import type { MailAttachment } from '../mail/provider.server'
import { renderQuotePdf } from '../pdf/quote-pdf.server'
import { toBase64 } from '../pdf/writer.server'
import { confirmationPdfName, inviteFileName } from './attachment-names'
import { bookingInvite } from './ical.server'
import type { Booking } from './queries.server'

/** The confirmation of the booking with every date (`days`: the booking's own first, then its later days). */
export function confirmationPdf(booking: Booking, days: readonly BookingDay[], now: number): Promise<Uint8Array> {
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
    days,
  })
}

export { confirmationPdfName }

type InviteDeps = { now: number; siteUrl: string; organizer: string }

function inviteAttachment(
  booking: Booking,
  days: BookingDay[],
  confirmed: boolean,
  sequence: number,
  deps: InviteDeps,
): MailAttachment {
  const invite = bookingInvite({
    booking,
    days,
    confirmed,
    sequence,
    domain: new URL(deps.siteUrl).hostname,
    organizer: deps.organizer,
    now: deps.now,
  })
  return {
    filename: inviteFileName(confirmed),
    contentType: `text/calendar; charset=utf-8; method=${confirmed ? 'REQUEST' : 'CANCEL'}`,
    contentBase64: toBase64(new TextEncoder().encode(invite)),
  }
}

/**
 * The attachments of a decision's mail, and the SEQUENCE of the invite among them (to be stored
 * with the booking, so the next invite for it is newer). Confirming: the PDF and an invite;
 * cancelling a booking whose customer got an invite: the cancellation of that event; else none.
 */
export async function decisionAttachments(
  booking: Booking,
  days: BookingDay[],
  confirming: boolean,
  deps: InviteDeps,
): Promise<{ attachments: MailAttachment[]; sequence?: number }> {
  const nextSequence = (booking.calendarSequence ?? -1) + 1
  if (confirming)
    return {
      attachments: [
        {
          filename: confirmationPdfName(booking.id),
          contentType: 'application/pdf',
          contentBase64: toBase64(await confirmationPdf(booking, days, deps.now)),
        },
        inviteAttachment(booking, days, true, nextSequence, deps),
      ],
      sequence: nextSequence,
    }
  if (booking.calendarSequence === null) return { attachments: [] }
  return { attachments: [inviteAttachment(booking, days, false, nextSequence, deps)], sequence: nextSequence }
}
