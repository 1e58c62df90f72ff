import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useFetcher, useSearchParams } from 'react-router'
import { ContactSchema } from '~/lib/validation'
import { FormMessage, InputField, PrivacyNote, PublicFormFields, RequiredNote, TextareaField } from './forms'
import { useToast } from './toast'
import { useFetcherResult } from './use-fetcher-result'

/** The query parameter that fills in the subject of the contact form. */
export const CONTACT_SUBJECT_PARAM = 'onderwerp'

type ActionData = { result?: SubmissionResult<string[]>; ok: boolean; networkError?: boolean }

/**
 * The contact form of /contact and of the home page's contact section. On those pages (no
 * JavaScript, ADR 019) it posts to the /contact action like any form and the answer is a page;
 * where JavaScript runs, a fetcher posts and a toast reports.
 */
export function ContactForm({
  id = 'contactformulier',
  lastResult,
}: {
  id?: string
  lastResult?: SubmissionResult<string[]> | null
}) {
  const fetcher = useFetcher<ActionData>({ key: id })
  const toast = useToast()
  // A link can fill in the subject (/contact?onderwerp=…), such as signing up for an activity.
  const [searchParams] = useSearchParams()
  const [form, fields] = useForm({
    id,
    defaultValue: { subject: searchParams.get(CONTACT_SUBJECT_PARAM) ?? undefined },
    lastResult: fetcher.data?.result ?? lastResult,
    constraint: getZodConstraint(ContactSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  })
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
      {...getFormProps(form)}
      className="space-y-5"
      aria-label="Contactformulier"
    >
      <PublicFormFields />
      <FormMessage id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Naam" field={fields.name} required autoComplete="name" />
        <InputField label="E-mail" field={fields.email} type="email" required autoComplete="email" />
      </div>
      <InputField label="Onderwerp" field={fields.subject} required />
      <TextareaField label="Bericht" field={fields.message} required rows={5} />
      <RequiredNote />
      <PrivacyNote />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? 'Bezig met verzenden...' : 'Verstuur bericht'}
      </button>
    </fetcher.Form>
  )
}
