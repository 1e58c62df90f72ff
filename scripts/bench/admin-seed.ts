/**
 * The bench's large database: a venue some years on. 8,000 customers, 20,000 bookings (about a
 * fifth confirmed, each on its own day part), 30,000 outgoing mails, and quotes, messages,
 * subscribers and audit entries in proportion. Deterministic (a fixed seed), written as SQL with
 * multi-row INSERTs for `wrangler d1 execute --file`.
 * Usage: npx tsx scripts/bench/admin-seed.ts > .wrangler/bench-admin.sql
 */
export const scale = {
  customers: 8_000,
  bookings: 20_000,
  mails: 30_000,
  quotes: 6_000,
  messages: 3_000,
  subscribers: 4_000,
  auditEntries: 20_000,
}

/** mulberry32: a small seeded generator, so every bench run measures the same data. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const next = random(20261124)
const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T
const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))

const firstNames = ['Anna', 'Bram', 'Carla', 'Daan', 'Eva', 'Femke', 'Gijs', 'Hanna', 'Jeroen', 'Karin', 'Lotte']
const lastNames = ['Jansen', 'de Vries', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Dekker']
const companies = ['Groen & Co', 'Molen BV', 'Studio Licht', 'Adviesbureau Noord', 'Coachpraktijk', null, null]

const quote = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`

/** D1 refuses a statement over 100 KB (SQLITE_TOOBIG): 100 rows stay well under it. */
const ROWS_PER_INSERT = 100

