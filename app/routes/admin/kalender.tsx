import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import { DayList } from '~/components/admin/calendar-days'
import { CalendarLegend } from '~/components/admin/calendar-entries'
import { CalendarFeed } from '~/components/admin/calendar-feed'
import { MonthGrid, WeekGrid } from '~/components/admin/calendar-grid'
import { OwnCalendars } from '~/components/admin/own-calendars'
import { adminTitle } from '~/components/admin/ui'
import { CalendarActionSchema } from '~/lib/admin-schemas'
import {
  addMonthsToMonth,
  type CalendarDay,
  isCalendarDay,
  isCalendarMonth,
  monthLabel,
  weekLabel,
} from '~/lib/calendar'
import { addDays, amsterdamDate, isoWeekday } from '~/lib/dates'
import { calendarReading } from '~/server/calendar/calendar.server'
import { activeFeedReading, createFeed, feedWithLink, revokeFeed } from '~/server/calendar/calendar-feed.server'
import { readTogether } from '~/server/db/batch.server'
import { readForm } from '~/server/http/form-body.server'
import {
  addCalendarSource,
  calendarAddress,
  calendarSourcesReading,
  refreshCalendarSources,
  removeCalendarSource,
} from '~/server/own-calendar/sources.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/kalender'

/**
 * /admin/kalender: every day part of a month (`?maand=2026-12`) or a week (`?week=2026-12-07`, any
 * day of it): confirmed bookings, options, closures and holidays, each linking to its record.
 * Plain links and tables: it works without JavaScript; with it, arrow keys move between days. On a
 * phone the month's table is a list of days (components/admin/calendar-grid.tsx), and the week is
 * one of its own (components/admin/calendar-days.tsx) instead of the grid.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const url = new URL(request.url)
  const today = amsterdamDate(new Date())
  const weekParam = url.searchParams.get('week') ?? ''
  const monthParam = url.searchParams.get('maand') ?? ''
  const monday = isCalendarDay(weekParam) ? addDays(weekParam, 1 - isoWeekday(weekParam)) : undefined
  const month = isCalendarMonth(monthParam) ? monthParam : today.slice(0, 7)
  const [from, to] = monday
    ? [monday, addDays(monday, 6)]
    : [`${month}-01`, addDays(`${addMonthsToMonth(month, 1)}-01`, -1)]
  // One round trip: the days, the subscription and the owner's own calendars.
  const read = await readTogether(app.db, {
    days: calendarReading(app.db, from, to),
    feed: activeFeedReading(app.db),
    sources: calendarSourcesReading(app.db),
  })
  const { days, sources } = read
  const feed = await feedWithLink(read.feed, app.links)
  if (monday) return { view: 'week' as const, today, monday, days, feed, sources }
  return { view: 'maand' as const, today, month, days, feed, sources }
}

/**
 * The calendar subscription (components/admin/calendar-feed.tsx) and the owner's own calendars
 * (components/admin/own-calendars.tsx).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: CalendarActionSchema })
  if (submission.status !== 'success') {
    if (form.get('intent') === 'agenda-toevoegen') return data({ source: submission.reply() }, { status: 400 })
    throw data('Onbekende opdracht.', { status: 400 })
  }
  const asked = submission.value
  const now = Date.now()
  switch (asked.intent) {
    case 'abonnement-maken':
      await createFeed(app.db, now)
      break
    case 'abonnement-intrekken':
      await revokeFeed(app.db, now)
      break
    case 'agenda-toevoegen': {
      const address = calendarAddress(asked.url, app.config.CALENDAR_HTTP_ORIGINS)
      if (!address.ok)
        return data({ source: submission.reply({ fieldErrors: { url: [address.message] } }) }, { status: 400 })
      const added = await addCalendarSource(app.db, { label: asked.label, url: address.url }, now)
      if (!added.ok) return data({ source: submission.reply({ formErrors: [added.message] }) }, { status: 409 })
      // Read at once, so the owner sees whether the address works: this one, not every calendar.
      await refreshCalendarSources(app.db, { fetch: (input, init) => fetch(input, init), now, only: added.id })
      break
    }
    case 'agenda-verwijderen':
      if (!(await removeCalendarSource(app.db, asked.id, now))) throw data('Agenda niet gevonden', { status: 404 })
      break
    case 'agenda-bijwerken':
      await refreshCalendarSources(app.db, { fetch: (input, init) => fetch(input, init), now })
      break
  }
  throw redirect(`/admin/kalender?melding=${asked.intent}`, 303)
}

const viewLink =
  'rounded-md px-3 py-1.5 text-sm font-medium aria-[current=page]:bg-brick-700 aria-[current=page]:text-white'

export default function CalendarPage({ loaderData, actionData }: Route.ComponentProps) {
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
      <CalendarLegend letters={view === 'maand'} />
      {view === 'maand' ? (
        <MonthView month={loaderData.month} days={loaderData.days} today={today} />
      ) : (
        <WeekView monday={loaderData.monday} days={loaderData.days} today={today} />
      )}
      {/* A new list of calendars is a new form: the address just saved does not stay in the field. */}
      <OwnCalendars
        key={loaderData.sources.map((source) => source.id).join()}
        sources={loaderData.sources}
        lastResult={actionData?.source}
      />
      <CalendarFeed feed={loaderData.feed} />
    </>
  )
}

type Period = { to: string; label: string }

/** Vorige and Volgende are named after the period they open, not the one on screen. */
function Stepper({
  previous,
  next,
  label,
  current,
}: {
  previous: Period
  next: Period
  label: string
  current: string
}) {
  const step = 'btn-outline px-3 py-1.5 text-sm whitespace-nowrap'
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
      <Link to={previous.to} className={step} aria-label={`Vorige: ${previous.label}`}>
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
        <Link
          to={current}
          className="inline-flex min-h-6 items-center text-sm text-brick-700 underline underline-offset-4"
        >
          Vandaag
        </Link>
      </div>
      <Link to={next.to} className={step} aria-label={`Volgende: ${next.label}`}>
        Volgende ›
      </Link>
    </div>
  )
}

function MonthView({ month, days, today }: { month: string; days: CalendarDay[]; today: string }) {
  const monthAt = (count: number) => {
    const target = addMonthsToMonth(month, count)
    return { to: `?maand=${target}`, label: monthLabel(target) }
  }
  return (
    <>
      <Stepper
        previous={monthAt(-1)}
        next={monthAt(1)}
        label={monthLabel(month)}
        current={`?maand=${today.slice(0, 7)}`}
      />
      <MonthGrid month={month} days={days} today={today} />
    </>
  )
}

function WeekView({ monday, days, today }: { monday: string; days: CalendarDay[]; today: string }) {
  const weekAt = (count: number) => {
    const target = addDays(monday, 7 * count)
    return { to: `?week=${target}`, label: weekLabel(target) }
  }
  return (
    <>
      <Stepper
        previous={weekAt(-1)}
        next={weekAt(1)}
        label={weekLabel(monday)}
        current={`?week=${addDays(today, 1 - isoWeekday(today))}`}
      />
      <WeekGrid days={days} today={today} />
      <DayList days={days} today={today} />
    </>
  )
}

export const meta = () => [{ title: adminTitle('Kalender') }, { name: 'robots', content: 'noindex, nofollow' }]
