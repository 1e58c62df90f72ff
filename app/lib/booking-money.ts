/**
 * Where a booking's money is (docs/decisions/023-one-booking-lifecycle.md, invariant 4): on its
 * current invoice, or in its refund due. Crediting an invoice moves what was paid on it to the
 * refund due; a new invoice is first settled from the refund due; a payment goes to the invoice it
 * was made for while that one counts, else to the current one, and what is left over is refund due.
 * Pure: the lifecycle plans with it, the property test checks with it.
 */
import type { IsoDate } from './dates'
import { capitalised, formatEuro, listed } from './format'
import { type InvoiceKind, type InvoiceLine, type InvoiceStage, invoiceTotals, REFUND_TERM_DAYS } from './invoicing'

/** An invoice of the booking as the lifecycle sees it. */
export type LedgerInvoice = {
  id: number
  number: string
  kind: InvoiceKind
  totalCents: number
  paidCents: number
  dueOn: IsoDate
  lines: InvoiceLine[]
  /** A credit note corrects it. */
  credited: boolean
  /** A voorschotfactuur or eindfactuur (docs/decisions/039-aanbetaling.md); null for any other. */
  stage: InvoiceStage | null
}

/** The booking's invoice that still counts: a factuur no credit note corrects (at most one). */
export function currentInvoice<T extends Pick<LedgerInvoice, 'kind' | 'credited'>>(invoices: T[]): T | undefined {
  return invoices.find((invoice) => invoice.kind === 'factuur' && !invoice.credited)
}

export const openCents = (invoice: Pick<LedgerInvoice, 'totalCents' | 'paidCents'>) =>
  Math.max(0, invoice.totalCents - invoice.paidCents)

/**
 * Credits `credited` and issues invoices of `totals`: what was paid on the credited invoices joins
 * the refund due, and each new invoice is settled from it in turn.
 */
export function settle(
  refundDueCents: number,
  credited: Pick<LedgerInvoice, 'paidCents'>[],
  newTotals: number[],
): { settledCents: number[]; refundDueCents: number } {
  let pool = refundDueCents + credited.reduce((sum, invoice) => sum + invoice.paidCents, 0)
  const settledCents = newTotals.map((total) => {
    const settled = Math.max(0, Math.min(pool, total))
    pool -= settled
    return settled
  })
  return { settledCents, refundDueCents: pool }
}

export type AppliedPayment = {
  /** The invoice the money went to, and how much of it; undefined when none could take it. */
  appliedTo?: { invoiceId: number; cents: number }
  /** What is left over and becomes refund due. */
  refundCents: number
}

/** A payment of `amountCents` made for invoice `invoiceId`. */
export function applyPayment(invoices: LedgerInvoice[], invoiceId: number, amountCents: number): AppliedPayment {
  const paidFor = invoices.find((invoice) => invoice.id === invoiceId)
  const target = paidFor && !paidFor.credited ? paidFor : currentInvoice(invoices)
  const cents = target ? Math.min(amountCents, openCents(target)) : 0
  return {
    appliedTo: target && cents > 0 ? { invoiceId: target.id, cents } : undefined,
    refundCents: amountCents - cents,
  }
}

/** The total of a set of lines incl. btw, as an invoice of them would show it. */
export const linesTotalCents = (lines: InvoiceLine[]) => invoiceTotals(lines).totalCents

/**
 * What happens to the money paid on a credited invoice, as its credit note says: set off against
 * the invoices issued in the same event (by number), and the rest paid back.
 */
export type CreditSettlement = {
  /** What was paid on the credited invoice. */
  paidCents: number
  setOff: { number: string; cents: number }[]
  refundCents: number
  /**
   * The invoices issued with the credit note: the new one after a change, the costs of a
   * cancellation. Credit notes stored before it was kept lack it.
   */
  nextInvoices?: string[]
  /**
   * The documents' names by number, where one is not a plain factuur ("voorschotfactuur",
   * "eindfactuur"): the credit note names them as they name themselves. Older ones lack it.
   */
  names?: Record<string, string>
}

/**
 * The settlement of each credited invoice (`paidCents`, in the order of their credit notes) against
 * the new invoices of the same event, which `settle` settled by `settledCents`: a credit note's money
 * goes to the new invoices in turn, up to what each was settled by, and what is left is paid back.
 */
export function creditSettlements(
  paidCents: number[],
  newInvoices: { number: string; settledCents: number }[],
): CreditSettlement[] {
  const room = newInvoices.map((invoice) => invoice.settledCents)
  return paidCents.map((paid) => {
    let left = paid
    const setOff = newInvoices.flatMap((invoice, index) => {
      const cents = Math.max(0, Math.min(left, room[index] ?? 0))
      if (cents === 0) return []
      left -= cents
      room[index] = (room[index] ?? 0) - cents
      return [{ number: invoice.number, cents }]
    })
    return { paidCents: paid, setOff, refundCents: left, nextInvoices: newInvoices.map((invoice) => invoice.number) }
  })
}

/**
 * The settlement in the customer's words, on the credit note (PDF and e-invoice): "Je betaalde
 * € 963,54 voor factuur 2026-0001. Daarvan verrekenen we € 771,43 met factuur 2026-0003; de overige
 * € 192,11 storten we binnen 14 dagen terug op de rekening waarvan je betaalde." Unpaid: "Factuur
 * 2026-0001 hoef je niet meer te betalen. Wat je nu nog betaalt, staat op factuur 2026-0003."
 */
