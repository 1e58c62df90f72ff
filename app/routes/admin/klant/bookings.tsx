import { Badge, EmptyState, RowLink } from '~/components/admin/ui'
import { statusBadge, statusText } from '~/lib/booking-status'
import { formatDate, formatEuro } from '~/lib/format'
import { asDayPart, dayPartInfo } from '~/lib/pricing'
import type { Route } from './+types/route'

type Data = Route.ComponentProps['loaderData']

/** A booking or quote of this customer: the whole row opens it (RowLink). */
const recordRow =
  'relative flex items-center justify-between gap-3 rounded-lg border border-mortar bg-white p-3 text-sm ' +
  'hover:bg-cream'

export function BookingsAndQuotes({ data: { bookings, quotes } }: { data: Data }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-label="Boekingen van deze klant">
        <h2 className="font-display text-xl font-semibold">Boekingen</h2>
        {bookings.length === 0 ? (
          <EmptyState>Geen boekingen gevonden</EmptyState>
        ) : (
          <ul className="mt-3 space-y-2">
            {bookings.map((booking) => (
              <li key={booking.id} className={recordRow}>
                <RowLink to={`/admin/boekingen/${booking.id}`}>
                  {`${formatDate(booking.date)}, ` +
                    `${dayPartInfo[asDayPart(booking.dayParts) ?? 1].label.toLowerCase()}`}
                </RowLink>
                <span className="tabular-nums">{formatEuro(booking.totalCents)}</span>
                <Badge variant={statusBadge[booking.status]}>{statusText(booking.status, booking.lastDecision)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Offertes van deze klant">
        <h2 className="font-display text-xl font-semibold">Offertes</h2>
        {quotes.length === 0 ? (
          <EmptyState>Geen offertes gevonden</EmptyState>
        ) : (
          <ul className="mt-3 space-y-2">
            {quotes.map((quote) => (
              <li key={quote.id} className={recordRow}>
                <RowLink to={`/admin/offertes/${quote.id}`}>{quote.quoteNumber}</RowLink>
                <span className="tabular-nums">{formatEuro(quote.totalInclVatCents)}</span>
                <Badge variant={quote.status === 'active' ? 'default' : 'secondary'}>{quote.status}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
