/**
 * Property-based fuzzing of every public endpoint and form (fast-check). In the suite each JSON
 * API gets 150 generated bad inputs and each rendered page, form and the PDF 50 (new ones with each
 * commit, docs/decisions/030-the-suite-on-two-cores.md); FUZZ_RUNS sets one number for all, for a deeper run
 * (`FUZZ_RUNS=5000 npx vitest run --config vitest.integration.config.ts tests/integration/fuzz.test.ts`).
 * The seed changes with the commit, so every commit tries inputs no run tried before
 * (vitest.integration.config.ts); FUZZ_SEED=… replays a run exactly. No answer may be a 5xx, and
 * no rejected input may change any table or queue any mail. A failure prints the seed, the
 * command that replays it and the input that failed (the first: the run ends on a failure).
 */
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { beforeEach, expect, test } from 'vitest'
import { MAX_FORM_DEPTH, MAX_FORM_FIELDS, MAX_FORM_LIST, MAX_FORM_NAME_LENGTH } from '~/lib/form-names'
import { bookableDate, invoiceAddress, requestForm } from '../support/booking-dates'
import { adminCookie } from '../support/worker/admin'
import { decideBooking } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { customer as customerSide } from '../support/worker/lifecycle'
import { callWorker, postJson, rows } from '../support/worker/requests'

const SEED = Number(env.FUZZ_SEED)
const deeper = env.FUZZ_RUNS === '' ? undefined : Number(env.FUZZ_RUNS)
/** Inputs per JSON API: each is a quick answer. */
const API_RUNS = deeper ?? 150
/** Inputs per rendered page, form and PDF: each renders React or pdf-lib, ten times the work of an API answer. */
const PAGE_RUNS = deeper ?? 50
const count = (runs: number) => runs.toLocaleString('en')

type Attempt = { path: string; method?: string; contentType?: string; body?: string; cookie?: string }

// --- values --------------------------------------------------------------------------------

const nastyStrings = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }), // includes lone surrogates
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Anna\u0000de Vries',
    '\uD800',
    'a\uDFFFb',
    '\u202Eesrever',
    'مرحبا بالعالم',
    '🏛️'.repeat(200),
    "'; DROP TABLE customers; --",
    '<script>alert(1)</script>',
    '{{7*7}}',
    '../../etc/passwd',
    '%00%0d%0a',
    'x'.repeat(6_000),
  ),
)
const nastyValue = fc.oneof(
  nastyStrings,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
  fc.constant(Array.from({ length: 5_000 }, (_, index) => index)), // an oversized array
)

/** Values each field can never accept (the server must refuse them), next to arbitrary junk. */
const invalid: Record<string, fc.Arbitrary<unknown>> = {
  name: fc.constantFrom('', 'A', ' ', 'x'.repeat(101), 'Anna\u0000', 42, null, ['Anna de Vries'], { naam: 'Anna' }),
  email: fc.oneof(
    fc.string({ maxLength: 30 }).filter((value) => !value.includes('@')),
    fc.constantFrom(
      'anna@',
      '@voorbeeld.nl',
      'anna@@voorbeeld.nl',
      `${'a'.repeat(250)}@voorbeeld.nl`,
      'anna @voorbeeld.nl',
      7,
      null,
      ['anna@voorbeeld.nl'],
    ),
  ),
  subject: fc.constantFrom('', 'a', 'x'.repeat(151), 3, null),
  message: fc.constantFrom('', 'te kort', 'x'.repeat(5_001), false, ['Een bericht van meer dan tien tekens']),
  date: fc.constantFrom(
    '',
    'morgen',
    '2026-02-30',
    '2026-13-01',
    '1999-01-01',
    '9999-12-31',
    '2026-1-1',
    '07-12-2026',
    20_261_207,
    null,
    {},
  ),
  preferredDate: fc.constantFrom('', 'volgende week', '2025-02-29', '1970-01-01', '10000-01-01', 0, null),
  numPeople: fc.oneof(
    fc.integer({ max: 0 }),
    fc.integer({ min: 16 }),
    fc.constantFrom(2.5, 'tien', '', 1e308, -0.5, {}),
  ),
  dayParts: fc.oneof(fc.integer({ min: 4 }), fc.integer({ max: 0 }), fc.constantFrom('ochtend', 1.5, {})),
  meetingType: fc.constantFrom('goud', 'LUXE ', '', 5, true, ['basis']),
  lunchType: fc.constantFrom('kaviaar', '', 1, ['geen']),
  intent: fc.constantFrom('reserveren', '', 'OFFERTE', 1),
}

