/**
 * Every kind of mail the venue sends, each in the variants that read differently, written from
 * fixed facts: for the unit tests of the words (tests/unit/mails.test.ts) and for `npm run mails`,
 * which renders them all into a folder for the owner and an editor to read. The facts tell one
 * story (below), and every sentence that is not the owner's own comes from the product's functions.
 */
import { defaultClosedHolidays } from '~/lib/availability'
import { type BookingDay, daysCalculation, priceDays } from '~/lib/booking-days'
import { peopleChangeSummary } from '~/lib/booking-lifecycle'
import type { CustomerDetails } from '~/lib/calculator'
import { cancellationCharge, cancellationOutcome } from '~/lib/cancellation'
import { addDays, type IsoDate } from '~/lib/dates'
import { cateringOrder, type DayBooking, sheetEntries } from '~/lib/day-sheet'
import { depositReminderFrom, depositSchedule } from '~/lib/deposit'
import { type Diet, dietChangeText, noDiet } from '~/lib/diet'
import { type InvoiceKind, invoicePdfName, invoiceTotals } from '~/lib/invoicing'
import { confirmationPdfName, inviteFileName } from '~/server/bookings/attachment-names'
import { bookingMails } from '~/server/bookings/mails'
import { decisionTemplate } from '~/server/bookings/mails/decisions'
import { type BookingMailFacts, type InvoiceSummary, when } from '~/server/bookings/mails/facts'
import { invoicesMail } from '~/server/bookings/mails/money'
import { type RequestFacts, requestReceivedMail, requestToVenueMail } from '~/server/bookings/mails/requests'
import { morningMail } from '~/server/days/morning-mail'
import type { MailDraft } from '~/server/mail/draft'
import { contactMessageMail } from '~/server/messages/mails'
import { newsletterConfirmMail } from '~/server/newsletter/mails'
import { type QuoteFacts, quoteMail, quoteToVenueMail } from '~/server/quotes/mails'
import { waitingListConfirmMail, waitingListFreeMail } from '~/server/waiting-list/mails'
import { firstPriceList, listWithDeposit } from './price-lists'

export const TODAY: IsoDate = '2026-12-01'
export const SITE = 'https://www.oudepaardenslagerij.test'

export const oneDay: BookingDay[] = [
  {
    date: '2027-01-11',
    dayParts: 1,
    numPeople: 10,
    meetingType: 'basis',
    lunchType: 'geen',
    extras: [],
    list: firstPriceList,
  },
]
export const twoDays: BookingDay[] = [
  {
    date: '2027-01-18',
    dayParts: 3,
    numPeople: 10,
    meetingType: 'luxe',
    lunchType: 'basis',
    extras: [],
    list: firstPriceList,
    diet: { counts: { vegetarisch: 3, glutenvrij: 1 }, note: 'Eén gast is allergisch voor selderij.' },
  },
  {
    date: '2027-01-19',
    dayParts: 1,
    numPeople: 8,
    meetingType: 'basis',
    lunchType: 'geen',
    extras: [],
    list: firstPriceList,
  },
]

/** Booking 12's second date after two of its guests turned out to be vegetarian (ADR 045). */
const vegetarian: Diet = { counts: { vegetarisch: 2 }, note: null }
const twoDaysVegetarian: BookingDay[] = [twoDays[0] as BookingDay, { ...(twoDays[1] as BookingDay), diet: vegetarian }]

/** The same meeting with 6 people: booking 9 after the customer changed its number. */
const sixPeople: BookingDay[] = [{ ...(oneDay[0] as BookingDay), numPeople: 6 }]

/** A booking five months ahead under a list with an aanbetaling (ADR 039): booking 10. */
export const depositDays: BookingDay[] = [{ ...(oneDay[0] as BookingDay), date: '2027-05-10', list: listWithDeposit }]

