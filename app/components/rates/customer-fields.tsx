import type { FieldMetadata } from '@conform-to/react'
import { InputField, TextareaField } from '~/components/forms'

type Fields = Record<'name' | 'email' | 'company' | 'phone' | 'address' | 'notes', FieldMetadata<string>>

/** The contact details a quote or booking needs; the same fields in the dialog and on the no-JS page. */
export function CustomerFields({ fields }: { fields: Fields }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Naam" field={fields.name} required autoComplete="name" />
        <InputField label="Bedrijf" field={fields.company} autoComplete="organization" />
        <InputField label="E-mail" field={fields.email} type="email" required autoComplete="email" />
        <InputField label="Telefoon" field={fields.phone} type="tel" autoComplete="tel" />
      </div>
      <InputField label="Adres" field={fields.address} autoComplete="street-address" />
      <TextareaField label="Opmerkingen" field={fields.notes} rows={3} hint="Bijvoorbeeld een opstelling, dieetwensen of een gewenste begintijd." />
      <p className="text-sm text-ink-soft">
        Velden met een <span aria-hidden="true">*</span>
        <span className="sr-only">sterretje</span> zijn verplicht.
      </p>
    </>
  )
}
