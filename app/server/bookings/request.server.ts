/**
 * A booking request from the website: the rules are checked on the server (dates, people,
 * the day parts of every date not already confirmed), the price is the server's own, the booking is stored as
 * `aanvraag`, linked to the CRM customer, and two mails go into the outbox (visitor: request
 * received; venue: new request), all in one D1 batch. The same submission twice (same key, same
 * content) is one booking.
 */

import { eq } from 'drizzle-orm'
import {
  checkBookingDate,
  type HeldSlots,
  type OnlineWindow,
  takenDayPart,
  type VenueCalendar,
} from '~/lib/availability'
import {
  type BookingDay,
  daysCalculation,
  daysProblem,
  onDates,
  priceDays,
  sortedDays,
  storedDay,
  takenDates,
} from '~/lib/booking-days'
import { type CustomerDetails, withFirstChoices } from '~/lib/calculator'
import { amsterdamDate, type IsoDate } from '~/lib/dates'
import { capitalised, formatLongDate } from '~/lib/format'
import { invoiceAddressLine, invoiceDetailsOf } from '~/lib/invoice-details'
import { listOn, type PriceBook } from '~/lib/price-list'
import type { BookingRequestFields } from '~/lib/request-form'
import { bookingLaterDays, bookings, quotes } from '../../../db/schema'
import { audit } from '../audit.server'
import { venueCalendar } from '../closures/closures.server'
import { customerIdOf, upsertCustomer } from '../customers/customers.server'
import type { Db } from '../db/client.server'
import {
  rememberedId,
  rememberedResult,
  rememberSubmission,
  reusedKeyMessage,
  submissionKey,
} from '../http/idempotency.server'
import type { SubmissionCount } from '../http/rate-limit.server'
import { queueDraft } from '../mail/outbox.server'
import type { Services } from '../services.server'
import { heldSlotsBetween } from './availability.server'
import { requestReceivedMail, requestToVenueMail } from './mails/requests'
import { bookingWithDays } from './queries.server'

/** `submissionId`: the form's or API client's own key for this submission (idempotency.server.ts). */
export type BookingRequest = {
  customer: CustomerDetails
  /** One to MAX_BOOKING_DAYS dates, in any order: the first in the calendar is the booking's own. */
  days: BookingDay[]
  newsletter?: boolean
  /** No request for a review after the meeting (docs/decisions/044-the-thank-you.md). */
  reviewOptOut?: boolean
  submissionId?: string
  /**
   * The quote the customer accepts with this request (docs/decisions/040-one-agreement-per-booking.md):
   * the booking names it, and the quote is accepted in the same batch. `mails: false` leaves the two
   * mails out, for a request the owner's setting confirms at once (its confirmation says it all).
   */
  quote?: { id: number; number: string; mails: boolean }
}
/**
 * The services a request needs (the links sign the customer's own page in the acknowledgement), and
 * the online window of the list in effect today.
 */
export type BookingDeps = Pick<Services, 'db' | 'links' | 'settings'> & {
  now: number
  window: OnlineWindow
  count?: SubmissionCount
}

/** The booking form's fields (or the API's payload, read into them) as the service takes them. */
export function bookingRequestOf(fields: BookingRequestFields, book: PriceBook): BookingRequest {
  const {
    submissionId,
    date,
    numPeople,
    dayParts,
    meetingType,
    lunchType,
    extras,
    diet,
    laterDates,
    newsletter,
    reviewOptOut,
    ...customer
  } = fields
  const days = withFirstChoices({ date, numPeople, dayParts, meetingType, lunchType, extras, diet }, laterDates, book)
  return { customer, days, newsletter, reviewOptOut, submissionId }
}

/** What the form's action and the JSON API both call with a request checked against `book`. */
export async function submitBookingRequest(
  fields: BookingRequestFields,
  book: PriceBook,
  services: Services,
  now: number,
  count: SubmissionCount,
) {
  const window = listOn(book, amsterdamDate(new Date(now))).terms
  return requestBooking(bookingRequestOf(fields, book), { ...services, now, window, count })
}
export type BookingOutcome =
  | { bookingId: number; mailIds: string[]; duplicate: boolean; refusal?: undefined }
  | { refusal: { field: 'date' | 'dayParts' | ''; message: string; status: 400 | 409 } }

