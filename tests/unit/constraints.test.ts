import { expect, test } from 'vitest'
import { failedColumns, isStaleVersion, isUniqueViolation } from '~/server/db/constraints.server'

/** As D1 words them, wrapped the way Drizzle wraps a failed query. */
const d1 = (message: string) =>
  new Error('Failed query: insert into ...', { cause: new Error(`D1_ERROR: ${message}: SQLITE_CONSTRAINT`) })

test('a unique key is recognised by its table and column, wherever in the chain of causes it is named', () => {
  const taken = d1('UNIQUE constraint failed: invoices.year, invoices.sequence')
  expect(failedColumns(taken, 'UNIQUE')).toEqual(['invoices.year', 'invoices.sequence'])
  expect(isUniqueViolation(taken, 'invoices')).toBe(true)
  expect(isUniqueViolation(taken, 'invoices', 'sequence')).toBe(true)
  expect(isUniqueViolation(taken, 'invoices', 'number')).toBe(false)
  expect(isUniqueViolation(taken, 'booking_slots')).toBe(false)
  // A table whose name starts like another's is not that other table.
  expect(isUniqueViolation(d1('UNIQUE constraint failed: notices_sent.entity'), 'notices')).toBe(false)
})

test('the guard of a guarded batch is a NOT NULL on the version; nothing else is mistaken for it', () => {
  expect(isStaleVersion(d1('NOT NULL constraint failed: bookings.version'), 'bookings')).toBe(true)
  expect(isStaleVersion(d1('NOT NULL constraint failed: bookings.name'), 'bookings')).toBe(false)
  expect(isStaleVersion(d1('UNIQUE constraint failed: bookings.version'), 'bookings')).toBe(false)
  expect(isStaleVersion(new Error('Network connection lost'), 'bookings')).toBe(false)
  expect(isUniqueViolation('not an error', 'bookings')).toBe(false)
})
