import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { FormMessage, InputField } from '~/components/forms'
import { RefundSchema } from '~/lib/booking-schemas'
import { formatAmountInput, formatEuro } from '~/lib/format'
import { SeenVersion } from './seen-version'

/** Money received that no invoice holds any more: the owner pays it back and records it here (ADR 023). */
export function RefundPanel({
  refundDueCents,
  version,
  lastResult,
}: {
  refundDueCents: number
  version: number
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'terugbetaling',
    lastResult,
    defaultValue: { amount: formatAmountInput(refundDueCents) },
    constraint: getZodConstraint(RefundSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RefundSchema }),
  })
  return (
    <section aria-labelledby="terug" className="rounded-lg border border-brick-300 bg-white p-5">
      <h2 id="terug" className="font-display text-xl font-semibold">
        Terug te betalen
      </h2>
      <p className="mt-2 text-sm">
        {`De klant heeft ${formatEuro(refundDueCents)} meer betaald dan er nu openstaat. Stort het terug en leg ` +
          'dat hier vast; een nieuwe factuur voor deze boeking wordt er eerst mee verrekend.'}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="terugbetaling" />
        <SeenVersion version={version} />
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField label="Teruggestort bedrag (euro)" field={fields.amount} />
        <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
          Terugbetaling vastleggen
        </button>
      </Form>
    </section>
  )
}
