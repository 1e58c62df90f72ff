/**
 * What of a calendar file ical.js may expand, decided on the parsed file (jCal, plain arrays) before
 * ical.js expands anything (docs/decisions/035-the-owners-own-calendar.md). ical.js has no bound of
 * its own: one `DURATION:P999999999W` walks month by month for 38 s, a time zone with a per-second
 * rule expands every second since 1970, a daily rule that can never match (30 February) loops
 * forever. So an event is read only when its dates are dates, its duration is bounded and its rule
 * has the shape calendar programs write; a time zone only when its rules are yearly ones. What the
 * rules then cost is metered while ical.js expands them (ical-meter.ts). Pure: jCal in, verdicts out.
 */

/** jCal: [name, properties, subcomponents]; a property is [name, parameters, type, ...values]. */
export type JCalComponent = [string, JCalProperty[], JCalComponent[]]
export type JCalProperty = [string, Record<string, unknown>, string, ...unknown[]]

export const calendarLimits = {
  /** Events read from one file; the rest are skipped (a 2 MB file holds about 25,000 small ones). */
  events: 25_000,
  /** An event longer than this (a year) is skipped. */
  eventDays: 366,
  /** EXDATE and RDATE values of one event. */
  datesPerEvent: 1_000,
  /** Time zones per file, and observances (STANDARD, DAYLIGHT) per zone. */
  zones: 50,
  zoneRules: 100,
  /** A rule with a count is expanded from its start: this many instances at most. */
  count: 10_000,
} as const

const firstYear = 1900
const lastYear = 2200
const zoneFirstYear = 1600
const DAY_MS = 86_400_000

/** An event ical.js may read, with its first start and last end (its clock read as UTC; an open rule: never). */
export type EventVerdict = { ok: true; start: number; end: number } | { ok: false }

const dateValue = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z?)?$/

/** Milliseconds of a jCal date or date-time (its clock read as UTC: enough for spans), if it is one. */
function timeOf(value: unknown, years: [number, number] = [firstYear, lastYear]): number | undefined {
  if (typeof value !== 'string') return undefined
  const match = dateValue.exec(value)
  if (!match) return undefined
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0))
  if (year === undefined || year < years[0] || year > years[1]) return undefined
  if (month === undefined || month < 1 || month > 12 || day === undefined || day < 1 || day > 31) return undefined
  if (hour > 23 || minute > 59 || second > 60) return undefined
  return Date.UTC(year, month - 1, day, hour, minute, second)
}

const durationValue = /^([+-])?P(?:(\d{1,6})W)?(?:(\d{1,6})D)?(?:T(?:(\d{1,7})H)?(?:(\d{1,9})M)?(?:(\d{1,11})S)?)?$/

/** Milliseconds of a jCal duration, if it is one and not negative. */
function durationOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined
  const match = durationValue.exec(value)
  if (!match || match[1] === '-') return undefined
  const [weeks, days, hours, minutes, seconds] = match.slice(2).map((part) => Number(part ?? 0))
  return ((((weeks ?? 0) * 7 + (days ?? 0)) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0)) * 60_000 + (seconds ?? 0) * 1000
}

const properties = (component: JCalComponent, name: string) => component[1].filter(([key]) => key === name)
const valuesOf = (property: JCalProperty | undefined) => (property ? property.slice(3) : [])

/** No calendar program repeats an appointment every second or minute; such a rule is not read. */
const frequencies = ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const
type Frequency = (typeof frequencies)[number]
const isFrequency = (value: unknown): value is Frequency => frequencies.includes(value as Frequency)

