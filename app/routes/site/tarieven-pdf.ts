import { daysProblem } from '~/lib/booking-days'
import { MINUTE_CACHE } from '~/lib/cache-policy'
import { calculatorDays, calculatorList, parseCalculatorParams, priceInputOf } from '~/lib/calculator'
import { addDays, amsterdamDate } from '~/lib/dates'
import { listOn } from '~/lib/price-list'
import { peopleMessage, priceInputProblem } from '~/lib/pricing'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { quoteList, renderQuotePdf } from '~/server/pdf/quote-pdf.server'
import { pdfResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/tarieven-pdf'

const refusal = (message: string) =>
  new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * /tarieven/offerte.pdf: the calculator's breakdown as a PDF (an offerte without a number, not
 * stored), with every date it asks for; before a date is chosen, the choices alone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = parseCalculatorParams(new URL(request.url).searchParams)
  const now = Date.now()
  const book = await loadPriceBook(services(context).db)
  const today = amsterdamDate(new Date(now))
  const days = calculatorDays(state, book, today)
  const list = calculatorList(state, book, today)
  const input = priceInputOf(state, list.terms.maxPeople)
  const undated = input && { ...input, list: listOn(book, today) }
  if (!days || !undated) return refusal(`Geen geldige berekening. ${peopleMessage(list.terms.maxPeople)}`)
  const problem = days.length > 0 ? daysProblem(days) : priceInputProblem(undated, undated.list)
  if (problem) return refusal(problem)
  // The quote holds for its list's term: its first date's, or today's while none is chosen.
  const validUntil = addDays(today, quoteList({ days, undated }).terms.quoteValidDays)
  const pdf = await renderQuotePdf({ issuedOn: today, validUntil, days, undated })
  return pdfResponse(pdf, 'offerte-oude-paardenslagerij.pdf', MINUTE_CACHE)
}
