import { QUOTE_VALID_DAYS } from '~/content/terms'
import { bookingWindow } from '~/lib/availability'
import { daysProblem } from '~/lib/booking-days'
import { calculatorDays, parseCalculatorParams, priceInputOf } from '~/lib/calculator'
import { addDays } from '~/lib/dates'
import { MAX_PEOPLE, MIN_PEOPLE } from '~/lib/pricing'
import { renderQuotePdf } from '~/server/pdf/quote-pdf.server'
import { pdfResponse } from '~/server/pdf/response.server'
import type { Route } from './+types/tarieven-pdf'

const refusal = (message: string) =>
  new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * /tarieven/offerte.pdf: the calculator's breakdown as a PDF (an offerte without a number, not
 * stored), with every date it asks for; before a date is chosen, the choices alone.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const state = parseCalculatorParams(new URL(request.url).searchParams)
  const days = calculatorDays(state)
  const undated = priceInputOf(state)
  if (!days || !undated)
    return refusal(`Geen geldige berekening: kies een aantal personen van ${MIN_PEOPLE} tot ${MAX_PEOPLE}.`)
  const problem = days.length > 0 ? daysProblem(days) : undefined
  if (problem) return refusal(problem)
  const today = bookingWindow(Date.now()).first
  const pdf = await renderQuotePdf({ issuedOn: today, validUntil: addDays(today, QUOTE_VALID_DAYS), days, undated })
  return pdfResponse(pdf, 'offerte-oude-paardenslagerij.pdf')
}
