import { type Fact, FactList, formatDateTime } from '~/components/admin/ui'
import { type MoneyAtAGlance, type RefundStatus, refundMethodText, refundStatusText } from '~/lib/booking-money'
import { formatEuro } from '~/lib/format'

type Refund = {
  id: number
  method: 'ideal' | 'overboeking'
  amountCents: number
  status: RefundStatus
  /** Why Mollie cannot tell us about it, for the owner to look into. */
  problem: string | null
  createdAt: Date
}

/**
 * The booking's money at a glance (ADR 038): what the current invoice asks, what came in, what went
 * back or is on its way, and what is still due either way; then every refund, the newest first.
 */
export function MoneyPanel({ money, refunds }: { money: MoneyAtAGlance; refunds: Refund[] }) {
  if (money.invoicedCents === undefined && money.receivedCents === 0 && refunds.length === 0) return null
  const facts: Fact[] = [
    ['Gefactureerd', money.invoicedCents === undefined ? 'geen factuur' : formatEuro(money.invoicedCents)],
    ['Ontvangen', formatEuro(money.receivedCents)],
    ['Teruggestort', formatEuro(money.refundedCents)],
    ...(money.onTheWayCents > 0 ? [['Onderweg terug', formatEuro(money.onTheWayCents)] satisfies Fact] : []),
    ['Nog te ontvangen', formatEuro(money.openCents)],
    ['Nog terug te betalen', formatEuro(money.refundDueCents)],
  ]
  return (
    <section aria-labelledby="geld" className="rounded-lg border border-mortar bg-white p-5">
      <h2 id="geld" className="font-display text-xl font-semibold">
        Geld
      </h2>
      <div className="mt-3">
        <FactList facts={facts} />
      </div>
      {refunds.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">Terugbetalingen</h3>
          <ul className="mt-1 divide-y divide-mortar text-sm">
            {[...refunds].reverse().map((refund) => (
              <li key={refund.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span>{`${formatEuro(refund.amountCents)} ${refundMethodText[refund.method]}`}</span>
                <span>{`${refundStatusText[refund.status]} · ${formatDateTime(refund.createdAt)}`}</span>
                {refund.problem ? <p className="basis-full text-brick-800">{refund.problem}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
