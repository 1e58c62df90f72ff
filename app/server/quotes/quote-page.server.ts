import { eq, inArray, type SQL } from 'drizzle-orm'
import type { BookingDay } from '~/lib/booking-days'
import { dayOf, selectionOf } from '~/lib/booking-days'
import { amsterdamDate } from '~/lib/dates'
import type { PriceBook } from '~/lib/price-list'
import { customers, quoteLaterDays, quotes } from '../../../db/schema'
import type { Db } from '../db/client.server'
import { renderQuotePdf } from '../pdf/quote-pdf.server'

export function getQuote(db: Db, id: number) {
  return quoteWhere(db, eq(quotes.id, id))
}

/** The quote of a customer's link (docs/decisions/040-one-agreement-per-booking.md). */
export function getQuoteByNumber(db: Db, quoteNumber: string) {
  return quoteWhere(db, eq(quotes.quoteNumber, quoteNumber))
}

async function quoteWhere(db: Db, where: SQL) {
  const [[row], laterDays] = await db.batch([
    db
      .select({
        quote: quotes,
        customerName: customers.name,
        customerEmail: customers.email,
        company: customers.company,
        phone: customers.phone,
        address: customers.address,
      })
      .from(quotes)
      .leftJoin(customers, eq(customers.id, quotes.customerId))
      .where(where),
    db
      .select()
      .from(quoteLaterDays)
      .where(inArray(quoteLaterDays.quoteId, db.select({ id: quotes.id }).from(quotes).where(where)))
      .orderBy(quoteLaterDays.date),
  ])
  return row
    ? {
        ...row.quote,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        company: row.company,
        phone: row.phone,
        address: row.address,
        laterDays,
      }
    : undefined
}

type Quote = NonNullable<Awaited<ReturnType<typeof getQuote>>>

/** The first date's choices, which are the quote's own columns, and the list they were priced under. */
export function quoteSelection(quote: Quote, book: PriceBook): Omit<BookingDay, 'date'> {
  return selectionOf(quote, book)
}

/**
 * The quote's dates with their choices, first to last (docs/decisions/028-multi-day-bookings.md);
 * none for a quote stored without a date, which is priced on its own choices.
 */
export function quoteDays(quote: Quote, book: PriceBook): BookingDay[] {
  if (!quote.preferredDate) return []
  return [
    { date: quote.preferredDate, ...quoteSelection(quote, book) },
    ...quote.laterDays.map((day) => dayOf(day, book)),
  ]
}

/** The stored quote's PDF, rebuilt from its stored choices (the same renderer as the mailed one). */
export function quotePdf(quote: Quote, book: PriceBook): Promise<Uint8Array> {
  return renderQuotePdf({
    quoteNumber: quote.quoteNumber,
    issuedOn: amsterdamDate(quote.createdAt),
    validUntil: quote.validUntil,
    customer:
      quote.customerName && quote.customerEmail
        ? {
            name: quote.customerName,
            email: quote.customerEmail,
            company: quote.company ?? undefined,
            phone: quote.phone ?? undefined,
            address: quote.address ?? undefined,
          }
        : undefined,
    days: quoteDays(quote, book),
    undated: quoteSelection(quote, book),
  })
}
