/**
 * A quote accepted online (docs/decisions/040-one-agreement-per-booking.md). The link in the quote's
 * mail and PDF opens the quote as quoted; accepting it makes a booking request that names the quote
 * and is priced at the quote's lists (its prices hold until its last valid day, whatever was
 * published since), and, when the owner's setting says so, confirms it at once with its invoice.
 * Past its validity the page offers today's price instead. Each date is checked again; one that was
 * taken since is named, with what is still free that day. A quote makes one request at most, however
 * often it is sent (`offerte-{number}` is the submission's key; a booking names its quote once).
 */
import { eq } from 'drizzle-orm'
import type { BookingDay } from '~/lib/booking-days'
import type { CustomerDetails } from '~/lib/calculator'
import { amsterdamDate } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { listOn, type PriceBook } from '~/lib/price-list'
import { bookings, customers } from '../../../db/schema'
import type { BookingEventDeps } from '../bookings/deps.server'
import { runBookingEvent } from '../bookings/lifecycle.server'
import { queueRequestMails, requestBooking, requestProblems } from '../bookings/request.server'
import type { Db } from '../db/client.server'
import type { SubmissionCount } from '../http/rate-limit.server'
import { loadPriceBook } from '../offer/price-lists.server'
import { ownerSetting } from '../owner-settings.server'
import { getQuoteByNumber, quoteDays } from './quote-page.server'

export const acceptMessages = {
  expired: (validUntil: string) =>
    `Deze offerte was geldig tot en met ${formatLongDate(validUntil)}. Je kunt de boeking nog aanvragen tegen ` +
    'de prijs van vandaag.',
  undated: 'Deze offerte heeft geen datum. Kies een datum in de calculator en vraag de boeking daar aan.',
  gone: 'Deze offerte bestaat niet (meer). Vraag een nieuwe offerte aan in de calculator, of neem contact met ons op.',
}

/** What the quote's page shows: the quote as quoted and at today's prices, and whether it can still be accepted. */
export async function quoteForCustomer(db: Db, quoteNumber: string, now: number) {
  const book = await loadPriceBook(db)
  const quote = await getQuoteByNumber(db, quoteNumber)
  if (!quote) return undefined
  const today = amsterdamDate(new Date(now))
  const quoted = quoteDays(quote, book)
  const todays = atTodaysPrices(quoted, book)
  const [accepted] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.quoteId, quote.id))
  const [customer] = quote.customerId ? await db.select().from(customers).where(eq(customers.id, quote.customerId)) : []
  const valid = today <= quote.validUntil
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    issuedOn: amsterdamDate(quote.createdAt),
    validUntil: quote.validUntil,
    valid,
    quoted,
    todays,
    acceptedBookingId: accepted?.id,
    // Said before the form, as /tarieven/aanvragen says a taken day part: each date that cannot be
    // requested any more, with its waiting list where it is taken.
    problems:
      quoted.length > 0 ? await requestProblems(db, valid ? quoted : todays, now, listOn(book, today).terms) : [],
    autoConfirm: await ownerSetting(db, 'autoConfirmQuotes'),
    /** The online window of the list in effect today, which a request keeps to. */
    window: listOn(book, today).terms,
    prefill: customer
      ? {
          name: customer.name,
          email: customer.email,
          company: customer.company ?? undefined,
          phone: customer.phone ?? undefined,
          street: customer.street ?? undefined,
          postcode: customer.postcode ?? undefined,
          city: customer.city ?? undefined,
          country: customer.country ?? undefined,
          kvk: customer.kvk ?? undefined,
          vatId: customer.vatId ?? undefined,
        }
      : undefined,
  }
}

/** The quote's dates priced under today's lists: what a request for them would cost now. */
const atTodaysPrices = (days: readonly BookingDay[], book: PriceBook): BookingDay[] =>
  days.map((day) => ({ ...day, list: listOn(book, day.date) }))

export type AcceptOutcome =
  | { bookingId: number; confirmed: boolean; duplicate: boolean; mailIds: string[]; refusal?: undefined }
  | { refusal: { field: string; message: string; status: 400 | 409 } }

/**
 * The customer accepts quote `quoteNumber` with their details: at the quote's prices while it is
 * valid (`price: 'offerte'`), or at today's after it ran out (`price: 'vandaag'`).
 */
export async function acceptQuote(
  quoteNumber: string,
  { customer, price, newsletter }: { customer: CustomerDetails; price: 'offerte' | 'vandaag'; newsletter?: boolean },
  deps: BookingEventDeps & { count?: SubmissionCount },
): Promise<AcceptOutcome> {
  const { db, now } = deps
  const shown = await quoteForCustomer(db, quoteNumber, now)
  if (!shown) return { refusal: { field: '', message: acceptMessages.gone, status: 409 } }
  if (shown.acceptedBookingId !== undefined) return accepted(shown.acceptedBookingId)
  if (shown.quoted.length === 0) return { refusal: { field: '', message: acceptMessages.undated, status: 409 } }
  if (price === 'offerte' && !shown.valid)
    return { refusal: { field: '', message: acceptMessages.expired(shown.validUntil), status: 409 } }
  // The owner's setting confirms a quote accepted at its own price; one at today's price is a request.
  const autoConfirm = shown.autoConfirm && price === 'offerte'
  const quote = { id: shown.id, number: quoteNumber, mails: !autoConfirm }
  const requested = await requestBooking(
    {
      customer,
      days: price === 'offerte' ? shown.quoted : shown.todays,
      newsletter,
      submissionId: `offerte-${quoteNumber}`,
      quote,
    },
    { ...deps, window: shown.window, count: deps.count },
  )
  if (requested.refusal) {
    // Accepted meanwhile with other details: it is the same acceptance.
    const raced = await quoteForCustomer(db, quoteNumber, now)
    return raced?.acceptedBookingId === undefined ? requested : accepted(raced.acceptedBookingId)
  }
  if (requested.duplicate || !autoConfirm)
    return {
      bookingId: requested.bookingId,
      confirmed: false,
      duplicate: requested.duplicate,
      mailIds: requested.mailIds,
    }
  const confirmed = await runBookingEvent(requested.bookingId, { type: 'accept-quote', quoteNumber }, 'klant', deps)
  if (confirmed.ok && confirmed.changed)
    return { bookingId: requested.bookingId, confirmed: true, duplicate: false, mailIds: confirmed.mailIds }
  // Taken or closed between the check and the confirmation: a request like any, for the owner to decide.
  const mailIds = await queueRequestMails(requested.bookingId, deps)
  return { bookingId: requested.bookingId, confirmed: false, duplicate: false, mailIds }
}

const accepted = (bookingId: number): AcceptOutcome => ({ bookingId, confirmed: false, duplicate: true, mailIds: [] })
