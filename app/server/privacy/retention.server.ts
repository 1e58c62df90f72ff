/**
 * The retention periods of app/lib/retention.ts, enforced by the cron once a day: what has been
 * kept long enough is deleted, in one D1 batch, and the owner's log says how much. The day's key in
 * notices_sent is written in the same batch, so the work runs once a day (at the first cron run of
 * the day, Europe/Amsterdam) and again at the next run if it failed.
 *
 * Invoices are kept for the tax authority's seven years after their year, and with them the
 * bookings they are for and their payments; a booking without an invoice goes after its period.
 */
import { and, eq, gt, inArray, isNull, lt, not, notExists, or, sql } from 'drizzle-orm'
import { addDays, amsterdamDate } from '~/lib/dates'
import { oldestKeptInvoiceYear, type RetentionPeriods } from '~/lib/retention'
import {
  auditLog,
  bookings,
  contactHistory,
  contactMessages,
  customers,
  invoices,
  mailOutbox,
  newsletterSubscribers,
  noticesSent,
  payments,
  quotes,
  refunds,
  waitingList,
} from '../../../db/schema'
import { audit } from '../audit.server'
import type { Db } from '../db/client.server'
import { isUniqueViolation } from '../db/constraints.server'

const DAY = 24 * 60 * 60_000

export type RetentionReport = {
  contactMessages: number
  signups: number
  waitingList: number
  quotes: number
  prospects: number
  bookings: number
  invoices: number
  mailBodies: number
  mails: number
  logEntries: number
}

/**
 * Runs the day's retention unless it already ran today (Europe/Amsterdam); answers what it
 * removed, or null when today's run was done before.
 */
