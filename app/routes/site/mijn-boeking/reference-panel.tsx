import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { FormMessage, InputField } from '~/components/forms'
import { REFERENCE_LABEL } from '~/components/invoice-details-fields'
import { ReferenceSchema } from '~/lib/booking-schemas'

/** A business customer's own reference (a purchase order number), printed on the next invoice. */
export function ReferencePanel({
  reference,
  lastResult,
}: {
  reference: string | null
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'referentie',
    lastResult,
    defaultValue: { reference: reference ?? '' },
    constraint: getZodConstraint(ReferenceSchema),
  })
  return (
    <section aria-labelledby="referentie-titel" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="referentie-titel" className="font-display text-xl font-semibold">
        Referentie op de factuur
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="referentie" />
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField
          label={REFERENCE_LABEL}
          field={fields.reference}
          hint="Staat op de volgende factuur. Laat het leeg als je geen referentie nodig hebt."
        />
        <button type="submit" className="btn-outline">
          Opslaan
        </button>
      </Form>
    </section>
  )
}
