import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import { CalendarFeed } from '~/components/admin/calendar-feed'
import { adminTitle } from '~/components/admin/ui'
import { moveWithArrows } from '~/components/booking/availability-calendar'
import { CalendarFeedActionSchema } from '~/lib/admin-schemas'
import { isValidIsoDate } from '~/lib/availability'
import { addMonthsToMonth, monthGrid, monthLabel, weekdayNames, weekdayShort } from '~/lib/calendar'
import { addDays, amsterdamDate, isoWeekday, isWeekend } from '~/lib/dates'
import { formatDate, formatLongDate } from '~/lib/format'
import { type CalendarDay, type CalendarEntry, calendarBetween } from '~/server/closures/calendar.server'
import { activeFeed, createFeed, revokeFeed } from '~/server/closures/calendar-feed.server'
import { readForm } from '~/server/http/form-body.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/kalender'

/**
 * /admin/kalender: every day part of a month (`?maand=2026-12`) or a week (`?week=2026-12-07`, any
 * day of it): confirmed bookings, options, closures and holidays, each linking to its record.
 * Plain links and tables: it works without JavaScript; with it, arrow keys move between days.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const url = new URL(request.url)
  const today = amsterdamDate(new Date())
  const weekParam = url.searchParams.get('week') ?? ''
  const monthParam = url.searchParams.get('maand') ?? ''
  const feed = await activeFeed(app.db, app.links)
  if (isValidIsoDate(weekParam)) {
    const monday = addDays(weekParam, 1 - isoWeekday(weekParam))
    const days = await calendarBetween(app.db, monday, addDays(monday, 6))
    return { view: 'week' as const, today, monday, days, feed }
  }
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) ? monthParam : today.slice(0, 7)
  const last = addDays(`${addMonthsToMonth(month, 1)}-01`, -1)
  const days = await calendarBetween(app.db, `${month}-01`, last)
  return { view: 'maand' as const, today, month, days, feed }
}

/** Making and revoking the calendar subscription (components/admin/calendar-feed.tsx). */
export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const submission = parseWithZod(await readForm(request), { schema: CalendarFeedActionSchema })
  if (submission.status !== 'success') throw data('Onbekende opdracht.', { status: 400 })
  const { intent } = submission.value
  if (intent === 'abonnement-maken') await createFeed(app.db, Date.now())
  else await revokeFeed(app.db, Date.now())
  throw redirect(`/admin/kalender?melding=${intent}`, 303)
}

const viewLink =
  'rounded-md px-3 py-1.5 text-sm font-medium aria-[current=page]:bg-brick-700 aria-[current=page]:text-white'

const kindText: Record<CalendarEntry['kind'], string> = { bevestigd: 'bevestigd', optie: 'optie', gesloten: 'gesloten' }
const kindStyle: Record<CalendarEntry['kind'], string> = {
  bevestigd: 'bg-brick-700 text-white',
  optie: 'bg-amber-200 text-ink',
  gesloten: 'bg-mortar text-ink-soft',
}

function entryText(entry: CalendarEntry) {
  return entry.kind === 'gesloten' ? `gesloten (${entry.reason})` : `${entry.name}, ${entry.numPeople} pers.`
}

function entryHref(entry: CalendarEntry) {
  return entry.kind === 'gesloten' ? '/admin/sluitingen' : `/admin/boekingen/${entry.bookingId}`
}

/** What a day holds, in one sentence for screen readers. */
function daySummary(day: CalendarDay) {
  const part = (label: string, entries: CalendarEntry[]) =>
    entries.length === 0
      ? `${label} vrij`
      : `${label}: ${entries.map((entry) => `${kindText[entry.kind]}, ${entryText(entry)}`).join('; ')}`
  const holiday = day.holiday ? `${day.holiday.name}${day.holiday.closed ? ' (gesloten)' : ''}. ` : ''
  return `${formatLongDate(day.date)}. ${holiday}${part('ochtend', day.ochtend)}. ${part('middag', day.middag)}.`
}

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const { view, today } = loaderData
  const monday = view === 'week' ? loaderData.monday : addDays(today, 1 - isoWeekday(today))
  const month = view === 'maand' ? loaderData.month : loaderData.monday.slice(0, 7)
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold">Kalender</h1>
        <nav aria-label="Weergave" className="flex gap-1">
          <Link to={`?maand=${month}`} aria-current={view === 'maand' ? 'page' : undefined} className={viewLink}>
            Maand
          </Link>
          <Link
            to={`?week=${view === 'week' ? monday : month === today.slice(0, 7) ? today : `${month}-01`}`}
            aria-current={view === 'week' ? 'page' : undefined}
            className={viewLink}
          >
            Week
          </Link>
        </nav>
      </div>
      <Legend />
      {view === 'maand' ? (
        <MonthView month={loaderData.month} days={loaderData.days} today={today} />
      ) : (
        <WeekView monday={loaderData.monday} days={loaderData.days} today={today} />
      )}
      <CalendarFeed feed={loaderData.feed} />
    </>
  )
}

