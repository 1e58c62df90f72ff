import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { data, Link, redirect } from 'react-router'
import { BusyConflictsNotice } from '~/components/admin/busy-conflicts'
import { decisionDoneUrl } from '~/components/admin/decision-notice'
import { Badge, DetailHeader, type Fact, FactList, formatDateTime, Notes, StatusNotice } from '~/components/admin/ui'
import { DietPanel } from '~/components/booking/diet-panel'
import { PeoplePanel } from '~/components/booking/people-panel'
import { PriceBreakdown } from '~/components/rates/price-breakdown'
import { useHydrated } from '~/components/use-hydrated'
import { dayFacts, daysCalculation, daysMaxPeople, dietFact, extrasFact, priceDays } from '~/lib/booking-days'
import { bookingDays } from '~/lib/booking-lifecycle'
import { idealRefundableCents, moneyAtAGlance } from '~/lib/booking-money'
import { offersFor } from '~/lib/booking-offers'
import { bookingActionEvent, bookingActionSchema } from '~/lib/booking-schemas'
import {
  type BookingDecision,
  decisionLabel,
  decisionResults,
  decisionTitle,
  statusBadge,
  statusText,
} from '~/lib/booking-status'
import { paymentSchedule } from '~/lib/deposit'
import { sentByJavaScript } from '~/lib/enhanced-form'
import { formatEuro, formatLongDate } from '~/lib/format'
import { defaultOptieUntil, lastOptieDay } from '~/lib/optie'
import { choiceLabel, dayPartText } from '~/lib/pricing'
import { runBookingEvent } from '~/server/bookings/lifecycle.server'
import { decisionTemplate } from '~/server/bookings/mails/decisions'
import { bookingHistory } from '~/server/bookings/queries.server'
import { bookingStateReading, loadBookingState } from '~/server/bookings/state.server'
import { busyConflicts, calendarBetween } from '~/server/calendar/calendar.server'
import { readTogether, rowsOf } from '~/server/db/batch.server'
import { readForm } from '~/server/http/form-body.server'
import { receivedFor } from '~/server/invoices/queries.server'
import { anyBusyPeriod } from '~/server/own-calendar/sources.server'
import { refundByIdeal } from '~/server/payments/refunds.server'
import { quoteOfBooking } from '~/server/quotes/queries.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/route'
import { ExtendOptie } from './extend-optie'
import { BookingHistory } from './history'
import { BookingInvoices } from './invoices'
import { MailDialog, MailForm, type Template } from './mail-dialog'
import { MoneyPanel } from './money'
import { RefundPanel } from './refund-panel'
import { pageLevelIntents, resultOf } from './results'
import { StatusSelect } from './status-select'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = services(context)
  const id = Number(params.id)
  // What the lifecycle decides from is what the page shows (app/server/bookings/state.server.ts),
  // read in one round trip with the rest of the page.
  const { loaded, history, received, quote, ownCalendar } = await readTogether(app.db, {
    loaded: bookingStateReading(app.db, id, Date.now()),
    history: rowsOf(bookingHistory(app.db, id)),
    received: receivedFor(app.db, id),
    quote: quoteOfBooking(app.db, id),
    ownCalendar: anyBusyPeriod(app.db),
  })
  if (!loaded) throw data('Boeking niet gevonden', { status: 404 })
  const { booking } = loaded
  // Every date with its choices (docs/decisions/028-multi-day-bookings.md); one date reads as always.
  const days = bookingDays(loaded.state.booking)
  const facts = { name: booking.name, days, status: booking.status }
  const now = Date.now()
  // What the page offers is what the lifecycle would do now (app/lib/booking-offers.ts).
  const offers = offersFor(loaded.state, 'eigenaar', now)
  const { decisions } = offers
  const url = new URL(request.url)
  return {
    booking,
    offers,
    // The optie's last day the form proposes, and the last it may be (docs/decisions/026-optie.md).
    optie: {
      proposed: defaultOptieUntil(booking.date, now, loaded.state.booking.selection.list.terms.optieDays),
      last: lastOptieDay(booking.date),
    },
    days,
    calculation: daysCalculation(priceDays(days)),
    // The texts the mail dialog starts with, for each decision the lifecycle allows now.
    decisions: decisions.map((decision) => ({ decision, template: decisionTemplate(decision, facts) })),
    // Without JavaScript the mail form opens on the page itself (?beslissing=confirm).
    openDecision: decisions.find((decision) => decision === url.searchParams.get('beslissing')),
    // No invoice without the customer's address (docs/decisions/033-decisions-on-what-the-owner-saw.md).
    invoiceAddress: loaded.state.booking.invoiceAddress,
    history,
    invoices: loaded.invoices,
    refunds: loaded.refunds,
    // While the aanbetaling is the invoice: what it asks and when the eindfactuur follows (ADR 039).
    schedule: paymentSchedule(days, loaded.invoices),
    money: moneyAtAGlance(loaded.state.invoices, received, loaded.refunds, booking.refundDueCents),
    // What of the refund due Mollie can pay back, on the iDEAL payments it came by (ADR 038).
    idealRefundCents: app.mollie ? idealRefundableCents(loaded.state.idealPayments, booking.refundDueCents) : 0,
    // Where the owner's own calendar is busy on this booking's day parts (ADR 035).
    conflicts:
      booking.status === 'geannuleerd' || !ownCalendar
        ? []
        : busyConflicts(
            await calendarBetween(app.db, days[0]?.date ?? booking.date, days.at(-1)?.date ?? booking.date),
          ).filter((conflict) => conflict.bookingId === booking.id),
    notice: url.searchParams.get('melding'),
    quote,
  }
}

