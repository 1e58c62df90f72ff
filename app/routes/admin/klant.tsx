import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { data, Form, Link, redirect, useFetcher } from 'react-router'
import type { ActionResult } from '~/components/admin/action-result'
import { AuditTable } from '~/components/admin/list-tables'
import {
  Badge,
  DetailHeader,
  EmptyState,
  type Fact,
  FactList,
  formatDateTime,
  Notes,
  RowLink,
  Section,
} from '~/components/admin/ui'
import { useResultToast } from '~/components/admin/use-result-toast'
import { EnhancedMarker, FormMessage, InputField, SelectField, TextareaField } from '~/components/forms'
import { InvoiceDetailsFields } from '~/components/invoice-details-fields'
import { useHydrated } from '~/components/use-hydrated'
import {
  adminMessages,
  ContactMomentSchema,
  CustomerActionSchema,
  CustomerFormSchema,
  contactTypeLabels,
  customerTypeLabels,
  outcomeLabels,
  sourceLabels,
} from '~/lib/admin-schemas'
import { statusBadge, statusText } from '~/lib/booking-status'
import { sentByJavaScript } from '~/lib/enhanced-form'
import { counted, formatDate, formatEuro, formatLongDate } from '~/lib/format'
import { invoiceDetailsFormValue } from '~/lib/invoice-details'
import { asDayPart, dayPartInfo } from '~/lib/pricing'
import { addContactMoment, customerLog, getCustomer, updateCustomer } from '~/server/customers/crm.server'
import { readForm } from '~/server/http/form-body.server'
import { customerData, type ErasePlan, eraseCustomer, erasePlan, eraseRefusal } from '~/server/privacy/erasure.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/klant'

