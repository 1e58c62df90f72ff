import { renderParkingGuidePdf } from '~/server/pdf/parking-pdf.server'
import { pdfResponse } from '~/server/pdf/response.server'

/** /downloads/parkeerwijzer.pdf */
export async function loader() {
  return pdfResponse(await renderParkingGuidePdf(), 'parkeerwijzer-oude-paardenslagerij.pdf')
}
