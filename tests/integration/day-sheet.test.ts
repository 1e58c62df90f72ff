/**
 * The day itself for the owner (app/lib/day-sheet.ts): the day sheet at /admin/dag/{datum}, its PDF,
 * the catering order as a page, a PDF and a CSV, and both through the JSON API; the owner's alone.
 */
import { expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { addDays, isoWeekday } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { bookingDay } from '../support/booking-days'
import { readPdf } from '../support/pdf'
import { ADMIN_API_TOKEN, adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, inDays, insertDaysBooking } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { cron } from '../support/worker/lifecycle'
import { callWorker, rows } from '../support/worker/requests'
import { morningMailAsNew } from '../support/worker/reset'

/** Booking 1's dietary needs (ADR 045). */
const salad = { counts: { vegetarisch: 3, glutenvrij: 1 }, note: 'Eén gast mag geen selderij' }
const day = inDays(30)
const next = inDays(31)

/**
 * A confirmed morning with lunch; an optie over two dates, its second in the afternoon; a request
 * and a cancelled booking.
 */
async function aWeek() {
  await insertDaysBooking(1, [bookingDay(day, { dayParts: 1, numPeople: 12, lunchType: 'luxe', diet: salad })], {
    name: 'Anna de Wit',
  })
  // Without a lunch the arrangement is the meal that has the dietary needs.
  const halal = { counts: { halal: 2 }, note: null }
  await insertDaysBooking(
    2,
    [
      bookingDay(inDays(29), { numPeople: 6 }),
      bookingDay(day, { dayParts: 2, numPeople: 5, lunchType: 'geen', diet: halal }),
    ],
    { name: 'Bram Smit' },
  )
  await insertDaysBooking(3, [bookingDay(next, { numPeople: 9, meetingType: 'geen', lunchType: 'geen' })], {
    name: 'Cor Visser',
  })
  await insertDaysBooking(4, [bookingDay(day, { numPeople: 4 })], { name: 'Alleen Aanvraag' })
  await insertDaysBooking(5, [bookingDay(next, { numPeople: 4 })], { name: 'Al Geannuleerd' })
  await rows("UPDATE bookings SET phone = '0226 123 456', message = 'Graag een beamer.' WHERE id = 1")
  await rows("UPDATE bookings SET status = 'optie', optie_until = ? WHERE id = 2", inDays(20))
  await rows("UPDATE bookings SET status = 'bevestigd' WHERE id = 3")
  await rows("UPDATE bookings SET status = 'geannuleerd' WHERE id = 5")
  const cookie = await adminCookie()
  // Confirmed with its invoice, so the sheet says what is still to be paid.
  expect((await decideBooking(cookie, 1, 'confirm', { subject: 'Bevestiging' })).status).toBe(200)
  return cookie
}

test('the day sheet shows each booking of the day in order, with what to prepare and what is still open', async () => {
  const cookie = await aWeek()
  const [invoice] = await rows<{ total_cents: number }>('SELECT total_cents FROM invoices WHERE booking_id = 1')
  const response = await asAdmin(cookie, `/admin/dag/${day}`)
  expect(response.status).toBe(200)
  const page = await response.text()
  const morning = page.indexOf('Ochtend, 8.30-12.30 uur')
  const afternoon = page.indexOf('Middag, 13.00-17.00 uur')
  expect(morning).toBeGreaterThan(0)
  expect(afternoon).toBeGreaterThan(morning)
  for (const text of [
    'Anna de Wit',
    'tel:0226123456',
    'Luxe lunch',
    '3 vegetarisch, 1 glutenvrij; Eén gast mag geen selderij',
    'Graag een beamer.',
    'Bram Smit',
    'Dag 2 van 2',
    '2 halal',
  ])
    expect(page).toContain(text)
  expect(page).toContain(`€\u00a0${((invoice?.total_cents ?? 0) / 100).toFixed(2).replace('.', ',')}`)
  expect(page).toContain('Nog geen factuur')
  // Neither a request nor a cancelled booking takes a day part.
  expect(page).not.toContain('Alleen Aanvraag')

  const pdf = await readPdf(await (await asAdmin(cookie, `/admin/dag/${day}/dagblad.pdf`)).arrayBuffer())
  expect(pdf.text).toContain('Anna de Wit')
  expect(pdf.text).toContain('dag 2 van 2')
  expect(pdf.text).toContain('Graag een beamer.')
  expect(pdf.text).toContain('3 vegetarisch, 1 glutenvrij; Eén gast mag geen selderij')

  // Without a date it opens today; a date that is none is not found.
  expect((await asAdmin(cookie, '/admin/dag')).headers.get('location')).toMatch(/^\/admin\/dag\/\d{4}-\d{2}-\d{2}$/)
  expect((await asAdmin(cookie, '/admin/dag/2027-02-30')).status).toBe(404)
  expect(await (await asAdmin(cookie, `/admin/dag/${inDays(60)}`)).text()).toContain(
    'Geen bevestigde boekingen of opties op deze dag.',
  )
})

test('the catering order counts every arrangement and lunch per date, as a page, a CSV and a PDF', async () => {
  const cookie = await aWeek()
  const query = `van=${day}&tot=${next}`
  const page = await (await asAdmin(cookie, `/admin/catering?${query}`)).text()
  expect(page).toContain('Luxe lunch')
  expect(page).toContain('Totaal over de periode')
  expect(page).toContain('Basisarrangement: 17 (waarvan 2 halal)')
  expect(page).toContain('Luxe lunch: 12 (waarvan 3 vegetarisch, 1 glutenvrij)')

  const csv = await (await asAdmin(cookie, `/admin/catering/bestelling.csv?${query}`)).text()
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'))
  const diets = ['Vegetarisch', 'Veganistisch', 'Glutenvrij', 'Lactosevrij', 'Halal', 'Notenallergie']
  expect(lines).toEqual([
    ['Datum', 'Wat', 'Aantal', 'Boeking', 'Personen', ...diets, 'Toelichting dieet'],
    [day, 'Basisarrangement', '12', '1', '12', '', '', '', '', '', '', ''],
    [day, 'Luxe lunch', '12', '1', '12', '3', '0', '1', '0', '0', '0', salad.note],
    [day, 'Basisarrangement', '5', '2', '5', '0', '0', '0', '0', '2', '0', ''],
  ])
  const pdf = await readPdf(await (await asAdmin(cookie, `/admin/catering/bestelling.pdf?${query}`)).arrayBuffer())
  expect(pdf.text).toContain('Cateringbestelling')
  expect(pdf.text).toContain('Alleen de ruimte: geen catering.')
  expect(pdf.text).toContain('Dieetwensen: 3 vegetarisch, 1 glutenvrij; Eén gast mag geen selderij')
  expect(pdf.text).toContain('waarvan 3 vegetarisch, 1 glutenvrij')

  // A period the owner got wrong is said, not guessed.
  const wrong = await (await asAdmin(cookie, `/admin/catering?van=${next}&tot=${day}`)).text()
  expect(wrong).toContain('De einddatum ligt voor de begindatum.')
  expect((await asAdmin(cookie, `/admin/catering/bestelling.csv?van=${next}&tot=${day}`)).status).toBe(400)
})

test('the JSON API gives the day sheet and the catering order; nobody else gets either', async () => {
  await aWeek()
  const bearer = { headers: { Authorization: `Bearer ${ADMIN_API_TOKEN}` } }
  const sheet = await (await callWorker(`/api/admin/days/${day}`, bearer)).json<{ entries: { bookingId: number }[] }>()
  expect(sheet.entries.map((entry) => entry.bookingId)).toEqual([1, 2])
  const catering = await (await callWorker(`/api/admin/catering?from=${day}&to=${next}`, bearer)).json<{
    totals: { item: string; quantity: number }[]
  }>()
  expect(catering.totals).toEqual([
    { item: 'Basisarrangement', quantity: 17, diet: { halal: 2 } },
    { item: 'Luxe lunch', quantity: 12, diet: { vegetarisch: 3, glutenvrij: 1 } },
  ])
  expect((await callWorker('/api/admin/days/gisteren', bearer)).status).toBe(400)

  for (const path of [`/api/admin/days/${day}`, `/api/admin/catering?from=${day}&to=${next}`])
    expect((await callWorker(path)).status, path).toBe(401)
  for (const path of [`/admin/dag/${day}`, `/admin/dag/${day}/dagblad.pdf`, '/admin/catering/bestelling.csv']) {
    const response = await callWorker(path, { redirect: 'manual' })
    expect(await response.text(), path).not.toContain('Anna de Wit')
  }
})

/** The first Monday at least `days` ahead. */
function mondayAhead(days: number): string {
  let date = inDays(days)
  while (isoWeekday(date) !== 1) date = addDays(date, 1)
  return date
}

test('at 7.00 the owner gets the day sheet and the catering that became final, once; not when turned off', async () => {
  await morningMailAsNew()
  const monday = mondayAhead(40)
  const thursday = addDays(monday, 3)
  await insertDaysBooking(1, [bookingDay(monday, { dayParts: 1, numPeople: 10 })], { name: 'Anna de Wit' })
  await insertDaysBooking(2, [bookingDay(thursday, { numPeople: 14, lunchType: 'luxe', diet: salad })], {
    name: 'Bram Smit',
  })
  await rows("UPDATE bookings SET status = 'bevestigd'")
  const morningMails = async () =>
    (await fakeMail.delivered()).filter(
      (mail) => mail.body.to.includes('inbox@venue.test') && /^Dagblad /.test(mail.body.subject),
    )

  await cron(amsterdamInstant(monday, '06:59'))
  expect(await morningMails()).toEqual([])
  await cron(amsterdamInstant(monday, '07:00'))
  await cron(amsterdamInstant(monday, '07:01'))
  const [mail, ...more] = await morningMails()
  expect(more).toEqual([])
  expect(mail?.body.subject).toBe(`Dagblad ${formatLongDate(monday)}: 1 boeking`)
  expect(mail?.body.text).toContain('Anna de Wit')
  // Thursday's number became final on Monday (three workdays): its catering is ordered now.
  expect(mail?.body.text).toContain(`Het aantal personen staat nu vast voor ${formatLongDate(thursday)}.`)
  expect(mail?.body.text).toContain(
    'Basisarrangement: 14, Luxe lunch: 14 (waarvan 3 vegetarisch, 1 glutenvrij) ' +
      '(toelichting dieet: boeking 2: Eén gast mag geen selderij)',
  )
  expect(await rows("SELECT entity, kind FROM notices_sent WHERE entity = 'dag'")).toEqual([
    { entity: 'dag', kind: 'ochtendmail' },
  ])
  // Tuesday has nothing to say: no mail, and the morning is marked done so later runs read nothing.
  await cron(amsterdamInstant(addDays(monday, 1), '07:00'))
  expect(await morningMails()).toHaveLength(1)
  expect(
    await rows("SELECT mail_id IS NULL AS empty FROM notices_sent WHERE entity = 'dag' ORDER BY entity_id"),
  ).toEqual([{ empty: 0 }, { empty: 1 }])

  // Turned off on the day sheet: Thursday, a day with a booking, brings no mail.
  const cookie = await adminCookie()
  const off = await asAdmin(cookie, `/admin/dag/${thursday}`, {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ intent: 'ochtendmail', aan: 'nee' }),
  })
  expect(off.headers.get('location')).toBe(`/admin/dag/${thursday}#ochtendmail`)
  expect(await (await asAdmin(cookie, `/admin/dag/${thursday}`)).text()).toContain('Nu: de ochtendmail staat uit.')
  await cron(amsterdamInstant(thursday, '07:00'))
  expect(await morningMails()).toHaveLength(1)
  expect(await rows("SELECT action FROM audit_log WHERE action = 'setting.morning-mail'")).toHaveLength(1)
})
