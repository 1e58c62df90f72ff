import { Link } from 'react-router'
import { moveWithArrows } from '~/components/booking/availability-calendar'
import type { CalendarDay } from '~/lib/calendar'
import { monthGrid, weekdayNames, weekdayShort, type YearMonth } from '~/lib/calendar'
import { isoWeekday, isWeekend } from '~/lib/dates'
import { WeekdayHeader } from '../weekday-header'
import { daySummary, EntryList, entriesOf, shownParts } from './calendar-entries'

/**
 * The owner's calendar (routes/admin/kalender.tsx): a month or a week as a table. The venue is
 * closed at weekends, so Saturday and Sunday get narrow columns and the weekdays the room; a closure
 * or holiday on a weekend still shows in its own cell. Each day number has `data-date`, so arrow
 * keys move between days (moveWithArrows). On a phone the month's table is a list of days, one
 * under the other, each day and entry written once for both; the week, with its day parts as rows,
 * is the list of days of calendar-days.tsx there.
 */

function Columns({ rowHeader = false }: { rowHeader?: boolean }) {
  return (
    <colgroup>
      {rowHeader ? <col className="w-20" /> : null}
      {weekdayShort.map((day, index) => (
        <col key={day} className={index >= 5 ? 'w-20' : undefined} />
      ))}
    </colgroup>
  )
}

/**
 * A day's number: in the month it opens its week, in the week the day's sheet (routes/admin/dag.tsx).
 * In the month on a phone it heads its row of the list, with its weekday.
 */
function DayLink({
  day,
  today,
  to,
  listed = false,
}: {
  day: CalendarDay
  today: string
  to: string
  listed?: boolean
}) {
  return (
    <Link
      to={to}
      data-date={day.date}
      aria-current={day.date === today ? 'date' : undefined}
      className={`calendar-day${listed ? ' calendar-day-listed' : ''}`}
    >
      {listed ? (
        <span aria-hidden="true" className="text-xs uppercase md:hidden">
          {weekdayShort[isoWeekday(day.date) - 1]}
        </span>
      ) : null}
      <span aria-hidden="true">{Number(day.date.slice(8))}</span>
      <span className="sr-only">{daySummary(day)}</span>
    </Link>
  )
}

function Holiday({ day }: { day: CalendarDay }) {
  if (!day.holiday) return null
  return (
    <span className="block text-sm leading-tight font-normal text-ink-soft md:text-[0.65rem]" aria-hidden="true">
      {day.holiday.name}
      {day.holiday.closed ? ' (gesloten)' : ''}
    </span>
  )
}

/** A day's background: the weekend, when the venue is closed, in cream. */
const shade = (date: string) => (isWeekend(date) ? 'bg-cream' : 'bg-white')

const cellClass = (date: string) => `rounded-md border border-mortar p-1 align-top ${shade(date)}`

export function MonthGrid({ month, days, today }: { month: YearMonth; days: CalendarDay[]; today: string }) {
  const byDate = new Map(days.map((day) => [day.date, day]))
  return (
    <table
      className={
        'mt-3 block w-full overflow-hidden rounded-md border-x border-t border-mortar bg-white md:table ' +
        'md:table-fixed md:border-separate md:border-spacing-1 md:overflow-visible md:border-0 md:bg-transparent'
      }
      aria-labelledby="kalender-periode"
      onKeyDown={moveWithArrows}
    >
      <Columns />
      <WeekdayHeader
        className="hidden md:table-header-group"
        cellClassName="text-xs font-semibold tracking-wide text-ink-soft uppercase"
      />
      <tbody className="block md:table-row-group">
        {monthGrid(month).map((week) => (
          <tr key={week.find(Boolean) ?? 'leeg'} className="block md:table-row">
            {week.map((date, index) => {
              const day = date ? byDate.get(date) : undefined
              if (!day) return <td key={date ?? `leeg-${index}`} className="hidden md:table-cell" />
              const items = entriesOf(day)
              return (
                <td key={day.date} className={`calendar-month-day ${shade(day.date)}`}>
                  <DayLink day={day} today={today} to={`?week=${day.date}`} listed />
                  <div className="min-w-0 flex-1 self-center md:self-auto">
                    <Holiday day={day} />
                    <EntryList items={items} partShown="letter" />
                    {/* On a phone an empty day says so; the grid leaves its cell empty. */}
                    {items.length === 0 && !day.holiday?.closed ? (
                      <p aria-hidden="true" className="text-sm text-ink-soft md:hidden">
                        {isWeekend(day.date) ? 'weekend' : 'vrij'}
                      </p>
                    ) : null}
                  </div>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function WeekGrid({ days, today }: { days: CalendarDay[]; today: string }) {
  return (
    <table
      className="mt-3 hidden w-full table-fixed border-separate border-spacing-1 md:table"
      aria-labelledby="kalender-periode"
      onKeyDown={moveWithArrows}
    >
      <Columns rowHeader />
      <thead>
        <tr>
          <td />
          {days.map((day, index) => (
            <th key={day.date} scope="col" className="text-left align-bottom text-xs font-semibold text-ink-soft">
              <abbr title={weekdayNames[index]} className="uppercase no-underline">
                {weekdayShort[index]}
              </abbr>{' '}
              <DayLink day={day} today={today} to={`/admin/dag/${day.date}`} />
              <Holiday day={day} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shownParts.map((part) => (
          <tr key={part.key}>
            <th scope="row" className="text-left text-sm font-medium">
              {part.label}
            </th>
            {days.map((day) => (
              <td key={day.date} className={`${part.key === 'heleDag' ? 'h-12' : 'h-20'} ${cellClass(day.date)}`}>
                <EntryList items={entriesOf(day, [part])} partShown="row" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
