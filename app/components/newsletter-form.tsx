import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Link, useFetcher } from 'react-router'
import { newsletterConsentText } from '~/content/newsletter'
import { limits } from '~/lib/limits'
import { ErrorList, FormMessage, PublicFormFields } from './forms'
import { useToast } from './toast'
import { useFetcherResult } from './use-fetcher-result'

type ActionData = { result?: SubmissionResult<string[]>; ok: boolean; networkError?: boolean }

/**
 * Sign-up for the newsletter (double opt-in). Used in the footer, on the home page and on /nieuwsbrief.
 * The server validates (NewsletterSchema): one e-mail field needs no schema in the browser, so the
 * pages with JavaScript do not load zod for it (docs/decisions/025-javascript-in-few-files.md).
 */
export function NewsletterForm({
  id,
  lastResult,
  tone = 'light',
}: {
  id: string
  lastResult?: SubmissionResult<string[]> | null
  tone?: 'light' | 'dark'
}) {
  const fetcher = useFetcher<ActionData>({ key: id })
  const toast = useToast()
  // Without onValidate conform would post on every revalidation; the answer comes with the submit.
  const [form, fields] = useForm<{ email: string }>({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    shouldValidate: 'onSubmit',
  })
  const sending = fetcher.state !== 'idle'
  const email = fields.email

  useFetcherResult(fetcher, (data) => {
    if (data.ok) {
      toast({
        title: 'Bijna klaar: bevestig je inschrijving',
        description: 'We hebben je een e-mail gestuurd. Klik op de link daarin om je inschrijving af te ronden.',
      })
    } else if (data.networkError || data.result?.error?.['']?.length) {
      toast({
        title: 'Er is iets misgegaan',
        description: data.result?.error?.['']?.join(' ') || 'Probeer het later opnieuw',
        variant: 'destructive',
      })
    }
  })

  const dark = tone === 'dark'
  return (
    <fetcher.Form
      method="post"
      action="/nieuwsbrief"
      {...getFormProps(form)}
      aria-label="Inschrijven voor de nieuwsbrief"
    >
      <PublicFormFields />
      <FormMessage id={form.errorId} errors={form.errors} />
      <label htmlFor={email.id} className={`block text-sm font-medium ${dark ? 'text-white' : 'text-ink'}`}>
        E-mailadres
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={email.id}
          name={email.name}
          form={email.formId}
          key={email.key}
          defaultValue={email.initialValue}
          maxLength={limits.email}
          type="email"
          autoComplete="email"
          required
          placeholder="naam@voorbeeld.nl"
          aria-invalid={email.errors?.length ? true : undefined}
          aria-describedby={[`${id}-toestemming`, email.errors?.length ? email.errorId : ''].filter(Boolean).join(' ')}
          className={
            'block w-full min-w-0 flex-1 rounded-md border border-ink-soft/40 bg-white px-3 py-2 ' +
            'text-ink placeholder:text-ink-soft/70 focus:border-brick-600 focus:ring-2 ' +
            'focus:ring-brick-200 focus:outline-none'
          }
        />
        <button
          type="submit"
          disabled={sending}
          className={dark ? 'btn-primary bg-white text-brick-800 hover:bg-brick-50' : 'btn-primary'}
        >
          {sending ? 'Bezig...' : 'Inschrijven'}
        </button>
      </div>
      <div className={dark ? '[&_li]:text-brick-100' : ''}>
        <ErrorList id={email.errorId} errors={email.errors} />
      </div>
      <p
        id={`${id}-toestemming`}
        className={`mt-2 text-xs leading-relaxed ${dark ? 'text-brick-100' : 'text-ink-soft'}`}
      >
        {newsletterConsentText} Je ontvangt eerst een e-mail om je inschrijving te bevestigen. Meer in onze{' '}
        <Link to="/privacy" className="underline underline-offset-2">
          privacyverklaring
        </Link>
        .
      </p>
    </fetcher.Form>
  )
}
