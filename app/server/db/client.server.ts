import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import * as schema from '../../../db/schema'

const clientOf = (d1: D1Database) => drizzle(d1, { schema })

export type Db = ReturnType<typeof clientOf>

/** Drizzle reads the whole schema to make a client: one per binding, not one per request. */
const clients = new WeakMap<D1Database, Db>()

export function getDb(d1: D1Database): Db {
  let db = clients.get(d1)
  if (!db) {
    db = clientOf(d1)
    clients.set(d1, db)
  }
  return db
}

/** A real round trip to D1 that touches the schema, so a missing migration fails too. */
export async function pingDatabase(d1: D1Database): Promise<void> {
  await getDb(d1).get(sql`select count(*) as n from ${schema.customers}`)
}
