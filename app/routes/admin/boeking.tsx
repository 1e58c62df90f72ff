import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { data, Form, Link, redirect, useFetcher, useNavigate } from 'react-router'
import type { ActionResult } from '~/components/admin/action-result'
import { decisionDoneUrl } from '~/components/admin/decision-notice'
import {
  Badge,
  DetailHeader,
  type Fact,
  FactList,
  formatDateTime,
  InvoiceStatusBadge,
  Notes,
} from '~/components/admin/ui'
import { useResultToast } from '~/components/admin/use-result-toast'
import { CheckboxField, EnhancedMarker, FormMessage, InputField, SelectField, TextareaField } from '~/components/forms'
import { PriceBreakdown } from '~/components/rates/price-breakdown'
import { useHydrated } from '~/components/use-hydrated'
import { dayFacts, daysCalculation, priceDays } from '~/lib/booking-days'
import { bookingDays, decisionsFor } from '~/lib/booking-lifecycle'
import {
  BookingActionSchema,
  bookingActionEvent,
  DecisionSchema,
  ExtendOptieSchema,
  RefundSchema,
  StatusChangeSchema,
} from '~/lib/booking-schemas'
import {
  type BookingDecision,
  bookingStatuses,
  decisionLabel,
  decisionResults,
  decisionTitle,
  statusBadge,
  statusText,
} from '~/lib/booking-status'
import { sentByJavaScript } from '~/lib/enhanced-form'
import { formatAmountInput, formatEuro, formatLongDate } from '~/lib/format'
import { formalAddress } from '~/lib/je-form'
import { defaultOptieUntil, lastOptieDay } from '~/lib/optie'
import { arrangementInfo, dayPartText, lunchInfo } from '~/lib/pricing'
import { runBookingEvent } from '~/server/bookings/lifecycle.server'
import { decisionTemplate } from '~/server/bookings/mails/decisions'
import { bookingHistory } from '~/server/bookings/queries.server'
import { loadBookingState } from '~/server/bookings/state.server'
import { readForm } from '~/server/http/form-body.server'
import { invoicesOf } from '~/server/invoices/queries.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/boeking'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = services(context)
  // What the lifecycle decides from is what the page shows (app/server/bookings/state.server.ts).
  const loaded = await loadBookingState(app.db, Number(params.id), Date.now())
  if (!loaded) throw data('Boeking niet gevonden', { status: 404 })
  const { booking } = loaded
  // Every date with its choices (docs/decisions/028-multi-day-bookings.md); one date reads as always.
  const days = bookingDays(loaded.state.booking)
  const facts = { name: booking.name, days, status: booking.status }
  const decisions = decisionsFor(booking.status)
  const url = new URL(request.url)
  return {
    booking,
    // The optie's last day the form proposes, and the last it may be (docs/decisions/026-optie.md).
    optie: {
      proposed: defaultOptieUntil(booking.date, Date.now(), app.settings.optieDays),
      last: lastOptieDay(booking.date),
    },
    days,
    calculation: daysCalculation(priceDays(days)),
    // The texts the mail dialog starts with, for each decision this booking's status offers.
    decisions: decisions.map((decision) => ({ decision, template: decisionTemplate(decision, facts) })),
    // Without JavaScript the mail form opens on the page itself (?beslissing=confirm).
    openDecision: decisions.find((decision) => decision === url.searchParams.get('beslissing')),
    // No invoice without the customer's address (docs/decisions/033-decisions-on-what-the-owner-saw.md).
    invoiceAddress: loaded.state.booking.invoiceAddress,
    history: await bookingHistory(app.db, booking.id),
    invoices: await invoicesOf(app.db, booking.id),
    notice: url.searchParams.get('melding'),
  }
}

