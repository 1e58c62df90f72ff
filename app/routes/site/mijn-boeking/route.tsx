import { parseWithZod } from '@conform-to/zod/v4'
import { Fragment } from 'react'
import { data, redirect } from 'react-router'
import { DietPanel } from '~/components/booking/diet-panel'
import { PeoplePanel } from '~/components/booking/people-panel'
import { PriceBreakdown } from '~/components/rates/price-breakdown'
import { BrokenLinkBoundary } from '~/components/status-page'
import { TermsList } from '~/components/terms-list'
import { cancellationTermsOf, manageTerm, paymentBeforeCommit } from '~/content/terms'
import { pageTitle } from '~/content/venue'
import { dayFacts, daysCalculation, daysMaxPeople, priceDays, termsListOf } from '~/lib/booking-days'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import { refundSums } from '~/lib/booking-money'
import { manageBookingEvent, manageBookingSchema } from '~/lib/booking-schemas'
import { type BookingStatus, type UnbookedEnd, unbookedEnd } from '~/lib/booking-status'
import { amsterdamDate } from '~/lib/dates'
import { paymentSchedule } from '~/lib/deposit'
import { formatLongDate } from '~/lib/format'
import { invoiceDetailsFrom } from '~/lib/invoice-details'
import { ublMissing } from '~/lib/ubl'
import { runBookingEvent } from '~/server/bookings/lifecycle.server'
import { linkedBooking } from '~/server/bookings/manage.server'
import { readForm } from '~/server/http/form-body.server'
import { ublInvoiceOf } from '~/server/invoices/documents.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/route'
import { AnotherDatePanel } from './another-date-panel'
import { CancelPanel } from './cancel-panel'
import { ChangePanel } from './change-panel'
import { InvoiceDetailsPanel } from './invoice-details-panel'
import { InvoicesPanel } from './invoices-panel'
import { doneNotice, noticeOf, notices } from './notices'
import { OptiePanel } from './optie-panel'
import { ReferencePanel } from './reference-panel'
import { ReviewPanel } from './review-panel'
import { VenuePanel } from './venue-panel'

/**
 * /mijn-boeking?sleutel=...: the customer's own booking, from the link in every booking mail
 * (server/bookings/manage.server.ts). Private, never cached; works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const url = new URL(request.url)
  const token = url.searchParams.get('sleutel')
  const now = Date.now()
  // One round trip: what the page shows is the state the lifecycle decides from.
  const linked = await linkedBooking(app.db, app.links, token, now)
  if (!linked) throw data('Deze link werkt niet (meer).', { status: 404 })
  const { loaded, days, offers } = linked
  const { booking, invoices: invoiceRows } = loaded
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
      reviewOptOut: booking.reviewOptOut,
    },
    options: offers,
    today: amsterdamDate(new Date(now)),
    // What goes back to the customer, and where it stands (ADR 038).
    moneyBack: { ...refundSums(loaded.refunds), dueCents: booking.refundDueCents },
    // While the aanbetaling is the invoice: what is due when (ADR 039).
    schedule: paymentSchedule(days, invoiceRows),
    invoices: await Promise.all(
      invoiceRows.map(async (invoice) => ({
        number: invoice.number,
        kind: invoice.kind,
        stage: invoice.stage,
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
  const linked = await linkedBooking(app.db, app.links, url.searchParams.get('sleutel'), now)
  if (!linked) throw data('Deze link werkt niet (meer).', { status: 404 })
  const { loaded, days } = linked
  const { booking } = loaded
  const form = await readForm(request)
  const back = (notice: string) => {
    const next = new URL(url)
    next.searchParams.delete('annuleren')
    next.searchParams.set('melding', notice)
    return redirect(`${next.pathname}${next.search}`, 303)
  }
  const submission = parseWithZod(form, { schema: manageBookingSchema(daysMaxPeople(days)) })
  if (submission.status !== 'success') {
    const intent = String(form.get('intent'))
    if (!panelIntents.includes(intent)) throw data('Onbekende opdracht.', { status: 400 })
    return data({ intent, result: submission.reply() }, { status: 400 })
  }
  const asked = submission.value
  // Every change goes through the booking's lifecycle, as the customer ('klant').
  const outcome = await runBookingEvent(
    booking.id,
    manageBookingEvent(asked, booking.date),
    'klant',
    { ...app, now },
    { loaded },
  )
  if (outcome.ok) {
    app.deliverAfterResponse(outcome.mailIds)
    throw back(doneNotice(asked.intent, outcome.changed, booking.status))
  }
  // A refusal whose form the page no longer shows is a notice at the top; else the form says why.
  const notice = noticeOf(outcome)
  // The review choice has no form that shows a message (review-panel.tsx): its limit is a notice too.
  if (notice || !panelIntents.includes(asked.intent))
    throw back(notice ?? (outcome.code === 'tooManyDetailChanges' ? 'te-vaak' : 'bezig'))
  return data(
    { intent: asked.intent, result: submission.reply({ formErrors: [outcome.message] }) },
    { status: outcome.status },
  )
}

/** The intents of the panels with a form of their own, which show their answer themselves. */
const panelIntents: string[] = ['personen', 'dieetwensen', 'wijziging', 'factuurgegevens', 'referentie']

