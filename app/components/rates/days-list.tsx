import { type BookingDay, dayChoicesText, priceDays } from '~/lib/booking-days'
import { capitalised, formatEuro, formatLongDate } from '~/lib/format'

/**
 * The dates of a request of several dates, each with its choices and its price excl. btw (the
 * dates' prices add up to the subtotal; the btw is over all of them); nothing for one date.
 */
export function DaysList({ days }: { days: readonly BookingDay[] }) {
  if (days.length < 2) return null
  return (
    <ul className="mt-3 space-y-1.5 text-sm" aria-label="Prijs per datum">
      {priceDays(days).days.map(({ day, calculation }) => (
        <li key={day.date} className="flex justify-between gap-4">
          <span>
            <span className="font-medium">{capitalised(formatLongDate(day.date))}</span>
            {`: ${dayChoicesText(day)}`}
          </span>
          <span className="shrink-0 text-right tabular-nums">
            {formatEuro(calculation.subtotalCents)}
            <span className="block text-xs text-ink-soft">excl. btw</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
