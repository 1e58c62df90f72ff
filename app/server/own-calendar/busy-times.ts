/**
 * The busy times in the owner's own calendar (an iCalendar file, such as Google Calendar's or
 * Outlook's secret address): every event that makes the owner busy inside a window, recurring ones
 * expanded with their exceptions, in instants. Pure: the text in, the periods out. Parsed with
 * ical.js (RFC 5545: RRULE, RDATE, EXDATE, RECURRENCE-ID, VTIMEZONE), within the bounds of
 * calendar-bounds.ts, which keep a hostile file from costing more than a few seconds.
 *
 * Not busy: a transparent event (TRANSP:TRANSPARENT, "beschikbaar" in the owner's calendar) and a
 * cancelled one (STATUS:CANCELLED), or a cancelled instance of a recurring one. An all-day event
 * takes its whole days in Amsterdam; a time without a zone ("floating") is read on Amsterdam's clock.
 */
import ICAL from 'ical.js'
import { amsterdamInstant, type SlotPart, zoneOffsetMinutes } from '~/lib/availability'
import { addDays, amsterdamDate, type IsoDate } from '~/lib/dates'
import { dayPartInfo } from '~/lib/pricing'
import { calendarLimits, eventVerdict, fromRecentYears, type JCalComponent, zoneOk } from './calendar-bounds'
import { charge, metered } from './ical-meter'

export type BusyPeriod = {
  /** The event's UID, and for an instance of a recurring event the instance's start. */
  uid: string
  title: string
  /** Milliseconds since the epoch: start inclusive, end exclusive. */
  start: number
  end: number
  allDay: boolean
}

/**
 * A recurring event yields at most this many instances in the window, after at most this many
 * steps (a rule with a count is expanded from its first instance; any other from just before the
 * window, see `anchorBefore`).
 */
const MAX_INSTANCES = 500
const MAX_STEPS = 10_000
/**
 * What reading recurring events may cost, in the meter's ticks (ical-meter.ts; one is a step of
 * ical.js's own loops, one to two microseconds; an instance read costs INSTANCE_TICKS more): an
 * event, a little more than 500 instances or a rule that seldom matches walked for a few hundred
 * days; a file, a few seconds. Past either, events are skipped and counted.
 */
const INSTANCE_TICKS = 100
export const EVENT_TICKS = 100_000
export const FILE_TICKS = 2_000_000
const DAY_MS = 86_400_000

export class CalendarParseError extends Error {}

/** What the owner reads for a file that is not a calendar: never the file's own bytes. */
export const notACalendar =
  'Op dit adres staat geen agenda: we kregen iets anders dan een iCal-bestand. ' +
  'Kopieer het geheime iCal-adres opnieuw uit je agenda.'

export type CalendarRead = {
  periods: BusyPeriod[]
  /** Events that were not read: malformed, beyond the limits of calendar-bounds.ts, or too costly. */
  skipped: number
}

const pad = (value: number) => String(value).padStart(2, '0')
const dateOf = (time: ICAL.Time): IsoDate => `${time.year}-${pad(time.month)}-${pad(time.day)}`

/** The instant at which the named zone's clock shows `time`; undefined for a zone Intl does not know. */
function inZone(time: ICAL.Time, zone: string): number | undefined {
  const naive = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)
  try {
    return naive - zoneOffsetMinutes(new Date(naive), zone) * 60_000
  } catch {
    return undefined
  }
}

/** The instant of a date-time: in UTC, in its VTIMEZONE, in its named zone, or on Amsterdam's clock. */
function instantOf(time: ICAL.Time): number {
  if (time.isDate) return amsterdamInstant(dateOf(time), '00:00')
  const zone = time.zone
  if (zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid) return time.toUnixTime() * 1000
  // The TZID of a zone the file did not define (ical.js keeps it, untyped, as `timezone`).
  const tzid = (time as ICAL.Time & { timezone?: string }).timezone
  const named = tzid && tzid !== 'floating' ? inZone(time, tzid) : undefined
  return named ?? amsterdamInstant(dateOf(time), `${pad(time.hour)}:${pad(time.minute)}`)
}

const isFree = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT' ||
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED'

/** The file's calendar as jCal, or CalendarParseError for anything else. */
function calendarOf(text: string): JCalComponent {
  let parsed: unknown
  try {
    parsed = ICAL.parse(text)
  } catch {
    throw new CalendarParseError(notACalendar)
  }
  // Several calendars in one file: the first is read.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed
  if (!Array.isArray(first) || first[0] !== 'vcalendar' || !Array.isArray(first[2]))
    throw new CalendarParseError(notACalendar)
  return first as JCalComponent
}