/*
 * One story, so that every number means one document and every amount follows from the dates:
 * - booking 9 (one date, 10 people, no aanbetaling) is confirmed today with factuur 2026-0002; the
 *   customer changes it to 6 people (creditfactuur 2026-0003, factuur 2026-0004), or cancels it 12
 *   days ahead before paying (creditfactuur 2026-0005, the costs on factuur 2026-0006), or the venue
 *   cancels it after payment (creditfactuur 2026-0007);
 * - booking 10 (one date in May under the list with an aanbetaling) gets voorschotfactuur 2026-0008
 *   today, and on the eindfactuur's day creditfactuur 2027-0011 and eindfactuur 2027-0012;
 * - booking 12 (two dates in January) is the booking of several dates.
 */
const PRICE = priceDays(oneDay).totals.totalCents
const SIX_PRICE = priceDays(sixPeople).totals.totalCents
const TWO_DAYS_PRICE = priceDays(twoDays).totals.totalCents
const deposit = depositSchedule(depositDays, TODAY)
const DEPOSIT_CENTS = deposit?.depositCents ?? 0
const FINAL_CENTS = priceDays(depositDays).totals.totalCents
const FINAL_ISSUED = deposit?.finalIssueOn ?? TODAY
const FINAL_DUE = deposit?.finalDueOn ?? TODAY
const DEPOSIT_DUE = deposit?.depositDueOn ?? TODAY
const DUE = addDays(TODAY, firstPriceList.terms.paymentTermDays)
const AFTER_DUE = addDays(DUE, 2)
/** Booking 9 cancelled twelve days ahead: what the terms charge, in the product's own words. */
const CANCELLED_AT = addDays(oneDay[0]?.date ?? TODAY, -12)
const cancellation = cancellationCharge(oneDay, Date.parse(`${CANCELLED_AT}T10:00:00Z`), defaultClosedHolidays)
const COSTS = invoiceTotals(cancellation.lines).totalCents

const pdf = (filename: string) => ({ filename, contentType: 'application/pdf', contentBase64: 'JVBERi0=' })
const ics = (confirmed: boolean) => ({
  filename: inviteFileName(confirmed),
  contentType: 'text/calendar',
  contentBase64: 'QkVHSU4=',
})
/** What a confirmation attaches: the confirmation PDF and the invite; a cancellation: the invite's cancellation. */
const confirmedAttachments = (bookingId: number) => [pdf(confirmationPdfName(bookingId)), ics(true)]
const cancelledInvite = [ics(false)]

/** A document a plan issues, with its PDF named as the product names it. */
function issued(
  kind: InvoiceKind,
  number: string,
  totalCents: number,
  more: Partial<InvoiceSummary> = {},
): InvoiceSummary {
  return {
    kind,
    number,
    totalCents,
    openCents: Math.max(0, totalCents),
    dueOn: DUE,
    attachments: [pdf(invoicePdfName(kind, number, more.stage))],
    ...more,
  }
}

/** The invoices of booking 9 as read: factuur 2026-0002 (10 people), and after a change 2026-0004 (6 people). */
type StoredInvoice = BookingMailFacts['invoices'] extends ReadonlyMap<number, infer T> ? T : never
const stored = (paidCents = 0): StoredInvoice => ({ number: '2026-0002', totalCents: PRICE, paidCents, dueOn: DUE })

/** A booking on its date as the day sheet reads it (ADR 043). */
const dayBooking = (bookingId: number, name: string, day: BookingDay): DayBooking => ({
  bookingId,
  status: 'bevestigd',
  name,
  company: 'Groen & Co Adviseurs',
  phone: '06 12 34 56 78',
  email: 'anouk@voorbeeld.nl',
  message: 'Graag de tafels in carréopstelling.',
  day,
  dateNumber: 1,
  dateCount: 1,
  openCents: 0,
})

/** A booking's facts as the executor hands them over: links signed, invoices read. */
export function bookingFacts(overrides: Partial<BookingMailFacts> = {}): BookingMailFacts {
  return {
    booking: { id: 9, name: 'Anouk de Boer', email: 'anouk@voorbeeld.nl', business: true },
    days: oneDay,
    invoices: new Map([[2, stored()]]),
    issued: [],
    invite: [],
    manageUrl: `${SITE}/mijn-boeking?token=klant`,
    payUrls: new Map(),
    adminUrl: `${SITE}/admin/boekingen/9`,
    parkingUrl: `${SITE}/downloads/parkeerwijzer.pdf`,
    otherDateUrl: `${SITE}/boeken`,
    venueInbox: 'info@oudepaardenslagerij.test',
    today: TODAY,
    ...overrides,
  }
}

