/**
 * Fault injection through the whole Worker: the mail provider failing for a while, D1 failing
 * a write once, and a visitor's submission replayed ten times.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { getDb } from '~/server/db/client.server'
import { deliverDueMail } from '~/server/mail/outbox.server'
import { bookableDate, bookingPayload, invoiceAddress, requestForm } from '../support/booking-dates'
import { expectConsoleError } from '../support/fail-on-console-error'
import { FAKE_MAIL_API_KEY } from '../support/fake-mail-constants'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { callWorker, count, postJson, rows } from '../support/worker/requests'

const HOUR = 60 * 60_000

/** A statement that changes the database (workerd's D1PreparedStatement keeps its SQL as `statement`). */
const writes = (statement: D1PreparedStatement) =>
  !/^\s*select\b/i.test((statement as unknown as { statement: string }).statement)

/**
 * The real database, except that its first `failures` batches that write (or, with 'reads', that
 * only read, such as the price lists) throw.
 */
function databaseFailingWrites(failures: number, kind: 'writes' | 'reads' = 'writes'): D1Database {
  let left = failures
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          if (left > 0 && statements.some(writes) === (kind === 'writes')) {
            left -= 1
            return Promise.reject(new Error('D1_ERROR: Network connection lost.'))
          }
          return target.batch(statements)
        }
      }
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const quote = () => ({
  customer: { name: 'Lotte Jansen', email: 'lotte@voorbeeld.nl', company: '', phone: '', address: '', notes: '' },
  quote: { numPeople: 12, dayParts: 1, meetingType: 'luxe', lunchType: 'geen', preferredDate: bookableDate() },
})

const withDb = (DB: D1Database) => ({ DB })

test('the mail provider fails for a while: once it recovers every mail is delivered, none twice', async () => {
  // Two mails per booking. The provider answers 500, 500, 429 and then takes longer than our
  // timeout (it does deliver that one: the retry carries the same Idempotency-Key).
  await fakeMail.script([
    { status: 500 },
    { status: 500 },
    { status: 429, headers: { 'Retry-After': '60' } },
    { hangMs: 1_000 },
  ])
  const response = await postJson('/api/bookings', bookingPayload())
  expect(response.status).toBe(201)
  const mail = {
    db: getDb(env.DB),
    from: env.MAIL_FROM,
    provider: { apiUrl: env.MAIL_API_URL, apiKey: FAKE_MAIL_API_KEY, timeoutMs: 300 },
  }
  for (let hour = 1; hour <= 12; hour += 1) {
    await deliverDueMail({ ...mail, now: () => Date.now() + hour * HOUR })
  }
  const outbox = await rows<{ id: string; status: string }>('SELECT id, status FROM mail_outbox ORDER BY id')
  expect(outbox.map(({ status }) => status)).toEqual(['sent', 'sent'])
  const delivered = await fakeMail.delivered()
  expect(delivered.map(({ idempotencyKey }) => idempotencyKey).sort()).toEqual(outbox.map(({ id }) => id))
  expect((await fakeMail.requests()).length).toBeGreaterThan(2)
  expect(await count('bookings')).toBe(1)
})

test.each([
  [
    'contact',
    '/contact',
    {
      name: 'Anna de Vries',
      email: 'anna@voorbeeld.nl',
      subject: 'Vrijdag in maart',
      message: 'Is de zaal vrij op vrijdag 12 maart?',
    },
  ],
  ['newsletter', '/nieuwsbrief', { email: 'kees@voorbeeld.nl' }],
  [
    'booking',
    // The page's form posts back to its own address, which carries the calculation.
    `/tarieven/aanvragen?soort=boeking&datum=${bookableDate()}&personen=8&dagdeel=1&arrangement=basis`,
    requestForm(),
  ],
  [
    'quote',
    `/tarieven/aanvragen?soort=offerte&datum=${bookableDate()}&personen=8&dagdeel=1&arrangement=basis`,
    requestForm({ intent: 'offerte' }),
  ],
] as const)(
  'D1 fails a write of the %s form: 503, a Dutch message, the input kept, nothing stored; the retry is stored once',
  async (_name, path, fields) => {
    expectConsoleError()
    const body = new URLSearchParams(await formFields(fields))
    const failed = await callWorker(
      path,
      { method: 'POST', body, redirect: 'manual' },
      withDb(databaseFailingWrites(1)),
    )
    expect(failed.status).toBe(503)
    const html = await failed.text()
    expect(html).toContain('Door een storing konden we je gegevens nu niet opslaan. Er is niets verloren gegaan')
    for (const value of Object.values(fields).filter((value) => value.length > 3)) expect(html).toContain(value)
    expect(html).not.toMatch(/D1_ERROR|at .*:\d+:\d+/)
    for (const table of [
      'contact_messages',
      'newsletter_subscribers',
      'bookings',
      'quotes',
      'mail_outbox',
      'rate_limits',
    ])
      expect(await count(table), table).toBe(0)

    const retried = await callWorker(path, { method: 'POST', body, redirect: 'manual' })
    expect(retried.status).toBe(303)
    expect(await count('mail_outbox')).toBeGreaterThan(0)
  },
)

