/**
 * E-mailing a quote of one or more dates: the server prices it again (priceDays), stores it with
 * a unique number OFF-yyyymmdd-NNN (a collision is retried with a new number) and its later dates
 * in quote_later_days, links or creates the CRM customer, records the contact moment and mails
 * the PDF to the visitor with a copy to the venue, all in one D1 batch. The same submission twice
 * (same key, same content) yields one quote and one set of mails.
 */
import { eq } from 'drizzle-orm'
import { type BookingDay, daysCalculation, daysProblem, extrasColumn, priceDays, storedDay } from '~/lib/booking-days'
import type { CustomerDetails } from '~/lib/calculator'
import { addDays, amsterdamDate, type IsoDate } from '~/lib/dates'
import { capitalised, formatLongDate } from '~/lib/format'
import { contactHistory, quoteLaterDays, quotes } from '../../../db/schema'
import { customerIdOf, upsertCustomer } from '../customers/customers.server'
import type { Db } from '../db/client.server'
import { isUniqueViolation } from '../db/constraints.server'
import {
  rememberedId,
  rememberedResult,
  rememberSubmission,
  reusedKeyMessage,
  submissionKey,
} from '../http/idempotency.server'
import type { SubmissionCount } from '../http/rate-limit.server'
import { queueDraft } from '../mail/outbox.server'
import { renderQuotePdf } from '../pdf/quote-pdf.server'
import { toBase64 } from '../pdf/writer.server'
import type { Services } from '../services.server'
import { quoteMail, quoteToVenueMail } from './mails'

/** `submissionId`: the form's or API client's own key for this submission (idempotency.server.ts). */
export type QuoteRequest = {
  customer: CustomerDetails
  /** One to MAX_BOOKING_DAYS dates, in any order: the first in the calendar is the quote's own. */
  days: BookingDay[]
  submissionId?: string
}
export type QuoteDeps = Pick<Services, 'db' | 'settings' | 'links'> & {
  now: number
  random?: () => number
  count?: SubmissionCount
}
export type QuoteOutcome =
  | { quoteNumber: string; mailIds: string[]; duplicate: boolean; refusal?: undefined }
  | { refusal: { field: 'date' | ''; message: string; status: 400 | 409 } }

const MAX_NUMBER_ATTEMPTS = 5

export function quoteNumberFor(day: IsoDate, random: number): string {
  return `OFF-${day.replaceAll('-', '')}-${String(1 + Math.floor(random * 999)).padStart(3, '0')}`
}

export async function emailQuote(
  request: QuoteRequest,
  { db, settings, links, now, random = Math.random, count }: QuoteDeps,
): Promise<QuoteOutcome> {
  const { customer } = request
  const problem = daysProblem(request.days)
  if (problem) return { refusal: { field: '', message: problem, status: 400 } }
  const today = amsterdamDate(new Date(now))
  const past = request.days.find((day) => day.date < today)
  if (past) {
    const message = 'Deze datum ligt in het verleden.'
    return request.days.length === 1
      ? { refusal: { field: 'date', message, status: 400 } }
      : { refusal: { field: '', message: `${capitalised(formatLongDate(past.date))}: ${message}`, status: 400 } }
  }

  const price = priceDays(request.days)
  const days = price.days.map(({ day }) => day)
  const { first } = price
  const later = days.slice(1)
  const calculation = daysCalculation(price)
  const validUntil = addDays(today, first.list.terms.quoteValidDays)
  const key = await submissionKey('quote', request.submissionId, [customer, days])
  const known = await rememberedResult(db, key)
  if (known.kind === 'repeat') return { quoteNumber: await numberOf(db, known.id), mailIds: [], duplicate: true }
  if (known.kind === 'reused') return { refusal: { field: '', message: reusedKeyMessage, status: 409 } }

  const at = new Date(now)
  for (let attempt = 1; ; attempt += 1) {
    const quoteNumber = quoteNumberFor(today, random())
    // Where the customer accepts it (docs/decisions/040-one-agreement-per-booking.md).
    const acceptUrl = await links.quote(quoteNumber, now)
    // The visitor's address is not verified: the PDF names only where it was sent (the venue's
    // copy of the mail carries the rest; the admin can download the quote with every detail).
    const pdf = toBase64(
      await renderQuotePdf({
        quoteNumber,
        issuedOn: today,
        validUntil,
        customer: { email: customer.email },
        days,
        acceptUrl,
      }),
    )
    const attachments = [{ filename: `offerte-${quoteNumber}.pdf`, contentType: 'application/pdf', contentBase64: pdf }]
    const related = { type: 'quote', id: rememberedId(key) }
    const facts = {
      customer,
      quoteNumber,
      issuedOn: today,
      validUntil,
      days,
      list: first.list,
      calculation,
      attachments,
      acceptUrl,
      venueInbox: settings.venueInbox,
    }
    const toVisitor = queueDraft(db, quoteMail(facts), related)
    const toVenue = queueDraft(db, quoteToVenueMail(facts), related)
    try {
      await db.batch([
        upsertCustomer(db, customer, at),
        db.insert(quotes).values({
          customerId: customerIdOf(customer.email),
          quoteNumber,
          numPeople: first.numPeople,
          dayParts: first.dayParts,
          meetingType: first.meetingType,
          lunchType: first.lunchType,
          extras: extrasColumn(first.extras),
          preferredDate: first.date,
          status: 'active',
          totalExclVatCents: price.totals.subtotalCents,
          totalInclVatCents: price.totals.totalCents,
          priceListId: first.list.id,
          validUntil,
          createdAt: at,
        }),
        rememberSubmission(db, key, 'quote', 'quote'),
        ...(later.length > 0
          ? [db.insert(quoteLaterDays).values(later.map((day) => ({ quoteId: rememberedId(key), ...storedDay(day) })))]
          : []),
        db.insert(contactHistory).values({
          customerId: customerIdOf(customer.email),
          contactType: 'quote_sent',
          subject: `Offerte ${quoteNumber} verstuurd`,
          description: customer.notes ?? null,
          contactedBy: 'Website',
          createdAt: at,
        }),
        toVisitor.statement,
        toVenue.statement,
        ...(count ? [count] : []),
      ])
      return { quoteNumber, mailIds: [toVisitor.id, toVenue.id], duplicate: false }
    } catch (error) {
      const raced = await rememberedResult(db, key)
      if (raced.kind === 'repeat') return { quoteNumber: await numberOf(db, raced.id), mailIds: [], duplicate: true }
      if (raced.kind === 'reused') return { refusal: { field: '', message: reusedKeyMessage, status: 409 } }
      if (attempt < MAX_NUMBER_ATTEMPTS && isUniqueViolation(error, 'quotes', 'quote_number')) continue
      throw error
    }
  }
}

async function numberOf(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ quoteNumber: quotes.quoteNumber }).from(quotes).where(eq(quotes.id, id))
  return row?.quoteNumber ?? ''
}
