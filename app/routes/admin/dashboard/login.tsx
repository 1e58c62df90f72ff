import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { FormMessage, InputField } from '~/components/forms'
import { LoginSchema } from '~/lib/admin-schemas'

export function Login({
  lastResult,
  sessionEnded,
}: {
  lastResult?: SubmissionResult<string[]>
  /** The owner was sent here because their session ended (idle for 30 minutes, or after 12 hours). */
  sessionEnded: boolean
}) {
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'inloggen',
    lastResult,
    constraint: getZodConstraint(LoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  return (
    <section className="mx-auto mt-10 max-w-sm rounded-xl border border-mortar bg-white p-8 shadow-sm">
      <h1 className="font-display text-2xl font-semibold">Inloggen</h1>
      <p className="mt-1 text-sm text-ink-soft">Het beheer is alleen voor de eigenaar.</p>
      {sessionEnded && !lastResult ? (
        <p role="status" className="mt-4 rounded-md border border-frame-500 bg-cream px-4 py-2 text-sm">
          Je sessie is verlopen. Log opnieuw in om verder te gaan.
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField label="Wachtwoord" field={fields.password} type="password" autoComplete="current-password" />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Bezig...' : 'Inloggen'}
        </button>
      </Form>
    </section>
  )
}
