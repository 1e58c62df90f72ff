/**
 * How long reading the owner's own calendar takes (app/server/own-calendar/busy-times.ts), in CPU
 * time of this process (V8, the engine workerd runs): files of 10,000 and 20,000 small events (the
 * second about 2 MB, the most we fetch), with a time zone as Outlook writes it. The read is linear
 * when the second takes about twice the first.
 * Alone: `npx tsx --tsconfig tsconfig.node.json scripts/bench/calendar-read.ts`.
 */
import { addDays, amsterdamDate } from '../../app/lib/dates'
import { busyPeriods } from '../../app/server/own-calendar/busy-times'
import type { Figure } from './budgets'

const zone = [
  'BEGIN:VTIMEZONE',
  'TZID:W. Europe Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
]

/**
 * A calendar file of `count` small events (about 90 bytes each, as in a file of 22,804 events in
 * 2 MB) over the coming half year: one in a hundred weekly and in the file's time zone, the rest in UTC.
 */
export function calendarFile(count: number, first: string): string {
  const stamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time}00`
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//NL', ...zone]
  for (let index = 0; index < count; index += 1) {
    const date = addDays(first, index % 180)
    const zoned = index % 100 === 0
    const at = (time: string) =>
      zoned ? `;TZID=W. Europe Standard Time:${stamp(date, time)}` : `:${stamp(date, time)}Z`
    lines.push(
      'BEGIN:VEVENT',
      `UID:${index}`,
      `DTSTART${at('1000')}`,
      `DTEND${at('1030')}`,
      ...(zoned ? ['RRULE:FREQ=WEEKLY;COUNT=20'] : []),
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.join('\r\n')
}

/** CPU milliseconds of the best of three reads (the first warms the engine up). */
function cpuMs(text: string, window: { from: string; to: string }): number {
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < 3; run += 1) {
    const before = process.cpuUsage()
    busyPeriods(text, window)
    const used = process.cpuUsage(before)
    best = Math.min(best, (used.user + used.system) / 1000)
  }
  return Math.round(best)
}

export function measureCalendarRead(): Figure[] {
  const first = addDays(amsterdamDate(new Date()), 1)
  const window = { from: first, to: addDays(first, 180) }
  const small = calendarFile(10_000, first)
  const large = calendarFile(20_000, first)
  const [smallMs, largeMs] = [cpuMs(small, window), cpuMs(large, window)]
  const section = 'Own calendar'
  const subject = (text: string, count: number) =>
    `${count.toLocaleString('en')} events, ${(text.length / 1e6).toFixed(1)} MB`
  return [
    { section, subject: subject(small, 10_000), name: 'read (CPU)', value: smallMs, unit: 'ms' },
    {
      section,
      subject: subject(large, 20_000),
      name: 'read (CPU)',
      value: largeMs,
      unit: 'ms',
      budget: 'calendarReadLarge',
    },
    {
      section,
      subject: '20,000 against 10,000 events',
      name: 'ratio',
      value: Math.round((largeMs / smallMs) * 100) / 100,
      unit: '×',
      budget: 'calendarReadGrowth',
    },
  ]
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const figure of measureCalendarRead())
    console.log(`${figure.subject}: ${figure.name} ${figure.value} ${figure.unit}`)
