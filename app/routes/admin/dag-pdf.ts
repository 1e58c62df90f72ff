import { data } from 'react-router'
import { isCalendarDay } from '~/lib/calendar'
import { sheetEntries } from '~/lib/day-sheet'
import { dayBookingsReading } from '~/server/days/day-bookings.server'
import { readOne } from '~/server/db/batch.server'
import { daySheetPdf } from '~/server/pdf/day-pdf.server'
import { pdfResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/dag-pdf'

/** /admin/dag/{datum}/dagblad.pdf: the day sheet to print (routes/admin/dag.tsx). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isCalendarDay(params.datum)) throw data('Geen geldige datum', { status: 404 })
  const app = services(context)
  const bookings = await readOne(app.db, dayBookingsReading(app.db, params.datum, params.datum))
  return pdfResponse(await daySheetPdf(params.datum, sheetEntries(bookings)), `dagblad-${params.datum}.pdf`)
}
