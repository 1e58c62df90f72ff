import { Link } from 'react-router'
import { moveWithArrows } from '~/components/booking/availability-calendar'
import type { CalendarDay } from '~/lib/calendar'
import { monthGrid, weekdayNames, weekdayShort, type YearMonth } from '~/lib/calendar'
import { isWeekend } from '~/lib/dates'
import { WeekdayHeader } from '../weekday-header'
import { daySummary, EntryList, entriesOf, shownParts } from './calendar-entries'

/**
 * The owner's calendar on wide screens (routes/admin/kalender.tsx): a month or a week as a table.
 * The venue is closed at weekends, so Saturday and Sunday get narrow columns and the weekdays the
 * room; a closure or holiday on a weekend still shows in its own cell. Each day number has
 * `data-date`, so arrow keys move between days (moveWithArrows).
 */

const tableClass = 'mt-3 hidden w-full table-fixed border-separate border-spacing-1 md:table'

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

/** A day's number: in the month it opens its week, in the week the day's sheet (routes/admin/dag.tsx). */
function DayLink({ day, today, to }: { day: CalendarDay; today: string; to: string }) {
  return (
    <Link
      to={to}
      data-date={day.date}
      aria-current={day.date === today ? 'date' : undefined}
      className={
        'inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-semibold text-ink-soft ' +
        'hover:bg-brick-50 hover:text-brick-700 aria-[current=date]:bg-brick-700 aria-[current=date]:text-white'
      }
    >
      <span aria-hidden="true">{Number(day.date.slice(8))}</span>
      <span className="sr-only">{daySummary(day)}</span>
    </Link>
  )
}

function Holiday({ day }: { day: CalendarDay }) {
  if (!day.holiday) return null
  return (
    <span className="block text-[0.65rem] leading-tight font-normal text-ink-soft" aria-hidden="true">
      {day.holiday.name}
      {day.holiday.closed ? ' (gesloten)' : ''}
    </span>
  )
}

const cellClass = (date: string) =>
  `rounded-md border border-mortar p-1 align-top ${isWeekend(date) ? 'bg-cream' : 'bg-white'}`

export function MonthGrid({ month, days, today }: { month: YearMonth; days: CalendarDay[]; today: string }) {
  const byDate = new Map(days.map((day) => [day.date, day]))
  return (
    <table className={tableClass} aria-labelledby="kalender-periode" onKeyDown={moveWithArrows}>
      <Columns />
      <WeekdayHeader cellClassName="text-xs font-semibold tracking-wide text-ink-soft uppercase" />
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week.find(Boolean) ?? 'leeg'}>
            {week.map((date, index) => {
              const day = date ? byDate.get(date) : undefined
              return day ? (
                <td key={day.date} className={`h-24 ${cellClass(day.date)}`}>
                  <DayLink day={day} today={today} to={`?week=${day.date}`} />
                  <Holiday day={day} />
                  <EntryList items={entriesOf(day)} partShown="letter" />
                </td>
              ) : (
                <td key={date ?? `leeg-${index}`} />
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
    <table className={tableClass} aria-labelledby="kalender-periode" onKeyDown={moveWithArrows}>
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
