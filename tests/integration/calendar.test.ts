import { env } from 'cloudflare:workers'
import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { addDays } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { bookableDates } from '../support/booking-dates'
import { fromBase64 } from '../support/pdf'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, adminJson, asAdmin } from '../support/worker/admin'
import { decideBooking, inDays, insertDaysBooking, today } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { callWorker, rows } from '../support/worker/requests'
import { closeDefaultHolidays } from '../support/worker/reset'

async function booking(id: number, date: string, dayParts: number, status: string, name = `Gast ${id}`) {
  await env.DB.prepare(
    'INSERT INTO bookings (id, name, email, phone, date, num_people, day_parts, total_excl_vat_cents, total_cents, ' +
      'status, message, address_street, address_postcode, address_city) ' +
      'VALUES (?, ?, ?, ?, ?, 8, ?, 17500, 21175, ?, ?, ' +
      "'Dorpsstraat 1', '1713 HA', 'Obdam')",
  )
    .bind(id, name, `gast${id}@voorbeeld.nl`, '06 11 22 33 44', date, dayParts, status, 'Graag, met; komma’s')
    .run()
  if (status === 'bevestigd')
    for (const part of dayParts === 3 ? ['ochtend', 'middag'] : [dayParts === 1 ? 'ochtend' : 'middag'])
      await env.DB.prepare('INSERT INTO booking_slots (date, part, booking_id) VALUES (?, ?, ?)')
        .bind(date, part, id)
        .run()
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
  return { calendar, events }
}

/** The calendar file of the index-th mail that carried one (invoices come in mails of their own). */
const inviteOf = async (index: number) => {
  const invites = (await fakeMail.delivered()).flatMap(
    (mail) => mail.body.attachments?.filter((file) => file.filename.endsWith('.ics')) ?? [],
  )
  const attachment = invites[index]
  return attachment && new TextDecoder().decode(fromBase64(attachment.content))
}

test('the month view shows every day part: confirmed, requests, closures and holidays, each linked', async () => {
  await closeDefaultHolidays()
  await booking(1, '2026-12-07', 1, 'bevestigd', 'Pieter Bakker')
  await booking(2, '2026-12-07', 2, 'aanvraag', 'Thijs Mulder')
  await env.DB.prepare(
    "INSERT INTO closures (id, start_date, end_date, day_parts, reason) VALUES (4, '2026-12-09', '2026-12-09', 3, " +
      "'Schilder')",
  ).run()
  await env.DB.prepare(
    'INSERT INTO booking_slots (date, part, closure_id) ' +
      "VALUES ('2026-12-09', 'ochtend', 4), ('2026-12-09', 'middag', 4)",
  ).run()
  const cookie = await adminCookie()
  const month = await (await asAdmin(cookie, '/admin/kalender?maand=2026-12')).text()
  expect(month).toContain('december 2026')
  expect(month).toContain('href="/admin/boekingen/1"')
  expect(month).toContain('href="/admin/boekingen/2"')
  expect(month).toContain('Pieter Bakker, 8 pers.')
  expect(month).toContain('gesloten (Schilder)')
  expect(month).toContain('eerste kerstdag')
  // One sentence per day for screen readers.
  expect(month).toContain(
    'maandag 7 december 2026. Ochtend: bevestigd, Pieter Bakker, 8 personen. ' +
      'Middag: aanvraag, Thijs Mulder, 8 personen.',
  )
  expect(month).toContain('vrijdag 25 december 2026. Eerste kerstdag (gesloten). Ochtend vrij. Middag vrij.')

  const week = await (await asAdmin(cookie, '/admin/kalender?week=2026-12-09')).text()
  expect(week).toContain('week van 7 december 2026 t/m 13 december 2026')
  expect(week).toContain('Pieter Bakker')
  expect(week).not.toMatch(/eerste kerstdag/i)
  // Anything else is this month, not an error.
  expect((await asAdmin(cookie, '/admin/kalender?maand=2026-13&week=gisteren')).status).toBe(200)
  // Years that date arithmetic cannot handle are this month too.
  for (const query of ['maand=0000-01', 'maand=0099-12', 'maand=9999-12', 'week=0001-01-01', 'week=9999-12-31']) {
    const page = await asAdmin(cookie, `/admin/kalender?${query}`)
    expect(page.status, query).toBe(200)
    expect(await page.text(), query).toContain('Vorige:')
  }
})