function inserts(table: string, columns: string[], rows: (string | number | null)[][]): string[] {
  const statements: string[] = []
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const values = rows.slice(start, start + ROWS_PER_INSERT).map((row) => `(${row.map(quote).join(', ')})`)
    statements.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${values.join(',\n')};`)
  }
  return statements
}

const DAY = 86_400_000
const START = Date.parse('2019-01-01T09:00:00Z')
const END = Date.parse('2027-05-31T09:00:00Z')
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const weekday = (ms: number) => {
  const day = new Date(ms).getUTCDay()
  return day !== 0 && day !== 6
}

export function adminSeed(): string[] {
  const customers = Array.from({ length: scale.customers }, (_, index) => {
    const name = `${pick(firstNames)} ${pick(lastNames)}`
    return [
      index + 1,
      name,
      `klant${index + 1}@voorbeeld.nl`,
      pick(companies),
      pick(['prospect', 'lead', 'customer', 'vip']),
      pick(['website', 'referral', 'social', 'event', 'other']),
      START + index * ((END - START - 200 * DAY) / scale.customers),
    ]
  })

  // Confirmed bookings each hold one free weekday part; the rest are requests or cancelled.
  const held = new Set<string>()
  const bookings: (string | number | null)[][] = []
  const slots: (string | number | null)[][] = []
  for (let id = 1; id <= scale.bookings; id += 1) {
    const created = START + id * ((END - START - 60 * DAY) / scale.bookings)
    let dateMs = created + between(7, 120) * DAY
    while (!weekday(dateMs)) dateMs += DAY
    const date = isoDate(dateMs)
    const part = pick(['ochtend', 'middag'] as const)
    const confirmable = next() < 0.22 && !held.has(`${date}:${part}`)
    const status = confirmable ? 'bevestigd' : pick(['aanvraag', 'geannuleerd', 'geannuleerd'])
    const customerId = between(1, scale.customers)
    const people = between(2, 15)
    bookings.push([
      id,
      customerId,
      `${pick(firstNames)} ${pick(lastNames)}`,
      `klant${customerId}@voorbeeld.nl`,
      pick(companies),
      date,
      people,
      part === 'ochtend' ? 1 : 2,
      17_500 + people * 750,
      21_175 + people * 818,
      status,
      created,
    ])
    if (confirmable) {
      held.add(`${date}:${part}`)
      slots.push([date, part, id, created])
    }
  }

  const mails = Array.from({ length: scale.mails }, (_, index) => [
    `bench-mail-${index + 1}`,
    `klant${between(1, scale.customers)}@voorbeeld.nl`,
    pick(['Je aanvraag is ontvangen', 'Bevestiging van je boeking', 'Je offerte', 'Nieuwe aanvraag']),
    '<p>Beste klant, dank voor je aanvraag. We nemen binnen een werkdag contact met je op.</p>',
    'Beste klant, dank voor je aanvraag. We nemen binnen een werkdag contact met je op.',
    pick(['sent', 'sent', 'sent', 'sent', 'kept_locally', 'failed', 'pending']),
    START + index * ((END - START - 30 * DAY) / scale.mails),
  ])

  const quotes = Array.from({ length: scale.quotes }, (_, index) => {
    const created = START + index * ((END - START - 30 * DAY) / scale.quotes)
    return [
      index + 1,
      between(1, scale.customers),
      `OFF-${isoDate(created).replaceAll('-', '')}-${String((index % 999) + 1).padStart(3, '0')}-${index}`,
      between(2, 15),
      pick([1, 2, 3]),
      pick(['geen', 'basis', 'luxe']),
      pick(['geen', 'basis', 'luxe']),
      pick(['active', 'expired', 'expired', 'accepted', 'declined']),
      32_000,
      38_720,
      isoDate(created + 30 * DAY),
      created,
    ]
  })

  const messages = Array.from({ length: scale.messages }, (_, index) => {
    const created = START + index * ((END - START - 30 * DAY) / scale.messages)
    return [
      `${pick(firstNames)} ${pick(lastNames)}`,
      `bericht${index}@voorbeeld.nl`,
      pick(['Rondleiding', 'Vraag over parkeren', 'Offerte op maat', 'Workshop']),
      'Is de ruimte op een dinsdag in maart vrij voor tien personen?',
      next() < 0.9 ? created + DAY : null,
      created,
    ]
  })

  const subscribers = Array.from({ length: scale.subscribers }, (_, index) => {
    const created = START + index * ((END - START - 30 * DAY) / scale.subscribers)
    return [
      `lezer${index}@voorbeeld.nl`,
      pick(['confirmed', 'confirmed', 'pending', 'unsubscribed']),
      'Ja, ik wil de nieuwsbrief ontvangen.',
      created,
      created,
    ]
  })

  const audit = Array.from({ length: scale.auditEntries }, (_, index) => {
    const at = START + index * ((END - START - 30 * DAY) / scale.auditEntries)
    const bookingId = between(1, scale.bookings)
    return [at, 'eigenaar', 'booking', bookingId, 'booking.status', 'Status gewijzigd (bench)']
  })

  return [
    ...inserts('customers', ['id', 'name', 'email', 'company', 'customer_type', 'source', 'created_at'], customers),
    ...inserts(
      'bookings',
      [
        'id',
        'customer_id',
        'name',
        'email',
        'company',
        'date',
        'num_people',
        'day_parts',
        'total_excl_vat_cents',
        'total_cents',
        'status',
        'created_at',
      ],
      bookings,
    ),
    ...inserts('booking_slots', ['date', 'part', 'booking_id', 'created_at'], slots),
    ...inserts('mail_outbox', ['id', 'to_address', 'subject', 'html', 'text', 'status', 'created_at'], mails),
    ...inserts(
      'quotes',
      [
        'id',
        'customer_id',
        'quote_number',
        'num_people',
        'day_parts',
        'meeting_type',
        'lunch_type',
        'status',
        'total_excl_vat_cents',
        'total_incl_vat_cents',
        'valid_until',
        'created_at',
      ],
      quotes,
    ),
    ...inserts('contact_messages', ['name', 'email', 'subject', 'message', 'read_at', 'created_at'], messages),
    ...inserts('newsletter_subscribers', ['email', 'status', 'consent_text', 'consent_at', 'created_at'], subscribers),
    ...inserts('audit_log', ['at', 'actor', 'entity', 'entity_id', 'action', 'summary'], audit),
  ]
}

if (process.argv[1]?.endsWith('admin-seed.ts')) process.stdout.write(`${adminSeed().join('\n')}\n`)
