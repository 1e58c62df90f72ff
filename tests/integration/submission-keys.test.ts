/**
 * A repeated submission is recognised by the key it carries itself (the form's own id, the API's
 * Idempotency-Key header), never by its content: two people who type the same e-mail address,
 * date and choices are two submissions, and nobody learns anything about someone else's booking.
 */
import { expect, test } from 'vitest'
import { bookableDate, bookingPayload, requestForm } from '../support/booking-dates'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { callWorker, count, postForm, postJson, rows } from '../support/worker/requests'

test(
  'the same facts from two people (no key, or each their own) ' +
    'are two bookings; the second learns nothing of the first',
  async () => {
    const facts = bookingPayload()
    const first = await postJson('/api/bookings', {
      ...facts,
      name: 'Eerste Aanvrager',
      phone: '06 11 11 11 11',
      message: 'Eerste notitie',
    })
    const second = await postJson('/api/bookings', {
      ...facts,
      name: 'Tweede Aanvrager',
      phone: '06 22 22 22 22',
      message: 'Tweede notitie',
    })
    const third = await postJson('/api/bookings', facts, { 'Idempotency-Key': 'eigen-sleutel-derde' })
    const ids = await Promise.all(
      [first, second, third].map(async (response) => (await response.json<{ bookingId: number }>()).bookingId),
    )
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201])
    expect(new Set(ids).size).toBe(3)
    const stored = await rows<{ name: string; phone: string; message: string }>(
      'SELECT name, phone, message FROM bookings ORDER BY id',
    )
    expect(stored.slice(0, 2)).toEqual([
      { name: 'Eerste Aanvrager', phone: '06 11 11 11 11', message: 'Eerste notitie' },
      { name: 'Tweede Aanvrager', phone: '06 22 22 22 22', message: 'Tweede notitie' },
    ])
    expect(await fakeMail.delivered()).toHaveLength(6)
  },
)

test('the same quote facts from two people are two quotes with their own numbers', async () => {
  const body = {
    customer: { name: 'Lotte Jansen', email: 'lotte@voorbeeld.nl' },
    quote: { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen', preferredDate: bookableDate() },
  }
  const first = await (await postJson('/api/calculator/email-quote', body)).json<{ quoteNumber: string }>()
  const second = await (await postJson('/api/calculator/email-quote', body)).json<{ quoteNumber: string }>()
  expect(first.quoteNumber).not.toBe(second.quoteNumber)
  expect(await count('quotes')).toBe(2)
})

test('a key reused with other content is refused with a Dutch message, and nothing changes', async () => {
  const headers = { 'Idempotency-Key': 'hergebruikte-sleutel' }
  expect((await postJson('/api/bookings', bookingPayload(), headers)).status).toBe(201)
  const other = await postJson(
    '/api/bookings',
    { ...bookingPayload(), name: 'Iemand Anders', email: 'anders@voorbeeld.nl' },
    headers,
  )
  expect(other.status).toBe(409)
  const answer = await other.json<Record<string, unknown>>()
  expect(answer).toEqual({ error: expect.stringMatching(/al eens verstuurd met andere gegevens/) })
  expect(JSON.stringify(answer)).not.toMatch(/bookingId|Sanne/)
  expect(await count('bookings')).toBe(1)
  expect(await count('customers')).toBe(1)
  expect(await fakeMail.delivered()).toHaveLength(2)
})

test('an Idempotency-Key that is not a key is refused before anything is stored', async () => {
  for (const key of ['kort', 'met spaties erin', 'x'.repeat(101), '<script>']) {
    const response = await postJson('/api/bookings', bookingPayload(), { 'Idempotency-Key': key })
    expect(response.status, key).toBe(400)
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^Ongeldige Idempotency-Key/) })
  }
  expect(await count('bookings')).toBe(0)
})

test('the page form without JavaScript carries its own key per visit and is never shared by the cache', async () => {
  const path = `/tarieven/aanvragen?soort=boeking&datum=${bookableDate()}&personen=8&dagdeel=1`
  const keyOf = async (response: Response) => (await response.text()).match(/name="submissionId" value="([^"]+)"/)?.[1]
  const first = await callWorker(path)
  const second = await callWorker(path)
  expect(first.headers.get('cache-control')).toBe('private, no-store')
  expect(second.headers.get('x-cache')).toBeNull()
  const [a, b] = [await keyOf(first), await keyOf(second)]
  expect(a).toMatch(/^[0-9a-f-]{36}$/)
  expect(b).toMatch(/^[0-9a-f-]{36}$/)
  expect(a).not.toBe(b)
})

test(
  'two people sending the no-JavaScript form with the same facts are two bookings; ' + 'one person resending is one',
  async () => {
    const facts = requestForm()
    const mine = await formFields({ ...facts, submissionId: crypto.randomUUID() })
    for (let resend = 0; resend < 3; resend += 1) expect((await postForm('/tarieven/aanvragen', mine)).status).toBe(303)
    expect(
      (await postForm('/tarieven/aanvragen', await formFields({ ...facts, submissionId: crypto.randomUUID() }))).status,
    ).toBe(303)
    expect(await count('bookings')).toBe(2)
  },
)
