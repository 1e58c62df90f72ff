/**
 * E-mailing a quote: the server prices it again, stores it with a unique number
 * OFF-yyyymmdd-NNN (a collision is retried with a new number), links or creates the CRM
 * customer, records the contact moment and mails the PDF to the visitor with a copy to the
 * venue, all in one D1 batch. The same submission twice (same key, same content) yields one
 * quote and one set of mails.
 */
import { eq } from 'drizzle-orm'
import { QUOTE_VALID_DAYS } from '~/content/terms'
import type { CustomerDetails } from '~/lib/calculator'
import { addDays, amsterdamDate, type IsoDate } from '~/lib/dates'
import { calculatePrice, type PriceInput } from '~/lib/pricing'
import { contactHistory, quotes } from '../../../db/schema'
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
import { quoteCopyToVenue, quoteToVisitor } from '../mail/booking-templates.server'
import { queueMail } from '../mail/outbox.server'
import { renderQuotePdf } from '../pdf/quote-pdf.server'
import { toBase64 } from '../pdf/writer.server'
import type { Services } from '../services.server'

/** `submissionId`: the form's or API client's own key for this submission (idempotency.server.ts). */
export type QuoteRequest = {
  customer: CustomerDetails
  preferredDate: IsoDate
  selection: PriceInput
  submissionId?: string
}
export type QuoteDeps = Pick<Services, 'db' | 'settings'> & {
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
  { db, settings, now, random = Math.random, count }: QuoteDeps,
): Promise<QuoteOutcome> {
  const today = amsterdamDate(new Date(now))
  if (request.preferredDate < today)
    return { refusal: { field: 'date', message: 'Deze datum ligt in het verleden.', status: 400 } }

  const { customer, preferredDate, selection } = request
  const calculation = calculatePrice(selection)
  const validUntil = addDays(today, QUOTE_VALID_DAYS)
  const key = await submissionKey('quote', request.submissionId, [customer, preferredDate, selection])
  const known = await rememberedResult(db, key)
  if (known.kind === 'repeat') return { quoteNumber: await numberOf(db, known.id), mailIds: [], duplicate: true }
  if (known.kind === 'reused') return { refusal: { field: '', message: reusedKeyMessage, status: 409 } }

  const at = new Date(now)
  for (let attempt = 1; ; attempt += 1) {
    const quoteNumber = quoteNumberFor(today, random())
    // The visitor's address is not verified: the PDF names only where it was sent (the venue's
    // copy of the mail carries the rest; the admin can download the quote with every detail).
    const pdf = toBase64(
      await renderQuotePdf({
        quoteNumber,
        issuedOn: today,
        validUntil,
        customer: { email: customer.email },
        preferredDate,
        input: selection,
        calculation,
      }),
    )
    const attachments = [{ filename: `offerte-${quoteNumber}.pdf`, contentType: 'application/pdf', contentBase64: pdf }]
    const related = { relatedType: 'quote', relatedId: rememberedId(key) }
    const toVisitor = queueMail(db, {
      ...quoteToVisitor({ quoteNumber, validUntil, date: preferredDate, selection, calculation }),
      to: customer.email,
      attachments,
      ...related,
    })
    const toVenue = queueMail(db, {
      ...quoteCopyToVenue({ customer, quoteNumber, date: preferredDate, selection, calculation }),
      to: settings.venueInbox,
      replyTo: customer.email,
      attachments,
      ...related,
    })
    try {
      await db.batch([
        upsertCustomer(db, customer, at),
        db.insert(quotes).values({
          customerId: customerIdOf(customer.email),
          quoteNumber,
          ...selection,
          preferredDate,
          status: 'active',
          totalExclVatCents: calculation.subtotalCents,
          totalInclVatCents: calculation.totalInclVatCents,
          validUntil,
          createdAt: at,
        }),
        rememberSubmission(db, key, 'quote', 'quote'),
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
