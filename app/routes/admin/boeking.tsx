import { useEffect, useRef, useState } from 'react'
import { data, Link, redirect, useFetcher } from 'react-router'
import type { ActionResult } from '~/components/admin/action-result'
import {
  Badge,
  bookingStatusBadge,
  DetailHeader,
  type Fact,
  FactList,
  formatDateTime,
  Notes,
} from '~/components/admin/ui'
import { useResultToast } from '~/components/admin/use-result-toast'
import { EnhancedMarker } from '~/components/forms'
import { PriceBreakdown } from '~/components/rates/price-breakdown'
import { useHydrated } from '~/components/use-hydrated'
import { sentByJavaScript } from '~/lib/enhanced-form'
import { formatEuro, formatLongDate } from '~/lib/format'
import { arrangementInfo, calculatePrice, dayPartInfo, lunchInfo } from '~/lib/pricing'
import { z } from '~/lib/zod'
import {
  decideAndMail,
  getBooking,
  type MailKind,
  selectionOf,
  setBookingStatus,
} from '~/server/admin/bookings-admin.server'
import { requireAdmin } from '~/server/admin/guard.server'
import { readForm } from '~/server/form-body.server'
import { decisionTemplate } from '~/server/mail/booking-templates.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/boeking'

const StatusSchema = z.object({ intent: z.literal('status'), status: z.enum(['aanvraag', 'bevestigd', 'geannuleerd']) })
const MailSchema = z.object({
  intent: z.literal('mail'),
  kind: z.enum(['confirm', 'reject', 'cancel']),
  subject: z.string().trim().min(1, 'Vul een onderwerp in.').max(200),
  message: z.string().trim().min(1, 'Het bericht mag niet leeg zijn.').max(10_000),
})

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = services(context)
  await requireAdmin(request, app)
  const booking = await getBooking(app.db, Number(params.id))
  if (!booking) throw data('Boeking niet gevonden', { status: 404 })
  const selection = selectionOf(booking)
  const facts = { name: booking.name, date: booking.date, dayParts: selection.dayParts, numPeople: booking.numPeople }
  const url = new URL(request.url)
  return {
    booking,
    selection,
    calculation: calculatePrice(selection),
    templates: {
      confirm: decisionTemplate('confirm', facts),
      reject: decisionTemplate('reject', facts),
      cancel: decisionTemplate('cancel', facts),
    },
    mailForm: (['confirm', 'reject', 'cancel'] as const).find((kind) => kind === url.searchParams.get('mail')),
    notice: url.searchParams.get('melding'),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = services(context)
  await requireAdmin(request, app)
  const id = Number(params.id)
  const form = await readForm(request)
  const enhanced = sentByJavaScript(form)
  const formData = Object.fromEntries(form)
  const now = Date.now()
  if (formData.intent === 'status') {
    const parsed = StatusSchema.safeParse(formData)
    if (!parsed.success) return data({ ok: false, message: 'Fout: Status kon niet worden bijgewerkt' }, { status: 400 })
    const outcome = await setBookingStatus(app.db, id, parsed.data.status, now)
    if (!outcome.ok)
      return data(
        { ok: false, message: `Fout: Status kon niet worden bijgewerkt. ${outcome.message}` },
        { status: outcome.status },
      )
    return enhanced
      ? { ok: true, message: 'Status bijgewerkt' }
      : redirect(`/admin/boekingen/${id}?melding=status`, 303)
  }
  const parsed = MailSchema.safeParse(formData)
  if (!parsed.success)
    return data(
      {
        ok: false,
        message: parsed.error.issues[0]?.message ?? 'Er is een fout opgetreden bij het verzenden van de email',
      },
      { status: 400 },
    )
  const outcome = await decideAndMail(app.db, id, parsed.data, { now, siteUrl: app.config.SITE_URL })
  if (!outcome.ok) return data({ ok: false, message: outcome.message }, { status: outcome.status })
  if (outcome.mailId) app.deliverAfterResponse([outcome.mailId])
  const message = parsed.data.kind === 'confirm' ? 'Boeking bevestigd' : 'Boeking geannuleerd'
  return enhanced
    ? { ok: true, message, pdfDownloadUrl: outcome.pdfDownloadUrl }
    : redirect(`/admin/boekingen/${id}?melding=${parsed.data.kind}`, 303)
}

