import { MINUTE_CACHE } from '~/lib/cache-policy'
import { priceListsFromToday } from '~/server/offer/price-lists.server'
import { renderPriceListPdf } from '~/server/pdf/price-list-pdf.server'
import { pdfResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/prijslijst-pdf'

/** /downloads/prijslijst.pdf, built from the same price lists the site shows. */
export async function loader({ context }: Route.LoaderArgs) {
  const lists = await priceListsFromToday(services(context).db, Date.now())
  return pdfResponse(await renderPriceListPdf(lists), 'prijslijst-oude-paardenslagerij.pdf', MINUTE_CACHE)
}
