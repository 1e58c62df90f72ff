import { Link } from 'react-router'
import { CONTACT_SUBJECT_PARAM } from '~/components/contact-form'
import { PageHeader } from '~/components/page-header'
import { activityNoWithdrawalTerm } from '~/content/terms'
import { venue } from '~/content/venue'
import { minuteCacheHeaders } from '~/lib/cache-policy'
import { amsterdamDate } from '~/lib/dates'
import { formatEuro, formatLongDate } from '~/lib/format'
import { dutchHours } from '~/lib/pricing'
import { seo } from '~/lib/seo'
import { publishedEvents } from '~/server/agenda/events.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/agenda'

const intro = `Open dagen, workshops en andere activiteiten in ${venue.name}. Iedereen is welkom.`

/** The contact form with its subject filled in: the activity and its date. */
const contactAbout = (subject: string, date: string) =>
  `/contact?${new URLSearchParams({ [CONTACT_SUBJECT_PARAM]: `${subject} op ${formatLongDate(date)}` })}`

/** Upcoming published events, soonest first. */
export async function loader({ context }: Route.LoaderArgs) {
  return { upcoming: await publishedEvents(services(context).db, amsterdamDate(new Date())) }
}

/** New events may appear at any time; the edge keeps this page for a minute. */
export const headers = minuteCacheHeaders

export default function AgendaPage({ loaderData: { upcoming } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Agenda" intro={intro} />
      <section aria-label="Komende activiteiten" className="container-page py-14">
        {upcoming.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-xl border border-dashed border-mortar bg-white p-10 text-center">
            <h2 className="font-display text-2xl font-semibold">Binnenkort meer</h2>
            <p className="mt-3 text-ink-soft">
              Er staan op dit moment geen activiteiten gepland. Schrijf je in voor de nieuwsbrief, dan hoor je het als
              eerste.
            </p>
            <Link to="/nieuwsbrief" className="btn-primary mt-6">
              Inschrijven voor de nieuwsbrief
            </Link>
          </div>
        ) : (
          <ol className="space-y-6">
            {upcoming.map((event) => (
              <li
                key={event.id}
                className="grid gap-4 rounded-xl border border-mortar bg-white p-6 sm:grid-cols-[10rem_1fr]"
              >
                <p className="font-display text-lg font-semibold text-brick-700 first-letter:uppercase">
                  <time dateTime={event.date}>{formatLongDate(event.date)}</time>
                  <span className="block text-sm font-normal text-ink-soft">
                    {dutchHours(event.startTime, event.endTime)}
                  </span>
                </p>
                <div>
                  <h2 className="font-display text-2xl font-semibold">{event.title}</h2>
                  <p className="mt-2 text-ink-soft">{event.description}</p>
                  <p className="mt-3 text-sm font-medium">
                    {event.priceCents === null
                      ? 'Gratis toegang'
                      : `${formatEuro(event.priceCents)} per persoon, incl. btw`}
                  </p>
                  {event.priceCents === null ? (
                    <Link
                      to={contactAbout(`Vraag over ${event.title}`, event.date)}
                      className="mt-3 inline-block text-brick-700 underline underline-offset-4"
                    >
                      Stel een vraag
                    </Link>
                  ) : (
                    <>
                      <p className="mt-1 text-sm text-ink-soft">
                        Meld je aan via het contactformulier. We bevestigen je plek per e-mail en laten je dan weten hoe
                        je betaalt. {activityNoWithdrawalTerm}
                      </p>
                      <Link to={contactAbout(`Aanmelden voor ${event.title}`, event.date)} className="btn-primary mt-3">
                        Aanmelden
                      </Link>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  )
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Agenda', description: intro })
