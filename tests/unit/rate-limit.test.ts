import { expect, test } from 'vitest'
import { decide } from '~/lib/rate-window'

const rule = { bucket: 'contact', limit: 5, windowMs: 10 * 60_000 } // the public forms' limit
const MINUTE = 60_000

test('within one window the fifth submission is the last one allowed', () => {
  expect(decide(rule, { current: 4, previous: 0 }, 3 * MINUTE)).toEqual({ allowed: true })
  expect(decide(rule, { current: 5, previous: 0 }, 3 * MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 7 * 60 })
})

test('a burst across the boundary of two windows counts as one burst', () => {
  // Five within a minute, whichever way they fall on either side of the boundary.
  for (const previous of [1, 2, 3, 4, 5]) {
    expect(
      decide(rule, { current: 5 - previous, previous }, 0.5 * MINUTE),
      `${previous} before the boundary`,
    ).toMatchObject({ allowed: false })
  }
  expect(decide(rule, { current: 2, previous: 3 }, 0.5 * MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 170 })
})

test('the previous window counts for less the further this window has run', () => {
  expect(decide(rule, { current: 0, previous: 5 }, 0)).toEqual({ allowed: false, retryAfterSeconds: 120 })
  expect(decide(rule, { current: 1, previous: 5 }, MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 180 })
  expect(decide(rule, { current: 1, previous: 5 }, 4 * MINUTE)).toEqual({ allowed: true })
  expect(decide(rule, { current: 0, previous: 20 }, 9 * MINUTE)).toEqual({ allowed: true })
})