/** Every change goes through the booking's lifecycle (app/server/bookings/lifecycle.server.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = services(context)
  const id = Number(params.id)
  const formData = await readForm(request)
  const enhanced = sentByJavaScript(formData)
  const submission = parseWithZod(formData, { schema: BookingActionSchema })
  if (submission.status !== 'success') {
    const message = failureText[String(formData.get('intent'))] ?? failureText.beslissing
    return data({ ok: false, message, result: submission.reply() }, { status: 400 })
  }
  const asked = submission.value
  const outcome = await runBookingEvent(
    id,
    bookingActionEvent(asked),
    'eigenaar',
    { ...app, now: Date.now() },
    { seenVersion: asked.version },
  )
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
  verlengen: 'Controleer de datum.',
}

const successText = {
  status: 'Status bijgewerkt',
  terugbetaling: 'Terugbetaling vastgelegd',
  verlengen: 'Optie verlengd',
}

const noticeText: Record<string, string> = {
  status: 'Status bijgewerkt.',
  terugbetaling: 'De terugbetaling is vastgelegd.',
  verlengen: 'De optie is verlengd en de klant is gemaild.',
  factuur: 'De factuur is gemaakt en naar de klant gemaild.',
  'geen-factuur': 'Er is al een factuur, of de boeking is niet bevestigd: er is geen factuur gemaakt.',
}

type Template = { subject: string; message: string }

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, days, calculation, decisions, openDecision, history, invoices, notice, optie, invoiceAddress } =
    loaderData
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
          ['Arrangement', arrangementInfo[first.meetingType].label],
          ['Lunch', lunchInfo[first.lunchType].label],
        ]
      : dayFacts(days)
  const facts: Fact[] = [
    ...dayRows,
    ['Totaal incl. btw', formatEuro(booking.totalCents)],
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
      {notice && noticeText[notice] ? (
        <p role="status" className="mt-4 rounded-md border border-frame-500 bg-white px-4 py-2 text-sm">
          {noticeText[notice]}
        </p>
      ) : null}
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
            {booking.status === 'optie' && booking.optieUntil ? (
              <ExtendOptie
                version={booking.version}
                current={booking.optieUntil}
                last={optie.last}
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
          <BookingInvoices invoices={invoices} canInvoice={booking.status === 'bevestigd'} version={booking.version} />
          {booking.refundDueCents > 0 ? (
            <RefundPanel
              refundDueCents={booking.refundDueCents}
              version={booking.version}
              lastResult={resultOf(actionData, 'terugbetaling')}
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

function BookingInvoices({
  invoices,
  canInvoice,
  version,
}: {
  invoices: Route.ComponentProps['loaderData']['invoices']
  canInvoice: boolean
  version: number
}) {
  const current = invoices.some((invoice) => invoice.kind === 'factuur' && invoice.status !== 'gecrediteerd')
  return (
    <section aria-labelledby="facturen" className="rounded-lg border border-mortar bg-white p-5">
      <h2 id="facturen" className="font-display text-xl font-semibold">
        Facturen
      </h2>
      {invoices.length === 0 ? <p className="mt-2 text-sm text-ink-soft">Nog geen factuur.</p> : null}
      <ul className="mt-2 space-y-2 text-sm">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/admin/facturen/${invoice.id}`} className="text-brick-700 underline">
              {`${invoice.kind === 'creditfactuur' ? 'Creditfactuur' : 'Factuur'} ${invoice.number}`}
            </Link>
            <span className="tabular-nums">{formatEuro(invoice.totalCents)}</span>
            <InvoiceStatusBadge status={invoice.status} />
          </li>
        ))}
      </ul>
      {canInvoice && !current ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="factuur" />
          <SeenVersion version={version} />
          <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
            Factuur maken en mailen
          </button>
        </Form>
      ) : null}
    </section>
  )
}

/** The forms whose refusal the page says at the top when it comes back without JavaScript. */
const pageLevelIntents = ['beslissing', 'status']

const resultOf = (actionData: Route.ComponentProps['actionData'], intent: string) =>
  actionData && 'result' in actionData && actionData.result?.initialValue?.intent === intent
    ? actionData.result
    : undefined

