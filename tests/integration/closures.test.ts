import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { checkBookingDate, closedMessage, dutchHolidays } from '~/lib/availability'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import { addDays } from '~/lib/dates'
import { bookableDate, bookingPayload } from '../support/booking-dates'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, adminJson, asAdmin } from '../support/worker/admin'
import { callWorker, count, expireCachedPage, postJson, rows } from '../support/worker/requests'
import { closeDefaultHolidays } from '../support/worker/reset'

const sameSite = { 'Sec-Fetch-Site': 'same-origin' }
const openCalendar = { closedHolidays: [], closedSlots: [], eventSlots: [] }

function closeDays(cookie: string, fields: Record<string, string>) {
  return asAdmin(cookie, '/admin/sluitingen', {
    method: 'POST',
    headers: sameSite,
    body: new URLSearchParams({ intent: 'sluiten', dayParts: '3', reason: 'Onderhoud vloer', ...fields }),
  })
}

async function confirmedBooking(id: number, date: string, dayParts = 3) {
  await env.DB.prepare(
    'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, total_cents, status) ' +
      "VALUES (?, ?, ?, ?, 6, ?, 32000, 38720, 'bevestigd')",
  )
    .bind(id, `Gast ${id}`, `gast${id}@voorbeeld.nl`, date, dayParts)
    .run()
  for (const part of dayParts === 3 ? ['ochtend', 'middag'] : [dayParts === 1 ? 'ochtend' : 'middag'])
    await env.DB.prepare('INSERT INTO booking_slots (date, part, booking_id) VALUES (?, ?, ?)')
      .bind(date, part, id)
      .run()
}

const boekenStatus = async (date: string) => {
  await expireCachedPage(`/boeken?datum=${date}`)
  const html = await (await callWorker(`/boeken?datum=${date}`)).text()
  return html.match(/id="dagdeel-status"[\s\S]*?<\/aside>/)?.[0] ?? html
}

test('a closed day is gesloten on /boeken, refused for a booking request, and shows in the calendar', async () => {
  const date = bookableDate(10)
  const cookie = await adminCookie()
  const closed = await closeDays(cookie, { startDate: date })
  expect(closed.status).toBe(303)
  expect(closed.headers.get('location')).toBe('/admin/sluitingen?melding=gesloten')
  expect(await rows('SELECT date, part FROM booking_slots WHERE closure_id IS NOT NULL ORDER BY part')).toEqual([
    { date, part: 'middag' },
    { date, part: 'ochtend' },
  ])

  const status = await boekenStatus(date)
  expect(status).toContain('gesloten')
  expect(status).not.toContain('Onderhoud vloer')

  const request = await postJson('/api/bookings', { ...bookingPayload(), date })
  expect(request.status).toBe(409)
  expect(JSON.stringify(await request.json())).toContain(closedMessage)
  expect(await count('bookings')).toBe(0)

  const calendar = await (await asAdmin(cookie, `/admin/kalender?maand=${date.slice(0, 7)}`)).text()
  expect(calendar).toContain('gesloten (Onderhoud vloer)')
})

test('closing only the morning leaves the afternoon bookable', async () => {
  const date = bookableDate(10)
  const cookie = await adminCookie()
  expect((await closeDays(cookie, { startDate: date, dayParts: '1' })).status).toBe(303)
  const morning = await postJson('/api/bookings', { ...bookingPayload(), date, dayParts: 1 })
  expect(morning.status).toBe(409)
  const afternoon = await postJson('/api/bookings', { ...bookingPayload(), date, dayParts: 2 })
  expect(afternoon.status).toBe(201)
})

