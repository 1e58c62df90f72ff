import { Form, Link } from 'react-router'
import { InvoiceStatusBadge } from '~/components/admin/ui'
import type { PaymentSchedule } from '~/lib/deposit'
import { formatDate, formatEuro } from '~/lib/format'
import { invoiceName } from '~/lib/invoicing'
import type { Route } from './+types/route'
import { SeenVersion } from './seen-version'

/** The booking's invoices and credit notes, and the way to invoice a confirmed booking without one. */
export function BookingInvoices({
  invoices,
  schedule,
  canInvoice,
  version,
}: {
  invoices: Route.ComponentProps['loaderData']['invoices']
  schedule?: PaymentSchedule
  canInvoice: boolean
  version: number
}) {
  return (
    <section aria-labelledby="facturen" className="rounded-lg border border-mortar bg-white p-5">
      <h2 id="facturen" className="font-display text-xl font-semibold">
        Facturen
      </h2>
      {invoices.length === 0 ? <p className="mt-2 text-sm text-ink-soft">Nog geen factuur.</p> : null}
      <ul className="mt-2 space-y-2 text-sm">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/admin/facturen/${invoice.id}`} className="text-brick-700 underline">
              {`${invoiceName(invoice.kind, invoice.stage)} ${invoice.number}`}
            </Link>
            <span className="tabular-nums">{formatEuro(invoice.totalCents)}</span>
            <InvoiceStatusBadge status={invoice.status} />
          </li>
        ))}
      </ul>
      {schedule ? (
        <p className="mt-3 text-sm">
          {`Aanbetaling ${schedule.percent} %, ` +
            `${schedule.depositPaid ? 'betaald' : `uiterlijk ${formatDate(schedule.depositDueOn)}`}. ` +
            `De eindfactuur (restant ${formatEuro(schedule.restCents)}) gaat op ${formatDate(schedule.finalIssueOn)} ` +
            `vanzelf naar de klant, te betalen uiterlijk ${formatDate(schedule.finalDueOn)}.`}
        </p>
      ) : null}
      {canInvoice ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="factuur" />
          <SeenVersion version={version} />
          <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
            Factuur maken en mailen
          </button>
        </Form>
      ) : null}
    </section>
  )
}
