/**
 * The availability calendar of /boeken. Every date in the booking window is a link (so it
 * works without JavaScript); with JavaScript the arrow keys move between dates. Each date
 * shows the ochtend and middag status as a coloured bar with a letter, and says it in full
 * to screen readers.
 */
import { Link } from 'react-router'
import type { DayAvailability, PartStatus } from '~/lib/availability'
import { monthGrid, monthLabel, type YearMonth } from '~/lib/calendar'
import { addDays } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { WeekdayHeader } from '../weekday-header'

export const statusStyle: Record<PartStatus, { label: string; letter: string; className: string }> = {
  vrij: { label: 'vrij', letter: 'V', className: 'bg-frame-500 text-white' },
  aangevraagd: {
    label: 'aangevraagd',
    letter: '?',
    className: 'bg-amber-100 text-ink ring-1 ring-inset ring-amber-400',
  },
  optie: { label: 'optie', letter: 'O', className: 'bg-amber-300 text-ink' },
  bezet: { label: 'bezet', letter: 'B', className: 'bg-brick-700 text-white' },
  'op aanvraag': {
    label: 'op aanvraag',
    letter: 'A',
    className: 'bg-white text-ink ring-1 ring-inset ring-ink-soft',
  },
  gesloten: { label: 'gesloten', letter: '–', className: 'bg-mortar text-ink-soft' },
}

type Props = {
  month: YearMonth
  days: Record<string, DayAvailability>
  selected?: string
  previousMonth?: YearMonth
  nextMonth?: YearMonth
  hrefFor: (change: { maand?: string; datum?: string }) => string
}

export function AvailabilityCalendar({ month, days, selected, previousMonth, nextMonth, hrefFor }: Props) {
  const weeks = monthGrid(month)
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        {previousMonth ? (
          <Link
            to={hrefFor({ maand: previousMonth })}
            preventScrollReset
            className="btn-outline px-3 py-1.5 text-sm"
            aria-label={`Vorige maand, ${monthLabel(previousMonth)}`}
          >
            ‹ Vorige
          </Link>
        ) : (
          <span className="w-20" />
        )}
        <h3 id="kalender-maand" className="font-display text-xl font-semibold capitalize" aria-live="polite">
          {monthLabel(month)}
        </h3>
        {nextMonth ? (
          <Link
            to={hrefFor({ maand: nextMonth })}
            preventScrollReset
            className="btn-outline px-3 py-1.5 text-sm"
            aria-label={`Volgende maand, ${monthLabel(nextMonth)}`}
          >
            Volgende ›
          </Link>
        ) : (
          <span className="w-20" />
        )}
      </div>
      <table
        className="mt-4 w-full table-fixed border-separate border-spacing-1"
        aria-labelledby="kalender-maand"
        onKeyDown={moveWithArrows}
      >
        <WeekdayHeader cellClassName="pb-1 text-center text-xs font-semibold tracking-wide text-ink-soft uppercase" />
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'leeg'}>
              {week.map((date, index) => (
                <td key={date ?? `leeg-${index}`} className="p-0 align-top">
                  {date ? (
                    <DayCell
                      date={date}
                      day={days[date]}
                      selected={date === selected}
                      href={hrefFor({ datum: date })}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function DayCell({
  date,
  day,
  selected,
  href,
}: {
  date: string
  day?: DayAvailability
  selected: boolean
  href: string
}) {
  const number = Number(date.slice(8))
  if (!day) {
    // Outside the booking window: not selectable.
    return (
      <span
        className={
          'flex h-14 items-start justify-center rounded-md bg-cream pt-1 text-sm text-ink-soft ' +
          'line-through decoration-ink-soft/50 sm:h-16'
        }
      >
        <span aria-hidden="true">{number}</span>
        <span className="sr-only">{`${formatLongDate(date)}: niet te kiezen`}</span>
      </span>
    )
  }
  const label =
    `${formatLongDate(date)}: ochtend ${statusStyle[day.ochtend].label}, ` + `middag ${statusStyle[day.middag].label}`
  return (
    <Link
      to={`${href}#dagdeel-status`}
      preventScrollReset
      data-date={date}
      aria-current={selected ? 'date' : undefined}
      className={
        `flex h-14 flex-col items-stretch gap-0.5 rounded-md border p-1 text-sm ` +
        `hover:border-brick-500 sm:h-16 ${
          selected ? 'border-brick-700 ring-2 ring-brick-700' : 'border-mortar bg-white'
        }`
      }
    >
      <span className="sr-only">{label}</span>
      <span className="text-center font-medium" aria-hidden="true">
        {number}
      </span>
      {(['ochtend', 'middag'] as const).map((part) => (
        <span
          key={part}
          aria-hidden="true"
          className={
            `block rounded-sm text-center text-[0.6rem] leading-3 font-semibold ` +
            `${statusStyle[day[part]].className}`
          }
        >
          {statusStyle[day[part]].letter}
        </span>
      ))}
    </Link>
  )
}

/** Arrow keys move focus to the previous or next day (left/right) or week (up/down). */
export function moveWithArrows(event: React.KeyboardEvent<HTMLTableElement>) {
  const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }
  const step = steps[event.key]
  const current = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date
  if (!step || !current) return
  const target = event.currentTarget.querySelector<HTMLElement>(`[data-date="${addDays(current, step)}"]`)
  if (target) {
    event.preventDefault()
    target.focus()
  }
}

export function CalendarLegend() {
  return (
    <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Legenda">
      {(Object.keys(statusStyle) as PartStatus[]).map((status) => (
        <li key={status} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={
              `inline-flex h-4 w-6 items-center justify-center rounded-sm text-[0.6rem] ` +
              `font-semibold ${statusStyle[status].className}`
            }
          >
            {statusStyle[status].letter}
          </span>
          {statusStyle[status].label}
        </li>
      ))}
      <li className="text-ink-soft">Op aanvraag: niet online te boeken, wel telefonisch of per mail</li>
      <li className="text-ink-soft">Bovenste balk: ochtend, onderste balk: middag</li>
    </ul>
  )
}
