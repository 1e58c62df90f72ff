import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Fragment } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import { FormMessage, InputField, RadioField, TextareaField } from '~/components/forms'
import { InvoiceDetailsFields, REFERENCE_LABEL } from '~/components/invoice-details-fields'
import { PriceBreakdown } from '~/components/rates/price-breakdown'
import { BrokenLinkBoundary } from '~/components/status-page'
import { TermsList } from '~/components/terms-list'
import { cancellationTerms, manageTerm } from '~/content/terms'
import { pageTitle, venue, venueRouteUrl } from '~/content/venue'
import { type BookingDay, dayFacts, daysCalculation, priceDays } from '~/lib/booking-days'
import { type LifecycleEvent, lifecycleMessages, type RefusalCode } from '~/lib/booking-lifecycle'
import { ChangeRequestSchema, InvoiceDetailsSchema, PeopleChangeSchema, ReferenceSchema } from '~/lib/booking-schemas'
import { type BookingStatus, type UnbookedEnd, unbookedEnd } from '~/lib/booking-status'
import { allDates, capitalised, counted, formatDate, formatEuro, formatLongDate, listed } from '~/lib/format'
import {
  type InvoiceDetails,
  invoiceDetailsFormValue,
  invoiceDetailsFrom,
  invoiceDetailsOf,
} from '~/lib/invoice-details'
import { invoiceStatusLabels } from '~/lib/invoicing'
import { asDayPart, MAX_PEOPLE, MIN_PEOPLE } from '~/lib/pricing'
import { ublMissing } from '~/lib/ubl'
import { runBookingEvent } from '~/server/bookings/lifecycle.server'
import { bookingForLink, manageOptions } from '~/server/bookings/manage.server'
import { readForm } from '~/server/http/form-body.server'
import { ublInvoiceOf } from '~/server/invoices/documents.server'
import { invoicesOf } from '~/server/invoices/queries.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/mijn-boeking'

