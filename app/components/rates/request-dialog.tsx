import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { useToast } from '~/components/toast'
import { useFetcherResult } from '~/components/use-fetcher-result'
import { type RequestMode, requestTexts } from '~/content/requests'
import { type BookingDay, daysMaxPeople, daysSummary } from '~/lib/booking-days'
import { amsterdamDate } from '~/lib/dates'
import { formatEuro } from '~/lib/format'
import type { PriceCalculation } from '~/lib/pricing'
import { requestFormSchema } from '~/lib/request-form'
import { RequestFields } from './customer-fields'

type ActionData = { result?: SubmissionResult<string[]>; ok: boolean; refusal?: string; networkError?: boolean }

/** The dialog that asks for contact details before a quote is mailed or a booking requested. */
export function RequestDialog({
  mode,
  days,
  calculation,
  onClose,
}: {
  mode: RequestMode
  /** The calculator's dates, its first date first ('' when none is chosen yet). */
  days: BookingDay[]
  calculation: PriceCalculation
  onClose: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  // The dialog only ever renders in the browser, so each opening has its own key: a resend after
  // a network failure is the same submission, the next opening a new one.
  const [submissionId] = useState(() => crypto.randomUUID())
  const fetcher = useFetcher<ActionData>({ key: `aanvraag-${mode}` })
  const toast = useToast()
  const texts = requestTexts[mode]
  // The dates' own lists say how many people the room takes (the server checks against every list).
  const schema = requestFormSchema(daysMaxPeople(days))
  const [form, fields] = useForm({
    id: `aanvraag-${mode}`,
    lastResult: fetcher.data?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const sending = fetcher.state !== 'idle'

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    // Start at the first field rather than the close button.
    dialog?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [])

  useFetcherResult(fetcher, (data) => {
    if (data.ok) {
      toast(texts.success)
      onClose()
      return
    }
    const message = data.refusal ?? data.result?.error?.['']?.join(' ')
    if (message || data.networkError)
      toast({ title: texts.failure.title, description: message || texts.failure.fallback, variant: 'destructive' })
  })

  const date = days[0]?.date ?? ''
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="aanvraag-titel"
      onClose={onClose}
      className={
        'm-auto w-[min(40rem,calc(100%-2rem))] rounded-xl border border-mortar bg-cream p-0 text-ink ' +
        'shadow-2xl backdrop:bg-ink/60'
      }
    >
      <div className="max-h-[90dvh] overflow-y-auto p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id="aanvraag-titel" className="font-display text-2xl font-semibold">
            {texts.title}
          </h2>
          <button type="button" onClick={onClose} className="rounded-md p-1.5 hover:bg-mortar" aria-label="Sluiten">
            <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p className="mt-1 text-ink-soft">{texts.intro}</p>
        <p className="mt-3 rounded-md bg-white px-3 py-2 text-sm">
          {`${daysSummary(days)} · `}
          <strong>{formatEuro(calculation.totalInclVatCents)}</strong> incl. btw
        </p>
        <fetcher.Form
          method="post"
          action="/tarieven/aanvragen"
          {...getFormProps(form)}
          className="mt-5 space-y-4"
          onSubmitCapture={(event) => {
            const data = new FormData(event.currentTarget)
            const missing = !date || !String(data.get('name') ?? '').trim() || !String(data.get('email') ?? '').trim()
            if (missing)
              toast({
                title: 'Ontbrekende gegevens',
                description: 'Vul alle verplichte velden in.',
                variant: 'destructive',
              })
          }}
        >
          <RequestFields
            mode={mode}
            submissionId={submissionId}
            days={days}
            errorId={form.errorId}
            errors={[form.errors, fields.date.errors, fields.dayParts.errors]}
            fields={fields}
            diet={fields.diet.getFieldset()}
            today={amsterdamDate(new Date())}
          />
          <div className="flex flex-wrap gap-3 pt-2">
            <button type="submit" className="btn-primary" disabled={sending}>
              {sending ? 'Bezig...' : texts.submit}
            </button>
            <button type="button" className="btn-outline" onClick={onClose}>
              Sluiten
            </button>
          </div>
        </fetcher.Form>
      </div>
    </dialog>
  )
}
