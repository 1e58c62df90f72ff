import type { FieldMetadata } from '@conform-to/react'
import { FormMessage, InputField, PrivacyNote, PublicFormFields, RequiredNote, TextareaField } from '~/components/forms'
import { InvoiceDetailsFields } from '~/components/invoice-details-fields'
import type { PriceInput } from '~/lib/pricing'

type Fields = Record<
  | 'name'
  | 'email'
  | 'company'
  | 'phone'
  | 'notes'
  | 'kvk'
  | 'vatId'
  | 'street'
  | 'postcode'
  | 'city'
  | 'country'
  | 'reference',
  FieldMetadata<string>
>

/** The contact details a quote or booking needs; the same fields in the dialog and on the no-JS page. */
export function CustomerFields({ fields, booking }: { fields: Fields; booking: boolean }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Naam" field={fields.name} required autoComplete="name" />
        <InputField label="Bedrijf" field={fields.company} autoComplete="organization" />
        <InputField label="E-mail" field={fields.email} type="email" required autoComplete="email" />
        <InputField label="Telefoon" field={fields.phone} type="tel" autoComplete="tel" />
      </div>
      <InvoiceDetailsFields fields={fields} />
      <TextareaField
        label="Opmerkingen"
        field={fields.notes}
        rows={3}
        hint="Bijvoorbeeld een opstelling, dieetwensen of een gewenste begintijd."
      />
      <RequiredNote />
      <PrivacyNote withTerms={booking} />
    </>
  )
}

/**
 * Everything the quote/booking form posts besides the visitor's details: the honeypot, the
 * intent and the calculation as hidden fields, and one message for errors that belong to no
 * visible field (a refused date or day part). Shared by the dialog and the no-JS page.
 */
export function RequestFields({
  mode,
  submissionId,
  date,
  input,
  errorId,
  errors,
  fields,
}: {
  mode: 'offerte' | 'boeking'
  /** This form's own key: a resend of it is the same submission (server/idempotency.server.ts). */
  submissionId: string
  date: string
  input: PriceInput
  errorId: string
  errors: (string[] | undefined)[]
  fields: Fields
}) {
  return (
    <>
      <PublicFormFields />
      <input type="hidden" name="intent" value={mode} />
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="numPeople" value={input.numPeople} />
      <input type="hidden" name="dayParts" value={input.dayParts} />
      <input type="hidden" name="meetingType" value={input.meetingType} />
      <input type="hidden" name="lunchType" value={input.lunchType} />
      <FormMessage id={errorId} errors={errors.flatMap((list) => list ?? [])} />
      <CustomerFields fields={fields} booking={mode === 'boeking'} />
    </>
  )
}
