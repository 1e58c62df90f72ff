import { data } from 'react-router'
import { customerData, customerDataCsv } from '~/server/privacy/erasure.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/klant-export'

/** /admin/klanten/{id}/export/gegevens.{json,csv}: everything about one customer (AVG, right of access). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = services(context)
  const format = { 'gegevens.json': 'json', 'gegevens.csv': 'csv' }[params.bestand]
  if (!format) throw data('Onbekende export', { status: 404 })
  const found = await customerData(app.db, Number(params.id))
  if (!found) throw data('Klant niet gevonden', { status: 404 })
  const filename = `klant-${found.customer.id}-gegevens.${format}`
  return new Response(format === 'json' ? JSON.stringify(found, null, 2) : customerDataCsv(found), {
    headers: {
      'Content-Type': format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  })
}
