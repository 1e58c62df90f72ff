import { data } from 'react-router'
import { invoicePdfName } from '~/lib/invoicing'
import { storedInvoicePdf } from '~/server/invoices/documents.server'
import { getInvoice } from '~/server/invoices/queries.server'
import { pdfResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/factuur-pdf'

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = services(context)
  const invoice = await getInvoice(app.db, Number(params.id))
  if (!invoice) throw data('Factuur niet gevonden', { status: 404 })
  const pdf = await storedInvoicePdf(app.db, invoice, { now: Date.now(), links: app.links, ideal: app.settings.ideal })
  return pdfResponse(pdf, invoicePdfName(invoice.kind, invoice.number, invoice.stage))
}
