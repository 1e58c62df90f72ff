/**
 * The busy times in the owner's own calendar (an iCalendar file, such as Google Calendar's or
 * Outlook's secret address): every event that makes the owner busy inside a window, recurring ones
 * expanded with their exceptions, in instants. Pure: the text in, the periods out. Parsed with
 * ical.js (RFC 5545: RRULE, RDATE, EXDATE, RECURRENCE-ID, VTIMEZONE).
 *
 * Not busy: a transparent event (TRANSP:TRANSPARENT, "beschikbaar" in the owner's calendar) and a
 * cancelled one (STATUS:CANCELLED), or a cancelled instance of a recurring one. An all-day event
 * takes its whole days in Amsterdam; a time without a zone ("floating") is read on Amsterdam's clock.
 */
import ICAL from 'ical.js'
import { amsterdamInstant, type SlotPart, zoneOffsetMinutes } from '~/lib/availability'
import { addDays, amsterdamDate, type IsoDate } from '~/lib/dates'
import { dayPartInfo } from '~/lib/pricing'

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
 * steps from its first: a rule without end, or a daily one from years ago, stays cheap.
 */
const MAX_INSTANCES = 500
const MAX_STEPS = 10_000

export class CalendarParseError extends Error {}

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

/**
 * The busy periods of `text` that overlap the days `from` to `to` (inclusive). Throws
 * CalendarParseError for a file that is not an iCalendar file.
 */
export function busyPeriods(text: string, { from, to }: { from: IsoDate; to: IsoDate }): BusyPeriod[] {
  let calendar: ICAL.Component
  try {
    calendar = new ICAL.Component(ICAL.parse(text))
  } catch (error) {
    throw new CalendarParseError(`Dit is geen geldig agendabestand (${String(error).slice(0, 120)}).`)
  }
  if (calendar.name !== 'vcalendar') throw new CalendarParseError('Dit is geen agendabestand (geen VCALENDAR).')
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)

  const windowStart = amsterdamInstant(from, '00:00')
  const windowEnd = amsterdamInstant(addDays(to, 1), '00:00')
  // An instance moved or cancelled is its own VEVENT with the master's UID and a RECURRENCE-ID.
  const masters = new Map<string, ICAL.Event>()
  const exceptions: ICAL.Event[] = []
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component)
    if (!event.uid || !event.startDate) continue
    if (component.hasProperty('recurrence-id')) exceptions.push(event)
    else masters.set(event.uid, event)
  }
  for (const exception of exceptions) {
    const master = masters.get(exception.uid)
    if (master) master.relateException(exception)
    else masters.set(`${exception.uid}:${exception.recurrenceId}`, exception)
  }

  const periods: BusyPeriod[] = []
  const add = (uid: string, item: ICAL.Event, startTime: ICAL.Time, endTime: ICAL.Time | undefined) => {
    if (isFree(item.component)) return
    const start = instantOf(startTime)
    // Without an end: a date is one day, a date-time a moment (RFC 5545 §3.6.1), which blocks nothing.
    const end = endTime ? instantOf(endTime) : startTime.isDate ? instantOf(dayAfter(startTime)) : start
    if (end <= start || end <= windowStart || start >= windowEnd) return
    periods.push({ uid, title: item.summary || 'Bezet', start, end, allDay: startTime.isDate })
  }
  for (const [uid, event] of masters) {
    if (!event.isRecurring()) {
      add(
        uid,
        event,
        event.startDate,
        event.component.hasProperty('dtend') || event.component.hasProperty('duration') ? event.endDate : undefined,
      )
      continue
    }
    const instances = event.iterator()
    let inWindow = 0
    for (let step = 0, next = instances.next(); next && step < MAX_STEPS; next = instances.next(), step += 1) {
      if (instantOf(next) >= windowEnd || inWindow >= MAX_INSTANCES) break
      const details = event.getOccurrenceDetails(next)
      if (instantOf(details.endDate) <= windowStart) continue
      inWindow += 1
      add(`${uid}/${details.recurrenceId.toString()}`, details.item, details.startDate, details.endDate)
    }
  }
  return periods.sort((a, b) => a.start - b.start)
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