/**
 * The refusal when day parts are taken: one date names its day part as the calculator does
 * ("De ochtend van ... is al bezet. ..., of zet je op de wachtlijst"), several name the dates.
 */
function slotsTakenRefusal(days: readonly BookingDay[], dates: readonly IsoDate[], held: HeldSlots) {
  const [only] = days
  return days.length === 1 && only
    ? {
        field: 'dayParts' as const,
        message: takenDayPart(only.date, only.dayParts, held)?.message ?? '',
        status: 409 as const,
      }
    : {
        field: '' as const,
        message: `${onDates(dates)} is een dagdeel al bezet. Kies een ander dagdeel of een andere datum.`,
        status: 409 as const,
      }
}

/** The venue's calendar with nothing in it: what `checkBookingDate` refuses then is wrong with the request itself. */
const nothingHeld: VenueCalendar = { closedHolidays: [], closedSlots: [], eventSlots: [] }

/**
 * Why one of the dates cannot be booked online, named by its date when there are several: first what
 * is wrong with the request itself (a weekend, outside the online window: 400), then a day part the
 * venue's calendar holds (a closed holiday, a closure, an activity: 409, as for one a booking holds;
 * docs/decisions/042-one-status-for-a-taken-day-part.md).
 */
async function dateRefusal(db: Db, days: readonly BookingDay[], now: number, window: OnlineWindow) {
  const sorted = sortedDays(days)
  const refusal = (date: IsoDate, message: string, status: 400 | 409) =>
    days.length === 1
      ? { field: 'date' as const, message, status }
      : { field: '' as const, message: `${capitalised(formatLongDate(date))}: ${message}`, status }
  for (const day of sorted) {
    const check = checkBookingDate(day.date, day.dayParts, now, nothingHeld, window)
    if (!check.ok) return refusal(day.date, check.message, 400)
  }
  const calendar = await venueCalendar(db, sorted[0]?.date ?? '', sorted.at(-1)?.date ?? '')
  for (const day of sorted) {
    const check = checkBookingDate(day.date, day.dayParts, now, calendar, window)
    if (!check.ok) return refusal(day.date, check.message, 409)
  }
  return undefined
}

/** A date that cannot be requested as it is: why, in Dutch, and its waiting list where it is taken. */
export type RequestProblem = { date: IsoDate; message: string; waitingListPath?: string }

/**
 * Why each of `days` cannot be requested now, said before the customer sends anything (the quote's
 * page): outside the online window, closed, or a day part held by someone else, with the day parts
 * of that date that are still free.
 */
export async function requestProblems(
  db: Db,
  days: readonly BookingDay[],
  now: number,
  window: OnlineWindow,
): Promise<RequestProblem[]> {
  const sorted = sortedDays(days)
  const first = sorted[0]?.date ?? ''
  const last = sorted.at(-1)?.date ?? first
  const [calendar, held] = await Promise.all([venueCalendar(db, first, last), heldSlotsBetween(db, first, last)])
  return sorted.flatMap((day): RequestProblem[] => {
    const check = checkBookingDate(day.date, day.dayParts, now, calendar, window)
    if (!check.ok) return [{ date: day.date, message: `${capitalised(formatLongDate(day.date))}: ${check.message}` }]
    const taken = takenDayPart(day.date, day.dayParts, held)
    if (!taken) return []
    const free = (['ochtend', 'middag'] as const).filter((part) => !held[`${day.date}:${part}`])
    const stillFree = free.length > 0 ? ` Op die dag is de ${free[0]} nog vrij.` : ''
    return [{ date: day.date, message: `${taken.message}${stillFree}`, waitingListPath: taken.waitingListPath }]
  })
}

/**
 * The two mails a request sends (the receipt, the venue's), queued on their own for a stored
 * request that had none: one accepted from a quote whose confirmation at once did not go through.
 */
