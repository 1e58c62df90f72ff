import { useFetcher } from 'react-router'
import { contactConstraint, contactErrors } from '~/lib/form-rules'
import { FormMessage, InputField, PublicFormFields, TextareaField } from './forms'
import { useToast } from './toast'
import { useFetcherResult } from './use-fetcher-result'
import { type FormResult, usePublicForm } from './use-public-form'

type ActionData = { result?: FormResult; ok: boolean; networkError?: boolean }

/**
 * The contact form of /contact and of the home page's contact section. Without JavaScript it
 * posts to the /contact action like any form; with it, a fetcher posts and a toast reports.
 */
export function ContactForm({ id = 'contactformulier', lastResult }: { id?: string; lastResult?: FormResult }) {
  const fetcher = useFetcher<ActionData>({ key: id })
  const toast = useToast()
  // Checked in the browser without zod (see app/lib/form-rules.ts); the server checks again.
  const form = usePublicForm({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    constraint: contactConstraint,
    check: contactErrors,
    validateOnBlur: true,
  })
  const { fields } = form
  const sending = fetcher.state !== 'idle'

  useFetcherResult(fetcher, (data) => {
    if (data.ok) {
      toast({
        title: 'Bericht verzonden',
        description: 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.',
      })
    } else if (data.networkError || data.result?.error?.['']?.length) {
      toast({
        title: 'Er is iets misgegaan',
        description: data.result?.error?.['']?.join(' ') || 'Probeer het later opnieuw',
        variant: 'destructive',
      })
    }
  })

  return (
    <fetcher.Form
      method="post"
      action="/contact"
      {...form.formProps}
      className="space-y-5"
      aria-label="Contactformulier"
    >
      <PublicFormFields />
      <FormMessage id={form.errorId} errors={form.formErrors} />
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
