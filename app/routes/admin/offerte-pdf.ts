import { data } from 'react-router'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { pdfResponse } from '~/server/pdf/response.server'
import { getQuote, quotePdf } from '~/server/quotes/quote-page.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/offerte-pdf'

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = services(context)
  const quote = await getQuote(app.db, Number(params.id))
  if (!quote) throw data('Offerte niet gevonden', { status: 404 })
  return pdfResponse(await quotePdf(quote, await loadPriceBook(app.db)), `offerte-${quote.quoteNumber}.pdf`)
}
