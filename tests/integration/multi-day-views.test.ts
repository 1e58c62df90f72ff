/**
 * What the owner and the customer see of a booking of several dates
 * (docs/decisions/028-multi-day-bookings.md): the owner's booking page, list and calendar, the
 * customer's page, the decision and optie mails, and the JSON API name every date with its choices
 * and price the lines of every date. Bookings here are stored as a request stores them.
 */

import { decodeJwt } from 'jose'
import { expect, test, vi } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { type BookingDay, dayChoicesText, priceDays } from '~/lib/booking-days'
import { addDays, daysBetween } from '~/lib/dates'
import { capitalised, formatEuro, formatLongDate } from '~/lib/format'
import { bookableDate } from '../support/booking-dates'
import { bookingDay } from '../support/booking-days'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { inDays, insertBooking, insertDaysBooking, today } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { cron, customer, owner } from '../support/worker/lifecycle'
import { callWorker } from '../support/worker/requests'

const DAY = 24 * 60 * 60_000

/** Two dates that can be booked a month ahead, the second at least two days after the first. */
function twoDays(): BookingDay[] {
  const first = bookableDate(30)
  const second = bookableDate(daysBetween(today(), first) + 2)
  return [bookingDay(first), bookingDay(second, { dayParts: 1, numPeople: 5, lunchType: 'geen' })]
}

/** The page's text as a reader sees it: without scripts (the loader's data) and tags, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    // Not \s: the amounts keep their no-break space.
    .replace(/[ \t\r\n]+/g, ' ')

/** Each date with its choices, and the price lines of each date with their amounts and the total. */
function expectEveryDate(text: string, days: BookingDay[]) {
  for (const day of days) {
    expect(text).toContain(capitalised(formatLongDate(day.date)))
    expect(text).toContain(dayChoicesText(day))
  }
  const price = priceDays(days)
  for (const line of price.lines) expect(text).toContain(line.description)
  expect(text).toContain(formatEuro(price.totals.totalCents))
  expect(text).toContain('Gemiddeld per persoon per datum incl. btw')
}

const mailsTo = async (to: string) =>
  (await fakeMail.delivered()).filter((mail) => mail.body.to.includes(to)).map((mail) => mail.body)

test("the owner's booking page shows every date with its choices and the price lines of every date", async () => {
  const days = twoDays()
  await insertDaysBooking(1, days)
  const cookie = await adminCookie()
  const page = await asAdmin(cookie, '/admin/boekingen/1')
  expect(page.status).toBe(200)
  const text = textOf(await page.text())
  expectEveryDate(text, days)
  // The mail the owner starts from names both dates too (the form as it opens without JavaScript).
  const form = await (await asAdmin(cookie, '/admin/boekingen/1?beslissing=confirm')).text()
  expect(form).toContain(`value="Bevestiging van je boeking op 2 datums vanaf ${formatLongDate(days[0]?.date ?? '')}"`)

  // The list marks a booking with more dates.
  const list = textOf(await (await asAdmin(cookie, '/admin?tab=boekingen')).text())
  expect(list).toContain('+1 datum')
})

test("the customer's page shows every date and its lines, and cancelling there is of the whole booking", async () => {
  const days = twoDays()
  await insertDaysBooking(1, days)
  const link = await customer.link({ id: 1, date: days[0]?.date ?? '' })
  const page = await callWorker(link)
  expect(page.status).toBe(200)
  const text = textOf(await page.text())
  expectEveryDate(text, days)
  expect(text).toContain(
    `Dit geldt voor de hele aanvraag, met beide datums: ${formatLongDate(days[0]?.date ?? '')} en ` +
      `${formatLongDate(days[1]?.date ?? '')}.`,
  )
  expect(text).toContain('Andere datum of ander dagdeel?')

  const asked = textOf(await (await callWorker(`${link}&annuleren=1`)).text())
  expect(asked).toContain('Weet je zeker dat je de hele aanvraag wilt intrekken, met beide datums?')
  expect(asked).toContain('Ja, hele aanvraag intrekken')
})

