import { Link } from 'react-router'
import { AvailabilityCalendar, CalendarLegend } from '~/components/booking/availability-calendar'
import { DatePanel } from '~/components/booking/date-panel'
import { MeetingCostCalculator } from '~/components/booking/meeting-cost-calculator'
import { bookingFaq } from '~/content/booking-faq'
import { bookingWindow, isValidIsoDate } from '~/lib/availability'
import { minuteCacheHeaders } from '~/lib/cache-policy'
import { addMonthsToMonth, monthOf, monthsBetween } from '~/lib/calendar'
import { hydrate } from '~/lib/hydration'
import { parseMeetingCostParams, roomOf } from '~/lib/meeting-cost'
import { seo } from '~/lib/seo'
import { availabilityBetween } from '~/server/bookings/availability.server'
import { currentPriceList } from '~/server/offer/price-lists.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/boeken'

/**
 * This page loads JavaScript: the meeting-cost calculator recalculates live and the calendar moves by keyboard
 * (ADR 019).
 */
export const handle = hydrate

const intro =
  'Bekijk direct welke dagdelen nog vrij zijn, kies je datum en vraag een boeking aan met een heldere prijs.'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const now = Date.now()
  const { db } = services(context)
  // The online window, the room and its prices are the list in effect today's.
  const list = await currentPriceList(db, now)
  const { first, last } = bookingWindow(now, list.terms)
  const months = monthsBetween(first, last)
  const chosen = url.searchParams.get('datum') ?? ''
  const selected = isValidIsoDate(chosen) && chosen >= first && chosen <= last ? chosen : undefined
  const requestedMonth = url.searchParams.get('maand') ?? ''
  const month = months.includes(requestedMonth)
    ? requestedMonth
    : selected
      ? monthOf(selected)
      : (months[0] ?? monthOf(first))
  const from = `${month}-01` < first ? first : `${month}-01`
  const monthEnd = `${addMonthsToMonth(month, 1)}-01`
  const to =
    monthEnd > last ? last : new Date(Date.parse(`${monthEnd}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  const days = Object.fromEntries(await availabilityBetween(db, from, to, now, list.terms))
  const selectedDay = selected
    ? (days[selected] ?? (await availabilityBetween(db, selected, selected, now, list.terms)).get(selected))
    : undefined
  const index = months.indexOf(month)
  return {
    month,
    days,
    selectedDay,
    previousMonth: months[index - 1],
    nextMonth: months[index + 1],
    costInput: parseMeetingCostParams(url.searchParams, list.terms.maxPeople),
    room: roomOf(list),
    onlineWindow: { minHoursAhead: list.terms.minHoursAhead, maxMonthsAhead: list.terms.maxMonthsAhead },
    search: url.searchParams.toString(),
  }
}

/** Availability (and the room's price) carries no personal data, so the edge may keep it, but only briefly. */
export const headers = minuteCacheHeaders

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { month, days, selectedDay, previousMonth, nextMonth, costInput, room, onlineWindow, search } = loaderData
  const hrefFor = (change: { maand?: string; datum?: string }) => {
    const params = new URLSearchParams(search)
    if (change.maand) {
      params.set('maand', change.maand)
      params.delete('datum')
    }
    if (change.datum) {
      params.set('datum', change.datum)
      params.set('maand', monthOf(change.datum))
    }
    return `/boeken?${params.toString()}`
  }
  const keep = Object.fromEntries(
    [...new URLSearchParams(search)].filter(([name]) => name === 'maand' || name === 'datum'),
  )

  return (
    <>
      <section className="bg-brick-800 text-white">
        <div className="container-page py-16 sm:py-20">
          <h1 className="font-display text-4xl font-semibold sm:text-5xl">Boek de ruimte</h1>
          <p className="mt-4 max-w-2xl text-lg text-brick-100">{intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/tarieven" className="btn-primary bg-white text-brick-800 hover:bg-brick-50">
              Bereken prijs en boek
            </Link>
            <Link to="/contact" className="btn-outline border-white text-white hover:bg-white/10">
              Neem contact op
            </Link>
          </div>
        </div>
      </section>

      <section id="beschikbaarheid" aria-labelledby="beschikbaarheid-titel" className="container-page py-14">
        <h2 id="beschikbaarheid-titel" className="font-display text-3xl font-semibold">
          Beschikbaarheid
        </h2>
        <p className="mt-2 max-w-2xl text-ink-soft">
          Per dagdeel: vrij, aangevraagd (er ligt een aanvraag; je kunt zelf ook aanvragen), optie (vastgehouden voor
          iemand die nog beslist), bezet, gesloten of op aanvraag (niet online te boeken; bel of mail ons). Kies een
          datum voor de details.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-xl border border-mortar bg-white p-4 shadow-sm sm:p-6">
            <AvailabilityCalendar
              month={month}
              days={days}
              selected={selectedDay?.date}
              previousMonth={previousMonth}
              nextMonth={nextMonth}
              hrefFor={hrefFor}
            />
            <CalendarLegend />
          </div>
          <DatePanel day={selectedDay} maxPeople={room.maxPeople} />
        </div>
      </section>

      <section id="kostencalculator" aria-labelledby="kosten-titel" className="bg-mortar/50">
        <div className="container-page py-14">
          <h2 id="kosten-titel" className="font-display text-3xl font-semibold">
            Wat kost een vergadering eigenlijk?
          </h2>
          <p className="mt-2 max-w-2xl text-ink-soft">
            Een vergadering kost meer dan de zaalhuur: tijd, reizen en voorbereiding tellen mee. Reken het uit en
            vergelijk.
          </p>
          <div className="mt-8">
            <MeetingCostCalculator key={search} initial={costInput} keep={keep} room={room} />
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-boeken" className="container-page py-14">
        <h2 id="faq-boeken" className="font-display text-3xl font-semibold">
          Veelgestelde vragen over boeken
        </h2>
        <div className="mt-6 max-w-3xl divide-y divide-mortar rounded-xl border border-mortar bg-white">
          {bookingFaq(onlineWindow).map((item) => (
            <details key={item.question} className="group p-5">
              <summary
                className={'cursor-pointer list-none font-medium marker:hidden [&::-webkit-details-marker]:hidden'}
              >
                <span className="flex items-center justify-between gap-4">
                  {item.question}
                  <span aria-hidden="true" className="text-brick-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-ink-soft">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  )
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Boek de ruimte', description: intro })