/** The parts of a rule each frequency may have, as calendar programs write them (RFC 5545 §3.3.10). */
const ruleParts: Record<Frequency, readonly string[]> = {
  HOURLY: [],
  DAILY: ['byday', 'bymonth', 'bymonthday'],
  WEEKLY: ['byday', 'bymonth'],
  MONTHLY: ['byday', 'bymonth', 'bymonthday', 'bysetpos'],
  YEARLY: ['byday', 'bymonth', 'bymonthday', 'byyearday', 'byweekno', 'bysetpos'],
}
const alwaysAllowed = ['freq', 'interval', 'count', 'until', 'wkst']

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
/** Whole numbers from 1 to `max` or from -1 to -`max` (`negative: false`: from 1 only), at most `2 * max`. */
const within = (values: unknown[], max: number, { negative = true } = {}) =>
  values.length <= 2 * max &&
  values.every(
    (value) =>
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value !== 0 &&
      Math.abs(value) <= max &&
      (negative || value > 0),
  )

const weekday = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/
const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Whether a rule's parts are of its frequency, in range, and can meet at all. */
function ruleShapeOk(rule: Record<string, unknown>): boolean {
  const freq = rule.freq
  if (!isFrequency(freq)) return false
  const allowed = [...alwaysAllowed, ...ruleParts[freq]]
  if (!Object.keys(rule).every((key) => allowed.includes(key))) return false
  const interval = rule.interval ?? 1
  if (!Number.isInteger(interval) || (interval as number) < 1 || (interval as number) > 1_000) return false
  const count = rule.count
  if (
    count !== undefined &&
    (!Number.isInteger(count) || (count as number) < 1 || (count as number) > calendarLimits.count)
  )
    return false
  const byday = listOf(rule.byday)
  const ordinals = freq === 'MONTHLY' || freq === 'YEARLY'
  if (byday.length > 7 * 5) return false
  for (const day of byday) {
    const match = typeof day === 'string' ? weekday.exec(day) : null
    if (!match || (match[1] !== undefined && (!ordinals || Math.abs(Number(match[1])) > 53 || match[1] === '0')))
      return false
  }
  const months = listOf(rule.bymonth)
  const monthDays = listOf(rule.bymonthday)
  if (!within(months, 12, { negative: false }) || !within(monthDays, 31)) return false
  if (!within(listOf(rule.byyearday), 366) || !within(listOf(rule.byweekno), 53)) return false
  if (!within(listOf(rule.bysetpos), 366)) return false
  // A day of a month that no month of the rule has (30 February) would be looked for forever.
  if (months.length > 0 && monthDays.length > 0)
    return months.some((month) =>
      monthDays.some((day) => (day as number) < 0 || (day as number) <= (daysInMonth[(month as number) - 1] ?? 0)),
    )
  return true
}

/**
 * Whether ical.js may read an event: its start and end are dates between 1900 and 2200, it lasts
 * at most a year, its dates are few, and its one rule has a calendar program's shape.
 */
export function eventVerdict(event: JCalComponent): EventVerdict {
  const [start, ...moreStarts] = properties(event, 'dtstart')
  const startAt = timeOf(valuesOf(start)[0])
  if (startAt === undefined || moreStarts.length > 0 || valuesOf(start).length !== 1) return { ok: false }
  const [end] = properties(event, 'dtend')
  const [duration] = properties(event, 'duration')
  const length = end
    ? (timeOf(valuesOf(end)[0]) ?? Number.NaN) - startAt
    : duration
      ? durationOf(valuesOf(duration)[0])
      : 0
  if (length === undefined || !(length >= 0) || length > calendarLimits.eventDays * DAY_MS) return { ok: false }
  const [recurrenceId] = properties(event, 'recurrence-id')
  if (recurrenceId && timeOf(valuesOf(recurrenceId)[0]) === undefined) return { ok: false }
  const dates = [...properties(event, 'exdate'), ...properties(event, 'rdate')].flatMap(valuesOf)
  if (dates.length > calendarLimits.datesPerEvent) return { ok: false }
  // An RDATE may be a period, [start, end or duration]; its start is what is read.
  const times = dates.map((date) => timeOf(Array.isArray(date) ? date[0] : date))
  if (!times.every((time) => time !== undefined)) return { ok: false }
  const rules = properties(event, 'rrule')
  const rule = valuesOf(rules[0])[0]
  if (rules.length > 1 || (rules.length === 1 && (typeof rule !== 'object' || rule === null))) return { ok: false }
  const parts = (rule ?? {}) as Record<string, unknown>
  if (rule && !ruleShapeOk(parts)) return { ok: false }
  const until = parts.until === undefined ? undefined : timeOf(parts.until)
  if (parts.until !== undefined && until === undefined) return { ok: false }
  const last = rule ? (until ?? Number.POSITIVE_INFINITY) : Math.max(startAt, ...times)
  return { ok: true, start: Math.min(startAt, ...times), end: last + length }
}