/**
 * The busy periods of `text` that overlap the days `from` to `to` (inclusive), and how many events
 * were skipped. Throws CalendarParseError for a file that is not an iCalendar file. Each event is
 * read with the file's own time zones only (never another file's), without looking at the other
 * events, within the bounds of calendar-bounds.ts and a metered budget; one that cannot be read is
 * skipped and counted, never the whole file.
 */
export function busyPeriods(text: string, { from, to }: { from: IsoDate; to: IsoDate }): CalendarRead {
  const calendar = calendarOf(text)
  const window = {
    start: amsterdamInstant(from, '00:00'),
    end: amsterdamInstant(addDays(to, 1), '00:00'),
  }
  const components = calendar[2]
  // The events' parent holds the zones and nothing else: ical.js looks a TZID up there, and an
  // event looks for its exceptions among its parent's events (each among all: a square).
  const zones = components.filter(([name]) => name === 'vtimezone').slice(0, calendarLimits.zones)
  const zoneRoot = new ICAL.Component(['vcalendar', [], zones.filter(zoneOk).map(fromRecentYears)])
  const vevents = components.filter(([name]) => name === 'vevent')
  let skipped = Math.max(0, vevents.length - calendarLimits.events)

  // An instance moved or cancelled is its own VEVENT with the master's UID and a RECURRENCE-ID.
  const masters = new Map<string, ICAL.Event>()
  const exceptions: ICAL.Event[] = []
  for (const jcal of vevents.slice(0, calendarLimits.events)) {
    const verdict = eventVerdict(jcal)
    if (!verdict.ok) skipped += 1
    // Far from the window on its clock (a zone is at most a day off): not read at all.
    else if (verdict.end < window.start - 2 * DAY_MS || verdict.start > window.end + 2 * DAY_MS) continue
    else {
      const event = new ICAL.Event(new ICAL.Component(jcal, zoneRoot), { strictExceptions: true, exceptions: [] })
      if (!event.uid) skipped += 1
      else if (event.component.hasProperty('recurrence-id')) exceptions.push(event)
      else masters.set(event.uid, event)
    }
  }
  for (const exception of exceptions) {
    const master = masters.get(exception.uid)
    if (master) master.relateException(exception)
    else masters.set(`${exception.uid}:${exception.recurrenceId}`, exception)
  }

  const periods: BusyPeriod[] = []
  let ticks = FILE_TICKS
  for (const [uid, event] of masters) {
    const read = metered(Math.min(EVENT_TICKS, ticks), () => periodsOf(uid, event, window))
    ticks -= read.spent
    if (read.ok) periods.push(...read.value)
    else skipped += 1
  }
  return { periods: periods.sort((a, b) => a.start - b.start), skipped }
}

/** One event's busy periods in the window; throws for an event ical.js cannot read. */
function periodsOf(uid: string, event: ICAL.Event, window: { start: number; end: number }): BusyPeriod[] {
  const periods: BusyPeriod[] = []
  const add = (key: string, item: ICAL.Event, startTime: ICAL.Time, endTime: ICAL.Time | undefined) => {
    if (isFree(item.component)) return
    const start = instantOf(startTime)
    // Without an end: a date is one day, a date-time a moment (RFC 5545 §3.6.1), which blocks nothing.
    const end = endTime ? instantOf(endTime) : startTime.isDate ? instantOf(dayAfter(startTime)) : start
    if (!Number.isFinite(start) || !Number.isFinite(end)) throw new RangeError(`No instant for ${key}`)
    if (end <= start || end <= window.start || start >= window.end) return
    periods.push({ uid: key, title: item.summary || 'Bezet', start, end, allDay: startTime.isDate })
  }
  const { component } = event
  if (!event.isRecurring()) {
    add(
      uid,
      event,
      event.startDate,
      component.hasProperty('dtend') || component.hasProperty('duration') ? event.endDate : undefined,
    )
    return periods
  }
  const rule = component.getFirstPropertyValue('rrule')
  const instances = event.iterator(
    rule instanceof ICAL.Recur
      ? anchorBefore(event.startDate, rule, window.start - event.duration.toSeconds() * 1000)
      : undefined,
  )
  let inWindow = 0
  for (let next = instances.next(), step = 0; next && step < MAX_STEPS; next = instances.next(), step += 1) {
    charge(INSTANCE_TICKS)
    if (instantOf(next) >= window.end || inWindow >= MAX_INSTANCES) break
    const details = event.getOccurrenceDetails(next)
    if (instantOf(details.endDate) <= window.start) continue
    inWindow += 1
    add(`${uid}/${details.recurrenceId.toString()}`, details.item, details.startDate, details.endDate)
  }
  return periods
}

