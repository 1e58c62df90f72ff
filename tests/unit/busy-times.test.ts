/**
 * The owner's own calendar read as busy times (app/server/own-calendar/busy-times.ts): recurring events
 * with their exceptions, all-day events, other time zones, and what is not busy.
 */
import { expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import {
  type BusyPeriod,
  busyPeriods,
  busySlotsOfPeriod,
  busySlotsOn,
  CalendarParseError,
  notACalendar,
} from '~/server/own-calendar/busy-times'

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//NL', ...events, 'END:VCALENDAR'].join('\r\n')
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n')
const window = { from: '2027-01-04', to: '2027-02-28' }
const at = (date: string, time: string) => amsterdamInstant(date, time)
/** The periods of a file whose every event can be read. */
const read = (text: string, days: { from: string; to: string }) => {
  const { periods, skipped } = busyPeriods(text, days)
  expect(skipped).toBe(0)
  return periods
}
const spans = (periods: BusyPeriod[]) => periods.map(({ title, start, end }) => ({ title, start, end }))

const newYork = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:STANDARD',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
].join('\r\n')

test('a weekly event is busy every week, but not on its EXDATE, and a moved instance at its new time', () => {
  const periods = read(
    calendar(
      event(
        'UID:loodgieter@test',
        'SUMMARY:Loodgieter',
        'DTSTART:20270105T080000Z',
        'DTEND:20270105T100000Z',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE:20270112T080000Z',
      ),
      event(
        'UID:loodgieter@test',
        'RECURRENCE-ID:20270119T080000Z',
        'SUMMARY:Loodgieter (verzet)',
        'DTSTART:20270119T130000Z',
        'DTEND:20270119T140000Z',
      ),
    ),
    window,
  )
  expect(spans(periods)).toEqual([
    { title: 'Loodgieter', start: Date.parse('2027-01-05T08:00:00Z'), end: Date.parse('2027-01-05T10:00:00Z') },
    {
      title: 'Loodgieter (verzet)',
      start: Date.parse('2027-01-19T13:00:00Z'),
      end: Date.parse('2027-01-19T14:00:00Z'),
    },
    { title: 'Loodgieter', start: Date.parse('2027-01-26T08:00:00Z'), end: Date.parse('2027-01-26T10:00:00Z') },
  ])
  expect(busySlotsOn(periods, '2027-01-05')).toEqual(['ochtend'])
  expect(busySlotsOn(periods, '2027-01-12')).toEqual([])
  expect(busySlotsOn(periods, '2027-01-19')).toEqual(['middag'])
  expect(new Set(periods.map((period) => period.uid)).size).toBe(3)
})

test('an all-day event takes its whole days in Amsterdam, the end date not included', () => {
  const periods = read(
    calendar(event('UID:vrij@test', 'SUMMARY:Vrije dagen', 'DTSTART;VALUE=DATE:20270208', 'DTEND;VALUE=DATE:20270210')),
    window,
  )
  expect(spans(periods)).toEqual([
    { title: 'Vrije dagen', start: at('2027-02-08', '00:00'), end: at('2027-02-10', '00:00') },
  ])
  expect(periods[0]?.allDay).toBe(true)
  expect(busySlotsOn(periods, '2027-02-09')).toEqual(['ochtend', 'middag'])
  expect(busySlotsOn(periods, '2027-02-10')).toEqual([])
  const oneDay = read(calendar(event('UID:een@test', 'SUMMARY:Dag', 'DTSTART;VALUE=DATE:20270111')), window)
  expect(busySlotsOn(oneDay, '2027-01-11')).toEqual(['ochtend', 'middag'])
  expect(busySlotsOn(oneDay, '2027-01-12')).toEqual([])
})

test('an event in another time zone is busy at the same instant in Amsterdam', () => {
  const periods = read(
    calendar(
      newYork,
      event(
        'UID:call@test',
        'SUMMARY:Call met New York',
        'DTSTART;TZID=America/New_York:20270118T100000',
        'DTEND;TZID=America/New_York:20270118T110000',
      ),
      // A named zone without its VTIMEZONE, and a floating time, which is read on Amsterdam's clock.
      event(
        'UID:tokio@test',
        'SUMMARY:Tokio',
        'DTSTART;TZID=Asia/Tokyo:20270119T180000',
        'DTEND;TZID=Asia/Tokyo:20270119T190000',
      ),
      event('UID:los@test', 'SUMMARY:Los', 'DTSTART:20270120T090000', 'DTEND:20270120T093000'),
    ),
    window,
  )
  expect(spans(periods)).toEqual([
    { title: 'Call met New York', start: Date.parse('2027-01-18T15:00:00Z'), end: Date.parse('2027-01-18T16:00:00Z') },
    { title: 'Tokio', start: Date.parse('2027-01-19T09:00:00Z'), end: Date.parse('2027-01-19T10:00:00Z') },
    { title: 'Los', start: at('2027-01-20', '09:00'), end: at('2027-01-20', '09:30') },
  ])
  expect(busySlotsOn(periods, '2027-01-18')).toEqual(['middag'])
  expect(busySlotsOn(periods, '2027-01-19')).toEqual(['ochtend'])
})