/** The owner gives the optie more time: a later last day, mailed to the customer. */
function ExtendOptie({
  version,
  current,
  last,
  lastResult,
}: {
  version: number
  current: string
  last: string
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'verlengen',
    lastResult,
    defaultValue: { until: current },
    constraint: getZodConstraint(ExtendOptieSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ExtendOptieSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-5 space-y-3 border-t border-mortar pt-4">
      <input type="hidden" name="intent" value="verlengen" />
      <SeenVersion version={version} />
      <FormMessage id={form.errorId} errors={form.errors} />
      <InputField
        label="Optie verlengen tot en met"
        field={fields.until}
        type="date"
        max={last}
        hint={`Uiterlijk ${formatLongDate(last)}, de dag voor de boeking. De klant krijgt een e-mail.`}
      />
      <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
        Optie verlengen
      </button>
    </Form>
  )
}

/** Money received that no invoice holds any more: the owner pays it back and records it here (ADR 023). */
function RefundPanel({
  refundDueCents,
  version,
  lastResult,
}: {
  refundDueCents: number
  version: number
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'terugbetaling',
    lastResult,
    defaultValue: { amount: formatAmountInput(refundDueCents) },
    constraint: getZodConstraint(RefundSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RefundSchema }),
  })
  return (
    <section aria-labelledby="terug" className="rounded-lg border border-brick-300 bg-white p-5">
      <h2 id="terug" className="font-display text-xl font-semibold">
        Terug te betalen
      </h2>
      <p className="mt-2 text-sm">
        {`De klant heeft ${formatEuro(refundDueCents)} meer betaald dan er nu openstaat. Stort het terug en leg ` +
          'dat hier vast; een nieuwe factuur voor deze boeking wordt er eerst mee verrekend.'}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="terugbetaling" />
        <SeenVersion version={version} />
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField label="Teruggestort bedrag (euro)" field={fields.amount} />
        <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
          Terugbetaling vastleggen
        </button>
      </Form>
    </section>
  )
}

function BookingHistory({ entries }: { entries: { at: Date; summary: string }[] }) {
  return (
    <section aria-labelledby="geschiedenis" className="rounded-lg border border-mortar bg-white p-5">
      <h2 id="geschiedenis" className="font-display text-xl font-semibold">
        Geschiedenis
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">Nog niets vastgelegd.</p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {entries.map((entry) => (
            <li key={`${entry.at.getTime()}-${entry.summary}`}>
              <span className="text-ink-soft">{formatDateTime(entry.at)}</span> · {entry.summary}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

const statusOptions = Object.fromEntries(bookingStatuses.map((status) => [status, status]))

/** The spec's dropdown: any status, directly, without a mail. Saved on change with JavaScript. */
function StatusSelect({ bookingId, status, version }: { bookingId: number; status: string; version: number }) {
  const fetcher = useFetcher<ActionResult>({ key: `status-${bookingId}` })
  const hydrated = useHydrated()
  const [form, fields] = useForm({
    id: `status-${bookingId}`,
    lastResult: fetcher.data?.result,
    defaultValue: { status },
    constraint: getZodConstraint(StatusChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StatusChangeSchema }),
  })
  // A refused change leaves the select on the status the booking still has.
  useResultToast(fetcher, 'Fout', undefined, () => form.reset())
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-5 border-t border-mortar pt-4">
      <input type="hidden" name="intent" value="status" />
      <SeenVersion version={version} />
      <EnhancedMarker />
      <div className="flex items-end gap-2">
        <SelectField
          label="Status direct wijzigen (zonder e-mail)"
          field={fields.status}
          options={statusOptions}
          className="flex-1"
          onChange={(event) => hydrated && event.currentTarget.form?.requestSubmit()}
        />
        {hydrated ? null : (
          <button type="submit" className="btn-outline">
            Opslaan
          </button>
        )}
      </div>
    </fetcher.Form>
  )
}

type OptieDates = { proposed: string; last: string }

/** The booking's version this page shows: a decision on a booking that changed since is refused (ADR 023). */
function SeenVersion({ version }: { version: number }) {
  return <input type="hidden" name="version" value={version} />
}

