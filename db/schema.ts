/**
 * The whole data model. Conventions (docs/decisions/003-money-and-time.md):
 * - money is integer euro cents, columns end in `_cents`;
 * - instants are integer milliseconds since the epoch (`timestamp_ms`);
 * - calendar dates are text `YYYY-MM-DD` in Europe/Amsterdam, because a booking is for a
 *   local day, not an instant;
 * - e-mail addresses are stored lower-cased and trimmed, so equality is case-insensitive.
 */
import { sql } from 'drizzle-orm'
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import type { CreditSettlement } from '../app/lib/booking-money'
import {
  arrangementTypes,
  auditActors,
  bookingStatuses,
  bookkeepingAdapters,
  bookkeepingPushKinds,
  bookkeepingPushStatuses,
  contactOutcomes,
  contactTypes,
  customerSources,
  customerTypes,
  invoiceKinds,
  invoiceStages,
  invoiceStatuses,
  lastDecisions,
  outboxStatuses,
  paymentMethods,
  paymentStatuses,
  priceEntryKinds,
  priceEntryUnits,
  quoteStatuses,
  refundStatuses,
  slotParts,
  subscriberStatuses,
  waitingListStatuses,
} from './enums'

export * from './enums'

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch('subsec') * 1000)`)

/**
 * What an e-invoice needs of a customer beyond a name (docs/decisions/027-e-invoices.md): the
 * structured invoice address (`address` stays the one line printed on the PDF) and, for a business,
 * the KvK number and btw-id (app/lib/invoice-details.ts).
 */
const invoiceDetailColumns = () => ({
  kvk: text('kvk'),
  vatId: text('vat_id'),
  street: text('address_street'),
  postcode: text('address_postcode'),
  city: text('address_city'),
  /** ISO 3166 code, e.g. NL. */
  country: text('address_country'),
})

/**
 * A date's dietary needs (docs/decisions/045-dieetwensen.md): `diet` holds the counts of the fixed list
 * (app/lib/diet.ts) as `key=count`, comma-separated in the list's order ('' for none); `dietNote` is
 * the customer's own words.
 */
const dietColumns = () => ({
  diet: text('diet').notNull().default(''),
  dietNote: text('diet_note'),
})

/**
 * CRM customer. Totals (bookings, revenue) are not stored: they follow from the customer's
 * confirmed bookings and are computed when read (docs/decisions/003-money-and-time.md).
 */
export const customers = sqliteTable(
  'customers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    company: text('company'),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    ...invoiceDetailColumns(),
    notes: text('notes'),
    customerType: text('customer_type', { enum: customerTypes }).notNull().default('prospect'),
    industry: text('industry'),
    source: text('source', { enum: customerSources }).notNull().default('website'),
    lastContactAt: integer('last_contact_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(t.email),
    index('customers_name_idx').on(t.name, t.id),
    index('customers_company_idx').on(t.company),
    index('customers_created_at_idx').on(t.createdAt, t.id),
    index('customers_type_created_at_idx').on(t.customerType, t.createdAt, t.id),
    // One kind of customer by name: the list walks it in order instead of sorting the kind.
    index('customers_type_name_idx').on(t.customerType, t.name, t.id),
    index('customers_search_idx').on(t.name, t.email, t.company, t.customerType),
  ],
)

export const contactHistory = sqliteTable(
  'contact_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactType: text('contact_type', { enum: contactTypes }).notNull(),
    subject: text('subject').notNull(),
    description: text('description'),
    outcome: text('outcome', { enum: contactOutcomes }),
    nextAction: text('next_action'),
    contactedBy: text('contacted_by').notNull().default('Admin'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_history_customer_idx').on(t.customerId, t.createdAt)],
)

/**
 * The venue's price lists (docs/decisions/036-the-offer-as-data.md). A published list holds for
 * meetings on or after `valid_from`, until a later published list's date, and never changes again
 * (triggers in migrations/0019): a quote, request or booking keeps the id of the list it was priced
 * under, so what was agreed stays agreed. A list without `published_at` is the owner's draft.
 */
export const priceLists = sqliteTable(
  'price_lists',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** "Tarieven 2027". */
    name: text('name').notNull(),
    /** Local date in Europe/Amsterdam, YYYY-MM-DD: the first meeting date the list prices. */
    validFrom: text('valid_from').notNull(),
    /** Excluding btw. */
    roomHalfDayCents: integer('room_half_day_cents').notNull(),
    roomFullDayCents: integer('room_full_day_cents').notNull(),
    roomVatRate: integer('room_vat_rate').notNull(),
    /** An arrangement for a hele dag costs this percentage of its half-day price (150: one and a half). */
    fullDayFactorPercent: integer('full_day_factor_percent').notNull(),
    /** The indicative 'vanaf' price of a coaching session, excluding btw: shown, never computed. */
    coachingSessionCents: integer('coaching_session_cents').notNull(),
    // The venue's terms under the list (app/lib/price-list.ts VenueTerms); the defaults are list 1's.
    quoteValidDays: integer('quote_valid_days').notNull().default(30),
    paymentTermDays: integer('payment_term_days').notNull().default(14),
    peopleChangeWorkdays: integer('people_change_workdays').notNull().default(3),
    freeCancellationDays: integer('free_cancellation_days').notNull().default(14),
    halfRoomWorkdays: integer('half_room_workdays').notNull().default(3),
    halfRoomPercent: integer('half_room_percent').notNull().default(50),
    freeCateringHours: integer('free_catering_hours').notNull().default(48),
    maxPeople: integer('max_people').notNull().default(15),
    minHoursAhead: integer('min_hours_ahead').notNull().default(24),
    maxMonthsAhead: integer('max_months_ahead').notNull().default(6),
    optieDays: integer('optie_days').notNull().default(14),
    // The aanbetaling (docs/decisions/039-aanbetaling.md): none at 0 %.
    depositPercent: integer('deposit_percent').notNull().default(0),
    depositTermDays: integer('deposit_term_days').notNull().default(14),
    balanceDaysBefore: integer('balance_days_before').notNull().default(14),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('price_lists_valid_from_idx').on(t.validFrom, t.id)],
)

/** What a price list offers besides the room: the arrangements, lunches and extras, each with its price and btw. */
export const priceListEntries = sqliteTable(
  'price_list_entries',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: priceEntryKinds }).notNull(),
    /** The choice's stable name across lists: what quotes and bookings store ('basis', 'luxe', 'borrel'). */
    key: text('key').notNull(),
    label: text('label').notNull(),
    includes: text('includes').notNull(),
    /** Per person, excluding btw; an arrangement's half-day price. */
    unitCents: integer('unit_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    position: integer('position').notNull(),
    /** An extra's price is per person or once per meeting date; arrangements and lunches are per person. */
    unit: text('unit', { enum: priceEntryUnits }).notNull().default('person'),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.kind, t.key] })],
)

/** A booking request or booking. The price is the server's own calculation, never the browser's. */
export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    address: text('address'),
    ...invoiceDetailColumns(),
    /** Local date in Europe/Amsterdam, YYYY-MM-DD. */
    date: text('date').notNull(),
    type: text('type').notNull().default('vergadering'),
    numPeople: integer('num_people').notNull(),
    dayParts: integer('day_parts').notNull(),
    meetingType: text('meeting_type', { enum: arrangementTypes }).notNull().default('geen'),
    lunchType: text('lunch_type', { enum: arrangementTypes }).notNull().default('geen'),
    totalExclVatCents: integer('total_excl_vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The price list the booking's first date was priced under (docs/decisions/036-the-offer-as-data.md). */
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'restrict' }),
    /** The extras chosen for this date: their keys in the list, comma-separated ('' for none). */
    extras: text('extras').notNull().default(''),
    ...dietColumns(),
    newsletter: integer('newsletter', { mode: 'boolean' }).notNull().default(false),
    message: text('message'),
    status: text('status', { enum: bookingStatuses }).notNull().default('aanvraag'),
    /** The owner's decision that set the status (app/lib/booking-status.ts); null for a direct change. */
    lastDecision: text('last_decision', { enum: lastDecisions }),
    statusChangedAt: integer('status_changed_at', { mode: 'timestamp_ms' }),
    /** SEQUENCE of the last calendar invite the customer got for this booking; null before the first. */
    calendarSequence: integer('calendar_sequence'),
    /** The customer's calendar holds our event: the last invite we sent was a REQUEST, not a CANCEL. */
    inviteActive: integer('invite_active', { mode: 'boolean' }).notNull().default(false),
    /**
     * Counts the booking's effective events. Every change goes through one batch that starts by
     * moving it from the version it was planned on to the next, and fails if it moved meanwhile
     * (docs/decisions/023-one-booking-lifecycle.md).
     */
    version: integer('version').notNull().default(0),
    /** Money received that no current invoice holds: owed back, or settled on the next invoice. */
    refundDueCents: integer('refund_due_cents').notNull().default(0),
    /**
     * Since when money is due back (null: none is): the customer is promised it within
     * REFUND_TERM_DAYS of then, so the owner sees by when (app/server/admin/dashboard.server.ts).
     */
    refundDueSince: integer('refund_due_since', { mode: 'timestamp_ms' }),
    /** The customer's own reference (a purchase order number) for the next invoice. */
    customerReference: text('customer_reference'),
    /** The last day of an optie (Europe/Amsterdam), while the status is optie (docs/decisions/026-optie.md). */
    optieUntil: text('optie_until'),
    /**
     * The quote the customer accepted online to make this request, priced at that quote's lists; at
     * most one booking per quote (docs/decisions/040-one-agreement-per-booking.md).
     */
    quoteId: integer('quote_id').references((): AnySQLiteColumn => quotes.id, { onDelete: 'set null' }),
    /** The customer said no to the request for a review after the meeting (docs/decisions/044-the-thank-you.md). */
    reviewOptOut: integer('review_opt_out', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_quote_unique').on(t.quoteId),
    index('bookings_date_idx').on(t.date, t.status),
    index('bookings_customer_idx').on(t.customerId, t.status),
    index('bookings_email_idx').on(t.email),
    index('bookings_created_at_idx').on(t.createdAt, t.id),
    index('bookings_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // The open requests of a month, for the owner's calendar.
    index('bookings_status_date_idx').on(t.status, t.date),
    index('bookings_date_id_idx').on(t.date, t.id),
    // The few bookings with money to pay back, for the owner's overview (ADR 038).
    index('bookings_refund_due_idx').on(t.id).where(sql`${t.refundDueCents} > 0`),
    // Covers a search's count (instr on name, e-mail, company, with the list's filters): an index
    // scan instead of the table's.
    index('bookings_search_idx').on(t.name, t.email, t.company, t.status, t.date),
  ],
)

/**
 * The dates of a booking after its first, which is the booking's own `date` (at most nine more,
 * each later than it), with their own day part, people, arrangement and lunch
 * (docs/decisions/028-multi-day-bookings.md). A booking of one date has no rows here.
 */
export const bookingLaterDays = sqliteTable(
  'booking_later_days',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    dayParts: integer('day_parts').notNull(),
    numPeople: integer('num_people').notNull(),
    meetingType: text('meeting_type', { enum: arrangementTypes }).notNull().default('geen'),
    lunchType: text('lunch_type', { enum: arrangementTypes }).notNull().default('geen'),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'restrict' }),
    /** The extras chosen for this date: their keys in the list, comma-separated ('' for none). */
    extras: text('extras').notNull().default(''),
    ...dietColumns(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.date] }), index('booking_later_days_date_idx').on(t.date)],
)

/**
 * One row per held day part: by a confirmed booking (or an optie), by the owner's closure, or by a
 * published activity of the agenda, exactly one of them. The primary key (date, part) is what makes
 * a double confirmation, or a confirmation on a closed day part or under an activity, impossible:
 * each inserts its rows in the same batch as its own change, so the second of two racing writes
 * fails as a whole (DESIGN.md §4, docs/decisions/031-the-venues-own-facts-over-the-spec.md).
 */
export const bookingSlots = sqliteTable(
  'booking_slots',
  {
    date: text('date').notNull(),
    part: text('part', { enum: slotParts }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    closureId: integer('closure_id').references(() => closures.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.part] }),
    index('booking_slots_booking_idx').on(t.bookingId),
    index('booking_slots_closure_idx').on(t.closureId),
    index('booking_slots_event_idx').on(t.eventId),
    // Unqualified names: the table is rebuilt under another name in its migration.
    check(
      'booking_slots_one_holder',
      sql`(booking_id IS NOT NULL) + (closure_id IS NOT NULL) + (event_id IS NOT NULL) = 1`,
    ),
  ],
)

/**
 * The owner closes the room on some days (maintenance, private use): from `startDate` to
 * `endDate` inclusive, the morning, the afternoon or both (`dayParts` 1, 2, 3 as for bookings).
 * The closed day parts are held in booking_slots. The reason is for the owner; the website only
 * says "gesloten".
 */
export const closures = sqliteTable(
  'closures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    dayParts: integer('day_parts').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('closures_dates_idx').on(t.endDate, t.startDate)],
)

/** The public holidays on which the venue is closed (app/lib/availability.ts names them); the owner edits this. */
export const closedHolidays = sqliteTable('closed_holidays', {
  holidayId: text('holiday_id').primaryKey(),
})

/**
 * The owner's choices that are not part of the offer, one row each, by key: `refunds.auto-ideal`
 * ('true' or 'false') pays what is due back through Mollie without the owner's click
 * (docs/decisions/038-refunds-through-mollie.md). A key without a row has its default.
 */
export const ownerSettings = sqliteTable('owner_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
})

/**
 * The owner's calendar subscriptions (an iCal feed of confirmed bookings). The URL carries the
 * id and a signature of it (SIGNING_SECRET); revoking sets `revokedAt` and the URL stops working.
 */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  createdAt: createdAt(),
  revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
})

/**
 * The owner's own calendars (docs/decisions/035-the-owners-own-calendar.md): the secret iCal address
 * of a Google or Outlook calendar, which the cron reads every 15 minutes. The address is never shown
 * in full after saving, nor logged. A failed read keeps the last good busy times and says since when
 * and why it fails.
 */
export const calendarSources = sqliteTable('calendar_sources', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  label: text('label').notNull(),
  url: text('url').notNull(),
  createdAt: createdAt(),
  checkedAt: integer('checked_at', { mode: 'timestamp_ms' }),
  okAt: integer('ok_at', { mode: 'timestamp_ms' }),
  failingSince: integer('failing_since', { mode: 'timestamp_ms' }),
  error: text('error'),
  busyCount: integer('busy_count').notNull().default(0),
  /** Events of the last read that could not be read (malformed, or beyond the bounds): the rest count. */
  skippedCount: integer('skipped_count').notNull().default(0),
})

/** A busy period of one of the owner's calendars, inside the booking window: its day parts are taken. */
export const busyPeriods = sqliteTable(
  'busy_periods',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => calendarSources.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    title: text('title').notNull(),
    startAt: integer('start_at', { mode: 'timestamp_ms' }).notNull(),
    endAt: integer('end_at', { mode: 'timestamp_ms' }).notNull(),
    allDay: integer('all_day', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('busy_periods_time_idx').on(t.endAt, t.startAt), index('busy_periods_source_idx').on(t.sourceId)],
)

export const quotes = sqliteTable(
  'quotes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** OFF-yyyymmdd-NNN */
    quoteNumber: text('quote_number').notNull(),
    numPeople: integer('num_people').notNull(),
    dayParts: integer('day_parts').notNull(),
    meetingType: text('meeting_type', { enum: arrangementTypes }).notNull(),
    lunchType: text('lunch_type', { enum: arrangementTypes }).notNull(),
    /** Local date in Europe/Amsterdam, YYYY-MM-DD, if the visitor chose one. */
    preferredDate: text('preferred_date'),
    status: text('status', { enum: quoteStatuses }).notNull().default('active'),
    totalExclVatCents: integer('total_excl_vat_cents').notNull(),
    totalInclVatCents: integer('total_incl_vat_cents').notNull(),
    /** The price list the quote's first date was priced under (docs/decisions/036-the-offer-as-data.md). */
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'restrict' }),
    /** The extras chosen for this date: their keys in the list, comma-separated ('' for none). */
    extras: text('extras').notNull().default(''),
    /** Local date in Europe/Amsterdam, YYYY-MM-DD: the last day the quote holds. */
    validUntil: text('valid_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quotes_number_unique').on(t.quoteNumber),
    index('quotes_customer_idx').on(t.customerId),
    index('quotes_created_at_idx').on(t.createdAt, t.id),
    index('quotes_status_created_at_idx').on(t.status, t.createdAt, t.id),
  ],
)

/**
 * The dates of a quote after its first, which is the quote's own `preferred_date`, with their own
 * day part, people, arrangement and lunch (docs/decisions/028-multi-day-bookings.md). A quote of
 * one date has no rows here.
 */
export const quoteLaterDays = sqliteTable(
  'quote_later_days',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    dayParts: integer('day_parts').notNull(),
    numPeople: integer('num_people').notNull(),
    meetingType: text('meeting_type', { enum: arrangementTypes }).notNull().default('geen'),
    lunchType: text('lunch_type', { enum: arrangementTypes }).notNull().default('geen'),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'restrict' }),
    /** The extras chosen for this date: their keys in the list, comma-separated ('' for none). */
    extras: text('extras').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.date] })],
)

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_customer_idx').on(t.customerId),
    index('contact_messages_created_at_idx').on(t.createdAt, t.id),
    index('contact_messages_search_idx').on(t.name, t.email, t.subject, t.readAt),
  ],
)

/** Double opt-in: `pending` until the link in the confirmation mail is followed. */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    status: text('status', { enum: subscriberStatuses }).notNull().default('pending'),
    /** The consent text the visitor agreed to, as shown at that moment. */
    consentText: text('consent_text').notNull(),
    consentAt: integer('consent_at', { mode: 'timestamp_ms' }).notNull(),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    index('newsletter_subscribers_created_at_idx').on(t.createdAt, t.id),
    index('newsletter_subscribers_status_created_at_idx').on(t.status, t.createdAt, t.id),
  ],
)

/**
 * Every outgoing mail, written in the same D1 batch as the row it belongs to, then delivered
 * and retried from here. The id is the provider's idempotency key, so it is a random text id.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** JSON array of { filename, contentType, contentBase64 }. */
    attachments: text('attachments', { mode: 'json' })
      .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
      .notNull()
      .default(sql`'[]'`),
    /** Extra mail headers, e.g. List-Unsubscribe on newsletter mail. */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** What the mail is about, e.g. 'booking' and its id, for the admin's view. */
    relatedType: text('related_type'),
    relatedId: integer('related_id'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_related_idx').on(t.relatedType, t.relatedId),
    index('mail_outbox_created_at_idx').on(t.createdAt, t.id),
    index('mail_outbox_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('mail_outbox_search_idx').on(t.toAddress, t.subject, t.status),
  ],
)

/** A server-side admin session; the signed cookie carries only its id. */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    createdAt: createdAt(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
)

/** Failed and successful logins per client, for throttling. */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** A hash of the client address; the address itself is not kept. */
    clientKey: text('client_key').notNull(),
    succeeded: integer('succeeded', { mode: 'boolean' }).notNull(),
    attemptedAt: integer('attempted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('login_attempts_client_idx').on(t.clientKey, t.attemptedAt)],
)

/**
 * Remembers the outcome of a submission by the key the submission itself carried (a random id
 * in the form, or the API's Idempotency-Key header), so a double click, a reload or a retry
 * creates one record. The fingerprint (a hash of the content) tells a true repeat from a key
 * reused for something else, which is refused.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    scope: text('scope').notNull(),
    fingerprint: text('fingerprint').notNull().default(''),
    resultType: text('result_type').notNull(),
    resultId: integer('result_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
)

/** Per-client counters for the public forms' rate limits, one row per client and window. */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    clientKey: text('client_key').notNull(),
    windowStart: integer('window_start', { mode: 'timestamp_ms' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.clientKey, t.windowStart] })],
)

/** Open events on /agenda (open days, workshops). Only published ones are shown. */
export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Local date in Europe/Amsterdam, YYYY-MM-DD. */
    date: text('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** Null when free. */
    priceCents: integer('price_cents'),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('events_date_idx').on(t.published, t.date), index('events_all_date_idx').on(t.date, t.id)],
)

/**
 * What happened, when and by whom: every change the owner makes (and what the website or the
 * system did to a record), readable per record and as one list. `changes` holds the fields that
 * changed, as { field: [before, after] }.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    actor: text('actor', { enum: auditActors }).notNull(),
    /** The kind of record, e.g. 'booking', 'customer'; null for things like a login. */
    entity: text('entity'),
    entityId: integer('entity_id'),
    /** What was done, e.g. 'booking.confirm', 'booking.status'. */
    action: text('action').notNull(),
    /** One Dutch sentence for the owner. */
    summary: text('summary').notNull(),
    changes: text('changes', { mode: 'json' }).$type<Record<string, [unknown, unknown]>>(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_at_idx').on(t.action, t.at, t.id),
    index('audit_log_kind_idx').on(t.entity, t.action, t.at),
  ],
)

/**
 * Invoices and credit notes (app/lib/invoicing.ts). The number is gapless per year: `sequence`
 * is unique per `year`, predicted before the batch that inserts it and checked by this key in that
 * batch (a concurrent invoice makes it fail and the service retries). Nothing on an invoice changes
 * after it is issued but its status and what was paid: the customer, lines and totals are a copy.
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** "2026-0001": also the payment reference. */
    number: text('number').notNull(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** For a credit note: the invoice it cancels. */
    creditsInvoiceId: integer('credits_invoice_id'),
    /** Local dates in Europe/Amsterdam, YYYY-MM-DD. */
    issuedOn: text('issued_on').notNull(),
    dueOn: text('due_on').notNull(),
    /** The first date the invoice is for (docs/decisions/028-multi-day-bookings.md). */
    serviceDate: text('service_date').notNull(),
    /** JSON: every date it is for, in order; null on invoices issued before they were stored (migration 0016). */
    serviceDates: text('service_dates', { mode: 'json' }).$type<string[]>(),
    /** It charges the cancellation costs of its dates (or is the credit note of such an invoice). */
    cancellation: integer('cancellation', { mode: 'boolean' }).notNull().default(false),
    /**
     * A booking's voorschotfactuur (the aanbetaling) or eindfactuur (docs/decisions/039-aanbetaling.md);
     * null for every other invoice and for credit notes.
     */
    stage: text('stage', { enum: invoiceStages }),
    customerName: text('customer_name').notNull(),
    customerCompany: text('customer_company'),
    customerAddress: text('customer_address'),
    customerKvk: text('customer_kvk'),
    customerVatId: text('customer_vat_id'),
    customerStreet: text('customer_street'),
    customerPostcode: text('customer_postcode'),
    customerCity: text('customer_city'),
    customerCountry: text('customer_country'),
    customerEmail: text('customer_email').notNull(),
    /** The customer's reference (purchase order number) as it stood when the invoice was issued. */
    customerReference: text('customer_reference'),
    /** JSON: the lines (description, quantity, unit and total price excl. btw in cents, btw rate). */
    lines: text('lines', { mode: 'json' })
      .$type<
        { description: string; quantity: number; unitPriceCents: number; totalPriceCents: number; vatRate: number }[]
      >()
      .notNull(),
    /** JSON: btw per rate { rate, baseCents, vatCents }. */
    vat: text('vat', { mode: 'json' }).$type<{ rate: number; baseCents: number; vatCents: number }[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    totalVatCents: integer('total_vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Why this invoice (e.g. the cancellation terms that applied), printed on it. */
    note: text('note'),
    status: text('status', { enum: invoiceStatuses }).notNull().default('open'),
    paidCents: integer('paid_cents').notNull().default(0),
    /** What earlier payments settled when it was issued (shown on its PDF); part of paidCents. */
    settledCents: integer('settled_cents').notNull().default(0),
    /**
     * JSON, for a credit note: what was paid on the invoice it corrects, what of that is set off against
     * the invoices issued with it, and what is paid back (app/lib/booking-money.ts), printed on it.
     * Null on credit notes issued before it was stored (migration 0015).
     */
    settlement: text('settlement', { mode: 'json' }).$type<CreditSettlement>(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_unique').on(t.year, t.sequence),
    uniqueIndex('invoices_number_unique').on(t.number),
    index('invoices_booking_idx').on(t.bookingId),
    index('invoices_created_at_idx').on(t.createdAt, t.id),
    index('invoices_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('invoices_due_idx').on(t.status, t.dueOn),
    index('invoices_search_idx').on(t.number, t.customerName, t.customerEmail, t.status),
    // An invoice is credited at most once.
    uniqueIndex('invoices_credits_invoice_unique').on(t.creditsInvoiceId),
    // The few voorschotfacturen still current, for the cron (docs/decisions/039-aanbetaling.md).
    index('invoices_current_deposit_idx')
      .on(t.bookingId)
      .where(sql`${t.stage} = 'voorschot' AND ${t.status} <> 'gecrediteerd'`),
  ],
)

/**
 * Payments of invoices: through Mollie (iDEAL), whose status is only ever what Mollie's API said
 * when we fetched the payment, never what a webhook's body claims; or a bank transfer the owner
 * recorded (status paid at once).
 */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** Mollie's id, tr_...; for a bank transfer our own id, overboeking-... */
    providerId: text('provider_id').notNull(),
    method: text('method', { enum: paymentMethods }).notNull().default('ideal'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    checkoutUrl: text('checkout_url'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('payments_provider_id_unique').on(t.providerId), index('payments_invoice_idx').on(t.invoiceId)],
)

/**
 * Money paid back to a customer (docs/decisions/038-refunds-through-mollie.md): by iDEAL through
 * Mollie's refunds API, on one of the booking's iDEAL payments, or by a bank transfer the owner made
 * and recorded. Written only by the booking's lifecycle, apart from Mollie's id and its statuses on
 * the way (queued, pending, processing). `key` is ours: Mollie's Idempotency-Key and the refund's
 * metadata, so a retry never refunds twice.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The iDEAL payment it is paid back on; none for a bank transfer. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    method: text('method', { enum: paymentMethods }).notNull(),
    key: text('key').notNull(),
    /** Mollie's id, re_..., once Mollie accepted the refund. */
    providerId: text('provider_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: refundStatuses }).notNull(),
    /**
     * Until when one sender (the owner's click, a cron run) holds an unsent refund while it asks
     * Mollie for it: no one else sends it meanwhile (docs/decisions/038-refunds-through-mollie.md).
     */
    claimedUntil: integer('claimed_until', { mode: 'timestamp_ms' }),
    /** Why Mollie cannot tell us about it (it does not know the refund), for the owner; the cron then leaves it. */
    problem: text('problem'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('refunds_key_unique').on(t.key),
    uniqueIndex('refunds_provider_id_unique').on(t.providerId),
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_status_idx').on(t.status),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
)

/**
 * Notices that go out once per record (reminders a week and 48 hours before, the unpaid-invoice
 * reminder): the key is written in the same batch as the mail, so a second run finds it and sends
 * nothing.
 */
export const noticesSent = sqliteTable(
  'notices_sent',
  {
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    kind: text('kind').notNull(),
    mailId: text('mail_id'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.kind] })],
)

/**
 * Visitors waiting for a full day part. Double opt-in as for the newsletter: `pending` until the
 * link in the mail is followed; told (`notified`) in sign-up order when the day part is freed.
 */
export const waitingList = sqliteTable(
  'waiting_list',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Local date in Europe/Amsterdam, YYYY-MM-DD. */
    date: text('date').notNull(),
    dayParts: integer('day_parts').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: waitingListStatuses }).notNull().default('pending'),
    consentText: text('consent_text').notNull(),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    notifiedAt: integer('notified_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waiting_list_entry_unique').on(t.email, t.date, t.dayParts),
    index('waiting_list_date_idx').on(t.date, t.status, t.createdAt),
    index('waiting_list_created_at_idx').on(t.createdAt, t.id),
  ],
)

/**
 * The connection to the owner's bookkeeping package (docs/decisions/046-bookkeeping-pushes.md): at
 * most one row (id 1). The API token is stored only encrypted (AES-GCM, a key derived from the
 * Worker secret BOOKKEEPING_SECRET), with its last characters for the owner to recognise it. The
 * mapping names the package's ledger account and tax rates for our btw rates. `pushLeaseUntil`
 * lets one sender at a time talk to the package, so two never create the same contact.
 */
export const bookkeepingConnections = sqliteTable('bookkeeping_connections', {
  id: integer('id').primaryKey(),
  adapter: text('adapter', { enum: bookkeepingAdapters }).notNull(),
  tokenCiphertext: text('token_ciphertext').notNull(),
  tokenHint: text('token_hint').notNull(),
  administrationId: text('administration_id').notNull(),
  administrationName: text('administration_name').notNull(),
  ledgerAccountId: text('ledger_account_id').notNull(),
  /** JSON: the package's tax rate id per btw percentage, e.g. { "21": "…", "9": "…", "0": "…" }. */
  taxRates: text('tax_rates', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  pushLeaseUntil: integer('push_lease_until', { mode: 'timestamp_ms' }),
  connectedAt: integer('connected_at', { mode: 'timestamp_ms' }).notNull(),
})

/**
 * What is to be pushed to the bookkeeping package: one row per document (an invoice or credit note,
 * by its number), per payment received and per refund paid back. Rows are queued by the triggers of
 * migration 0033 in the very statement, and so the very batch, that issues the document or marks the
 * payment paid or the refund made, while a connection exists; the owner's backfill queues older
 * ones. `reference` is our key (the document number, `betaling-…`, `terugbetaling-…`): unique, so a
 * document is queued once however often it is asked for; the package is asked for it by that key
 * before anything is created. Sent like the mail outbox: claimed with a lease, retried with backoff.
 */
export const bookkeepingPushes = sqliteTable(
  'bookkeeping_pushes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: bookkeepingPushKinds }).notNull(),
    reference: text('reference').notNull(),
    invoiceId: integer('invoice_id'),
    paymentId: integer('payment_id'),
    refundId: integer('refund_id'),
    status: text('status', { enum: bookkeepingPushStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
    /** Why the last attempt failed, in Dutch, for the owner. */
    lastError: text('last_error'),
    /** The package's id of what was made (the invoice, the payment), and its contact. */
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    contactId: text('contact_id'),
    pushedAt: integer('pushed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookkeeping_pushes_reference_unique').on(t.reference),
    index('bookkeeping_pushes_due_idx').on(t.status, t.nextAttemptAt),
    index('bookkeeping_pushes_invoice_idx').on(t.invoiceId),
  ],
)