/** In a form every value is text: the values no field accepts as text. */
const invalidAsText: Record<string, fc.Arbitrary<string>> = {
  name: fc.constantFrom('', 'A', ' ', 'x'.repeat(101), 'Anna\u0000', '\u0007\u0007'),
  email: fc.oneof(
    fc.string({ maxLength: 30 }).filter((value) => !value.includes('@')),
    fc.constantFrom('anna@', '@voorbeeld.nl', 'anna @voorbeeld.nl'),
  ),
  subject: fc.constantFrom('', 'a', 'x'.repeat(151)),
  message: fc.constantFrom('', 'te kort', 'x'.repeat(5_001)),
  date: fc.constantFrom('', 'morgen', '2026-02-30', '1999-01-01', '9999-12-31', '07-12-2026'),
  numPeople: fc.constantFrom('0', '-1', '16', '2.5', 'tien', '1e9'),
  dayParts: fc.constantFrom('0', '4', 'ochtend', '1.5'),
  meetingType: fc.constantFrom('goud', 'LUXE ', ''),
  lunchType: fc.constantFrom('kaviaar', 'GEEN'),
  intent: fc.constantFrom('reserveren', '', 'OFFERTE'),
}

// --- inputs --------------------------------------------------------------------------------

/** A valid record with one field made invalid for sure and up to three others made junk. */
function corrupted(
  valid: Record<string, unknown>,
  required: string[],
  invalidValues: Record<string, fc.Arbitrary<unknown>> = invalid,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      field: fc.constantFrom(...required),
      junk: fc.array(fc.tuple(fc.constantFrom(...Object.keys(valid), 'onbekend', '__proto__'), nastyValue), {
        maxLength: 3,
      }),
    })
    .chain(({ field, junk }) =>
      (invalidValues[field] ?? nastyValue).map((bad) => {
        const record: Record<string, unknown> = { ...valid }
        for (const [key, value] of junk) if (key !== field) record[key] = value
        record[field] = bad
        return record
      }),
    )
}

const jsonAttempts = (
  path: string,
  valid: Record<string, unknown>,
  required: string[],
  nest?: (record: Record<string, unknown>) => unknown,
) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: corrupted(valid, required).map(
        (record): Attempt => ({
          path,
          contentType: 'application/json',
          body: JSON.stringify(nest ? nest(record) : record),
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .anything()
        .map(
          (value): Attempt => ({ path, contentType: 'application/json', body: JSON.stringify(value) ?? 'undefined' }),
        ),
    },
    {
      weight: 1,
      arbitrary: nastyStrings.map(
        (text): Attempt => ({ path, contentType: 'application/json', body: `{"email": ${text}` }),
      ),
    },
    // Duplicated keys: the last one wins in JSON.parse, and it is the bad one.
    {
      weight: 1,
      arbitrary: corrupted(valid, required).map((record): Attempt => {
        const text = JSON.stringify(nest ? nest(valid) : valid).slice(0, -1)
        return {
          path,
          contentType: 'application/json',
          body: `${text},${JSON.stringify(nest ? nest(record) : record).slice(1)}`,
        }
      }),
    },
    // The valid record, sent as something else than JSON.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          '',
        )
        .map((contentType): Attempt => ({ path, contentType, body: JSON.stringify(nest ? nest(valid) : valid) })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Attempt>({
        path,
        contentType: 'application/json',
        body: JSON.stringify({ ...valid, name: 'x'.repeat(70_000) }),
      }),
    },
  )

const asFormValue = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

