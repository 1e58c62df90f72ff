import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from 'react-router'
import type { ActionResult } from '~/components/admin/action-result'
import { Badge, EmptyState, formatDateTime } from '~/components/admin/ui'
import { useResultToast } from '~/components/admin/use-result-toast'
import { EnhancedMarker, InputField, SelectField, TextareaField } from '~/components/forms'
import { ContactMomentSchema, contactTypeLabels, outcomeLabels } from '~/lib/admin-schemas'
import type { Route } from './+types/route'

type Data = Route.ComponentProps['loaderData']

export function History({ data: { customer, history } }: { data: Data }) {
  const fetcher = useFetcher<ActionResult>({ key: `contactmoment-${customer.id}` })
  useResultToast(fetcher, 'Fout')
  const [form, fields] = useForm({
    id: `contactmoment-${customer.id}`,
    lastResult: fetcher.data?.result,
    defaultValue: { contactType: 'email', outcome: 'neutral' },
    constraint: getZodConstraint(ContactMomentSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactMomentSchema }),
  })
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <section aria-label="Contactmomenten">
        {history.length === 0 ? (
          <EmptyState>Nog geen contactmomenten geregistreerd.</EmptyState>
        ) : (
          <ol className="space-y-3">
            {history.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-mortar bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{entry.subject}</p>
                  <p className="text-xs text-ink-soft">
                    {`${contactTypeLabels[entry.contactType]} · ` +
                      `${formatDateTime(entry.createdAt)} · ${entry.contactedBy}`}
                  </p>
                </div>
                {entry.description ? <p className="mt-1 text-sm whitespace-pre-line">{entry.description}</p> : null}
                <p className="mt-2 flex flex-wrap gap-2 text-xs">
                  {entry.outcome ? (
                    <Badge
                      variant={
                        entry.outcome === 'negative'
                          ? 'destructive'
                          : entry.outcome === 'positive'
                            ? 'default'
                            : 'secondary'
                      }
                    >
                      {outcomeLabels[entry.outcome]}
                    </Badge>
                  ) : null}
                  {entry.nextAction ? (
                    <span className="text-ink-soft">{`Volgende actie: ${entry.nextAction}`}</span>
                  ) : null}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section
        aria-labelledby="nieuw-contactmoment"
        className="self-start rounded-lg border border-mortar bg-white p-5"
      >
        <h2 id="nieuw-contactmoment" className="font-display text-xl font-semibold">
          Contactmoment toevoegen
        </h2>
        <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="contactmoment" />
          <EnhancedMarker />
          <SelectField label="Soort contact" field={fields.contactType} options={contactTypeLabels} />
          <InputField label="Onderwerp" field={fields.subject} required />
          <TextareaField label="Omschrijving" field={fields.description} rows={3} />
          <SelectField label="Uitkomst" field={fields.outcome} options={outcomeLabels} />
          <InputField label="Volgende actie" field={fields.nextAction} />
          <InputField label="Contact door" field={fields.contactedBy} />
          <button type="submit" className="btn-primary" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Bezig...' : 'Toevoegen'}
          </button>
        </fetcher.Form>
      </section>
    </div>
  )
}
