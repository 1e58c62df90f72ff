import { sql } from 'drizzle-orm'
import { invoiceAddressLine, invoiceDetailsOf, type PostedInvoiceDetails } from '~/lib/invoice-details'
import { customers } from '../../../db/schema'
import type { Db } from '../db/client.server'

export type ContactPerson = PostedInvoiceDetails & { name: string; email: string; phone?: string; address?: string }

/**
 * Finds the CRM customer by e-mail or creates one (prospect, from the website). A public form
 * proves nobody's identity, so an existing customer keeps its record as it is: anyone can type
 * another's address, and what they typed stays on their own request, quote or message. For use in
 * a batch.
 */
export function upsertCustomer(db: Db, person: ContactPerson, at: Date) {
  const details = invoiceDetailsOf(person)
  return db
    .insert(customers)
    .values({
      name: person.name,
      email: person.email,
      company: person.company ?? null,
      phone: person.phone ?? null,
      address: invoiceAddressLine(details) ?? person.address ?? null,
      ...details,
      customerType: 'prospect',
      source: 'website',
      lastContactAt: at,
      createdAt: at,
    })
    .onConflictDoUpdate({ target: customers.email, set: { lastContactAt: at } })
}

/** The customer's id inside the same batch, by e-mail. */
export function customerIdOf(email: string) {
  return sql`(SELECT ${customers.id} FROM ${customers} WHERE ${customers.email} = ${email})`
}
