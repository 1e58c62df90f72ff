import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { OpenRequestsNotice } from '~/components/admin/open-requests'
import { adminTitle, DetailHeader, StatusNotice } from '~/components/admin/ui'
import { CheckboxField, FormMessage, InputField, RequiredNote, TextareaField } from '~/components/forms'
import { EventSchema } from '~/lib/admin-schemas'
import { formatLongDate } from '~/lib/format'
import { dayPartMessages, holdersOf, openRequestsUnder } from '~/server/agenda/day-parts.server'
import { addEvent, deleteEvent, getEvent, updateEvent } from '~/server/agenda/events.server'
import { historyOf } from '~/server/audit.server'
import { readForm } from '~/server/http/form-body.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/agenda-item'

const NEW = 'nieuw'
const notFound = () => data('Activiteit niet gevonden', { status: 404 })

/**
 * /admin/agenda/nieuw and /admin/agenda/{id}: add or edit an activity; `?verwijderen=1` asks to confirm
 * removal. A published activity's page names the open requests on its day parts, and what else holds
 * one of them (ADR 031).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = services(context)
  const url = new URL(request.url)
  if (params.id === NEW)
    return { event: undefined, history: [], confirmDelete: false, requests: [], clash: '', saved: false }
  const id = Number(params.id)
  const event = await getEvent(app.db, id)
  if (!event) throw notFound()
  const [history, requests, holders] = await Promise.all([
    historyOf(app.db, 'event', id),
    event.published ? openRequestsUnder(app.db, event) : [],
    event.published ? holdersOf(app.db, event, id) : [],
  ])
  return {
    event,
    history,
    confirmDelete: url.searchParams.get('verwijderen') === '1',
    requests,
    clash: holders.length > 0 ? dayPartMessages.clash(holders) : '',
    saved: url.searchParams.get('melding') === 'aanvragen',
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = services(context)
  const form = await readForm(request)
  const deps = { now: Date.now(), links: app.links }
  const id = params.id === NEW ? undefined : Number(params.id)
  if (form.get('intent') === 'verwijderen') {
    const deleted = id === undefined ? undefined : await deleteEvent(app.db, id, deps)
    if (!deleted) throw notFound()
    app.deliverAfterResponse(deleted.mailIds)
    throw redirect('/admin/agenda?melding=verwijderd', 303)
  }
  const submission = parseWithZod(form, { schema: EventSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const outcome =
    id === undefined
      ? await addEvent(app.db, submission.value, deps)
      : await updateEvent(app.db, id, submission.value, deps)
  if (!outcome) throw notFound()
  if (!outcome.ok) return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: 409 })
  app.deliverAfterResponse(outcome.mailIds)
  // Open requests on its day parts can no longer be confirmed: the activity's page shows them.
  if (outcome.requests.length > 0) throw redirect(`/admin/agenda/${outcome.id}?melding=aanvragen`, 303)
  throw redirect('/admin/agenda?melding=opgeslagen', 303)
}

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, history, confirmDelete, requests, clash, saved } = loaderData
  return (
    <>
      <DetailHeader
        back="/admin/agenda"
        backLabel="Alle activiteiten"
        title={event ? event.title : 'Nieuwe activiteit'}
      />
      {saved ? (
        <StatusNotice>De activiteit is opgeslagen en staat binnen een minuut op de website.</StatusNotice>
      ) : null}
      {clash ? (
        <p role="alert" className="mt-4 rounded-md border border-brick-600 bg-brick-50 px-4 py-2 text-sm">
          {clash}
        </p>
      ) : null}
      <OpenRequestsNotice
        title="Open aanvragen op de dagdelen van deze activiteit"
        explanation={
          'Zolang de activiteit gepubliceerd is, kunnen deze aanvragen niet worden bevestigd. Laat de aanvrager ' +
          'weten hoe het verder gaat.'
        }
        requests={requests}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <EventForm event={event} lastResult={actionData?.result} />
        {event ? (
          <aside className="space-y-4 self-start">
            <section aria-labelledby="verwijderen" className="rounded-lg border border-mortar bg-white p-5">
              <h2 id="verwijderen" className="font-display text-xl font-semibold">
                Verwijderen
              </h2>
              {confirmDelete ? (
                <Form method="post" className="mt-2 space-y-3">
                  <p role="alert" className="text-sm">
                    {`Weet je zeker dat je “${event.title}” op ${formatLongDate(event.date)} wilt verwijderen? ` +
                      'Dit kan niet ongedaan worden gemaakt.'}
                  </p>
                  <input type="hidden" name="intent" value="verwijderen" />
                  <div className="flex gap-2">
                    <button type="submit" className="btn-primary bg-brick-800 px-3 py-1.5 text-sm">
                      Ja, verwijderen
                    </button>
                    <Link to="?" className="btn-outline px-3 py-1.5 text-sm">
                      Nee, bewaren
                    </Link>
                  </div>
                </Form>
              ) : (
                <p className="mt-2 text-sm">
                  Liever niet meer tonen maar wel bewaren? Zet dan “Gepubliceerd” uit.{' '}
                  <Link to="?verwijderen=1" className="text-brick-700 underline">
                    Activiteit verwijderen
                  </Link>
                </p>
              )}
            </section>
            <section aria-labelledby="geschiedenis" className="rounded-lg border border-mortar bg-white p-5">
              <h2 id="geschiedenis" className="font-display text-xl font-semibold">
                Geschiedenis
              </h2>
              <ol className="mt-3 space-y-1 text-sm">
                {history.map((entry) => (
                  <li key={`${entry.at.getTime()}-${entry.action}`}>{entry.summary}</li>
                ))}
              </ol>
            </section>
          </aside>
        ) : null}
      </div>
    </>
  )
}

type Event = NonNullable<Route.ComponentProps['loaderData']['event']>

function EventForm({ event, lastResult }: { event?: Event; lastResult?: SubmissionResult<string[]> }) {
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'activiteit',
    lastResult,
    defaultValue: event
      ? {
          ...event,
          price: event.priceCents === null ? '' : (event.priceCents / 100).toFixed(2).replace('.', ','),
          published: event.published ? 'on' : '',
        }
      : { published: 'on', startTime: '10:00', endTime: '12:00' },
    constraint: getZodConstraint(EventSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EventSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg border border-mortar bg-white p-5">
      <FormMessage id={form.errorId} errors={form.errors} />
      <InputField label="Titel" field={fields.title} required />
      <TextareaField label="Beschrijving" field={fields.description} required rows={6} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Datum" field={fields.date} type="date" required />
        <InputField label="Begintijd" field={fields.startTime} type="time" required />
        <InputField label="Eindtijd" field={fields.endTime} type="time" required />
      </div>
      <InputField
        label="Prijs per persoon, incl. btw"
        field={fields.price}
        hint="In euro, bijvoorbeeld 12,50. Leeg laten voor gratis."
        className="max-w-xs"
      />
      <CheckboxField label="Gepubliceerd (zichtbaar op de website)" field={fields.published} />
      <RequiredNote />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Bezig...' : 'Opslaan'}
      </button>
    </Form>
  )
}

export const meta = () => [{ title: adminTitle('Activiteit') }, { name: 'robots', content: 'noindex, nofollow' }]