async function closure(id: number, from: string, to: string, parts: string[], reason: string) {
  await env.DB.prepare('INSERT INTO closures (id, start_date, end_date, day_parts, reason) VALUES (?, ?, ?, ?, ?)')
    .bind(id, from, to, parts.length === 2 ? 3 : parts[0] === 'ochtend' ? 1 : 2, reason)
    .run()
  for (let date = from; date <= to; date = addDays(date, 1))
    for (const part of parts)
      await env.DB.prepare('INSERT INTO booking_slots (date, part, closure_id) VALUES (?, ?, ?)')
        .bind(date, part, id)
        .run()
}

/** The desktop grid and the phone's list of days: the page sends both, its CSS shows one. */
/** The grid, and the week's list of days for a phone (the month's grid is the phone's list too). */
function views(html: string) {
  const list = html.match(/<ol[^>]*aria-labelledby="kalender-periode"[\s\S]*?<\/ol>/)?.[0]
  return { grid: html.match(/<table[\s\S]*?<\/table>/)?.[0] ?? '', ...(list ? { list } : {}) }
}

const count = (html: string, text: string) => html.split(text).length - 1
/** The entries said to be a whole day: the word for screen readers, or in the week's list of days the visible one. */
const wholeDays = (view: string) => (view.match(/>hele dag:</g) ?? view.match(/>Hele dag:</g) ?? []).length

test('a whole-day booking, request or closure shows once in its day, as a whole day', async () => {
  await booking(1, '2026-12-08', 3, 'bevestigd', 'Pieter Bakker')
  await booking(2, '2026-12-08', 3, 'aanvraag', 'Thijs Mulder')
  await booking(3, '2026-12-08', 1, 'aanvraag', 'Eva de Graaf')
  await closure(4, '2026-12-10', '2026-12-10', ['ochtend', 'middag'], 'Schilder')
  const cookie = await adminCookie()
  for (const path of ['/admin/kalender?maand=2026-12', '/admin/kalender?week=2026-12-08']) {
    const html = await (await asAdmin(cookie, path)).text()
    for (const [name, view] of Object.entries(views(html))) {
      expect(count(view, 'href="/admin/boekingen/1"'), `${path} ${name}`).toBe(1)
      expect(count(view, 'href="/admin/boekingen/2"'), `${path} ${name}`).toBe(1)
      expect(count(view, 'href="/admin/boekingen/3"'), `${path} ${name}`).toBe(1)
      expect(count(view, 'href="/admin/sluitingen"'), `${path} ${name}`).toBe(1)
      expect(wholeDays(view), `${path} ${name}`).toBe(3)
    }
    expect(html).toContain(
      'dinsdag 8 december 2026. Hele dag: bevestigd, Pieter Bakker, 8 personen; aanvraag, Thijs Mulder, 8 personen. ' +
        'Ochtend: aanvraag, Eva de Graaf, 8 personen.',
    )
  }
})

/** The link whose accessible name is `label`, as its opening tag. */
const linkNamed = (html: string, label: string) =>
  html.match(/<a [^>]*>/g)?.find((tag) => tag.includes(`aria-label="${label}"`)) ?? ''

test('Vorige and Volgende are named after the month or week they open', async () => {
  const cookie = await adminCookie()
  const december = await (await asAdmin(cookie, '/admin/kalender?maand=2026-12')).text()
  expect(linkNamed(december, 'Vorige: november 2026')).toContain('href="/admin/kalender?maand=2026-11"')
  expect(linkNamed(december, 'Volgende: januari 2027')).toContain('href="/admin/kalender?maand=2027-01"')
  const week = await (await asAdmin(cookie, '/admin/kalender?week=2026-12-09')).text()
  expect(linkNamed(week, 'Vorige: week van 30 november 2026 t/m 6 december 2026')).toContain(
    'href="/admin/kalender?week=2026-11-30"',
  )
  expect(linkNamed(week, 'Volgende: week van 14 december 2026 t/m 20 december 2026')).toContain(
    'href="/admin/kalender?week=2026-12-14"',
  )
})