test('a closure over a confirmed booking is refused with the booking named, and nothing changes', async () => {
  const date = bookableDate(10)
  await confirmedBooking(7, addDays(date, 1), 2)
  const cookie = await adminCookie()
  const response = await closeDays(cookie, { startDate: date, endDate: addDays(date, 2) })
  expect(response.status).toBe(409)
  const page = await response.text()
  expect(page).toContain('Op deze dagen staan bevestigde boekingen')
  expect(page).toContain('boeking 7')
  expect(page).toContain('href="/admin/boekingen/7"')
  expect(await count('closures')).toBe(0)
  expect(await rows('SELECT booking_id FROM booking_slots')).toEqual([{ booking_id: 7 }])
  expect(await rows('SELECT id FROM audit_log WHERE action = ?', 'closure.create')).toEqual([])
})

test('a request on a closed day part cannot be confirmed; reopening the day lets it through', async () => {
  const date = bookableDate(10)
  const cookie = await adminCookie()
  const requested = await postJson('/api/bookings', { ...bookingPayload(), date })
  const { bookingId } = await requested.json<{ bookingId: number }>()
  expect((await closeDays(cookie, { startDate: date })).status).toBe(303)

  const sluitingen = await (await asAdmin(cookie, '/admin/sluitingen')).text()
  expect(sluitingen).toContain('Open aanvragen op gesloten dagen')
  expect(sluitingen).toContain(`href="/admin/boekingen/${bookingId}"`)

  const confirm = { type: 'confirm', subject: 'Bevestiging', message: 'Tot dan!' }
  const refused = await adminJson(cookie, `/api/bookings/${bookingId}/send-email`, 'POST', confirm)
  expect(refused.status).toBe(409)
  expect(await refused.json()).toEqual({ error: lifecycleMessages.slotClosed })
  expect(await rows('SELECT status FROM bookings')).toEqual([{ status: 'aanvraag' }])

  const [closure] = await rows<{ id: number }>('SELECT id FROM closures')
  const reopened = await asAdmin(cookie, '/admin/sluitingen', {
    method: 'POST',
    headers: sameSite,
    body: new URLSearchParams({ intent: 'heropenen', id: String(closure?.id) }),
  })
  expect(reopened.status).toBe(303)
  expect(await count('booking_slots')).toBe(0)
  const confirmed = await adminJson(cookie, `/api/bookings/${bookingId}/send-email`, 'POST', confirm)
  expect(confirmed.status).toBe(200)
  expect(await rows('SELECT action FROM audit_log WHERE entity = ? ORDER BY id', 'closure')).toEqual([
    { action: 'closure.create' },
    { action: 'closure.delete' },
  ])
})

test.each([
  [{ startDate: '' }, 'Kies de eerste dag.'],
  [{ startDate: '2026-02-30' }, 'Kies een geldige datum.'],
  [{ startDate: '2027-03-10', endDate: '2027-03-09' }, 'De laatste dag ligt vóór de eerste.'],
  [{ startDate: '2027-03-01', endDate: '2027-04-15' }, 'Sluit hoogstens 31 dagen tegelijk'],
  [{ startDate: '2027-03-01', reason: '' }, 'Geef een reden op (alleen voor jezelf).'],
  [{ startDate: '2027-03-01', dayParts: '4' }, 'Kies een dagdeel.'],
  [{ startDate: '2020-03-02' }, 'Kies een dag vanaf vandaag.'],
])('bad closure input %j is answered in Dutch and changes nothing', async (fields, message) => {
  const cookie = await adminCookie()
  const response = await closeDays(cookie, fields)
  expect(response.status).toBe(400)
  expect(await response.text()).toContain(message)
  expect(await count('closures')).toBe(0)
  expect(await count('booking_slots')).toBe(0)
})

