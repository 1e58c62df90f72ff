/**
 * Why D1 refused a write. SQLite names the constraint and the columns ("UNIQUE constraint failed:
 * invoices.year, invoices.sequence", "NOT NULL constraint failed: bookings.version"); Drizzle may
 * wrap D1's error, so the message is looked for on the error and each of its causes.
 */
export type ConstraintKind = 'UNIQUE' | 'NOT NULL' | 'CHECK' | 'FOREIGN KEY'

function messages(error: unknown): string[] {
  const found: string[] = []
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    found.push(current instanceof Error ? current.message : String(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return found
}

/** The columns (`table.column`) a constraint of `kind` failed on; undefined when it was not that. */
export function failedColumns(error: unknown, kind: ConstraintKind): string[] | undefined {
  for (const message of messages(error)) {
    const match = message.match(new RegExp(`${kind} constraint failed: ([\\w.]+(?:, [\\w.]+)*)`))
    if (match?.[1]) return match[1].split(', ')
  }
  return undefined
}

/** A unique key (or primary key) of `table` refused the write; with `column`, a key on that column. */
export function isUniqueViolation(error: unknown, table: string, column?: string): boolean {
  const columns = failedColumns(error, 'UNIQUE')
  return Boolean(columns?.some((name) => (column ? name === `${table}.${column}` : name.startsWith(`${table}.`))))
}

/** The guard of a guarded batch refused it: the row moved on since it was read (ADR 023). */
export function isStaleVersion(error: unknown, table: string): boolean {
  return Boolean(failedColumns(error, 'NOT NULL')?.includes(`${table}.version`))
}