test('the month is one list of days for grid and phone alike, the week has its own list, weekends too', async () => {
  await booking(1, '2026-12-07', 1, 'bevestigd', 'Pieter Bakker')
  await closure(5, '2026-12-12', '2026-12-13', ['ochtend', 'middag'], 'Verbouwing')
  const cookie = await adminCookie()
  const month = views(await (await asAdmin(cookie, '/admin/kalender?maand=2026-12')).text())
  // Every day and entry once: the grid's cells are the phone's rows, with the day part in words there.
  expect(month.list).toBeUndefined()
  expect(count(month.grid, 'href="/admin/boekingen/1"')).toBe(1)
  expect(month.grid).toMatch(/>Ochtend:<\/span><span class="max-md:hidden">O<\/span>/)
  for (const date of ['2026-12-01', '2026-12-12', '2026-12-31'])
    expect(count(month.grid, `href="/admin/kalender?week=${date}"`)).toBe(1)
  expect(month.grid).toContain('maandag 7 december 2026')
  expect(count(month.grid, 'href="/admin/sluitingen"')).toBe(2)
  // The weekend's entries stay in the weekend's own cells.
  const saturday = month.grid.match(/<td(?:(?!<\/td>)[\s\S])*data-date="2026-12-12"[\s\S]*?<\/td>/)?.[0]
  expect(saturday).toContain('gesloten (Verbouwing)')

  const week = views(await (await asAdmin(cookie, '/admin/kalender?week=2026-12-07')).text())
  expect(week.list).toContain('href="/admin/boekingen/1"')
  expect(week.list).toContain('zondag 13 december 2026')
  expect(count(week.list ?? '', 'href="/admin/sluitingen"')).toBe(2)
})

