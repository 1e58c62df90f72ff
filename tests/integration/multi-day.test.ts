/**
 * A booking of several dates on the lifecycle (docs/decisions/028-multi-day-bookings.md): it holds
 * every day part of every date or none, the refusal names the dates, the invoice has a line for
 * each choice of each date, cancelling counts each date by its own distance and tells the waiting list of
 * every freed date. Bookings here are stored as a request stores them; the forms come later.
 */
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { cancellationTerms, manageTerm } from '~/content/terms'
import { type BookingDay, heldSlots, priceDays } from '~/lib/booking-days'
import { addDays } from '~/lib/dates'
import { capitalised, formatDate, formatEuro, formatLongDate } from '~/lib/format'
import { bookingDay } from '../support/booking-days'
import { fromBase64, readPdf } from '../support/pdf'
import { firstPriceList } from '../support/price-lists'
import { adminCookie } from '../support/worker/admin'
import { inDays, insertDaysBooking } from '../support/worker/bookings'
import { Browser } from '../support/worker/browser'
import { fakeMail } from '../support/worker/fake-mail'
import { customer, lifecycleViolations, owner } from '../support/worker/lifecycle'
import { callWorker, rows } from '../support/worker/requests'
import { resetWorld } from '../support/worker/reset'

const day = bookingDay

/** A request of these dates by a business, so that its invoices are checked as e-invoices too. */
const insertDays = (id: number, days: BookingDay[]) => insertDaysBooking(id, days, { business: true })

const slotsOfBooking = (id: number) =>
  rows<{ date: string; part: string }>(
    'SELECT date, part FROM booking_slots WHERE booking_id = ? ORDER BY date, part',
    id,
  )

