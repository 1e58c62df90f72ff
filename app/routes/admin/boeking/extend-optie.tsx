import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { FormMessage, InputField } from '~/components/forms'
import { ExtendOptieSchema } from '~/lib/booking-schemas'
import { formatLongDate } from '~/lib/format'
import { SeenVersion } from './seen-version'

/** The owner gives the optie more time: a later last day, mailed to the customer. */
export function ExtendOptie({
  version,
  current,
  last,
  lastResult,
}: {
  version: number
  current: string
  last: string
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'verlengen',
    lastResult,
    defaultValue: { until: current },
    constraint: getZodConstraint(ExtendOptieSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ExtendOptieSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-5 space-y-3 border-t border-mortar pt-4">
      <input type="hidden" name="intent" value="verlengen" />
      <SeenVersion version={version} />
      <FormMessage id={form.errorId} errors={form.errors} />
      <InputField
        label="Optie verlengen tot en met"
        field={fields.until}
        type="date"
        max={last}
        hint={`Uiterlijk ${formatLongDate(last)}, de dag voor de boeking. De klant krijgt een e-mail.`}
      />
      <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
        Optie verlengen
      </button>
    </Form>
  )
}
