import { data } from 'react-router'
import { ublFileName, ublMissing } from '~/lib/ubl'
import { readOne } from '~/server/db/batch.server'
import { storedInvoiceXml, ublInvoiceOf } from '~/server/invoices/documents.server'
import { invoiceWithRelations } from '~/server/invoices/queries.server'
import { xmlResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/factuur-xml'

/** An invoice's e-invoice (UBL), for the owner, in one round trip; the invoice's page says why there is none. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = services(context)
  const found = await readOne(app.db, invoiceWithRelations(app.db, Number(params.id)))
  if (!found) throw data('Factuur niet gevonden', { status: 404 })
  const { invoice, credits } = found
  const deps = { now: Date.now(), links: app.links, ideal: app.settings.ideal }
  const xml = await storedInvoiceXml(app.db, invoice, deps, credits ? [credits] : [])
  if (!xml) throw data(`Geen e-factuur: ${ublMissing(ublInvoiceOf(invoice)).join(', ')} ontbreekt.`, { status: 404 })
  return xmlResponse(xml, ublFileName(invoice.kind, invoice.number, invoice.stage))
}