function MailForm({
  bookingId,
  version,
  decision,
  title,
  template,
  optie,
  onDone,
}: {
  bookingId: number
  version: number
  decision: BookingDecision
  title: string
  template: Template
  optie: OptieDates
  onDone: () => void
}) {
  const fetcher = useFetcher<ActionResult>({ key: `mail-${bookingId}-${decision}` })
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const [message, setMessage] = useState(template.message)
  useResultToast(fetcher, 'Fout', (result) => {
    // The spec: a returned download URL is downloaded, the toast says it is done (above), and the
    // refreshed bookings list is shown.
    if (result.pdfDownloadUrl) {
      const link = document.createElement('a')
      link.href = result.pdfDownloadUrl
      link.download = ''
      link.click()
    }
    onDone()
    navigate('/admin?tab=boekingen')
  })
  const [form, fields] = useForm({
    id: `mail-${bookingId}-${decision}`,
    lastResult: fetcher.data?.result,
    defaultValue: { subject: template.subject, message: template.message, until: optie.proposed },
    constraint: getZodConstraint(DecisionSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DecisionSchema }),
  })
  const sending = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      className="space-y-3 rounded-lg border border-mortar bg-white p-5"
      aria-label={title}
      // The spec disables sending while the message is empty, so the button follows the typing.
      onInput={(event) => {
        if (event.target instanceof HTMLTextAreaElement && event.target.name === 'message')
          setMessage(event.target.value)
      }}
    >
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      <input type="hidden" name="intent" value="beslissing" />
      <SeenVersion version={version} />
      <input type="hidden" name="type" value={decision} />
      <EnhancedMarker />
      <FormMessage id={form.errorId} errors={form.errors} />
      {decision === 'optie' ? (
        <InputField
          label="Optie tot en met"
          field={fields.until}
          type="date"
          max={optie.last}
          required
          hint={`Tot en met die dag houden we de dagdelen vast; uiterlijk ${formatLongDate(optie.last)}.`}
        />
      ) : null}
      <InputField label="Onderwerp" field={fields.subject} required />
      <TextareaField
        label="Bericht aan de klant"
        field={fields.message}
        required
        rows={10}
        hint="We schrijven klanten met je en jij. Onder je bericht zetten we de gegevens van de boeking en onze groet."
      />
      {formalAddress(message).length > 0 ? (
        <p role="status" className="text-sm font-medium text-brick-800">
          {`Je bericht gebruikt ${[...new Set(formalAddress(message).map((word) => `'${word.toLowerCase()}'`))].join(
            ' en ',
          )}; de rest van de mail en de website zeggen 'je'.`}
        </p>
      ) : null}
      {decision === 'confirm' ? (
        <>
          <p className="text-sm text-ink-soft">
            Met de bevestiging (PDF) en een agenda-uitnodiging (.ics) als bijlage. De factuur volgt in een eigen mail.
          </p>
          <CheckboxField label="Geen factuur sturen (ik factureer later)" field={fields.noInvoice} />
        </>
      ) : null}
      {decision === 'cancel' ? (
        <p className="text-sm text-ink-soft">
          Met een creditfactuur voor de factuur, en een factuur voor de annuleringskosten volgens de voorwaarden.
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={sending || message.trim() === ''}>
          {sending ? 'Bezig met verzenden...' : 'Versturen'}
        </button>
        {hydrated ? (
          <button type="button" className="btn-outline" onClick={onDone}>
            Annuleren
          </button>
        ) : (
          <Link to="?" className="btn-outline">
            Annuleren
          </Link>
        )}
      </div>
    </fetcher.Form>
  )
}

function MailDialog({
  bookingId,
  version,
  decision,
  title,
  template,
  optie,
  onClose,
}: {
  bookingId: number
  version: number
  decision: BookingDecision
  title: string
  template: Template
  optie: OptieDates
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal()
  }, [])
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-label={title}
      className="m-auto w-[min(42rem,calc(100%-2rem))] rounded-xl bg-cream p-2 shadow-2xl backdrop:bg-ink/60"
    >
      <MailForm
        bookingId={bookingId}
        version={version}
        decision={decision}
        title={title}
        template={template}
        optie={optie}
        onDone={onClose}
      />
    </dialog>
  )
}
