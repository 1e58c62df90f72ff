import { afterEach, beforeEach, vi } from 'vitest'

/**
 * An unexpected console.error fails the test. A test that expects one (an error page, a
 * failing dependency) says so with `expectConsoleError()` before acting.
 */
let allowed = 0
let unexpected: unknown[][] = []

beforeEach(() => {
  allowed = 0
  unexpected = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (allowed > 0) allowed -= 1
    else unexpected.push(args)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpected.map((args) => args.map(String).join(' ')).join('\n')}`)
  }
})

export function expectConsoleError(times = 1) {
  allowed += times
}
