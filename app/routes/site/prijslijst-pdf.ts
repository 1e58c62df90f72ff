import { renderPriceListPdf } from '~/server/pdf/price-list-pdf.server'
import { pdfResponse } from '~/server/pdf/response.server'

/** /downloads/prijslijst.pdf, built from the same prices the site shows. */
export async function loader() {
  return pdfResponse(await renderPriceListPdf(), 'prijslijst-oude-paardenslagerij.pdf')
}