/**
 * /mijn-boeking?sleutel=...: the customer's own booking, from the link in every booking mail
 * (server/bookings/manage.server.ts). Private, never cached; works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const url = new URL(request.url)
  const token = url.searchParams.get('sleutel')
  const now = Date.now()
  const linked = await bookingForLink(app.db, app.links, token, now)
  if (!linked) throw data('Deze link werkt niet (meer).', { status: 404 })
  const { booking, days } = linked
  const invoiceRows = await invoicesOf(app.db, booking.id)
  return {
    booking: {
      id: booking.id,
      status: booking.status,
      lastDecision: booking.lastDecision,
      // Every date with its choices (docs/decisions/028-multi-day-bookings.md).
      days,
      name: booking.name,
      company: booking.company,
      address: booking.address,
      reference: booking.customerReference,
      details: invoiceDetailsFrom(booking),
      optieUntil: booking.optieUntil,
    },
    options: await manageOptions(app.db, booking.id, now),
    invoices: await Promise.all(
      invoiceRows.map(async (invoice) => ({
        number: invoice.number,
        kind: invoice.kind,
        issuedOn: invoice.issuedOn,
        totalCents: invoice.totalCents,
        status: invoice.status,
        eInvoice: ublMissing(ublInvoiceOf(invoice)).length === 0,
        // A path: on the site itself the link stays on the host the customer came by.
        payPath:
          invoice.kind === 'factuur' && invoice.status === 'open'
            ? sitePath(await app.links.payment(invoice.number, now))
            : undefined,
      })),
    ),
    confirmCancel: url.searchParams.get('annuleren') === '1',
    notice: url.searchParams.get('melding'),
    // Links within the page keep the key: without it the page is not found.
    selfPath: `/mijn-boeking?sleutel=${encodeURIComponent(token ?? '')}`,
    pdfBase: `/mijn-boeking/factuur?sleutel=${encodeURIComponent(token ?? '')}`,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const url = new URL(request.url)
  const now = Date.now()
  const { booking } = (await bookingForLink(app.db, app.links, url.searchParams.get('sleutel'), now)) ?? {}
  if (!booking) throw data('Deze link werkt niet (meer).', { status: 404 })
  const form = await readForm(request)
  const back = (notice: string) => {
    const next = new URL(url)
    next.searchParams.delete('annuleren')
    next.searchParams.set('melding', notice)
    return redirect(`${next.pathname}${next.search}`, 303)
  }
  // Every change goes through the booking's lifecycle, as the customer ('klant').
  const run = async (event: LifecycleEvent) => {
    const outcome = await runBookingEvent(booking.id, event, 'klant', { ...app, now })
    if (outcome.ok) app.deliverAfterResponse(outcome.mailIds)
    return outcome
  }
  switch (form.get('intent')) {
    case 'annuleren': {
      const outcome = await run({ type: 'cancel' })
      const done =
        booking.status === 'optie' ? 'optie-vervallen' : booking.status === 'aanvraag' ? 'ingetrokken' : 'geannuleerd'
      throw back(!outcome.ok ? 'bezig' : outcome.changed ? done : 'al-geannuleerd')
    }
    case 'optie-bevestigen': {
      const outcome = await run({ type: 'accept' })
      if (!outcome.ok) throw back(noticeOf(outcome) ?? 'bezig')
      throw back(outcome.changed ? 'optie-bevestigd' : 'optie-al-bevestigd')
    }
    case 'personen': {
      const submission = parseWithZod(form, { schema: PeopleChangeSchema })
      if (submission.status !== 'success') return data({ people: submission.reply() }, { status: 400 })
      // The first date's number, and each later date's by its date (ADR 032).
      const { numPeople, laterDays = [] } = submission.value
      const outcome = await run({
        type: 'people',
        numPeople: {
          ...Object.fromEntries(laterDays.map((day) => [day.date, day.numPeople])),
          [booking.date]: numPeople,
        },
      })
      if (!outcome.ok && noticeOf(outcome)) throw back(noticeOf(outcome) ?? '')
      if (!outcome.ok)
        return data({ people: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status })
      throw back(outcome.changed ? 'personen' : 'personen-gelijk')
    }
    case 'wijziging': {
      const submission = parseWithZod(form, { schema: ChangeRequestSchema })
      if (submission.status !== 'success') return data({ change: submission.reply() }, { status: 400 })
      const { date, dayParts, note } = submission.value
      const wish = { date, dayParts: asDayPart(Number(dayParts)), note }
      const outcome = await run({ type: 'change-request', wish })
      if (!outcome.ok && noticeOf(outcome)) throw back(noticeOf(outcome) ?? '')
      if (!outcome.ok)
        return data({ change: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status })
      throw back('wijziging')
    }
    case 'factuurgegevens': {
      const submission = parseWithZod(form, { schema: InvoiceDetailsSchema })
      if (submission.status !== 'success') return data({ details: submission.reply() }, { status: 400 })
      const details = { company: submission.value.company ?? null, ...invoiceDetailsOf(submission.value) }
      const outcome = await run({ type: 'invoice-details', details })
      if (!outcome.ok)
        return data({ details: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status })
      throw back('factuurgegevens')
    }
    case 'referentie': {
      const submission = parseWithZod(form, { schema: ReferenceSchema })
      if (submission.status !== 'success') return data({ reference: submission.reply() }, { status: 400 })
      const outcome = await run({ type: 'reference', reference: submission.value.reference })
      if (!outcome.ok)
        return data({ reference: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status })
      throw back('referentie')
    }
    default:
      throw data('Onbekende opdracht.', { status: 400 })
  }
}

const sitePath = (href: string) => {
  const url = new URL(href)
  return `${url.pathname}${url.search}`
}

/** Refusals whose form (and message) the page no longer shows: told as a notice at the top, by their code. */
const refusalNotices: Partial<Record<RefusalCode, string>> = {
  optieLapsed: 'optie-verlopen',
  cancelledNoChange: 'niet-meer',
  customerNoInvoiceAddress: 'factuuradres-nodig',
}
const noticeOf = (outcome: { code?: RefusalCode }) => (outcome.code ? refusalNotices[outcome.code] : undefined)

