/**
 * The confirmation PDF of a booking of several dates (docs/decisions/028-multi-day-bookings.md):
 * the one mailed with the confirmation and the one the owner downloads list every date with its
 * choices and the lines of every date, totalled as priceDays totals them.
 */
import { expect, test } from 'vitest'
import { type BookingDay, priceDays } from '~/lib/booking-days'
import { capitalised, formatDate, formatEuro, formatLongDate } from '~/lib/format'
import { bookingDay } from '../support/booking-days'
import { fromBase64, readPdf } from '../support/pdf'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, inDays, insertDaysBooking } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'

function expectEveryDate(pdf: Awaited<ReturnType<typeof readPdf>>, days: BookingDay[]) {
  expect(pdf.hasBoldText('Bevestiging boeking 1')).toBe(true)
  for (const day of days) {
    expect(pdf.text).toContain(capitalised(formatLongDate(day.date)))
    expect(pdf.text).toContain(`${formatDate(day.date)}: Basisarrangement`)
  }
  expect(pdf.hasBoldText(formatEuro(priceDays(days).totals.totalCents))).toBe(true)
}

test('the confirmation PDF of a booking of two dates lists both dates and the lines of each', async () => {
  const days = [bookingDay(inDays(30)), bookingDay(inDays(31), { dayParts: 1, numPeople: 12, lunchType: 'geen' })]
  await insertDaysBooking(1, days)
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm', { subject: 'Bevestiging' })).status).toBe(200)

  const mail = (await fakeMail.delivered()).find(
    (sent) => sent.body.subject === 'Bevestiging – De Oude Paardenslagerij',
  )
  const attachment = mail?.body.attachments.find((file) => file.filename === 'bevestiging-boeking-1.pdf')
  expectEveryDate(await readPdf(fromBase64(attachment?.content ?? '')), days)

  const download = await asAdmin(cookie, '/admin/boekingen/1/bevestiging.pdf')
  expect(download.status).toBe(200)
  const pdf = await readPdf(await download.arrayBuffer())
  expectEveryDate(pdf, days)
  // The document's own date and the meeting's are two different dates, each named for what it is.
  expect(pdf.text).toContain('Datum bevestiging: ')
  expect(pdf.text).not.toMatch(/^Datum: /m)
})