const noticeText: Record<string, string> = {
  status: 'Status bijgewerkt.',
  confirm: 'Boeking bevestigd: de e-mail met de bevestiging (PDF en agenda-uitnodiging) staat in de wachtrij.',
  reject: 'Boeking geannuleerd: de e-mail staat in de wachtrij.',
  cancel: 'Boeking geannuleerd: de e-mail staat in de wachtrij.',
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { booking, selection, calculation, templates, mailForm, notice } = loaderData
  const [dialog, setDialog] = useState<MailKind | null>(null)
  const hydrated = useHydrated()
  const part = dayPartInfo[selection.dayParts]
  const actions: [MailKind, string, 'btn-primary' | 'btn-outline'][] =
    booking.status === 'aanvraag'
      ? [
          ['confirm', 'Bevestigen', 'btn-primary'],
          ['reject', 'Weigeren', 'btn-outline'],
        ]
      : booking.status === 'bevestigd'
        ? [['cancel', 'Annuleren', 'btn-outline']]
        : [['confirm', 'Opnieuw bevestigen', 'btn-primary']]
  const facts: Fact[] = [
    ['Datum', formatLongDate(booking.date)],
    ['Dagdeel', `${part.label}, ${part.start} - ${part.end}`],
    ['Personen', booking.numPeople],
    ['Arrangement', arrangementInfo[selection.meetingType].label],
    ['Lunch', lunchInfo[selection.lunchType].label],
    ['Totaal incl. btw', formatEuro(booking.totalCents)],
    [
      'Naam',
      booking.customerId ? (
        <Link to={`/admin/klanten/${booking.customerId}`} className="underline">
          {booking.name}
        </Link>
      ) : (
        booking.name
      ),
    ],
    ['Bedrijf', booking.company ?? '—'],
    [
      'E-mail',
      <a href={`mailto:${booking.email}`} className="underline">
        {booking.email}
      </a>,
    ],
    ['Telefoon', booking.phone ?? '—'],
    ['Adres', booking.address ?? '—'],
    ['Nieuwsbrief', booking.newsletter ? 'ja' : 'nee'],
    ['Ontvangen', formatDateTime(booking.createdAt)],
    ['Status gewijzigd', formatDateTime(booking.statusChangedAt)],
  ]
  return (
    <>
      <DetailHeader
        back="/admin?tab=boekingen"
        backLabel="Alle boekingen"
        title={`Boeking ${booking.id}`}
        badge={<Badge variant={bookingStatusBadge[booking.status] ?? 'secondary'}>{booking.status}</Badge>}
      />
      {notice && noticeText[notice] ? (
        <p role="status" className="mt-4 rounded-md border border-frame-500 bg-white px-4 py-2 text-sm">
          {noticeText[notice]}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-label="Gegevens" className="rounded-lg border border-mortar bg-white p-5">
          <FactList facts={facts} />
          <Notes title="Bericht van de bezoeker" text={booking.message} />
          <h2 className="mt-6 text-xs font-semibold tracking-wide text-ink-soft uppercase">Prijsberekening</h2>
          <div className="mt-2">
            <PriceBreakdown calculation={calculation} compact />
          </div>
        </section>
        <aside className="space-y-4 self-start">
          <section aria-label="Afhandelen" className="rounded-lg border border-mortar bg-white p-5">
            <h2 className="font-display text-xl font-semibold">Afhandelen</h2>
            <div className="mt-3 flex flex-wrap gap-2">
              {actions.map(([kind, label, style]) =>
                hydrated ? (
                  <button key={kind} type="button" className={style} onClick={() => setDialog(kind)}>
                    {label}
                  </button>
                ) : (
                  <Link key={kind} to={`?mail=${kind}`} className={style}>
                    {label}
                  </Link>
                ),
              )}
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
            <StatusSelect bookingId={booking.id} status={booking.status} />
          </section>
          {!hydrated && mailForm ? (
            <MailForm bookingId={booking.id} kind={mailForm} template={templates[mailForm]} onDone={() => undefined} />
          ) : null}
        </aside>
      </div>
      {dialog ? (
        <MailDialog bookingId={booking.id} kind={dialog} template={templates[dialog]} onClose={() => setDialog(null)} />
      ) : null}
    </>
  )
}

function StatusSelect({ bookingId, status }: { bookingId: number; status: string }) {
  const fetcher = useFetcher<ActionResult>({ key: `status-${bookingId}` })
  const hydrated = useHydrated()
  useResultToast(fetcher, 'Fout')
  return (
    <fetcher.Form method="post" className="mt-5 border-t border-mortar pt-4">
      <input type="hidden" name="intent" value="status" />
      <EnhancedMarker />
      <label htmlFor="status" className="block text-sm font-medium">
        Status direct wijzigen (zonder e-mail)
      </label>
      <div className="mt-1.5 flex gap-2">
        <select
          id="status"
          name="status"
          defaultValue={status}
          key={status}
          className="block rounded-md border border-ink-soft/40 bg-white px-3 py-2"
          onChange={(event) => hydrated && event.currentTarget.form?.requestSubmit()}
        >
          <option value="aanvraag">aanvraag</option>
          <option value="bevestigd">bevestigd</option>
          <option value="geannuleerd">geannuleerd</option>
        </select>
        {hydrated ? null : (
          <button type="submit" className="btn-outline">
            Opslaan
          </button>
        )}
      </div>
    </fetcher.Form>
  )
}

const mailTitles: Record<MailKind, string> = {
  confirm: 'Boeking bevestigen',
  reject: 'Aanvraag weigeren',
  cancel: 'Boeking annuleren',
}

function MailForm({
  bookingId,
  kind,
  template,
  onDone,
}: {
  bookingId: number
  kind: MailKind
  template: { subject: string; message: string }
  onDone: () => void
}) {
  const fetcher = useFetcher<ActionResult>({ key: `mail-${bookingId}-${kind}` })
  const hydrated = useHydrated()
  const [message, setMessage] = useState(template.message)
  const downloadRef = useRef<HTMLAnchorElement>(null)
  useResultToast(fetcher, 'Fout', (result) => {
    if (result.pdfDownloadUrl && downloadRef.current) {
      downloadRef.current.href = result.pdfDownloadUrl
      downloadRef.current.click()
    }
    onDone()
  })
  const sending = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      method="post"
      className="space-y-3 rounded-lg border border-mortar bg-white p-5"
      aria-label={mailTitles[kind]}
    >
      <h2 className="font-display text-xl font-semibold">{mailTitles[kind]}</h2>
      <input type="hidden" name="intent" value="mail" />
      <input type="hidden" name="kind" value={kind} />
      <EnhancedMarker />
      <div>
        <label htmlFor={`onderwerp-${kind}`} className="block text-sm font-medium">
          Onderwerp
        </label>
        <input
          id={`onderwerp-${kind}`}
          name="subject"
          defaultValue={template.subject}
          required
          className="mt-1.5 block w-full rounded-md border border-ink-soft/40 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor={`bericht-${kind}`} className="block text-sm font-medium">
          Bericht aan de klant
        </label>
        <textarea
          id={`bericht-${kind}`}
          name="message"
          rows={10}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          required
          className="mt-1.5 block w-full rounded-md border border-ink-soft/40 px-3 py-2"
        />
      </div>
      {kind === 'confirm' ? (
        <p className="text-sm text-ink-soft">Met de bevestiging (PDF) en een agenda-uitnodiging (.ics) als bijlage.</p>
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
      <a ref={downloadRef} href="/" download className="hidden" aria-hidden="true" tabIndex={-1}>
        PDF
      </a>
    </fetcher.Form>
  )
}

function MailDialog({
  bookingId,
  kind,
  template,
  onClose,
}: {
  bookingId: number
  kind: MailKind
  template: { subject: string; message: string }
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
      aria-label={mailTitles[kind]}
      className="m-auto w-[min(42rem,calc(100%-2rem))] rounded-xl bg-cream p-2 shadow-2xl backdrop:bg-ink/60"
    >
      <MailForm bookingId={bookingId} kind={kind} template={template} onDone={onClose} />
    </dialog>
  )
}
