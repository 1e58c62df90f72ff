import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { calculatorSearch } from '~/lib/calculator'
import { addDays } from '~/lib/dates'
import { requestBooking } from '~/server/bookings/request.server'
import { getDb } from '~/server/db/client.server'
import { linksFor } from '~/server/links.server'
import { bookableDate, bookingPayload, nextSaturday, requestForm, today } from '../support/booking-dates'
import { firstPriceList } from '../support/price-lists'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { count, postForm, postJson, rows } from '../support/worker/requests'
import { closeDefaultHolidays } from '../support/worker/reset'

async function nothingStored() {
  expect(await count('bookings')).toBe(0)
  expect(await count('customers')).toBe(0)
  expect(await count('mail_outbox')).toBe(0)
  expect(await fakeMail.requests()).toHaveLength(0)
}

test(
  'POST /api/bookings stores a request priced by the server, ' + 'linked to the customer, and mails both sides',
  async () => {
    const body = bookingPayload()
    const response = await postJson('/api/bookings', body)
    expect(response.status).toBe(201)
    const answer = await response.json<{ ok: boolean; bookingId: number; message: string }>()
    expect(answer.ok).toBe(true)

    const [booking] = await rows<Record<string, unknown>>('SELECT * FROM bookings')
    expect(booking).toMatchObject({
      id: answer.bookingId,
      status: 'aanvraag',
      email: 'sanne@groenenco.nl',
      date: body.date,
      num_people: 10,
      day_parts: 3,
      meeting_type: 'basis',
      lunch_type: 'basis',
      total_excl_vat_cents: 57_750,
      total_cents: 66_788,
      message: 'Graag in carré-opstelling.\nWe nemen een eigen laptop mee.',
    })
    const [customer] = await rows<{ id: number; source: string; customer_type: string; company: string }>(
      'SELECT * FROM customers',
    )
    expect(booking?.customer_id).toBe(customer?.id)
    expect(customer).toMatchObject({ source: 'website', customer_type: 'prospect', company: 'Groen & Co' })

    const mails = await fakeMail.delivered()
    expect(mails.map((mail) => mail.body.to[0]).sort()).toEqual(['inbox@venue.test', 'sanne@groenenco.nl'])
    const toVisitor = mails.find((mail) => mail.body.to[0] === 'sanne@groenenco.nl')
    expect(toVisitor?.body.subject).toContain('boekingsaanvraag ontvangen')
    expect(toVisitor?.body.text).toContain('Annuleringsvoorwaarden')
    expect(toVisitor?.body.text).toContain('€\u00a0667,88')
    const toVenue = mails.find((mail) => mail.body.to[0] === 'inbox@venue.test')
    expect(toVenue?.body.reply_to).toBe('sanne@groenenco.nl')
    expect(toVenue?.body.subject).toMatch(/^Nieuwe boekingsaanvraag/)
    const outbox = await rows<{ related_type: string; related_id: number }>(
      'SELECT related_type, related_id FROM mail_outbox',
    )
    expect(outbox).toEqual([
      { related_type: 'booking', related_id: answer.bookingId },
      { related_type: 'booking', related_id: answer.bookingId },
    ])
  },
)

test('a tampered totalCost is ignored: the stored total is the server’s own', async () => {
  await postJson('/api/bookings', {
    ...bookingPayload(),
    totalCost: '1.00',
    numPeople: 15,
    dayParts: 3,
    meetingType: 'luxe',
    lunchType: 'luxe',
  })
  const [booking] = await rows<{ total_cents: number }>('SELECT total_cents FROM bookings')
  expect(booking?.total_cents).toBe(96_354)
})

