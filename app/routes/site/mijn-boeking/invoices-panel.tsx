import { formatDate, formatEuro } from '~/lib/format'
import { type InvoiceStatus, invoiceStatusLabels } from '~/lib/invoicing'

type InvoiceLink = {
  number: string
  kind: string
  issuedOn: string
  totalCents: number
  status: InvoiceStatus
  /** The booking has what an e-invoice needs (company, KvK number, address). */
  eInvoice: boolean
  /** Our iDEAL page, for an open invoice when iDEAL is on. */
  payPath?: string
}

/** The booking's invoices and credit notes: each as PDF, as e-invoice where it can be one, and open ones to pay. */
export function InvoicesPanel({ invoices, pdfBase }: { invoices: InvoiceLink[]; pdfBase: string }) {
  return (
    <section aria-labelledby="facturen" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
      <h2 id="facturen" className="font-display text-2xl font-semibold">
        Facturen
      </h2>
      <ul className="mt-4 space-y-3">
        {invoices.map((invoice) => (
          <li key={invoice.number} className="flex flex-wrap items-center justify-between gap-3">
            <span>
              <span className="font-medium">
                {`${invoice.kind === 'creditfactuur' ? 'Creditfactuur' : 'Factuur'} ${invoice.number}`}
              </span>
              <span className="block text-sm text-ink-soft">
                {[
                  formatDate(invoice.issuedOn),
                  formatEuro(invoice.totalCents),
                  invoiceStatusLabels[invoice.status],
                ].join(' · ')}
              </span>
            </span>
            <span className="flex flex-wrap gap-2">
              <a href={`${pdfBase}&nummer=${invoice.number}`} className="btn-outline px-3 py-1.5 text-sm" download>
                PDF
              </a>
              {invoice.eInvoice ? (
                <a
                  href={`${pdfBase}&nummer=${invoice.number}&formaat=xml`}
                  className="btn-outline px-3 py-1.5 text-sm"
                  download
                >
                  E-factuur (UBL)
                </a>
              ) : null}
              {invoice.payPath ? (
                <a href={invoice.payPath} className="btn-primary px-3 py-1.5 text-sm">
                  Betalen
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
