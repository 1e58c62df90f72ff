import { data, redirect } from 'react-router'
import { EXPORT_TOO_MANY, ExportPeriodSchema } from '~/lib/admin-schemas'
import { toCsv } from '~/lib/csv'
import { dietOfColumns, dietText } from '~/lib/diet'
import { safeFilename } from '~/lib/single-line'
import { allBookingsReading, type LaterDate } from '~/server/bookings/queries.server'
import { allCustomers } from '~/server/customers/queries.server'
import { readOne, rowsOf } from '~/server/db/batch.server'
import { invoiceExport } from '~/server/invoices/export.server'
import { allSubscribers } from '~/server/newsletter/queries.server'
import { fileResponse } from '~/server/pdf/response.server'
import { type Services, services } from '~/server/services.server'
import type { Route } from './+types/export'

/**
 * Back to the export form on the invoices list, with the period as the owner typed it: the page says
 * why (invoiceExportForm), beside the form, instead of a bare error.
 */
function backToForm(query: URLSearchParams, fout?: string) {
  const back = new URLSearchParams({ tab: 'facturen', van: query.get('van') ?? '', tot: query.get('tot') ?? '' })
  if (fout) back.set('fout', fout)
  return redirect(`/admin?${back}`, 303)
}

async function invoicesZip(app: Services, query: URLSearchParams) {
  const period = ExportPeriodSchema.safeParse({ from: query.get('van'), to: query.get('tot') })
  if (!period.success) throw backToForm(query)
  const { from, to } = period.data
  const result = await invoiceExport(app.db, period.data, {
    now: Date.now(),
    links: app.links,
    ideal: app.settings.ideal,
  })
  if ('tooMany' in result) throw backToForm(query, EXPORT_TOO_MANY)
  return fileResponse(result.zip, 'application/zip', `facturen-${from}-tot-en-met-${to}.zip`)
}

const iso = (value: Date | null) => (value ? value.toISOString() : '')
const laterDateText = (day: LaterDate) => {
  const diet = dietText(dietOfColumns(day))
  return `${day.date} dagdeel ${day.dayParts}, ${day.numPeople} personen${diet ? ` (${diet})` : ''}`
}
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')

/**
 * /admin/export/{boekingen,klanten,abonnees}.csv, each in one round trip with the session, and
 * facturen.zip?van=…&tot=… for the bookkeeper.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = services(context)
  if (params.bestand === 'facturen.zip') return invoicesZip(app, new URL(request.url).searchParams)
  let csv: string
  switch (params.bestand) {
    case 'boekingen.csv':
      csv = toCsv(
        [
          'id',
          'naam',
          'e-mail',
          'bedrijf',
          'datum',
          'dagdeel',
          'personen',
          'dieetwensen',
          'latere datums',
          'totaal incl. btw',
          'status',
          'ontvangen',
        ],
        (await readOne(app.db, allBookingsReading(app.db))).map((b) => [
          b.id,
          b.name,
          b.email,
          b.company,
          b.date,
          b.dayParts,
          b.numPeople,
          // "2 vegetarisch, 1 glutenvrij; één gast mag geen selderij" (docs/decisions/045-dieetwensen.md)
          dietText(dietOfColumns(b)) ?? '',
          // "2027-01-12 dagdeel 3, 12 personen (2 vegetarisch); ..." (docs/decisions/028-multi-day-bookings.md)
          b.laterDates.map(laterDateText).join('; '),
          euros(b.totalCents),
          b.status,
          iso(b.createdAt),
        ]),
      )
      break
    case 'klanten.csv':
      csv = toCsv(
        ['id', 'naam', 'e-mail', 'bedrijf', 'type', 'bron', 'boekingen', 'omzet', 'laatste contact', 'klant sinds'],
        (await readOne(app.db, rowsOf(allCustomers(app.db)))).map((c) => [
          c.id,
          c.name,
          c.email,
          c.company,
          c.customerType,
          c.source,
          c.totalBookings,
          euros(c.totalRevenueCents),
          iso(c.lastContactAt),
          iso(c.createdAt),
        ]),
      )
      break
    case 'abonnees.csv':
      csv = toCsv(
        ['e-mail', 'status', 'toestemming', 'toestemming gegeven', 'bevestigd', 'afgemeld'],
        (await readOne(app.db, rowsOf(allSubscribers(app.db)))).map((s) => [
          s.email,
          s.status,
          s.consentText,
          iso(s.consentAt),
          iso(s.confirmedAt),
          iso(s.unsubscribedAt),
        ]),
      )
      break
    default:
      throw data('Onbekende export', { status: 404 })
  }
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeFilename(params.bestand)}"`,
    },
  })
}
