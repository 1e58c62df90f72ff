import { type SubmissionResult, getFormProps, parse, useForm } from '@conform-to/react'
import { useFetcher } from 'react-router'
import { type ContactValues, contactConstraint, contactErrors } from '~/lib/form-rules'
import { FormMessage, InputField, PublicFormFields, TextareaField } from './forms'
import { useToast } from './toast'
import { useFetcherResult } from './use-fetcher-result'

type ActionData = { result?: SubmissionResult<string[]>; ok: boolean; networkError?: boolean }

/**
 * The contact form of /contact and of the home page's contact section. Without JavaScript it
 * posts to the /contact action like any form; with it, a fetcher posts and a toast reports.
 */
export function ContactForm({ id = 'contactformulier', lastResult }: { id?: string; lastResult?: SubmissionResult<string[]> }) {
  const fetcher = useFetcher<ActionData>({ key: id })
  const toast = useToast()
  const [form, fields] = useForm<ContactValues>({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    constraint: contactConstraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    // Checked in the browser without zod (see app/lib/form-rules.ts); the server checks again.
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (values) => {
          const errors = contactErrors(values)
          return Object.keys(errors).length > 0 ? { error: errors } : { value: values as ContactValues }
        },
      }),
  })
  const sending = fetcher.state !== 'idle'

  useFetcherResult(fetcher, (data) => {
    if (data.ok) {
      toast({ title: 'Bericht verzonden', description: 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.' })
    } else if (data.networkError || data.result?.error?.['']?.length) {
      toast({ title: 'Er is iets misgegaan', description: data.result?.error?.['']?.join(' ') || 'Probeer het later opnieuw', variant: 'destructive' })
    }
  })

  return (
    <fetcher.Form method="post" action="/contact" {...getFormProps(form)} className="space-y-5" aria-label="Contactformulier">
      <PublicFormFields />
      <FormMessage id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Naam" field={fields.name} required autoComplete="name" />
        <InputField label="E-mail" field={fields.email} type="email" required autoComplete="email" />
      </div>
      <InputField label="Onderwerp" field={fields.subject} required />
      <TextareaField label="Bericht" field={fields.message} required rows={5} />
      <p className="text-sm text-ink-soft">
        Velden met een <span aria-hidden="true">*</span>
        <span className="sr-only">sterretje</span> zijn verplicht.
      </p>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? 'Bezig met verzenden...' : 'Verstuur bericht'}
      </button>
    </fetcher.Form>
  )
}
