/**
 * A request of several dates through the JSON API and the form without JavaScript
 * (docs/decisions/028-multi-day-bookings.md): every date is checked, stored and priced, or
 * nothing is stored.
 */
import { env } from 'cloudflare:workers'
import { expect, test, vi } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { type BookingDay, priceDays, tooManyDaysMessage } from '~/lib/booking-days'
import { addDays } from '~/lib/dates'
import { capitalised, formatEuro, formatLongDate } from '~/lib/format'
import { availabilityBetween } from '~/server/bookings/availability.server'
import { getDb } from '~/server/db/client.server'
import { bookableDate, bookableDates, bookingPayload, nextSaturday, requestForm } from '../support/booking-dates'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { linkIn } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { callWorker, count, postForm, postJson, rows } from '../support/worker/requests'

async function nothingStored() {
  expect(await count('bookings')).toBe(0)
  expect(await count('booking_later_days')).toBe(0)
  expect(await count('mail_outbox')).toBe(0)
}

type LaterDayRow = { date: string; day_parts: number; num_people: number; meeting_type: string; lunch_type: string }

test('POST /api/bookings with laterDates stores every date, in date order, priced per date', async () => {
  const [first, second, third] = bookableDates(3) as [string, string, string]
  // Sent out of order: the earliest date becomes the booking's own.
  const response = await postJson('/api/bookings', {
    ...bookingPayload(),
    date: second,
    numPeople: 10,
    dayParts: 3,
    meetingType: 'basis',
    lunchType: 'basis',
    laterDates: [
      { date: third, dayParts: 2, numPeople: 12, meetingType: 'luxe' },
      { date: first, dayParts: 1 },
    ],
  })
  const answer = await response.json<{ bookingId: number }>()
  expect(response.status, JSON.stringify(answer)).toBe(201)
  const { bookingId } = answer

  const days: BookingDay[] = [
    {
      date: first,
      dayParts: 1,
      numPeople: 10,
      meetingType: 'basis',
      lunchType: 'basis',
      extras: [],
      list: firstPriceList,
    },
    {
      date: second,
      dayParts: 3,
      numPeople: 10,
      meetingType: 'basis',
      lunchType: 'basis',
      extras: [],
      list: firstPriceList,
    },
    {
      date: third,
      dayParts: 2,
      numPeople: 12,
      meetingType: 'luxe',
      lunchType: 'basis',
      extras: [],
      list: firstPriceList,
    },
  ]
  const price = priceDays(days)
  const [booking] = await rows<Record<string, unknown>>('SELECT * FROM bookings')
  expect(booking).toMatchObject({
    id: bookingId,
    date: first,
    day_parts: 1,
    num_people: 10,
    total_excl_vat_cents: price.totals.subtotalCents,
    total_cents: price.totals.totalCents,
  })
  expect(
    await rows<LaterDayRow>(
      'SELECT date, day_parts, num_people, meeting_type, lunch_type FROM booking_later_days WHERE booking_id = ? ' +
        'ORDER BY date',
      bookingId,
    ),
  ).toEqual([
    { date: second, day_parts: 3, num_people: 10, meeting_type: 'basis', lunch_type: 'basis' },
    { date: third, day_parts: 2, num_people: 12, meeting_type: 'luxe', lunch_type: 'basis' },
  ])

  const mails = await fakeMail.delivered()
  const toVisitor = mails.find((mail) => mail.body.to[0] === 'sanne@groenenco.nl')
  for (const date of [first, second, third]) expect(toVisitor?.body.text).toMatch(new RegExp(formatLongDate(date), 'i'))
  expect(toVisitor?.body.text).toContain(formatEuro(price.totals.totalCents))

  const toVenue = mails.find((mail) => mail.body.to[0] === 'inbox@venue.test')
  expect(toVenue?.body.subject).toBe(`Nieuwe boekingsaanvraag: 3 datums vanaf ${formatLongDate(first)}`)

  // The customer's link works after the first date up to the end of the last, then no more (no
  // invoice is open): the request decides, not the token (ADR 032).
  const link = linkIn(toVisitor, '/mijn-boeking')
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(amsterdamInstant(addDays(first, 1), '10:00'))
    expect((await callWorker(link)).status).toBe(200)
    vi.setSystemTime(amsterdamInstant(third, '23:59'))
    expect((await callWorker(link)).status).toBe(200)
    vi.setSystemTime(amsterdamInstant(addDays(third, 1), '00:01'))
    expect((await callWorker(link)).status).toBe(404)
  } finally {
    vi.useRealTimers()
  }
})

test('an inherited lunch lapses on a later date without an arrangement; an explicit one is refused', async () => {
  const [first, second] = bookableDates(2, 30) as [string, string]
  const payload = { ...bookingPayload(), date: first, meetingType: 'basis', lunchType: 'luxe' }
  const lapsed = await postJson('/api/bookings', {
    ...payload,
    laterDates: [{ date: second, dayParts: 2, meetingType: 'geen' }],
  })
  expect(lapsed.status).toBe(201)
  expect(await rows('SELECT meeting_type, lunch_type FROM booking_later_days')).toEqual([
    { meeting_type: 'geen', lunch_type: 'geen' },
  ])

  const refused = await postJson('/api/bookings', {
    ...payload,
    email: 'ander@voorbeeld.nl',
    laterDates: [{ date: addDays(second, 7), dayParts: 2, meetingType: 'geen', lunchType: 'basis' }],
  })
  expect(refused.status).toBe(400)
  expect(JSON.stringify(await refused.json())).toContain('Lunch kan alleen bij een vergaderarrangement')
  expect(await count('bookings')).toBe(1)
})