test('confirming mails an invite, cancelling mails its cancellation: same UID, higher SEQUENCE', async () => {
  await booking(1, '2026-12-07', 1, 'aanvraag')
  const cookie = await adminCookie()
  const decide = (type: string) =>
    adminJson(cookie, '/api/bookings/1/send-email', 'POST', { type, subject: 'Over je boeking', message: 'Groet' })

  expect((await decide('confirm')).status).toBe(200)
  const confirmed = parse((await inviteOf(0)) ?? '')
  expect(confirmed.calendar.getFirstPropertyValue('method')).toBe('REQUEST')
  const [event] = confirmed.events
  expect(event?.uid).toBe('boeking-1@venue.test')
  expect(event?.sequence).toBe(0)
  expect(event?.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
  expect(event?.startDate.toJSDate().toISOString()).toBe('2026-12-07T07:30:00.000Z')
  expect(event?.endDate.toJSDate().toISOString()).toBe('2026-12-07T11:30:00.000Z')
  expect(event?.summary).toBe('Bijeenkomst in De Oude Paardenslagerij')

  expect((await decide('cancel')).status).toBe(200)
  const cancelled = parse((await inviteOf(1)) ?? '')
  expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
  expect(cancelled.events[0]?.uid).toBe('boeking-1@venue.test')
  expect(cancelled.events[0]?.sequence).toBe(1)
  expect(cancelled.events[0]?.component.getFirstPropertyValue('status')).toBe('CANCELLED')
  const cancelMail = (await fakeMail.delivered()).find((mail) =>
    mail.body.attachments?.some((file) => file.filename === 'afspraak-geannuleerd.ics'),
  )
  expect(cancelMail?.body.subject).toBe('Over je boeking – De Oude Paardenslagerij')

  expect((await decide('confirm')).status).toBe(200)
  expect(parse((await inviteOf(2)) ?? '').events[0]?.sequence).toBe(2)
  expect(await rows('SELECT calendar_sequence FROM bookings')).toEqual([{ calendar_sequence: 2 }])
})

test('rejecting a request sends no calendar file: the customer never had an invite', async () => {
  await booking(1, '2026-12-07', 1, 'aanvraag')
  const cookie = await adminCookie()
  await adminJson(cookie, '/api/bookings/1/send-email', 'POST', { type: 'reject', subject: 'Helaas', message: 'Groet' })
  expect((await fakeMail.delivered())[0]?.body.attachments ?? []).toEqual([])
})

async function feedUrl(cookie: string, intent = 'abonnement-maken') {
  const made = await asAdmin(cookie, '/admin/kalender', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ intent }),
  })
  expect(made.status).toBe(303)
  const page = await (await asAdmin(cookie, '/admin/kalender')).text()
  return page.match(/https:\/\/venue\.test\/kalender\/[^"]+\.ics/)?.[0]
}

test('the feed has every booking that holds or asks for the room, tentative till confirmed, and closures', async () => {
  const [first, second, third, fourth] = bookableDates(4)
  await booking(1, first ?? '', 3, 'bevestigd', 'Pieter Bakker')
  await booking(2, second ?? '', 1, 'aanvraag')
  await booking(3, second ?? '', 2, 'geannuleerd')
  await booking(4, third ?? '', 2, 'optie')
  await env.DB.prepare('UPDATE bookings SET optie_until = ? WHERE id = 4').bind(inDays(2)).run()
  // A booking of two dates is an event per date.
  await env.DB.prepare(
    'INSERT INTO booking_later_days (booking_id, date, day_parts, num_people, meeting_type, lunch_type) ' +
      "VALUES (1, ?, 1, 6, 'geen', 'geen')",
  )
    .bind(fourth)
    .run()
  await env.DB.prepare(
    "INSERT INTO closures (id, start_date, end_date, day_parts, reason) VALUES (7, ?, ?, 1, 'Schilder')",
  )
    .bind(inDays(40), inDays(41))
    .run()
  const cookie = await adminCookie()
  const url = await feedUrl(cookie)
  expect(url).toMatch(/^https:\/\/venue\.test\/kalender\/\d+-[A-Za-z0-9_-]{43}\.ics$/)

  const response = await callWorker(url ?? '')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  const text = await response.text()
  expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
  const { calendar, events } = parse(text)
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('De Oude Paardenslagerij: boekingen en sluitingen')
  const byUid = new Map(events.map((event) => [event.uid, event]))
  expect([...byUid.keys()].sort()).toEqual(
    [
      'boeking-1@venue.test',
      `boeking-1-${fourth}@venue.test`,
      'boeking-2@venue.test',
      'boeking-4@venue.test',
      `sluiting-7-${inDays(40)}@venue.test`,
      `sluiting-7-${inDays(41)}@venue.test`,
    ].sort(),
  )
  // Every event has what a calendar app needs to update it rather than add it again.
  for (const event of events)
    for (const property of ['uid', 'dtstamp', 'sequence', 'status'])
      expect(event.component.hasProperty(property), `${event.uid} ${property}`).toBe(true)
  const status = (uid: string) => byUid.get(uid)?.component.getFirstPropertyValue('status')
  expect(byUid.get('boeking-1@venue.test')?.summary).toBe('Pieter Bakker, 8 pers.')
  expect(byUid.get(`boeking-1-${fourth}@venue.test`)?.summary).toBe('Pieter Bakker, 6 pers.')
  expect(status('boeking-1@venue.test')).toBe('CONFIRMED')
  // What the owner needs to recognise the booking, and the way to it; the calendar provider keeps a
  // copy, so no phone, address or message, of a request no one has vetted least of all.
  for (const uid of ['boeking-1@venue.test', 'boeking-2@venue.test']) {
    const description = byUid.get(uid)?.description ?? ''
    expect(description).toContain(`https://venue.test/admin/boekingen/${uid.slice(8, 9)}`)
    expect(description).not.toMatch(/Telefoon|E-mail|Bericht|06 11 22 33 44|@|komma/)
  }
  expect(byUid.get('boeking-2@venue.test')?.summary).toBe('Aanvraag: Gast 2, 8 pers.')
  expect(status('boeking-2@venue.test')).toBe('TENTATIVE')
  expect(byUid.get('boeking-4@venue.test')?.summary).toBe(`Optie t/m ${formatDate(inDays(2))}: Gast 4, 8 pers.`)
  expect(status('boeking-4@venue.test')).toBe('TENTATIVE')
  expect(byUid.get(`sluiting-7-${inDays(40)}@venue.test`)?.summary).toBe('Gesloten: Schilder')
  expect(
    byUid
      .get(`sluiting-7-${inDays(40)}@venue.test`)
      ?.startDate.toJSDate()
      .getTime(),
  ).toBe(amsterdamInstant(inDays(40), '08:30'))

  // The owner confirms the request: the same event, confirmed, with a higher SEQUENCE.
  const before = byUid.get('boeking-2@venue.test')?.sequence ?? 0
  expect((await decideBooking(cookie, 2, 'confirm', { noInvoice: true })).status).toBe(200)
  const after = parse(await (await callWorker(url ?? '')).text()).events.find(
    (event) => event.uid === 'boeking-2@venue.test',
  )
  expect(after?.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
  expect(after?.summary).toBe('Gast 2, 8 pers.')
  expect(after?.sequence).toBeGreaterThan(before)
  // Cancelled, it leaves the feed, and so the owner's calendar.
  expect((await decideBooking(cookie, 2, 'cancel')).status).toBe(200)
  const gone = parse(await (await callWorker(url ?? '')).text()).events.map((event) => event.uid)
  expect(gone).not.toContain('boeking-2@venue.test')
  expect(gone).toContain('boeking-1@venue.test')

  // A new link replaces the old one; revoking ends the new one too.
  const newer = await feedUrl(cookie)
  expect(newer).not.toBe(url)
  expect((await callWorker(url ?? '')).status).toBe(404)
  expect((await callWorker(newer ?? '')).status).toBe(200)
  await asAdmin(cookie, '/admin/kalender', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ intent: 'abonnement-intrekken' }),
  })
  expect((await callWorker(newer ?? '')).status).toBe(404)
  expect(await rows('SELECT action FROM audit_log WHERE action LIKE ? ORDER BY id', 'feed.%')).toEqual([
    { action: 'feed.create' },
    { action: 'feed.create' },
    { action: 'feed.revoke' },
  ])
})

