import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { InputField, SelectField } from '~/components/forms'
import { vatRates } from '~/lib/bookkeeping'
import { BackfillSchema, MappingSchema } from '~/lib/bookkeeping-schemas'
import type { Route } from './+types/route'
import type { Connection } from './connection'

/** The mapping of our revenue and btw rates, and the backfill of a period, on /admin/boekhouding. */
type Options = NonNullable<Route.ComponentProps['loaderData']['options']>

export function MappingForm({
  connection,
  options,
  lastResult,
}: {
  connection: Connection
  options: Options
  lastResult?: SubmissionResult<string[]>
}) {
  const busy = useNavigation().formData?.get('intent') === 'koppeling'
  const [form, fields] = useForm({
    id: 'koppeling',
    lastResult,
    defaultValue: {
      ledgerAccountId: connection.ledgerAccountId,
      tax21: connection.taxRates['21'] ?? '',
      tax9: connection.taxRates['9'] ?? '',
      tax0: connection.taxRates['0'] ?? '',
    },
    constraint: getZodConstraint(MappingSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MappingSchema }),
  })
  const accounts = Object.fromEntries(options.ledgerAccounts.map(({ id, name }) => [id, name]))
  const rates = { '': 'Kies een tarief', ...Object.fromEntries(options.taxRates.map(({ id, name }) => [id, name])) }
  return (
    <section aria-labelledby="rekeningen-titel" className="self-start rounded-lg border border-mortar bg-white p-5">
      <h2 id="rekeningen-titel" className="font-display text-xl font-semibold">
        Omzetrekening en btw
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="koppeling" />
        <SelectField label="Omzetrekening" field={fields.ledgerAccountId} options={accounts} />
        <div className="grid gap-4 sm:grid-cols-3">
          {vatRates.map((rate) => (
            <SelectField key={rate} label={`${rate} % btw`} field={fields[`tax${rate}`]} options={rates} />
          ))}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Bezig...' : 'Opslaan'}
        </button>
      </Form>
    </section>
  )
}

export function BackfillForm({
  today,
  yearStart,
  lastResult,
}: {
  today: string
  yearStart: string
  lastResult?: SubmissionResult<string[]>
}) {
  const busy = useNavigation().formData?.get('intent') === 'terugzetten'
  const [form, fields] = useForm({
    id: 'terugzetten',
    lastResult,
    defaultValue: { from: yearStart, to: today },
    constraint: getZodConstraint(BackfillSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BackfillSchema }),
  })
  return (
    <section aria-labelledby="eerder-titel" className="self-start rounded-lg border border-mortar bg-white p-5">
      <h2 id="eerder-titel" className="font-display text-xl font-semibold">
        Eerdere facturen
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Facturen van vóór de koppeling gaan er niet vanzelf heen. Kies een periode: de facturen en creditfacturen uit
        die periode gaan naar Moneybird, met hun betalingen en terugbetalingen. Wat er al staat, komt er niet dubbel in.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="terugzetten" />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Van" field={fields.from} type="date" max={today} required />
          <InputField label="Tot en met" field={fields.to} type="date" max={today} required />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Bezig...' : 'Naar Moneybird sturen'}
        </button>
      </Form>
    </section>
  )
}
