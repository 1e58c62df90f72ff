import { Form, Link } from 'react-router'
import { InvoiceStatusBadge } from '~/components/admin/ui'
import { formatEuro } from '~/lib/format'
import type { Route } from './+types/route'
import { SeenVersion } from './seen-version'

/** The booking's invoices and credit notes, and the way to invoice a confirmed booking without one. */
export function BookingInvoices({
  invoices,
  canInvoice,
  version,
}: {
  invoices: Route.ComponentProps['loaderData']['invoices']
  canInvoice: boolean
  version: number
}) {
  const current = invoices.some((invoice) => invoice.kind === 'factuur' && invoice.status !== 'gecrediteerd')
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
              {`${invoice.kind === 'creditfactuur' ? 'Creditfactuur' : 'Factuur'} ${invoice.number}`}
            </Link>
            <span className="tabular-nums">{formatEuro(invoice.totalCents)}</span>
            <InvoiceStatusBadge status={invoice.status} />
          </li>
        ))}
      </ul>
      {canInvoice && !current ? (
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
