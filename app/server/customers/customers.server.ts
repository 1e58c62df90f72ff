import { sql } from 'drizzle-orm'
import { customers } from '../../../db/schema'
import type { Db } from '../db/client.server'

export type ContactPerson = { name: string; email: string; company?: string; phone?: string; address?: string }

/**
 * Finds the CRM customer by e-mail or creates one (prospect, from the website). An existing
 * customer keeps what the owner recorded; only empty fields are filled in. For use in a batch.
 */
export function upsertCustomer(db: Db, person: ContactPerson, at: Date) {
  return db
    .insert(customers)
    .values({
      name: person.name,
      email: person.email,
      company: person.company ?? null,
      phone: person.phone ?? null,
      address: person.address ?? null,
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
      },
    })
}

/** The customer's id inside the same batch, by e-mail. */
export function customerIdOf(email: string) {
  return sql`(SELECT ${customers.id} FROM ${customers} WHERE ${customers.email} = ${email})`
}
