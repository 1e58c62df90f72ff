/**
 * The aanbetaling (docs/decisions/039-aanbetaling.md). Under a price list with a deposit, confirming
 * a booking invoices a percentage of its total on a voorschotfactuur, payable within the list's
 * deposit term; the eindfactuur follows on its day (the balance's due date less the payment term,
 * or the day after the meeting) for the whole booking, crediting the voorschotfactuur and setting
 * what was paid on it off. A booking confirmed so late that the deposit would fall due on or after
 * the eindfactuur's day gets one invoice, as without a deposit. Pure: the lifecycle, the cron, the
 * texts and the pages read the same dates and amounts from here.
 */
import { type BookingDay, priceDays, termsListOf } from './booking-days'
import { addDays, type IsoDate } from './dates'
import { listed } from './format'
import { type InvoiceLine, invoiceTotals } from './invoicing'
import { divideHalfUp, type VenueTerms } from './price-list'

/** The day the eindfactuur is issued, and the day it is due: its list's payment term later. */
export function balanceDates(
  firstDate: IsoDate,
  lastDate: IsoDate,
  terms: Pick<VenueTerms, 'balanceDaysBefore' | 'paymentTermDays'>,
): { issueOn: IsoDate; dueOn: IsoDate } {
  const issueOn =
    terms.balanceDaysBefore === 0
      ? addDays(lastDate, 1)
      : addDays(firstDate, -(terms.balanceDaysBefore + terms.paymentTermDays))
  return { issueOn, dueOn: addDays(issueOn, terms.paymentTermDays) }
}

/** The eindfactuur's days for a booking of `days` (its first date's list decides, as for every term). */
export function balanceDatesOf(days: readonly BookingDay[]) {
  const dates = days.map((day) => day.date).sort()
  return balanceDates(dates[0] as IsoDate, dates.at(-1) as IsoDate, termsListOf(days).terms)
}

/**
 * What a price line is, in a word of a sentence: "Zaalhuur ochtend (8.30-12.30 uur)" and a later
 * date's "ma 12 jan 2027: Zaalhuur middag (…)" are both "zaalhuur", "Borrel" is "borrel".
 */
function lineName(description: string): string {
  const name = description
    .replace(/^.*?: /, '')
    .replace(/\s*\(.*\)\s*$/, '')
    .trim()
  if (/^zaalhuur\b/i.test(name)) return 'zaalhuur'
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name
}

/**
 * The voorschotfactuur's lines: `percent` of the booking's amount at each btw rate, so the btw of
 * the aanbetaling is that of what it pays for. One rate is one line, which names what it is for
 * (an invoice line states the service, art. 35a Wet OB): "Aanbetaling 30 % op zaalhuur en borrel".
 */
export function depositLines(lines: readonly InvoiceLine[], percent: number): InvoiceLine[] {
  const { vat } = invoiceTotals([...lines])
  return vat.flatMap(({ rate, baseCents }) => {
    const cents = divideHalfUp(baseCents * percent, 100)
    if (cents <= 0) return []
    const names = [...new Set(lines.filter((line) => line.vatRate === rate).map((line) => lineName(line.description)))]
    const description = `Aanbetaling ${percent} % op ${listed(names)}`
    return [{ description, quantity: 1, unitPriceCents: cents, totalPriceCents: cents, vatRate: rate }]
  })
}

/**
 * What follows an aanbetaling of `depositCents` on a booking of `days` (whose price is `totalCents`):
 * the rest, and the eindfactuur's days.
 */
export function balanceOf(
  days: readonly BookingDay[],
  depositCents: number,
  totalCents = priceDays(days).totals.totalCents,
) {
  const { terms } = termsListOf(days)
  const final = balanceDatesOf(days)
  return {
    percent: terms.depositPercent,
    /** What the eindfactuur will ask beyond the aanbetaling at the choices of `days`. */
    restCents: totalCents - depositCents,
    finalIssueOn: final.issueOn,
    finalDueOn: final.dueOn,
    /** The eindfactuur comes after the meeting (balanceDaysBefore 0). */
    afterMeeting: terms.balanceDaysBefore === 0,
  }
}

export type DepositSchedule = ReturnType<typeof balanceOf> & {
  lines: InvoiceLine[]
  /** The voorschotfactuur's total, incl. btw. */
  depositCents: number
  depositDueOn: IsoDate
}

/** What confirming a booking of `days` on `today` invoices: a deposit and its schedule, or none (one invoice). */
export function depositSchedule(days: readonly BookingDay[], today: IsoDate): DepositSchedule | undefined {
  const { terms } = termsListOf(days)
  if (terms.depositPercent <= 0) return undefined
  const price = priceDays(days)
  const depositDueOn = addDays(today, terms.depositTermDays)
  if (depositDueOn >= balanceDatesOf(days).issueOn || depositDueOn >= price.first.date) return undefined
  const lines = depositLines(price.lines, terms.depositPercent)
  const depositCents = invoiceTotals(lines).totalCents
  return { lines, depositCents, depositDueOn, ...balanceOf(days, depositCents, price.totals.totalCents) }
}

/** Days before the deposit's due date that the customer is reminded of it, once. */
export const DEPOSIT_REMINDER_DAYS = 3

/**
 * The first day the customer may be reminded of an aanbetaling due on `dueOn` under a term of
 * `depositTermDays`: three days before it is due, but never on the day its voorschotfactuur came.
 */
export function depositReminderFrom(dueOn: IsoDate, depositTermDays: number): IsoDate {
  const threeBefore = addDays(dueOn, -DEPOSIT_REMINDER_DAYS)
  const dayAfterIssue = addDays(dueOn, 1 - depositTermDays)
  return threeBefore > dayAfterIssue ? threeBefore : dayAfterIssue
}

/** Where a booking with a current voorschotfactuur stands: the aanbetaling, and the rest to follow. */
export type PaymentSchedule = Omit<DepositSchedule, 'lines'> & { depositPaid: boolean }

type StoredInvoice = { stage: string | null; status: string; totalCents: number; paidCents: number; dueOn: IsoDate }

/** The schedule the customer's page and the owner's show while the voorschotfactuur counts; else none. */
export function paymentSchedule(
  days: readonly BookingDay[],
  invoices: readonly StoredInvoice[],
): PaymentSchedule | undefined {
  const current = invoices.find((invoice) => invoice.stage === 'voorschot' && invoice.status !== 'gecrediteerd')
  if (!current) return undefined
  return {
    depositCents: current.totalCents,
    depositDueOn: current.dueOn,
    depositPaid: current.paidCents >= current.totalCents,
    ...balanceOf(days, current.totalCents),
  }
}
