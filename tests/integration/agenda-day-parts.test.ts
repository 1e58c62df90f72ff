/**
 * A published activity of the agenda holds the day parts its hours overlap, wherever availability
 * is checked: /boeken, the calculator, a request when it is sent, and the owner's confirmation
 * (docs/decisions/031-the-venues-own-facts-over-the-spec.md).
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { eventMessage } from '~/lib/availability'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import { bookableDate, bookableDates, bookingPayload } from '../support/booking-dates'
import { adminCookie, adminJson, asAdmin } from '../support/worker/admin'
import { decideBooking, insertBooking } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { callWorker, count, expireCachedPage, postJson, rows } from '../support/worker/requests'

const sameSite = { 'Sec-Fetch-Site': 'same-origin' }
const post = (cookie: string, path: string, fields: Record<string, string>) =>
  asAdmin(cookie, path, { method: 'POST', headers: sameSite, body: new URLSearchParams(fields) })

/** The open day of the demo: 10.00-15.00, so both day parts. */
const openDay = (date: string, fields: Record<string, string> = {}) => ({
  title: 'Open dag',
  description: 'Kom kijken in de oude paardenslagerij, met koffie en een rondleiding.',
  date,
  startTime: '10:00',
  endTime: '15:00',
  price: '',
  published: 'on',
  ...fields,
})

/** How /boeken reads the date to a screen reader: "ochtend bezet, middag vrij". */
async function boeken(date: string) {
  await expireCachedPage(`/boeken?datum=${date}`)
  const html = await (await callWorker(`/boeken?datum=${date}`)).text()
  return html.match(
    /aria-current="date"[^>]*><span class="sr-only">[^<]*: (ochtend [a-z ]+, middag [a-z ]+)<\/span>/,
  )?.[1]
}

async function heldBy(cookie: string, id: number, date: string, parts: '1' | '2' | '3') {
  await env.DB.prepare(
    'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, total_cents, status, ' +
      "address_street, address_postcode, address_city) VALUES (?, ?, ?, ?, 6, ?, 32000, 38720, 'aanvraag', " +
      "'Dorpsstraat 1', '1713 HA', 'Obdam')",
  )
    .bind(id, `Gast ${id}`, `gast${id}@voorbeeld.nl`, date, Number(parts))
    .run()
  expect((await decideBooking(cookie, id, 'confirm')).status).toBe(200)
}

test('a published activity’s day parts are closed on /boeken, refused by the calculator and a request', async () => {
  // Three dates apart: 10 and 12 days ahead are one Monday when the 10th is a Saturday.
  const [date = '', other = '', draftDate = ''] = bookableDates(3, 10)
  const cookie = await adminCookie()
  expect(await boeken(date)).toBe('ochtend vrij, middag vrij')
  expect((await post(cookie, '/admin/agenda/nieuw', openDay(date))).status).toBe(303)

  expect(await boeken(date)).toBe('ochtend gesloten, middag gesloten')
  // The venue's own activity: closed with the agenda as its reason, without a waiting list.
  const boekenPage = await (await callWorker(`/boeken?datum=${date}`)).text()
  expect(boekenPage).toContain(eventMessage)
  expect(boekenPage).not.toContain('wachtlijst?datum=')
  const calculator = await (await callWorker(`/tarieven?datum=${date}&dagdeel=1`)).text()
  expect(calculator).toContain(eventMessage)
  expect(calculator).not.toContain('Boeking aanvragen')
  for (const dayParts of [1, 2, 3]) {
    const request = await postJson('/api/bookings', { ...bookingPayload(), date, dayParts })
    expect(request.status).toBe(409)
    expect(JSON.stringify(await request.json())).toContain(eventMessage)
  }
  expect(await count('bookings')).toBe(0)

  // An afternoon workshop holds the afternoon only; an unpublished one holds nothing.
  await post(cookie, '/admin/agenda/nieuw', openDay(other, { title: 'Workshop', startTime: '15:30', endTime: '17:00' }))
  expect(await boeken(other)).toBe('ochtend vrij, middag gesloten')
  const { published: _, ...draft } = openDay(draftDate, { title: 'Concept' })
  await post(cookie, '/admin/agenda/nieuw', draft)
  expect(await boeken(draftDate)).toBe('ochtend vrij, middag vrij')
})

