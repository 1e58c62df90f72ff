/**
 * The owner's decisions on bookings. Confirming reserves the day part(s) in the same D1 batch
 * as the status change (and the mail), under the unique (date, part) key: if another booking
 * holds them, the whole batch fails and nothing changes. Rejecting or cancelling frees them.
 */
import { eq } from 'drizzle-orm'
import { slotsOf } from '~/lib/availability'
import { amsterdamDate } from '~/lib/dates'
import { asDayPart, calculatePrice, type PriceInput } from '~/lib/pricing'
import { arrangementTypes, bookingSlots, bookings } from '../../../db/schema'
import type { Db } from '../db.server'
import { bookingInvite } from '../ics.server'
import { bookingDecision } from '../mail/booking-templates.server'
import { queueMail } from '../mail/outbox.server'
import { renderQuotePdf } from '../pdf/quote-pdf.server'
import { toBase64 } from '../pdf/writer.server'

export type BookingStatus = 'aanvraag' | 'bevestigd' | 'geannuleerd'
export type MailKind = 'confirm' | 'reject' | 'cancel'

export const slotConflictMessage = 'Dit dagdeel is al bevestigd voor een andere boeking. Er is niets gewijzigd.'

export async function getBooking(db: Db, id: number) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id))
  return booking
}

type Booking = NonNullable<Awaited<ReturnType<typeof getBooking>>>

export function selectionOf(booking: Booking): PriceInput {
  const arrangement = (value: string) => arrangementTypes.find((type) => type === value) ?? 'geen'
  return {
    numPeople: booking.numPeople,
    dayParts: asDayPart(booking.dayParts) ?? 1,
    meetingType: arrangement(booking.meetingType),
    lunchType: arrangement(booking.lunchType),
  }
}

/** The statements that move a booking to a status, slots included. */
function statusStatements(db: Db, booking: Booking, status: BookingStatus, now: number) {
  const update = db
    .update(bookings)
    .set({ status, statusChangedAt: new Date(now) })
    .where(eq(bookings.id, booking.id))
  const free = db.delete(bookingSlots).where(eq(bookingSlots.bookingId, booking.id))
  if (status !== 'bevestigd') return [update, free] as const
  const parts = slotsOf(selectionOf(booking).dayParts)
  // Free this booking's own slots first, so confirming twice is harmless.
  return [
    update,
    free,
    ...parts.map((part) =>
      db.insert(bookingSlots).values({ date: booking.date, part, bookingId: booking.id, createdAt: new Date(now) }),
    ),
  ] as const
}

export type DecisionOutcome =
  | { ok: true; pdfDownloadUrl?: string; mailId?: string }
  | { ok: false; status: 404 | 409; message: string }

function isSlotConflict(error: unknown) {
  return String(error).includes('booking_slots')
}

export async function setBookingStatus(
  db: Db,
  id: number,
  status: BookingStatus,
  now: number,
): Promise<DecisionOutcome> {
  const booking = await getBooking(db, id)
  if (!booking) return { ok: false, status: 404, message: 'Boeking niet gevonden' }
  const [first, ...rest] = statusStatements(db, booking, status, now)
  try {
    await db.batch([first, ...rest])
    return { ok: true }
  } catch (error) {
    if (isSlotConflict(error)) return { ok: false, status: 409, message: slotConflictMessage }
    throw error
  }
}

/** Sets the status the mail belongs to, and queues the mail (with PDF and .ics when confirming), in one batch. */
export async function decideAndMail(
  db: Db,
  id: number,
  { kind, subject, message }: { kind: MailKind; subject: string; message: string },
  { now, siteUrl }: { now: number; siteUrl: string },
): Promise<DecisionOutcome> {
  const booking = await getBooking(db, id)
  if (!booking) return { ok: false, status: 404, message: 'Boeking niet gevonden' }
  const status: BookingStatus = kind === 'confirm' ? 'bevestigd' : 'geannuleerd'
  const selection = selectionOf(booking)
  const attachments =
    kind === 'confirm'
      ? [
          {
            filename: `bevestiging-boeking-${booking.id}.pdf`,
            contentType: 'application/pdf',
            contentBase64: toBase64(await confirmationPdf(booking, now)),
          },
          {
            filename: 'afspraak.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            contentBase64: toBase64(
              new TextEncoder().encode(
                bookingInvite({
                  bookingId: booking.id,
                  date: booking.date,
                  dayParts: selection.dayParts,
                  domain: new URL(siteUrl).hostname,
                  now,
                }),
              ),
            ),
          },
        ]
      : []
  const mail = queueMail(db, {
    ...bookingDecision({ subject, message, date: booking.date, selection, confirmed: kind === 'confirm' }),
    to: booking.email,
    attachments,
    relatedType: 'booking',
    relatedId: booking.id,
  })
  const [first, ...rest] = statusStatements(db, booking, status, now)
  try {
    await db.batch([first, ...rest, mail.statement])
  } catch (error) {
    if (isSlotConflict(error)) return { ok: false, status: 409, message: slotConflictMessage }
    throw error
  }
  return {
    ok: true,
    mailId: mail.id,
    pdfDownloadUrl: kind === 'confirm' ? `/admin/boekingen/${booking.id}/bevestiging.pdf` : undefined,
  }
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
