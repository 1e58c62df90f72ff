/** The small CRM: customers, their contact moments, bookings and quotes. */

import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { type ContactMoment, type CustomerForm, contactTypeLabels } from '~/lib/admin-schemas'
import { invoiceAddressLine, invoiceDetailsOf } from '~/lib/invoice-details'
import { auditLog, bookings, contactHistory, contactMessages, customers, quotes } from '../../../db/schema'
import { audit } from '../audit.server'
import { reading, readOne } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { isUniqueViolation } from '../db/constraints.server'
import { customerColumns } from './queries.server'

export type CrmResult<T> = { ok: true; value: T } | { ok: false; field: 'email'; duplicate: true }

async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(exceptId ? and(eq(customers.email, email), ne(customers.id, exceptId)) : eq(customers.email, email))
  return row !== undefined
}

export async function addCustomer(db: Db, form: CustomerForm, now: number): Promise<CrmResult<number>> {
  if (await emailTaken(db, form.email)) return { ok: false, field: 'email', duplicate: true }
  // Inside the batch the newest customer is this one.
  const customerId = sql`(SELECT max(${customers.id}) FROM ${customers})`
  try {
    await db.batch([
      db.insert(customers).values({ ...nullable(form), createdAt: new Date(now) }),
      audit(
        db,
        {
          actor: 'eigenaar',
          entity: 'customer',
          entityId: customerId,
          action: 'customer.create',
          summary: `Klant toegevoegd: ${form.name} (${form.email})`,
        },
        now,
      ),
    ])
  } catch (error) {
    // Another request added the same address in between.
    if (isUniqueViolation(error, 'customers', 'email')) return { ok: false, field: 'email', duplicate: true }
    throw error
  }
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, form.email))
  return { ok: true, value: row?.id ?? 0 }
}

export async function updateCustomer(
  db: Db,
  id: number,
  form: CustomerForm,
  now: number,
): Promise<CrmResult<number> | undefined> {
  const [before] = await db.select().from(customers).where(eq(customers.id, id))
  if (!before) return undefined
  if (await emailTaken(db, form.email, id)) return { ok: false, field: 'email', duplicate: true }
  const after = nullable(form)
  const changes = Object.fromEntries(
    Object.entries(after)
      .filter(([field, value]) => before[field as keyof typeof after] !== value)
      .map(([field, value]) => [field, [before[field as keyof typeof after], value]]),
  ) as Record<string, [unknown, unknown]>
  if (Object.keys(changes).length === 0) return { ok: true, value: id }
  await db.batch([
    db
      .update(customers)
      .set({ ...after, updatedAt: new Date(now) })
      .where(eq(customers.id, id)),
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'customer',
        entityId: id,
        action: 'customer.update',
        summary: `Klantgegevens gewijzigd: ${Object.keys(changes).map(fieldLabel).join(', ')}`,
        changes,
      },
      now,
    ),
  ])
  return { ok: true, value: id }
}

const fieldLabels: Record<string, string> = {
  name: 'naam',
  email: 'e-mail',
  company: 'bedrijf',
  phone: 'telefoon',
  address: 'adres',
  notes: 'notities',
  industry: 'branche',
  customerType: 'type',
  source: 'bron',
}
const fieldLabel = (field: string) => fieldLabels[field] ?? field

export async function addContactMoment(
  db: Db,
  customerId: number,
  moment: ContactMoment,
  now: number,
): Promise<boolean> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId))
  if (!customer) return false
  await db.batch([
    db.insert(contactHistory).values({
      customerId,
      contactType: moment.contactType,
      subject: moment.subject,
      description: moment.description ?? null,
      outcome: moment.outcome ?? null,
      nextAction: moment.nextAction ?? null,
      contactedBy: moment.contactedBy,
      createdAt: new Date(now),
    }),
    db
      .update(customers)
      .set({ lastContactAt: new Date(now) })
      .where(eq(customers.id, customerId)),
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'customer',
        entityId: customerId,
        action: 'customer.contact',
        summary: `Contactmoment vastgelegd: ${contactTypeLabels[moment.contactType]}, "${moment.subject}"`,
      },
      now,
    ),
  ])
  return true
}

/** A customer with their history, bookings, quotes and messages, in one round trip. */
export const getCustomer = (db: Db, id: number) => readOne(db, customerReading(db, id))

export function customerReading(db: Db, id: number) {
  return reading(
    [
      db.select(customerColumns).from(customers).where(eq(customers.id, id)),
      db
        .select()
        .from(contactHistory)
        .where(eq(contactHistory.customerId, id))
        .orderBy(desc(contactHistory.createdAt), desc(contactHistory.id)),
      db
        .select({
          id: bookings.id,
          date: bookings.date,
          dayParts: bookings.dayParts,
          numPeople: bookings.numPeople,
          totalCents: bookings.totalCents,
          status: bookings.status,
          lastDecision: bookings.lastDecision,
        })
        .from(bookings)
        .where(eq(bookings.customerId, id))
        .orderBy(desc(bookings.date)),
      db
        .select({
          id: quotes.id,
          quoteNumber: quotes.quoteNumber,
          totalInclVatCents: quotes.totalInclVatCents,
          validUntil: quotes.validUntil,
          status: quotes.status,
        })
        .from(quotes)
        .where(eq(quotes.customerId, id))
        .orderBy(desc(quotes.createdAt)),
      db
        .select({ id: contactMessages.id, subject: contactMessages.subject, createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(eq(contactMessages.customerId, id)),
    ] as const,
    ([[customer], history, customerBookings, customerQuotes, messages]) =>
      customer && { customer, history, bookings: customerBookings, quotes: customerQuotes, messages },
  )
}

function nullable(form: CustomerForm) {
  const details = invoiceDetailsOf(form)
  return {
    name: form.name,
    email: form.email,
    company: form.company ?? null,
    phone: form.phone ?? null,
    // The structured invoice address is the line shown; an older free line stays until there is one.
    address: invoiceAddressLine(details) ?? form.address ?? null,
    ...details,
    notes: form.notes ?? null,
    industry: form.industry ?? null,
    customerType: form.customerType,
    source: form.source,
  }
}

/** What was done to this customer and to their bookings, newest first (the audit log). */
export function customerLog(db: Db, customerId: number) {
  return db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, customerId)),
        and(
          eq(auditLog.entity, 'booking'),
          inArray(
            auditLog.entityId,
            db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, customerId)),
          ),
        ),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(200)
}
