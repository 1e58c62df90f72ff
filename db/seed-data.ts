/**
 * SQL statements that fill the local database with believable Dutch demo data: customers of every
 * type, bookings in every status (confirmed ones with their day-part slots), quotes, contact
 * history, messages, subscribers and activities (with their day-part slots). Dates are relative
 * to today, so the demo calendar is never empty. Running it twice changes nothing: every row has
 * a fixed id (or unique e-mail) and is inserted with INSERT OR IGNORE.
 *
 * db/seed.ts prints them for wrangler; tests/integration/seed.test.ts applies them twice.
 */
import { closedHolidayOn, eventSlotsOf } from '../app/lib/availability'
import { addDays, amsterdamDate, type IsoDate, isWeekend } from '../app/lib/dates'

const DAY = 86_400_000

type Value = string | number | boolean | null
function literal(value: Value): string {
  if (value === null) return 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') return String(value)
  return `'${value.replaceAll("'", "''")}'`
}
function insert(table: string, row: Record<string, Value>): string {
  const columns = Object.keys(row)
  return (
    `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) ` +
    `VALUES (${columns.map((c) => literal(row[c] ?? null)).join(', ')});`
  )
}

/**
 * The demo's dates, relative to today. Each is the first day at least so many days ahead (or ago)
 * that is not a holiday the venue closes on by default, and a weekday where the row is a meeting.
 * The dates the calendar shows as held are never handed out twice: the requests the end-to-end
 * journeys confirm never share a date with a confirmed booking or an activity, whatever day of the
 * week or the year the seed runs (two offsets a weekend apart once gave one Monday).
 */
function demoDates(now: number) {
  const today = amsterdamDate(new Date(now))
  const taken = new Set<IsoDate>()
  const open = (date: IsoDate, weekdayOnly: boolean) =>
    !closedHolidayOn(date) && !(weekdayOnly && isWeekend(date)) && !taken.has(date)
  const dayIn = (days: number, { weekdayOnly = true, own = true } = {}) => {
    let date = addDays(today, days)
    while (!open(date, weekdayOnly)) date = addDays(date, 1)
    if (own) taken.add(date)
    return date
  }
  // In order of distance, so that a date moved on by a weekend or holiday never jumps a later one.
  return {
    past: dayIn(-21, { own: false }),
    confirmed: dayIn(7),
    requests: dayIn(9),
    confirmedAfternoon: dayIn(14),
    cancelled: dayIn(16),
    openDay: dayIn(20, { weekdayOnly: false }),
    quoted: dayIn(21, { own: false }),
    laterRequest: dayIn(30),
    workshop: dayIn(34),
    photoWalk: dayIn(48),
  }
}

/** The demo bookings (dates relative to `now`); end-to-end tests avoid the day parts they confirm. */
export function demoBookings(now: number = Date.now()) {
  const dates = demoDates(now)
  // Totals are the DESIGN.md §3 prices for these exact choices (checked by tests/unit/seed.test.ts
  // once the pricing module exists).
  return [
    {
      id: 1,
      customer_id: 1,
      date: dates.confirmed,
      num_people: 12,
      day_parts: 3,
      meeting_type: 'luxe',
      lunch_type: 'luxe',
      excl: 74300,
      total: 84827,
      status: 'bevestigd',
      message: 'Graag de tafels in carréopstelling.',
      created: 20,
    },
    {
      id: 2,
      customer_id: 2,
      date: dates.requests,
      num_people: 8,
      day_parts: 1,
      meeting_type: 'basis',
      lunch_type: 'geen',
      excl: 23500,
      total: 27715,
      status: 'aanvraag',
      message: null,
      created: 2,
    },
    {
      id: 3,
      customer_id: 5,
      date: dates.confirmedAfternoon,
      num_people: 6,
      day_parts: 2,
      meeting_type: 'geen',
      lunch_type: 'geen',
      excl: 17500,
      total: 21175,
      status: 'bevestigd',
      message: 'We nemen zelf een laptop mee voor het scherm.',
      created: 30,
    },
    {
      id: 4,
      customer_id: 3,
      date: dates.cancelled,
      num_people: 4,
      day_parts: 1,
      meeting_type: 'luxe',
      lunch_type: 'geen',
      excl: 21700,
      total: 25753,
      status: 'geannuleerd',
      message: 'Groepscoaching, vier deelnemers.',
      created: 25,
    },
    {
      id: 5,
      customer_id: 1,
      date: dates.past,
      num_people: 15,
      day_parts: 3,
      meeting_type: 'luxe',
      lunch_type: 'luxe',
      excl: 84875,
      total: 96354,
      status: 'bevestigd',
      message: null,
      created: 60,
    },
    {
      id: 6,
      customer_id: 4,
      date: dates.laterRequest,
      num_people: 10,
      day_parts: 3,
      meeting_type: 'basis',
      lunch_type: 'basis',
      excl: 57750,
      total: 66788,
      status: 'aanvraag',
      message: 'Is er ruimte om een fiets binnen te zetten?',
      created: 1,
    },
    {
      id: 7,
      customer_id: 6,
      date: dates.requests,
      num_people: 4,
      day_parts: 2,
      meeting_type: 'luxe',
      lunch_type: 'geen',
      excl: 21700,
      total: 25753,
      status: 'aanvraag',
      message: 'Productshoot met twee modellen.',
      created: 3,
    },
  ]
}

