import { QUOTE_VALID_DAYS, quoteTerms } from '~/content/terms'
import { venue, venueAddressLine, venueRegistration } from '~/content/venue'
import { addDays } from '~/lib/dates'
import { formatDate, formatLongDate } from '~/lib/format'
import { arrangementInfo, dayPartText, lunchInfo, type PriceCalculation, type PriceInput } from '~/lib/pricing'
import { PriceBreakdown } from './price-breakdown'

/** What 'Offerte afdrukken' prints: one clean page, only visible in print. */
export function PrintableQuote({
  today,
  date,
  input,
  calculation,
}: {
  today: string
  date: string
  input: PriceInput
  calculation: PriceCalculation
}) {
  return (
    <section className="hidden text-[11pt] print:block" aria-hidden="true">
      <header className="border-b-2 border-brick-700 pb-3">
        <p className="font-display text-2xl font-semibold text-brick-700">{venue.name}</p>
        <p className="text-sm">{`${venueAddressLine} · ${venue.phone.display} · ${venue.email}`}</p>
        <p className="text-sm">{venueRegistration}</p>
      </header>
      <h1 className="mt-4 font-display text-xl font-semibold">Offerte</h1>
      <p className="text-sm">
        {`Afgedrukt op ${formatDate(today)} · geldig tot en met ${formatDate(addDays(today, QUOTE_VALID_DAYS))}`}
      </p>
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 text-sm">
        <dt>Gewenste datum</dt>
        <dd>{date ? formatLongDate(date) : 'Nog niet gekozen'}</dd>
        <dt>Dagdeel</dt>
        <dd>{dayPartText(input.dayParts)}</dd>
        <dt>Aantal personen</dt>
        <dd>{input.numPeople}</dd>
        <dt>Arrangement</dt>
        <dd>{arrangementInfo[input.meetingType].label}</dd>
        <dt>Lunch</dt>
        <dd>{lunchInfo[input.lunchType].label}</dd>
      </dl>
      <div className="mt-4">
        <PriceBreakdown calculation={calculation} compact />
      </div>
      <ul className="mt-4 list-disc pl-5 text-xs">
        {quoteTerms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  )
}