export function creditSettlementText(
  credited: string,
  { paidCents, setOff, refundCents, nextInvoices = [], names = {} }: CreditSettlement,
): string {
  const named = (number: string) => `${names[number] ?? 'factuur'} ${number}`
  if (paidCents === 0) {
    const next = nextInvoices.length === 1 ? named(nextInvoices[0] as string) : `facturen ${listed(nextInvoices)}`
    const due = nextInvoices.length > 0 ? ` Wat je nu nog betaalt, staat op ${next}.` : ''
    return `${capitalised(named(credited))} hoef je niet meer te betalen.${due}`
  }
  const paid = `Je betaalde ${formatEuro(paidCents)} voor ${named(credited)}`
  const back = `storten we binnen ${REFUND_TERM_DAYS} dagen terug op de rekening waarvan je betaalde`
  const [only] = setOff
  if (!only) return `${paid}; dat bedrag ${back}.`
  if (refundCents === 0 && setOff.length === 1) return `${paid}; dat verrekenen we met ${named(only.number)}.`
  const offs = listed(setOff.map((part) => `${formatEuro(part.cents)} met ${named(part.number)}`))
  const rest = refundCents > 0 ? `; de overige ${formatEuro(refundCents)} ${back}` : ''
  return `${paid}. Daarvan verrekenen we ${offs}${rest}.`
}

/** A refund as the lifecycle sees it (docs/decisions/038-refunds-through-mollie.md). */
export type LedgerRefund = {
  id: number
  method: 'ideal' | 'overboeking'
  /** The iDEAL payment it is paid back on. */
  paymentId: number | null
  amountCents: number
  status: RefundStatus
}

/**
 * A refund's status: Mollie's (queued, pending and processing are on their way; refunded, failed and
 * canceled are final), and `unsent` until Mollie has accepted it. A refund by bank transfer is
 * recorded when the money is back, so it is `refunded` at once.
 */
export const refundStatuses = ['unsent', 'queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'] as const
export type RefundStatus = (typeof refundStatuses)[number]

/** A refund's status in the owner's words: on the booking's page and in the bookkeeper's export. */
export const refundStatusText: Record<RefundStatus, string> = {
  unsent: 'wacht op Mollie',
  queued: 'onderweg',
  pending: 'onderweg',
  processing: 'onderweg',
  refunded: 'teruggestort',
  failed: 'mislukt',
  canceled: 'geannuleerd',
}

export const refundMethodText = { ideal: 'via iDEAL', overboeking: 'per overboeking' } as const

/** Statuses after which nothing changes for a refund any more. */
export const finalRefundStatuses: readonly RefundStatus[] = ['refunded', 'failed', 'canceled']

/** Asked of Mollie and not yet back: unsent, queued, pending, processing. */
export const onTheWayRefundStatuses = refundStatuses.filter((status) => !finalRefundStatuses.includes(status))

/** Money on its way back or back with the customer: everything but a refund that failed or was canceled. */
export const refundCounts = (refund: Pick<LedgerRefund, 'status'>) =>
  refund.status !== 'failed' && refund.status !== 'canceled'

/** A paid iDEAL payment of the booking, and what can still be paid back on it. */
export type IdealPayment = { id: number; amountCents: number; refundableCents: number }

/**
 * Up to `cents` paid back on the booking's iDEAL payments, the newest first: a refund on a payment
 * never exceeds what is left of it (Mollie refuses more), so a larger sum takes several.
 */
export function idealRefundParts(payments: readonly IdealPayment[], cents: number) {
  let left = cents
  return [...payments]
    .sort((a, b) => b.id - a.id)
    .flatMap((payment) => {
      const part = Math.max(0, Math.min(left, payment.refundableCents))
      left -= part
      return part > 0 ? [{ paymentId: payment.id, cents: part }] : []
    })
}

/** What of `cents` can go back through Mollie: the sum of idealRefundParts. */
export const idealRefundableCents = (payments: readonly IdealPayment[], cents: number) =>
  idealRefundParts(payments, cents).reduce((sum, part) => sum + part.cents, 0)

/** What went back to the customer, and what is on its way (asked of Mollie, not yet back). */
export function refundSums(refunds: readonly Pick<LedgerRefund, 'amountCents' | 'status'>[]) {
  const sum = (which: typeof refunds) => which.reduce((total, refund) => total + refund.amountCents, 0)
  return {
    refundedCents: sum(refunds.filter((refund) => refund.status === 'refunded')),
    onTheWayCents: sum(refunds.filter((refund) => onTheWayRefundStatuses.includes(refund.status))),
  }
}

/** A booking's money at a glance, for the owner (ADR 038). */
export type MoneyAtAGlance = {
  /** What the current invoice asks; undefined without one. */
  invoicedCents?: number
  /** What the customer paid, by iDEAL and by transfer. */
  receivedCents: number
  /** Back with the customer. */
  refundedCents: number
  /** Asked of Mollie and not yet back. */
  onTheWayCents: number
  /** What the customer still has to pay on the current invoice. */
  openCents: number
  refundDueCents: number
}

/**
 * The sums the booking's page shows. They add up as invariant 4 of ADR 023 says: what was received,
 * less what went back or is on its way, is what the current invoice holds plus the refund due.
 */
export function moneyAtAGlance(
  invoices: Pick<LedgerInvoice, 'kind' | 'credited' | 'totalCents' | 'paidCents'>[],
  receivedCents: number,
  refunds: Pick<LedgerRefund, 'amountCents' | 'status'>[],
  refundDueCents: number,
): MoneyAtAGlance {
  const current = currentInvoice(invoices)
  return {
    invoicedCents: current?.totalCents,
    receivedCents,
    ...refundSums(refunds),
    openCents: current ? openCents(current) : 0,
    refundDueCents,
  }
}