const sitePath = (href: string) => {
  const url = new URL(href)
  return `${url.pathname}${url.search}`
}

const statusText = (
  status: BookingStatus,
  optieUntil: string | null,
  unbooked: UnbookedEnd | undefined,
  lastDecision: string | null,
) =>
  unbooked ??
  {
    aanvraag: 'Aanvraag: binnen één werkdag laten we je weten of we je boeking kunnen bevestigen.',
    optie: `Optie tot en met ${optieUntil ? formatLongDate(optieUntil) : 'nader te bepalen'}`,
    bevestigd: 'Bevestigd',
    geannuleerd: lastDecision === 'venue-cancel' ? 'Geannuleerd door ons, zonder kosten voor jou' : 'Geannuleerd',
  }[status]

export default function ManageBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const resultOf = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined)
  const { booking, options, invoices, moneyBack, schedule, confirmCancel, notice, selfPath, pdfBase, today } =
    loaderData
  const calculation = daysCalculation(priceDays(booking.days))
  const several = booking.days.length > 1
  // A request that ended before it was a booking: only its dates and where to look for another apply.
  const unbooked = unbookedEnd(booking.status, booking.lastDecision)
  const ended = booking.status === 'geannuleerd'
  // A request is not a booking yet, open or ended unbooked: the page calls it what it is.
  const request = Boolean(unbooked) || booking.status === 'aanvraag'
  const noticeText =
    notice === 'optie-vervallen' && several
      ? 'Je optie is vervallen: de datums zijn weer vrij. Je krijgt een bevestiging per e-mail.'
      : notice === 'dieetwensen-te-laat'
        ? lifecycleMessages.dietTooLate(termsListOf(booking.days).terms.peopleChangeWorkdays)
        : notice
          ? notices[notice]
          : undefined
  return (
    <section className="container-page py-14">
      <h1 className="font-display text-4xl font-semibold">{request ? 'Je aanvraag' : 'Je boeking'}</h1>
      {noticeText ? (
        <p role="status" className="mt-4 max-w-2xl rounded-lg border border-frame-500 bg-white px-5 py-3">
          {noticeText}
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          <section aria-labelledby="gegevens" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
            <h2 id="gegevens" className="font-display text-2xl font-semibold">
              {`${request ? 'Aanvraag' : 'Boeking'} ${booking.id}`}
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
              <dt className="text-ink-soft">Status</dt>
              <dd className="font-medium">
                {statusText(booking.status, booking.optieUntil, unbooked, booking.lastDecision)}
              </dd>
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
          {unbooked || booking.lastDecision === 'venue-cancel' ? <AnotherDatePanel /> : null}
          {/* Before the confirmation: what it will ask, and when (docs/decisions/040-one-agreement-per-booking.md). */}
          {booking.status === 'aanvraag' || booking.status === 'optie' ? (
            <section aria-labelledby="betalen" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
              <h2 id="betalen" className="font-display text-2xl font-semibold">
                Betalen
              </h2>
              <TermsList terms={paymentBeforeCommit(booking.days, today)} listId={termsListOf(booking.days).id} />
            </section>
          ) : null}
          {invoices.length > 0 ? (
            <InvoicesPanel invoices={invoices} pdfBase={pdfBase} moneyBack={moneyBack} schedule={schedule} />
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
              lastResult={resultOf('personen')}
              deposit={schedule !== undefined}
            />
          ) : !ended ? (
            <p className="rounded-xl border border-mortar bg-white p-6 text-sm text-ink-soft">
              {lifecycleMessages.peopleTooLate(termsListOf(booking.days).terms.peopleChangeWorkdays)}
            </p>
          ) : null}
          {/* Dieetwensen change until the same day as the people (docs/decisions/045-dieetwensen.md). */}
          {options.dietDates.length > 0 ? (
            <DietPanel days={booking.days} open={options.dietDates} lastResult={resultOf('dieetwensen')} />
          ) : null}
          {options.canRequestChange ? <ChangePanel several={several} lastResult={resultOf('wijziging')} /> : null}
          {options.canSetInvoiceDetails ? (
            <InvoiceDetailsPanel details={booking.details} lastResult={resultOf('factuurgegevens')} />
          ) : null}
          {options.canSetReference ? (
            <ReferencePanel reference={booking.reference} lastResult={resultOf('referentie')} />
          ) : null}
          {options.canChooseReview ? <ReviewPanel optOut={booking.reviewOptOut} /> : null}
          {/* A cancelled booking keeps the terms its costs came from; a request that ended has none. */}
          {unbooked ? null : (
            <section aria-labelledby="voorwaarden" className="rounded-xl border border-mortar bg-white p-6 text-sm">
              <h2 id="voorwaarden" className="font-semibold">
                Annuleringsvoorwaarden
              </h2>
              {/* This page is where the button leads, so the terms leave out how to get here. */}
              <TermsList
                terms={cancellationTermsOf(booking.days).filter((term) => term !== manageTerm)}
                className="text-ink-soft"
                listId={termsListOf(booking.days).id}
              />
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
