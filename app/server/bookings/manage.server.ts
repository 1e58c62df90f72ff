/**
 * The customer's own booking page (the signed link in every booking mail): which booking a link is
 * for, and while it works. What they do goes through the lifecycle (lifecycle.server.ts); what the
 * page offers is what the lifecycle would do now (app/lib/booking-offers.ts).
 */
import { bookingDays } from '~/lib/booking-lifecycle'
import { offersFor } from '~/lib/booking-offers'
import { amsterdamDate, type IsoDate } from '~/lib/dates'
import type { InvoiceKind, InvoiceStatus } from '~/lib/invoicing'
import type { Db } from '../db/client.server'
import type { Links } from '../links.server'
import { type LoadedBooking, loadBookingState } from './state.server'

/**
 * The booking a link is for, as the lifecycle reads it (one round trip), with its dates and what the
 * customer may do with it, while its link works: its token names the booking, or (in the mail that
 * acknowledges a request, sent before the booking had an id) the submission that made it. The
 * offers are made here, on the server: the page's browser code never holds the lifecycle's table.
 */
export async function linkedBooking(db: Db, links: Links, token: string | null, now: number) {
  const subject = await links.manageSubject(token)
  if (!subject) return undefined
  const key = subject.startsWith('aanvraag:') ? { submission: subject.slice('aanvraag:'.length) } : Number(subject)
  const loaded = await loadBookingState(db, key, now)
  if (!loaded) return undefined
  const days = bookingDays(loaded.state.booking)
  if (!manageLinkWorks(loaded, days.at(-1)?.date ?? loaded.booking.date, now)) return undefined
  return { loaded, days, offers: offersFor(loaded.state, 'klant', now) }
}

/**
 * How long the customer's link works (docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md):
 * until the end of the booking's last date, and after it for as long as one of its invoices is open,
 * so the mails of cancellation costs and of invoices made after the day still lead somewhere.
 */
export function manageLinkWorks(loaded: Pick<LoadedBooking, 'invoices'>, lastDate: IsoDate, now: number): boolean {
  if (amsterdamDate(new Date(now)) <= lastDate) return true
  return loaded.invoices.some(
    (invoice) =>
      invoice.kind === ('factuur' satisfies InvoiceKind) && invoice.status === ('open' satisfies InvoiceStatus),
  )
}
