import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { calculatorSearch } from '~/lib/calculator'
import { addDays } from '~/lib/dates'
import { calculatePrice } from '~/lib/pricing'
import { getDb } from '~/server/db/client.server'
import { emailQuote, quoteNumberFor } from '~/server/quotes/quotes.server'
import { bookableDate, today } from '../support/booking-dates'
import { fromBase64, readPdf } from '../support/pdf'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { callWorker, count, postForm, postJson, rows } from '../support/worker/requests'

const selection = { numPeople: 15, dayParts: 3, meetingType: 'luxe', lunchType: 'luxe' } as const

const payload = (customer: Record<string, string> = {}) => ({
  customer: {
    name: 'Lotte Jansen',
    email: 'lotte@voorbeeld.nl',
    company: 'Atelier Jansen',
    phone: '',
    address: 'Kerkstraat 5, Obdam',
    notes: '',
    ...customer,
  },
  quote: {
    quoteNumber: 'OFF-19990101-001',
    ...selection,
    calculation: { totalInclVat: 1 },
    preferredDate: bookableDate(),
  },
})

test(
  'POST /api/calculator/email-quote stores the quote, ' + 'links the customer and mails the PDF to both sides',
  async () => {
    const response = await postJson('/api/calculator/email-quote', payload())
    expect(response.status).toBe(201)
    const answer = await response.json<{ quoteNumber: string }>()
    const day = today()
    expect(answer.quoteNumber).toMatch(new RegExp(`^OFF-${day.replaceAll('-', '')}-\\d{3}$`))

    const [quote] = await rows<Record<string, unknown>>('SELECT * FROM quotes')
    expect(quote).toMatchObject({
      quote_number: answer.quoteNumber,
      status: 'active',
      num_people: 15,
      day_parts: 3,
      total_excl_vat_cents: 84_875,
      total_incl_vat_cents: 96_354,
      valid_until: addDays(day, 30),
    })
    const [customer] = await rows<{ id: number; source: string; company: string }>('SELECT * FROM customers')
    expect(quote?.customer_id).toBe(customer?.id)
    expect(customer).toMatchObject({ source: 'website', company: 'Atelier Jansen' })
    const [history] = await rows<{ contact_type: string; subject: string }>('SELECT * FROM contact_history')
    expect(history).toMatchObject({ contact_type: 'quote_sent', subject: `Offerte ${answer.quoteNumber} verstuurd` })

    const mails = await fakeMail.delivered()
    expect(mails.map((mail) => mail.body.to[0]).sort()).toEqual(['inbox@venue.test', 'lotte@voorbeeld.nl'])
    for (const mail of mails) {
      const [attachment] = mail.body.attachments
      expect(attachment).toMatchObject({
        filename: `offerte-${answer.quoteNumber}.pdf`,
        content_type: 'application/pdf',
      })
      const pdf = await readPdf(fromBase64(attachment?.content ?? ''))
      expect(pdf.title).toContain(`Offerte ${answer.quoteNumber}`)
      expect(pdf.hasBoldText(`Offerte ${answer.quoteNumber}`)).toBe(true)
      expect(pdf.hasBoldText('Totaal incl. btw')).toBe(true)
      expect(pdf.hasBoldText('€\u00a0963,54')).toBe(true)
    }
  },
)

test("names outside Latin-1, emoji and line breaks do not break the owner's quote PDF", async () => {
  const response = await postJson(
    '/api/calculator/email-quote',
    payload({ name: 'Łukasz Őrs Дмитрий 🐴', company: 'Ελληνικά & Zoë\r\nTweede regel' }),
  )
  expect(response.status).toBe(201)
  const [customer] = await rows<{ name: string }>('SELECT name FROM customers')
  expect(customer?.name).toBe('Łukasz Őrs Дмитрий 🐴')
  const [quote] = await rows<{ id: number }>('SELECT id FROM quotes')
  const download = await asAdmin(await adminCookie(), `/admin/offertes/${quote?.id}/offerte.pdf`)
  expect(download.status).toBe(200)
  const pdf = await readPdf(await download.arrayBuffer())
  expect(pdf.pageCount).toBeGreaterThanOrEqual(1)
  expect(pdf.text).toContain('Łukasz Őrs Дмитрий ?')
  expect(pdf.text).toContain('Ελληνικά & Zoë')
  expect(pdf.text).toContain('Tweede regel')
})

test(
  'the same quote submitted twice (one Idempotency-Key) ' + 'is stored once and mailed once, with the same number',
  async () => {
    const body = payload()
    const headers = { 'Idempotency-Key': 'offerte-dubbel-1' }
    const first = await (await postJson('/api/calculator/email-quote', body, headers)).json<{ quoteNumber: string }>()
    const second = await (await postJson('/api/calculator/email-quote', body, headers)).json<{ quoteNumber: string }>()
    expect(second.quoteNumber).toBe(first.quoteNumber)
    expect(await count('quotes')).toBe(1)
    expect(await fakeMail.delivered()).toHaveLength(2)
  },
)

