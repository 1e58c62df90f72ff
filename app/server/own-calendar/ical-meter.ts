/**
 * A meter on ical.js's recurrence iterator, which has no bound of its own: a rule that seldom
 * matches walks day by day for decades inside one `next()`, a time zone's rules are expanded from
 * the year they began. While `metered` runs, each step of the iterator (its `next_*`, `increment_*`,
 * `expand_*` and rule checks; the ones that loop) takes a tick off the budget, and a step past the
 * budget throws `BudgetSpent` out of ical.js, which stops that expansion; whatever was being read
 * is skipped (docs/decisions/035-the-owners-own-calendar.md). Outside `metered` the steps cost
 * nothing extra. The read is synchronous, so no other code runs while a meter is set.
 */
import ICAL from 'ical.js'

/** The iterator's methods that its loops call, with what each costs in ticks (a year's days: more). */
export const meteredSteps = {
  next: 1,
  next_second: 1,
  next_minute: 1,
  next_hour: 1,
  next_day: 1,
  next_week: 1,
  next_month: 1,
  next_weekday_by_week: 1,
  next_year: 1,
  next_generic: 1,
  increment_monthday: 1,
  increment_month: 1,
  check_contracting_rules: 1,
  ruleDayOfWeek: 1,
  expand_by_day: 10,
  expand_year_days: 50,
} as const

export class BudgetSpent extends Error {}

let meter: { left: number } | undefined

/** Takes `ticks` off the running meter's budget (work of ours around ical.js's, such as an instance read). */
export function charge(ticks: number) {
  if (!meter) return
  meter.left -= ticks
  if (meter.left < 0) throw new BudgetSpent('The budget for this calendar file is spent')
}

type Method = (this: unknown, ...args: unknown[]) => unknown
const iterator = ICAL.RecurIterator.prototype as unknown as Record<string, Method | undefined>
for (const [name, ticks] of Object.entries(meteredSteps)) {
  const step = iterator[name]
  // A version of ical.js without one of them runs that step unmetered (tests/unit/busy-times.test.ts fails).
  if (typeof step !== 'function') continue
  iterator[name] = function (...args) {
    charge(ticks)
    return step.apply(this, args)
  }
}

/**
 * Runs `read` with `budget` ticks for ical.js's recurrence steps, and answers its value or its
 * error (`BudgetSpent` when the ticks ran out) with the ticks it spent.
 */
export function metered<T>(
  budget: number,
  read: () => T,
): ({ ok: true; value: T } | { ok: false; error: unknown }) & { spent: number } {
  const own = { left: budget }
  const outer = meter
  meter = own
  try {
    const value = read()
    return { ok: true, value, spent: budget - own.left }
  } catch (error) {
    return { ok: false, error, spent: Math.min(budget, budget - own.left) }
  } finally {
    meter = outer
  }
}

/** Whether every step the meter counts is one ical.js has (a test checks it for the pinned version). */
export const meterFits = () => Object.keys(meteredSteps).every((name) => typeof iterator[name] === 'function')
