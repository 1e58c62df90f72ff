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
import { type AnyColumn, and, eq, inArray, or, sql } from 'drizzle-orm'
import { toCsv } from '~/lib/csv'
import { amsterdamDate } from '~/lib/dates'
import { counted } from '~/lib/format'
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
  waitingList,
} from '../../../db/schema'
import { audit } from '../audit.server'
import type { Db } from '../db/client.server'

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
  const customerInvoices = await db
    .select()
    .from(invoices)
    .where(
      or(
        eq(invoices.customerId, id),
        inArray(invoices.bookingId, bookingIds),
        sameAddress(invoices.customerEmail, email),
      ),
    )
    .orderBy(invoices.id)
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

const sections: Record<Exclude<keyof CustomerData, 'customer'>, string> = {
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

/** What erasing will do, for the confirmation step. */
export function erasePlan(data: CustomerData, today = amsterdamDate(new Date())) {
  const invoiced = new Set(data.invoices.map((invoice) => invoice.bookingId))
  const toCome = data.bookings
    .filter((booking) => booking.status !== 'geannuleerd' && booking.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
  return {
    /** Bookings still to come, soonest first: the owner is told before confirming. */
    toCome: toCome.map((booking) => ({ date: booking.date, invoiced: invoiced.has(booking.id) })),
    upcoming: toCome.filter((booking) => !invoiced.has(booking.id)).length,
    bookingsDeleted: data.bookings.filter((booking) => !invoiced.has(booking.id)).length,
    bookingsKept: data.bookings.filter((booking) => invoiced.has(booking.id)).length,
    invoicesKept: data.invoices.length,
    quotes: data.quotes.length,
    messages: data.contactMessages.length,
    mails: data.mails.length,
    other: data.contactHistory.length + data.newsletter.length + data.waitingList.length,
  }
}

const ERASED = '[gewist]'

/** Takes a customer's details out of a text (a log summary), longest first. */
export function scrub(text: string, details: (string | null | undefined)[]): string {
  return details
    .filter((detail): detail is string => Boolean(detail && detail.trim().length >= 3))
    .sort((a, b) => b.length - a.length)
    .reduce((result, detail) => result.split(detail).join(ERASED), text)
}

/** Erases customer `id` (see above) in one batch; answers the plan it carried out, or undefined. */
export async function eraseCustomer(db: Db, id: number, now: number) {
  const data = await customerData(db, id)
  if (!data) return undefined
  const plan = erasePlan(data)
  const email = data.customer.email.toLowerCase()
  const invoicedIds = data.invoices.flatMap((invoice) => (invoice.bookingId === null ? [] : [invoice.bookingId]))
  const deletedIds = data.bookings.map((booking) => booking.id).filter((bookingId) => !invoicedIds.includes(bookingId))
  const details = [
    data.customer.name,
    data.customer.email,
    data.customer.phone,
    data.customer.company,
    data.customer.address,
    ...data.bookings.flatMap((booking) => [booking.name, booking.email, booking.phone, booking.company]),
  ]
  await db.batch([
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
  ])
  return plan
}
