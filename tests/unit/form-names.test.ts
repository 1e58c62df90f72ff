import { expect, test } from 'vitest'
import { MAX_BOOKING_DAYS } from '~/lib/booking-days'
import {
  formShapeProblem,
  MAX_FORM_DEPTH,
  MAX_FORM_FIELDS,
  MAX_FORM_LIST,
  MAX_FORM_NAME_LENGTH,
} from '~/lib/form-names'
import { formValuesOf } from '~/lib/offer-schemas'
import { MAX_EXTRAS, type PriceList } from '~/lib/price-list'
import { listWithExtras } from '../support/price-lists'

/** The names conform gives the fields of a form with these values: `room.halfDayCents`, `extras[3].label`. */
function namesOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => namesOf(item, `${path}[${index}]`))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => namesOf(item, path ? `${path}.${key}` : key))
  return [path]
}

test('the fullest form of ours passes: a price list with every extra it may have and the rows for new ones', () => {
  const [extra] = listWithExtras.entries.filter((entry) => entry.kind === 'extra')
  if (!extra) throw new Error('no extra')
  const full: PriceList = {
    ...listWithExtras,
    entries: [
      ...listWithExtras.entries.filter((entry) => entry.kind !== 'extra'),
      ...Array.from({ length: MAX_EXTRAS }, (_, index) => ({ ...extra, key: `extra-${index}`, position: index + 1 })),
    ],
  }
  const names = ['intent', 'formToken', 'website', ...namesOf(formValuesOf(full))]
  expect(names).toContain(`extras[${MAX_EXTRAS + 1}].vatRate`)
  expect(formShapeProblem(names)).toBeUndefined()
})

test('a request with every date it may have passes, as the calculator names them', () => {
  const later = Array.from({ length: MAX_BOOKING_DAYS - 1 }, (_, index) =>
    ['date', 'dayParts', 'numPeople', 'meetingType', 'lunchType'].map((field) => `laterDates[${index}].${field}`),
  ).flat()
  expect(formShapeProblem(['date', 'numPeople', 'extras[0]', ...later])).toBeUndefined()
})

test('a list index past the longest list of any form is refused before conform makes an array that long', () => {
  expect(formShapeProblem([`extras[${MAX_FORM_LIST - 1}]`])).toBeUndefined()
  expect(formShapeProblem([`extras[${MAX_FORM_LIST}]`])).toBe('name')
  expect(formShapeProblem(['laterDates[50000000].date'])).toBe('name')
  expect(formShapeProblem(['laterDays[99999999999999999999].numPeople'])).toBe('name')
})

test('a name nested deeper than any of ours is refused, dotted or bracketed', () => {
  const dotted = (depth: number) => `a${'.a'.repeat(depth - 1)}`
  expect(formShapeProblem([dotted(MAX_FORM_DEPTH)])).toBeUndefined()
  expect(formShapeProblem([dotted(MAX_FORM_DEPTH + 1)])).toBe('name')
  expect(formShapeProblem([dotted(20_000)])).toBe('name')
  expect(formShapeProblem([`laterDates${'[0]'.repeat(MAX_FORM_DEPTH)}`])).toBe('name')
})

test('more fields than any form has, a name longer than any, a broken path and conform’s intent are refused', () => {
  const fields = (count: number) => Array.from({ length: count }, (_, index) => `f${index}`)
  expect(formShapeProblem(fields(MAX_FORM_FIELDS))).toBeUndefined()
  expect(formShapeProblem(fields(MAX_FORM_FIELDS + 1))).toBe('fields')
  expect(formShapeProblem(['n'.repeat(MAX_FORM_NAME_LENGTH)])).toBeUndefined()
  expect(formShapeProblem(['n'.repeat(MAX_FORM_NAME_LENGTH + 1)])).toBe('name')
  for (const name of ['', 'a[', 'a]', '[0]', 'a..b', 'a.[0]', 'a[-1]', 'a[1e3]', '.a', 'a.', 'a b', '__INTENT__'])
    expect(formShapeProblem([name]), name).toBe('name')
})