function Legend() {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Legenda">
      {(Object.keys(kindText) as CalendarEntry['kind'][]).map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-3 w-5 rounded-sm ${kindStyle[kind]}`} />
          {kindText[kind]}
        </li>
      ))}
      <li className="text-ink-soft">O: ochtend, M: middag</li>
    </ul>
  )
}

function Stepper({
  previous,
  next,
  label,
  current,
}: {
  previous: string
  next: string
  label: string
  current: string
}) {
  const step = 'btn-outline px-3 py-1.5 text-sm whitespace-nowrap'
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
      <Link to={previous} className={step} aria-label={`Vorige: ${label}`}>
        ‹ Vorige
      </Link>
      {/* On a phone the period has a row of its own above the buttons. */}
      <div className="order-first flex w-full flex-wrap items-baseline justify-center gap-x-3 sm:order-none sm:w-auto">
        <h2
          id="kalender-periode"
          className="font-display text-xl font-semibold first-letter:uppercase"
          aria-live="polite"
        >
          {label}
        </h2>
        <Link to={current} className="text-sm text-brick-700 underline underline-offset-4">
          Vandaag
        </Link>
      </div>
      <Link to={next} className={step} aria-label={`Volgende: ${label}`}>
        Volgende ›
      </Link>
    </div>
  )
}

function Entries({ part, entries }: { part: 'O' | 'M'; entries: CalendarEntry[] }) {
  return (
    <ul aria-hidden="false" className="space-y-0.5">
      {entries.map((entry) => (
        <li key={`${entry.kind}-${'bookingId' in entry ? entry.bookingId : entry.closureId}`}>
          <Link
            to={entryHref(entry)}
            className={`block truncate rounded-sm px-1 text-xs leading-5 hover:underline ${kindStyle[entry.kind]}`}
            title={`${kindText[entry.kind]}: ${entryText(entry)}`}
          >
            <span className="font-semibold">{part}</span> {entryText(entry)}
            <span className="sr-only">{` (${kindText[entry.kind]})`}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function DayLink({ day, today }: { day: CalendarDay; today: string }) {
  return (
    <Link
      to={`?week=${day.date}`}
      data-date={day.date}
      aria-current={day.date === today ? 'date' : undefined}
      className="block text-xs font-semibold text-ink-soft hover:text-brick-700 aria-[current=date]:text-brick-700"
    >
      <span aria-hidden="true">{Number(day.date.slice(8))}</span>
      <span className="sr-only">{daySummary(day)}</span>
    </Link>
  )
}

function MonthView({ month, days, today }: { month: string; days: CalendarDay[]; today: string }) {
  const byDate = new Map(days.map((day) => [day.date, day]))
  return (
    <>
      <Stepper
        previous={`?maand=${addMonthsToMonth(month, -1)}`}
        next={`?maand=${addMonthsToMonth(month, 1)}`}
        label={monthLabel(month)}
        current={`?maand=${today.slice(0, 7)}`}
      />
      <div className="relative mt-3 overflow-x-auto">
        <table
          className="w-full min-w-[48rem] table-fixed border-separate border-spacing-1"
          aria-labelledby="kalender-periode"
          onKeyDown={moveWithArrows}
        >
          <thead>
            <tr>
              {weekdayShort.map((day, index) => (
                <th key={day} scope="col" className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
                  <abbr title={weekdayNames[index]} className="no-underline">
                    {day}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week) => (
              <tr key={week.find(Boolean) ?? 'leeg'}>
                {week.map((date, index) => {
                  const day = date ? byDate.get(date) : undefined
                  return (
                    <td
                      key={date ?? `leeg-${index}`}
                      className={`h-24 rounded-md border p-1 align-top ${
                        !day
                          ? 'border-transparent'
                          : isWeekend(day.date)
                            ? 'border-mortar bg-cream'
                            : 'border-mortar bg-white'
                      }`}
                    >
                      {day ? (
                        <>
                          <DayLink day={day} today={today} />
                          {day.holiday ? (
                            <p className="truncate text-[0.65rem] text-ink-soft" aria-hidden="true">
                              {day.holiday.name}
                              {day.holiday.closed ? ' (dicht)' : ''}
                            </p>
                          ) : null}
                          <Entries part="O" entries={day.ochtend} />
                          <Entries part="M" entries={day.middag} />
                        </>
                      ) : null}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function WeekView({ monday, days, today }: { monday: string; days: CalendarDay[]; today: string }) {
  const label = `week van ${formatDate(monday)} t/m ${formatDate(addDays(monday, 6))}`
  const thisMonday = addDays(today, 1 - isoWeekday(today))
  return (
    <>
      <Stepper
        previous={`?week=${addDays(monday, -7)}`}
        next={`?week=${addDays(monday, 7)}`}
        label={label}
        current={`?week=${thisMonday}`}
      />
      <div className="relative mt-3 overflow-x-auto">
        <table
          className="w-full min-w-[48rem] table-fixed border-separate border-spacing-1"
          aria-labelledby="kalender-periode"
          onKeyDown={moveWithArrows}
        >
          <thead>
            <tr>
              <td className="w-20" />
              {days.map((day, index) => (
                <th key={day.date} scope="col" className="text-left text-xs font-semibold text-ink-soft">
                  <span className="uppercase">{weekdayShort[index]}</span> <DayLink day={day} today={today} />
                  {day.holiday ? (
                    <span className="block truncate font-normal" aria-hidden="true">
                      {day.holiday.name}
                      {day.holiday.closed ? ' (dicht)' : ''}
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['ochtend', 'middag'] as const).map((part) => (
              <tr key={part}>
                <th scope="row" className="text-left text-sm font-medium capitalize">
                  {part}
                </th>
                {days.map((day) => (
                  <td
                    key={day.date}
                    className={`h-20 rounded-md border border-mortar p-1 align-top ${
                      isWeekend(day.date) ? 'bg-cream' : 'bg-white'
                    }`}
                  >
                    <Entries part={part === 'ochtend' ? 'O' : 'M'} entries={day[part]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

export const meta = () => [{ title: adminTitle('Kalender') }, { name: 'robots', content: 'noindex, nofollow' }]
