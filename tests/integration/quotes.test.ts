import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { type BookingDay, MAX_BOOKING_DAYS, priceDays, tooManyDaysMessage } from '~/lib/booking-days'
import { calculatorSearch, laterDayParam } from '~/lib/calculator'
import { addDays } from '~/lib/dates'
import { capitalised, formatDate, formatEuro, formatLongDate } from '~/lib/format'
import { calculatePrice } from '~/lib/pricing'
import { getDb } from '~/server/db/client.server'
import { linksFor } from '~/server/links.server'
import { emailQuote, quoteNumberFor } from '~/server/quotes/quotes.server'
import { bookableDate, today } from '../support/booking-dates'
import { fromBase64, readPdf } from '../support/pdf'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { callWorker, count, postForm, postJson, rows } from '../support/worker/requests'

const links = linksFor({ SIGNING_SECRET: env.SIGNING_SECRET, SITE_URL: 'https://venue.test' })

const selection = {
  numPeople: 15,
  dayParts: 3,
  meetingType: 'luxe',
  lunchType: 'luxe',
  extras: [],
  list: firstPriceList,
} as const

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
      preferred_date: payload().quote.preferredDate,
      num_people: 15,
      day_parts: 3,
      total_excl_vat_cents: 84_875,
      total_incl_vat_cents: 96_354,
      valid_until: addDays(day, 30),
    })
    // A quote of one date has no later dates.
    expect(await count('quote_later_days')).toBe(0)
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
      expect(pdf.text).toContain('Gewenste datum')
      expect(pdf.text).toContain('Datum offerte: ')
      expect(pdf.text).toContain(formatLongDate(payload().quote.preferredDate))
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
    { customer: { name: 'Jan', email: 'jan@voorbeeld.nl' }, days: [{ date: '2026-12-07', ...selection }] },
    {
      db: getDb(env.DB),
      settings: { ideal: false, venueInbox: 'inbox@venue.test' },
      links,
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
    `We hebben de offerte ${quote?.quote_number} naar je e-mailadres gestuurd.`,
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
  expect(invalid).toContain('Kies een aantal van 1 tot 15 personen.')
})