function formAttempts(path: string, valid: Record<string, string>, required: string[]) {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: corrupted(valid, required, invalidAsText).map((record): Attempt => {
        const body = new URLSearchParams()
        for (const [key, value] of Object.entries(record)) {
          if (Array.isArray(value)) for (const item of value.slice(0, 50)) body.append(key, asFormValue(item))
          else if (value !== null) body.append(key, asFormValue(value))
        }
        return { path, contentType: 'application/x-www-form-urlencoded', body: body.toString() }
      }),
    },
    // A valid form without the page's token, with a forged one, or with the trap filled in.
    {
      weight: 2,
      arbitrary: fc
        .constantFrom<Record<string, string>>(
          { formToken: '' },
          { formToken: 'eyJhbGciOiJub25lIn0.e30.' },
          { website: 'https://spam.example' },
        )
        .map(
          (change): Attempt => ({
            path,
            contentType: 'application/x-www-form-urlencoded',
            body: new URLSearchParams({ ...valid, ...change }).toString(),
          }),
        ),
    },
    // Every field twice, the second time invalid.
    {
      weight: 1,
      arbitrary: corrupted(valid, required, invalidAsText).map((record): Attempt => {
        const body = new URLSearchParams(valid)
        for (const [key, value] of Object.entries(record))
          if (value !== valid[key]) body.append(key, asFormValue(value))
        return { path, contentType: 'application/x-www-form-urlencoded', body: body.toString() }
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x')
        .map((contentType): Attempt => ({ path, contentType, body: JSON.stringify(valid) })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Attempt>({
        path,
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ ...valid, message: 'x'.repeat(70_000) }).toString(),
      }),
    },
  )
}

const queryAttempts = (path: string, keys: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...keys),
        fc.oneof(nastyStrings, fc.integer().map(String), fc.constantFrom('2026-02-30', '9999-12-31', '-1', '1e9')),
      ),
      { maxLength: 5 },
    )
    .map((pairs): Attempt => ({ path: `${path}?${new URLSearchParams(pairs).toString()}`, method: 'GET' }))

// --- checks --------------------------------------------------------------------------------

let tables: string[] = []

/** Every row of every table: a rejected input must leave this exactly as it was. */
async function snapshot(): Promise<string> {
  const results = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM "${table}" ORDER BY rowid`)))
  return JSON.stringify(results.map((result) => result.results))
}

async function send({ path, method = 'POST', contentType, body, cookie }: Attempt): Promise<Response> {
  const headers = new Headers({ 'CF-Connecting-IP': '203.0.113.7', 'Sec-Fetch-Site': 'same-origin' })
  if (contentType) headers.set('Content-Type', contentType)
  if (cookie) headers.set('Cookie', cookie)
  return callWorker(path, { method, headers, body, redirect: 'manual' })
}

async function expectAllRejected(
  arbitrary: fc.Arbitrary<Attempt>,
  numRuns: number,
  { rejects = true, status, examples = [] }: { rejects?: boolean; status?: number; examples?: [Attempt][] } = {},
) {
  const before = await snapshot()
  const result = await fc.check(
    fc.asyncProperty(arbitrary, async (attempt) => {
      const response = await send(attempt)
      await response.arrayBuffer()
      expect(response.status, `${attempt.path}: ${attempt.body?.slice(0, 200)}`).toBeLessThan(500)
      if (rejects) expect(response.status).toBeGreaterThanOrEqual(400)
      if (status) expect(response.status, `${attempt.path}: ${attempt.body?.slice(0, 200)}`).toBe(status)
      expect(await snapshot()).toBe(before)
    }),
    { seed: SEED, numRuns, endOnFailure: true, examples },
  )
  if (result.failed)
    throw new Error(
      `Replay with FUZZ_SEED=${SEED}${deeper ? ` FUZZ_RUNS=${deeper}` : ''} ` +
        `npx vitest run --config vitest.integration.config.ts tests/integration/fuzz.test.ts\n` +
        // A counterexample's body can be 60 KB of one name: its start says what it was.
        (fc.defaultReportMessage(result) ?? '').replace(/"body":"(.{300})[^"]+"/g, '"body":"$1…"'),
    )
  expect(await fakeMail.requests()).toEqual([])
}

// Before every test (resetWorld empties the tables before each one), rows that a careless update
// could touch: a customer with a booking and a subscriber.
beforeEach(async () => {
  const date = bookableDate()
  const booked = await postJson('/api/bookings', {
    name: 'Sanne de Vries',
    email: 'sanne@groenenco.nl',
    ...invoiceAddress,
    date,
    numPeople: 10,
    dayParts: 1,
    meetingType: 'basis',
    lunchType: 'geen',
  })
  expect(booked.status).toBe(201)
  expect((await postJson('/api/newsletter', { email: 'kees@voorbeeld.nl' })).ok).toBe(true)
  const { results } = await env.DB.prepare(
    'SELECT name FROM sqlite_master ' +
      "WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>()
  tables = results.map(({ name }) => name)
  expect(tables).toContain('bookings')
  await fakeMail.reset()
})

const contact = {
  name: 'Anna de Vries',
  email: 'anna@voorbeeld.nl',
  subject: 'Vrijdag in maart',
  message: 'Is de zaal vrij op vrijdag 12 maart?',
}
const selection = { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen' }
const customer = {
  name: 'Pieter Bakker',
  email: 'pieter@voorbeeld.nl',
  company: 'Bakker BV',
  phone: '0229 123 456',
  address: 'Dorpsstraat 1, Obdam',
}
const selectionKeys = ['numPeople', 'dayParts', 'meetingType', 'lunchType']
const timeout = 240_000

test(
  `POST /api/contact rejects ${count(API_RUNS)} bad inputs without a 5xx or a change`,
  async () => {
    await expectAllRejected(jsonAttempts('/api/contact', contact, Object.keys(contact)), API_RUNS)
  },
  timeout,
)

test(
  `POST /api/newsletter rejects ${count(API_RUNS)} bad inputs without a 5xx or a change`,
  async () => {
    await expectAllRejected(jsonAttempts('/api/newsletter', { email: 'lotte@voorbeeld.nl' }, ['email']), API_RUNS)
  },
  timeout,
)

test(
  `POST /api/bookings rejects ${count(API_RUNS)} bad inputs without a 5xx or a change`,
  async () => {
    const valid = { ...customer, date: bookableDate(5), ...selection, message: 'Graag koffie.', newsletter: false }
    await expectAllRejected(jsonAttempts('/api/bookings', valid, ['name', 'email', 'date', ...selectionKeys]), API_RUNS)
  },
  timeout,
)

test(
  `POST /api/calculator/email-quote rejects ${count(API_RUNS)} bad inputs without a 5xx or a change`,
  async () => {
    const valid = { ...customer, preferredDate: bookableDate(5), ...selection }
    const nest = ({
      preferredDate,
      numPeople,
      dayParts,
      meetingType,
      lunchType,
      ...details
    }: Record<string, unknown>) => ({
      customer: details,
      quote: { preferredDate, numPeople, dayParts, meetingType, lunchType },
    })
    await expectAllRejected(
      jsonAttempts('/api/calculator/email-quote', valid, ['name', 'email', 'preferredDate', ...selectionKeys], nest),
      API_RUNS,
    )
  },
  timeout,
)

test(
  `POST /api/newsletter/unsubscribe rejects ${count(API_RUNS)} bad tokens without a 5xx or a change`,
  async () => {
    await expectAllRejected(
      nastyStrings.map(
        (token): Attempt => ({
          path: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token.replace(/[\uD800-\uDFFF]/g, ''))}`,
          contentType: 'application/x-www-form-urlencoded',
          body: 'List-Unsubscribe=One-Click',
        }),
      ),
      API_RUNS,
      { rejects: false },
    )
  },
  timeout,
)

