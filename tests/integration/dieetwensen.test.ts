/**
 * Dieetwensen (docs/decisions/045-dieetwensen.md) through the whole worker, without JavaScript: asked
 * with the request, changed on the customer's page until the date's people-change term, refused after
 * it with the term in words, and changed by the owner on the booking's page and through the API. The
 * day sheet, the catering order and the morning mail are tests/integration/day-sheet.test.ts's.
 */
import { expect, test } from 'vitest'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import { bookableDate } from '../support/booking-dates'
import { bookingDay } from '../support/booking-days'
import { readPdf } from '../support/pdf'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { inDays, insertDaysBooking } from '../support/worker/bookings'
import { Browser, ownerBrowser } from '../support/worker/browser'
import { fakeMail } from '../support/worker/fake-mail'
import { customer, owner } from '../support/worker/lifecycle'
import { rows } from '../support/worker/requests'

const dietOf = async (id: number) =>
  rows<{ date: string; diet: string; diet_note: string | null }>(
    'SELECT date, diet, diet_note FROM bookings WHERE id = ? ' +
      'UNION ALL SELECT date, diet, diet_note FROM booking_later_days WHERE booking_id = ? ORDER BY date',
    id,
    id,
  )

const mailsTo = async (to: string, subject: RegExp) =>
  (await fakeMail.delivered()).filter((mail) => mail.body.to.includes(to) && subject.test(mail.body.subject))

test('without JavaScript a request carries its dietary needs; more than its people is said at the field', async () => {
  const rates = await new Browser().open(`/tarieven?datum=${bookableDate(20)}&personen=6&dagdeel=1&arrangement=basis`)
  const page = await rates.follow('Boeking aanvragen')
  const tooMany = await page
    .form('Boeking aanvragen')
    .fill('Naam', 'Marloes Jansen')
    .fill('E-mail', 'marloes@voorbeeld.nl')
    .fill('Straat en huisnummer', 'Dorpsstraat 12')
    .fill('Postcode', '1713 HA')
    .fill('Plaats', 'Obdam')
    .fill('Vegetarisch', '7')
    .submit('Boeking aanvragen')
  expect(tooMany.status).toBe(400)
  expect(tooMany.text()).toContain('7 vegetarisch is meer dan het aantal personen (6).')
  const sent = await tooMany
    .form('Boeking aanvragen')
    .fill('Vegetarisch', '2')
    .fill('Glutenvrij', '1')
    .fill('Toelichting', 'Eén gast mag geen selderij')
    .submit('Boeking aanvragen')
  expect(sent.path).toBe('/tarieven/aanvraag-ontvangen')
  const [booking] = await rows<{ id: number }>('SELECT id FROM bookings')
  expect(await dietOf(booking?.id ?? 0)).toEqual([
    expect.objectContaining({ diet: 'vegetarisch=2,glutenvrij=1', diet_note: 'Eén gast mag geen selderij' }),
  ])
  // The customer's receipt and the venue's notice say them, as the confirmation will.
  for (const to of ['marloes@voorbeeld.nl', 'inbox@venue.test']) {
    const [mail] = await mailsTo(to, /aanvraag/i)
    expect(mail?.body.text, to).toContain('2 vegetarisch, 1 glutenvrij; Eén gast mag geen selderij')
  }
})

