import { data } from 'react-router'
import { toCsv } from '~/lib/csv'
import { amsterdamDate } from '~/lib/dates'
import { cateringOrder, cateringPeriod } from '~/lib/day-sheet'
import { dietKinds, dietLabels } from '~/lib/diet'
import { dayBookingsReading } from '~/server/days/day-bookings.server'
import { readOne } from '~/server/db/batch.server'
import { cateringPdf } from '~/server/pdf/day-pdf.server'
import { fileResponse, pdfResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/catering-bestand'

/** /admin/catering/bestelling.{pdf,csv}?van=…&tot=…: the catering order for the caterer (routes/admin/catering.tsx). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const format = { 'bestelling.pdf': 'pdf', 'bestelling.csv': 'csv' }[params.bestand]
  if (!format) throw data('Bestand niet gevonden', { status: 404 })
  const url = new URL(request.url)
  const period = cateringPeriod(url.searchParams.get('van'), url.searchParams.get('tot'), amsterdamDate(new Date()))
  if (!period.ok) throw data(period.message, { status: 400 })
  const app = services(context)
  const order = cateringOrder(await readOne(app.db, dayBookingsReading(app.db, period.from, period.to)))
  const name = `catering-${period.from}-tot-en-met-${period.to}`
  if (format === 'pdf') return pdfResponse(await cateringPdf(period.from, period.to, order), `${name}.pdf`)
  // A meal's line has its dietary counts, one column each, and their note (docs/decisions/045-dieetwensen.md).
  const rows = order.flatMap((date) =>
    date.lines.map((line) => [
      date.date,
      line.item,
      line.quantity,
      line.bookingId,
      line.numPeople,
      ...dietKinds.map((kind) => (line.diet ? (line.diet.counts[kind] ?? 0) : '')),
      line.diet?.note ?? '',
    ]),
  )
  return fileResponse(
    toCsv(
      [
        'Datum',
        'Wat',
        'Aantal',
        'Boeking',
        'Personen',
        ...dietKinds.map((kind) => dietLabels[kind]),
        'Toelichting dieet',
      ],
      rows,
    ),
    'text/csv; charset=utf-8',
    `${name}.csv`,
  )
}
