/**
 * A customer's rights (AVG, issue 18): everything the venue holds about one customer, for an
 * export, and erasing it. What is found: the CRM record and its contact moments, the bookings,
 * invoices and payments, quotes, contact messages, newsletter and waiting-list entries, mail to
 * the address or about the bookings, and the log entries about the customer or the bookings.
 *
 * Erasing deletes all of it except what the tax authority requires for seven years: an invoice
 * keeps the name, company and address it was issued to (as issued), and the booking it is for
 * stays as an anonymous record of what was delivered. The log keeps its entries with the
 * personal details taken out, and gains one entry that says the customer was erased.
 */
import { type AnyColumn, and, eq, inArray, max, or, sql } from 'drizzle-orm'
import { toCsv } from '~/lib/csv'
import { amsterdamDate } from '~/lib/dates'
import { counted, formatLongDate } from '~/lib/format'
import { noInvoiceDetails } from '~/lib/invoice-details'
import {
  auditLog,
  bookingLaterDays,
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
  waitingList,
} from '../../../db/schema'
import { audit } from '../audit.server'
import { runBatch, type Statement } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { isStaleVersion } from '../db/constraints.server'

const sameAddress = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email}`

/** Everything about customer `id`, or undefined if there is no such customer. */
export async function customerData(db: Db, id: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id))
  if (!customer) return undefined
  const email = customer.email.toLowerCase()
  const customerBookings = await db
    .select()
    .from(bookings)
    .where(or(eq(bookings.customerId, id), sameAddress(bookings.email, email)))
    .orderBy(bookings.id)
  const bookingIds = customerBookings.map((booking) => booking.id)
  const [laterDays, customerInvoices] = await Promise.all([
    db
      .select({ bookingId: bookingLaterDays.bookingId, last: max(bookingLaterDays.date) })
      .from(bookingLaterDays)
      .where(inArray(bookingLaterDays.bookingId, bookingIds))
      .groupBy(bookingLaterDays.bookingId),
    db
      .select()
      .from(invoices)
      .where(
        or(
          eq(invoices.customerId, id),
          inArray(invoices.bookingId, bookingIds),
          sameAddress(invoices.customerEmail, email),
        ),
      )
      .orderBy(invoices.id),
  ])
  const invoiceIds = customerInvoices.map((invoice) => invoice.id)
  const aboutBookings = and(eq(auditLog.entity, 'booking'), inArray(auditLog.entityId, bookingIds))
  const [history, customerPayments, customerQuotes, messages, newsletter, waiting, log] = await Promise.all([
    db.select().from(contactHistory).where(eq(contactHistory.customerId, id)).orderBy(contactHistory.id),
    db.select().from(payments).where(inArray(payments.invoiceId, invoiceIds)).orderBy(payments.id),
    db.select().from(quotes).where(eq(quotes.customerId, id)).orderBy(quotes.id),
    db
      .select()
      .from(contactMessages)
      .where(or(eq(contactMessages.customerId, id), sameAddress(contactMessages.email, email)))
      .orderBy(contactMessages.id),
    db.select().from(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email)),
    db.select().from(waitingList).where(sameAddress(waitingList.email, email)).orderBy(waitingList.id),
    db
      .select()
      .from(auditLog)
      .where(or(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, id)), aboutBookings))
      .orderBy(auditLog.id),
  ])
  const mails = await db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(
      mailsAbout(email, {
        booking: bookingIds,
        invoice: invoiceIds,
        quote: customerQuotes.map((quote) => quote.id),
        contact_message: messages.map((message) => message.id),
      }),
    )
    .orderBy(mailOutbox.createdAt)
  return {
    customer,
    /** The last date of each booking of several dates (docs/decisions/028-multi-day-bookings.md). */
    lastDates: new Map(laterDays.map((row) => [row.bookingId, row.last ?? ''])),
    contactHistory: history,
    bookings: customerBookings,
    invoices: customerInvoices,
    payments: customerPayments,
    quotes: customerQuotes,
    contactMessages: messages,
    newsletter,
    waitingList: waiting,
    mails,
    log,
  }
}

export type CustomerData = NonNullable<Awaited<ReturnType<typeof customerData>>>

/**
 * The mail to, from or about the customer: sent to them, the venue's copy of what they sent (it
 * answers to them), and every mail about their bookings, invoices, quotes and messages, or that
 * names their address.
 */
const mailsAbout = (email: string, related: Record<'booking' | 'invoice' | 'quote' | 'contact_message', number[]>) =>
  or(
    sameAddress(mailOutbox.toAddress, email),
    sameAddress(mailOutbox.replyTo, email),
    sql`instr(lower(${mailOutbox.text}), ${email}) > 0`,
    ...Object.entries(related).map(([type, ids]) =>
      and(eq(mailOutbox.relatedType, type), inArray(mailOutbox.relatedId, ids)),
    ),
  )

const sections: Record<Exclude<keyof CustomerData, 'customer' | 'lastDates'>, string> = {
  contactHistory: 'contactmoment',
  bookings: 'boeking',
  invoices: 'factuur',
  payments: 'betaling',
  quotes: 'offerte',
  contactMessages: 'bericht',
  newsletter: 'nieuwsbrief',
  waitingList: 'wachtlijst',
  mails: 'mail',
  log: 'logboek',
}

const cellOf = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * The same data as one CSV a spreadsheet opens: a row per field (part, record, field, value), so
 * records of every kind fit in one file.
 */
export function customerDataCsv(data: CustomerData): string {
  const rows: string[][] = []
  const add = (part: string, record: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(record)) rows.push([part, cellOf(record.id), field, cellOf(value)])
  }
  add('klant', data.customer)
  for (const [key, part] of Object.entries(sections) as [keyof typeof sections, string][])
    for (const record of data[key]) add(part, record)
  return toCsv(['onderdeel', 'id', 'veld', 'waarde'], rows)
}

/**
 * What erasing will do, for the confirmation step. Bookings still to come (by their last date) and
 * mail to the customer still waiting to go out hold the erase back: the owner cancels or rejects
 * the bookings first, through their lifecycle, so the customer is told while the address exists
 * (docs/decisions/022-privacy-retention-and-erasure.md).
 */
export function erasePlan(data: CustomerData, today = amsterdamDate(new Date())) {
  const invoiced = new Set(data.invoices.map((invoice) => invoice.bookingId))
  const toCome = data.bookings
    .filter((booking) => booking.status !== 'geannuleerd' && (data.lastDates.get(booking.id) ?? booking.date) >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
  return {
    /** Bookings still to come, soonest first: cancelled or rejected first, then the customer can be erased. */
    toCome: toCome.map((booking) => ({ id: booking.id, date: booking.date, status: booking.status })),
    /** Mails to the customer the outbox still has to send (about a cancellation, say). */
    mailWaiting: data.mails.some(
      (mail) =>
        mail.toAddress.toLowerCase() === data.customer.email.toLowerCase() &&
        (mail.status === 'pending' || mail.status === 'sending'),
    ),
    bookingsDeleted: data.bookings.filter((booking) => !invoiced.has(booking.id)).length,
    bookingsKept: data.bookings.filter((booking) => invoiced.has(booking.id)).length,
    invoicesKept: data.invoices.length,
    quotes: data.quotes.length,
    messages: data.contactMessages.length,
    mails: data.mails.length,
    other: data.contactHistory.length + data.newsletter.length + data.waitingList.length,
  }
}

export type ErasePlan = ReturnType<typeof erasePlan>

/** Why the customer cannot be erased yet, in Dutch; undefined when they can. */
export function eraseRefusal(plan: ErasePlan): string | undefined {
  if (plan.toCome.length > 0)
    return (
      `Deze klant heeft nog ${counted(plan.toCome.length, 'boeking', 'boekingen')} die nog ` +
      `${plan.toCome.length === 1 ? 'moet' : 'moeten'} plaatsvinden: ` +
      `${plan.toCome.map((booking) => formatLongDate(booking.date)).join(', ')}. Annuleer of weiger ` +
      `${plan.toCome.length === 1 ? 'die' : 'ze'} eerst, dan krijgt de klant daar nog bericht van. ` +
      'Daarna kun je de klant wissen.'
    )
  if (plan.mailWaiting)
    return (
      'Er staat nog een e-mail aan deze klant klaar om te versturen (zie Uitgaande mail). Wissen kan zodra die ' +
      'verstuurd is; probeer het over een paar minuten opnieuw.'
    )
  return undefined
}

const ERASED = '[gewist]'

/** Takes a customer's details out of a text (a log summary), longest first. */
export function scrub(text: string, details: (string | null | undefined)[]): string {
  return details
    .filter((detail): detail is string => Boolean(detail && detail.trim().length >= 3))
    .sort((a, b) => b.length - a.length)
    .reduce((result, detail) => result.split(detail).join(ERASED), text)
}

export type EraseOutcome = { kind: 'erased'; plan: ErasePlan } | { kind: 'refused'; reason: string }

/** Enough for an erase that races the customer's own clicks: each round re-reads and tries again. */
const ERASE_ATTEMPTS = 5

/**
 * Erases customer `id` (see above) in one batch, or says why not yet (eraseRefusal); undefined when
 * there is no such customer. The batch starts by moving every booking it touches from the version
 * it read to the next, as a lifecycle event does (app/server/bookings/effects.server.ts): an event
 * that lands in between (a confirmation, a payment) fails the batch, and the erase reads again.
 */
export async function eraseCustomer(db: Db, id: number, now: number): Promise<EraseOutcome | undefined> {
  for (let attempt = 1; attempt <= ERASE_ATTEMPTS; attempt += 1) {
    const data = await customerData(db, id)
    if (!data) return undefined
    const plan = erasePlan(data, amsterdamDate(new Date(now)))
    const reason = eraseRefusal(plan)
    if (reason) return { kind: 'refused', reason }
    try {
      await runBatch(db, eraseStatements(db, data, plan, now))
      return { kind: 'erased', plan }
    } catch (error) {
      if (!isStaleVersion(error, 'bookings')) throw error
    }
  }
  return { kind: 'refused', reason: 'Er gebeurde tegelijk iets met een boeking van deze klant. Probeer het opnieuw.' }
}

function eraseStatements(db: Db, data: CustomerData, plan: ErasePlan, now: number): Statement[] {
  const { id } = data.customer
  const email = data.customer.email.toLowerCase()
  // A booking with an invoice and its credit note is one booking: kept, logged and versioned once.
  const invoiced = new Set(data.invoices.map((invoice) => invoice.bookingId))
  const bookingIds = data.bookings.map((booking) => booking.id)
  const invoicedIds = bookingIds.filter((bookingId) => invoiced.has(bookingId))
  const deletedIds = bookingIds.filter((bookingId) => !invoiced.has(bookingId))
  const details = [
    data.customer.name,
    data.customer.email,
    data.customer.phone,
    data.customer.company,
    data.customer.address,
    data.customer.street,
    ...data.bookings.flatMap((booking) => [
      booking.name,
      booking.email,
      booking.phone,
      booking.company,
      booking.street,
      booking.customerReference,
    ]),
  ]
  return [
    ...data.bookings.map((booking) =>
      db
        .update(bookings)
        .set({ version: sql`CASE WHEN ${bookings.version} = ${booking.version} THEN ${booking.version + 1} END` })
        .where(eq(bookings.id, booking.id)),
    ),
    // A kept booking is the anonymous record of what was delivered: the invoice holds whom it was for.
    db
      .update(bookings)
      .set({
        name: 'Gewiste klant',
        email: '',
        phone: null,
        address: null,
        message: null,
        ...noInvoiceDetails,
        customerReference: null,
      })
      .where(inArray(bookings.id, invoicedIds)),
    db
      .update(bookings)
      .set({ name: 'Gewiste klant', email: '', phone: null, company: null, address: null, message: null })
      .where(inArray(bookings.id, invoicedIds)),
    db
      .update(invoices)
      .set({ customerEmail: '', customerId: null })
      .where(
        inArray(
          invoices.id,
          data.invoices.map((invoice) => invoice.id),
        ),
      ),
    db.delete(noticesSent).where(and(eq(noticesSent.entity, 'booking'), inArray(noticesSent.entityId, deletedIds))),
    db.delete(bookings).where(inArray(bookings.id, deletedIds)),
    db.delete(quotes).where(eq(quotes.customerId, id)),
    db.delete(contactMessages).where(or(eq(contactMessages.customerId, id), sameAddress(contactMessages.email, email))),
    db.delete(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email)),
    db.delete(waitingList).where(sameAddress(waitingList.email, email)),
    db.delete(mailOutbox).where(
      inArray(
        mailOutbox.id,
        data.mails.map((mail) => mail.id),
      ),
    ),
    ...data.log.map((entry) =>
      db
        .update(auditLog)
        .set({ summary: scrub(entry.summary, details), changes: null })
        .where(eq(auditLog.id, entry.id)),
    ),
    db.delete(customers).where(eq(customers.id, id)),
    // A kept booking's own history says why it has no name any more (and counts the change).
    ...invoicedIds.map((bookingId) =>
      audit(
        db,
        {
          actor: 'eigenaar',
          entity: 'booking',
          entityId: bookingId,
          action: 'booking.erase',
          summary: 'Klantgegevens gewist op verzoek; de boeking blijft bewaard bij haar facturen',
        },
        now,
      ),
    ),
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'customer',
        entityId: id,
        action: 'customer.erase',
        summary:
          `Klantnummer ${id} gewist op verzoek: ${counted(plan.bookingsDeleted, 'boeking', 'boekingen')} ` +
          `verwijderd, ${counted(plan.bookingsKept, 'boeking', 'boekingen')} met factuur geanonimiseerd ` +
          `(${counted(plan.invoicesKept, 'factuur', 'facturen')} bewaard voor de fiscus)`,
      },
      now,
    ),
  ]
}
