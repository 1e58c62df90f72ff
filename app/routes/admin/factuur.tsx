import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect } from 'react-router'
import {
  adminTitle,
  DetailHeader,
  type Fact,
  FactList,
  formatDateTime,
  InvoiceStatusBadge,
  Section,
  StatusNotice,
  Table,
} from '~/components/admin/ui'
import { FormMessage, InputField } from '~/components/forms'
import { paymentStatusLabels } from '~/lib/admin-lists'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import { InvoiceActionSchema, PaymentRecordSchema } from '~/lib/booking-schemas'
import { amsterdamDate } from '~/lib/dates'
import { formatAmountInput, formatDate, formatEuro } from '~/lib/format'
import { missingText } from '~/lib/invoice-details'
import { invoiceName, payBy, serviceDatesFact, serviceDatesOf } from '~/lib/invoicing'
import { ublMissing } from '~/lib/ubl'
import { runBookingEvent } from '~/server/bookings/lifecycle.server'
import { documentPush } from '~/server/bookkeeping/connection.server'
import { readTogether, rowsOf } from '~/server/db/batch.server'
import { readForm } from '~/server/http/form-body.server'
import { ublInvoiceOf } from '~/server/invoices/documents.server'
import { getInvoice, invoiceWithRelations } from '~/server/invoices/queries.server'
import { paymentsOf } from '~/server/payments/payments.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/factuur'

/** /admin/facturen/{id}: one invoice or credit note, its payments, and (with a confirmation) its credit note. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = services(context)
  const id = Number(params.id)
  // One round trip: the invoice, what it corrects and what corrects it, its payments, and whether
  // it is in Moneybird (docs/decisions/046-bookkeeping-pushes.md).
  const { found, payments, bookkeeping } = await readTogether(app.db, {
    found: invoiceWithRelations(app.db, id),
    payments: rowsOf(paymentsOf(app.db, id)),
    bookkeeping: documentPush(app.db, id),
  })
  if (!found) throw data('Factuur niet gevonden', { status: 404 })
  const { invoice, credits, creditNotes } = found
  const url = new URL(request.url)
  return {
    invoice,
    eInvoiceMissing: ublMissing(ublInvoiceOf(invoice)),
    payments,
    bookkeeping,
    credits,
    creditNotes,
    confirmCredit: url.searchParams.get('crediteren') === '1',
    notice: url.searchParams.get('melding'),
    // The transfer form's own key: sent twice (a double click, a reload), it is one payment.
    paymentKey: crypto.randomUUID(),
  }
}

/** Moneybird's side of the document: a link once it is there, else where it stands and why. */
function bookkeepingFact(push: NonNullable<Route.ComponentProps['loaderData']['bookkeeping']>): Fact {
  if (push.status === 'pushed' && push.externalUrl)
    return [
      'Moneybird',
      <a key="moneybird" href={push.externalUrl} className="underline" rel="noreferrer" target="_blank">
        In Moneybird
      </a>,
    ]
  return [
    'Moneybird',
    <Link key="moneybird" to="/admin/boekhouding" className="underline">
      {push.status === 'failed' ? `Mislukt: ${push.lastError ?? ''}` : 'Gaat binnenkort naar Moneybird'}
    </Link>,
  ]
}

