/**
 * Pages of a list by keyset ("seek") pagination: a page starts after the sort key and id of the
 * last row of the page before it (`na`), or ends before the first row of the page after it
 * (`voor`). Unlike OFFSET it reads only the rows it shows, through the (key, id) index, however
 * far into 20,000 bookings the owner pages, and rows added meanwhile do not shift the pages.
 */
import { and, asc, desc, type SQL, sql } from 'drizzle-orm'
import type { RunnableQuery } from 'drizzle-orm/runnable-query'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { type Cursor, type ListQuery, PAGE_SIZE } from '~/lib/admin-lists'
import { reading } from './batch.server'

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

/** Newest first (or oldest first with `oud`), by creation time and then id. */
export function byCreation<Row extends { createdAt: Date; id: number | string }>(
  table: SQLiteTable & { createdAt: SQLiteColumn; id: SQLiteColumn },
  sort: string,
): SortKey<Row> {
  return {
    column: table.createdAt,
    id: table.id,
    direction: sort === 'oud' ? 'asc' : 'desc',
    cursorOf: (row) => [row.createdAt.getTime(), row.id],
  }
}

export const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value)

/** A query of a list, as a statement of a batch that reads `T`. */
export type ListStatement<T> = RunnableQuery<T, 'sqlite'>

/** Reads one page of a list and its total: the rows through `seek`, the count over the filters alone. */
export function paged<Row>(
  sort: SortKey<Row>,
  query: ListQuery,
  filters: SQL | undefined,
  rows: (where: SQL | undefined, orderBy: SQL[], limit: number) => ListStatement<Row[]>,
  total: (where: SQL | undefined) => ListStatement<{ n: number }[]>,
) {
  const { where, orderBy, limit, backwards } = seek(sort, query)
  return reading([rows(and(filters, where), orderBy, limit), total(filters)] as const, ([found, [counted]]) => ({
    ...pageOf(found, sort, query, backwards),
    total: counted?.n ?? 0,
  }))
}

/** D1 refuses a LIKE pattern longer than SQLite's default limit of 50 bytes. */
const LIKE_PATTERN_BYTES = 50

/**
 * Case-insensitive "contains" on any of the columns. LIKE ignores the case of ASCII letters as
 * lower() does, and is about four times faster over 20,000 rows (it builds no lowered string per
 * row); the term's own `%`, `_` and `\` are escaped, so they match themselves. A term too long for
 * a LIKE pattern is found with instr() on the lowered column, with the same result.
 */
export function matches(term: string, ...columns: SQL[]): SQL | undefined {
  const needle = term.trim().toLowerCase()
  if (!needle) return undefined
  const pattern = `%${needle.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const contains =
    new TextEncoder().encode(pattern).length <= LIKE_PATTERN_BYTES
      ? (column: SQL) => sql`${column} LIKE ${pattern} ESCAPE '\\'`
      : (column: SQL) => sql`instr(lower(coalesce(${column}, '')), ${needle}) > 0`
  // Bracketed: the filters and the page's cursor are ANDed on to the search as a whole.
  return sql`(${sql.join(columns.map(contains), sql` OR `)})`
}
