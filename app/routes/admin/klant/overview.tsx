import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import type { ActionResult } from '~/components/admin/action-result'
import { type Fact, FactList, formatDateTime, Notes } from '~/components/admin/ui'
import { useResultToast } from '~/components/admin/use-result-toast'
import { EnhancedMarker, FormMessage, InputField, SelectField, TextareaField } from '~/components/forms'
import { InvoiceDetailsFields } from '~/components/invoice-details-fields'
import { useHydrated } from '~/components/use-hydrated'
import { CustomerFormSchema, customerTypeLabels, sourceLabels } from '~/lib/admin-schemas'
import { formatEuro } from '~/lib/format'
import { invoiceDetailsFormValue } from '~/lib/invoice-details'
import type { Route } from './+types/route'

type Data = Route.ComponentProps['loaderData']

export function Overview({ data: { customer, editing: editingFromUrl } }: { data: Data }) {
  const [editing, setEditing] = useState(editingFromUrl)
  const hydrated = useHydrated()
  const fetcher = useFetcher<ActionResult>({ key: `klant-${customer.id}` })
  useResultToast(fetcher, 'Fout', () => setEditing(false))
  const [form, fields] = useForm({
    id: `klant-${customer.id}-bewerken`,
    lastResult: fetcher.data?.result,
    defaultValue: {
      ...customer,
      phone: customer.phone ?? '',
      address: customer.address ?? '',
      ...invoiceDetailsFormValue(customer),
      notes: customer.notes ?? '',
      industry: customer.industry ?? '',
    },
    constraint: getZodConstraint(CustomerFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CustomerFormSchema }),
  })
  const toggle = hydrated ? (
    <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => setEditing(!editing)}>
      {editing ? 'Annuleren' : 'Bewerken'}
    </button>
  ) : (
    <Link to={editing ? '?tab=overzicht' : '?tab=overzicht&bewerken=1'} className="btn-outline px-3 py-1.5 text-sm">
      {editing ? 'Annuleren' : 'Bewerken'}
    </Link>
  )
  if (editing) {
    return (
      <section aria-label="Klant bewerken" className="rounded-lg border border-mortar bg-white p-5">
        <div className="flex justify-end">{toggle}</div>
        <fetcher.Form method="post" {...getFormProps(form)} className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="bewerken" />
          <EnhancedMarker />
          <FormMessage id={form.errorId} errors={form.errors} />
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField label="Naam" field={fields.name} required />
            <InputField label="E-mail" field={fields.email} type="email" required />
            <InputField label="Bedrijf" field={fields.company} />
            <InputField label="Telefoon" field={fields.phone} type="tel" />
            <InputField label="Branche" field={fields.industry} />
            <SelectField label="Type" field={fields.customerType} options={customerTypeLabels} />
            <SelectField label="Bron" field={fields.source} options={sourceLabels} />
          </div>
          <input type="hidden" name="address" value={customer.street ? '' : (customer.address ?? '')} />
          <InvoiceDetailsFields fields={fields} />
          <TextareaField label="Notities" field={fields.notes} rows={4} />
          <button type="submit" className="btn-primary" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Bezig...' : 'Opslaan'}
          </button>
        </fetcher.Form>
      </section>
    )
  }
  const facts: Fact[] = [
    [
      'E-mail',
      <a key="email" href={`mailto:${customer.email}`} className="underline">
        {customer.email}
      </a>,
    ],
    ['Bedrijf', customer.company ?? '—'],
    ['Telefoon', customer.phone ?? '—'],
    ['Adres', customer.address ?? '—'],
    ['KvK-nummer', customer.kvk ?? '—'],
    ['Btw-id', customer.vatId ?? '—'],
    ['Type', customerTypeLabels[customer.customerType]],
    ['Branche', customer.industry ?? '—'],
    ['Bron', sourceLabels[customer.source]],
    ['Boekingen (bevestigd)', customer.totalBookings],
    ['Omzet (bevestigd)', formatEuro(customer.totalRevenueCents)],
    ['Laatste contact', formatDateTime(customer.lastContactAt)],
    ['Klant sinds', formatDateTime(customer.createdAt)],
  ]
  return (
    <section aria-label="Overzicht" className="rounded-lg border border-mortar bg-white p-5">
      <div className="flex justify-end">{toggle}</div>
      <FactList facts={facts} />
      <Notes title="Notities" text={customer.notes} empty="Geen notities beschikbaar." />
    </section>
  )
}
