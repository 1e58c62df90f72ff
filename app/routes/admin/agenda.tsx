import { data, Form, Link, redirect, useSearchParams } from 'react-router'
import { adminTitle, Badge, EmptyState, Section, StatusNotice } from '~/components/admin/ui'
import { amsterdamDate } from '~/lib/dates'
import { formatEuro, formatLongDate } from '~/lib/format'
import { dutchHours } from '~/lib/pricing'
import { eventsForOwner, setPublished } from '~/server/agenda/events.server'
import { readForm } from '~/server/http/form-body.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/agenda'

/** /admin/agenda: the activities on the public /agenda page. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = services(context)
  return eventsForOwner(app.db, amsterdamDate(new Date()))
}

/**
 * Publishing or hiding an activity from the list. Publishing over a booking is refused with the
 * reason; over an open request the activity's page shows the request (ADR 031).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent !== 'publiceren' && intent !== 'verbergen') throw data('Onbekende opdracht.', { status: 400 })
  const id = Number(form.get('id'))
  const outcome = await setPublished(app.db, id, intent === 'publiceren', { now: Date.now(), links: app.links })
  if (!outcome) throw data('Activiteit niet gevonden', { status: 404 })
  if (!outcome.ok) return data({ refusal: outcome.message }, { status: 409 })
  app.deliverAfterResponse(outcome.mailIds)
  if (outcome.requests.length > 0) throw redirect(`/admin/agenda/${id}?melding=aanvragen`, 303)
  throw redirect(`/admin/agenda?melding=${intent}`, 303)
}

const notices: Record<string, string> = {
  publiceren: 'De activiteit staat binnen een minuut op de agenda van de website.',
  verbergen: 'De activiteit staat binnen een minuut niet meer op de website.',
  opgeslagen: 'De activiteit is opgeslagen; de website toont de wijziging binnen een minuut.',
  verwijderd: 'De activiteit is verwijderd.',
}

export default function AgendaAdmin({ loaderData: { coming, past }, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams()
  const notice = notices[search.get('melding') ?? '']
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold">Agenda</h1>
          <p className="mt-1 text-ink-soft">
            Open dagen, workshops en andere activiteiten op{' '}
            <a href="/agenda" className="underline">
              de agenda van de website
            </a>
            .
          </p>
        </div>
        <Link to="/admin/agenda/nieuw" className="btn-primary px-4 py-2 text-sm">
          Nieuwe activiteit
        </Link>
      </div>
      {actionData?.refusal ? (
        <p role="alert" className="mt-4 rounded-md border border-brick-600 bg-brick-50 px-4 py-2 text-sm">
          {actionData.refusal}
        </p>
      ) : notice ? (
        <StatusNotice>{notice}</StatusNotice>
      ) : null}
      <Section title="Gepland">
        {coming.length === 0 ? (
          <EmptyState>Er staan geen activiteiten gepland.</EmptyState>
        ) : (
          <EventList events={coming} />
        )}
      </Section>
      {past.length > 0 ? (
        <Section title="Geweest">
          <EventList events={past} past />
        </Section>
      ) : null}
    </>
  )
}

type Event = Route.ComponentProps['loaderData']['coming'][number]

function EventList({ events, past = false }: { events: Event[]; past?: boolean }) {
  return (
    <ul className="space-y-2">
      {events.map((event) => (
        <li
          key={event.id}
          className={
            'relative flex flex-wrap items-center justify-between gap-3 rounded-lg border border-mortar ' +
            'bg-white p-4 hover:bg-cream'
          }
        >
          <div>
            <p className="font-medium">
              <Link
                to={`/admin/agenda/${event.id}`}
                className="text-brick-700 underline-offset-4 after:absolute after:inset-0 hover:underline"
              >
                {event.title}
              </Link>{' '}
              <Badge variant={event.published ? 'default' : 'secondary'}>
                {event.published ? 'gepubliceerd' : 'niet gepubliceerd'}
              </Badge>
              {event.overlaps ? <Badge variant="destructive">botst met de kalender</Badge> : null}
            </p>
            <p className="text-sm text-ink-soft first-letter:uppercase">
              {`${formatLongDate(event.date)}, ${dutchHours(event.startTime, event.endTime)} · ` +
                (event.priceCents === null ? 'gratis' : formatEuro(event.priceCents))}
            </p>
          </div>
          {past ? null : (
            <Form method="post" className="relative">
              <input type="hidden" name="id" value={event.id} />
              <button
                type="submit"
                name="intent"
                value={event.published ? 'verbergen' : 'publiceren'}
                className="btn-outline px-3 py-1.5 text-sm"
                aria-label={`${event.published ? 'Verbergen' : 'Publiceren'}: ${event.title}`}
              >
                {event.published ? 'Verbergen' : 'Publiceren'}
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  )
}

export const meta = () => [{ title: adminTitle('Agenda') }, { name: 'robots', content: 'noindex, nofollow' }]