const notices: Record<string, string> = {
  geannuleerd: 'Je boeking is geannuleerd. Je krijgt een bevestiging per e-mail.',
  ingetrokken: 'Je aanvraag is ingetrokken. Je krijgt een bevestiging per e-mail.',
  'al-geannuleerd': lifecycleMessages.alreadyCancelled,
  personen: 'Het aantal personen is aangepast. Je krijgt een bevestiging per e-mail.',
  'personen-gelijk': lifecycleMessages.samePeople,
  wijziging: 'Je verzoek is verstuurd. We nemen zo snel mogelijk contact met je op.',
  bezig: lifecycleMessages.busy,
  'niet-meer': lifecycleMessages.cancelledNoChange,
  'factuuradres-nodig': lifecycleMessages.customerNoInvoiceAddress,
  'geen-factuur': 'Die factuur vonden we niet bij deze boeking. Je facturen staan hieronder.',
  'geen-e-factuur':
    'Voor deze factuur is er geen e-factuur: daarvoor zijn bedrijfsnaam, KvK-nummer en factuuradres nodig.',
  referentie: 'Je referentie staat op de volgende factuur.',
  factuurgegevens: 'Je factuurgegevens staan op de volgende factuur.',
  'optie-bevestigd': 'Je optie is bevestigd: het is nu een boeking. De bevestiging en de factuur komen per e-mail.',
  'optie-al-bevestigd': lifecycleMessages.optieAccepted,
  'optie-verlopen': lifecycleMessages.optieLapsed,
  'optie-vervallen': 'Je optie is vervallen: de datum is weer vrij. Je krijgt een bevestiging per e-mail.',
}

const statusText = (status: BookingStatus, optieUntil: string | null, unbooked: UnbookedEnd | undefined) =>
  unbooked ??
  {
    aanvraag: 'Aanvraag: binnen één werkdag laten we je weten of we je boeking kunnen bevestigen.',
    optie: `Optie tot en met ${optieUntil ? formatLongDate(optieUntil) : 'nader te bepalen'}`,
    bevestigd: 'Bevestigd',
    geannuleerd: 'Geannuleerd',
  }[status]