test('the calendar shows a request and a confirmed booking on each of their dates, with its people', async () => {
  const days = twoDays()
  const [first, second] = days
  if (!first || !second) throw new Error('two dates')
  await insertDaysBooking(1, days, { name: 'Pieter Bakker' })
  const cookie = await adminCookie()
  const said = async (date: string) =>
    textOf(await (await asAdmin(cookie, `/admin/kalender?maand=${date.slice(0, 7)}`)).text())
  // A request holds nothing yet, and is on both dates.
  expect(await said(first.date)).toContain(
    `${formatLongDate(first.date)}. Hele dag: aanvraag, Pieter Bakker, 8 personen.`,
  )
  expect(await said(second.date)).toContain(
    `${formatLongDate(second.date)}. Ochtend: aanvraag, Pieter Bakker, 5 personen. Middag vrij.`,
  )

  expect((await owner.decide(cookie, 1, 'confirm')).status).toBe(200)
  expect(await said(first.date)).toContain(
    `${formatLongDate(first.date)}. Hele dag: bevestigd, Pieter Bakker, 8 personen.`,
  )
  expect(await said(second.date)).toContain(
    `${formatLongDate(second.date)}. Ochtend: bevestigd, Pieter Bakker, 5 personen. Middag vrij.`,
  )
})

test('the mail that confirms a booking of two dates names both with their choices', async () => {
  const days = twoDays()
  await insertDaysBooking(1, days)
  expect((await owner.decide(await adminCookie(), 1, 'confirm')).status).toBe(200)
  const [mail] = (await mailsTo('klant1@voorbeeld.nl')).filter(
    (sent) => sent.subject === 'Bericht – De Oude Paardenslagerij',
  )
  for (const day of days)
    expect(mail?.text).toContain(`${capitalised(formatLongDate(day.date))}: ${dayChoicesText(day)}`)

  // Its link to the customer's page works after the first date, up to the last (ADR 032: the
  // booking decides how long, not the token).
  const link = new URL(mail?.text.match(/https:\/\/venue\.test\/mijn-boeking\?\S+/)?.[0] ?? '')
  expect(decodeJwt(link.searchParams.get('sleutel') ?? '').exp).toBeUndefined()
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(amsterdamInstant(addDays(days[0]?.date ?? '', 1), '10:00'))
    expect((await callWorker(`${link.pathname}${link.search}`)).status).toBe(200)
  } finally {
    vi.useRealTimers()
  }
})

test('the optie reminder names both dates of the optie with their choices', async () => {
  const days = twoDays()
  await insertDaysBooking(1, days)
  expect((await owner.optie(await adminCookie(), 1, inDays(3))).status).toBe(200)
  await cron(Date.now() + DAY)
  const [reminder] = (await mailsTo('klant1@voorbeeld.nl')).filter((mail) => mail.subject.startsWith('Je optie loopt'))
  expect(reminder?.text).toContain(
    `Je optie op ${formatLongDate(days[0]?.date ?? '')} en ${formatLongDate(days[1]?.date ?? '')} loopt tot en met`,
  )
  for (const day of days)
    expect(reminder?.text).toContain(`${capitalised(formatLongDate(day.date))}: ${dayChoicesText(day)}`)
})

test('GET /api/bookings gives each booking its later dates, and an empty list to a booking of one date', async () => {
  const days = twoDays()
  await insertDaysBooking(1, days)
  await insertBooking(2, bookableDate(20))
  const response = await asAdmin(await adminCookie(), '/api/bookings')
  expect(response.status).toBe(200)
  const bookings = await response.json<{ id: number; date: string; laterDates: unknown[] }[]>()
  const second = days[1]
  expect(bookings.find((booking) => booking.id === 1)).toMatchObject({
    date: days[0]?.date,
    laterDates: [{ date: second?.date, dayParts: 1, numPeople: 5, meetingType: 'basis', lunchType: 'geen' }],
  })
  expect(bookings.find((booking) => booking.id === 2)?.laterDates).toEqual([])
})

test("the owner's CSV export names a booking's later dates and each date's dieetwensen, empty for none", async () => {
  const [first, second] = twoDays()
  if (!first || !second) throw new Error('two dates')
  await insertDaysBooking(1, [
    { ...first, diet: { counts: { vegetarisch: 2 }, note: 'Eén gast mag geen selderij' } },
    { ...second, diet: { counts: { glutenvrij: 1 }, note: null } },
  ])
  await insertBooking(2, bookableDate(20))
  const csv = await (await asAdmin(await adminCookie(), '/admin/export/boekingen.csv')).text()
  const [header, ...lines] = csv.trim().split(/\r?\n/)
  expect(header?.split(';')).toEqual(expect.arrayContaining(['dieetwensen', 'latere datums']))
  const one = lines.find((line) => line.startsWith('1;'))
  // The note's semicolon is the CSV's separator: the field is quoted.
  expect(one).toContain(';"2 vegetarisch; Eén gast mag geen selderij";')
  expect(one).toContain(`${second.date} dagdeel 1, 5 personen (1 glutenvrij)`)
  const two = lines.find((line) => line.startsWith('2;'))
  expect(two).not.toContain('dagdeel')
  expect(two).not.toContain('vegetarisch')
})
