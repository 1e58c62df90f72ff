import { data } from 'react-router'
import { bookingForLink } from '~/server/bookings/manage.server'
import { storedInvoicePdf } from '~/server/invoices/documents.server'
import { invoicesOf } from '~/server/invoices/queries.server'
import { invoicePdfName } from '~/server/pdf/invoice-pdf.server'
import { pdfResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/mijn-boeking-factuur'

/** /mijn-boeking/factuur?sleutel=...&nummer=...: an invoice of the customer's own booking, as PDF. Private. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const url = new URL(request.url)
  const now = Date.now()
  const booking = await bookingForLink(app.db, app.links, url.searchParams.get('sleutel'), now)
  const invoice = booking
    ? (await invoicesOf(app.db, booking.id)).find((candidate) => candidate.number === url.searchParams.get('nummer'))
    : undefined
  if (!invoice) throw data('Factuur niet gevonden', { status: 404 })
  const pdf = await storedInvoicePdf(app.db, invoice, { now: Date.now(), links: app.links, ideal: app.settings.ideal })
  return pdfResponse(pdf, invoicePdfName(invoice.kind, invoice.number))
}