test.each([
  ['a weekend date', () => ({ date: nextSaturday() }), 'date', /^Deze datum valt in het weekend/],
  ['a date in the past', () => ({ date: addDays(today(), -1) }), 'date', /^Deze datum ligt in het verleden/],
  [
    'today, less than 24 hours ahead',
    () => ({ date: today(), dayParts: 1 }),
    'date',
    /24 uur van tevoren|weekend|gesloten/,
  ],
  ['a date more than 6 months ahead', () => ({ date: addDays(today(), 200) }), 'date', /6 maanden vooruit/],
  ['an impossible date', () => ({ date: '2027-02-30' }), 'date', /geldige datum/],
  ['0 people', () => ({ numPeople: 0 }), 'numPeople', /Kies een aantal van 1 tot 15 personen\./],
  ['16 people', () => ({ numPeople: 16 }), 'numPeople', /Kies een aantal van 1 tot 15 personen\./],
  ['people as text', () => ({ numPeople: 'tien' }), 'numPeople', /Kies een aantal van 1 tot 15 personen\./],
  ['day part 4', () => ({ dayParts: 4 }), 'dayParts', /Kies een dagdeel/],
  ['lunch without an arrangement', () => ({ meetingType: 'geen', lunchType: 'luxe' }), 'lunchType', /Lunch kan alleen/],
  ['no name', () => ({ name: '' }), 'name', /Vul je naam in \(minstens 2 tekens\)\./],
  ['a bad e-mail address', () => ({ email: 'sanne@' }), 'email', /geldig e-mailadres/],
  ['another type than vergadering', () => ({ type: 'workshop' }), 'type', /vergadering/],
  // What an e-invoice (XML) cannot hold is refused at the door (docs/decisions/027-e-invoices.md).
  ['a company with U+FFFF', () => ({ company: 'X\uffff BV' }), 'company', /tekens die we niet kunnen verwerken/],
  ['a name with a control character', () => ({ name: 'Sanne\u0007 de Vries' }), 'name', /tekens die we niet/],
  [
    'a city with U+FFFE',
    () => ({ street: 'Dorpsstraat 1', postcode: '1713 HA', city: 'Obdam\ufffe' }),
    'city',
    /tekens/,
  ],
])('%s is refused with 400 and a Dutch reason; nothing is stored or sent', async (_case, change, field, message) => {
  const response = await postJson('/api/bookings', { ...bookingPayload(), ...change() })
  expect(response.status).toBe(400)
  const body = await response.json<{ fieldErrors: Record<string, string[]> }>()
  expect(body.fieldErrors[field]?.join(' ')).toMatch(message)
  await nothingStored()
})

test('a closed public holiday is refused with its name and 409, as a closure is', async () => {
  await closeDefaultHolidays()
  const result = await requestBooking(
    {
      customer: { name: 'Jan', email: 'jan@voorbeeld.nl' },
      days: [
        {
          date: '2026-12-25',
          numPeople: 4,
          dayParts: 1,
          meetingType: 'geen',
          lunchType: 'geen',
          extras: [],
          list: firstPriceList,
        },
      ],
    },
    {
      db: getDb(env.DB),
      links: linksFor({ SIGNING_SECRET: env.SIGNING_SECRET, SITE_URL: 'https://venue.test' }),
      settings: { ideal: false, venueInbox: 'inbox@venue.test' },
      now: Date.parse('2026-11-22T10:00:00Z'),
      window: firstPriceList.terms,
    },
  )
  expect(result.refusal).toMatchObject({
    message: expect.stringMatching(/^Op eerste kerstdag zijn we gesloten/),
    status: 409,
  })
  expect(await count('bookings')).toBe(0)
})

test('a confirmed day part refuses a new request with 409; an open request does not block', async () => {
  const date = bookableDate()
  await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, ' +
        'total_cents, status) ' +
        "VALUES (50, 'A', 'a@voorbeeld.nl', ?, 5, 1, 17500, 21175, 'bevestigd')",
    ).bind(date),
    env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES (?, 'ochtend', 50)").bind(date),
    env.DB.prepare(
      'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, ' +
        'total_cents, status) ' +
        "VALUES (51, 'B', 'b@voorbeeld.nl', ?, 5, 2, 17500, 21175, 'aanvraag')",
    ).bind(date),
  ])
  const morning = await postJson('/api/bookings', { ...bookingPayload(), date, dayParts: 1 })
  expect(morning.status).toBe(409)
  expect(await morning.json()).toMatchObject({ error: expect.stringMatching(/al bezet/) })
  const wholeDay = await postJson('/api/bookings', { ...bookingPayload(), date, dayParts: 3 })
  expect(wholeDay.status).toBe(409)
  expect(await count('bookings')).toBe(2)

  const afternoon = await postJson('/api/bookings', { ...bookingPayload(), date, dayParts: 2 })
  expect(afternoon.status).toBe(201)
  expect(await count('bookings')).toBe(3)
})