test('D1 fails to read the price lists a booking is checked against: 503, the input kept, nothing stored', async () => {
  expectConsoleError(2)
  const fields = { ...invoiceAddress, intent: 'boeking', date: bookableDate(), numPeople: '8', dayParts: '1' }
  const named = {
    ...fields,
    meetingType: 'basis',
    lunchType: 'geen',
    name: 'Pieter Bakker',
    email: 'pieter@voorbeeld.nl',
  }
  const path = `/tarieven/aanvragen?soort=boeking&datum=${bookableDate()}&personen=8&dagdeel=1&arrangement=basis`
  const body = new URLSearchParams(await formFields(named))
  const failed = await callWorker(
    path,
    { method: 'POST', body, redirect: 'manual' },
    withDb(databaseFailingWrites(1, 'reads')),
  )
  expect(failed.status).toBe(503)
  const html = await failed.text()
  expect(html).toContain('Door een storing konden we je gegevens nu niet opslaan. Er is niets verloren gegaan')
  expect(html).toContain('Pieter Bakker')
  expect(await count('bookings')).toBe(0)
  const api = await callWorker(
    '/api/bookings',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bookingPayload()) },
    withDb(databaseFailingWrites(1, 'reads')),
  )
  expect(api.status).toBe(503)
  expect(await api.json()).toEqual({ error: expect.stringMatching(/^Door een storing/) })
  expect(await count('bookings')).toBe(0)
})

test('D1 fails a write of the JSON API: 503 with Retry-After and a Dutch message, no stack', async () => {
  expectConsoleError()
  const response = await callWorker(
    '/api/bookings',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bookingPayload()) },
    withDb(databaseFailingWrites(1)),
  )
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('60')
  expect(await response.json()).toEqual({ error: expect.stringMatching(/^Door een storing/) })
  expect(await count('bookings')).toBe(0)
})

test(
  'one booking submitted ten times through the API (one Idempotency-Key) ' + 'is one booking and one set of mails',
  async () => {
    const body = bookingPayload()
    for (let replay = 0; replay < 10; replay += 1) {
      const response = await postJson('/api/bookings', body, { 'Idempotency-Key': 'herhaling-boeking-1' })
      expect(response.status).toBe(201)
    }
    expect(await count('bookings')).toBe(1)
    expect(await count('mail_outbox')).toBe(2)
    expect(await fakeMail.delivered()).toHaveLength(2)
  },
)

test('one quote submitted ten times at once is one quote and one set of mails', async () => {
  const body = quote()
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      postJson('/api/calculator/email-quote', body, { 'Idempotency-Key': 'herhaling-offerte-1' }),
    ),
  )
  const numbers = await Promise.all(
    answers.map(async (answer) => (await answer.json<{ quoteNumber: string }>()).quoteNumber),
  )
  expect(answers.map(({ status }) => status)).toEqual(Array(10).fill(201))
  expect(new Set(numbers).size).toBe(1)
  expect(await count('quotes')).toBe(1)
  expect(await count('mail_outbox')).toBe(2)
  expect(await fakeMail.delivered()).toHaveLength(2)
})

test('a booking form posted ten times without JavaScript is one booking and one set of mails', async () => {
  const fields = await formFields(requestForm({ submissionId: crypto.randomUUID() }))
  for (let replay = 0; replay < 10; replay += 1) {
    const response = await callWorker('/tarieven/aanvragen', {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
  }
  expect(await count('bookings')).toBe(1)
  expect(await fakeMail.delivered()).toHaveLength(2)
})