test('the calculator’s Download PDF gives the same breakdown as a PDF', async () => {
  const response = await callWorker(`/tarieven/offerte.pdf?${calculatorSearch({ date: bookableDate(), ...selection })}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const pdf = await readPdf(await response.arrayBuffer())
  // Without a number: the calculator's PDF is an offerte that is not stored.
  expect(pdf.hasBoldText('Offerte')).toBe(true)
  expect(
    pdf.hasBoldText(
      `€\u00a0${(calculatePrice(selection, selection.list).totalInclVatCents / 100).toFixed(2).replace('.', ',')}`,
    ),
  ).toBe(true)
  expect((await callWorker('/tarieven/offerte.pdf?personen=0')).status).toBe(400)
})

test('the price list downloads as a real PDF', async () => {
  const response = await callWorker('/downloads/prijslijst.pdf')
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const pdf = await readPdf(await response.arrayBuffer())
  expect(pdf.hasBoldText('Prijslijst')).toBe(true)
  // Teambuilding is the room at its rates; only the services quoted on request have prices from.
  expect(pdf.text).toContain('Workshops, coaching en fotoshoots: prijzen vanaf')
  expect(pdf.text).toContain('Dit zijn richtprijzen.')
  expect(pdf.text).not.toContain('Teambuilding')
})

/** Two dates a month ahead: the second a morning for 8 with the basis arrangement (and the first's luxe lunch). */
function twoDays(): [BookingDay, BookingDay] {
  const first = addDays(today(), 30)
  return [
    { date: first, ...selection },
    {
      date: addDays(first, 1),
      numPeople: 8,
      dayParts: 1,
      meetingType: 'basis',
      lunchType: 'luxe',
      extras: [],
      list: firstPriceList,
    },
  ]
}

/** What a quote of several dates must show wherever it is shown: each date, its lines and the total. */
function expectBothDates(text: string, days: BookingDay[]) {
  for (const day of days) {
    expect(text).toContain(capitalised(formatLongDate(day.date)))
    expect(text).toContain(`${formatDate(day.date)}: Luxe lunch`)
  }
}

test('POST /api/calculator/email-quote with laterDates stores every date; mails and PDF name them all', async () => {
  const [first, second] = twoDays()
  // Sent latest first: the earliest date becomes the quote's own.
  const response = await postJson('/api/calculator/email-quote', {
    ...payload(),
    quote: {
      ...payload().quote,
      preferredDate: second.date,
      laterDates: [{ date: first.date, dayParts: 3, numPeople: 15, meetingType: 'luxe' }],
      numPeople: 8,
      dayParts: 1,
      meetingType: 'basis',
    },
  })
  const answer = await response.json<{ quoteNumber: string }>()
  expect(response.status, JSON.stringify(answer)).toBe(201)

  const price = priceDays([first, second])
  expect(
    await rows('SELECT preferred_date, num_people, day_parts, total_excl_vat_cents, total_incl_vat_cents FROM quotes'),
  ).toEqual([
    {
      preferred_date: first.date,
      num_people: 15,
      day_parts: 3,
      total_excl_vat_cents: price.totals.subtotalCents,
      total_incl_vat_cents: price.totals.totalCents,
    },
  ])
  expect(await rows('SELECT date, day_parts, num_people, meeting_type, lunch_type FROM quote_later_days')).toEqual([
    { date: second.date, day_parts: 1, num_people: 8, meeting_type: 'basis', lunch_type: 'luxe' },
  ])

  const mails = await fakeMail.delivered()
  expect(mails).toHaveLength(2)
  for (const mail of mails) {
    expectBothDates(mail.body.text, [first, second])
    expect(mail.body.text).toContain(formatEuro(price.totals.totalCents))
    const pdf = await readPdf(fromBase64(mail.body.attachments[0]?.content ?? ''))
    expectBothDates(pdf.text, [first, second])
    expect(pdf.hasBoldText(formatEuro(price.totals.totalCents))).toBe(true)
  }

  // The owner's page and PDF read the later date back.
  const [quote] = await rows<{ id: number }>('SELECT id FROM quotes')
  const cookie = await adminCookie()
  const page = await (await asAdmin(cookie, `/admin/offertes/${quote?.id}`)).text()
  expect(page).toContain(capitalised(formatLongDate(second.date)))
  expect(page).toContain(formatEuro(price.totals.totalCents))
  const download = await readPdf(
    await (await asAdmin(cookie, `/admin/offertes/${quote?.id}/offerte.pdf`)).arrayBuffer(),
  )
  expectBothDates(download.text, [first, second])
  expect(download.hasBoldText(formatEuro(price.totals.totalCents))).toBe(true)
})

test('without JavaScript the quote form posts later dates as laterDates[n] fields and stores them', async () => {
  const [first, second] = twoDays()
  const response = await postForm(
    '/tarieven/aanvragen?soort=offerte',
    await formFields({
      intent: 'offerte',
      date: first.date,
      numPeople: '15',
      dayParts: '3',
      meetingType: 'luxe',
      lunchType: 'luxe',
      'laterDates[0].date': second.date,
      'laterDates[0].dayParts': '1',
      'laterDates[0].numPeople': '8',
      'laterDates[0].meetingType': 'basis',
      name: 'Lotte Jansen',
      email: 'lotte@voorbeeld.nl',
    }),
  )
  expect(response.status).toBe(303)
  expect(await rows('SELECT total_incl_vat_cents FROM quotes')).toEqual([
    { total_incl_vat_cents: priceDays([first, second]).totals.totalCents },
  ])
  expect(await rows('SELECT date, num_people FROM quote_later_days')).toEqual([{ date: second.date, num_people: 8 }])
  const [toVisitor] = await fakeMail.delivered()
  expectBothDates((await readPdf(fromBase64(toVisitor?.body.attachments[0]?.content ?? ''))).text, [first, second])
})

test('a quote of more than ten dates, or with a past date, is refused in Dutch and nothing is stored', async () => {
  const dates = Array.from({ length: MAX_BOOKING_DAYS + 1 }, (_, index) => addDays(today(), 30 + index))
  const eleven = await postJson('/api/calculator/email-quote', {
    ...payload(),
    quote: {
      ...payload().quote,
      preferredDate: dates[0],
      laterDates: dates.slice(1).map((date) => ({ date, dayParts: 1 })),
    },
  })
  expect(eleven.status).toBe(400)
  expect(JSON.stringify(await eleven.json())).toContain(tooManyDaysMessage)

  // The service refuses them too, whoever calls it.
  const deps = {
    db: getDb(env.DB),
    settings: { ideal: false, venueInbox: 'inbox@venue.test' },
    links,
    now: Date.now(),
  }
  const customer = { name: 'Jan', email: 'jan@voorbeeld.nl' }
  expect(await emailQuote({ customer, days: dates.map((date) => ({ date, ...selection })) }, deps)).toEqual({
    refusal: { field: '', message: tooManyDaysMessage, status: 400 },
  })
  const yesterday = addDays(today(), -1)
  expect(
    await emailQuote(
      {
        customer,
        days: [
          { date: dates[0] ?? '', ...selection },
          { date: yesterday, ...selection },
        ],
      },
      deps,
    ),
  ).toEqual({
    refusal: {
      field: '',
      message: `${capitalised(formatLongDate(yesterday))}: Deze datum ligt in het verleden.`,
      status: 400,
    },
  })
  expect(await count('quotes')).toBe(0)
  expect(await count('quote_later_days')).toBe(0)
  expect(await fakeMail.requests()).toHaveLength(0)
})

test('the calculator’s Download PDF has every date it asks for; a date twice is refused in Dutch', async () => {
  const [first, second] = twoDays()
  const search = (secondDate: string) =>
    `${calculatorSearch({ date: first.date, ...selection })}&${laterDayParam('date', 2)}=${secondDate}` +
    `&${laterDayParam('dayParts', 2)}=1&${laterDayParam('numPeople', 2)}=8&${laterDayParam('meetingType', 2)}=basis`
  const response = await callWorker(`/tarieven/offerte.pdf?${search(second.date)}`)
  expect(response.status).toBe(200)
  const pdf = await readPdf(await response.arrayBuffer())
  expectBothDates(pdf.text, [first, second])
  expect(pdf.hasBoldText(formatEuro(priceDays([first, second]).totals.totalCents))).toBe(true)

  const twice = await callWorker(`/tarieven/offerte.pdf?${search(first.date)}`)
  expect(twice.status).toBe(400)
  expect(await twice.text()).toBe(`Je hebt ${formatLongDate(first.date)} twee keer gekozen. Kies elke datum één keer.`)
})
