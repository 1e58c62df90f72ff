import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { FormMessage, InputField } from '~/components/forms'
import { RefundSchema } from '~/lib/booking-schemas'
import { formatAmountInput, formatEuro } from '~/lib/format'
import { SeenVersion } from './seen-version'

/**
 * Money received that no invoice holds any more (ADR 023): what the customer paid by iDEAL the
 * owner pays back through Mollie with one click (ADR 038); what came by transfer, or anything the
 * owner paid back themselves, is recorded here.
 */
export function RefundPanel({
  refundDueCents,
  idealCents,
  version,
  lastResult,
  idealResult,
}: {
  refundDueCents: number
  /** What of it can go back through Mollie; 0 when iDEAL is off or the money came otherwise. */
  idealCents: number
  version: number
  lastResult?: SubmissionResult<string[]>
  idealResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'terugbetaling',
    lastResult,
    defaultValue: { amount: formatAmountInput(refundDueCents - idealCents || refundDueCents) },
    constraint: getZodConstraint(RefundSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RefundSchema }),
  })
  const [idealForm] = useForm({ id: 'terugbetaling-ideal', lastResult: idealResult })
  const rest = refundDueCents - idealCents
  return (
    <section aria-labelledby="terug" className="rounded-lg border border-brick-300 bg-white p-5">
      <h2 id="terug" className="font-display text-xl font-semibold">
        Terug te betalen
      </h2>
      <p className="mt-2 text-sm">
        {`De klant heeft ${formatEuro(refundDueCents)} meer betaald dan er nu openstaat. Een nieuwe factuur ` +
          'voor deze boeking wordt er eerst mee verrekend.'}
      </p>
      {idealCents > 0 ? (
        <Form method="post" {...getFormProps(idealForm)} className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="terugbetaling-ideal" />
          <SeenVersion version={version} />
          <FormMessage id={idealForm.errorId} errors={idealForm.errors} />
          <p className="text-sm">
            {rest > 0
              ? `Daarvan betaalde de klant ${formatEuro(idealCents)} met iDEAL: dat stort Mollie terug op dezelfde ` +
                `rekening. De overige ${formatEuro(rest)} maak je zelf over.`
              : 'De klant betaalde met iDEAL: Mollie stort het bedrag terug op dezelfde rekening.'}
          </p>
          <button type="submit" className="btn-primary px-3 py-1.5 text-sm">
            {`Terugbetalen via iDEAL (${formatEuro(idealCents)})`}
          </button>
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="terugbetaling" />
        <SeenVersion version={version} />
        <p className="text-sm">Zelf overgemaakt? Leg het hier vast; de klant krijgt er een mail van.</p>
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField label="Teruggestort bedrag (euro)" field={fields.amount} />
        <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
          Terugbetaling vastleggen
        </button>
      </Form>
    </section>
  )
}