test('the owner chooses the holidays: Goede Vrijdag closed, tweede paasdag open, and the log says so', async () => {
  await closeDefaultHolidays()
  const cookie = await adminCookie()
  const holidays = ['nieuwjaarsdag', 'goede-vrijdag', 'eerste-paasdag', 'koningsdag', 'eerste-kerstdag']
  const body = new URLSearchParams([['intent', 'feestdagen'], ...holidays.map((id) => ['holidays', id])])
  const saved = await asAdmin(cookie, '/admin/sluitingen', { method: 'POST', headers: sameSite, body })
  expect(saved.status).toBe(303)
  expect(
    (await rows<{ holiday_id: string }>('SELECT holiday_id FROM closed_holidays')).map((row) => row.holiday_id),
  ).toEqual(expect.arrayContaining(holidays))
  expect(await count('closed_holidays')).toBe(holidays.length)
  const [entry] = await rows<{ summary: string }>('SELECT summary FROM audit_log WHERE action = ?', 'holidays.update')
  expect(entry?.summary).toContain('voortaan gesloten op Goede Vrijdag')
  expect(entry?.summary).toContain('voortaan open op tweede paasdag')

  // The calendar page of /boeken reads the same setting (Goede Vrijdag 2027 is 26 March).
  const { availabilityBetween } = await import('~/server/bookings/availability.server')
  const { getDb } = await import('~/server/db/client.server')
  const days = await availabilityBetween(
    getDb(env.DB),
    '2027-03-26',
    '2027-03-29',
    Date.parse('2027-01-04T09:00:00Z'),
    firstPriceList.terms,
  )
  expect(days.get('2027-03-26')?.closedReason).toContain('Goede Vrijdag')
  expect(days.get('2027-03-29')).toMatchObject({ ochtend: 'vrij', middag: 'vrij' })
})

test('the closures page is the owner’s alone: anonymous visitors go to the login, other sites refused', async () => {
  const anonymous = await callWorker('/admin/sluitingen', { redirect: 'manual' })
  expect(anonymous.status).toBe(302)
  const post = await callWorker('/admin/sluitingen', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'sluiten', startDate: '2027-03-01', dayParts: '3', reason: 'x x x' }),
    redirect: 'manual',
  })
  expect(post.status).toBe(302)
  const cookie = await adminCookie()
  const crossSite = await asAdmin(cookie, '/admin/sluitingen', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'cross-site' },
    body: new URLSearchParams({ intent: 'sluiten', startDate: '2027-03-01', dayParts: '3', reason: 'x x x' }),
  })
  expect(crossSite.status).toBe(403)
  expect(await count('closures')).toBe(0)
})

test('a request on a public holiday the owner closed afterwards cannot be confirmed or held as an optie', async () => {
  // The test world closes on no holiday (tests/support/worker/reset.ts), so the request is taken.
  const cookie = await adminCookie()
  const holiday = [new Date().getUTCFullYear(), new Date().getUTCFullYear() + 1]
    .flatMap(dutchHolidays)
    .find(
      (day) =>
        day.date >= bookableDate(3) && checkBookingDate(day.date, 3, Date.now(), openCalendar, firstPriceList.terms).ok,
    )
  if (!holiday) throw new Error('no public holiday in the booking window')
  const requested = await postJson('/api/bookings', { ...bookingPayload(), date: holiday.date })
  expect(requested.status).toBe(201)
  const { bookingId } = await requested.json<{ bookingId: number }>()
  const closed = await asAdmin(cookie, '/admin/sluitingen', {
    method: 'POST',
    headers: sameSite,
    body: new URLSearchParams({ intent: 'feestdagen', holidays: holiday.id }),
  })
  expect(closed.status).toBe(303)

  const reason = lifecycleMessages.holidayClosed(holiday.name)
  for (const decision of [
    { type: 'confirm', subject: 'Bevestiging', message: 'Tot dan!' },
    { type: 'optie', subject: 'Optie', message: 'We houden de datum voor je vast.' },
  ]) {
    const refused = await adminJson(cookie, `/api/bookings/${bookingId}/send-email`, 'POST', decision)
    expect(refused.status, decision.type).toBe(409)
    expect(await refused.json()).toEqual({ error: reason })
  }
  const dropdown = await adminJson(cookie, `/api/bookings/${bookingId}/status`, 'PATCH', { status: 'bevestigd' })
  expect(dropdown.status).toBe(409)
  expect(await rows('SELECT status FROM bookings')).toEqual([{ status: 'aanvraag' }])
  expect(await count('booking_slots')).toBe(0)
})