test(
  `the contact form rejects ${count(PAGE_RUNS)} bad posts without a 5xx or a change`,
  async () => {
    await expectAllRejected(formAttempts('/contact', await formFields(contact), Object.keys(contact)), PAGE_RUNS)
  },
  timeout,
)

test(
  `the newsletter form rejects ${count(PAGE_RUNS)} bad posts without a 5xx or a change`,
  async () => {
    await expectAllRejected(
      formAttempts('/nieuwsbrief', await formFields({ email: 'lotte@voorbeeld.nl' }), ['email']),
      PAGE_RUNS,
    )
  },
  timeout,
)

test(
  `the quote and booking form rejects ${count(PAGE_RUNS)} bad posts without a 5xx or a change`,
  async () => {
    const valid = await formFields(requestForm({ date: bookableDate(5), ...customer }))
    await expectAllRejected(
      formAttempts('/tarieven/aanvragen', valid, ['intent', 'name', 'email', 'date', ...selectionKeys]),
      PAGE_RUNS,
    )
  },
  timeout,
)

test.each([
  ['/tarieven', ['datum', 'personen', 'dagdeel', 'arrangement', 'lunch', 'doel']],
  ['/boeken', ['datum', 'maand']],
  ['/tarieven/offerte.pdf', ['datum', 'personen', 'dagdeel', 'arrangement', 'lunch']],
  ['/nieuwsbrief/bevestigen', ['token']],
  ['/nieuwsbrief/afmelden', ['token']],
])(
  `GET %s answers ${count(PAGE_RUNS)} odd query strings without a 5xx or a change`,
  async (path, keys) => {
    await expectAllRejected(queryAttempts(path, keys), PAGE_RUNS, { rejects: false })
  },
  timeout,
)

