import type { refundSums } from '~/lib/booking-money'
import type { PaymentSchedule } from '~/lib/deposit'
import { formatDate, formatEuro } from '~/lib/format'
import {
  type InvoiceKind,
  type InvoiceStage,
  type InvoiceStatus,
  invoiceName,
  invoiceStatusLabels,
} from '~/lib/invoicing'

type InvoiceLink = {
  number: string
  kind: InvoiceKind
  stage: InvoiceStage | null
  issuedOn: string
  totalCents: number
  status: InvoiceStatus
  /** The booking has what an e-invoice needs (company, KvK number, address). */
  eInvoice: boolean
  /** Our iDEAL page, for an open invoice when iDEAL is on. */
  payPath?: string
}

/** What goes back to the customer (ADR 038): back already, on its way through Mollie, still to pay back. */
export type MoneyBack = ReturnType<typeof refundSums> & { dueCents: number }

/** The sentences about money going back, in the customer's words; none when nothing does. */
const moneyBackText = ({ refundedCents, onTheWayCents, dueCents }: MoneyBack): string[] =>
  [
    refundedCents > 0 ? `We hebben ${formatEuro(refundedCents)} teruggestort.` : '',
    onTheWayCents > 0
      ? `${formatEuro(onTheWayCents)} is onderweg naar de rekening waarvan je met iDEAL betaalde; je krijgt een ` +
        'mail zodra het er is.'
      : '',
    dueCents > 0 ? `${formatEuro(dueCents)} storten we nog terug op je rekening.` : '',
  ].filter(Boolean)

/**
 * What is due when while the aanbetaling is the booking's invoice (ADR 039): "Aanbetaling (30 %):
 * € 289,07, uiterlijk 11 december 2026 (betaald)" and "Restant: € 674,47, op de eindfactuur van
 * 29 maart 2027, te betalen uiterlijk 12 april 2027".
 */
export const scheduleText = (schedule: PaymentSchedule): string[] => [
  `Aanbetaling (${schedule.percent} %): ${formatEuro(schedule.depositCents)}, uiterlijk ` +
    `${formatDate(schedule.depositDueOn)}${schedule.depositPaid ? ' (betaald)' : ''}`,
  `Restant: ${formatEuro(schedule.restCents)}, op de eindfactuur van ${formatDate(schedule.finalIssueOn)}` +
    `${schedule.afterMeeting ? ', na je bijeenkomst' : ''}, te betalen uiterlijk ${formatDate(schedule.finalDueOn)}`,
]

/**
 * The booking's invoices and credit notes: each as PDF, as e-invoice where it can be one, and open
 * ones to pay; what is due when while the aanbetaling is paid; then what goes back to the customer.
 */
export function InvoicesPanel({
  invoices,
  pdfBase,
  moneyBack,
  schedule,
}: {
  invoices: InvoiceLink[]
  pdfBase: string
  moneyBack: MoneyBack
  schedule?: PaymentSchedule
}) {
  const back = moneyBackText(moneyBack)
  return (
    <section aria-labelledby="facturen" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
      <h2 id="facturen" className="font-display text-2xl font-semibold">
        Facturen
      </h2>
      {schedule ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          {scheduleText(schedule).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-4 space-y-3">
        {invoices.map((invoice) => (
          <li key={invoice.number} className="flex flex-wrap items-center justify-between gap-3">
            <span>
              <span className="font-medium">{`${invoiceName(invoice.kind, invoice.stage)} ${invoice.number}`}</span>
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
      {back.length > 0 ? <p className="mt-4 text-sm">{back.join(' ')}</p> : null}
    </section>
  )
}
