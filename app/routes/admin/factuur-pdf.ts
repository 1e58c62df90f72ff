import { data } from 'react-router'
import { invoicePdfName } from '~/lib/invoicing'
import { readOne } from '~/server/db/batch.server'
import { storedInvoicePdf } from '~/server/invoices/documents.server'
import { invoiceWithRelations } from '~/server/invoices/queries.server'
import { pdfResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/factuur-pdf'

/** An invoice's PDF, for the owner: one round trip, the invoice a credit note corrects with it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = services(context)
  const found = await readOne(app.db, invoiceWithRelations(app.db, Number(params.id)))
  if (!found) throw data('Factuur niet gevonden', { status: 404 })
  const { invoice, credits } = found
  const deps = { now: Date.now(), links: app.links, ideal: app.settings.ideal }
  const pdf = await storedInvoicePdf(app.db, invoice, deps, credits ? [credits] : [])
  return pdfResponse(pdf, invoicePdfName(invoice.kind, invoice.number, invoice.stage))
}