/**
 * Where a rule without a count may start being expanded so that nothing after `before` changes: its
 * start moved by whole periods of the rule (days, weeks, months, years times its interval), so every
 * period after it is one of the rule's own and the values the rule takes from its start stay the
 * same. Undefined where that does not hold or nothing is gained: a count (the instances before
 * count), a start on a day some months or years lack that the rule takes from it. The moved start
 * itself need not match the rule; it ends before `before`, outside the window.
 */
export function anchorBefore(start: ICAL.Time, rule: ICAL.Recur, before: number): ICAL.Time | undefined {
  if (rule.count) return undefined
  const interval = rule.interval || 1
  const target = new Date(before - 2 * DAY_MS)
  const byDay = Object.keys(rule.parts).some(
    (part) => part === 'BYDAY' || part === 'BYMONTHDAY' || part === 'BYYEARDAY',
  )
  const anchor = start.clone()
  const fixed = { HOURLY: 3_600_000, DAILY: DAY_MS, WEEKLY: 7 * DAY_MS }[rule.freq as string]
  if (fixed) {
    const periods = Math.floor((target.getTime() - instantOf(start)) / (fixed * interval)) - 1
    if (periods <= 0) return undefined
    const seconds = periods * interval * (fixed / 1000)
    anchor.adjust(Math.floor(seconds / 86_400), 0, 0, seconds % 86_400)
    return anchor
  }
  if (rule.freq === 'MONTHLY') {
    const months = (target.getUTCFullYear() - start.year) * 12 + (target.getUTCMonth() + 1 - start.month)
    const periods = Math.floor(months / interval) - 1
    if (periods <= 0 || (start.day > 28 && !byDay)) return undefined
    const month = start.month - 1 + periods * interval
    anchor.year = start.year + Math.floor(month / 12)
    anchor.month = (month % 12) + 1
    anchor.day = Math.min(start.day, 28)
    return anchor
  }
  if (rule.freq === 'YEARLY') {
    const periods = Math.floor((target.getUTCFullYear() - start.year) / interval) - 1
    if (periods <= 0 || (start.month === 2 && start.day === 29 && !byDay && !('BYMONTH' in rule.parts)))
      return undefined
    anchor.year = start.year + periods * interval
    if (anchor.month === 2 && anchor.day === 29) anchor.day = 28
    return anchor
  }
  return undefined
}

function dayAfter(time: ICAL.Time): ICAL.Time {
  const next = time.clone()
  next.day += 1
  return next
}

/** The day parts of `date` that a busy period overlaps. */
export function busySlotsOn(periods: readonly Pick<BusyPeriod, 'start' | 'end'>[], date: IsoDate): SlotPart[] {
  const parts: [SlotPart, 1 | 2][] = [
    ['ochtend', 1],
    ['middag', 2],
  ]
  return parts
    .filter(([, dayPart]) => {
      const start = amsterdamInstant(date, dayPartInfo[dayPart].start)
      const end = amsterdamInstant(date, dayPartInfo[dayPart].end)
      return periods.some((period) => period.start < end && period.end > start)
    })
    .map(([part]) => part)
}

/**
 * The day parts one busy period takes from `from` to `to`: only the dates it touches are looked
 * at, so a calendar of many periods over months costs a few checks per period, not one per date.
 */
export function busySlotsOfPeriod(
  period: Pick<BusyPeriod, 'start' | 'end'>,
  { from, to }: { from: IsoDate; to: IsoDate },
): { date: IsoDate; part: SlotPart }[] {
  const first = amsterdamDate(new Date(period.start))
  const last = amsterdamDate(new Date(period.end - 1))
  const slots: { date: IsoDate; part: SlotPart }[] = []
  for (let date = first > from ? first : from; date <= last && date <= to; date = addDays(date, 1))
    for (const part of busySlotsOn([period], date)) slots.push({ date, part })
  return slots
}
