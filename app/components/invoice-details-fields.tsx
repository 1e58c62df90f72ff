import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { InputField, SelectField } from '~/components/forms'
import { invoiceCountries } from '~/lib/invoice-details'

type Fields = Record<'company' | 'kvk' | 'vatId' | 'street' | 'postcode' | 'city' | 'country', FieldMetadata<string>>

/** The one label of the customer's own reference, wherever it is asked. */
export const REFERENCE_LABEL = 'Je referentie of inkoopordernummer'

const countryOptions = Object.fromEntries(Object.entries(invoiceCountries).map(([code, { label }]) => [code, label]))

/**
 * The invoice address and, for a business, KvK number, btw-id and reference (app/lib/invoice-details.ts):
 * the same fields on the request form, the customer's link and the owner's CRM. With JavaScript the
 * business fields appear once a company name is typed, so a private customer never sees them; without
 * it they are always there, and the server refuses them without a company. The reference is asked
 * only where the form's schema has it (conform answers for any name, so it is passed, not looked up).
 * On a quote request the address is not yet needed: it is kept for when the customer books.
 */
export function InvoiceDetailsFields({
  fields,
  reference,
  addressRequired = false,
  quote = false,
}: {
  fields: Fields
  reference?: FieldMetadata<string>
  addressRequired?: boolean
  quote?: boolean
}) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const business = !hydrated || Boolean(fields.company.value?.trim())
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-2 text-sm font-semibold text-ink">
          Factuuradres
          {addressRequired || quote ? (
            <span className="font-normal text-ink-soft">
              {quote ? ' (niet nodig voor de offerte, wel als je boekt)' : ' (nodig voor je factuur)'}
            </span>
          ) : null}
        </legend>
        <InputField
          label="Straat en huisnummer"
          field={fields.street}
          required={addressRequired}
          autoComplete="address-line1"
          className="sm:col-span-6"
        />
        <InputField
          label="Postcode"
          field={fields.postcode}
          required={addressRequired}
          autoComplete="postal-code"
          className="sm:col-span-2"
        />
        <InputField
          label="Plaats"
          field={fields.city}
          required={addressRequired}
          autoComplete="address-level2"
          className="sm:col-span-2"
        />
        <SelectField label="Land" field={fields.country} options={countryOptions} className="sm:col-span-2" />
      </fieldset>
      {business ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Voor een bedrijf</legend>
          <p className="-mt-1 text-sm text-ink-soft sm:col-span-2">
            {quote
              ? 'Boek je daarna, dan krijg je met KvK-nummer en factuuradres de factuur ook als e-factuur (UBL).'
              : 'Met KvK-nummer en factuuradres krijg je de factuur ook als e-factuur (UBL) voor je boekhouding.'}
          </p>
          <InputField label="KvK-nummer" field={fields.kvk} hint="8 cijfers" />
          <InputField label="Btw-id" field={fields.vatId} hint="Bijvoorbeeld NL123456789B01" />
          {reference ? (
            <InputField label={REFERENCE_LABEL} field={reference} hint="Komt op de factuur" className="sm:col-span-2" />
          ) : null}
        </fieldset>
      ) : null}
    </>
  )
}
