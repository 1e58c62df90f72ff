import { Fragment } from 'react'
import { cancellationTerms, cancellationTermsOf, depositAmountsText, quoteTerms } from '~/content/terms'
import { venue, venueAddressLine, venueRegistration } from '~/content/venue'
import { type BookingDay, dayFacts, termsListOf } from '~/lib/booking-days'
import { addDays } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import type { PriceCalculation } from '~/lib/pricing'
import { PriceBreakdown } from './price-breakdown'

/**
 * What 'Offerte afdrukken' prints: one clean page, only visible in print, stating what the quote's
 * PDF states (app/server/pdf/quote-pdf.server.ts): the aanbetaling, the terms and how cancelling goes.
 */
export function PrintableQuote({
  today,
  days,
  calculation,
}: {
  today: string
  /** The dates asked for, each then a row of its own; one without a date yet has date ''. */
  days: BookingDay[]
  calculation: PriceCalculation
}) {
  const facts = dayFacts(days)
  const list = termsListOf(days)
  const validUntil = addDays(today, list.terms.quoteValidDays)
  const dated = days.filter((day) => day.date !== '')
  const deposit = depositAmountsText(dated, today)
  const terms = (title: string, lines: readonly string[]) => (
    <>
      <h2 className="mt-4 text-sm font-semibold">{title}</h2>
      <ul className="mt-1 list-disc pl-5 text-xs">
        {lines.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </>
  )
  return (
    <section className="hidden text-[11pt] print:block" aria-hidden="true">
      <header className="border-b-2 border-brick-700 pb-3">
        <p className="font-display text-2xl font-semibold text-brick-700">{venue.name}</p>
        <p className="text-sm">{`${venueAddressLine} · ${venue.phone.display} · ${venue.email}`}</p>
        <p className="text-sm">{venueRegistration}</p>
      </header>
      <h1 className="mt-4 font-display text-xl font-semibold">Offerte</h1>
      <p className="text-sm">{`Afgedrukt op ${formatDate(today)} · geldig tot en met ${formatDate(validUntil)}`}</p>
      <dl className="mt-3 grid grid-cols-[12rem_1fr] gap-x-4 text-sm">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="mt-4">
        <PriceBreakdown calculation={calculation} dates={days.length} compact />
      </div>
      {deposit ? <p className="mt-3 text-sm">{deposit}</p> : null}
      {terms('Voorwaarden', quoteTerms(list))}
      {terms(
        'Annuleren',
        dated.length > 0 ? cancellationTermsOf(dated, { quote: true }) : cancellationTerms(list, { quote: true }),
      )}
      <p className="mt-4 text-xs">{`Vragen? Bel ${venue.phone.display} of mail ${venue.email}. We helpen je graag.`}</p>
    </section>
  )
}