const tabs = [
  ['overzicht', 'Overzicht'],
  ['contactgeschiedenis', 'Contactgeschiedenis'],
  ['boekingen', 'Boekingen'],
  ['logboek', 'Logboek'],
  ['privacy', 'Privacy'],
] as const

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = services(context)
  const found = await getCustomer(app.db, Number(params.id))
  if (!found) throw data('Klant niet gevonden', { status: 404 })
  const url = new URL(request.url)
  const tab = tabs.find(([id]) => id === url.searchParams.get('tab'))?.[0] ?? 'overzicht'
  const log = tab === 'logboek' ? await customerLog(app.db, found.customer.id) : []
  const everything = tab === 'privacy' ? await customerData(app.db, found.customer.id) : undefined
  return {
    ...found,
    tab,
    log,
    editing: url.searchParams.get('bewerken') === '1',
    erase: everything ? eraseStep(erasePlan(everything), url.searchParams.get('wissen') === '1') : undefined,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = services(context)
  const id = Number(params.id)
  const formData = await readForm(request)
  const enhanced = sentByJavaScript(formData)
  const back = (tab: string) => new URL(`/admin/klanten/${id}?tab=${tab}`, request.url)
  const submission = parseWithZod(formData, { schema: CustomerActionSchema })
  if (submission.status !== 'success') {
    const message =
      submission.payload.intent === 'contactmoment'
        ? 'Controleer het contactmoment.'
        : 'Controleer de ingevulde gegevens.'
    return data({ ok: false, message, result: submission.reply() }, { status: 400 })
  }
  const now = Date.now()
  switch (submission.value.intent) {
    case 'wissen': {
      const erased = await eraseCustomer(app.db, id, now)
      if (!erased) throw data('Klant niet gevonden', { status: 404 })
      if (erased.kind === 'refused') return data({ ok: false, message: erased.reason }, { status: 409 })
      throw redirect('/admin?tab=klanten&melding=klant-gewist', 303)
    }
    case 'contactmoment':
      if (!(await addContactMoment(app.db, id, submission.value, now)))
        throw data('Klant niet gevonden', { status: 404 })
      return enhanced
        ? { ok: true, message: 'Contactmoment toegevoegd', result: submission.reply({ resetForm: true }) }
        : Response.redirect(back('contactgeschiedenis'), 303)
    case 'bewerken': {
      const updated = await updateCustomer(app.db, id, submission.value, now)
      if (!updated) throw data('Klant niet gevonden', { status: 404 })
      if (!updated.ok)
        return data(
          {
            ok: false,
            message: adminMessages.duplicateEmail,
            result: submission.reply({ fieldErrors: { email: [adminMessages.duplicateEmail] } }),
          },
          { status: 409 },
        )
      return enhanced ? { ok: true, message: 'Klant bijgewerkt' } : Response.redirect(back('overzicht'), 303)
    }
  }
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, tab } = loaderData
  return (
    <>
      <DetailHeader
        back="/admin?tab=klanten"
        backLabel="Alle klanten"
        title={customer.name}
        badge={
          <Badge variant={customer.customerType === 'vip' ? 'default' : 'secondary'}>
            {customerTypeLabels[customer.customerType]}
          </Badge>
        }
      />
      <nav aria-label="Klantgegevens" className="mt-5 flex gap-1 overflow-x-auto border-b border-mortar">
        {tabs.map(([id, label]) => (
          <Link
            key={id}
            to={`?tab=${id}`}
            aria-current={tab === id ? 'page' : undefined}
            className={
              '-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-medium ' +
              'aria-[current=page]:border-mortar aria-[current=page]:border-b-cream ' +
              'aria-[current=page]:bg-cream'
            }
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {tab === 'overzicht' ? <Overview data={loaderData} /> : null}
        {tab === 'contactgeschiedenis' ? <History data={loaderData} /> : null}
        {tab === 'boekingen' ? <BookingsAndQuotes data={loaderData} /> : null}
        {tab === 'logboek' ? (
          <Section title="Logboek">
            <AuditTable rows={loaderData.log} />
          </Section>
        ) : null}
        {tab === 'privacy' && loaderData.erase ? (
          <Privacy
            id={customer.id}
            {...loaderData.erase}
            refused={actionData?.ok === false ? actionData.message : undefined}
          />
        ) : null}
      </div>
    </>
  )
}

type Data = Route.ComponentProps['loaderData']

function Overview({ data: { customer, editing: editingFromUrl } }: { data: Data }) {
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

function History({ data: { customer, history } }: { data: Data }) {
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

function BookingsAndQuotes({ data: { bookings, quotes } }: { data: Data }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-label="Boekingen van deze klant">
        <h2 className="font-display text-xl font-semibold">Boekingen</h2>
        {bookings.length === 0 ? (
          <EmptyState>Geen boekingen gevonden</EmptyState>
        ) : (
          <ul className="mt-3 space-y-2">
            {bookings.map((booking) => (
              <li key={booking.id} className={recordRow}>
                <RowLink to={`/admin/boekingen/${booking.id}`}>
                  {`${formatDate(booking.date)}, ` +
                    `${dayPartInfo[asDayPart(booking.dayParts) ?? 1].label.toLowerCase()}`}
                </RowLink>
                <span className="tabular-nums">{formatEuro(booking.totalCents)}</span>
                <Badge variant={statusBadge[booking.status]}>{statusText(booking.status, booking.lastDecision)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Offertes van deze klant">
        <h2 className="font-display text-xl font-semibold">Offertes</h2>
        {quotes.length === 0 ? (
          <EmptyState>Geen offertes gevonden</EmptyState>
        ) : (
          <ul className="mt-3 space-y-2">
            {quotes.map((quote) => (
              <li key={quote.id} className={recordRow}>
                <RowLink to={`/admin/offertes/${quote.id}`}>{quote.quoteNumber}</RowLink>
                <span className="tabular-nums">{formatEuro(quote.totalInclVatCents)}</span>
                <Badge variant={quote.status === 'active' ? 'default' : 'secondary'}>{quote.status}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/** A booking or quote of this customer: the whole row opens it (RowLink). */
const recordRow =
  'relative flex items-center justify-between gap-3 rounded-lg border border-mortar bg-white p-3 text-sm ' +
  'hover:bg-cream'

/** The customer's rights (AVG): everything we hold as a download, and erasing it after a confirmation. */
/** The erase step as the page shows it: what it will do, and why not yet (the action checks the same). */
const eraseStep = (plan: ErasePlan, confirm: boolean) => ({ plan, confirm, refusal: eraseRefusal(plan) })

function Privacy({
  id,
  plan,
  confirm,
  refusal,
  refused,
}: { id: number; refused?: string } & ReturnType<typeof eraseStep>) {
  const base = `/admin/klanten/${id}/export`
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Gegevens opvragen">
        <p className="text-sm text-ink-soft">
          Alles wat we van deze klant bewaren: klantgegevens, contactmomenten, boekingen, facturen en betalingen,
          offertes, berichten, nieuwsbrief, wachtlijst, verstuurde mail en het logboek.
        </p>
        <p className="mt-4 flex flex-wrap gap-2">
          <a href={`${base}/gegevens.json`} className="btn-outline px-3 py-1.5 text-sm" download>
            Downloaden als JSON
          </a>
          <a href={`${base}/gegevens.csv`} className="btn-outline px-3 py-1.5 text-sm" download>
            Downloaden als CSV
          </a>
        </p>
      </Section>
      <Section title="Klant wissen">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{`${counted(plan.bookingsDeleted, 'boeking', 'boekingen')} zonder factuur: verwijderd`}</li>
          <li>
            {`${counted(plan.bookingsKept, 'boeking', 'boekingen')} met factuur en ` +
              `${counted(plan.invoicesKept, 'factuur', 'facturen')}: zeven jaar bewaard (fiscale plicht), ` +
              'de boekingen zonder naam en gegevens van de klant, de facturen zoals ze zijn verstuurd'}
          </li>
          <li>
            {`${counted(plan.quotes, 'offerte', 'offertes')}, ${counted(plan.messages, 'bericht', 'berichten')}, ` +
              `${counted(plan.mails, 'mail', 'mails')} en ${counted(plan.other, 'ander gegeven', 'andere gegevens')}` +
              ': verwijderd'}
          </li>
        </ul>
        {refused && refused !== refusal ? (
          <p role="alert" className="mt-4 text-sm font-medium text-brick-800">
            {refused}
          </p>
        ) : null}
        {refusal ? (
          <div role="alert" className="mt-4 space-y-2 text-sm">
            <p className="font-medium text-brick-800">{refusal}</p>
            {plan.toCome.length > 0 ? (
              <ul className="list-disc pl-5">
                {plan.toCome.map((booking) => (
                  <li key={booking.id}>
                    <Link to={`/admin/boekingen/${booking.id}`} className="text-brick-700 underline">
                      {`Boeking ${booking.id}: ${formatLongDate(booking.date)} (${booking.status})`}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : confirm ? (
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="wissen" />
            <p role="alert" className="font-medium">
              Weet je het zeker? Wissen kan niet ongedaan worden gemaakt.
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary">
                Ja, klant wissen
              </button>
              <Link to="?tab=privacy" className="btn-outline">
                Nee, toch niet
              </Link>
            </div>
          </Form>
        ) : (
          <Link to="?tab=privacy&wissen=1" className="btn-outline mt-4">
            Klant wissen…
          </Link>
        )}
      </Section>
    </div>
  )
}
