/** The owner's decision with its mail: a dialog with JavaScript, the form on the page without. */

import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { Link, useFetcher, useNavigate } from 'react-router'
import type { ActionResult } from '~/components/admin/action-result'
import { useResultToast } from '~/components/admin/use-result-toast'
import { CheckboxField, EnhancedMarker, FormMessage, InputField, TextareaField } from '~/components/forms'
import { useHydrated } from '~/components/use-hydrated'
import { venue } from '~/content/venue'
import { DecisionSchema } from '~/lib/booking-schemas'
import type { BookingDecision } from '~/lib/booking-status'
import { formatLongDate } from '~/lib/format'
import { formalAddress } from '~/lib/je-form'
import { SeenVersion } from './seen-version'

export type Template = { subject: string; message: string }

export type OptieDates = { proposed: string; last: string }

export function MailForm({
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
      <InputField
        label="Onderwerp"
        field={fields.subject}
        required
        hint={`Zoals bij al onze mails komt er " – ${venue.name}" achter.`}
      />
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
          De klant vroeg erom: met een creditfactuur voor de factuur, en een factuur voor de annuleringskosten volgens
          de voorwaarden. Moeten wij annuleren (ziekte, schade, overmacht)? Kies dan &quot;Annuleren door ons&quot;: dat
          kost de klant niets.
        </p>
      ) : null}
      {decision === 'venue-cancel' ? (
        <>
          <TextareaField
            label="Waarom annuleren we? (de klant leest dit in de mail)"
            field={fields.reason}
            required
            rows={3}
            hint="Bijvoorbeeld: door een lekkage is de ruimte die week niet te gebruiken."
          />
          <p className="text-sm text-ink-soft">
            Zonder kosten voor de klant: we crediteren de factuur (ook een voorschotfactuur) en alles wat de klant
            betaalde gaat terug. Wat met iDEAL betaald is, stort Mollie terug; wat de klant overmaakte, maak je zelf
            over en leg je vast bij de boeking. In de mail staat een knop naar een andere datum.
          </p>
        </>
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

export function MailDialog({
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