// --- field names no form of ours sends (app/lib/form-names.ts) -------------------------------

/**
 * Names conform would read as paths: a list index far past any list (a sparse array of that
 * length), names nested thousands deep (a stack overflow), more fields than any form, names longer
 * than any, broken paths, and conform's own intent naming a field to change.
 */
const field = (name: string, value = 'x'): [string, string][] => [[name, value]]
const hostileFields: fc.Arbitrary<[string, string][]> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('laterDates', 'laterDays', 'extras', 'entries'),
      fc.integer({ min: MAX_FORM_LIST, max: 2_000_000_000 }),
      fc.constantFrom('', '.date', '.numPeople', '.label'),
    )
    .map(([list, index, rest]) => field(`${list}[${index}]${rest}`, '2027-01-01')),
  fc.integer({ min: MAX_FORM_DEPTH, max: 20_000 }).map((depth) => field(`a${'.a'.repeat(depth)}`)),
  // Within the 64 KB a form may have: `%5B0%5D` is nine bytes.
  fc.integer({ min: MAX_FORM_DEPTH, max: 5_000 }).map((depth) => field(`laterDates${'[0]'.repeat(depth)}`)),
  fc
    .integer({ min: MAX_FORM_FIELDS + 1, max: 4_000 })
    .map((fields) => Array.from({ length: fields }, (_, index): [string, string] => [`f${index}`, '1'])),
  fc.integer({ min: MAX_FORM_NAME_LENGTH + 1, max: 20_000 }).map((length) => field('n'.repeat(length))),
  fc.constantFrom('a[', 'a]]', '[0]', 'a..b', 'a.[0]', 'a[-1]', 'a[1e9]', '.a', 'a.', '').map((name) => field(name)),
  fc
    .constantFrom('laterDates[50000000]', 'a.a.a.a.a.a.a.a', 'extras')
    .map((name) => field('__INTENT__', JSON.stringify({ type: 'update', payload: { name, value: 'x' } }))),
)

test(
  `every form, public, the customer's and the owner's, refuses ${count(PAGE_RUNS)} posts with names no page sends`,
  async () => {
    const cookie = await adminCookie()
    const [booking] = await rows<{ id: number; date: string }>('SELECT id, date FROM bookings')
    if (!booking) throw new Error('no booking')
    // Confirmed, so that its invoice's page has a form too.
    expect((await decideBooking(cookie, booking.id, 'confirm')).status).toBe(200)
    const [invoice] = await rows<{ id: number }>('SELECT id FROM invoices')
    await fakeMail.reset()
    const link = await customerSide.link(booking)
    const valid = new URLSearchParams(await formFields({ ...contact, intent: 'boeking' }))
    const forms: { path: string; owner?: boolean }[] = [
      { path: '/contact' },
      { path: '/nieuwsbrief' },
      { path: '/tarieven/aanvragen' },
      { path: '/wachtlijst' },
      { path: link },
      ...[
        '/admin?index',
        '/admin/klanten',
        `/admin/klanten/${booking.id}`,
        `/admin/boekingen/${booking.id}`,
        '/admin/sluitingen',
        '/admin/prijzen',
        '/admin/kalender',
        '/admin/agenda',
        '/admin/agenda/nieuw',
        `/admin/facturen/${invoice?.id}`,
      ].map((path) => ({ path, owner: true })),
    ]
    const attempts = fc.tuple(fc.constantFrom(...forms), hostileFields).map(([form, fields]): Attempt => {
      const body = new URLSearchParams(valid)
      for (const [name, value] of fields) body.append(name, value)
      return {
        path: form.path,
        contentType: 'application/x-www-form-urlencoded',
        body: body.toString(),
        cookie: form.owner ? cookie : undefined,
      }
    })
    // Every form meets the attack that took the Worker down at least once, whatever is drawn.
    const sparse = forms.map((form): [Attempt] => [
      {
        path: form.path,
        contentType: 'application/x-www-form-urlencoded',
        body: `${valid}&laterDates%5B50000000%5D.date=2027-01-01&laterDays%5B50000000%5D.numPeople=3`,
        cookie: form.owner ? cookie : undefined,
      },
    ])
    await expectAllRejected(attempts, PAGE_RUNS, { status: 400, examples: sparse })
  },
  timeout,
)
