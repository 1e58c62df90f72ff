/**
 * The day after the meeting (docs/decisions/044-the-thank-you.md): a thank-you with the invoice as it
 * stands, once, and the request for a review where the owner has a review address and the customer
 * did not say no; never after a cancellation.
 */
import { expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { addDays } from '~/lib/dates'
import { bookableDate, requestForm } from '../support/booking-dates'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, insertBooking } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { cron, customer } from '../support/worker/lifecycle'
import { postForm, rows } from '../support/worker/requests'

const REVIEW = 'https://g.page/r/oude-paardenslagerij/review'
const thanks = async () =>
  (await fakeMail.delivered()).filter((mail) => mail.body.subject.startsWith('Bedankt voor je bezoek'))

async function reviewAddress(cookie: string, reviewUrl: string) {
  return asAdmin(cookie, `/admin/dag/${bookableDate(5)}`, {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ intent: 'reviewadres', reviewUrl }),
  })
}

test('the day after, once: thanks, the invoice still open, and the owner’s review link', async () => {
  const date = bookableDate(20)
  await insertBooking(1, date)
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm', { subject: 'Bevestiging' })).status).toBe(200)
  // A review address that is none is refused in Dutch and not kept; a real one is.
  const wrong = await reviewAddress(cookie, 'g.page/review')
  expect(wrong.status).toBe(400)
  expect(await wrong.text()).toContain('Vul een volledig webadres in dat begint met https://')
  expect((await reviewAddress(cookie, REVIEW)).headers.get('location')).toMatch(/#reviews$/)

  await cron(amsterdamInstant(date, '18:00'))
  expect(await thanks()).toEqual([])
  await cron(amsterdamInstant(addDays(date, 1), '09:00'))
  await cron(amsterdamInstant(addDays(date, 2), '09:00'))
  const [mail, ...more] = await thanks()
  expect(more).toEqual([])
  expect(mail?.body.to).toContain('klant1@voorbeeld.nl')
  expect(mail?.body.text).toMatch(/Factuur \d{4}-0001 staat nog open/)
  expect(mail?.body.text).toContain(REVIEW)
  expect(await rows("SELECT summary FROM audit_log WHERE action = 'booking.thank-you'")).toEqual([
    { summary: 'Bedankmail gestuurd, met het verzoek om een review' },
  ])
  expect(await rows("SELECT summary FROM audit_log WHERE action = 'setting.review-url'")).toEqual([
    { summary: `Reviewadres ingesteld: ${REVIEW}` },
  ])
})

test('a customer who said no is thanked without the request; a cancelled booking is not thanked', async () => {
  const date = bookableDate(20)
  await insertBooking(1, date, 'bevestigd')
  await insertBooking(2, date)
  const cookie = await adminCookie()
  await reviewAddress(cookie, REVIEW)
  const link = await customer.link({ id: 1, date })
  expect(await (await customer.post(link, {})).status).toBeGreaterThanOrEqual(400)
  const page = await customer.post(link, { intent: 'review', review: 'nee' })
  expect(page.headers.get('location')).toContain('melding=review')
  expect(await rows('SELECT review_opt_out FROM bookings WHERE id = 1')).toEqual([{ review_opt_out: 1 }])
  // Within the link's daily limit of detail changes; past it the page says so.
  for (let change = 2; change <= 10; change += 1)
    await customer.post(link, { intent: 'review', review: change % 2 === 0 ? 'ja' : 'nee' })
  const limited = await customer.post(link, { intent: 'review', review: 'nee' })
  expect(limited.headers.get('location')).toContain('melding=te-vaak')
  expect(await rows('SELECT review_opt_out FROM bookings WHERE id = 1')).toEqual([{ review_opt_out: 0 }])
  // The customer's no, as it stood: said once more the next day.
  await rows('UPDATE audit_log SET at = at - 86400000')
  await customer.post(link, { intent: 'review', review: 'nee' })
  expect(await rows('SELECT review_opt_out FROM bookings WHERE id = 1')).toEqual([{ review_opt_out: 1 }])
  // Booking 2 is cancelled by its customer before the day.
  await rows("UPDATE bookings SET status = 'geannuleerd', last_decision = 'withdraw' WHERE id = 2")

  await cron(amsterdamInstant(addDays(date, 1), '09:00'))
  const [mail, ...more] = await thanks()
  expect(more).toEqual([])
  expect(mail?.body.to).toContain('klant1@voorbeeld.nl')
  expect(mail?.body.text).not.toContain(REVIEW)
  expect(mail?.body.text).not.toContain('review')
})

test('the request form without JavaScript takes the customer’s no to the review request', async () => {
  const sent = await postForm(
    '/tarieven/aanvragen',
    await formFields(requestForm({ date: bookableDate(10), reviewOptOut: 'on' })),
  )
  expect(sent.status).toBe(303)
  expect(await rows('SELECT review_opt_out FROM bookings')).toEqual([{ review_opt_out: 1 }])
})