test('a quote number that is already taken is retried with a new one', async () => {
  const now = Date.parse('2026-11-23T10:00:00Z')
  const taken = quoteNumberFor('2026-11-23', 0.5)
  await env.DB.prepare(
    'INSERT INTO quotes (quote_number, num_people, day_parts, meeting_type, lunch_type, total_excl_vat_cents, ' +
      'total_incl_vat_cents, valid_until) ' +
      "VALUES (?, 2, 1, 'geen', 'geen', 17500, 21175, '2026-12-23')",
  )
    .bind(taken)
    .run()
  const randoms = [0.5, 0.5, 0.25]
  const result = await emailQuote(
    { customer: { name: 'Jan', email: 'jan@voorbeeld.nl' }, preferredDate: '2026-12-07', selection },
    {
      db: getDb(env.DB),
      settings: { ideal: false, venueInbox: 'inbox@venue.test', optieDays: 14 },
      now,
      random: () => randoms.shift() ?? 0.9,
    },
  )
  expect(result.refusal).toBeUndefined()
  expect(result).toMatchObject({ quoteNumber: quoteNumberFor('2026-11-23', 0.25) })
  expect(await count('quotes')).toBe(2)
  expect(await count('mail_outbox')).toBe(2)
})

test('a quote needs a name, an e-mail address, a valid calculation and a date that is not past', async () => {
  for (const body of [
    payload({ name: '' }),
    payload({ email: 'lotte' }),
    { ...payload(), quote: { ...payload().quote, numPeople: 16 } },
    { ...payload(), quote: { ...payload().quote, preferredDate: undefined } },
    { ...payload(), quote: { ...payload().quote, preferredDate: addDays(today(), -1) } },
    { ...payload(), quote: { ...payload().quote, meetingType: 'geen', lunchType: 'luxe' } },
  ]) {
    expect((await postJson('/api/calculator/email-quote', body)).status).toBe(400)
  }
  expect(await count('quotes')).toBe(0)
  expect(await fakeMail.requests()).toHaveLength(0)
})

test('without JavaScript the quote form stores the quote and shows its number', async () => {
  const date = bookableDate()
  const response = await postForm(
    `/tarieven/aanvragen?soort=offerte&${calculatorSearch({ date, ...selection })}`,
    await formFields({
      intent: 'offerte',
      date,
      numPeople: '15',
      dayParts: '3',
      meetingType: 'luxe',
      lunchType: 'luxe',
      name: 'Lotte Jansen',
      email: 'lotte@voorbeeld.nl',
    }),
  )
  expect(response.status).toBe(303)
  const location = response.headers.get('location') ?? ''
  const [quote] = await rows<{ quote_number: string }>('SELECT quote_number FROM quotes')
  expect(location).toBe(`/tarieven/offerte-verzonden?nummer=${quote?.quote_number}`)
  expect(await (await callWorker(location)).text()).toContain(
    `De offerte ${quote?.quote_number} is per e-mail verstuurd`,
  )
})

test('without JavaScript the calculator is a GET form whose answer shows the breakdown from the server', async () => {
  const response = await callWorker(`/tarieven?${calculatorSearch({ date: bookableDate(), ...selection })}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  for (const text of [
    'Zaalhuur hele dag (8.30-17.00 uur)',
    'Luxe arrangement (hele dag)',
    '€\u00a0848,75',
    '€\u00a067,20',
    '€\u00a047,59',
    '€\u00a0963,54',
    '€\u00a064,24',
  ]) {
    expect(html).toContain(text)
  }
  expect(html).toContain('href="/tarieven/offerte.pdf?')
  expect(html).toContain('Boeking aanvragen')
  // An invalid count clears the calculation.
  const invalid = await (await callWorker('/tarieven?personen=16')).text()
  expect(invalid).not.toContain('Totaal incl. btw')
  expect(invalid).toContain('Maximaal 15 personen. Selecteer een geldig aantal personen.')
})

test('the calculator’s Download PDF gives the same breakdown as a PDF', async () => {
  const response = await callWorker(`/tarieven/offerte.pdf?${calculatorSearch({ date: bookableDate(), ...selection })}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const pdf = await readPdf(await response.arrayBuffer())
  // Without a number: the calculator's PDF is an offerte that is not stored.
  expect(pdf.hasBoldText('Offerte')).toBe(true)
  expect(
    pdf.hasBoldText(`€\u00a0${(calculatePrice(selection).totalInclVatCents / 100).toFixed(2).replace('.', ',')}`),
  ).toBe(true)
  expect((await callWorker('/tarieven/offerte.pdf?personen=0')).status).toBe(400)
})

test('the price list downloads as a real PDF', async () => {
  const response = await callWorker('/downloads/prijslijst.pdf')
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const pdf = await readPdf(await response.arrayBuffer())
  expect(pdf.hasBoldText('Prijslijst')).toBe(true)
})