/**
 * Each thing that can hold a day part, holding the morning of `date`
 * (docs/decisions/042-one-status-for-a-taken-day-part.md).
 */
const morningHolders: [string, (date: string) => D1PreparedStatement[]][] = [
  ['a confirmed booking', (date) => heldByBooking(date, 'bevestigd')],
  ['an optie', (date) => heldByBooking(date, 'optie')],
  [
    'a closure',
    (date) => [
      env.DB.prepare(
        "INSERT INTO closures (id, start_date, end_date, day_parts, reason) VALUES (1, ?, ?, 1, 'Onderhoud')",
      ).bind(date, date),
      env.DB.prepare("INSERT INTO booking_slots (date, part, closure_id) VALUES (?, 'ochtend', 1)").bind(date),
    ],
  ],
  [
    'an activity of the agenda',
    (date) => [
      env.DB.prepare(
        'INSERT INTO events (id, title, description, date, start_time, end_time) ' +
          "VALUES (1, 'Open dag', 'Kom kijken in het pand.', ?, '09:00', '12:00')",
      ).bind(date),
      env.DB.prepare("INSERT INTO booking_slots (date, part, event_id) VALUES (?, 'ochtend', 1)").bind(date),
    ],
  ],
  [
    'the owner’s own calendar',
    (date) => [
      env.DB.prepare("INSERT INTO calendar_sources (id, label, url) VALUES (1, 'Privé', 'https://agenda.test/a.ics')"),
      env.DB.prepare(
        'INSERT INTO busy_periods (source_id, uid, title, start_at, end_at, all_day) ' +
          "VALUES (1, 'tandarts', 'Tandarts', ?, ?, 0)",
      ).bind(amsterdamInstant(date, '09:00'), amsterdamInstant(date, '10:00')),
    ],
  ],
]

function heldByBooking(date: string, status: 'bevestigd' | 'optie') {
  return [
    env.DB.prepare(
      'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, ' +
        "total_cents, status) VALUES (50, 'A', 'a@voorbeeld.nl', ?, 5, 1, 17500, 21175, ?)",
    ).bind(date, status),
    env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES (?, 'ochtend', 50)").bind(date),
  ]
}

test.each(morningHolders)(
  'a day part %s holds is refused with 409 and the Dutch reason, by the API and the form alike',
  async (_holder, hold) => {
    const date = bookableDate()
    await env.DB.batch(hold(date))
    const bookingsBefore = await count('bookings')
    const api = await postJson('/api/bookings', { ...bookingPayload(), date, dayParts: 1 })
    expect(api.status).toBe(409)
    const { error } = await api.json<{ error: string }>()
    expect(error).toMatch(/^(De ochtend van|Op dit dagdeel|Op deze datum)/)

    const search = calculatorSearch({ date, numPeople: 8, dayParts: 1, meetingType: 'basis' })
    const form = await postForm(`/tarieven/aanvragen?soort=boeking&${search}`, await formFields(requestForm({ date })))
    expect(form.status).toBe(409)
    expect(await form.text()).toContain(error)
    expect(await count('bookings')).toBe(bookingsBefore)
  },
)

test('what is wrong with the request itself answers 400 before a day part another date has taken', async () => {
  const date = bookableDate()
  await env.DB.batch(morningHolders[2]?.[1](date) ?? [])
  const response = await postJson('/api/bookings', {
    ...bookingPayload(),
    date,
    dayParts: 1,
    laterDates: [{ date: nextSaturday(), dayParts: 1 }],
  })
  expect(response.status).toBe(400)
  expect(JSON.stringify(await response.json())).toContain('in het weekend')
  await nothingStored()
})

