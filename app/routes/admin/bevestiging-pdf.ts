import { data } from 'react-router'
import { confirmationPdf, confirmationPdfName } from '~/server/bookings/attachments.server'
import { bookingWithDays } from '~/server/bookings/queries.server'
import { pdfResponse } from '~/server/pdf/response.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/bevestiging-pdf'

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = services(context)
  const found = await bookingWithDays(app.db, Number(params.id))
  if (!found) throw data('Boeking niet gevonden', { status: 404 })
  const { booking, days } = found
  return pdfResponse(await confirmationPdf(booking, days, Date.now()), confirmationPdfName(booking.id))
}
