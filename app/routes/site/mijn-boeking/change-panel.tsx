import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { FormMessage, InputField, RadioField, TextareaField } from '~/components/forms'
import { ChangeRequestSchema } from '~/lib/booking-schemas'

export function ChangePanel({ several, lastResult }: { several: boolean; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ date: string; dayParts: string; note: string }>({
    id: 'wijziging',
    lastResult,
    constraint: getZodConstraint(ChangeRequestSchema),
  })
  return (
    <section aria-labelledby="wijziging-titel" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="wijziging-titel" className="font-display text-xl font-semibold">
        Andere datum of ander dagdeel?
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {several
          ? 'Vraag het hier aan en zet in de toelichting om welke datum van je boeking het gaat; we kijken wat kan ' +
            'en nemen contact met je op.'
          : 'Vraag het hier aan; we kijken wat kan en nemen contact met je op.'}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="wijziging" />
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField label="Gewenste datum" field={fields.date} type="date" />
        <RadioField
          label="Gewenst dagdeel"
          field={fields.dayParts}
          options={{ 1: 'Ochtend', 2: 'Middag', 3: 'Hele dag' }}
        />
        <TextareaField label="Toelichting" field={fields.note} rows={3} />
        <button type="submit" className="btn-outline">
          Verzoek versturen
        </button>
      </Form>
    </section>
  )
}
