import { redirect } from 'react-router'
import { invoicePdfName } from '~/lib/invoicing'
import { ublFileName } from '~/lib/ubl'
import { linkedBooking } from '~/server/bookings/manage.server'
import { storedInvoicePdf, storedInvoiceXml } from '~/server/invoices/documents.server'
import { pdfResponse, xmlResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/mijn-boeking-factuur'

/**
 * /mijn-boeking/factuur?sleutel=...&nummer=...: an invoice of the customer's own booking, as PDF, or
 * with &formaat=xml as its e-invoice (UBL).
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
  // One round trip: the booking's state holds its invoices, and the one a credit note corrects.
  const { loaded } = (await linkedBooking(app.db, app.links, key, now)) ?? {}
  if (!loaded) throw redirect(page, 303)
  const number = url.searchParams.get('nummer')
  const invoice = loaded.invoices.find((candidate) => candidate.number === number)
  if (!invoice) throw redirect(`${page}&melding=geen-factuur`, 303)
  const deps = { now, links: app.links, ideal: app.settings.ideal }
  if (url.searchParams.get('formaat') === 'xml') {
    const xml = await storedInvoiceXml(app.db, invoice, deps, loaded.invoices)
    if (!xml) throw redirect(`${page}&melding=geen-e-factuur`, 303)
    return xmlResponse(xml, ublFileName(invoice.kind, invoice.number, invoice.stage))
  }
  const pdf = await storedInvoicePdf(app.db, invoice, deps, loaded.invoices)
  return pdfResponse(pdf, invoicePdfName(invoice.kind, invoice.number, invoice.stage))
}
