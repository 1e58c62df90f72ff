import { data, Link } from 'react-router'
import { Badge, DetailHeader, type Fact, FactList, formatDateTime } from '~/components/admin/ui'
import { PriceBreakdown } from '~/components/rates/price-breakdown'
import { quoteStatusLabels } from '~/lib/admin-lists'
import { dayFacts, extrasFact } from '~/lib/booking-days'
import { formatDate, formatLongDate } from '~/lib/format'
import { choiceLabel, dayPartText } from '~/lib/pricing'
import { bookingOfQuote } from '~/server/bookings/queries.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { quoteCalculation } from '~/server/pdf/quote-pdf.server'
import { getQuote, quoteDays, quoteSelection } from '~/server/quotes/quote-page.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/offerte'

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = services(context)
  const quote = await getQuote(app.db, Number(params.id))
  if (!quote) throw data('Offerte niet gevonden', { status: 404 })
  const book = await loadPriceBook(app.db)
  const selection = quoteSelection(quote, book)
  const days = quoteDays(quote, book)
  const booking = await bookingOfQuote(app.db, quote.id)
  return { quote, selection, days, booking, calculation: quoteCalculation({ days, undated: selection }) }
}

export default function QuotePage({
  loaderData: { quote, selection, days, booking, calculation },
}: Route.ComponentProps) {
  // One date (or none) as it always was; several dates with a row each.
  const meeting: [string, string | number][] =
    days.length > 1
      ? dayFacts(days)
      : [
          ['Gewenste datum', quote.preferredDate ? formatLongDate(quote.preferredDate) : '—'],
          ['Dagdeel', dayPartText(selection.dayParts)],
          ['Personen', selection.numPeople],
          ['Arrangement', choiceLabel(selection.list, 'arrangement', selection.meetingType)],
          ['Lunch', choiceLabel(selection.list, 'lunch', selection.lunchType)],
          ...extrasFact(selection),
        ]
  return (
    <>
      <DetailHeader
        back="/admin?tab=offertes"
        backLabel="Alle offertes"
        title={`Offerte ${quote.quoteNumber}`}
        badge={
          <Badge variant={quote.status === 'active' ? 'default' : 'secondary'}>{quoteStatusLabels[quote.status]}</Badge>
        }
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-label="Offerte" className="rounded-lg border border-mortar bg-white p-5">
          <FactList
            facts={[
              [
                'Klant',
                quote.customerId ? (
                  <Link key="klant" to={`/admin/klanten/${quote.customerId}`} className="underline">
                    {quote.customerName}
                  </Link>
                ) : (
                  '—'
                ),
              ],
              ...meeting,
              ['Gemaakt op', formatDate(quote.createdAt.toISOString().slice(0, 10))],
              ['Geldig tot en met', formatDate(quote.validUntil)],
              // Accepted online by the customer (ADR 040): the request or booking it made.
              ...(booking
                ? [
                    [
                      'Geaccepteerd',
                      <Link key="boeking" to={`/admin/boekingen/${booking.id}`} className="underline">
                        {`Boeking ${booking.id}, ${formatDateTime(booking.createdAt)}`}
                      </Link>,
                    ] satisfies Fact,
                  ]
                : []),
            ]}
          />
          <div className="mt-6">
            <PriceBreakdown calculation={calculation} compact dates={days.length} />
          </div>
        </section>
        <aside className="self-start rounded-lg border border-mortar bg-white p-5">
          <h2 className="font-display text-xl font-semibold">PDF</h2>
          <p className="mt-2 text-sm text-ink-soft">De offerte zoals de klant haar per e-mail heeft ontvangen.</p>
          <a href={`/admin/offertes/${quote.id}/offerte.pdf`} className="btn-primary mt-4" download>
            Offerte (PDF) downloaden
          </a>
        </aside>
      </div>
    </>
  )
}