/** Booking 12, of two dates. */
const twoDayFacts = (overrides: Partial<BookingMailFacts> = {}) =>
  bookingFacts({
    booking: { id: 12, name: 'Anouk de Boer', email: 'anouk@voorbeeld.nl', business: true },
    days: twoDays,
    invoices: new Map(),
    adminUrl: `${SITE}/admin/boekingen/12`,
    ...overrides,
  })

/** Booking 10 with its voorschotfactuur 2026-0008 (`paidCents` paid of it), on `today`. */
const depositFacts = (today: IsoDate, paidCents = 0, payUrls = new Map<string, string>()) =>
  bookingFacts({
    booking: { id: 10, name: 'Anouk de Boer', email: 'anouk@voorbeeld.nl', business: true },
    days: depositDays,
    invoices: new Map([
      [
        8,
        { number: '2026-0008', totalCents: DEPOSIT_CENTS, paidCents, dueOn: DEPOSIT_DUE, stage: 'voorschot' as const },
      ],
    ]),
    adminUrl: `${SITE}/admin/boekingen/10`,
    payUrls,
    today,
  })

const customer: CustomerDetails = {
  name: 'Anouk de Boer',
  email: 'anouk@voorbeeld.nl',
  company: 'De Boer Advies',
  phone: '06 12345678',
  notes: 'Graag een beamer voor twee presentaties.',
}

const requestFacts = (days: BookingDay[], quoteNumber?: string): RequestFacts => ({
  customer,
  days,
  calculation: daysCalculation(priceDays(days)),
  manageUrl: `${SITE}/mijn-boeking?token=aanvraag`,
  adminUrl: `${SITE}/admin`,
  venueInbox: 'info@oudepaardenslagerij.test',
  today: TODAY,
  quoteNumber,
})

const quoteFacts = (days: BookingDay[]): QuoteFacts => ({
  ...requestFacts(days),
  quoteNumber: 'OFF-20261201-482',
  issuedOn: TODAY,
  list: firstPriceList,
  validUntil: addDays(TODAY, firstPriceList.terms.quoteValidDays),
  attachments: [pdf('offerte-OFF-20261201-482.pdf')],
  acceptUrl: `${SITE}/offerte?sleutel=offerte`,
})

const decision = (kind: 'confirm' | 'optie' | 'reject' | 'cancel', days: BookingDay[], status?: string) => {
  const facts = days.length > 1 ? twoDayFacts() : bookingFacts()
  return bookingMails.decision(
    {
      kind: 'decision',
      decision: kind,
      mail: decisionTemplate(kind, { name: 'Anouk de Boer', days, status }),
      ...(kind === 'optie' ? { optieUntil: addDays(TODAY, 7) } : {}),
      ...(kind === 'reject' && status === 'optie' ? { endsOptie: true } : {}),
    },
    {
      ...facts,
      invite: kind === 'confirm' ? confirmedAttachments(facts.booking.id) : kind === 'cancel' ? cancelledInvite : [],
    },
  )
}

/** Booking 9 cancelled 12 days ahead before it was paid: the invoice credited, the costs invoiced. */
const cancelledDocuments = [
  issued('creditfactuur', '2026-0005', -PRICE, { credits: '2026-0002', openCents: 0 }),
  issued('factuur', '2026-0006', COSTS),
]

