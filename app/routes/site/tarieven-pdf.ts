import { QUOTE_VALID_DAYS } from '~/content/terms'
import { bookingWindow } from '~/lib/availability'
import { parseCalculatorParams, priceInputOf } from '~/lib/calculator'
import { addDays } from '~/lib/dates'
import { calculatePrice, MAX_PEOPLE, MIN_PEOPLE } from '~/lib/pricing'
import { renderQuotePdf } from '~/server/pdf/quote-pdf.server'
import { pdfResponse } from '~/server/pdf/response.server'
import type { Route } from './+types/tarieven-pdf'

/** /tarieven/offerte.pdf: the calculator's breakdown as a PDF (an offerte without a number, not stored). */
export async function loader({ request }: Route.LoaderArgs) {
  const state = parseCalculatorParams(new URL(request.url).searchParams)
  const input = priceInputOf(state)
  if (!input) {
    return new Response(`Geen geldige berekening: kies een aantal personen van ${MIN_PEOPLE} tot ${MAX_PEOPLE}.`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const today = bookingWindow(Date.now()).first
  const pdf = await renderQuotePdf({
    issuedOn: today,
    validUntil: addDays(today, QUOTE_VALID_DAYS),
    preferredDate: state.date || undefined,
    input,
    calculation: calculatePrice(input),
  })
  return pdfResponse(pdf, 'offerte-oude-paardenslagerij.pdf')
}
