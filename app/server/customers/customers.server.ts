import { sql } from 'drizzle-orm'
import { invoiceAddressLine, invoiceDetailsOf, type PostedInvoiceDetails } from '~/lib/invoice-details'
import { customers } from '../../../db/schema'
import type { Db } from '../db/client.server'

export type ContactPerson = PostedInvoiceDetails & { name: string; email: string; phone?: string; address?: string }

/**
 * Finds the CRM customer by e-mail or creates one (prospect, from the website). An existing
 * customer keeps what the owner recorded; only empty fields are filled in (the address as a whole).
 * For use in a batch.
 */
export function upsertCustomer(db: Db, person: ContactPerson, at: Date) {
  const details = invoiceDetailsOf(person)
  const noAddress = sql`${customers.street} IS NULL`
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
    .onConflictDoUpdate({
      target: customers.email,
      set: {
        lastContactAt: at,
        company: sql`coalesce(${customers.company}, excluded.company)`,
        phone: sql`coalesce(${customers.phone}, excluded.phone)`,
        address: sql`coalesce(${customers.address}, excluded.address)`,
        kvk: sql`coalesce(${customers.kvk}, excluded.kvk)`,
        vatId: sql`coalesce(${customers.vatId}, excluded.vat_id)`,
        street: sql`CASE WHEN ${noAddress} THEN excluded.address_street ELSE ${customers.street} END`,
        postcode: sql`CASE WHEN ${noAddress} THEN excluded.address_postcode ELSE ${customers.postcode} END`,
        city: sql`CASE WHEN ${noAddress} THEN excluded.address_city ELSE ${customers.city} END`,
        country: sql`CASE WHEN ${noAddress} THEN excluded.address_country ELSE ${customers.country} END`,
      },
    })
}

/** The customer's id inside the same batch, by e-mail. */
export function customerIdOf(email: string) {
  return sql`(SELECT ${customers.id} FROM ${customers} WHERE ${customers.email} = ${email})`
}