export async function queueRequestMails(
  bookingId: number,
  { db, links, settings, now }: Pick<BookingDeps, 'db' | 'links' | 'settings' | 'now'>,
): Promise<string[]> {
  const found = await bookingWithDays(db, bookingId)
  if (!found) return []
  const { booking, days } = found
  const [quote] = booking.quoteId
    ? await db.select({ number: quotes.quoteNumber }).from(quotes).where(eq(quotes.id, booking.quoteId))
    : []
  const facts = {
    customer: {
      name: booking.name,
      email: booking.email,
      phone: booking.phone ?? undefined,
      notes: booking.message ?? undefined,
    },
    days,
    calculation: daysCalculation(priceDays(days)),
    manageUrl: await links.manage(bookingId, now),
    adminUrl: links.site('/admin'),
    venueInbox: settings.venueInbox,
    today: amsterdamDate(new Date(now)),
    quoteNumber: quote?.number,
  }
  const related = { type: 'booking', id: bookingId }
  const receipt = queueDraft(db, requestReceivedMail(facts), related)
  const toVenue = queueDraft(db, requestToVenueMail(facts), related)
  await db.batch([receipt.statement, toVenue.statement])
  return [receipt.id, toVenue.id]
}

export async function requestBooking(
  request: BookingRequest,
  { db, links, settings, now, window, count }: BookingDeps,
): Promise<BookingOutcome> {
  const { customer } = request
  const problem = daysProblem(request.days)
  if (problem) return { refusal: { field: '', message: problem, status: 400 } }
  const refusal = await dateRefusal(db, request.days, now, window)
  if (refusal) return { refusal }

  const price = priceDays(request.days)
  const [first, ...later] = price.days.map(({ day }) => day) as [BookingDay, ...BookingDay[]]
  const key = await submissionKey('booking', request.submissionId, [
    customer,
    price.days.map(({ day }) => day),
    request.newsletter ?? false,
    request.reviewOptOut ?? false,
  ])
  const known = await rememberedResult(db, key)
  if (known.kind === 'repeat') return { bookingId: known.id, mailIds: [], duplicate: true }
  if (known.kind === 'reused') return { refusal: { field: '', message: reusedKeyMessage, status: 409 } }

  const held = await heldSlotsBetween(db, first.date, (later.at(-1) ?? first).date)
  const taken = takenDates(request.days, new Set(Object.keys(held)))
  if (taken.length > 0) return { refusal: slotsTakenRefusal(request.days, taken, held) }

  const calculation = daysCalculation(price)
  const at = new Date(now)
  const related = { type: 'booking', id: rememberedId(key) }
  const { quote } = request
  const facts = {
    customer,
    days: request.days,
    calculation,
    // The customer's link: it works as long as the booking says (manageLinkWorks, ADR 032).
    manageUrl: await links.requestManage(key.key, now),
    adminUrl: links.site('/admin'),
    venueInbox: settings.venueInbox,
    today: amsterdamDate(at),
    quoteNumber: quote?.number,
  }
  const mails = quote?.mails === false ? [] : [requestReceivedMail(facts), requestToVenueMail(facts)]
  const queued = mails.map((draft) => queueDraft(db, draft, related))
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
        ...storedDay(first),
        type: 'vergadering',
        totalExclVatCents: price.totals.subtotalCents,
        totalCents: price.totals.totalCents,
        newsletter: request.newsletter ?? false,
        reviewOptOut: request.reviewOptOut ?? false,
        message: customer.notes ?? null,
        status: 'aanvraag',
        quoteId: quote?.id ?? null,
        createdAt: at,
      }),
      rememberSubmission(db, key, 'booking', 'booking'),
      ...(quote ? [db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quote.id))] : []),
      ...(later.length > 0
        ? [
            db
              .insert(bookingLaterDays)
              .values(later.map((day) => ({ bookingId: rememberedId(key), ...storedDay(day) }))),
          ]
        : []),
      audit(
        db,
        {
          actor: 'website',
          entity: 'booking',
          entityId: rememberedId(key),
          action: 'booking.request',
          summary: quote
            ? `Offerte ${quote.number} online geaccepteerd: aanvraag tegen de prijs van de offerte`
            : 'Aanvraag ontvangen via de website',
        },
        now,
      ),
      ...queued.map((mail) => mail.statement),
      ...(count ? [count] : []),
    ])
  } catch (error) {
    const raced = await rememberedResult(db, key)
    if (raced.kind === 'repeat') return { bookingId: raced.id, mailIds: [], duplicate: true }
    if (raced.kind === 'reused') return { refusal: { field: '', message: reusedKeyMessage, status: 409 } }
    throw error
  }
  const stored = await rememberedResult(db, key)
  return {
    bookingId: stored.kind === 'repeat' ? stored.id : 0,
    mailIds: queued.map((mail) => mail.id),
    duplicate: false,
  }
}
