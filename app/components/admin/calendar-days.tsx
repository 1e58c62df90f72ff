import { Link } from 'react-router'
import type { CalendarDay } from '~/lib/calendar'
import { weekdayShort } from '~/lib/calendar'
import { isoWeekday, isWeekend } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { EntryList, entriesOf } from './calendar-entries'

/**
 * The owner's week on a phone (routes/admin/kalender.tsx): the days one under the other, with the
 * same entries and links as the week's grid (calendar-grid.tsx), which needs more width than a
 * phone has. Weekend days are listed too: a closure or holiday may fall on one. Each day opens its
 * day sheet (routes/admin/dag.tsx).
 */
export function DayList({ days, today }: { days: CalendarDay[]; today: string }) {
  return (
    <ol
      aria-labelledby="kalender-periode"
      className="mt-3 divide-y divide-mortar overflow-hidden rounded-md border border-mortar bg-white md:hidden"
    >
      {days.map((day) => (
        <DayItem key={day.date} day={day} today={today} />
      ))}
    </ol>
  )
}

const dateClass =
  'flex w-12 shrink-0 flex-col items-center justify-center rounded-md py-1 leading-tight ' +
  'group-aria-[current=date]:bg-brick-700 group-aria-[current=date]:text-white'

function DayItem({ day, today }: { day: CalendarDay; today: string }) {
  const weekend = isWeekend(day.date)
  const items = entriesOf(day)
  const date = (
    <>
      <span aria-hidden="true" className="text-xs uppercase">
        {weekdayShort[isoWeekday(day.date) - 1]}
      </span>
      <span aria-hidden="true" className="text-lg font-semibold">
        {Number(day.date.slice(8))}
      </span>
      <span className="sr-only">{formatLongDate(day.date)}</span>
    </>
  )
  return (
    <li
      aria-current={day.date === today ? 'date' : undefined}
      className={`group flex gap-3 px-3 py-2 ${weekend ? 'bg-cream' : ''}`}
    >
      <Link to={`/admin/dag/${day.date}`} className={`${dateClass} text-ink-soft hover:bg-brick-50`}>
        {date}
      </Link>
      <div className="min-w-0 flex-1 self-center">
        {day.holiday ? (
          <p className="text-sm text-ink-soft">
            {day.holiday.name}
            {day.holiday.closed ? ' (gesloten)' : ''}
          </p>
        ) : null}
        {items.length > 0 ? (
          <EntryList items={items} partShown="word" />
        ) : day.holiday?.closed ? null : (
          <p className="text-sm text-ink-soft">{weekend ? 'weekend' : 'vrij'}</p>
        )}
      </div>
    </li>
  )
}