test(
  'the same submission sent again (double click, retry: same Idempotency-Key) ' +
    'creates one booking and one set of mails',
  async () => {
    const body = bookingPayload()
    const headers = { 'Idempotency-Key': 'dubbelklik-0001' }
    const responses = await Promise.all([
      postJson('/api/bookings', body, headers),
      postJson('/api/bookings', body, headers),
      postJson('/api/bookings', body, headers),
    ])
    const again = await postJson('/api/bookings', body, headers)
    const ids = await Promise.all(
      [...responses, again].map(async (response) => (await response.json<{ bookingId: number }>()).bookingId),
    )
    expect(new Set(ids).size).toBe(1)
    expect(await count('bookings')).toBe(1)
    expect(await count('mail_outbox')).toBe(2)
    expect(await fakeMail.delivered()).toHaveLength(2)
  },
)

test('English option names from older clients are understood', async () => {
  expect(
    (await postJson('/api/bookings', { ...bookingPayload(), meetingType: 'luxury', lunchType: 'basic' })).status,
  ).toBe(201)
  const [booking] = await rows<{ meeting_type: string; lunch_type: string }>(
    'SELECT meeting_type, lunch_type FROM bookings',
  )
  expect(booking).toEqual({ meeting_type: 'luxe', lunch_type: 'basis' })
})

test('without JavaScript the booking form posts, stores and redirects to the confirmation page', async () => {
  const date = bookableDate()
  const response = await postForm('/tarieven/aanvragen', await formFields(requestForm({ date, notes: '' })))
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/tarieven/aanvraag-ontvangen')
  const [booking] = await rows<{ total_cents: number; status: string }>('SELECT total_cents, status FROM bookings')
  expect(booking).toEqual({ total_cents: 27_715, status: 'aanvraag' })
})

test('without JavaScript a refused date comes back on the page with the reason and the typed details', async () => {
  const date = nextSaturday()
  // The page's form posts back to its own address, which carries the calculation.
  const response = await postForm(
    `/tarieven/aanvragen?soort=boeking&${calculatorSearch({ date, numPeople: 8, dayParts: 1, meetingType: 'basis' })}`,
    await formFields(requestForm({ date })),
  )
  expect(response.status).toBe(400)
  const html = await response.text()
  expect(html).toContain('Deze datum valt in het weekend')
  expect(html).toContain('value="Pieter Bakker"')
  await nothingStored()
})

test('a request under a known customer’s e-mail address keeps its details on the booking, not in the CRM', async () => {
  await env.DB.prepare(
    'INSERT INTO customers (id, name, email, company, phone, kvk, address_street, address_postcode, address_city, ' +
      "address_country, customer_type, source) VALUES (1, 'Sanne de Vries', 'sanne@groenenco.nl', 'Groen & Co', " +
      "NULL, '12345678', 'Dorpsstraat 1', '1713 HA', 'Obdam', 'NL', 'customer', 'referral')",
  ).run()
  const stranger = {
    ...bookingPayload(),
    name: 'Iemand Anders',
    company: 'Groen & Co',
    phone: '06 99 99 99 99',
    kvk: '87654321',
    street: 'Nepstraat 13',
    postcode: '9999 ZZ',
    city: 'Nergenshuizen',
  }
  expect((await postJson('/api/bookings', stranger)).status).toBe(201)
  expect(
    await rows(
      'SELECT name, phone, kvk, address_street, address_postcode, address_city, address FROM customers WHERE id = 1',
    ),
  ).toEqual([
    {
      name: 'Sanne de Vries',
      phone: null,
      kvk: '12345678',
      address_street: 'Dorpsstraat 1',
      address_postcode: '1713 HA',
      address_city: 'Obdam',
      address: null,
    },
  ])
  // The request itself keeps what was typed, for the owner to see and judge.
  expect(await rows('SELECT customer_id, name, kvk, address_street, address_city FROM bookings')).toEqual([
    {
      customer_id: 1,
      name: 'Iemand Anders',
      kvk: '87654321',
      address_street: 'Nepstraat 13',
      address_city: 'Nergenshuizen',
    },
  ])
})
