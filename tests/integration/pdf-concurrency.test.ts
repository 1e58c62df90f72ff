/**
 * PDFs are built in the Worker with pdf-lib and fontkit. Many at once, each in its own request,
 * must all finish: fontkit's font subsetting once waited on a timer queue shared by every request
 * in the isolate, so a request whose turn was scheduled by another one hung ("code had hung").
 */
import { expect, test } from 'vitest'
import { bookableDate } from '../support/booking-dates'
import { readPdf } from '../support/pdf'
import { request } from '../support/worker/requests'

test('twenty PDFs requested at once are all answered with a whole, valid PDF', async () => {
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      request(
        `/tarieven/offerte.pdf?personen=${(index % 15) + 1}&dagdeel=${(index % 3) + 1}` +
          `&arrangement=luxe&lunch=basis&n=${index}`,
      ),
    ),
  )
  for (const response of responses) {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const pdf = await readPdf(await response.arrayBuffer())
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1)
    expect(pdf.hasBoldText('Offerte')).toBe(true)
  }
  // Twenty fonts subset at once take seconds on a busy two-core machine; a hang never answers at all.
}, 30_000)

test('a quote mailed while other PDFs are being built is stored and answered', async () => {
  const quote = request('/api/calculator/email-quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'CF-Connecting-IP': '198.51.100.20' },
    body: JSON.stringify({
      customer: { name: 'Pieter Post', email: 'pieter@voorbeeld.nl' },
      quote: { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen', preferredDate: bookableDate() },
    }),
  })
  const pdfs = Array.from({ length: 6 }, (_, index) =>
    request(`/tarieven/offerte.pdf?personen=${index + 2}&m=${index}`),
  )
  const [answer, ...others] = await Promise.all([quote, ...pdfs])
  expect(answer?.status).toBe(201)
  for (const response of others) expect(response.status).toBe(200)
})
