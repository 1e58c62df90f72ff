/** Reading customers: the admin list (app/lib/admin-lists.ts) with totals from confirmed bookings, and the export. */
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { ListQuery } from '~/lib/admin-lists'
import { customers, customerTypes } from '../../../db/schema'
import type { Db } from '../db/client.server'
import { byCreation, matches, oneOf, paged, type SortKey } from '../db/keyset.server'

/**
 * Totals per customer from confirmed bookings only. Written out with aliases: Drizzle renders
 * column references in a sql`` subquery unqualified, which would bind "id" to the inner table.
 * (A backslash at the end of a line inside the query continues it: the SQL stays one line.)
 */
export const customerTotals = {
  totalBookings: sql<number>`(SELECT count(*) FROM bookings b \
WHERE b.customer_id = "customers"."id" AND b.status = 'bevestigd')`,
  totalRevenueCents: sql<number>`(SELECT coalesce(sum(b.total_cents), 0) FROM bookings b \
WHERE b.customer_id = "customers"."id" AND b.status = 'bevestigd')`,
}

/** A customer's invoice details as the CRM keeps them (app/lib/invoice-details.ts). */
export const customerInvoiceDetailColumns = {
  company: customers.company,
  kvk: customers.kvk,
  vatId: customers.vatId,
  street: customers.street,
  postcode: customers.postcode,
  city: customers.city,
  country: customers.country,
}

/** Every field of a customer the spec (§3) names, as the admin list and the JSON API show it; revenue in cents. */
export const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  address: customers.address,
  ...customerInvoiceDetailColumns,
  notes: customers.notes,
  customerType: customers.customerType,
  industry: customers.industry,
  source: customers.source,
  ...customerTotals,
  lastContactAt: customers.lastContactAt,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
}

export function customersPage(db: Db, query: ListQuery) {
  const filters = and(
    matches(query.q, sql`${customers.name}`, sql`${customers.email}`, sql`${customers.company}`),
    oneOf(customerTypes, query.type)
      ? eq(customers.customerType, oneOf(customerTypes, query.type) ?? 'lead')
      : undefined,
  )
  const sort: SortKey<{ id: number; name: string; createdAt: Date }> =
    query.sort === 'naam'
      ? { column: customers.name, id: customers.id, direction: 'asc', cursorOf: (row) => [row.name, row.id] }
      : byCreation(customers, query.sort)
  return paged(
    sort,
    query,
    filters,
    (where, orderBy, limit) =>
      db
        .select(customerColumns)
        .from(customers)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    (where) => db.select({ n: count() }).from(customers).where(where),
  )
}

/** Everything, newest first, for the CSV exports. */
export function allCustomers(db: Db) {
  return db.select(customerColumns).from(customers).orderBy(desc(customers.createdAt), desc(customers.id))
}