test('publishing over a confirmed booking or an optie is refused in Dutch, naming it; nothing changes', async () => {
  const date = bookableDate(10)
  const cookie = await adminCookie()
  await heldBy(cookie, 7, date, '1')

  const refused = await post(cookie, '/admin/agenda/nieuw', openDay(date))
  expect(refused.status).toBe(409)
  const page = await refused.text()
  expect(page).toContain(
    'Deze activiteit valt op dagdelen die al vastliggen: boeking 7 van Gast 7 (bevestigd, ochtend).',
  )
  expect(page).toContain('Er is niets gewijzigd.')
  expect(await count('events')).toBe(0)

  // Saved without publishing it holds nothing; publishing it from the list is refused the same way.
  const { published: _, ...draft } = openDay(date)
  expect((await post(cookie, '/admin/agenda/nieuw', draft)).status).toBe(303)
  const [{ id } = { id: 0 }] = await rows<{ id: number }>('SELECT id FROM events')
  const publish = await post(cookie, '/admin/agenda', { intent: 'publiceren', id: String(id) })
  expect(publish.status).toBe(409)
  expect(await publish.text()).toContain('boeking 7 van Gast 7 (bevestigd, ochtend)')
  expect(await rows('SELECT published FROM events')).toEqual([{ published: 0 }])
  expect(await rows('SELECT booking_id, event_id FROM booking_slots')).toEqual([{ booking_id: 7, event_id: null }])

  // An optie holds its day part just as firmly (docs/decisions/026-optie.md).
  const later = bookableDate(20)
  await insertBooking(8, later)
  await env.DB.prepare('UPDATE bookings SET day_parts = 2 WHERE id = 8').run()
  expect(
    (await adminJson(cookie, '/api/bookings/8/send-email', 'POST', { type: 'optie', subject: 'Optie', message: 'x' }))
      .status,
  ).toBe(200)
  const overOptie = await post(cookie, '/admin/agenda/nieuw', openDay(later))
  expect(overOptie.status).toBe(409)
  expect(await overOptie.text()).toContain('boeking 8 van Klant 8 (optie, middag)')
})

test('over an open request the activity is published, the owner sees it, and it cannot be confirmed', async () => {
  const date = bookableDate(10)
  await insertBooking(50, date)
  const cookie = await adminCookie()

  const published = await post(cookie, '/admin/agenda/nieuw', openDay(date))
  expect(published.status).toBe(303)
  const [{ id } = { id: 0 }] = await rows<{ id: number }>('SELECT id FROM events')
  expect(published.headers.get('location')).toBe(`/admin/agenda/${id}?melding=aanvragen`)
  const warning = await (await asAdmin(cookie, `/admin/agenda/${id}`)).text()
  expect(warning).toContain('Open aanvragen op de dagdelen van deze activiteit')
  expect(warning).toContain('Klant 50')

  const confirm = await decideBooking(cookie, 50, 'confirm')
  expect(confirm.status).toBe(409)
  expect(JSON.stringify(await confirm.json())).toContain(lifecycleMessages.slotEvent)
  expect(await rows('SELECT status FROM bookings')).toEqual([{ status: 'aanvraag' }])
})

test('hiding, moving or removing the activity frees its day parts, and the waiting list hears of it', async () => {
  const date = bookableDate(10)
  const cookie = await adminCookie()
  await post(cookie, '/admin/agenda/nieuw', openDay(date))
  const [{ id } = { id: 0 }] = await rows<{ id: number }>('SELECT id FROM events')
  await env.DB.prepare(
    'INSERT INTO waiting_list (date, day_parts, email, status, consent_text, confirmed_at) ' +
      "VALUES (?, 1, 'wacht@voorbeeld.nl', 'confirmed', 'ja', 1)",
  )
    .bind(date)
    .run()

  // To the afternoon only: the morning comes free, and the waiting list for it is told.
  const moved = await post(cookie, `/admin/agenda/${id}`, openDay(date, { startTime: '13:30', endTime: '16:00' }))
  expect(moved.status).toBe(303)
  expect(await boeken(date)).toBe('ochtend vrij, middag gesloten')
  const told = (await fakeMail.delivered()).filter((mail) => mail.body.to.includes('wacht@voorbeeld.nl'))
  expect(told.map((mail) => mail.body.subject)).toEqual([expect.stringMatching(/^Er is plek:/)])

  expect((await post(cookie, '/admin/agenda', { intent: 'verbergen', id: String(id) })).status).toBe(303)
  expect(await boeken(date)).toBe('ochtend vrij, middag vrij')
  expect((await post(cookie, '/admin/agenda', { intent: 'publiceren', id: String(id) })).status).toBe(303)
  expect(await boeken(date)).toBe('ochtend vrij, middag gesloten')
  expect((await post(cookie, `/admin/agenda/${id}`, { intent: 'verwijderen' })).status).toBe(303)
  expect(await boeken(date)).toBe('ochtend vrij, middag vrij')
  expect(await count('booking_slots')).toBe(0)
})

test('the owner cannot close days an activity holds, and sees the activity in the calendar', async () => {
  const date = bookableDate(10)
  const cookie = await adminCookie()
  await post(cookie, '/admin/agenda/nieuw', openDay(date))
  const closing = await post(cookie, '/admin/sluitingen', {
    intent: 'sluiten',
    startDate: date,
    dayParts: '3',
    reason: 'Onderhoud vloer',
  })
  expect(closing.status).toBe(409)
  expect(await closing.text()).toContain('Op deze dagen staat een activiteit uit de agenda: Open dag')
  expect(await count('closures')).toBe(0)

  const calendar = await (await asAdmin(cookie, `/admin/kalender?maand=${date.slice(0, 7)}`)).text()
  expect(calendar).toContain('activiteit: Open dag')
})
