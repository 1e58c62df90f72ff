import { data, Form, Link, redirect } from 'react-router'
import {
  adminTitle,
  Badge,
  DetailHeader,
  type Fact,
  FactList,
  formatDateTime,
  Section,
  Table,
} from '~/components/admin/ui'
import { paymentStatusLabels } from '~/lib/admin-lists'
import { formatDate, formatEuro, formatLongDate } from '~/lib/format'
import { invoiceStatusLabels } from '~/lib/invoicing'
import { requireAdmin } from '~/server/admin/guard.server'
import { getBooking } from '~/server/bookings/queries.server'
import { readForm } from '~/server/form-body.server'
import { creditInvoice, getInvoice, invoiceRelations } from '~/server/invoices/issue.server'
import { paymentsOf } from '~/server/payments/payments.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/factuur'

/** /admin/facturen/{id}: one invoice or credit note, its payments, and (with a confirmation) its credit note. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = services(context)
  await requireAdmin(request, app)
  const invoice = await getInvoice(app.db, Number(params.id))
  if (!invoice) throw data('Factuur niet gevonden', { status: 404 })
  const url = new URL(request.url)
  return {
    invoice,
    payments: await paymentsOf(app.db, invoice.id),
    ...(await invoiceRelations(app.db, invoice)),
    confirmCredit: url.searchParams.get('crediteren') === '1',
    notice: url.searchParams.get('melding'),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = services(context)
  await requireAdmin(request, app)
  const form = await readForm(request)
  const invoice = await getInvoice(app.db, Number(params.id))
  if (!invoice) throw data('Factuur niet gevonden', { status: 404 })
  if (form.get('intent') !== 'crediteren') throw data('Onbekende opdracht.', { status: 400 })
  const booking = invoice.bookingId ? await getBooking(app.db, invoice.bookingId) : undefined
  if (invoice.kind !== 'factuur' || invoice.status === 'gecrediteerd' || !booking)
    throw redirect(`/admin/facturen/${invoice.id}?melding=niet-crediteerbaar`, 303)
  const issued = await creditInvoice(app.db, booking, invoice, {
    now: Date.now(),
    siteUrl: app.config.SITE_URL,
    secret: app.config.SIGNING_SECRET,
    ideal: Boolean(app.mollie),
    actor: 'eigenaar',
  })
  if (issued.mailId) app.deliverAfterResponse([issued.mailId])
  throw redirect(`/admin/facturen/${invoice.id}?melding=gecrediteerd`, 303)
}

const notices: Record<string, string> = {
  gecrediteerd: 'De creditfactuur is gemaakt en naar de klant gemaild.',
  'niet-crediteerbaar': 'Deze factuur kan niet (meer) worden gecrediteerd.',
}

const badge = { open: 'secondary', betaald: 'default', gecrediteerd: 'destructive' } as const

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice, payments, creditNotes, credits, confirmCredit, notice } = loaderData
  const title = `${invoice.kind === 'creditfactuur' ? 'Creditfactuur' : 'Factuur'} ${invoice.number}`
  const facts: Fact[] = [
    ['Klant', [invoice.customerName, invoice.customerCompany].filter(Boolean).join(', ')],
    ['E-mail', invoice.customerEmail],
    ['Adres', invoice.customerAddress ?? '—'],
    ['Factuurdatum', formatDate(invoice.issuedOn)],
    ['Datum van de dienst', formatLongDate(invoice.serviceDate)],
    ...(invoice.kind === 'factuur' ? ([['Te betalen vóór', formatDate(invoice.dueOn)]] as Fact[]) : []),
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
  ]
  return (
    <>
      <DetailHeader
        back="/admin?tab=facturen"
        backLabel="Alle facturen"
        title={title}
        badge={<Badge variant={badge[invoice.status]}>{invoiceStatusLabels[invoice.status]}</Badge>}
      />
      {notice && notices[notice] ? (
        <p role="status" className="mt-4 rounded-md border border-frame-500 bg-white px-4 py-2 text-sm">
          {notices[notice]}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-[2fr_1fr]">
        <section aria-label="Gegevens" className="min-w-0 space-y-4 rounded-lg border border-mortar bg-white p-5">
          <FactList facts={facts} />
          <Table caption="Regels" head={['Omschrijving', 'Aantal', 'Prijs excl.', 'Totaal excl.', 'Btw']}>
            {invoice.lines.map((line) => (
              <tr key={line.description}>
                <td className="px-3 py-2">{line.description}</td>
                <td className="px-3 py-2">{line.quantity}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatEuro(line.unitPriceCents)}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatEuro(line.totalPriceCents)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{`${line.vatRate}\u00a0%`}</td>
              </tr>
            ))}
          </Table>
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
            {invoice.kind === 'factuur' && invoice.status !== 'gecrediteerd' ? (
              confirmCredit ? (
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="crediteren" />
                  <p role="alert" className="text-sm">
                    {`Een creditfactuur maakt factuur ${invoice.number} ongedaan en gaat per e-mail naar de klant.` +
                      (invoice.paidCents > 0 ? ` Betaald: ${formatEuro(invoice.paidCents)}, dat stort je terug.` : '')}
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
                <p className="text-sm text-ink-soft">Nog geen betaling via iDEAL gestart.</p>
              ) : (
                <ul className="space-y-2 text-sm">
                  {payments.map((payment) => (
                    <li key={payment.id} className="rounded-md border border-mortar bg-white p-3">
                      <span className="font-medium">
                        {[formatEuro(payment.amountCents), paymentStatusLabels[payment.status]].join(' · ')}
                      </span>
                      <span className="block text-xs text-ink-soft">
                        {`${payment.providerId} · gestart ${formatDateTime(payment.createdAt)}` +
                          (payment.paidAt ? ` · betaald ${formatDateTime(payment.paidAt)}` : '')}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          ) : null}
        </aside>
      </div>
    </>
  )
}

export const meta = () => [{ title: adminTitle('Factuur') }, { name: 'robots', content: 'noindex, nofollow' }]
