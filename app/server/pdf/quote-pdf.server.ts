/**
 * The quote as a proper Dutch offerte (stored, with a number) or an offerte without a number (the calculator's
 * "Download PDF", not stored): venue details with KvK and btw-id, customer, date and day part,
 * price lines with btw per group, totals, validity and terms.
 */
import { cancellationTerms, quoteTerms } from '~/content/terms'
import { venue, venueAddressLine, venueRegistration } from '~/content/venue'
import type { CustomerDetails } from '~/lib/calculator'
import type { IsoDate } from '~/lib/dates'
import { formatDate, formatLongDate } from '~/lib/format'
import {
  arrangementInfo,
  dayPartText,
  FOOD_VAT_RATE,
  lunchInfo,
  type PriceCalculation,
  type PriceInput,
  ROOM_VAT_RATE,
} from '~/lib/pricing'
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
  preferredDate?: IsoDate
  input: PriceInput
  calculation: PriceCalculation
}

export async function renderQuotePdf(quote: QuoteDocument): Promise<Uint8Array> {
  const title = quote.confirmation
    ? `Bevestiging boeking ${quote.confirmation.bookingId}`
    : quote.quoteNumber
      ? `Offerte ${quote.quoteNumber}`
      : 'Offerte'
  const doc = await PdfWriter.create(`${title} - ${venue.name}`)
  const half = doc.contentWidth / 2

  doc.text(venue.name, { size: 20, bold: true, color: colors.brick, gap: 4 })
  doc.text(`${venueAddressLine} · ${venue.phone.display} · ${venue.email}`, { size: 9, color: colors.soft, gap: 0 })
  doc.text(`${venueRegistration} · IBAN ${venue.iban}`, { size: 9, color: colors.soft, gap: 10 })
  doc.rule(colors.brick)

  doc.text(title, { size: 16, bold: true, gap: 6 })
  doc.row([
    { text: `Datum: ${formatDate(quote.issuedOn)}`, x: doc.left, width: half },
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
  const facts: [string, string][] = [
    [
      quote.confirmation ? 'Datum' : 'Gewenste datum',
      quote.preferredDate ? formatLongDate(quote.preferredDate) : 'Nog niet gekozen',
    ],
    ['Dagdeel', dayPartText(quote.input.dayParts)],
    ['Aantal personen', String(quote.input.numPeople)],
    ['Arrangement', arrangementInfo[quote.input.meetingType].label],
    ['Lunch', lunchInfo[quote.input.lunchType].label],
  ]
  for (const [label, value] of facts) {
    doc.row([
      { text: label, x: doc.left, width: 130 },
      { text: value, x: doc.left + 130, width: doc.contentWidth - 130 },
    ])
  }
  doc.space(10)

  priceTable(doc, quote.calculation.items, { unit: 'Prijs', total: 'Totaal' })

  const totals: [string, number, boolean][] = [
    ['Subtotaal excl. btw', quote.calculation.subtotalCents, false],
    [`Btw ${ROOM_VAT_RATE} % (zaalhuur)`, quote.calculation.roomVatCents, false],
    [`Btw ${FOOD_VAT_RATE} % (catering)`, quote.calculation.foodVatCents, false],
    ['Totaal btw', quote.calculation.totalVatCents, false],
    ['Totaal incl. btw', quote.calculation.totalInclVatCents, true],
    ['Per persoon incl. btw', quote.calculation.costPerPersonCents, false],
  ]
  priceTotals(doc, totals)
  doc.space(10)

  const notes = quote.customer && 'notes' in quote.customer ? quote.customer.notes : undefined
  if (notes) {
    doc.text('Opmerkingen', { size: 11, bold: true })
    doc.text(notes, { gap: 10 })
  }

  if (!quote.confirmation) {
    doc.text('Voorwaarden', { size: 11, bold: true })
    for (const term of quoteTerms) doc.text(`• ${term}`, { size: 9, color: colors.soft, gap: 1 })
    doc.space(4)
  }
  doc.text('Annuleren', { size: 11, bold: true })
  for (const term of cancellationTerms) doc.text(`• ${term}`, { size: 9, color: colors.soft, gap: 1 })
  doc.space(10)
  doc.text(`Vragen? Bel ${venue.phone.display} of mail ${venue.email}. We helpen je graag.`, {
    size: 9,
    color: colors.soft,
  })
  return doc.save()
}