/**
 * The demo's activities on /agenda: an open day, a workshop and a photo walk. Published, so each
 * holds the day parts its hours overlap (docs/decisions/031-the-venues-own-facts-over-the-spec.md).
 */
export function demoEvents(now: number = Date.now()) {
  const dates = demoDates(now)
  return [
    {
      id: 1,
      title: 'Open dag: kijk rond in de oude slagerij',
      description:
        'Loop binnen, bekijk de ruimte en de historische details en drink een kop koffie met ons. ' +
        'Aanmelden is niet nodig.',
      date: dates.openDay,
      start: '10:00',
      end: '15:00',
      price: null,
    },
    {
      id: 2,
      title: 'Workshop: beter vergaderen in 90 minuten',
      description:
        'Praktische handvatten voor korte, scherpe vergaderingen, met oefeningen. Inclusief koffie en iets lekkers.',
      date: dates.workshop,
      start: '15:30',
      end: '17:00',
      price: 3500,
    },
    {
      id: 3,
      title: 'Fotowandeling door Obdam',
      description: 'Een ochtend fotograferen in het dorp en de polder, met een korte nabespreking in de slagerij.',
      date: dates.photoWalk,
      start: '09:30',
      end: '12:30',
      price: 2500,
    },
  ]
}

/** Every statement of the seed, with dates relative to `now`. */
export function seedStatements(now: number = Date.now()): string[] {
  const dates = demoDates(now)
  const daysAgo = (days: number) => now - days * DAY

  const customers = [
    {
      id: 1,
      name: 'Sanne de Vries',
      company: 'Groen & Co Adviseurs',
      email: 'sanne@groenenco.nl',
      phone: '06 12 34 56 78',
      address: 'Langestraat 12, 1811 JA Alkmaar',
      customer_type: 'vip',
      industry: 'Advies',
      source: 'referral',
      notes: 'Vaste klant: kwartaaloverleg met het hele team. Voorkeur voor luxe lunch.',
      created: 210,
    },
    {
      id: 2,
      name: 'Pieter Bakker',
      company: 'Bakker Installatietechniek',
      email: 'p.bakker@bakkerinstallatie.nl',
      phone: '0226 34 56 78',
      address: 'Industrieweg 4, 1713 HB Obdam',
      customer_type: 'customer',
      industry: 'Installatietechniek',
      source: 'website',
      notes: null,
      created: 120,
    },
    {
      id: 3,
      name: 'Fatima el Amrani',
      company: 'Coachpraktijk Vrije Ruimte',
      email: 'fatima@vrijeruimte-coaching.nl',
      phone: '06 87 65 43 21',
      address: 'Dorpsstraat 88, 1713 HJ Obdam',
      customer_type: 'lead',
      industry: 'Coaching',
      source: 'social',
      notes: 'Zoekt een vaste plek voor groepscoaching op donderdag.',
      created: 45,
    },
    {
      id: 4,
      name: 'Jeroen Visser',
      company: null,
      email: 'jeroen.visser@voorbeeldmail.nl',
      phone: null,
      address: 'Kanaalweg 3, 1715 KN Spanbroek',
      customer_type: 'prospect',
      industry: null,
      source: 'website',
      notes: null,
      created: 12,
    },
    {
      id: 5,
      name: 'Marloes Jansen',
      company: 'Stichting Dorpshuis De Wieken',
      email: 'm.jansen@dorpshuisdewieken.nl',
      phone: '0226 45 20 10',
      address: 'Kerkstraat 5, 1713 GA Obdam',
      customer_type: 'customer',
      industry: 'Welzijn',
      source: 'event',
      notes: 'Facturen graag met inkoopordernummer.',
      created: 90,
    },
    {
      id: 6,
      name: 'Thijs Mulder',
      company: 'Studio Licht & Lijn',
      email: 'thijs@lichtenlijn.nl',
      phone: '06 11 22 33 44',
      address: 'Voorstraat 21, 1721 BX Broek op Langedijk',
      customer_type: 'lead',
      industry: 'Fotografie',
      source: 'social',
      notes: null,
      created: 20,
    },
    {
      id: 7,
      name: 'Annemiek Schouten',
      company: 'Schouten Accountants',
      email: 'annemiek@schoutenaccountants.nl',
      phone: '072 511 22 33',
      address: 'Stationsweg 48, 1815 CC Alkmaar',
      customer_type: 'prospect',
      industry: 'Financiële dienstverlening',
      source: 'other',
      notes: null,
      created: 5,
    },
  ]

  const bookings = demoBookings(now)

  const quotes = [
    {
      id: 1,
      customer_id: 4,
      suffix: 417,
      num_people: 10,
      day_parts: 3,
      meeting_type: 'basis',
      lunch_type: 'basis',
      preferred_date: dates.laterRequest,
      status: 'active',
      excl: 57750,
      incl: 66788,
      created: 1,
    },
    {
      id: 2,
      customer_id: 7,
      suffix: 82,
      num_people: 8,
      day_parts: 1,
      meeting_type: 'basis',
      lunch_type: 'geen',
      preferred_date: dates.quoted,
      status: 'active',
      excl: 23500,
      incl: 27715,
      created: 5,
    },
    {
      id: 3,
      customer_id: 2,
      suffix: 5,
      num_people: 6,
      day_parts: 2,
      meeting_type: 'geen',
      lunch_type: 'geen',
      preferred_date: null,
      status: 'expired',
      excl: 17500,
      incl: 21175,
      created: 75,
    },
  ]

  const history = [
    {
      id: 1,
      customer_id: 1,
      contact_type: 'phone',
      subject: 'Kwartaaloverleg ingepland',
      description: 'Datum en lunchwensen doorgesproken.',
      outcome: 'positive',
      next_action: 'Bevestiging sturen',
      created: 21,
    },
    {
      id: 2,
      customer_id: 3,
      contact_type: 'visit',
      subject: 'Bezichtiging',
      description: 'Ruimte bekeken, enthousiast over het daglicht.',
      outcome: 'follow_up_needed',
      next_action: 'Offerte voor tien donderdagen maken',
      created: 40,
    },
    {
      id: 3,
      customer_id: 4,
      contact_type: 'quote_sent',
      subject: 'Offerte hele dag',
      description: 'Offerte via de website verstuurd.',
      outcome: 'neutral',
      next_action: 'Over een week nabellen',
      created: 1,
    },
    {
      id: 4,
      customer_id: 5,
      contact_type: 'email',
      subject: 'Inkoopordernummer',
      description: 'Ordernummer ontvangen voor de factuur.',
      outcome: 'positive',
      next_action: null,
      created: 29,
    },
    {
      id: 5,
      customer_id: 3,
      contact_type: 'email',
      subject: 'Annulering groepscoaching',
      description: 'Deelnemers verhinderd, nieuwe datum volgt.',
      outcome: 'negative',
      next_action: 'In maart opnieuw contact',
      created: 10,
    },
  ]

  const messages = [
    {
      id: 1,
      customer_id: 7,
      name: 'Annemiek Schouten',
      email: 'annemiek@schoutenaccountants.nl',
      subject: 'Heisessie met partners',
      message:
        'Goedemiddag, wij zoeken voor ons partneroverleg een rustige plek voor zes personen, liefst met ' +
        'lunch. Kan dat ook op een vrijdag?',
      created: 5,
    },
    {
      id: 2,
      customer_id: 6,
      name: 'Thijs Mulder',
      email: 'thijs@lichtenlijn.nl',
      subject: 'Fotoshoot in de oude slagerij',
      message:
        'Hoi! Mag ik vooraf even langskomen om het licht te bekijken? Ik denk aan een shoot voor een kledingmerk.',
      created: 20,
    },
  ]

  const subscribers = [
    { id: 1, email: 'sanne@groenenco.nl', status: 'confirmed', created: 200, confirmed: 200 },
    { id: 2, email: 'jeroen.visser@voorbeeldmail.nl', status: 'pending', created: 12, confirmed: null },
    { id: 3, email: 'oud.lid@example.nl', status: 'unsubscribed', created: 150, confirmed: 149 },
  ]
  const consentText =
    'Ja, stuur mij maximaal één keer per maand de nieuwsbrief van De Oude Paardenslagerij. Uitschrijven ' +
    'kan altijd, met één klik.'

  const events = demoEvents(now)

  // Every demo customer has an invoice address, as a booking request now asks (ADR 033).
  const structured = (address: string) => {
    const [, street, postcode, city] = address.match(/^(.*), (\d{4} [A-Z]{2}) (.*)$/) ?? []
    if (!street || !postcode || !city) throw new Error(`Demo address ${address} is not "street, post code city"`)
    return { address, address_street: street, address_postcode: postcode, address_city: city, address_country: 'NL' }
  }

  const statements: string[] = []
  for (const c of customers) {
    statements.push(
      insert('customers', {
        id: c.id,
        name: c.name,
        company: c.company,
        email: c.email,
        phone: c.phone,
        ...structured(c.address),
        notes: c.notes,
        customer_type: c.customer_type,
        industry: c.industry,
        source: c.source,
        last_contact_at: daysAgo(Math.max(1, c.created - 3)),
        created_at: daysAgo(c.created),
      }),
    )
  }
  for (const b of bookings) {
    const customer = customers.find((c) => c.id === b.customer_id)
    if (!customer) throw new Error(`Demo booking ${b.id} has no customer ${b.customer_id}`)
    statements.push(
      insert('bookings', {
        id: b.id,
        customer_id: b.customer_id,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        company: customer.company,
        ...structured(customer.address),
        date: b.date,
        type: 'vergadering',
        num_people: b.num_people,
        day_parts: b.day_parts,
        meeting_type: b.meeting_type,
        lunch_type: b.lunch_type,
        total_excl_vat_cents: b.excl,
        total_cents: b.total,
        // The first price list (migrations/0019_price_lists.sql).
        price_list_id: 1,
        newsletter: false,
        message: b.message,
        status: b.status,
        status_changed_at: b.status === 'aanvraag' ? null : daysAgo(b.created - 1),
        created_at: daysAgo(b.created),
      }),
    )
    if (b.status === 'bevestigd') {
      const parts = b.day_parts === 3 ? ['ochtend', 'middag'] : [b.day_parts === 1 ? 'ochtend' : 'middag']
      for (const part of parts) {
        // The slot takes its date from the booking row itself, so a second run on a later day
        // (when demoDates() gives other dates) adds nothing.
        statements.push(
          `INSERT OR IGNORE INTO booking_slots (date, part, booking_id) SELECT date, '${part}', id ` +
            `FROM bookings WHERE id = ${b.id} AND NOT EXISTS (SELECT 1 FROM booking_slots ` +
            `WHERE booking_id = ${b.id} AND part = '${part}');`,
        )
      }
    }
  }
  for (const q of quotes) {
    const createdOn = amsterdamDate(new Date(daysAgo(q.created)))
    statements.push(
      insert('quotes', {
        id: q.id,
        customer_id: q.customer_id,
        quote_number: `OFF-${createdOn.replaceAll('-', '')}-${String(q.suffix).padStart(3, '0')}`,
        num_people: q.num_people,
        day_parts: q.day_parts,
        meeting_type: q.meeting_type,
        lunch_type: q.lunch_type,
        preferred_date: q.preferred_date,
        status: q.status,
        total_excl_vat_cents: q.excl,
        total_incl_vat_cents: q.incl,
        price_list_id: 1,
        valid_until: addDays(createdOn, 30),
        created_at: daysAgo(q.created),
      }),
    )
  }
  for (const h of history) {
    statements.push(
      insert('contact_history', {
        id: h.id,
        customer_id: h.customer_id,
        contact_type: h.contact_type,
        subject: h.subject,
        description: h.description,
        outcome: h.outcome,
        next_action: h.next_action,
        contacted_by: 'Admin',
        created_at: daysAgo(h.created),
      }),
    )
  }
  for (const m of messages) {
    statements.push(
      insert('contact_messages', {
        id: m.id,
        customer_id: m.customer_id,
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        read_at: null,
        created_at: daysAgo(m.created),
      }),
    )
  }
  for (const s of subscribers) {
    statements.push(
      insert('newsletter_subscribers', {
        id: s.id,
        email: s.email,
        status: s.status,
        consent_text: consentText,
        consent_at: daysAgo(s.created),
        confirmed_at: s.confirmed === null ? null : daysAgo(s.confirmed),
        unsubscribed_at: s.status === 'unsubscribed' ? daysAgo(30) : null,
        created_at: daysAgo(s.created),
      }),
    )
  }

  for (const e of events) {
    statements.push(
      insert('events', {
        id: e.id,
        title: e.title,
        description: e.description,
        date: e.date,
        start_time: e.start,
        end_time: e.end,
        price_cents: e.price,
        published: true,
        created_at: now,
      }),
    )
    for (const part of eventSlotsOf(e.start, e.end)) {
      // As for bookings: the date comes from the activity's row, so a later run adds nothing.
      statements.push(
        `INSERT OR IGNORE INTO booking_slots (date, part, event_id) SELECT date, '${part}', id ` +
          `FROM events WHERE id = ${e.id} AND published = 1 AND NOT EXISTS (SELECT 1 FROM booking_slots ` +
          `WHERE event_id = ${e.id} AND part = '${part}');`,
      )
    }
  }

  return statements
}