test('a transparent event, a cancelled one and a cancelled instance are not busy', () => {
  const periods = read(
    calendar(
      event(
        'UID:vrij@test',
        'SUMMARY:Herinnering',
        'TRANSP:TRANSPARENT',
        'DTSTART:20270111T090000Z',
        'DTEND:20270111T100000Z',
      ),
      event(
        'UID:weg@test',
        'SUMMARY:Afgezegd',
        'STATUS:CANCELLED',
        'DTSTART:20270112T090000Z',
        'DTEND:20270112T100000Z',
      ),
      event(
        'UID:yoga@test',
        'SUMMARY:Yoga',
        'DTSTART:20270113T130000Z',
        'DTEND:20270113T140000Z',
        'RRULE:FREQ=WEEKLY;UNTIL=20270127T235959Z',
      ),
      event(
        'UID:yoga@test',
        'RECURRENCE-ID:20270120T130000Z',
        'STATUS:CANCELLED',
        'SUMMARY:Yoga',
        'DTSTART:20270120T130000Z',
        'DTEND:20270120T140000Z',
      ),
    ),
    window,
  )
  expect(periods.map((period) => new Date(period.start).toISOString())).toEqual([
    '2027-01-13T13:00:00.000Z',
    '2027-01-27T13:00:00.000Z',
  ])
})

test('only the window: a daily event from years ago and one without end stay cheap and inside it', () => {
  const periods = read(
    calendar(
      event(
        'UID:dagelijks@test',
        'SUMMARY:Ochtendloop',
        'DTSTART:20200101T063000Z',
        'DTEND:20200101T070000Z',
        'RRULE:FREQ=DAILY',
      ),
    ),
    { from: '2027-01-04', to: '2027-01-10' },
  )
  expect(periods).toHaveLength(7)
  expect(
    periods.every((period) => period.start >= at('2027-01-04', '00:00') && period.end <= at('2027-01-11', '00:00')),
  ).toBe(true)
  // 06:30 UTC is 07:30 in Amsterdam: before the morning starts.
  expect(busySlotsOn(periods, '2027-01-05')).toEqual([])
})

test('a file that is not a calendar is refused with a reason', () => {
  expect(() => busyPeriods('<html>Inloggen</html>', window)).toThrow(CalendarParseError)
  expect(() => busyPeriods('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', window)).toThrow(CalendarParseError)
  expect(busyPeriods(calendar(), window)).toEqual({ periods: [], skipped: 0 })
  // The reason never quotes the file: a page served instead of a calendar holds anything.
  expect(() => busyPeriods('<html><body>\u0000\u0001 geheim</body></html>', window)).toThrow(notACalendar)
})

test('a period takes the day parts of the dates it touches, inside the days asked for only', () => {
  // From Friday 13:30 to Tuesday 10:00, in Amsterdam; asked from Saturday to Monday.
  const period = { start: at('2027-01-08', '13:30'), end: at('2027-01-12', '10:00') }
  expect(busySlotsOfPeriod(period, { from: '2027-01-09', to: '2027-01-11' })).toEqual([
    { date: '2027-01-09', part: 'ochtend' },
    { date: '2027-01-09', part: 'middag' },
    { date: '2027-01-10', part: 'ochtend' },
    { date: '2027-01-10', part: 'middag' },
    { date: '2027-01-11', part: 'ochtend' },
    { date: '2027-01-11', part: 'middag' },
  ])
  expect(busySlotsOfPeriod(period, { from: '2027-01-01', to: '2027-01-31' })).toEqual([
    { date: '2027-01-08', part: 'middag' },
    ...['09', '10', '11'].flatMap((day) => [
      { date: `2027-01-${day}`, part: 'ochtend' },
      { date: `2027-01-${day}`, part: 'middag' },
    ]),
    { date: '2027-01-12', part: 'ochtend' },
  ])
  // An all-day event ends at midnight: the next day is not touched.
  const day = { start: at('2027-01-13', '00:00'), end: at('2027-01-14', '00:00') }
  expect(busySlotsOfPeriod(day, { from: '2027-01-01', to: '2027-01-31' }).map((slot) => slot.date)).toEqual([
    '2027-01-13',
    '2027-01-13',
  ])
  expect(busySlotsOfPeriod(day, { from: '2027-01-14', to: '2027-01-31' })).toEqual([])
})