export async function applyRetention(db: Db, periods: RetentionPeriods, now: number): Promise<RetentionReport | null> {
  const today = amsterdamDate(new Date(now))
  const day = Number(today.replaceAll('-', ''))
  const [done] = await db
    .select({ day: noticesSent.entityId })
    .from(noticesSent)
    .where(and(eq(noticesSent.entity, 'retention'), eq(noticesSent.entityId, day)))
  if (done) return null
  const before = (days: number) => new Date(now - days * DAY)
  const signupCutoff = before(periods.signups)
  const prospectCutoff = before(periods.prospects)
  const expiredInvoice = lt(invoices.year, oldestKeptInvoiceYear(Number(today.slice(0, 4))))
  const oldInvoices = db.select({ id: invoices.id }).from(invoices).where(expiredInvoice)
  const oldPayments = db.select({ id: payments.id }).from(payments).where(inArray(payments.invoiceId, oldInvoices))
  const batch = () =>
    db.batch([
      // A second run at the same time fails on this key, and its batch with it.
      db.insert(noticesSent).values({ entity: 'retention', entityId: day, kind: 'daily', sentAt: new Date(now) }),
      // A refund goes with the payment it paid back; one by transfer with the last of its booking's invoices.
      db.delete(refunds).where(
        or(
          inArray(refunds.paymentId, oldPayments),
          and(
            isNull(refunds.paymentId),
            notExists(
              db
                .select({ id: invoices.id })
                .from(invoices)
                .where(and(eq(invoices.bookingId, refunds.bookingId), not(expiredInvoice))),
            ),
          ),
        ),
      ),
      db.delete(payments).where(inArray(payments.invoiceId, oldInvoices)),
      db.delete(invoices).where(expiredInvoice).returning({ id: invoices.id }),
      db
        .delete(bookings)
        .where(
          and(
            lt(bookings.date, addDays(today, -periods.bookings)),
            notExists(db.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookings.id))),
          ),
        )
        .returning({ id: bookings.id }),
      db
        .delete(noticesSent)
        .where(
          and(
            eq(noticesSent.entity, 'booking'),
            notExists(db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, noticesSent.entityId))),
          ),
        ),
      db
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, before(periods.contactMessages)))
        .returning({ id: contactMessages.id }),
      db
        .delete(newsletterSubscribers)
        .where(
          or(
            and(eq(newsletterSubscribers.status, 'pending'), lt(newsletterSubscribers.consentAt, signupCutoff)),
            and(
              eq(newsletterSubscribers.status, 'unsubscribed'),
              lt(newsletterSubscribers.unsubscribedAt, signupCutoff),
            ),
          ),
        )
        .returning({ id: newsletterSubscribers.id }),
      // The consent promises deletion after the date.
      db
        .delete(waitingList)
        .where(
          or(
            lt(waitingList.date, today),
            and(eq(waitingList.status, 'pending'), lt(waitingList.createdAt, signupCutoff)),
          ),
        )
        .returning({ id: waitingList.id }),
      db
        .delete(quotes)
        .where(lt(quotes.validUntil, addDays(today, -periods.quotes)))
        .returning({ id: quotes.id }),
      db
        .delete(customers)
        .where(
          and(
            eq(customers.customerType, 'prospect'),
            lt(customers.createdAt, prospectCutoff),
            or(isNull(customers.updatedAt), lt(customers.updatedAt, prospectCutoff)),
            or(isNull(customers.lastContactAt), lt(customers.lastContactAt, prospectCutoff)),
            notExists(db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, customers.id))),
            notExists(db.select({ id: invoices.id }).from(invoices).where(eq(invoices.customerId, customers.id))),
            notExists(db.select({ id: quotes.id }).from(quotes).where(eq(quotes.customerId, customers.id))),
            notExists(
              db
                .select({ id: contactMessages.id })
                .from(contactMessages)
                .where(eq(contactMessages.customerId, customers.id)),
            ),
            notExists(
              db
                .select({ id: contactHistory.id })
                .from(contactHistory)
                .where(and(eq(contactHistory.customerId, customers.id), gt(contactHistory.createdAt, prospectCutoff))),
            ),
          ),
        )
        .returning({ id: customers.id }),
      db
        .update(mailOutbox)
        .set({ html: '', text: '', attachments: [] })
        .where(
          and(
            inArray(mailOutbox.status, ['sent', 'kept_locally']),
            lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, before(periods.mailBodies).getTime()),
            or(sql`${mailOutbox.text} != ''`, sql`${mailOutbox.attachments} != '[]'`),
          ),
        )
        .returning({ id: mailOutbox.id }),
      db
        .delete(mailOutbox)
        .where(lt(mailOutbox.createdAt, before(periods.log)))
        .returning({ id: mailOutbox.id }),
      db
        .delete(auditLog)
        .where(lt(auditLog.at, before(periods.log)))
        .returning({ id: auditLog.id }),
    ])
  let results: Awaited<ReturnType<typeof batch>>
  try {
    results = await batch()
  } catch (error) {
    // Another run of this minute got there first: today's work is done (or being done) there.
    if (isUniqueViolation(error, 'notices_sent')) return null
    throw error
  }
  const [
    ,
    ,
    ,
    invoiceRows,
    bookingRows,
    ,
    messageRows,
    subscriberRows,
    waitingRows,
    quoteRows,
    prospectRows,
    mailBodyRows,
    mailRows,
    logRows,
  ] = results
  const report: RetentionReport = {
    invoices: invoiceRows.length,
    bookings: bookingRows.length,
    contactMessages: messageRows.length,
    signups: subscriberRows.length,
    waitingList: waitingRows.length,
    quotes: quoteRows.length,
    prospects: prospectRows.length,
    mailBodies: mailBodyRows.length,
    mails: mailRows.length,
    logEntries: logRows.length,
  }
  const summary = retentionSummary(report)
  if (summary) await audit(db, { actor: 'systeem', action: 'retention', summary }, now)
  return report
}

const labels: Record<keyof RetentionReport, [one: string, many: string]> = {
  contactMessages: ['contactbericht', 'contactberichten'],
  signups: ['nieuwsbriefadres', 'nieuwsbriefadressen'],
  waitingList: ['wachtlijstplek', 'wachtlijstplekken'],
  quotes: ['offerte', 'offertes'],
  prospects: ['prospect', 'prospects'],
  bookings: ['boeking zonder factuur', 'boekingen zonder factuur'],
  invoices: ['factuur ouder dan zeven jaar', 'facturen ouder dan zeven jaar'],
  mailBodies: ['mailinhoud', 'mailinhouden'],
  mails: ['oude mail', 'oude mails'],
  logEntries: ['logregel', 'logregels'],
}

/** One Dutch sentence for the log, or undefined when nothing was due. */
export function retentionSummary(report: RetentionReport): string | undefined {
  const parts = (Object.keys(labels) as (keyof RetentionReport)[])
    .filter((key) => report[key] > 0)
    .map((key) => `${report[key]} ${report[key] === 1 ? labels[key][0] : labels[key][1]}`)
  return parts.length > 0 ? `Bewaartermijnen verstreken, verwijderd: ${parts.join(', ')}` : undefined
}
