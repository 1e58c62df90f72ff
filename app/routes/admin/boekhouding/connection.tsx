import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { formatDateTime } from '~/components/admin/ui'
import { FormMessage, InputField, RadioField } from '~/components/forms'
import { bookkeepingMessages } from '~/lib/bookkeeping'
import { ConnectSchema } from '~/lib/bookkeeping-schemas'
import type { Route } from './+types/route'

/** The connection on /admin/boekhouding: the test call's answer, connecting, and what is connected. */
export type Connection = NonNullable<Route.ComponentProps['loaderData']['connection']>

export function TestResult({ test, connection }: { test: string; connection: Connection | null | undefined }) {
  const name = connection?.administrationName ?? ''
  const text =
    test === 'werkt'
      ? bookkeepingMessages.works(name)
      : test === 'geen'
        ? bookkeepingMessages.notConnected
        : 'De verbinding werkt niet: Moneybird weigert de sleutel of is niet bereikbaar. ' +
          'Probeer het zo opnieuw, of verbind opnieuw met een nieuwe sleutel.'
  return (
    <p
      role={test === 'werkt' ? 'status' : 'alert'}
      className="mt-4 rounded-md border border-frame-500 bg-white px-4 py-2 text-sm"
    >
      {text}
    </p>
  )
}

export function ConnectForm({
  canConnect,
  lastResult,
  choose,
}: {
  canConnect: boolean
  lastResult?: SubmissionResult<string[]>
  choose?: { sealed: string; administrations: { id: string; name: string }[] }
}) {
  const busy = useNavigation().formData?.get('intent') === 'verbinden'
  const [form, fields] = useForm({
    id: 'verbinden',
    lastResult,
    constraint: getZodConstraint(ConnectSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConnectSchema }),
  })
  if (!canConnect)
    return (
      <p role="alert" className="mt-6 max-w-2xl rounded-lg border border-brick-700 bg-white p-5 text-sm">
        {bookkeepingMessages.noSecret}
      </p>
    )
  return (
    <section aria-labelledby="verbinden-titel" className="mt-6 max-w-2xl rounded-lg border border-mortar bg-white p-5">
      <h2 id="verbinden-titel" className="font-display text-xl font-semibold">
        Verbinden met Moneybird
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-soft">
        <li>Ga in Moneybird naar Instellingen, Externe applicaties, en kies Nieuwe API-sleutel.</li>
        <li>Kopieer de sleutel en plak hem hieronder. We bewaren hem versleuteld en tonen alleen de laatste tekens.</li>
      </ol>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" autoComplete="off">
        <input type="hidden" name="intent" value="verbinden" />
        <FormMessage id={form.errorId} errors={form.errors} />
        {choose ? (
          <>
            <input type="hidden" name="sealed" value={choose.sealed} />
            <RadioField
              label="Welke administratie?"
              field={fields.administrationId}
              options={Object.fromEntries(choose.administrations.map(({ id, name }) => [id, name]))}
            />
          </>
        ) : (
          <InputField label="API-sleutel" field={fields.token} type="password" autoComplete="off" required />
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Bezig...' : choose ? 'Deze administratie koppelen' : 'Verbinden'}
        </button>
      </Form>
    </section>
  )
}

export function ConnectionPanel({ connection }: { connection: Connection }) {
  return (
    <section aria-labelledby="koppeling-titel" className="self-start rounded-lg border border-mortar bg-white p-5">
      <h2 id="koppeling-titel" className="font-display text-xl font-semibold">
        Gekoppeld aan Moneybird
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">Administratie</dt>
        <dd>{connection.administrationName}</dd>
        <dt className="text-ink-soft">API-sleutel</dt>
        <dd>{`eindigt op ${connection.tokenHint}`}</dd>
        <dt className="text-ink-soft">Sinds</dt>
        <dd>{formatDateTime(connection.connectedAt)}</dd>
      </dl>
      {connection.missingRates.length > 0 ? (
        <p role="alert" className="mt-3 text-sm text-brick-700">
          {`Kies nog een tarief voor ${connection.missingRates.join(' en ')} % btw; facturen met dat tarief wachten.`}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="testen" />
          <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
            Verbinding testen
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="verbreken" />
          <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
            Koppeling verbreken
          </button>
        </Form>
      </div>
    </section>
  )
}
