import type { BatchItem, BatchResponse } from 'drizzle-orm/batch'
import type { Db } from './client.server'

/** One statement of a D1 batch. */
export type Statement = BatchItem<'sqlite'>

/** Runs the statements as one D1 batch: one transaction, all or nothing. None: nothing to do. */
export async function runBatch(db: Db, statements: Statement[]): Promise<void> {
  const [first, ...rest] = statements
  if (!first) return
  await db.batch([first, ...rest])
}

/**
 * What a page or use case reads, as statements and what to make of their rows, so that readings
 * from several modules go to D1 together, in one batch (`readTogether`): one round trip, one
 * consistent moment.
 */
export type Reading<T> = { statements: Statement[]; result: (rows: unknown[]) => T }

/** A reading of these statements; `result` gets their rows, typed, in the same order. */
export function reading<const Q extends readonly Statement[], T>(
  statements: Q,
  result: (rows: BatchResponse<Q>) => T,
): Reading<T> {
  return { statements: [...statements], result: (rows) => result(rows as BatchResponse<Q>) }
}

/** A reading of one query's rows, as they come. */
export const rowsOf = <Q extends Statement>(query: Q) => reading([query] as const, ([rows]) => rows)

/** A reading that needs no query: for a part of a page that this request does not show. */
export const known = <T>(value: T): Reading<T> => ({ statements: [], result: () => value })

/** The readings' results by name, from one D1 batch (none if no reading has a statement). */
export async function readTogether<R extends Record<string, Reading<unknown>>>(
  db: Db,
  readings: R,
): Promise<{ [K in keyof R]: ReadingOf<R[K]> }> {
  const parts = Object.entries(readings)
  const statements = parts.flatMap(([, part]) => part.statements)
  const [first, ...rest] = statements
  const rows: unknown[] = first ? await db.batch([first, ...rest]) : []
  let offset = 0
  const results: Record<string, unknown> = {}
  for (const [name, part] of parts) {
    results[name] = part.result(rows.slice(offset, offset + part.statements.length))
    offset += part.statements.length
  }
  return results as { [K in keyof R]: ReadingOf<R[K]> }
}

/** One reading's result, in one round trip. */
export async function readOne<T>(db: Db, one: Reading<T>): Promise<T> {
  return (await readTogether(db, { one })).one
}

/** What a reading reads. */
export type ReadingOf<R> = R extends Reading<infer T> ? T : never

/** The same reading, its result made into another. */
export const mapReading = <T, U>(read: Reading<T>, map: (value: T) => U): Reading<U> => ({
  statements: read.statements,
  result: (rows) => map(read.result(rows)),
})

/** A statement's SQL and parameters, as D1 gets them (for EXPLAIN QUERY PLAN in the tests and the bench). */
export function sqlOf(statement: Statement): { sql: string; params: unknown[] } {
  return (statement as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL()
}

/**
 * `db`, but its first batch sends `carried`'s statements in front of its own: a reading that rides
 * on whatever the request reads first, without a round trip of its own (the owner's session,
 * app/server/admin/guard.server.ts). Every other call goes to `db` unchanged. `result()` is the
 * carried reading's result, from that batch, or read on its own when no batch was sent.
 */
export function carrying<T>(db: Db, carried: Reading<T>): { db: Db; result: () => Promise<T> } {
  const size = carried.statements.length
  let result: Promise<T> | undefined
  const batch = (async (statements: Statement[]) => {
    if (result) return db.batch(statements as [Statement, ...Statement[]])
    const sent = db.batch([...carried.statements, ...statements] as [Statement, ...Statement[]])
    result = sent.then((rows) => carried.result(rows.slice(0, size)))
    // Its failure is the batch's, thrown to its caller; result() throws it again.
    result.catch(() => undefined)
    return (await sent).slice(size)
  }) as Db['batch']
  const proxy = new Proxy(db, {
    get: (target, property, receiver) => (property === 'batch' ? batch : Reflect.get(target, property, receiver)),
  })
  return { db: proxy, result: () => (result ??= readOne(db, carried)) }
}
