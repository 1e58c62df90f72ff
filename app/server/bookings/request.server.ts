/**
 * A booking request from the website: the rules are checked on the server (dates, people,
 * the day part not already confirmed), the price is the server's own, the booking is stored as
 * `aanvraag`, linked to the CRM customer, and two mails go into the outbox (visitor: request
 * received; venue: new request), all in one D1 batch. The same submission twice (same key, same
 * content) is one booking.
 */
import { eq } from 'drizzle-orm'
import { checkBookingDate, isTaken } from '~/lib/availability'
import type { CustomerDetails } from '~/lib/calculator'
import { invoiceAddressLine, invoiceDetailsOf } from '~/lib/invoice-details'
import { calculatePrice, type PriceInput } from '~/lib/pricing'
import type { BookingRequestFields } from '~/lib/request-form'
import { bookingSlots, bookings } from '../../../db/schema'
import { audit } from '../audit.server'
import { venueCalendar } from '../closures/closures.server'
import { customerIdOf, upsertCustomer } from '../customers/customers.server'
import {
  rememberedId,
  rememberedResult,
  rememberSubmission,
  reusedKeyMessage,
  submissionKey,
} from '../http/idempotency.server'
import type { SubmissionCount } from '../http/rate-limit.server'
import { bookingRequestToVenue, bookingRequestToVisitor } from '../mail/booking-templates.server'
import { queueMail } from '../mail/outbox.server'
import type { Services } from '../services.server'

/** `submissionId`: the form's or API client's own key for this submission (idempotency.server.ts). */
export type BookingRequest = {
  customer: CustomerDetails
  date: string
  selection: PriceInput
  newsletter?: boolean
  submissionId?: string
}
/** The services a request needs (the links sign the customer's own page in the acknowledgement). */
export type BookingDeps = Pick<Services, 'db' | 'links' | 'settings'> & { now: number; count?: SubmissionCount }

/** The booking form's fields (or the API's payload, read into them) as the service takes them. */
export function bookingRequestOf(fields: BookingRequestFields): BookingRequest {
  const { submissionId, date, numPeople, dayParts, meetingType, lunchType, newsletter, ...customer } = fields
  return { customer, date, selection: { numPeople, dayParts, meetingType, lunchType }, newsletter, submissionId }
}

/** What the form's action and the JSON API both call with a checked request. */
export function submitBookingRequest(
  fields: BookingRequestFields,
  services: Services,
  now: number,
  count: SubmissionCount,
) {
  return requestBooking(bookingRequestOf(fields), { ...services, now, count })
}
export type BookingOutcome =
  | { bookingId: number; mailIds: string[]; duplicate: boolean; refusal?: undefined }
  | { refusal: { field: 'date' | 'dayParts' | ''; message: string; status: 400 | 409 } }

export const slotTakenMessage = 'Dit dagdeel is op deze datum al bezet. Kies een ander dagdeel of een andere datum.'

export async function requestBooking(
  request: BookingRequest,
  { db, links, settings, now, count }: BookingDeps,
): Promise<BookingOutcome> {
  const { customer, date, selection } = request
  const dateCheck = checkBookingDate(date, selection.dayParts, now, await venueCalendar(db, date, date))
  if (!dateCheck.ok) return { refusal: { field: 'date', message: dateCheck.message, status: 400 } }

  const key = await submissionKey('booking', request.submissionId, [
    customer,
    date,
    selection,
    request.newsletter ?? false,
  ])
  const known = await rememberedResult(db, key)
  if (known.kind === 'repeat') return { bookingId: known.id, mailIds: [], duplicate: true }
  if (known.kind === 'reused') return { refusal: { field: '', message: reusedKeyMessage, status: 409 } }

  const taken = await db.select({ part: bookingSlots.part }).from(bookingSlots).where(eq(bookingSlots.date, date))
  if (isTaken(selection.dayParts, new Set(taken.map((slot) => slot.part)))) {
    return { refusal: { field: 'dayParts', message: slotTakenMessage, status: 409 } }
  }

  const calculation = calculatePrice(selection)
  const at = new Date(now)
  const related = { relatedType: 'booking', relatedId: rememberedId(key) }
  const manageLink = await links.requestManage(key.key, date, now)
  const toVisitor = queueMail(db, {
    ...bookingRequestToVisitor({ date, selection, calculation, manageUrl: manageLink }),
    to: customer.email,
    ...related,
  })
  const toVenue = queueMail(db, {
    ...bookingRequestToVenue({ customer, date, selection, calculation, adminUrl: links.site('/admin') }),
    to: settings.venueInbox,
    replyTo: customer.email,
    ...related,
  })
  try {
    await db.batch([
      upsertCustomer(db, customer, at),
      db.insert(bookings).values({
        customerId: customerIdOf(customer.email),
        name: customer.name,
        email: customer.email,
        phone: customer.phone ?? null,
        company: customer.company ?? null,
        ...invoiceDetailsOf(customer),
        address: invoiceAddressLine(invoiceDetailsOf(customer)) ?? customer.address ?? null,
        customerReference: customer.reference ?? null,
        date,
        type: 'vergadering',
        ...selection,
        totalExclVatCents: calculation.subtotalCents,
        totalCents: calculation.totalInclVatCents,
        newsletter: request.newsletter ?? false,
        message: customer.notes ?? null,
        status: 'aanvraag',
        createdAt: at,
      }),
      rememberSubmission(db, key, 'booking', 'booking'),
      audit(
        db,
        {
          actor: 'website',
          entity: 'booking',
          entityId: rememberedId(key),
          action: 'booking.request',
          summary: 'Aanvraag ontvangen via de website',
        },
        now,
      ),
      toVisitor.statement,
      toVenue.statement,
      ...(count ? [count] : []),
    ])
  } catch (error) {
    const raced = await rememberedResult(db, key)
    if (raced.kind === 'repeat') return { bookingId: raced.id, mailIds: [], duplicate: true }
    if (raced.kind === 'reused') return { refusal: { field: '', message: reusedKeyMessage, status: 409 } }
    throw error
  }
  const stored = await rememberedResult(db, key)
  return { bookingId: stored.kind === 'repeat' ? stored.id : 0, mailIds: [toVisitor.id, toVenue.id], duplicate: false }
}
