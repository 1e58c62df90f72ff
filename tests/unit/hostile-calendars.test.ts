/**
 * Calendar files written to burn the CPU or break the read (app/server/own-calendar/): each is read
 * within a bounded CPU time, its bad events skipped and counted, the good ones beside them read.
 * CPU time of this process, not wall-clock time: another process on the machine does not move it.
 */
import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { anchorBefore, busyPeriods, type CalendarRead } from '~/server/own-calendar/busy-times'
import { meterFits } from '~/server/own-calendar/ical-meter'

const calendar = (...parts: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//NL', ...parts, 'END:VCALENDAR'].join('\r\n')
let uid = 0
const event = (...lines: string[]) => {
  uid += 1
  return ['BEGIN:VEVENT', `UID:e${uid}@test`, 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n')
}
const window = { from: '2027-01-04', to: '2027-06-30' }
const at = (date: string, time: string) => amsterdamInstant(date, time)
const good = event('SUMMARY:Tandarts', 'DTSTART:20270111T090000Z', 'DTEND:20270111T100000Z')

/** The read and the CPU milliseconds it took. */
function timed(text: string): CalendarRead & { cpuMs: number } {
  const before = process.cpuUsage()
  const read = busyPeriods(text, window)
  const used = process.cpuUsage(before)
  return { ...read, cpuMs: (used.user + used.system) / 1000 }
}

const zone = (tzid: string, ...rules: string[][]) =>
  ['BEGIN:VTIMEZONE', `TZID:${tzid}`, ...rules.flat(), 'END:VTIMEZONE'].join('\r\n')
const observance = (kind: 'STANDARD' | 'DAYLIGHT', from: string, to: string, ...lines: string[]) => [
  `BEGIN:${kind}`,
  'DTSTART:19700101T000000',
  `TZOFFSETFROM:${from}`,
  `TZOFFSETTO:${to}`,
  ...lines,
  `END:${kind}`,
]

/** Each file: one bad event (or a bad zone) beside the good one. */
const hostile: [string, string, number][] = [
  ['a duration of 999,999,999 weeks', calendar(good, event('DTSTART:20270110T100000Z', 'DURATION:P999999999W')), 1],
  [
    'a time zone with a rule every second (413 bytes)',
    calendar(
      zone('Elke seconde', observance('STANDARD', '+0100', '+0100', 'RRULE:FREQ=SECONDLY')),
      good,
      event('DTSTART;TZID=Elke seconde:20270112T100000', 'DTEND;TZID=Elke seconde:20270112T110000'),
    ),
    0,
  ],
  [
    'UNTIL=garbage',
    calendar(good, event('DTSTART:20270110T100000Z', 'DTEND:20270110T110000Z', 'RRULE:FREQ=DAILY;UNTIL=garbage')),
    1,
  ],
  ['a typed-in start', calendar(good, event('DTSTART:morgen om tien', 'DTEND:20270111T110000Z')), 1],
  ['an end in the year 9999', calendar(good, event('DTSTART:20270110T100000Z', 'DTEND:99991231T110000Z')), 1],
  ['an end before the start', calendar(good, event('DTSTART:20270110T100000Z', 'DTEND:20270109T110000Z')), 1],
  [
    'a rule that can never match (30 February)',
    calendar(
      good,
      event('DTSTART:20270110T100000Z', 'DTEND:20270110T110000Z', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
    ),
    1,
  ],
  [
    'every second since 1970',
    calendar(good, event('DTSTART:19700101T000000Z', 'DTEND:19700101T000001Z', 'RRULE:FREQ=SECONDLY')),
    1,
  ],
  [
    'a yearly rule with every second of the year',
    calendar(
      good,
      event('DTSTART:20270110T100000Z', 'DTEND:20270110T110000Z', 'RRULE:FREQ=YEARLY;BYSECOND=0,1,2,3,4,5'),
    ),
    1,
  ],
  [
    'two rules',
    calendar(
      good,
      event('DTSTART:20270110T100000Z', 'DTEND:20270110T110000Z', 'RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY'),
    ),
    1,
  ],
  [
    '3,000 rules that match once in 28 years',
    calendar(
      good,
      ...Array.from({ length: 3_000 }, () =>
        event(
          'DTSTART:20000110T100000Z',
          'DTEND:20000110T110000Z',
          'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO',
        ),
      ),
    ),
    3_000,
  ],
  [
    '300 yearly rules of every day since 1900',
    calendar(
      good,
      ...Array.from({ length: 300 }, () =>
        event(
          'DTSTART:19000110T100000Z',
          'DTEND:19000110T110000Z',
          'RRULE:FREQ=YEARLY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYDAY=MO,TU,WE,TH,FR,SA,SU',
        ),
      ),
    ),
    -1,
  ],
  [
    'events nested 20,000 deep',
    calendar(
      good,
      ...Array.from({ length: 20_000 }, () => 'BEGIN:VEVENT'),
      ...Array.from({ length: 20_000 }, () => 'END:VEVENT'),
    ),
    1,
  ],
]

test.each(hostile)('%s: read within a bounded CPU time, the bad skipped and counted', (_, text, skipped) => {
  const read = timed(text)
  expect(read.cpuMs).toBeLessThan(4_000)
  if (skipped >= 0) expect(read.skipped).toBe(skipped)
  else expect(read.skipped).toBeGreaterThan(0)
  expect(read.periods.find((period) => period.title === 'Tandarts')).toMatchObject({
    start: at('2027-01-11', '10:00'),
    end: at('2027-01-11', '11:00'),
  })
})

test('a file of small events costs no more than a few seconds, however many there are', () => {
  const events = Array.from(
    { length: 22_000 },
    (_, index) => `BEGIN:VEVENT\r\nUID:${index}\r\nDTSTART:20270111T090000Z\r\nDTEND:20270111T100000Z\r\nEND:VEVENT`,
  )
  const text = calendar(...events)
  expect(text.length).toBeGreaterThan(1_900_000)
  const read = timed(text)
  expect(read.periods).toHaveLength(22_000)
  expect(read.cpuMs).toBeLessThan(4_000)
})

test('one file’s time zone never moves another file’s events', () => {
  // This file says "Europe/Amsterdam" is 13 hours ahead of UTC: its own event follows it...
  const odd = calendar(
    zone('Europe/Amsterdam', observance('STANDARD', '+1300', '+1300')),
    event(
      'SUMMARY:Eigen zone',
      'DTSTART;TZID=Europe/Amsterdam:20270111T230000',
      'DTEND;TZID=Europe/Amsterdam:20270111T233000',
    ),
  )
  expect(busyPeriods(odd, window).periods[0]?.start).toBe(Date.UTC(2027, 0, 11, 10, 0))
  // ...and the next file, which names the zone without defining it, still means Amsterdam.
  const plain = calendar(
    event(
      'SUMMARY:Vergadering',
      'DTSTART;TZID=Europe/Amsterdam:20270111T100000',
      'DTEND;TZID=Europe/Amsterdam:20270111T110000',
    ),
  )
  expect(busyPeriods(plain, window).periods[0]).toMatchObject({ start: at('2027-01-11', '10:00') })
})

test('the meter counts every step of ical.js’s iterator that loops', () => {
  expect(meterFits()).toBe(true)
})

/** The rule's instances in the window, expanded by ical.js from its very start (the slow way). */
function fromTheStart(rule: string, start: string): number[] {
  const text = calendar(event(`DTSTART:${start}`, `DTEND:${start}`, `RRULE:${rule}`))
  const component = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
  if (!component) throw new Error('no event')
  const iterator = new ICAL.Event(component).iterator()
  const starts: number[] = []
  for (let next = iterator.next(); next; next = iterator.next()) {
    const instant = next.toUnixTime() * 1000
    if (instant >= at('2027-07-01', '00:00')) break
    if (instant >= at('2027-01-04', '00:00')) starts.push(instant)
  }
  return starts
}

test.each([
  ['FREQ=DAILY', '19950103T080000Z'],
  ['FREQ=DAILY;INTERVAL=3', '20150103T080000Z'],
  ['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH', '20150106T080000Z'],
  ['FREQ=WEEKLY;BYDAY=MO;UNTIL=20270301T000000Z', '20100104T080000Z'],
  ['FREQ=MONTHLY;BYDAY=2TU', '20150113T080000Z'],
  ['FREQ=MONTHLY;BYMONTHDAY=31', '20150131T080000Z'],
  ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', '20150130T080000Z'],
  ['FREQ=MONTHLY;INTERVAL=5', '20150115T080000Z'],
  ['FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', '19900325T080000Z'],
  ['FREQ=YEARLY;INTERVAL=3', '20000215T080000Z'],
  ['FREQ=HOURLY;INTERVAL=7', '20260101T000000Z'],
])('%s from %s: what is read in the window is what the rule gives from its start', (rule, start) => {
  const expected = fromTheStart(rule, start)
  const read = busyPeriods(calendar(event(`DTSTART:${start}`, 'DURATION:PT30M', `RRULE:${rule}`)), window)
  expect(read.skipped).toBe(0)
  expect(read.periods.map((period) => period.start)).toEqual(expected.slice(0, 500))
  // And the shortcut was taken: the expansion starts near the window, not at the rule's start.
  const [year, month, day, hour] = [start.slice(0, 4), start.slice(4, 6), start.slice(6, 8), start.slice(9, 11)]
  const first = ICAL.Time.fromData({ year: +year, month: +month, day: +day, hour: +hour }, ICAL.Timezone.utcTimezone)
  expect(anchorBefore(first, ICAL.Recur.fromString(rule), at('2027-01-04', '00:00'))?.year).toBeGreaterThan(2020)
})