/** Every kind with its variants. A kind missing here is a type error. */
export const mailSamples = {
  decision: {
    bevestigd: decision('confirm', oneDay),
    'bevestigd-twee-datums': decision('confirm', twoDays),
    optie: decision('optie', oneDay),
    'optie-twee-datums': decision('optie', twoDays),
    afgewezen: decision('reject', oneDay),
    'optie-beeindigd': decision('reject', oneDay, 'optie'),
    geannuleerd: decision('cancel', twoDays),
  },
  'venue-cancel': {
    betaald: bookingMails['venue-cancel'](
      {
        kind: 'venue-cancel',
        mail: decisionTemplate('venue-cancel', { name: 'Anouk de Boer', days: oneDay }),
        reason: 'Door een lekkage is de vergaderruimte die week niet te gebruiken.',
        refundCents: PRICE,
      },
      bookingFacts({
        invoices: new Map([[2, stored(PRICE)]]),
        issued: [issued('creditfactuur', '2026-0007', -PRICE, { credits: '2026-0002', openCents: 0 })],
        invite: cancelledInvite,
      }),
    ),
    'niet-betaald': bookingMails['venue-cancel'](
      {
        kind: 'venue-cancel',
        mail: decisionTemplate('venue-cancel', { name: 'Anouk de Boer', days: twoDays }),
        reason: 'De eigenaar is ziek, en er is niemand die de ruimte die dag kan openen.',
        refundCents: 0,
      },
      twoDayFacts({ invite: cancelledInvite }),
    ),
  },
  'quote-confirmed': {
    bevestigd: bookingMails['quote-confirmed'](
      { kind: 'quote-confirmed', quoteNumber: 'OFF-20261201-482' },
      bookingFacts({ invite: confirmedAttachments(9) }),
    ),
  },
  'venue-quote-confirmed': {
    bevestigd: bookingMails['venue-quote-confirmed'](
      { kind: 'venue-quote-confirmed', quoteNumber: 'OFF-20261201-482' },
      bookingFacts(),
    ),
  },
  'customer-cancelled': {
    boeking: bookingMails['customer-cancelled'](
      {
        kind: 'customer-cancelled',
        was: 'boeking',
        reason: cancellationOutcome(cancellation, `je boeking voor ${when(oneDay)}`),
      },
      bookingFacts({ issued: cancelledDocuments, invite: cancelledInvite, today: CANCELLED_AT }),
    ),
    optie: bookingMails['customer-cancelled']({ kind: 'customer-cancelled', was: 'optie' }, bookingFacts()),
    aanvraag: bookingMails['customer-cancelled']({ kind: 'customer-cancelled', was: 'aanvraag' }, bookingFacts()),
  },
  'venue-cancelled': {
    kosten: bookingMails['venue-cancelled'](
      { kind: 'venue-cancelled', was: 'boeking', costsCents: COSTS, refundCents: 0 },
      bookingFacts({ today: CANCELLED_AT }),
    ),
  },
  'optie-extended': {
    verlengd: bookingMails['optie-extended']({ kind: 'optie-extended', until: addDays(TODAY, 10) }, bookingFacts()),
  },
  'optie-reminder': {
    overmorgen: bookingMails['optie-reminder']({ kind: 'optie-reminder', until: addDays(TODAY, 2) }, bookingFacts()),
    'twee-datums': bookingMails['optie-reminder']({ kind: 'optie-reminder', until: addDays(TODAY, 2) }, twoDayFacts()),
  },
  'optie-lapsed': {
    verlopen: bookingMails['optie-lapsed']({ kind: 'optie-lapsed', until: addDays(TODAY, -1) }, bookingFacts()),
  },
  'optie-accepted': {
    bevestigd: bookingMails['optie-accepted'](
      { kind: 'optie-accepted' },
      twoDayFacts({ invite: confirmedAttachments(12) }),
    ),
  },
  'venue-optie': {
    bevestigd: bookingMails['venue-optie']({ kind: 'venue-optie', what: 'accepted' }, bookingFacts()),
    verlopen: bookingMails['venue-optie']({ kind: 'venue-optie', what: 'lapsed' }, bookingFacts()),
  },
  'people-changed': {
    // A request (no invoice yet) changed from 10 to 6 people.
    'een-datum': bookingMails['people-changed'](
      { kind: 'people-changed', totalCents: SIX_PRICE, what: 'aanvraag' },
      bookingFacts({ days: sixPeople, invoices: new Map() }),
    ),
    'twee-datums': bookingMails['people-changed'](
      { kind: 'people-changed', totalCents: TWO_DAYS_PRICE, what: 'boeking' },
      twoDayFacts(),
    ),
    // Booking 10 before its eindfactuur: the aanbetaling stays.
    aanbetaling: bookingMails['people-changed'](
      {
        kind: 'people-changed',
        totalCents: priceDays([{ ...(depositDays[0] as BookingDay), numPeople: 8 }]).totals.totalCents,
        what: 'boeking',
      },
      { ...depositFacts(TODAY, DEPOSIT_CENTS), days: [{ ...(depositDays[0] as BookingDay), numPeople: 8 }] },
    ),
  },
  'venue-people': {
    gewijzigd: bookingMails['venue-people'](
      { kind: 'venue-people', summary: `${peopleChangeSummary('klant', oneDay, sixPeople, SIX_PRICE)}.` },
      bookingFacts({ days: sixPeople }),
    ),
  },
  'diet-changed': {
    // The owner added the second date's vegetarians after a phone call.
    'twee-datums': bookingMails['diet-changed'](
      { kind: 'diet-changed', what: 'boeking' },
      twoDayFacts({ days: twoDaysVegetarian }),
    ),
  },
  'venue-diet': {
    gewijzigd: bookingMails['venue-diet'](
      {
        kind: 'venue-diet',
        summary:
          'Dieetwensen gewijzigd door de klant voor ' +
          `${dietChangeText([{ date: '2027-01-19', before: noDiet, after: vegetarian }], true)}.`,
      },
      twoDayFacts({ days: twoDaysVegetarian }),
    ),
  },
  'change-request': {
    verzoek: bookingMails['change-request'](
      { kind: 'change-request', wish: { date: '2027-01-13', dayParts: 2, note: 'Een collega kan maandag niet.' } },
      bookingFacts(),
    ),
  },
  receipt: {
    betaald: bookingMails.receipt(
      { kind: 'receipt', paidForId: 2, amountCents: PRICE, appliedToId: 2, refundCents: 0 },
      bookingFacts(),
    ),
    // Paid for 2026-0002 after the change to 6 people had replaced it by 2026-0004.
    vervangen: bookingMails.receipt(
      { kind: 'receipt', paidForId: 2, amountCents: PRICE, appliedToId: 4, refundCents: PRICE - SIX_PRICE },
      bookingFacts({
        days: sixPeople,
        invoices: new Map([
          [2, stored()],
          [4, { number: '2026-0004', totalCents: SIX_PRICE, paidCents: 0, dueOn: DUE }],
        ]),
      }),
    ),
    // Paid for 2026-0002 after the cancellation: the costs on 2026-0006 are settled, the rest goes back.
    'na-annulering': bookingMails.receipt(
      { kind: 'receipt', paidForId: 2, amountCents: PRICE, appliedToId: 6, refundCents: PRICE - COSTS },
      bookingFacts({
        invoices: new Map<number, StoredInvoice>([
          [2, stored()],
          [6, { number: '2026-0006', totalCents: COSTS, paidCents: 0, dueOn: DUE, cancellation: true }],
        ]),
        today: CANCELLED_AT,
      }),
    ),
    // Paid for 2026-0002 after a cancellation that cost nothing: everything goes back.
    gecrediteerd: bookingMails.receipt(
      { kind: 'receipt', paidForId: 2, amountCents: PRICE, refundCents: PRICE },
      bookingFacts(),
    ),
  },
  'venue-refund-due': {
    terug: bookingMails['venue-refund-due'](
      { kind: 'venue-refund-due', paidForId: 2, amountCents: PRICE, refundCents: PRICE - SIX_PRICE },
      bookingFacts({ days: sixPeople }),
    ),
  },
  refunded: {
    ideal: bookingMails.refunded(
      { kind: 'refunded', amountCents: PRICE - SIX_PRICE, method: 'ideal' },
      bookingFacts({ days: sixPeople }),
    ),
    overboeking: bookingMails.refunded(
      { kind: 'refunded', amountCents: PRICE - SIX_PRICE, method: 'overboeking' },
      bookingFacts({ days: sixPeople }),
    ),
  },
  'venue-refund-failed': {
    mislukt: bookingMails['venue-refund-failed'](
      { kind: 'venue-refund-failed', amountCents: PRICE - SIX_PRICE, status: 'failed' },
      bookingFacts({ days: sixPeople }),
    ),
    geannuleerd: bookingMails['venue-refund-failed'](
      { kind: 'venue-refund-failed', amountCents: PRICE - SIX_PRICE, status: 'canceled' },
      bookingFacts({ days: sixPeople }),
    ),
  },
  reminder: {
    week: bookingMails.reminder(
      { kind: 'reminder', reminder: 'week' },
      bookingFacts({ today: addDays(oneDay[0]?.date ?? TODAY, -7) }),
    ),
    morgen: bookingMails.reminder(
      { kind: 'reminder', reminder: '48u' },
      twoDayFacts({ today: addDays(twoDays[0]?.date ?? TODAY, -1) }),
    ),
  },
  // Two days after 2026-0002 was due.
  'unpaid-reminder': {
    overmaken: bookingMails['unpaid-reminder'](
      { kind: 'unpaid-reminder', invoiceId: 2 },
      bookingFacts({ today: AFTER_DUE }),
    ),
    ideal: bookingMails['unpaid-reminder'](
      { kind: 'unpaid-reminder', invoiceId: 2 },
      bookingFacts({ today: AFTER_DUE, payUrls: new Map([['2026-0002', `${SITE}/betalen/2026-0002?token=betaal`]]) }),
    ),
    consument: bookingMails['unpaid-reminder'](
      { kind: 'unpaid-reminder', invoiceId: 2 },
      bookingFacts({
        today: AFTER_DUE,
        booking: { id: 9, name: 'Anouk de Boer', email: 'anouk@voorbeeld.nl', business: false },
      }),
    ),
  },
  'deposit-reminder': {
    ideal: bookingMails['deposit-reminder'](
      { kind: 'deposit-reminder', invoiceId: 8 },
      depositFacts(
        depositReminderFrom(DEPOSIT_DUE, listWithDeposit.terms.depositTermDays),
        0,
        new Map([['2026-0008', `${SITE}/betalen/2026-0008?token=betaal`]]),
      ),
    ),
  },
  'venue-deposit-overdue': {
    'te-laat': bookingMails['venue-deposit-overdue'](
      { kind: 'venue-deposit-overdue', invoiceId: 8 },
      depositFacts(addDays(DEPOSIT_DUE, 1)),
    ),
  },
  invoices: {
    aanbetaling: invoicesMail(
      { occasion: 'bevestiging', refundCents: 0 },
      {
        ...depositFacts(TODAY, 0, new Map([['2026-0008', `${SITE}/betalen/2026-0008?token=betaal`]])),
        issued: [issued('factuur', '2026-0008', DEPOSIT_CENTS, { stage: 'voorschot', dueOn: DEPOSIT_DUE })],
      },
    ),
    eindfactuur: invoicesMail(
      { occasion: 'eindfactuur', refundCents: 0 },
      {
        ...depositFacts(FINAL_ISSUED, DEPOSIT_CENTS),
        issued: [
          issued('creditfactuur', '2027-0011', -DEPOSIT_CENTS, { credits: '2026-0008', openCents: 0 }),
          issued('factuur', '2027-0012', FINAL_CENTS, {
            stage: 'eind',
            openCents: FINAL_CENTS - DEPOSIT_CENTS,
            dueOn: FINAL_DUE,
          }),
        ],
      },
    ),
    bevestiging: invoicesMail(
      { occasion: 'bevestiging', refundCents: 0 },
      bookingFacts({
        issued: [issued('factuur', '2026-0002', PRICE)],
        payUrls: new Map([['2026-0002', `${SITE}/betalen/2026-0002?token=betaal`]]),
      }),
    ),
    annulering: invoicesMail(
      { occasion: 'annulering', refundCents: 0 },
      bookingFacts({ issued: cancelledDocuments, today: CANCELLED_AT }),
    ),
    'personen-na-betaling': invoicesMail(
      { occasion: 'personen', refundCents: PRICE - SIX_PRICE },
      bookingFacts({
        days: sixPeople,
        invoices: new Map([[2, stored(PRICE)]]),
        issued: [
          issued('creditfactuur', '2026-0003', -PRICE, { credits: '2026-0002', openCents: 0 }),
          issued('factuur', '2026-0004', SIX_PRICE, { openCents: 0 }),
        ],
      }),
    ),
    // The owner credits factuur 2026-0002 after it was paid, to correct it.
    correctie: invoicesMail(
      { occasion: 'correctie', refundCents: PRICE },
      bookingFacts({
        invoices: new Map([[2, stored(PRICE)]]),
        issued: [issued('creditfactuur', '2026-0003', -PRICE, { credits: '2026-0002', openCents: 0 })],
      }),
    ),
  },
  // The day after booking 9's meeting (ADR 044): paid, with the owner's review address; or still open.
  'thank-you': {
    'betaald-met-review': bookingMails['thank-you'](
      {
        kind: 'thank-you',
        reviewUrl: 'https://g.page/r/oude-paardenslagerij/review',
        invoice: { invoiceId: 2, openCents: 0 },
      },
      bookingFacts({ invoices: new Map([[2, stored(PRICE)]]) }),
    ),
    'factuur-open': bookingMails['thank-you'](
      { kind: 'thank-you', reviewUrl: null, invoice: { invoiceId: 2, openCents: PRICE } },
      bookingFacts(),
    ),
  },
  // The owner's mail at 7.00 on booking 9's day; booking 12's first date became final that day (ADR 043).
  'morning-mail': {
    dagblad: morningMail({
      today: oneDay[0]?.date ?? TODAY,
      venueInbox: 'info@oudepaardenslagerij.test',
      entries: sheetEntries([dayBooking(9, 'Anouk de Boer', oneDay[0] as BookingDay)]),
      final: cateringOrder([dayBooking(12, 'Pieter Bakker', twoDays[0] as BookingDay)]),
      sheetUrl: `${SITE}/admin/dag/${oneDay[0]?.date}`,
      cateringUrl: `${SITE}/admin/catering?van=${twoDays[0]?.date}&tot=${twoDays[0]?.date}`,
      settingUrl: `${SITE}/admin/dag/${oneDay[0]?.date}#ochtendmail`,
    }),
  },
  'request-received': {
    'een-datum': requestReceivedMail(requestFacts(oneDay)),
    'twee-datums': requestReceivedMail(requestFacts(twoDays)),
    'uit-offerte': requestReceivedMail(requestFacts(oneDay, 'OFF-20261201-482')),
    'met-aanbetaling': requestReceivedMail(requestFacts(depositDays)),
  },
  'request-to-venue': {
    aanvraag: requestToVenueMail(requestFacts(twoDays)),
    'uit-offerte': requestToVenueMail(requestFacts(oneDay, 'OFF-20261201-482')),
  },
  'waiting-list-confirm': {
    bevestigen: waitingListConfirmMail(
      { email: 'wacht@voorbeeld.nl', date: '2027-01-11', dayParts: 1 },
      `${SITE}/wachtlijst/bevestigen?token=wacht`,
    ),
  },
  'waiting-list-free': {
    vrij: waitingListFreeMail(
      { email: 'wacht@voorbeeld.nl', date: '2027-01-11', dayParts: 1 },
      `${SITE}/tarieven?datum=2027-01-11&dagdeel=1`,
    ),
  },
  quote: {
    'een-datum': quoteMail(quoteFacts(oneDay)),
    'twee-datums': quoteMail(quoteFacts(twoDays)),
    'met-aanbetaling': quoteMail({ ...quoteFacts(depositDays), list: listWithDeposit }),
  },
  'quote-to-venue': { kopie: quoteToVenueMail(quoteFacts(oneDay)) },
  'contact-message': {
    bericht: contactMessageMail(
      { name: 'Jan Smit', email: 'jan@voorbeeld.nl', subject: 'Heisessie in maart', message: 'Kunnen we langskomen?' },
      'info@oudepaardenslagerij.test',
    ),
  },
  'newsletter-confirm': {
    bevestigen: newsletterConfirmMail('lezer@voorbeeld.nl', {
      confirmUrl: `${SITE}/nieuwsbrief/bevestigen?token=ja`,
      unsubscribeUrl: `${SITE}/nieuwsbrief/afmelden?token=nee`,
      oneClickUrl: `${SITE}/api/newsletter/unsubscribe?token=nee`,
    }),
  },
} satisfies Record<keyof typeof bookingMails, Record<string, MailDraft>> & Record<string, Record<string, MailDraft>>

export type MailKind = keyof typeof mailSamples