/** Every change goes through the booking's lifecycle (app/server/bookings/lifecycle.server.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = services(context)
  const id = Number(params.id)
  const formData = await readForm(request)
  const enhanced = sentByJavaScript(formData)
  const now = Date.now()
  // The booking's dates: how many people their lists' room takes, and the date a number belongs to.
  // The event plans from this same read (one read, one write).
  const loaded = await loadBookingState(app.db, id, now)
  if (!loaded) throw data('Boeking niet gevonden', { status: 404 })
  const days = bookingDays(loaded.state.booking)
  const submission = parseWithZod(formData, { schema: bookingActionSchema(daysMaxPeople(days)) })
  if (submission.status !== 'success') {
    const message = failureText[String(formData.get('intent'))] ?? failureText.beslissing
    return data({ ok: false, message, result: submission.reply() }, { status: 400 })
  }
  const asked = submission.value
  const deps = { ...app, now }
  // Paying back through Mollie sends the refunds after the event (app/server/payments/refunds.server.ts).
  const outcome =
    asked.intent === 'terugbetaling-ideal'
      ? await refundByIdeal(id, asked.version, deps)
      : await runBookingEvent(id, bookingActionEvent(asked, loaded.state.booking.date), 'eigenaar', deps, {
          seenVersion: asked.version,
          loaded,
        })
  if (asked.intent === 'factuur')
    throw redirect(`/admin/boekingen/${id}?melding=${outcome.ok && outcome.changed ? 'factuur' : 'geen-factuur'}`, 303)
  if (!outcome.ok) {
    const message = asked.intent === 'status' ? `${failureText.status}. ${outcome.message}` : outcome.message
    return data(
      { ok: false, message, result: submission.reply({ formErrors: [outcome.message] }) },
      { status: outcome.status },
    )
  }
  app.deliverAfterResponse(outcome.mailIds)
  if (asked.intent === 'beslissing') {
    const pdfDownloadUrl = asked.type === 'confirm' ? `/admin/boekingen/${id}/bevestiging.pdf` : undefined
    if (enhanced) return { ok: true, message: decisionResults[asked.type], pdfDownloadUrl }
    // A decision ends on the refreshed list of bookings (spec §2 and §4).
    throw redirect(decisionDoneUrl(asked.type, id), 303)
  }
  const message = outcome.changed ? successText[asked.intent] : outcome.message
  if (enhanced) return { ok: true, message }
  throw redirect(`/admin/boekingen/${id}?melding=${asked.intent}`, 303)
}

const failureText: Record<string, string> = {
  beslissing: 'Controleer het onderwerp en het bericht.',
  status: 'Fout: Status kon niet worden bijgewerkt',
  terugbetaling: 'Controleer het bedrag.',
  'terugbetaling-ideal': 'Herlaad de pagina en probeer het opnieuw.',
  personen: 'Controleer het aantal personen.',
  dieetwensen: 'Controleer de dieetwensen.',
  verlengen: 'Controleer de datum.',
}

const successText = {
  status: 'Status bijgewerkt',
  terugbetaling: 'Terugbetaling vastgelegd',
  'terugbetaling-ideal': 'Terugbetaling via iDEAL gevraagd',
  verlengen: 'Optie verlengd',
  personen: 'Aantal personen aangepast',
  dieetwensen: 'Dieetwensen opgeslagen',
}

const noticeText: Record<string, string> = {
  status: 'Status bijgewerkt.',
  terugbetaling: 'De terugbetaling is vastgelegd en de klant is gemaild.',
  'terugbetaling-ideal':
    'Mollie stort het bedrag terug op de rekening waarvan de klant met iDEAL betaalde. De klant krijgt een mail ' +
    'zodra het geld terug is; hieronder zie je hoe het ervoor staat.',
  personen: 'Het aantal personen is aangepast. De klant heeft de nieuwe prijs per mail gekregen.',
  dieetwensen: 'De dieetwensen zijn opgeslagen en de klant is gemaild.',
  verlengen: 'De optie is verlengd en de klant is gemaild.',
  factuur: 'De factuur is gemaakt en naar de klant gemaild.',
  'geen-factuur': 'Er is al een factuur, of de boeking is niet bevestigd: er is geen factuur gemaakt.',
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    booking,
    days,
    calculation,
    decisions,
    openDecision,
    history,
    invoices,
    schedule,
    notice,
    optie,
    invoiceAddress,
    conflicts,
    refunds,
    money,
    idealRefundCents,
    quote,
    offers,
  } = loaderData
  // The decision and its texts as they were when the dialog opened: once the decision is taken,
  // the page's status (and the decisions it offers) changes while the dialog says it is done.
  const [dialog, setDialog] = useState<{ decision: BookingDecision; template: Template } | null>(null)
  const hydrated = useHydrated()
  const templateOf = (decision: BookingDecision) => decisions.find((entry) => entry.decision === decision)?.template
  const [first] = days
  // One date keeps its five facts; several get a fact per date with that date's choices.
  const dayRows: Fact[] =
    days.length === 1 && first
      ? [
          ['Datum', formatLongDate(first.date)],
          ['Dagdeel', dayPartText(first.dayParts)],
          ['Personen', first.numPeople],
          ['Arrangement', choiceLabel(first.list, 'arrangement', first.meetingType)],
          ['Lunch', choiceLabel(first.list, 'lunch', first.lunchType)],
          ...extrasFact(first),
          ...dietFact(first),
        ]
      : dayFacts(days)
  const facts: Fact[] = [
    ...dayRows,
    ['Totaal incl. btw', formatEuro(booking.totalCents)],
    // Made by accepting a quote online, at its prices (ADR 040).
    ...(quote
      ? [
          [
            'Uit offerte',
            <Link key="offerte" to={`/admin/offertes/${quote.id}`} className="underline">
              {quote.quoteNumber}
            </Link>,
          ] satisfies Fact,
        ]
      : []),
    [
      'Naam',
      booking.customerId ? (
        <Link key="naam" to={`/admin/klanten/${booking.customerId}`} className="underline">
          {booking.name}
        </Link>
      ) : (
        booking.name
      ),
    ],
    ['Bedrijf', booking.company ?? '—'],
    [
      'E-mail',
      <a key="email" href={`mailto:${booking.email}`} className="underline">
        {booking.email}
      </a>,
    ],
    ['Telefoon', booking.phone ?? '—'],
    ['Adres', booking.address ?? '—'],
    ['Referentie klant', booking.customerReference ?? '—'],
    ...(booking.optieUntil ? [['Optie tot en met', formatLongDate(booking.optieUntil)] satisfies Fact] : []),
    ['Nieuwsbrief', booking.newsletter ? 'ja' : 'nee'],
    ['Ontvangen', formatDateTime(booking.createdAt)],
    ['Status gewijzigd', formatDateTime(booking.statusChangedAt)],
  ]
  const openTemplate = openDecision ? templateOf(openDecision) : undefined
  // Without JavaScript a refused decision or status change comes back as the page's own answer:
  // said at the top, above the booking as it is now (with JavaScript it is a toast).
  const refusal =
    actionData && 'result' in actionData && pageLevelIntents.includes(String(actionData.result.initialValue?.intent))
      ? actionData.message
      : undefined
  return (
    <>
      <DetailHeader
        back="/admin?tab=boekingen"
        backLabel="Alle boekingen"
        title={`Boeking ${booking.id}`}
        badge={<Badge variant={statusBadge[booking.status]}>{statusText(booking.status, booking.lastDecision)}</Badge>}
      />
      {refusal ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-brick-300 bg-brick-50 px-4 py-2 text-sm text-brick-800"
        >
          {refusal}
        </p>
      ) : null}
      {!invoiceAddress && booking.status !== 'geannuleerd' ? (
        <p role="note" className="mt-4 rounded-md border border-brick-300 bg-white px-4 py-2 text-sm">
          {'Er is geen factuuradres bij deze boeking, en een factuur noemt het adres van de klant. Vraag het de ' +
            'klant (die kan het invullen via de link in de mail) of vul het in bij '}
          {booking.customerId ? (
            <Link to={`/admin/klanten/${booking.customerId}`} className="underline">
              de klant
            </Link>
          ) : (
            'de klant'
          )}
          {'. Tot dan kun je bevestigen met "Geen factuur sturen".'}
        </p>
      ) : null}
      <BusyConflictsNotice conflicts={conflicts} linked={false} />
      {notice && noticeText[notice] ? <StatusNotice>{noticeText[notice]}</StatusNotice> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-label="Gegevens" className="rounded-lg border border-mortar bg-white p-5">
          <FactList facts={facts} />
          <Notes title="Bericht van de bezoeker" text={booking.message} empty="Geen bericht." />
          <div className="mt-6">
            <PriceBreakdown calculation={calculation} compact showCaption dates={days.length} />
          </div>
        </section>
        <aside className="space-y-4 self-start">
          <section aria-label="Afhandelen" className="rounded-lg border border-mortar bg-white p-5">
            <h2 className="font-display text-xl font-semibold">Afhandelen</h2>
            <div className="mt-3 flex flex-wrap gap-2">
              {decisions.map(({ decision, template }, index) => {
                const style = index === 0 && decision !== 'cancel' ? 'btn-primary' : 'btn-outline'
                const label = decisionLabel(booking.status, decision)
                return hydrated ? (
                  <button
                    key={decision}
                    type="button"
                    className={style}
                    onClick={() => setDialog({ decision, template })}
                  >
                    {label}
                  </button>
                ) : (
                  <Link key={decision} to={`?beslissing=${decision}`} className={style}>
                    {label}
                  </Link>
                )
              })}
            </div>
            {booking.status === 'bevestigd' ? (
              <p className="mt-3 text-sm">
                <a
                  href={`/admin/boekingen/${booking.id}/bevestiging.pdf`}
                  className="text-brick-700 underline"
                  download
                >
                  Bevestiging (PDF) downloaden
                </a>
              </p>
            ) : null}
            {offers.extendOptie && booking.optieUntil ? (
              <ExtendOptie
                version={booking.version}
                current={booking.optieUntil}
                last={offers.extendOptie.last}
                lastResult={resultOf(actionData, 'verlengen')}
              />
            ) : null}
            <StatusSelect
              key={booking.status}
              bookingId={booking.id}
              status={booking.status}
              version={booking.version}
            />
          </section>
          {!hydrated && openDecision && openTemplate ? (
            <MailForm
              bookingId={booking.id}
              version={booking.version}
              decision={openDecision}
              title={decisionTitle(booking.status, openDecision)}
              template={openTemplate}
              optie={optie}
              onDone={() => undefined}
            />
          ) : null}
          {offers.peopleDates.length > 0 ? (
            <PeoplePanel
              days={days}
              open={offers.peopleDates}
              version={booking.version}
              lastResult={resultOf(actionData, 'personen')}
              deposit={schedule !== undefined}
            />
          ) : null}
          {offers.dietDates.length > 0 ? (
            <DietPanel
              days={days}
              open={offers.dietDates}
              version={booking.version}
              lastResult={resultOf(actionData, 'dieetwensen')}
            />
          ) : null}
          <BookingInvoices
            invoices={invoices}
            schedule={schedule}
            canInvoice={offers.canInvoice}
            version={booking.version}
          />
          <MoneyPanel money={money} refunds={refunds} />
          {offers.canRefund ? (
            <RefundPanel
              refundDueCents={booking.refundDueCents}
              idealCents={idealRefundCents}
              version={booking.version}
              lastResult={resultOf(actionData, 'terugbetaling')}
              idealResult={resultOf(actionData, 'terugbetaling-ideal')}
            />
          ) : null}
          <BookingHistory entries={history} />
        </aside>
      </div>
      {dialog ? (
        <MailDialog
          bookingId={booking.id}
          version={booking.version}
          decision={dialog.decision}
          title={decisionTitle(booking.status, dialog.decision)}
          template={dialog.template}
          optie={optie}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  )
}
