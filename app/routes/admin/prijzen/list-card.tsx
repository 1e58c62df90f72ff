import { monthsAhead } from '~/lib/availability'
import { formatDate, formatEuro } from '~/lib/format'
import { entriesOf, type PriceList, unitText, type VenueTerms } from '~/lib/price-list'
import { arrangementUnitCents } from '~/lib/pricing'

/** "Aanbetaling 30 % binnen 14 dagen · restant 14 dagen voor de datum", or "Geen aanbetaling". */
const depositSummary = (terms: VenueTerms) =>
  terms.depositPercent === 0
    ? 'Geen aanbetaling'
    : `Aanbetaling ${terms.depositPercent} % binnen ${terms.depositTermDays} dagen · restant ` +
      (terms.balanceDaysBefore === 0 ? 'na de bijeenkomst' : `${terms.balanceDaysBefore} dagen voor de datum`)

export function ListCard({ list, current, today }: { list: PriceList; current: boolean; today: string }) {
  const rows: [string, number][] = [
    ['Zaalhuur dagdeel', list.room.halfDayCents],
    ['Zaalhuur hele dag', list.room.fullDayCents],
    ...entriesOf(list, 'arrangement').map((entry): [string, number] => [
      `${entry.label} p.p., dagdeel (hele dag ${formatEuro(arrangementUnitCents(entry, list, true))})`,
      entry.unitCents,
    ]),
    ...entriesOf(list, 'lunch').map((entry): [string, number] => [`${entry.label} p.p.`, entry.unitCents]),
    ...entriesOf(list, 'extra').map((entry): [string, number] => [
      `${entry.label} ${unitText[entry.unit]} (${entry.vatRate} % btw)`,
      entry.unitCents,
    ]),
    ['Ruimte voor een coachgesprek, vanaf', list.coachingSessionCents],
  ]
  return (
    <li className="rounded-lg border border-mortar bg-white p-4">
      <h3 className="font-display text-lg font-semibold">{list.name}</h3>
      <p className="text-sm text-ink-soft">
        {current && list.validFrom <= today
          ? `Nu van kracht (sinds ${formatDate(list.validFrom)})`
          : `Voor bijeenkomsten vanaf ${formatDate(list.validFrom)}`}
      </p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{`${formatEuro(cents)} excl. btw`}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-soft">
        {`Offerte ${list.terms.quoteValidDays} dagen geldig · betalen binnen ${list.terms.paymentTermDays} dagen · ` +
          `gratis annuleren tot ${list.terms.freeCancellationDays} dagen vooraf · personen wijzigen tot ` +
          `${list.terms.peopleChangeWorkdays} werkdagen vooraf`}
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {`Maximaal ${list.terms.maxPeople} personen · online boeken van ${list.terms.minHoursAhead} uur tot ` +
          `${monthsAhead(list.terms)} vooruit · optie standaard ${list.terms.optieDays} dagen`}
      </p>
      <p className="mt-1 text-sm text-ink-soft">{depositSummary(list.terms)}</p>
    </li>
  )
}
