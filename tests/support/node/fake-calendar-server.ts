/**
 * The owner's own calendars as Google or Outlook serve them, on loopback, for the integration tests
 * (tests/integration/own-calendars.test.ts): each path is one kind of calendar, good or bad. The
 * tests reach it through the Worker's own fetch, which maps https://agenda.test to this server
 * (tests/support/worker/fake-calendar.ts).
 */
import { createServer, type Server } from 'node:http'
import { FAKE_CALENDAR_HOST } from '../fake-calendar-constants'

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Fake//Agenda//NL', ...events, 'END:VCALENDAR', ''].join('\r\n')
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n')
const stamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`

/** The calendars, by path; `date` is the first date the test uses (a bookable weekday). */
function calendarAt(path: string, date: string): string | undefined {
  switch (path) {
    case '/privé.ics':
      return calendar(
        // Weekly on this date's weekday: the second week off, the third moved to the afternoon, the fourth cancelled.
        event(
          'UID:wekelijks@agenda',
          'SUMMARY:Loodgieter',
          `DTSTART:${stamp(date, '08:00')}Z`,
          `DTEND:${stamp(date, '09:00')}Z`,
          'RRULE:FREQ=WEEKLY;COUNT=4',
          `EXDATE:${stamp(addDays(date, 7), '08:00')}Z`,
        ),
        event(
          'UID:wekelijks@agenda',
          `RECURRENCE-ID:${stamp(addDays(date, 14), '08:00')}Z`,
          'SUMMARY:Loodgieter',
          `DTSTART:${stamp(addDays(date, 14), '13:00')}Z`,
          `DTEND:${stamp(addDays(date, 14), '14:00')}Z`,
        ),
        // The fourth week is cancelled on its own.
        event(
          'UID:wekelijks@agenda',
          `RECURRENCE-ID:${stamp(addDays(date, 21), '08:00')}Z`,
          'STATUS:CANCELLED',
          'SUMMARY:Loodgieter',
          `DTSTART:${stamp(addDays(date, 21), '08:00')}Z`,
          `DTEND:${stamp(addDays(date, 21), '09:00')}Z`,
        ),
        event(
          'UID:hele-dag@agenda',
          'SUMMARY:Besloten feest',
          `DTSTART;VALUE=DATE:${addDays(date, 1).replaceAll('-', '')}`,
        ),
        event(
          'UID:beschikbaar@agenda',
          'SUMMARY:Notitie',
          'TRANSP:TRANSPARENT',
          `DTSTART:${stamp(addDays(date, 2), '09:00')}Z`,
          `DTEND:${stamp(addDays(date, 2), '10:00')}Z`,
        ),
        event(
          'UID:afgezegd@agenda',
          'SUMMARY:Afgezegd',
          'STATUS:CANCELLED',
          `DTSTART:${stamp(addDays(date, 2), '13:00')}Z`,
          `DTEND:${stamp(addDays(date, 2), '14:00')}Z`,
        ),
      )
    case '/werkoverleg.ics':
      // One morning, for the end-to-end journey (tests/e2e/own-calendar.spec.ts).
      return calendar(
        event(
          'UID:overleg@agenda',
          'SUMMARY:Werkoverleg',
          `DTSTART:${stamp(date, '08:00')}Z`,
          `DTEND:${stamp(date, '09:00')}Z`,
        ),
      )
    case '/new-york.ics':
      // 09:00 in New York is 15:00 in Amsterdam in winter: the afternoon.
      return calendar(
        event(
          'UID:ny@agenda',
          'SUMMARY:Call',
          `DTSTART;TZID=America/New_York:${stamp(date, '09:00')}`,
          `DTEND;TZID=America/New_York:${stamp(date, '09:30')}`,
        ),
      )
    case '/kapot.ics':
      return 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nooit\r\n'
    case '/inlogpagina.ics':
      // A login page served where the calendar was, control characters and all.
      return '<html><body>\u0000\u0001<h1>Inloggen</h1><form>wachtwoord</form></body></html>'
    case '/half-kapot.ics':
      // Three events no calendar program should write, around one good one.
      return calendar(
        event(
          'UID:tot-nooit@agenda',
          `DTSTART:${stamp(date, '10:00')}Z`,
          'DURATION:PT1H',
          'RRULE:FREQ=DAILY;UNTIL=garbage',
        ),
        event('UID:getypt@agenda', 'DTSTART:morgen om tien', `DTEND:${stamp(date, '11:00')}Z`),
        event('UID:eindeloos@agenda', `DTSTART:${stamp(date, '10:00')}Z`, 'DURATION:P999999999W'),
        event(
          'UID:tandarts@agenda',
          'SUMMARY:Tandarts',
          `DTSTART:${stamp(date, '13:00')}Z`,
          `DTEND:${stamp(date, '14:00')}Z`,
        ),
      )
    case '/groot.ics':
      return calendar(
        ...Array.from({ length: 40_000 }, (_, index) =>
          event(`UID:veel-${index}@agenda`, `SUMMARY:${'x'.repeat(80)}`, `DTSTART:${stamp(date, '08:00')}Z`),
        ),
      )
  }
  return undefined
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

export function createFakeCalendarServer(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', `https://${FAKE_CALENDAR_HOST}`)
    const date = url.searchParams.get('datum') ?? '2027-01-11'
    if (url.pathname === '/weg.ics') return void res.writeHead(404).end('Not found')
    // Answers only after the Worker's time limit (the test's) has passed.
    if (url.pathname === '/stil.ics')
      return void setTimeout(() => res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar()), 2_000)
    if (url.pathname === '/doorverwijzing.ics')
      return void res
        .writeHead(302, { location: `https://${FAKE_CALENDAR_HOST}${encodeURI('/privé.ics')}?datum=${date}` })
        .end()
    if (url.pathname === '/rondje.ics')
      return void res.writeHead(302, { location: `https://${FAKE_CALENDAR_HOST}/rondje.ics?datum=${date}` }).end()
    if (url.pathname === '/naar-http.ics')
      return void res.writeHead(302, { location: `http://${FAKE_CALENDAR_HOST}${encodeURI('/privé.ics')}` }).end()
    const text = calendarAt(decodeURIComponent(url.pathname), date)
    if (text === undefined) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(text)
  })
}
