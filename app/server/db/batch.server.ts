import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from './client.server'

/** One statement of a D1 batch. */
export type Statement = BatchItem<'sqlite'>

/** Runs the statements as one D1 batch: one transaction, all or nothing. None: nothing to do. */
export async function runBatch(db: Db, statements: Statement[]): Promise<void> {
  const [first, ...rest] = statements
  if (!first) return
  await db.batch([first, ...rest])
}