test('the customer changes the dietary needs on their page until the term; then only the owner can', async () => {
  const date = inDays(30)
  await insertDaysBooking(1, [bookingDay(date, { numPeople: 10 })])
  await rows("UPDATE bookings SET status = 'bevestigd'")
  const link = await customer.link({ id: 1, date })
  const page = await new Browser().open(link)
  const saved = await page
    .form({ button: 'Dieetwensen opslaan' })
    .fill('Halal', '2')
    .fill('Notenallergie', '1')
    .submit('Dieetwensen opslaan')
  expect(saved.messages('status')).toEqual([
    'Je dieetwensen zijn opgeslagen. We geven ze door bij de bestelling van de lunch.',
  ])
  // The booking's facts show them; the venue is told what they were.
  expect(saved.texts('dd')).toContain('2 halal, 1 notenallergie')
  expect(await dietOf(1)).toEqual([{ date, diet: 'halal=2,notenallergie=1', diet_note: null }])
  const [notice] = await mailsTo('inbox@venue.test', /^Boeking 1: andere dieetwensen/)
  expect(notice?.body.text).toContain('Dieetwensen gewijzigd door de klant: 2 halal, 1 notenallergie (was: geen).')

  // Sent again unchanged, it says so; fewer people than a count is refused until the needs change.
  const same = await saved.form({ button: 'Dieetwensen opslaan' }).submit('Dieetwensen opslaan')
  expect(same.messages('status')).toEqual([lifecycleMessages.sameDiet])
  const fewer = await customer.post(link, { intent: 'personen', numPeople: '1' })
  expect(fewer.status).toBe(400)
  expect(await fewer.text()).toContain('maar bij de dieetwensen staat 2 halal. Pas eerst de dieetwensen aan.')

  // Two days before the date the lunch is ordered: no form, and a form sent anyway is refused.
  await rows('UPDATE bookings SET date = ?', inDays(2))
  const late = await new Browser().open(link)
  expect(late.text()).not.toContain('Dieetwensen opslaan')
  const refused = await customer.post(link, {
    intent: 'dieetwensen',
    'days[0].date': inDays(2),
    'days[0].diet.halal': '3',
  })
  expect(refused.status).toBe(303)
  const told = await new Browser().open(refused.headers.get('location') ?? '')
  expect(told.messages('status')).toEqual([lifecycleMessages.dietTooLate(3)])
  expect(told.text()).toContain('tot drie hele werkdagen voor de datum')
  expect(await dietOf(1)).toEqual([expect.objectContaining({ diet: 'halal=2,notenallergie=1' })])

  // The owner still changes them, and the customer is mailed how they stand.
  const booking = await (await ownerBrowser()).open('/admin/boekingen/1')
  const changed = await booking
    .form({ button: 'Dieetwensen opslaan' })
    .fill('Halal', '3')
    .fill('Toelichting', 'Nagebeld')
    .submit('Dieetwensen opslaan')
  expect(changed.messages('status')).toContain('De dieetwensen zijn opgeslagen en de klant is gemaild.')
  expect(await dietOf(1)).toEqual([expect.objectContaining({ diet: 'halal=3,notenallergie=1', diet_note: 'Nagebeld' })])
  const [mail] = await mailsTo('klant1@voorbeeld.nl', /^Dieetwensen aangepast/)
  expect(mail?.body.text).toContain('3 halal, 1 notenallergie; Nagebeld')
  // The confirmation, the agreement's document, states them too.
  const pdf = await readPdf(
    await (await asAdmin(await adminCookie(), '/admin/boekingen/1/bevestiging.pdf')).arrayBuffer(),
  )
  expect(pdf.text).toContain('Dieetwensen')
  expect(pdf.text).toContain('3 halal, 1 notenallergie; Nagebeld')
})

test('through the API the owner sets each date’s needs; a count above that date’s people is refused', async () => {
  const first = inDays(30)
  const second = inDays(31)
  await insertDaysBooking(1, [bookingDay(first, { numPeople: 10 }), bookingDay(second, { numPeople: 4 })])
  const cookie = await adminCookie()
  const tooMany = await owner.diet(cookie, 1, [{ date: second, diet: { vegetarisch: 5 } }])
  expect(tooMany.status).toBe(400)
  expect(await tooMany.json()).toMatchObject({ error: expect.stringContaining('5 vegetarisch is meer dan') })
  const set = await owner.diet(cookie, 1, [
    { date: first, diet: { vegetarisch: 4, note: 'Eén veganist' } },
    { date: second, diet: { vegetarisch: 4 } },
  ])
  expect(set.status).toBe(200)
  expect(await dietOf(1)).toEqual([
    { date: first, diet: 'vegetarisch=4', diet_note: 'Eén veganist' },
    { date: second, diet: 'vegetarisch=4', diet_note: null },
  ])
  // The customer's form names each date; a date it leaves out keeps its needs.
  const link = await customer.link({ id: 1, date: first })
  const moved = await customer.post(link, {
    intent: 'dieetwensen',
    'days[0].date': second,
    'days[0].diet.vegetarisch': '',
    'days[0].diet.veganistisch': '1',
  })
  expect(moved.status).toBe(303)
  expect(await dietOf(1)).toEqual([
    { date: first, diet: 'vegetarisch=4', diet_note: 'Eén veganist' },
    { date: second, diet: 'veganistisch=1', diet_note: null },
  ])
  expect(await rows("SELECT action FROM audit_log WHERE action LIKE 'booking.%-diet' ORDER BY id")).toEqual([
    { action: 'booking.owner-diet' },
    { action: 'booking.customer-diet' },
  ])
})