export default function ManageBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, options, invoices, confirmCancel, notice, selfPath, pdfBase } = loaderData
  const calculation = daysCalculation(priceDays(booking.days))
  const several = booking.days.length > 1
  // A request that ended before it was a booking: only its dates and where to look for another apply.
  const unbooked = unbookedEnd(booking.status, booking.lastDecision)
  const ended = booking.status === 'geannuleerd'
  const noticeText =
    notice === 'optie-vervallen' && several
      ? 'Je optie is vervallen: de datums zijn weer vrij. Je krijgt een bevestiging per e-mail.'
      : notice
        ? notices[notice]
        : undefined
  return (
    <section className="container-page py-14">
      <h1 className="font-display text-4xl font-semibold">{unbooked ? 'Je aanvraag' : 'Je boeking'}</h1>
      {noticeText ? (
        <p role="status" className="mt-4 max-w-2xl rounded-lg border border-frame-500 bg-white px-5 py-3">
          {noticeText}
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          <section aria-labelledby="gegevens" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
            <h2 id="gegevens" className="font-display text-2xl font-semibold">
              {`${unbooked ? 'Aanvraag' : 'Boeking'} ${booking.id}`}
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
              <dt className="text-ink-soft">Status</dt>
              <dd className="font-medium">{statusText(booking.status, booking.optieUntil, unbooked)}</dd>
              {/* One date: date, day part, people, arrangement, lunch; several: each date with its choices. */}
              {dayFacts(booking.days).map(([label, value], index) => (
                <Fragment key={label}>
                  <dt className="text-ink-soft">{label}</dt>
                  <dd className={several || index === 0 ? 'first-letter:uppercase' : undefined}>{value}</dd>
                </Fragment>
              ))}
            </dl>
            {/* A cancelled booking costs what its invoices say now, not the price it had. */}
            {unbooked ? null : ended ? (
              <p className="mt-6 text-sm">
                Wat je na de annulering nog betaalt of terugkrijgt, staat op de facturen hieronder.
              </p>
            ) : (
              <div className="mt-6">
                <PriceBreakdown calculation={calculation} compact dates={booking.days.length} />
              </div>
            )}
          </section>
          {unbooked ? <AnotherDatePanel /> : null}
          {invoices.length > 0 ? (
            <section aria-labelledby="facturen" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
              <h2 id="facturen" className="font-display text-2xl font-semibold">
                Facturen
              </h2>
              <ul className="mt-4 space-y-3">
                {invoices.map((invoice) => (
                  <li key={invoice.number} className="flex flex-wrap items-center justify-between gap-3">
                    <span>
                      <span className="font-medium">
                        {`${invoice.kind === 'creditfactuur' ? 'Creditfactuur' : 'Factuur'} ${invoice.number}`}
                      </span>
                      <span className="block text-sm text-ink-soft">
                        {[
                          formatDate(invoice.issuedOn),
                          formatEuro(invoice.totalCents),
                          invoiceStatusLabels[invoice.status],
                        ].join(' · ')}
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-2">
                      <a
                        href={`${pdfBase}&nummer=${invoice.number}`}
                        className="btn-outline px-3 py-1.5 text-sm"
                        download
                      >
                        PDF
                      </a>
                      {invoice.eInvoice ? (
                        <a
                          href={`${pdfBase}&nummer=${invoice.number}&formaat=xml`}
                          className="btn-outline px-3 py-1.5 text-sm"
                          download
                        >
                          E-factuur (UBL)
                        </a>
                      ) : null}
                      {invoice.payPath ? (
                        <a href={invoice.payPath} className="btn-primary px-3 py-1.5 text-sm">
                          Betalen
                        </a>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {unbooked ? null : (
            <section aria-labelledby="voor-wie" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
              <h2 id="voor-wie" className="font-display text-2xl font-semibold">
                Op naam van
              </h2>
              <address className="mt-3 not-italic">
                {[booking.company, booking.name, booking.address].filter(Boolean).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              {booking.reference ? (
                <p className="mt-2 text-sm text-ink-soft">{`Je referentie voor de factuur: ${booking.reference}`}</p>
              ) : null}
            </section>
          )}
          {/* The way to the venue is for a booking that still takes place. */}
          {ended ? null : <VenuePanel />}
        </div>
        <aside className="space-y-6 self-start">
          {options.canAccept && booking.optieUntil ? (
            <OptiePanel until={booking.optieUntil} several={several} needsAddress={options.needsInvoiceAddress} />
          ) : null}
          {options.canChangePeople ? (
            <PeoplePanel
              days={booking.days}
              open={options.peopleDates}
              lastResult={actionData && 'people' in actionData ? actionData.people : undefined}
            />
          ) : !ended ? (
            <p className="rounded-xl border border-mortar bg-white p-6 text-sm text-ink-soft">
              {lifecycleMessages.peopleTooLate}
            </p>
          ) : null}
          {options.canRequestChange ? (
            <ChangePanel
              several={several}
              lastResult={actionData && 'change' in actionData ? actionData.change : undefined}
            />
          ) : null}
          {options.canSetInvoiceDetails ? (
            <InvoiceDetailsPanel
              details={booking.details}
              lastResult={actionData && 'details' in actionData ? actionData.details : undefined}
            />
          ) : null}
          {options.canSetReference ? (
            <ReferencePanel
              reference={booking.reference}
              lastResult={actionData && 'reference' in actionData ? actionData.reference : undefined}
            />
          ) : null}
          {/* A cancelled booking keeps the terms its costs came from; a request that ended has none. */}
          {unbooked ? null : (
            <section aria-labelledby="voorwaarden" className="rounded-xl border border-mortar bg-white p-6 text-sm">
              <h2 id="voorwaarden" className="font-semibold">
                Annuleringsvoorwaarden
              </h2>
              {/* This page is where the button leads, so the terms leave out how to get here. */}
              <TermsList terms={cancellationTerms.filter((term) => term !== manageTerm)} className="text-ink-soft" />
            </section>
          )}
          {options.canCancel ? (
            <CancelPanel
              selfPath={selfPath}
              confirm={confirmCancel}
              cancellation={options.cancellation}
              days={booking.days}
              what={booking.status === 'bevestigd' ? 'boeking' : booking.status === 'optie' ? 'optie' : 'aanvraag'}
            />
          ) : null}
        </aside>
      </div>
    </section>
  )
}

/** The optie the owner gave: the customer turns it into a booking here (docs/decisions/026-optie.md). */
function OptiePanel({ until, several, needsAddress }: { until: string; several: boolean; needsAddress: boolean }) {
  return (
    <section aria-labelledby="optie-titel" className="rounded-xl border border-brick-300 bg-white p-6">
      <h2 id="optie-titel" className="font-display text-xl font-semibold">
        Optie bevestigen
      </h2>
      <p className="mt-2 text-sm">
        {`We houden ${several ? 'deze datums' : 'deze datum'} tot en met ${formatLongDate(until)} voor je vast. ` +
          'Bevestig je de optie, dan boek je definitief en ga je een betalingsverplichting aan: je krijgt de ' +
          'bevestiging, een uitnodiging voor je agenda en de factuur per e-mail. Vanaf dan gelden de ' +
          'annuleringsvoorwaarden.'}
      </p>
      {needsAddress ? (
        <p className="mt-2 text-sm font-medium text-brick-800">
          Vul eerst je factuuradres in bij Factuurgegevens hieronder: dat hebben we nodig voor je factuur.
        </p>
      ) : null}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="optie-bevestigen" />
        <button type="submit" className="btn-primary">
          Optie bevestigen
        </button>
      </Form>
    </section>
  )
}

const cancelWords = {
  boeking: { verb: 'annuleren', title: 'Boeking annuleren', free: '' },
  optie: {
    verb: 'laten vervallen',
    title: 'Optie laten vervallen',
    free: 'Een optie laten vervallen kost niets; de datum komt dan vrij voor anderen.',
    freeSeveral: 'Een optie laten vervallen kost niets; de datums komen dan vrij voor anderen.',
  },
  aanvraag: {
    verb: 'intrekken',
    title: 'Aanvraag intrekken',
    free: 'Je aanvraag is nog niet bevestigd: intrekken kost niets.',
  },
}

function CancelPanel({
  selfPath,
  confirm,
  cancellation,
  days,
  what,
}: {
  selfPath: string
  confirm: boolean
  cancellation?: { preview: string; costsCents: number; refundCents: number }
  /** Every date: a booking of several is cancelled as a whole (docs/decisions/028-multi-day-bookings.md). */
  days: readonly BookingDay[]
  what: keyof typeof cancelWords
}) {
  const several = days.length > 1
  const noun = several ? `hele ${what}` : what
  const { verb, title } = cancelWords[what]
  return (
    <section aria-labelledby="annuleren" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="annuleren" className="font-display text-xl font-semibold">
        {title}
      </h2>
      {cancellation ? (
        <p className="mt-2 text-sm">
          {[
            cancellation.preview,
            cancellation.costsCents > 0 ? `Inclusief btw is dat ${formatEuro(cancellation.costsCents)}.` : '',
            cancellation.refundCents > 0 ? `Je krijgt ${formatEuro(cancellation.refundCents)} terug.` : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      ) : (
        <p className="mt-2 text-sm">
          {several && what === 'optie' ? cancelWords.optie.freeSeveral : cancelWords[what].free}
        </p>
      )}
      {several ? (
        <p className="mt-2 text-sm">
          {`Dit geldt voor de hele ${what}, met ${allDates(days.length)}: ` +
            `${listed(days.map((day) => formatLongDate(day.date)))}.`}
        </p>
      ) : null}
      {confirm ? (
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="annuleren" />
          <p role="alert" className="font-medium">
            {several
              ? `Weet je zeker dat je de ${noun} wilt ${verb}, met ${allDates(days.length)}?`
              : `Weet je zeker dat je je ${noun} wilt ${verb}?`}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary">
              {`Ja, ${noun} ${verb}`}
            </button>
            <Link to={selfPath} className="btn-outline" preventScrollReset>
              Nee, toch niet
            </Link>
          </div>
        </Form>
      ) : (
        <Link to={`${selfPath}&annuleren=1`} className="btn-outline mt-4" preventScrollReset>
          {title}
        </Link>
      )}
    </section>
  )
}

/**
 * The number of people of each date, each changed on its own while its date is far enough away
 * (docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md); a date too close shows its
 * number, and posts it unchanged.
 */
function PeoplePanel({
  days,
  open,
  lastResult,
}: {
  days: readonly BookingDay[]
  /** The dates whose number may still change. */
  open: readonly string[]
  lastResult?: SubmissionResult<string[]>
}) {
  const [first, ...later] = days
  const [form, fields] = useForm({
    id: 'personen',
    lastResult,
    defaultValue: {
      numPeople: String(first?.numPeople ?? ''),
      laterDays: later.map((day) => ({ date: day.date, numPeople: String(day.numPeople) })),
    },
    constraint: getZodConstraint(PeopleChangeSchema),
  })
  const laterFields = fields.laterDays.getFieldList()
  const several = days.length > 1
  const hint =
    `Minimaal ${MIN_PEOPLE}, maximaal ${MAX_PEOPLE} personen${several ? ' per datum' : ''}. We rekenen de prijs ` +
    'opnieuw uit; een factuur vervangen we door een nieuwe, met een creditfactuur voor de oude.'
  return (
    <section aria-labelledby="personen-titel" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="personen-titel" className="font-display text-xl font-semibold">
        Aantal personen aanpassen
      </h2>
      {several ? (
        <p className="mt-1 text-sm text-ink-soft">
          {`Elke datum heeft zijn eigen aantal: pas aan wat anders wordt. ${hint}`}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="personen" />
        <FormMessage id={form.errorId} errors={form.errors} />
        {days.map((day, index) => {
          const fieldset = index === 0 ? undefined : laterFields[index - 1]?.getFieldset()
          const field = index === 0 ? fields.numPeople : fieldset?.numPeople
          if (!field) return null
          return (
            <Fragment key={day.date}>
              {fieldset ? <input type="hidden" name={fieldset.date.name} value={day.date} /> : null}
              {open.includes(day.date) ? (
                <InputField
                  label={several ? `Aantal personen op ${formatLongDate(day.date)}` : 'Aantal personen'}
                  field={field}
                  type="number"
                  min={String(MIN_PEOPLE)}
                  max={String(MAX_PEOPLE)}
                  hint={several ? undefined : hint}
                />
              ) : (
                <p className="text-sm">
                  <input type="hidden" name={field.name} value={day.numPeople} />
                  <span className="font-medium">
                    {`${capitalised(formatLongDate(day.date))}: ${counted(day.numPeople, 'persoon', 'personen')}`}
                  </span>
                  <span className="block text-ink-soft">
                    Voor deze datum pas je het aantal niet meer aan; bel ons voor een wijziging op korte termijn.
                  </span>
                </p>
              )}
            </Fragment>
          )
        })}
        <button type="submit" className="btn-primary">
          Aanpassen
        </button>
      </Form>
    </section>
  )
}

function ChangePanel({ several, lastResult }: { several: boolean; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ date: string; dayParts: string; note: string }>({
    id: 'wijziging',
    lastResult,
    constraint: getZodConstraint(ChangeRequestSchema),
  })
  return (
    <section aria-labelledby="wijziging-titel" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="wijziging-titel" className="font-display text-xl font-semibold">
        Andere datum of ander dagdeel?
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {several
          ? 'Vraag het hier aan en zet in de toelichting om welke datum van je boeking het gaat; we kijken wat kan ' +
            'en nemen contact met je op.'
          : 'Vraag het hier aan; we kijken wat kan en nemen contact met je op.'}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="wijziging" />
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField label="Gewenste datum" field={fields.date} type="date" />
        <RadioField
          label="Gewenst dagdeel"
          field={fields.dayParts}
          options={{ 1: 'Ochtend', 2: 'Middag', 3: 'Hele dag' }}
        />
        <TextareaField label="Toelichting" field={fields.note} rows={3} />
        <button type="submit" className="btn-outline">
          Verzoek versturen
        </button>
      </Form>
    </section>
  )
}

/** The invoice address and, for a business, KvK number and btw-id, for the next invoice and its e-invoice. */
function InvoiceDetailsPanel({
  details,
  lastResult,
}: {
  details: InvoiceDetails
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'factuurgegevens',
    lastResult,
    defaultValue: invoiceDetailsFormValue(details),
    constraint: getZodConstraint(InvoiceDetailsSchema),
  })
  return (
    <section aria-labelledby="factuurgegevens-titel" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="factuurgegevens-titel" className="font-display text-xl font-semibold">
        Factuurgegevens
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {'Ze komen op de volgende factuur die we je sturen. Staat er iets fout op een factuur die je al kreeg? ' +
          `Mail ons op ${venue.email}, dan sturen we je een gecorrigeerde factuur.`}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="factuurgegevens" />
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField label="Bedrijf" field={fields.company} autoComplete="organization" />
        <InvoiceDetailsFields fields={fields} />
        <button type="submit" className="btn-outline">
          Opslaan
        </button>
      </Form>
    </section>
  )
}

/** A business customer's own reference (a purchase order number), printed on the next invoice. */
function ReferencePanel({
  reference,
  lastResult,
}: {
  reference: string | null
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'referentie',
    lastResult,
    defaultValue: { reference: reference ?? '' },
    constraint: getZodConstraint(ReferenceSchema),
  })
  return (
    <section aria-labelledby="referentie-titel" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="referentie-titel" className="font-display text-xl font-semibold">
        Referentie op de factuur
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="referentie" />
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField
          label={REFERENCE_LABEL}
          field={fields.reference}
          hint="Staat op de volgende factuur. Laat het leeg als je geen referentie nodig hebt."
        />
        <button type="submit" className="btn-outline">
          Opslaan
        </button>
      </Form>
    </section>
  )
}

/** A request that ended unbooked: where to look for another date. */
function AnotherDatePanel() {
  return (
    <section aria-labelledby="andere-datum" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
      <h2 id="andere-datum" className="font-display text-2xl font-semibold">
        Toch een datum bij ons?
      </h2>
      <p className="mt-2">
        Er staat niets voor je vast en je betaalt niets. Bekijk welke dagdelen vrij zijn en vraag opnieuw aan, of neem
        contact met ons op: dan zoeken we samen een datum.
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to="/boeken" className="btn-primary">
          Bekijk de beschikbaarheid
        </Link>
        <Link to="/contact" className="btn-outline">
          Neem contact op
        </Link>
      </p>
    </section>
  )
}

/** Where the venue is, how to get there and where to park. */
function VenuePanel() {
  return (
    <section aria-labelledby="waar" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
      <h2 id="waar" className="font-display text-2xl font-semibold">
        Waar je ons vindt
      </h2>
      <address className="mt-3 not-italic">
        <span className="block font-medium">{venue.name}</span>
        <span className="block">{venue.address.street}</span>
        <span className="block">{`${venue.address.postalCode} ${venue.address.city}`}</span>
      </address>
      <p className="mt-3">
        <a href={venueRouteUrl} rel="noopener" className="text-brick-700 underline underline-offset-4">
          Plan je route
        </a>
      </p>
      <h3 className="mt-4 font-semibold">{venue.parking.summary}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-soft">
        {venue.parking.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <a href={venue.parking.guidePath} className="text-brick-700 underline underline-offset-4" download>
          Parkeerwijzer (PDF)
        </a>
      </p>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BrokenLinkBoundary
      error={error}
      title="Deze link werkt niet (meer)"
      why={
        'De link naar je boeking is ongeldig of verlopen: hij werkt tot en met de laatste dag van je boeking, ' +
        'en daarna tot je facturen betaald zijn.'
      }
      actions={[
        { to: '/contact', label: 'Neem contact op' },
        { to: '/', label: 'Naar de homepage' },
      ]}
    />
  )
}

export const meta = () => [{ title: pageTitle('Je boeking') }, { name: 'robots', content: 'noindex' }]
