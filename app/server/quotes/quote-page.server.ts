import { eq } from 'drizzle-orm'
import { amsterdamDate } from '~/lib/dates'
import { asDayPart, calculatePrice, type PriceInput } from '~/lib/pricing'
import { arrangementTypes, customers, quotes } from '../../../db/schema'
import type { Db } from '../db/client.server'
import { renderQuotePdf } from '../pdf/quote-pdf.server'

export async function getQuote(db: Db, id: number) {
  const [row] = await db
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
    .where(eq(quotes.id, id))
  return row
    ? {
        ...row.quote,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        company: row.company,
        phone: row.phone,
        address: row.address,
      }
    : undefined
}

type Quote = NonNullable<Awaited<ReturnType<typeof getQuote>>>

export function quoteSelection(quote: Quote): PriceInput {
  const arrangement = (value: string) => arrangementTypes.find((type) => type === value) ?? 'geen'
  return {
    numPeople: quote.numPeople,
    dayParts: asDayPart(quote.dayParts) ?? 1,
    meetingType: arrangement(quote.meetingType),
    lunchType: arrangement(quote.lunchType),
  }
}

/** The stored quote's PDF, rebuilt from its stored choices (the same renderer as the mailed one). */
export function quotePdf(quote: Quote): Promise<Uint8Array> {
  const selection = quoteSelection(quote)
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
    preferredDate: quote.preferredDate ?? undefined,
    input: selection,
    calculation: calculatePrice(selection),
  })
}
