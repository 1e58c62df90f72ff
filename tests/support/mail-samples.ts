/**
 * Every kind of mail the venue sends, each in the variants that read differently, written from
 * fixed facts: for the unit tests of the words (tests/unit/mails.test.ts) and for `npm run mails`,
 * which renders them all into a folder for the owner and an editor to read.
 */
import { type BookingDay, daysCalculation, priceDays } from '~/lib/booking-days'
import type { CustomerDetails } from '~/lib/calculator'
import { addDays, type IsoDate } from '~/lib/dates'
import { depositSchedule } from '~/lib/deposit'
import { bookingMails } from '~/server/bookings/mails'
import { decisionTemplate } from '~/server/bookings/mails/decisions'
import type { BookingMailFacts, InvoiceSummary } from '~/server/bookings/mails/facts'
import { invoicesMail } from '~/server/bookings/mails/money'
import { type RequestFacts, requestReceivedMail, requestToVenueMail } from '~/server/bookings/mails/requests'
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

/** A booking five months ahead under a list with an aanbetaling (ADR 039). */
export const depositDays: BookingDay[] = [{ ...(oneDay[0] as BookingDay), date: '2027-05-10', list: listWithDeposit }]

const DEPOSIT_CENTS = depositSchedule(depositDays, TODAY)?.depositCents ?? 0
const FINAL_CENTS = priceDays(depositDays).totals.totalCents

/** The booking five months ahead with its voorschotfactuur 2026-0004, open and due on `dueOn`. */
const depositFacts = (dueOn: IsoDate, payUrls = new Map<string, string>()) =>
  bookingFacts({
    days: depositDays,
    invoices: new Map([
      [4, { number: '2026-0004', totalCents: DEPOSIT_CENTS, paidCents: 0, dueOn, stage: 'voorschot' as const }],
    ]),
    payUrls,
  })

const pdf = (filename: string) => ({ filename, contentType: 'application/pdf', contentBase64: 'JVBERi0=' })
const invite = [{ filename: 'afspraak-boeking-9.ics', contentType: 'text/calendar', contentBase64: 'QkVHSU4=' }]

const invoice: InvoiceSummary = {
  kind: 'factuur',
  number: '2026-0002',
  totalCents: 104_858,
  openCents: 104_858,
  dueOn: addDays(TODAY, 14),
  attachments: [pdf('factuur-2026-0002.pdf')],
}

/** A booking's facts as the executor hands them over: links signed, invoices read. */
export function bookingFacts(overrides: Partial<BookingMailFacts> = {}): BookingMailFacts {
  return {
    booking: { id: 9, name: 'Anouk de Boer', email: 'anouk@voorbeeld.nl', business: true },
    days: oneDay,
    invoices: new Map([
      [2, { number: '2026-0002', totalCents: 104_858, paidCents: 0, dueOn: '2026-11-20' }],
      [3, { number: '2026-0003', totalCents: 87_854, paidCents: 0, dueOn: addDays(TODAY, 14) }],
    ]),
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
  validUntil: addDays(TODAY, 30),
  attachments: [pdf('offerte-OFF-20261201-482.pdf')],
  acceptUrl: `${SITE}/offerte?sleutel=offerte`,
})

const decision = (kind: 'confirm' | 'optie' | 'reject' | 'cancel', days: BookingDay[], status?: string) =>
  bookingMails.decision(
    {
      kind: 'decision',
      decision: kind,
      mail: decisionTemplate(kind, { name: 'Anouk de Boer', days, status }),
      ...(kind === 'optie' ? { optieUntil: addDays(TODAY, 7) } : {}),
    },
    bookingFacts({ days, invite: kind === 'confirm' || kind === 'cancel' ? invite : [] }),
  )