const offsetValue = /^[+-]\d{2}:?\d{2}(?::?\d{2})?$/

/**
 * Whether ical.js may use a time zone of the file: a name, at most `zoneRules` observances, each
 * with a start from 1600 on, its offsets, at most one yearly rule of a time zone's shape (a month,
 * a day of the week or of the month) and few dates. Anything else could make ical.js expand every
 * second or minute since the observance began.
 */
export function zoneOk(zone: JCalComponent): boolean {
  const [tzid] = properties(zone, 'tzid')
  const name = valuesOf(tzid)[0]
  if (typeof name !== 'string' || name.length === 0 || name.length > 100) return false
  const rules = zone[2]
  if (rules.length === 0 || rules.length > calendarLimits.zoneRules) return false
  return rules.every((rule) => {
    if (rule[0] !== 'standard' && rule[0] !== 'daylight') return false
    const starts = properties(rule, 'dtstart')
    if (starts.length !== 1 || timeOf(valuesOf(starts[0])[0], [zoneFirstYear, lastYear]) === undefined) return false
    for (const offset of ['tzoffsetfrom', 'tzoffsetto'])
      if (!properties(rule, offset).every((property) => offsetValue.test(String(valuesOf(property)[0])))) return false
    if (properties(rule, 'rdate').flatMap(valuesOf).length > calendarLimits.datesPerEvent) return false
    const recurrences = properties(rule, 'rrule')
    if (recurrences.length === 0) return true
    const recurrence = valuesOf(recurrences[0])[0] as Record<string, unknown> | undefined
    return (
      recurrences.length === 1 &&
      typeof recurrence === 'object' &&
      recurrence?.freq === 'YEARLY' &&
      ruleShapeOk(recurrence) &&
      Object.keys(recurrence).every((key) =>
        ['freq', 'bymonth', 'byday', 'bymonthday', 'until', 'count', 'wkst'].includes(key),
      ) &&
      (recurrence.until === undefined || timeOf(recurrence.until, [zoneFirstYear, lastYear]) !== undefined)
    )
  })
}

/** The year from which a time zone's yearly rules are expanded: our window is never earlier. */
const ZONE_FROM_YEAR = 1970

/**
 * A copy of a time zone whose yearly rules start in 1970 when they began earlier (Outlook writes
 * 1601): ical.js expands a zone's rules from their start, and from 1970 on they give the same changes.
 */
export function fromRecentYears(zone: JCalComponent): JCalComponent {
  const [name, props, rules] = zone
  return [
    name,
    props,
    rules.map((rule) => {
      const recurrence = valuesOf(properties(rule, 'rrule')[0])[0] as Record<string, unknown> | undefined
      if (recurrence?.freq !== 'YEARLY' || recurrence.count !== undefined) return rule
      const [ruleName, ruleProps, sub] = rule
      return [
        ruleName,
        ruleProps.map((property): JCalProperty => {
          const [key, parameters, type, value] = property
          if (key !== 'dtstart' || typeof value !== 'string' || Number(value.slice(0, 4)) >= ZONE_FROM_YEAR)
            return property
          return [key, parameters, type, `${ZONE_FROM_YEAR}${value.slice(4)}`]
        }),
        sub,
      ]
    }),
  ]
}
