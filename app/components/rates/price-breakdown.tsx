import { formatEuro } from '~/lib/format'
import { vatLineLabel } from '~/lib/invoicing'
import type { PriceCalculation } from '~/lib/pricing'

/**
 * The price lines, btw per rate and totals: on screen, in print and in the request dialog. Its
 * caption is its heading where the page has none of its own (the owner's booking page).
 */
export function PriceBreakdown({
  calculation,
  compact = false,
  showCaption = false,
  dates = 1,
}: {
  calculation: PriceCalculation
  compact?: boolean
  showCaption?: boolean
  /** How many dates the calculation covers: with several the price per person is per day (daysCalculation). */
  dates?: number
}) {
  return (
    <div className={compact ? 'text-sm' : ''}>
      <table className="w-full border-collapse text-left">
        <caption
          className={
            showCaption ? 'pb-2 text-left text-xs font-semibold tracking-wide text-ink-soft uppercase' : 'sr-only'
          }
        >
          Prijsberekening
        </caption>
        <thead>
          <tr className="border-b border-mortar text-sm text-ink-soft">
            <th scope="col" className="py-2 pr-2 font-medium">
              Omschrijving
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Aantal
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Bedrag
            </th>
          </tr>
        </thead>
        <tbody>
          {calculation.items.map((item) => (
            <tr key={item.description} className="border-b border-mortar/60 align-top">
              <td className="py-2 pr-2">
                {item.description}
                <span className="block text-xs text-ink-soft">
                  {/* The room is one line per date; catering is per person. */}
                  {item.quantity === 1
                    ? `excl. ${item.vatRate} % btw`
                    : `${formatEuro(item.unitPriceCents)} per persoon, excl. ${item.vatRate} % btw`}
                </span>
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{item.quantity}</td>
              <td className="py-2 text-right tabular-nums">{formatEuro(item.totalPriceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 space-y-1 text-sm">
        <Total label="Subtotaal excl. btw" cents={calculation.subtotalCents} />
        {calculation.vat.map((line) => (
          <Total key={line.rate} label={vatLineLabel(line)} cents={line.vatCents} />
        ))}
        <Total label="Totaal btw" cents={calculation.totalVatCents} />
      </dl>
      <dl className="mt-3 border-t-2 border-ink pt-3">
        <Total label="Totaal incl. btw" cents={calculation.totalInclVatCents} strong />
        <Total
          label={dates > 1 ? 'Gemiddeld per persoon per datum incl. btw' : 'Per persoon incl. btw'}
          cents={calculation.costPerPersonCents}
        />
      </dl>
    </div>
  )
}

function Total({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-semibold' : 'text-ink-soft'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={strong ? 'totaal' : undefined}>
        {formatEuro(cents)}
      </dd>
    </div>
  )
}
