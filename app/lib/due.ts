/**
 * When the cron's events are due, each said once: the lifecycle's rules (booking-lifecycle.ts)
 * refuse an event that is not due by these, and the cron (server/bookings/scheduled.server.ts)
 * picks by them, after its SQL has narrowed the candidates. The reminders before a booking
 * (reminders.ts) and an optie's reminder and end (optie.ts) have theirs beside their other rules.
 */
import { addDays, type IsoDate } from './dates'
import { depositReminderFrom } from './deposit'
import type { InvoiceStage } from './invoicing'

/**
 * An invoice still open after its term gets its reminder; an aanbetaling does not (its owner is
 * told, `depositPastDue`). Whether something is still open is the caller's to know.
 */
export const unpaidReminderDue = (
  invoice: { kind: string; stage: InvoiceStage | null; dueOn: IsoDate },
  today: IsoDate,
): boolean => invoice.kind === 'factuur' && invoice.stage !== 'voorschot' && invoice.dueOn < today

/** A request whose date has passed without an answer lapses. */
export const requestLapsed = (date: IsoDate, today: IsoDate): boolean => date < today

/** The eindfactuur is made on its day (ADR 039), or at the first run after it. */
export const finalInvoiceDue = (issueOn: IsoDate, today: IsoDate): boolean => issueOn <= today

/** The customer's one reminder of an open aanbetaling: from its first day until the day it is due. */
export const depositReminderDue = (dueOn: IsoDate, depositTermDays: number, today: IsoDate): boolean =>
  depositReminderFrom(dueOn, depositTermDays) <= today && today <= dueOn

/** An aanbetaling still open after its day: the owner is told. */
export const depositPastDue = (dueOn: IsoDate, today: IsoDate): boolean => dueOn < today

/** How long after the last date the thank-you may still go, for a cron that was down. */
export const THANK_YOU_DAYS = 7

/** The thank-you after the meeting (ADR 044): from the day after the last date, for a week. */
export const thankYouDue = (lastDate: IsoDate, today: IsoDate): boolean =>
  lastDate < today && today <= addDays(lastDate, THANK_YOU_DAYS)
