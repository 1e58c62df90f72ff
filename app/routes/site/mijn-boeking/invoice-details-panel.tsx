import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { FormMessage, InputField } from '~/components/forms'
import { InvoiceDetailsFields } from '~/components/invoice-details-fields'
import { venue } from '~/content/venue'
import { InvoiceDetailsSchema } from '~/lib/booking-schemas'
import { type InvoiceDetails, invoiceDetailsFormValue } from '~/lib/invoice-details'

/** The invoice address and, for a business, KvK number and btw-id, for the next invoice and its e-invoice. */
export function InvoiceDetailsPanel({
  details,
  lastResult,
}: {
  details: InvoiceDetails
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'factuurgegevens',
    lastResult,
    defaultValue: invoiceDetailsFormValue(details),
    constraint: getZodConstraint(InvoiceDetailsSchema),
  })
  return (
    <section aria-labelledby="factuurgegevens-titel" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="factuurgegevens-titel" className="font-display text-xl font-semibold">
        Factuurgegevens
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {'Deze gegevens komen op de volgende factuur. Staat er iets fout op een factuur die je al kreeg? ' +
          `Mail ons op ${venue.email}; dan crediteren we die en sturen we je een nieuwe.`}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="factuurgegevens" />
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField label="Bedrijf" field={fields.company} autoComplete="organization" />
        <InvoiceDetailsFields fields={fields} />
        <button type="submit" className="btn-outline">
          Opslaan
        </button>
      </Form>
    </section>
  )
}
