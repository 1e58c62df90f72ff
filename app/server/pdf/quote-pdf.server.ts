/**
 * The quote as a proper Dutch offerte (stored, with a number) or an offerte without a number (the calculator's
 * "Download PDF", not stored): venue details with KvK and btw-id, customer, every date with its
 * choices, the price lines of every date with btw per group (priceDays), totals, validity and terms.
 */
import {
  cancellationTerms,
  cancellationTermsOf,
  depositAmountsText,
  paymentScheduleTerms,
  quoteTerms,
} from '~/content/terms'
import { venue } from '~/content/venue'
import { type BookingDay, dayFacts, daysCalculation, extrasFact, priceDays, termsListOf } from '~/lib/booking-days'
import type { CustomerDetails } from '~/lib/calculator'
import type { IsoDate } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { vatLineLabel } from '~/lib/invoicing'
import type { PriceList } from '~/lib/price-list'
import { calculatePrice, choiceLabel, dayPartText, type PriceCalculation } from '~/lib/pricing'
import { letterhead } from './letterhead.server'
import { colors, PdfWriter, priceTable, priceTotals } from './writer.server'

export type QuoteDocument = {
  /** A stored quote has a number; a booking confirmation says which booking it confirms. */
  quoteNumber?: string
  confirmation?: { bookingId: number }
  issuedOn: IsoDate
  validUntil: IsoDate
  /**
   * Who it is for. A quote mailed straight from the website names only the address it was sent
   * to: nothing typed by an unverified sender goes into a document that leaves under our name.
   */
  customer?: CustomerDetails | Pick<CustomerDetails, 'email'>
  /** The dates with their choices, in any order; each is priced as a booking of only that date. */
  days: readonly BookingDay[]
  /** The calculator's choices before a date is chosen, priced (under today's list) when there are no days. */
  undated?: Omit<BookingDay, 'date'>
  /** A stored quote's own page, where the customer accepts it (docs/decisions/040-one-agreement-per-booking.md). */
  acceptUrl?: string
}

/** The price of the dates (priceDays), or of the choices alone while there is no date. */
export function quoteCalculation({ days, undated }: Pick<QuoteDocument, 'days' | 'undated'>): PriceCalculation {
  return days.length === 0 && undated ? calculatePrice(undated, undated.list) : daysCalculation(priceDays(days))
}

/** The list the quote was priced under: its first date's, or today's while it has no date. */
export function quoteList({ days, undated }: Pick<QuoteDocument, 'days' | 'undated'>): PriceList {
  if (days.length > 0) return termsListOf(days)
  if (!undated) throw new Error('Een offerte heeft een datum of keuzes.')
  return undated.list
}

/** The facts under "De bijeenkomst": one date as it always was, several with a row each. */
function meetingFacts({ days, undated, confirmation }: QuoteDocument): [string, string][] {
  const dateLabel = confirmation ? 'Datum bijeenkomst' : 'Gewenste datum'
  if (days.length === 0 && undated)
    return [
      [dateLabel, 'Nog niet gekozen'],
      ['Dagdeel', dayPartText(undated.dayParts)],
      ['Aantal personen', String(undated.numPeople)],
      ['Arrangement', choiceLabel(undated.list, 'arrangement', undated.meetingType)],
      ['Lunch', choiceLabel(undated.list, 'lunch', undated.lunchType)],
      ...extrasFact(undated),
    ]
  const facts = dayFacts(days)
  return days.length === 1 ? facts.map(([label, value]) => [label === 'Datum' ? dateLabel : label, value]) : facts
}

export async function renderQuotePdf(quote: QuoteDocument): Promise<Uint8Array> {
  const title = quote.confirmation
    ? `Bevestiging boeking ${quote.confirmation.bookingId}`
    : quote.quoteNumber
      ? `Offerte ${quote.quoteNumber}`
      : 'Offerte'
  const doc = await PdfWriter.create(`${title} - ${venue.name}`)
  const half = doc.contentWidth / 2

  letterhead(doc, 'business')

  doc.text(title, { size: 16, bold: true, gap: 6 })
  doc.row([
    {
      text: `${quote.confirmation ? 'Datum bevestiging' : 'Datum offerte'}: ${formatDate(quote.issuedOn)}`,
      x: doc.left,
      width: half,
    },
    {
      text: quote.confirmation ? 'Status: bevestigd' : `Geldig tot en met: ${formatDate(quote.validUntil)}`,
      x: doc.left + half,
      width: half,
    },
  ])
  doc.space(8)

  if (quote.customer) {
    const c: Partial<CustomerDetails> = quote.customer
    doc.text('Voor', { size: 11, bold: true })
    for (const line of [c.name, c.company, c.address, c.email, c.phone].filter(Boolean))
      doc.text(line ?? '', { gap: 0 })
    doc.space(10)
  }

  doc.text('De bijeenkomst', { size: 11, bold: true })
  // A long date ("Donderdag 14 januari 2027") needs a wider label than "Aantal personen".
  const labelWidth = quote.days.length > 1 ? 160 : 130
  for (const [label, value] of meetingFacts(quote)) {
    doc.row([
      { text: label, x: doc.left, width: labelWidth },
      { text: value, x: doc.left + labelWidth, width: doc.contentWidth - labelWidth },
    ])
  }
  doc.space(10)

  const calculation = quoteCalculation(quote)
  priceTable(doc, calculation.items, { unit: 'Prijs', total: 'Totaal' })

  const totals: [string, number, boolean][] = [
    ['Subtotaal excl. btw', calculation.subtotalCents, false],
    ...calculation.vat.map((line): [string, number, boolean] => [vatLineLabel(line), line.vatCents, false]),
    ['Totaal btw', calculation.totalVatCents, false],
    ['Totaal incl. btw', calculation.totalInclVatCents, true],
    [
      quote.days.length > 1 ? 'Gemiddeld per persoon per datum incl. btw' : 'Per persoon incl. btw',
      calculation.costPerPersonCents,
      false,
    ],
  ]
  priceTotals(doc, totals)
  doc.space(10)
  const deposit = quote.confirmation ? undefined : depositAmountsText(quote.days, quote.issuedOn)
  if (deposit) doc.text(deposit, { gap: 10 })

  const notes = quote.customer && 'notes' in quote.customer ? quote.customer.notes : undefined
  if (notes) {
    doc.text('Opmerkingen', { size: 11, bold: true })
    doc.text(notes, { gap: 10 })
  }

  const terms = (title: string, lines: readonly string[]) => {
    doc.text(title, { size: 11, bold: true })
    for (const term of lines) doc.text(`• ${term}`, { size: 9, color: colors.soft, gap: 1 })
    doc.space(4)
  }
  // The confirmation is the agreement: what is paid when, and what cancelling costs, for this booking.
  if (quote.confirmation && quote.days.length > 0) terms('Betalen', paymentScheduleTerms(quote.days, quote.issuedOn))
  if (!quote.confirmation) terms('Voorwaarden', quoteTerms(quoteList(quote)))
  terms(
    'Annuleren',
    quote.days.length > 0
      ? cancellationTermsOf(quote.days, { quote: !quote.confirmation })
      : cancellationTerms(quoteList(quote), { quote: !quote.confirmation }),
  )
  if (quote.acceptUrl) {
    doc.space(4)
    doc.text(`Akkoord? Accepteer deze offerte online: ${quote.acceptUrl}`, { gap: 4 })
  }
  doc.space(6)
  doc.text(`Vragen? Bel ${venue.phone.display} of mail ${venue.email}. We helpen je graag.`, {
    size: 9,
    color: colors.soft,
  })
  return doc.save()
}
