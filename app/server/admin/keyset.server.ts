/**
 * Pages of a list by keyset ("seek") pagination: a page starts after the sort key and id of the
 * last row of the page before it (`na`), or ends before the first row of the page after it
 * (`voor`). Unlike OFFSET it reads only the rows it shows, through the (key, id) index, however
 * far into 20,000 bookings the owner pages, and rows added meanwhile do not shift the pages.
 */
import { asc, desc, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { type Cursor, PAGE_SIZE } from '~/lib/admin-lists'

export type SortKey<Row> = {
  column: SQLiteColumn
  id: SQLiteColumn
  direction: 'asc' | 'desc'
  /** The cursor of a row: its value of `column` as stored (instants as milliseconds) and its id. */
  cursorOf: (row: Row) => Cursor
}

export type Page<Row> = { rows: Row[]; next?: string; previous?: string }

/** The condition and order that read one page from the cursor, and whether it is read backwards. */
export function seek<Row>(sort: SortKey<Row>, at: { after?: Cursor; before?: Cursor }) {
  const reference = at.after ?? at.before
  const backwards = !at.after && at.before !== undefined
  const ascending = (sort.direction === 'asc') !== backwards
  const where: SQL | undefined = reference
    ? ascending
      ? sql`(${sort.column}, ${sort.id}) > (${reference[0]}, ${reference[1]})`
      : sql`(${sort.column}, ${sort.id}) < (${reference[0]}, ${reference[1]})`
    : undefined
  const orderBy = ascending ? [asc(sort.column), asc(sort.id)] : [desc(sort.column), desc(sort.id)]
  return { where, orderBy, limit: PAGE_SIZE + 1, backwards }
}

/** The page from the rows `seek` read (one more than a page, to know whether there is more). */
export function pageOf<Row>(
  rows: Row[],
  sort: SortKey<Row>,
  at: { after?: Cursor; before?: Cursor },
  backwards: boolean,
): Page<Row> {
  const more = rows.length > PAGE_SIZE
  const page = rows.slice(0, PAGE_SIZE)
  if (backwards) page.reverse()
  const first = page[0]
  const last = page.at(-1)
  const hasPrevious = backwards ? more : at.after !== undefined
  const hasNext = backwards ? true : more
  return {
    rows: page,
    previous: hasPrevious && first ? JSON.stringify(sort.cursorOf(first)) : undefined,
    next: hasNext && last ? JSON.stringify(sort.cursorOf(last)) : undefined,
  }
}