test('a forged or malformed feed link is 404 and tells nothing', async () => {
  const cookie = await adminCookie()
  const url = (await feedUrl(cookie)) ?? ''
  const forged = url.replace(/-[A-Za-z0-9_-]{43}\.ics$/, `-${'A'.repeat(43)}.ics`)
  for (const path of [forged, '/kalender/1.ics', '/kalender/x', url.replace(/\/kalender\/\d+/, '/kalender/2')]) {
    const response = await callWorker(path)
    expect(response.status, path).toBe(404)
    expect(await response.text(), path).not.toContain('BEGIN:VCALENDAR')
  }
})

test('a booking of several dates is an event per date: invited, in the owner’s feed, cancelled at once', async () => {
  // Confirmed in 30 days for the whole day, and two days later in the afternoon (ADR 028).
  const first = addDays(today(), 30)
  const later = addDays(first, 2)
  const choices = { numPeople: 8, meetingType: 'geen', lunchType: 'geen', extras: [], list: firstPriceList } as const
  await insertDaysBooking(
    1,
    [
      { date: first, dayParts: 3, ...choices },
      { date: later, dayParts: 2, ...choices },
    ],
    {
      name: 'Fleur Visser',
    },
  )
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)

  const invite = parse((await inviteOf(0)) ?? '')
  expect(invite.events.map((event) => [event.uid, event.startDate.toJSDate().getTime()])).toEqual([
    ['boeking-1@venue.test', amsterdamInstant(first, '08:30')],
    [`boeking-1-${later}@venue.test`, amsterdamInstant(later, '13:00')],
  ])
  const feed = parse(await (await callWorker((await feedUrl(cookie)) ?? '')).text())
  expect(feed.events.map((event) => [event.uid, event.summary])).toEqual([
    ['boeking-1@venue.test', 'Fleur Visser, 8 pers.'],
    [`boeking-1-${later}@venue.test`, 'Fleur Visser, 8 pers.'],
  ])

  expect((await decideBooking(cookie, 1, 'cancel')).status).toBe(200)
  const cancellation = parse((await inviteOf(1)) ?? '')
  expect(cancellation.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
  expect(cancellation.events.map((event) => [event.uid, event.sequence])).toEqual([
    ['boeking-1@venue.test', 1],
    [`boeking-1-${later}@venue.test`, 1],
  ])
})
