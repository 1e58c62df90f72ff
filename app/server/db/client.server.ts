import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import * as schema from '../../../db/schema'

export function getDb(d1: D1Database) {
  return drizzle(d1, { schema })
}

export type Db = ReturnType<typeof getDb>

/** A real round trip to D1 that touches the schema, so a missing migration fails too. */
export async function pingDatabase(d1: D1Database): Promise<void> {
  await getDb(d1).get(sql`select count(*) as n from ${schema.customers}`)
}
