import { type BookingDay, dayChoicesText, sortedDays } from '~/lib/booking-days'
import { capitalised, formatLongDate } from '~/lib/format'

/** The dates of a request of several dates, each with its choices; nothing for one date. */
export function DaysList({ days }: { days: readonly BookingDay[] }) {
  if (days.length < 2) return null
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {sortedDays(days).map((day) => (
        <li key={day.date}>
          <span className="font-medium">{capitalised(formatLongDate(day.date))}</span>
          {`: ${dayChoicesText(day)}`}
        </li>
      ))}
    </ul>
  )
}
