import { redirect } from 'react-router'
import { bookingForLink } from '~/server/bookings/manage.server'
import { storedInvoicePdf } from '~/server/invoices/documents.server'
import { invoicesOf } from '~/server/invoices/queries.server'
import { invoicePdfName } from '~/server/pdf/invoice-pdf.server'
import { pdfResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/mijn-boeking-factuur'

/**
 * /mijn-boeking/factuur?sleutel=...&nummer=...: an invoice of the customer's own booking, as PDF.
 * Private. A file has no page of its own to explain a broken link: without the booking or the
 * invoice it goes to the booking's page with the same key, which says in Dutch what is wrong (a
 * link that does not work, or an invoice that is not this booking's).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const url = new URL(request.url)
  const now = Date.now()
  const key = url.searchParams.get('sleutel') ?? ''
  const page = `/mijn-boeking?sleutel=${encodeURIComponent(key)}`
  const booking = await bookingForLink(app.db, app.links, key, now)
  if (!booking) throw redirect(page, 303)
  const number = url.searchParams.get('nummer')
  const invoice = (await invoicesOf(app.db, booking.id)).find((candidate) => candidate.number === number)
  if (!invoice) throw redirect(`${page}&melding=geen-factuur`, 303)
  const pdf = await storedInvoicePdf(app.db, invoice, { now: Date.now(), links: app.links, ideal: app.settings.ideal })
  return pdfResponse(pdf, invoicePdfName(invoice.kind, invoice.number))
}