const paidFacts = bookingFacts({
  invoices: new Map([[2, { number: '2026-0002', totalCents: 104_858, paidCents: 104_858, dueOn: '2026-12-10' }]]),
})

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
        refundCents: 104_858,
      },
      bookingFacts({
        issued: [
          { ...invoice, kind: 'creditfactuur', number: '2026-0004', credits: '2026-0002', totalCents: -104_858 },
        ],
        invite,
      }),
    ),
    'niet-betaald': bookingMails['venue-cancel'](
      {
        kind: 'venue-cancel',
        mail: decisionTemplate('venue-cancel', { name: 'Anouk de Boer', days: twoDays }),
        reason: 'De eigenaar is ziek, en er is niemand die de ruimte die dag kan openen.',
        refundCents: 0,
      },
      bookingFacts({ days: twoDays, invite }),
    ),
  },
  'quote-confirmed': {
    bevestigd: bookingMails['quote-confirmed'](
      { kind: 'quote-confirmed', quoteNumber: 'OFF-20261201-482' },
      bookingFacts({ invite }),
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
      { kind: 'customer-cancelled', was: 'boeking', reason: 'Je annuleert 12 dagen van tevoren.' },
      bookingFacts({
        issued: [
          { ...invoice, kind: 'creditfactuur', number: '2026-0004', credits: '2026-0002', totalCents: -104_858 },
          { ...invoice, number: '2026-0005', totalCents: 10_588, openCents: 10_588 },
        ],
        invite,
      }),
    ),
    optie: bookingMails['customer-cancelled']({ kind: 'customer-cancelled', was: 'optie' }, bookingFacts()),
    aanvraag: bookingMails['customer-cancelled']({ kind: 'customer-cancelled', was: 'aanvraag' }, bookingFacts()),
  },
  'venue-cancelled': {
    kosten: bookingMails['venue-cancelled'](
      { kind: 'venue-cancelled', was: 'boeking', costsCents: 10_588, refundCents: 94_270 },
      bookingFacts(),
    ),
  },
  'optie-extended': {
    verlengd: bookingMails['optie-extended']({ kind: 'optie-extended', until: addDays(TODAY, 10) }, bookingFacts()),
  },
  'optie-reminder': {
    overmorgen: bookingMails['optie-reminder']({ kind: 'optie-reminder', until: addDays(TODAY, 2) }, bookingFacts()),
    'twee-datums': bookingMails['optie-reminder'](
      { kind: 'optie-reminder', until: addDays(TODAY, 2) },
      bookingFacts({ days: twoDays }),
    ),
  },
  'optie-lapsed': {
    verlopen: bookingMails['optie-lapsed']({ kind: 'optie-lapsed', until: addDays(TODAY, -1) }, bookingFacts()),
  },
  'optie-accepted': {
    bevestigd: bookingMails['optie-accepted']({ kind: 'optie-accepted' }, bookingFacts({ days: twoDays, invite })),
  },
  'venue-optie': {
    bevestigd: bookingMails['venue-optie']({ kind: 'venue-optie', what: 'accepted' }, bookingFacts()),
    verlopen: bookingMails['venue-optie']({ kind: 'venue-optie', what: 'lapsed' }, bookingFacts()),
  },
  'people-changed': {
    'een-datum': bookingMails['people-changed']({ kind: 'people-changed', totalCents: 87_854 }, bookingFacts()),
    'twee-datums': bookingMails['people-changed'](
      { kind: 'people-changed', totalCents: 187_300 },
      bookingFacts({ days: twoDays }),
    ),
  },
  'venue-people': {
    gewijzigd: bookingMails['venue-people'](
      { kind: 'venue-people', summary: 'Anouk de Boer heeft het aantal personen aangepast van 10 naar 6.' },
      bookingFacts(),
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
      { kind: 'receipt', paidForId: 2, amountCents: 104_858, appliedToId: 2, refundCents: 0 },
      bookingFacts(),
    ),
    vervangen: bookingMails.receipt(
      { kind: 'receipt', paidForId: 2, amountCents: 104_858, appliedToId: 3, refundCents: 17_004 },
      bookingFacts(),
    ),
    gecrediteerd: bookingMails.receipt(
      { kind: 'receipt', paidForId: 2, amountCents: 104_858, refundCents: 104_858 },
      bookingFacts(),
    ),
  },
  'venue-refund-due': {
    terug: bookingMails['venue-refund-due'](
      { kind: 'venue-refund-due', paidForId: 2, amountCents: 104_858, refundCents: 17_004 },
      bookingFacts(),
    ),
  },
  refunded: {
    ideal: bookingMails.refunded({ kind: 'refunded', amountCents: 17_004, method: 'ideal' }, bookingFacts()),
    overboeking: bookingMails.refunded(
      { kind: 'refunded', amountCents: 17_004, method: 'overboeking' },
      bookingFacts(),
    ),
  },
  'venue-refund-failed': {
    mislukt: bookingMails['venue-refund-failed'](
      { kind: 'venue-refund-failed', amountCents: 17_004, status: 'failed' },
      bookingFacts(),
    ),
    geannuleerd: bookingMails['venue-refund-failed'](
      { kind: 'venue-refund-failed', amountCents: 17_004, status: 'canceled' },
      bookingFacts(),
    ),
  },
  reminder: {
    week: bookingMails.reminder(
      { kind: 'reminder', reminder: 'week' },
      bookingFacts({ today: addDays(oneDay[0]?.date ?? TODAY, -7) }),
    ),
    morgen: bookingMails.reminder(
      { kind: 'reminder', reminder: '48u' },
      bookingFacts({ days: twoDays, today: addDays(twoDays[0]?.date ?? TODAY, -1) }),
    ),
  },
  'unpaid-reminder': {
    overmaken: bookingMails['unpaid-reminder']({ kind: 'unpaid-reminder', invoiceId: 2 }, bookingFacts()),
    ideal: bookingMails['unpaid-reminder'](
      { kind: 'unpaid-reminder', invoiceId: 2 },
      bookingFacts({ payUrls: new Map([['2026-0002', `${SITE}/betalen/2026-0002?token=betaal`]]) }),
    ),
    consument: bookingMails['unpaid-reminder'](
      { kind: 'unpaid-reminder', invoiceId: 2 },
      bookingFacts({ booking: { id: 9, name: 'Anouk de Boer', email: 'anouk@voorbeeld.nl', business: false } }),
    ),
  },
  'deposit-reminder': {
    ideal: bookingMails['deposit-reminder'](
      { kind: 'deposit-reminder', invoiceId: 4 },
      depositFacts(addDays(TODAY, 2), new Map([['2026-0004', `${SITE}/betalen/2026-0004?token=betaal`]])),
    ),
  },
  'venue-deposit-overdue': {
    'te-laat': bookingMails['venue-deposit-overdue'](
      { kind: 'venue-deposit-overdue', invoiceId: 4 },
      depositFacts(addDays(TODAY, -1)),
    ),
  },
  invoices: {
    aanbetaling: invoicesMail(
      { occasion: 'bevestiging', refundCents: 0 },
      bookingFacts({
        days: depositDays,
        issued: [
          { ...invoice, stage: 'voorschot', number: '2026-0004', totalCents: DEPOSIT_CENTS, openCents: DEPOSIT_CENTS },
        ],
      }),
    ),
    eindfactuur: invoicesMail(
      { occasion: 'eindfactuur', refundCents: 0 },
      bookingFacts({
        days: depositDays,
        issued: [
          { ...invoice, kind: 'creditfactuur', number: '2027-0011', credits: '2026-0004', totalCents: -DEPOSIT_CENTS },
          {
            ...invoice,
            stage: 'eind',
            number: '2027-0012',
            totalCents: FINAL_CENTS,
            openCents: FINAL_CENTS - DEPOSIT_CENTS,
          },
        ],
      }),
    ),
    bevestiging: invoicesMail(
      { occasion: 'bevestiging', refundCents: 0 },
      bookingFacts({ issued: [invoice], payUrls: new Map([['2026-0002', `${SITE}/betalen/2026-0002?token=betaal`]]) }),
    ),
    annulering: invoicesMail(
      { occasion: 'annulering', refundCents: 0 },
      bookingFacts({
        issued: [
          { ...invoice, kind: 'creditfactuur', number: '2026-0004', credits: '2026-0002', totalCents: -104_858 },
          { ...invoice, number: '2026-0005', totalCents: 10_588, openCents: 10_588 },
        ],
      }),
    ),
    'personen-na-betaling': invoicesMail(
      { occasion: 'personen', refundCents: 17_004 },
      {
        ...paidFacts,
        issued: [
          { ...invoice, kind: 'creditfactuur', number: '2026-0009', credits: '2026-0002', totalCents: -104_858 },
          { ...invoice, number: '2026-0010', totalCents: 87_854, openCents: 0 },
        ],
      },
    ),
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