/** Crediting and recording a transfer are lifecycle events of the invoice's booking (ADR 023). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = services(context)
  const invoice = await getInvoice(app.db, Number(params.id))
  if (!invoice) throw data('Factuur niet gevonden', { status: 404 })
  const submission = parseWithZod(await readForm(request), { schema: InvoiceActionSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const asked = submission.value
  const deps = { ...app, now: Date.now() }
  const bookingId = invoice.bookingId ?? 0
  const outcome =
    asked.intent === 'crediteren'
      ? await runBookingEvent(bookingId, { type: 'credit', invoiceId: invoice.id }, 'eigenaar', deps)
      : await runBookingEvent(
          bookingId,
          { type: 'payment', invoiceId: invoice.id, amountCents: asked.amount, method: 'overboeking' },
          'eigenaar',
          deps,
          { paymentKey: `overboeking-${asked.key}` },
        )
  if (!outcome.ok) {
    if (asked.intent === 'crediteren') throw redirect(`/admin/facturen/${invoice.id}?melding=niet-crediteerbaar`, 303)
    return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status })
  }
  app.deliverAfterResponse(outcome.mailIds)
  throw redirect(
    `/admin/facturen/${invoice.id}?melding=${asked.intent === 'crediteren' ? 'gecrediteerd' : 'betaling'}`,
    303,
  )
}

const notices: Record<string, string> = {
  gecrediteerd: 'De creditfactuur is gemaakt en naar de klant gemaild.',
  'niet-crediteerbaar': lifecycleMessages.notCreditable,
  betaling: 'De betaling is vastgelegd; de klant krijgt een bevestiging per e-mail.',
}

export default function InvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, eInvoiceMissing, payments, creditNotes, credits, confirmCredit, notice, paymentKey, bookkeeping } =
    loaderData
  const title = `${invoiceName(invoice.kind, invoice.stage)} ${invoice.number}`
  const facts: Fact[] = [
    ['Klant', [invoice.customerName, invoice.customerCompany].filter(Boolean).join(', ')],
    ['E-mail', invoice.customerEmail],
    ['Adres', invoice.customerAddress ?? '—'],
    ...(invoice.customerKvk ? ([['KvK-nummer', invoice.customerKvk]] as Fact[]) : []),
    ...(invoice.customerVatId ? ([['Btw-id', invoice.customerVatId]] as Fact[]) : []),
    ...(invoice.customerReference ? ([['Referentie klant', invoice.customerReference]] as Fact[]) : []),
    ['Factuurdatum', formatDate(invoice.issuedOn)],
    serviceDatesFact(serviceDatesOf(invoice), invoice.cancellation),
    // A paid invoice says when it was paid, not when it had to be.
    ...(invoice.kind !== 'factuur'
      ? []
      : invoice.status === 'betaald' && invoice.paidAt
        ? ([['Betaald op', formatDate(amsterdamDate(invoice.paidAt))]] as Fact[])
        : ([['Te betalen', payBy(invoice.dueOn)]] as Fact[])),
    ['Totaal incl. btw', formatEuro(invoice.totalCents)],
    ['Betaald', formatEuro(invoice.paidCents)],
    [
      'Boeking',
      invoice.bookingId ? (
        <Link key="boeking" to={`/admin/boekingen/${invoice.bookingId}`} className="underline">
          {`Boeking ${invoice.bookingId}`}
        </Link>
      ) : (
        '—'
      ),
    ],
    ...(credits
      ? ([
          [
            'Corrigeert',
            <Link key="corrigeert" to={`/admin/facturen/${credits.id}`} className="underline">
              {`Factuur ${credits.number}`}
            </Link>,
          ],
        ] as Fact[])
      : []),
    ...creditNotes.map(
      (note): Fact => [
        'Gecrediteerd met',
        <Link key={note.id} to={`/admin/facturen/${note.id}`} className="underline">
          {`Creditfactuur ${note.number}`}
        </Link>,
      ],
    ),
    ...(bookkeeping ? [bookkeepingFact(bookkeeping)] : []),
  ]
  return (
    <>
      <DetailHeader
        back="/admin?tab=facturen"
        backLabel="Alle facturen"
        title={title}
        badge={<InvoiceStatusBadge status={invoice.status} />}
      />
      {notice && notices[notice] ? <StatusNotice>{notices[notice]}</StatusNotice> : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-[2fr_1fr]">
        <section aria-label="Gegevens" className="min-w-0 space-y-4 rounded-lg border border-mortar bg-white p-5">
          <FactList facts={facts} />
          <div className="hidden sm:block">
            <Table caption="Regels" head={['Omschrijving', 'Aantal', 'Prijs excl.', 'Totaal excl.', 'Btw']}>
              {invoice.lines.map((line) => (
                <tr key={line.description}>
                  <td>{line.description}</td>
                  <td>{line.quantity}</td>
                  <td className="whitespace-nowrap tabular-nums">{formatEuro(line.unitPriceCents)}</td>
                  <td className="whitespace-nowrap tabular-nums">{formatEuro(line.totalPriceCents)}</td>
                  <td className="whitespace-nowrap">{`${line.vatRate}\u00a0%`}</td>
                </tr>
              ))}
            </Table>
          </div>
          {/* A phone has no room for five columns: each line as a block, its amount beside it. */}
          <ul aria-label="Regels" className="divide-y divide-mortar rounded-lg border border-mortar sm:hidden">
            {invoice.lines.map((line) => (
              <li key={line.description} className="flex justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  {line.description}
                  <span className="block text-xs text-ink-soft">
                    {`${line.quantity} × ${formatEuro(line.unitPriceCents)} excl. btw, ${line.vatRate}\u00a0% btw`}
                  </span>
                </span>
                <span className="whitespace-nowrap tabular-nums">{formatEuro(line.totalPriceCents)}</span>
              </li>
            ))}
          </ul>
          <dl className="ml-auto max-w-xs space-y-1 text-sm">
            <div className="flex justify-between">
              <dt>Subtotaal excl. btw</dt>
              <dd className="tabular-nums">{formatEuro(invoice.subtotalCents)}</dd>
            </div>
            {invoice.vat.map((line) => (
              <div key={line.rate} className="flex justify-between">
                <dt>{`Btw ${line.rate} %`}</dt>
                <dd className="tabular-nums">{formatEuro(line.vatCents)}</dd>
              </div>
            ))}
            <div className="flex justify-between font-semibold">
              <dt>Totaal</dt>
              <dd className="tabular-nums">{formatEuro(invoice.totalCents)}</dd>
            </div>
          </dl>
          {invoice.note ? <p className="text-sm text-ink-soft">{invoice.note}</p> : null}
        </section>
        <aside className="space-y-4 self-start">
          <section aria-label="Acties" className="space-y-3 rounded-lg border border-mortar bg-white p-5">
            <a href={`/admin/facturen/${invoice.id}/factuur.pdf`} className="btn-outline" download>
              PDF downloaden
            </a>
            {eInvoiceMissing.length === 0 ? (
              <a href={`/admin/facturen/${invoice.id}/e-factuur.xml`} className="btn-outline" download>
                E-factuur (UBL) downloaden
              </a>
            ) : (
              <p className="text-sm text-ink-soft">
                {`Geen e-factuur: ${missingText(eInvoiceMissing)}. Een e-factuur is er voor een bedrijf.`}
              </p>
            )}
            {invoice.kind === 'factuur' && invoice.status !== 'gecrediteerd' ? (
              confirmCredit ? (
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="crediteren" />
                  <p role="alert" className="text-sm">
                    {`Een creditfactuur maakt factuur ${invoice.number} ongedaan en gaat per e-mail naar de klant.` +
                      (invoice.paidCents > 0
                        ? ` Er is ${formatEuro(invoice.paidCents)} op betaald: dat gaat naar een nieuwe factuur voor ` +
                          'deze boeking, of je stort het terug.'
                        : '')}
                  </p>
                  <div className="flex gap-2">
                    <button type="submit" className="btn-primary px-3 py-1.5 text-sm">
                      Ja, crediteren
                    </button>
                    <Link to="?" className="btn-outline px-3 py-1.5 text-sm">
                      Nee
                    </Link>
                  </div>
                </Form>
              ) : (
                <p className="text-sm">
                  Klopt er iets niet? Een factuur wijzig je niet: je crediteert haar en maakt een nieuwe.{' '}
                  <Link to="?crediteren=1" className="text-brick-700 underline">
                    Creditfactuur maken
                  </Link>
                </p>
              )
            ) : null}
          </section>
          {invoice.kind === 'factuur' ? (
            <Section title="Betalingen">
              {payments.length === 0 ? (
                <p className="text-sm text-ink-soft">Nog geen betaling ontvangen of via iDEAL gestart.</p>
              ) : (
                <ul className="space-y-2 text-sm">
                  {payments.map((payment) => (
                    <li key={payment.id} className="rounded-md border border-mortar bg-white p-3">
                      <span className="font-medium">
                        {[formatEuro(payment.amountCents), paymentStatusLabels[payment.status]].join(' · ')}
                      </span>
                      <span className="block text-xs text-ink-soft">
                        {payment.method === 'overboeking'
                          ? `Overboeking, vastgelegd ${formatDateTime(payment.createdAt)}`
                          : `${payment.providerId} · gestart ${formatDateTime(payment.createdAt)}` +
                            (payment.paidAt ? ` · betaald ${formatDateTime(payment.paidAt)}` : '')}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <TransferForm
                paymentKey={paymentKey}
                openCents={invoice.status === 'open' ? invoice.totalCents - invoice.paidCents : 0}
                lastResult={actionData?.result}
              />
            </Section>
          ) : null}
        </aside>
      </div>
    </>
  )
}

/** A bank transfer the owner saw arrive; the lifecycle decides where it goes (ADR 023). */
function TransferForm({
  paymentKey,
  openCents,
  lastResult,
}: {
  paymentKey: string
  openCents: number
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'betaling',
    lastResult,
    defaultValue: { amount: openCents > 0 ? formatAmountInput(openCents) : '' },
    constraint: getZodConstraint(PaymentRecordSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PaymentRecordSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3 border-t border-mortar pt-4">
      <input type="hidden" name="intent" value="betaling" />
      <input type="hidden" name="key" value={paymentKey} />
      <FormMessage id={form.errorId} errors={form.errors} />
      <InputField
        label="Overboeking ontvangen (euro)"
        field={fields.amount}
        hint="Het bedrag dat op de rekening binnenkwam, bijvoorbeeld 235,73."
      />
      <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
        Betaling vastleggen
      </button>
    </Form>
  )
}

export const meta = () => [{ title: adminTitle('Factuur') }, { name: 'robots', content: 'noindex, nofollow' }]