test.each([
  ['eleven dates', (dates: string[]) => dates.slice(1).map((date) => ({ date, dayParts: 1 })), tooManyDaysMessage],
  [
    'a date twice',
    (dates: string[]) => [{ date: dates[0], dayParts: 2 }],
    `Je hebt ${formatLongDate(bookableDates(1, 20)[0] as string)} twee keer gekozen`,
  ],
])('%s are refused with 400 and the Dutch reason; nothing is stored', async (_case, later, message) => {
  const dates = bookableDates(11)
  const response = await postJson('/api/bookings', { ...bookingPayload(), date: dates[0], laterDates: later(dates) })
  expect(response.status).toBe(400)
  expect(JSON.stringify(await response.json())).toContain(message)
  await nothingStored()
})

test('a later date in the weekend is refused by its date; nothing is stored', async () => {
  const saturday = nextSaturday(20)
  const response = await postJson('/api/bookings', {
    ...bookingPayload(),
    date: bookableDate(5),
    laterDates: [{ date: saturday, dayParts: 1 }],
  })
  expect(response.status).toBe(400)
  expect(JSON.stringify(await response.json())).toContain(
    `${capitalised(formatLongDate(saturday))}: Deze datum valt in het weekend`,
  )
  await nothingStored()
})

test('a confirmed day part on a later date refuses the request by naming that date (409)', async () => {
  const [first, second] = bookableDates(2, 40) as [string, string]
  await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, total_cents, ' +
        "status) VALUES (50, 'A', 'a@voorbeeld.nl', ?, 5, 2, 17500, 21175, 'bevestigd')",
    ).bind(second),
    env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES (?, 'middag', 50)").bind(second),
  ])
  const response = await postJson('/api/bookings', {
    ...bookingPayload(),
    date: first,
    laterDates: [{ date: second, dayParts: 3 }],
  })
  expect(response.status).toBe(409)
  expect(await response.json()).toMatchObject({
    error: `Op ${formatLongDate(second)} is een dagdeel al bezet. Kies een ander dagdeel of een andere datum.`,
  })
  expect(await count('bookings')).toBe(1)
  expect(await count('booking_later_days')).toBe(0)
})

test('without JavaScript the form posts later dates as laterDates[n] fields and stores them', async () => {
  const [first, second] = bookableDates(2, 50) as [string, string]
  const response = await postForm(
    '/tarieven/aanvragen',
    await formFields(
      requestForm({
        date: first,
        'laterDates[0].date': second,
        'laterDates[0].dayParts': '2',
        'laterDates[0].numPeople': '',
      }),
    ),
  )
  expect(response.status).toBe(303)
  const price = priceDays([
    {
      date: first,
      dayParts: 1,
      numPeople: 8,
      meetingType: 'basis',
      lunchType: 'geen',
      extras: [],
      list: firstPriceList,
    },
    {
      date: second,
      dayParts: 2,
      numPeople: 8,
      meetingType: 'basis',
      lunchType: 'geen',
      extras: [],
      list: firstPriceList,
    },
  ])
  expect(await rows('SELECT total_cents FROM bookings')).toEqual([{ total_cents: price.totals.totalCents }])
  expect(await rows('SELECT date, day_parts, num_people FROM booking_later_days')).toEqual([
    { date: second, day_parts: 2, num_people: 8 },
  ])
})

test('the same request sent twice with one key is one booking with one set of later dates', async () => {
  const [first, second] = bookableDates(2, 60) as [string, string]
  const body = { ...bookingPayload(), date: first, laterDates: [{ date: second, dayParts: 2 }] }
  const headers = { 'Idempotency-Key': 'meerdaags-0001' }
  const answers = await Promise.all([
    postJson('/api/bookings', body, headers),
    postJson('/api/bookings', body, headers),
  ])
  const ids = await Promise.all(answers.map(async (answer) => (await answer.json<{ bookingId: number }>()).bookingId))
  expect(new Set(ids).size).toBe(1)
  expect(await count('bookings')).toBe(1)
  expect(await count('booking_later_days')).toBe(1)
})

test('a request is aangevraagd on each of its dates, and listed when a later date is closed', async () => {
  const [first, second] = bookableDates(2, 70) as [string, string]
  const response = await postJson('/api/bookings', {
    ...bookingPayload(),
    date: first,
    dayParts: 1,
    laterDates: [{ date: second, dayParts: 2 }],
  })
  const { bookingId } = await response.json<{ bookingId: number }>()
  const days = await availabilityBetween(getDb(env.DB), first, second, Date.now(), firstPriceList.terms)
  expect(days.get(first)).toMatchObject({ ochtend: 'aangevraagd', middag: 'vrij' })
  expect(days.get(second)).toMatchObject({ ochtend: 'vrij', middag: 'aangevraagd' })

  // The owner closes the later date: the request is listed to be answered.
  const cookie = await adminCookie()
  const closed = await asAdmin(cookie, '/admin/sluitingen', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ intent: 'sluiten', dayParts: '3', reason: 'Onderhoud', startDate: second }),
  })
  expect(closed.status).toBe(303)
  const sluitingen = await (await asAdmin(cookie, '/admin/sluitingen')).text()
  expect(sluitingen).toContain('Open aanvragen op gesloten dagen')
  expect(sluitingen).toContain(`href="/admin/boekingen/${bookingId}"`)
})