test('confirming holds every day part of every date and invoices each date; cancelling frees them all', async () => {
  const days = [day(inDays(30)), day(inDays(32), { dayParts: 1, lunchType: 'geen' }), day(inDays(34), { dayParts: 2 })]
  await insertDays(1, days)
  // The waiting list of a later date hears of it when it comes free.
  await env.DB.prepare(
    'INSERT INTO waiting_list (date, day_parts, email, status, consent_text, confirmed_at) ' +
      "VALUES (?, 1, 'wacht@voorbeeld.nl', 'confirmed', 'ja', 1), (?, 2, 'ook@voorbeeld.nl', 'confirmed', 'ja', 2)",
  )
    .bind(inDays(32), inDays(34))
    .run()
  const cookie = await adminCookie()

  expect((await owner.decide(cookie, 1, 'confirm')).status).toBe(200)
  const byDateAndPart = (a: { date: string; part: string }, b: { date: string; part: string }) =>
    `${a.date}:${a.part}`.localeCompare(`${b.date}:${b.part}`)
  expect(await slotsOfBooking(1)).toEqual(heldSlots(days).sort(byDateAndPart))
  const [invoice] = await rows<{ lines: string; total_cents: number; note: string }>(
    'SELECT lines, total_cents, note FROM invoices WHERE booking_id = 1',
  )
  const price = priceDays(days)
  expect(JSON.parse(invoice?.lines ?? '[]').map((line: { description: string }) => line.description)).toEqual(
    price.lines.map((line) => line.description),
  )
  expect(invoice?.total_cents).toBe(price.totals.totalCents)
  // The note names every date with its day part.
  expect(invoice?.note).toContain(`${formatLongDate(inDays(32))}, ochtend (8.30-12.30 uur)`)
  expect(invoice?.note).toContain(`${formatLongDate(inDays(34))}, middag (13.00-17.00 uur)`)
  expect(await lifecycleViolations(1, 0)).toEqual([])

  expect((await owner.decide(cookie, 1, 'cancel')).status).toBe(200)
  expect(await slotsOfBooking(1)).toEqual([])
  const subjects = (await fakeMail.delivered()).map((mail) => `${mail.body.to[0]}: ${mail.body.subject}`)
  expect(subjects).toContainEqual(expect.stringMatching(/^wacht@voorbeeld\.nl: Er is plek/))
  expect(subjects).toContainEqual(expect.stringMatching(/^ook@voorbeeld\.nl: Er is plek/))
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('a date closed or taken refuses the whole confirmation, names that date, and holds nothing', async () => {
  await insertDays(1, [day(inDays(40)), day(inDays(41), { dayParts: 1 }), day(inDays(42))])
  await insertDays(2, [day(inDays(41), { dayParts: 2 }), day(inDays(43))])
  await insertDays(3, [day(inDays(42), { dayParts: 1 })])
  const cookie = await adminCookie()
  // Booking 3 takes the morning of the third date: booking 1 cannot have it.
  expect((await owner.decide(cookie, 3, 'confirm')).status).toBe(200)
  const taken = await owner.decide(cookie, 1, 'confirm')
  expect(taken.status).toBe(409)
  expect(await taken.json()).toEqual({
    error:
      `Op ${formatLongDate(inDays(42))} is een dagdeel van deze boeking al bevestigd voor een andere boeking. ` +
      'Er is niets gewijzigd.',
  })
  expect(await slotsOfBooking(1)).toEqual([])
  expect(await rows('SELECT status FROM bookings WHERE id = 1')).toEqual([{ status: 'aanvraag' }])
  expect(await rows('SELECT id FROM invoices WHERE booking_id = 1')).toEqual([])

  // The owner closes the afternoon of its first date: booking 2 is refused for it, by name.
  await env.DB.prepare(
    "INSERT INTO closures (id, start_date, end_date, day_parts, reason) VALUES (9, ?, ?, 2, 'Schilder')",
  )
    .bind(inDays(41), inDays(41))
    .run()
  await env.DB.prepare("INSERT INTO booking_slots (date, part, closure_id) VALUES (?, 'middag', 9)")
    .bind(inDays(41))
    .run()
  const closed = await owner.decide(cookie, 2, 'confirm')
  expect(closed.status).toBe(409)
  expect(await closed.json()).toEqual({
    error:
      `Op ${formatLongDate(inDays(41))} is een dagdeel van deze boeking gesloten (zie Sluitingen). Heropen het ` +
      'eerst als je deze boeking wilt bevestigen. Er is niets gewijzigd.',
  })
  expect(await slotsOfBooking(2)).toEqual([])
  for (const id of [1, 2, 3]) expect(await lifecycleViolations(id, 0)).toEqual([])
})

test('cancelling counts each date by its own distance, and the customer reads so before and after', async () => {
  // Ten days before the first date: half its room price; twenty before the second: nothing.
  const days = [day(inDays(10)), day(inDays(20), { dayParts: 1 })]
  await insertDays(1, days)
  const cookie = await adminCookie()
  expect((await owner.decide(cookie, 1, 'confirm')).status).toBe(200)
  const link = await customer.link({ id: 1, date: inDays(20) })
  const each =
    `voor ${formatLongDate(inDays(10))} (10 dagen van tevoren) 50 % van de zaalhuur en ` +
    `voor ${formatLongDate(inDays(20))} (20 dagen van tevoren) niets: samen ${formatEuro(16_000)} excl. btw`
  const page = (await (await callWorker(link)).text()).replace(/[ \t\r\n]+/g, ' ')
  expect(page).toContain(`Annuleer je nu, dan betaal je ${each}.`)
  // Every term the page shows says it too, except how to reach the page, which the page does not need.
  for (const term of cancellationTerms(firstPriceList).filter((term) => term !== manageTerm))
    expect(page).toContain(term.replaceAll("'", '&#x27;'))
  expect(page).not.toContain(manageTerm.replaceAll("'", '&#x27;'))
  expect(cancellationTerms(firstPriceList).join(' ')).toContain('elke datum apart')

  expect((await customer.post(link, { intent: 'annuleren' })).status).toBe(303)
  const [costs] = await rows<{ lines: string }>(
    "SELECT lines FROM invoices WHERE booking_id = 1 AND kind = 'factuur' ORDER BY id DESC LIMIT 1",
  )
  expect(
    JSON.parse(costs?.lines ?? '[]').map((line: { description: string; totalPriceCents: number }) => [
      line.description,
      line.totalPriceCents,
    ]),
  ).toEqual([[`Annuleringskosten ${formatDate(inDays(10))}: zaalhuur hele dag (8.30-17.00 uur), 50 %`, 16_000]])
  const mails = (await fakeMail.delivered()).map((mail) => mail.body)
  const cancelled = mails.find((mail) => mail.subject.startsWith('Je boeking is geannuleerd'))
  expect(cancelled?.text.replace(/[ \t\r\n]+/g, ' ')).toContain(`Volgens de voorwaarden betaal je ${each}.`)
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('an invoice names all its dates, the e-invoice their period; cancellation costs the cancelled dates', async () => {
  const dates = [inDays(10), inDays(11), inDays(12)]
  const [first = '', , last = ''] = dates
  await insertDays(
    1,
    dates.map((date) => day(date)),
  )
  const cookie = await adminCookie()
  expect((await owner.decide(cookie, 1, 'confirm')).status).toBe(200)
  const link = await customer.link({ id: 1, date: first })
  expect((await customer.post(link, { intent: 'annuleren' })).status).toBe(303)
  // "7 t/m 9 december 2026", or across a month "30 november t/m 2 december 2026".
  const range =
    first.slice(0, 4) !== last.slice(0, 4)
      ? `${formatDate(first)} t/m ${formatDate(last)}`
      : first.slice(0, 7) === last.slice(0, 7)
        ? `${Number(first.slice(8))} t/m ${formatDate(last)}`
        : `${formatDate(first).replace(/ \d{4}$/, '')} t/m ${formatDate(last)}`
  const files = (await fakeMail.delivered()).flatMap((mail) => mail.body.attachments)
  const file = (name: string) => files.find((attachment) => attachment.filename === name)?.content ?? ''
  const pdf = async (name: string) => (await readPdf(fromBase64(file(name)))).text.replace(/[ \n]+/g, ' ')
  const xml = (name: string) => new TextDecoder().decode(fromBase64(file(name)))
  const year = inDays(0).slice(0, 4)
  const period =
    `<cac:InvoicePeriod><cbc:StartDate>${first}</cbc:StartDate>` +
    `<cbc:EndDate>${last}</cbc:EndDate></cac:InvoicePeriod>`

  // The invoice and its credit note: the dates of the service.
  for (const name of [`factuur-${year}-0001`, `creditfactuur-${year}-0002`]) {
    expect(await pdf(`${name}.pdf`), name).toContain(`Datums van de dienst ${range}`)
    expect(xml(`${name}.xml`), name).toContain(period)
    expect(xml(`${name}.xml`), name).not.toContain('ActualDeliveryDate')
  }
  // The cancellation costs: the cancelled dates, not a date of service.
  const costs = await pdf(`factuur-${year}-0003.pdf`)
  expect(costs).toContain(`Geannuleerde datums ${range}`)
  expect(costs).not.toContain('van de dienst')
  expect(xml(`factuur-${year}-0003.xml`)).toContain(period)
  expect(await rows('SELECT service_dates, cancellation FROM invoices ORDER BY id')).toEqual([
    { service_dates: JSON.stringify(dates), cancellation: 0 },
    { service_dates: JSON.stringify(dates), cancellation: 0 },
    { service_dates: JSON.stringify(dates), cancellation: 1 },
  ])
})

test('without JavaScript the customer changes one date’s people; the owner reads each date, old and new', async () => {
  const [first, second] = [inDays(30), inDays(31)]
  await insertDays(1, [day(first, { numPeople: 10 }), day(second, { numPeople: 8, dayParts: 2, lunchType: 'geen' })])
  const cookie = await adminCookie()
  expect((await owner.decide(cookie, 1, 'confirm')).status).toBe(200)
  const page = await new Browser().open(await customer.link({ id: 1, date: second }))
  // Each date with its own number.
  const form = page.form({ button: 'Aanpassen' })
  expect(form.value(`Aantal personen op ${formatLongDate(first)}`)).toBe('10')
  expect(form.value(`Aantal personen op ${formatLongDate(second)}`)).toBe('8')
  const changed = await form.fill(`Aantal personen op ${formatLongDate(first)}`, '6').submit('Aanpassen')
  expect(changed.messages('status')).toEqual([expect.stringContaining('Het aantal personen is aangepast')])
  expect(await rows('SELECT num_people FROM bookings WHERE id = 1')).toEqual([{ num_people: 6 }])
  expect(await rows('SELECT num_people FROM booking_later_days WHERE booking_id = 1')).toEqual([{ num_people: 8 }])
  // The invariants include: the current invoice has the lines of both dates, each for its own people.
  expect(await lifecycleViolations(1, 0)).toEqual([])
  const [current] = await rows<{ lines: string }>(
    "SELECT lines FROM invoices WHERE booking_id = 1 AND kind = 'factuur' ORDER BY id DESC LIMIT 1",
  )
  const quantities = JSON.parse(current?.lines ?? '[]').map((line: { quantity: number }) => line.quantity)
  expect(quantities.filter((quantity: number) => quantity === 6)).toHaveLength(2)
  expect(quantities.filter((quantity: number) => quantity === 8)).toHaveLength(1)
  const venue = (await fakeMail.delivered()).find((mail) => mail.body.subject === 'Boeking 1: ander aantal personen')
  expect(venue?.body.text.replace(/[ \t\r\n]+/g, ' ')).toContain(
    `Aantal personen gewijzigd door de klant: ${formatLongDate(first)} van 10 naar 6, ` +
      `${formatLongDate(second)} blijft 8;`,
  )
})

test('each date of several has its own last day for a change of people', async () => {
  // The first date is tomorrow, too close to change; the second a month away.
  const [first, second] = [inDays(1), inDays(30)]
  await insertDays(1, [day(first, { numPeople: 10 }), day(second, { numPeople: 8 })])
  const cookie = await adminCookie()
  expect((await owner.decide(cookie, 1, 'confirm')).status).toBe(200)
  const link = await customer.link({ id: 1, date: second })
  const form = (await new Browser().open(link)).form({ button: 'Aanpassen' })
  expect(form.text()).toContain(`${capitalised(formatLongDate(first))}: 10 personen`)
  expect(() => form.value(`Aantal personen op ${formatLongDate(first)}`)).toThrow()
  const changed = await form.fill(`Aantal personen op ${formatLongDate(second)}`, '12').submit('Aanpassen')
  expect(changed.messages('status')).toEqual([expect.stringContaining('Het aantal personen is aangepast')])
  expect(await rows('SELECT num_people FROM booking_later_days WHERE booking_id = 1')).toEqual([{ num_people: 12 }])
  // A change of the first date, sent anyway, is refused and changes nothing.
  const refused = await customer.post(link, {
    intent: 'personen',
    numPeople: '4',
    'laterDays[0].date': second,
    'laterDays[0].numPeople': '12',
  })
  expect(refused.status).toBe(409)
  expect(await rows('SELECT num_people FROM bookings WHERE id = 1')).toEqual([{ num_people: 10 }])
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

/** Three bookings of one to three dates among five, some sharing a day part. */
const bookingDays = fc.uniqueArray(
  fc.record({ at: fc.integer({ min: 0, max: 4 }), dayParts: fc.constantFrom(1, 2, 3) }),
  { minLength: 1, maxLength: 3, selector: (drawn) => drawn.at },
)
const burst = fc.array(
  fc.record({
    booking: fc.integer({ min: 1, max: 3 }),
    kind: fc.constantFrom('confirm', 'optie', 'reject', 'cancel', 'customer-cancel', 'accept'),
  }),
  { minLength: 8, maxLength: 14 },
)

test('parallel bursts of mixed events on bookings that share dates: each holds all its day parts or none', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.tuple(bookingDays, bookingDays, bookingDays),
      fc.array(burst, { minLength: 2, maxLength: 3 }),
      async (drawn, bursts) => {
        await resetWorld()
        const first = inDays(50)
        for (const [index, picks] of drawn.entries())
          await insertDays(
            index + 1,
            picks.map((pick) => day(addDays(first, pick.at), { dayParts: pick.dayParts as 1 | 2 | 3 })),
          )
        const cookie = await adminCookie()
        const links = await Promise.all(
          [1, 2, 3].map(async (id) => {
            const [row] = await rows<{ date: string }>('SELECT date FROM bookings WHERE id = ?', id)
            return customer.link({ id, date: row?.date ?? first })
          }),
        )
        for (const events of bursts) {
          const answers = await Promise.all(
            events.map(({ booking, kind }) => {
              const link = links[booking - 1] ?? ''
              if (kind === 'customer-cancel') return customer.post(link, { intent: 'annuleren' })
              if (kind === 'accept') return customer.post(link, { intent: 'optie-bevestigen' })
              if (kind === 'optie') return owner.optie(cookie, booking)
              return owner.decide(cookie, booking, kind)
            }),
          )
          for (const answer of answers) expect(answer.status).toBeLessThan(500)
          // Invariant 2 of ADR 028 for each booking, and ADR 023's books; the slot key rules out a part held twice.
          for (const id of [1, 2, 3]) expect(await lifecycleViolations(id, 0), `booking ${id}`).toEqual([])
        }
      },
    ),
    { seed: 20261126, numRuns: 6, endOnFailure: true },
  )
}, 300_000)
