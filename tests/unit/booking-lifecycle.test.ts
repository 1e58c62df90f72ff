/**
 * The booking lifecycle's table (app/lib/booking-lifecycle.ts), one test per row: what each
 * (status, event, actor) does to the day parts, the invoices, the money, the invite, the waiting
 * list, the mails and the log, or why it is refused. A last test holds the table and the tests to
 * each other: a new row without a test fails.
 */
import { expect, test } from 'vitest'
import {
  type Actor,
  CHANGE_REQUESTS_PER_DAY,
  DETAIL_CHANGES_PER_DAY,
  type LifecycleEvent,
  type LifecycleState,
  lifecycleMessages,
  lifecycleRows,
  type Outcome,
  PEOPLE_CHANGES_PER_DAY,
  type Plan,
  plan,
} from '~/lib/booking-lifecycle'
import { type LedgerInvoice, linesTotalCents } from '~/lib/booking-money'
import type { BookingStatus } from '~/lib/booking-status'
import { addDays, amsterdamDate } from '~/lib/dates'
import { type Diet, dietMessages, noDiet } from '~/lib/diet'
import { formatEuro } from '~/lib/format'
import { type InvoiceDetails, noInvoiceDetails } from '~/lib/invoice-details'
import { calculatePrice } from '~/lib/pricing'
import { businessDetails } from '../support/booking-dates'
import { firstPriceList, listWithDeposit } from '../support/price-lists'

/** Monday 1 February 2027, 11:00 in Amsterdam. */
const now = Date.parse('2027-02-01T10:00:00Z')
const FAR = '2027-03-10' // 37 days ahead: cancelling is free
const NEAR = '2027-02-09' // 8 days ahead, 5 workdays between: half the room
const selection = {
  numPeople: 15,
  dayParts: 3,
  meetingType: 'luxe',
  lunchType: 'luxe',
  extras: [],
  list: firstPriceList,
} as const
const PRICE = 96_354 // DESIGN.md's worked example
const HALF_ROOM = 19_360 // 160,00 + 21 % btw
const UNTIL = '2027-02-15' // an optie given on 1 February runs two weeks by default
/** An instant given as Amsterdam wall-clock time in winter (UTC+1), e.g. '2027-02-15T23:30'. */
const winter = (local: string) => Date.parse(`${local}:00+01:00`)

const invoice = (overrides: Partial<LedgerInvoice> = {}): LedgerInvoice => ({
  id: 11,
  number: '2027-0001',
  kind: 'factuur',
  totalCents: PRICE,
  paidCents: 0,
  dueOn: '2027-02-15',
  lines: calculatePrice(selection, selection.list).items,
  credited: false,
  stage: null,
  ...overrides,
})

const rotterdam: InvoiceDetails = { ...businessDetails, company: 'Voorbeeld B.V.' }

function state(status: BookingStatus, overrides: Partial<LifecycleState['booking']> = {}, more = {}): LifecycleState {
  return {
    booking: {
      id: 7,
      status,
      date: FAR,
      selection,
      inviteActive: false,
      statusChangedAt: Date.parse('2027-01-04T10:00:00Z'),
      refundDueCents: 0,
      reference: null,
      business: true,
      details: { ...noInvoiceDetails, company: 'Voorbeeld B.V.' },
      invoiceAddress: true,
      optieUntil: null,
      reviewOptOut: false,
      laterDays: [],
      ...overrides,
    },
    invoices: [],
    closedHolidays: [],
    linkActionsToday: { people: 0, changeRequests: 0, details: 0 },
    noticesSent: [],
    idealPayments: [],
    refunds: [],
    autoRefund: false,
    reviewUrl: null,
    ...more,
  }
}

const mail = { subject: 'Onderwerp', message: 'Bericht' }

function planned(outcome: Outcome): Plan {
  if (outcome.kind !== 'plan') throw new Error(`expected a plan, got ${JSON.stringify(outcome)}`)
  return outcome
}
const run = (given: LifecycleState, event: LifecycleEvent, actor: Actor, at = now) => plan(given, event, actor, at)
const mailKinds = (result: Plan) => result.mails.map((intent) => intent.kind)

/**
 * The aanbetaling (ADR 039): a booking five months ahead under a list with 30 % within 14 days and
 * the rest 14 days before the date; the eindfactuur is issued on 7 June (its 14-day term ends then).
 */
const DEPOSIT_DATE = '2027-07-05'
const FINAL_DAY = '2027-06-07'
const depositSelection = { ...selection, list: listWithDeposit }
const depositState = (overrides: Partial<LifecycleState> = {}) =>
  state('bevestigd', { date: DEPOSIT_DATE, selection: depositSelection }, overrides)
/** The voorschotfactuur: 30 % of each btw rate's part of PRICE. */
const DEPOSIT = 28_907
const deposit = (overrides: Partial<LedgerInvoice> = {}) =>
  invoice({ totalCents: DEPOSIT, stage: 'voorschot', dueOn: '2027-02-15', ...overrides })

/** Dietary needs (ADR 045) on `date` alone. */
const dietOn = (date: string, diet: Diet): LifecycleEvent => ({ type: 'diet', diet: { [date]: diet } })
const vegetarians = (count: number): Diet => ({ counts: { vegetarisch: count }, note: null })
const halal = (count: number): Diet => ({ counts: { halal: count }, note: null })

const rowTests: Record<string, [name: string, check: () => void]> = {
  'aanvraag/confirm/eigenaar': [
    'confirming holds the day parts, issues the invoice, sends the invite; silently it does neither',
    () => {
      const confirmed = planned(run(state('aanvraag'), { type: 'confirm', mail, invoice: true }, 'eigenaar'))
      expect(confirmed).toMatchObject({
        status: 'bevestigd',
        lastDecision: 'confirm',
        slots: 'hold',
        invite: 'REQUEST',
      })
      expect(confirmed.issue).toHaveLength(1)
      expect(confirmed.issue[0]?.settledCents).toBe(0)
      expect(confirmed.mails).toEqual([
        { kind: 'decision', decision: 'confirm', mail },
        { kind: 'invoices', occasion: 'bevestiging', refundCents: 0 },
      ])
      expect(confirmed.log.action).toBe('booking.confirm')
      const later = planned(run(state('aanvraag'), { type: 'confirm', mail, invoice: false }, 'eigenaar'))
      expect(later.issue).toEqual([])
      const silent = planned(run(state('aanvraag'), { type: 'confirm', invoice: true }, 'eigenaar'))
      expect(silent).toMatchObject({ status: 'bevestigd', lastDecision: null, slots: 'hold', invite: null, mails: [] })
      expect(silent.issue).toEqual([])
      expect(silent.log.action).toBe('booking.status')
    },
  ],
  'aanvraag/accept-quote/klant': [
    'a quote accepted online and confirmed by the owner’s setting: invoice, day parts, invite and the two mails',
    () => {
      const accepted = planned(
        run(state('aanvraag'), { type: 'accept-quote', quoteNumber: 'OFF-20270201-123' }, 'klant'),
      )
      expect(accepted).toMatchObject({ status: 'bevestigd', lastDecision: 'confirm', slots: 'hold', invite: 'REQUEST' })
      expect(accepted.issue).toHaveLength(1)
      expect(accepted.mails).toEqual([
        { kind: 'quote-confirmed', quoteNumber: 'OFF-20270201-123' },
        { kind: 'venue-quote-confirmed', quoteNumber: 'OFF-20270201-123' },
        { kind: 'invoices', occasion: 'bevestiging', refundCents: 0 },
      ])
      expect(accepted.log.action).toBe('booking.quote-accept')
      // Under a list with an aanbetaling the invoice is the voorschotfactuur, as at the owner's confirmation.
      const depositRequest = state('aanvraag', { date: DEPOSIT_DATE, selection: depositSelection })
      const withDeposit = planned(run(depositRequest, { type: 'accept-quote', quoteNumber: 'OFF-1' }, 'klant'))
      expect(withDeposit.issue[0]?.stage).toBe('voorschot')
      // Without an invoice address nothing is confirmed: the request waits for the owner.
      const noAddress = state('aanvraag', { invoiceAddress: false })
      expect(run(noAddress, { type: 'accept-quote', quoteNumber: 'OFF-1' }, 'klant')).toMatchObject({
        kind: 'refused',
        code: 'customerNoInvoiceAddress',
      })
    },
  ],
  'bevestigd/accept-quote/klant': [
    'a quote accepted again after its booking was confirmed changes nothing',
    () => {
      expect(run(state('bevestigd'), { type: 'accept-quote', quoteNumber: 'OFF-1' }, 'klant')).toEqual({
        kind: 'unchanged',
        reason: lifecycleMessages.quoteAccepted,
      })
      expect(run(state('optie'), { type: 'accept-quote', quoteNumber: 'OFF-1' }, 'klant')).toMatchObject({
        kind: 'refused',
        code: 'notAllowed',
      })
    },
  ],
  'aanvraag/reject/eigenaar': [
    'rejecting cancels the request with the owner’s mail and no invoice',
    () => {
      const rejected = planned(run(state('aanvraag'), { type: 'reject', mail }, 'eigenaar'))
      expect(rejected).toMatchObject({ status: 'geannuleerd', lastDecision: 'reject', slots: 'free', invite: null })
      expect(rejected.credit).toEqual([])
      expect(rejected.issue).toEqual([])
      expect(mailKinds(rejected)).toEqual(['decision'])
    },
  ],
  'aanvraag/cancel/klant': [
    'the customer withdraws a request free of charge; they and the venue are told',
    () => {
      const withdrawn = planned(run(state('aanvraag'), { type: 'cancel' }, 'klant'))
      expect(withdrawn).toMatchObject({ status: 'geannuleerd', lastDecision: 'withdraw', issue: [], credit: [] })
      expect(withdrawn.mails).toEqual([
        { kind: 'customer-cancelled', was: 'aanvraag', reason: undefined },
        { kind: 'venue-cancelled', was: 'aanvraag', costsCents: 0, refundCents: 0 },
      ])
      expect(withdrawn.notifyWaitingList).toBe(false)
    },
  ],
  'aanvraag/status/eigenaar': [
    'the dropdown is the silent decision: confirm holds, geannuleerd rejects, the same status changes nothing',
    () => {
      expect(planned(run(state('aanvraag'), { type: 'status', status: 'bevestigd' }, 'eigenaar'))).toMatchObject({
        status: 'bevestigd',
        slots: 'hold',
        issue: [],
        mails: [],
      })
      expect(planned(run(state('aanvraag'), { type: 'status', status: 'geannuleerd' }, 'eigenaar'))).toMatchObject({
        status: 'geannuleerd',
        lastDecision: null,
        slots: 'free',
      })
      expect(run(state('aanvraag'), { type: 'status', status: 'aanvraag' }, 'eigenaar').kind).toBe('unchanged')
      expect(run(state('aanvraag'), { type: 'status', status: 'optie' }, 'eigenaar')).toEqual({
        kind: 'refused',
        status: 409,
        reason: lifecycleMessages.optieByButton,
        code: 'optieByButton',
      })
    },
  ],
  'aanvraag/people/eigenaar': [
    'the owner changes a request’s people, the customer told; without an address no invoice is needed yet',
    () => {
      const changed = planned(
        run(state('aanvraag', { invoiceAddress: false }), { type: 'people', numPeople: { [FAR]: 10 } }, 'eigenaar'),
      )
      expect(changed).toMatchObject({ numPeople: { [FAR]: 10 }, issue: [], credit: [] })
      expect(changed.mails).toEqual([{ kind: 'people-changed', totalCents: 77_143, what: 'aanvraag' }])
      expect(changed.log.action).toBe('booking.owner-people')
    },
  ],
  'aanvraag/people/klant': [
    'a request takes another number of people, priced again, without invoices; the same number is no change',
    () => {
      const changed = planned(run(state('aanvraag'), { type: 'people', numPeople: { [FAR]: 10 } }, 'klant'))
      expect(changed).toMatchObject({ numPeople: { [FAR]: 10 }, issue: [], credit: [] })
      expect(changed.mails).toContainEqual({ kind: 'people-changed', totalCents: 77_143, what: 'aanvraag' })
      expect(changed.log.changes).toEqual({ numPeople: [15, 10] })
      expect(run(state('aanvraag'), { type: 'people', numPeople: { [FAR]: 15 } }, 'klant')).toEqual({
        kind: 'unchanged',
        reason: lifecycleMessages.samePeople,
      })
      const busy = state(
        'aanvraag',
        {},
        { linkActionsToday: { people: PEOPLE_CHANGES_PER_DAY, changeRequests: 0, details: 0 } },
      )
      expect(run(busy, { type: 'people', numPeople: { [FAR]: 10 } }, 'klant')).toMatchObject({
        kind: 'refused',
        status: 429,
      })
      const tooLate = state('aanvraag', { date: '2027-02-03' })
      expect(run(tooLate, { type: 'people', numPeople: { '2027-02-03': 10 } }, 'klant')).toMatchObject({
        kind: 'refused',
        reason: lifecycleMessages.peopleTooLate(3),
        code: 'peopleTooLate',
      })
    },
  ],
  'aanvraag/change-request/klant': [
    'a change request reaches the owner, at most a few a day',
    () => {
      const wish = { date: '2027-03-11', note: 'Liever donderdag' }
      const asked = planned(run(state('aanvraag'), { type: 'change-request', wish }, 'klant'))
      expect(asked.mails).toEqual([{ kind: 'change-request', wish }])
      expect(asked.status).toBe('aanvraag')
      const busy = state(
        'aanvraag',
        {},
        { linkActionsToday: { people: 0, changeRequests: CHANGE_REQUESTS_PER_DAY, details: 0 } },
      )
      expect(run(busy, { type: 'change-request', wish }, 'klant')).toMatchObject({ kind: 'refused', status: 429 })
    },
  ],
  'aanvraag/reference/klant': [
    'a customer gives a reference for the invoice, or takes it away; the same again is no change',
    () => {
      const given = planned(run(state('aanvraag'), { type: 'reference', reference: 'PO-4471' }, 'klant'))
      expect(given).toMatchObject({ reference: 'PO-4471', status: 'aanvraag', issue: [], credit: [] })
      expect(given.log.changes).toEqual({ reference: [null, 'PO-4471'] })
      const again = state('aanvraag', { reference: 'PO-4471' })
      expect(run(again, { type: 'reference', reference: 'PO-4471' }, 'klant').kind).toBe('unchanged')
      expect(planned(run(again, { type: 'reference', reference: null }, 'klant')).reference).toBeNull()
      const limited = state(
        'aanvraag',
        {},
        { linkActionsToday: { people: 0, changeRequests: 0, details: DETAIL_CHANGES_PER_DAY } },
      )
      expect(run(limited, { type: 'reference', reference: 'PO-1' }, 'klant')).toMatchObject({
        kind: 'refused',
        status: 429,
      })
      expect(run(limited, { type: 'reference', reference: null }, 'klant').kind).toBe('unchanged')
      const privately = state('aanvraag', { business: false })
      expect(run(privately, { type: 'reference', reference: 'PO-1' }, 'klant')).toMatchObject({ kind: 'refused' })
    },
  ],
  'aanvraag/invoice-details/klant': [
    'a customer gives their invoice details; the log names what changed; the same again is no change',
    () => {
      const given = planned(run(state('aanvraag'), { type: 'invoice-details', details: rotterdam }, 'klant'))
      expect(given).toMatchObject({ details: rotterdam, status: 'aanvraag', issue: [], credit: [], slots: 'keep' })
      expect(given.log.summary).toBe(
        'Factuurgegevens aangepast door de klant: KvK-nummer, btw-id, straat, postcode, plaats, land',
      )
      expect(given.log.changes?.kvk).toEqual([null, '87654321'])
      const again = state('aanvraag', { details: rotterdam })
      expect(run(again, { type: 'invoice-details', details: rotterdam }, 'klant').kind).toBe('unchanged')
    },
  ],
  'aanvraag/expire/systeem': [
    'a request whose date has passed expires without a mail; one for today does not',
    () => {
      const lapsed = planned(run(state('aanvraag', { date: '2027-01-29' }), { type: 'expire' }, 'systeem'))
      expect(lapsed).toMatchObject({ status: 'geannuleerd', lastDecision: 'expire', slots: 'free', mails: [] })
      expect(run(state('aanvraag', { date: '2027-02-01' }), { type: 'expire' }, 'systeem').kind).toBe('refused')
    },
  ],
  'aanvraag/refund/eigenaar': [
    'the owner records a refund of money still held, never more than is due; the customer is told',
    () => {
      const held = state('aanvraag', { refundDueCents: 5_000 })
      const recorded = planned(run(held, { type: 'refund', amountCents: 2_000 }, 'eigenaar'))
      expect(recorded.refundDueCents).toBe(3_000)
      expect(recorded.refunds).toEqual([
        { kind: 'add', method: 'overboeking', paymentId: null, amountCents: 2_000, status: 'refunded' },
      ])
      expect(recorded.mails).toEqual([{ kind: 'refunded', amountCents: 2_000, method: 'overboeking' }])
      expect(run(held, { type: 'refund', amountCents: 5_001 }, 'eigenaar')).toMatchObject({ kind: 'refused' })
      expect(run(held, { type: 'refund', amountCents: 0 }, 'eigenaar')).toMatchObject({ kind: 'refused' })
    },
  ],
  'aanvraag/refund-ideal/eigenaar': [
    'the refund due goes back on the iDEAL payments, the newest first, each up to what is left of it',
    () => {
      const idealPayments = [
        { id: 1, amountCents: 3_000, refundableCents: 3_000 },
        { id: 2, amountCents: 4_000, refundableCents: 1_500 },
      ]
      const held = state('aanvraag', { refundDueCents: 4_000 }, { idealPayments })
      const asked = planned(run(held, { type: 'refund-ideal' }, 'eigenaar'))
      expect(asked.refundDueCents).toBe(0)
      expect(asked.refunds).toEqual([
        { kind: 'add', method: 'ideal', paymentId: 2, amountCents: 1_500, status: 'unsent' },
        { kind: 'add', method: 'ideal', paymentId: 1, amountCents: 2_500, status: 'unsent' },
      ])
      // Nothing is told until Mollie says the money is back.
      expect(asked.mails).toEqual([])
      expect(asked.log.action).toBe('booking.refund-ideal')
    },
  ],
  'aanvraag/refund-result/systeem': [
    "Mollie's last word settles a refund once: refunded tells the customer, failed makes it due again",
    () => {
      const refunds = [{ id: 5, method: 'ideal', paymentId: 1, amountCents: 2_500, status: 'pending' } as const]
      const sent = state('aanvraag', {}, { refunds })
      const back = planned(run(sent, { type: 'refund-result', refundId: 5, status: 'refunded' }, 'systeem'))
      expect(back).toMatchObject({ refundDueCents: 0, refunds: [{ kind: 'settle', refundId: 5, status: 'refunded' }] })
      expect(back.mails).toEqual([{ kind: 'refunded', amountCents: 2_500, method: 'ideal' }])
      const failed = planned(run(sent, { type: 'refund-result', refundId: 5, status: 'failed' }, 'systeem'))
      expect(failed.refundDueCents).toBe(2_500)
      expect(failed.mails).toEqual([{ kind: 'venue-refund-failed', amountCents: 2_500, status: 'failed' }])
      const settled = state('aanvraag', {}, { refunds: [{ ...refunds[0], status: 'refunded' }] })
      expect(run(settled, { type: 'refund-result', refundId: 5, status: 'failed' }, 'systeem').kind).toBe('unchanged')
      expect(run(sent, { type: 'refund-result', refundId: 6, status: 'refunded' }, 'systeem')).toMatchObject({
        kind: 'refused',
        status: 404,
      })
    },
  ],
  'aanvraag/payment/systeem': [
    'a payment for a booking put back to a request, its invoice credited, is all due back',
    () => {
      const reopened = state('aanvraag', {}, { invoices: [invoice({ credited: true })] })
      const event = { type: 'payment', invoiceId: 11, amountCents: PRICE, method: 'ideal' } as const
      const late = planned(run(reopened, event, 'systeem'))
      expect(late).toMatchObject({ status: 'aanvraag', paid: undefined, refundDueCents: PRICE })
      expect(mailKinds(late)).toEqual(['receipt', 'venue-refund-due'])
    },
  ],
  'aanvraag/payment/eigenaar': [
    'a transfer recorded for such a request is due back too',
    () => {
      const reopened = state('aanvraag', {}, { invoices: [invoice({ credited: true })] })
      const event = { type: 'payment', invoiceId: 11, amountCents: 5_000, method: 'overboeking' } as const
      expect(planned(run(reopened, event, 'eigenaar')).refundDueCents).toBe(5_000)
    },
  ],
  'aanvraag/optie/eigenaar': [
    'an optie holds the day parts until a date: two weeks or the setting by default, never past the day before',
    () => {
      const given = planned(run(state('aanvraag'), { type: 'optie', mail }, 'eigenaar'))
      expect(given).toMatchObject({
        status: 'optie',
        lastDecision: 'optie',
        optieUntil: UNTIL,
        slots: 'hold',
        invite: null,
        notifyWaitingList: false,
        issue: [],
        credit: [],
      })
      expect(given.mails).toEqual([{ kind: 'decision', decision: 'optie', mail, optieUntil: UNTIL }])
      expect(given.log).toMatchObject({
        action: 'booking.optie',
        changes: { status: ['aanvraag', 'optie'], optieUntil: [null, UNTIL] },
      })
      const byDefault = (overrides: Partial<LifecycleState['booking']>) =>
        planned(run(state('aanvraag', overrides), { type: 'optie', mail }, 'eigenaar')).optieUntil
      // The booking's list says how long an optie runs when the owner names no last day.
      const listed = (optieDays: number) => ({
        selection: { ...selection, list: { ...selection.list, terms: { ...selection.list.terms, optieDays } } },
      })
      expect(byDefault({})).toBe('2027-02-15')
      expect(byDefault(listed(30))).toBe('2027-03-03')
      expect(byDefault(listed(60))).toBe('2027-03-09')
      expect(byDefault({ date: NEAR })).toBe('2027-02-08')
      // A booking tomorrow still takes an optie, until the end of today.
      expect(byDefault({ date: '2027-02-02' })).toBe('2027-02-01')
      const until = (date: string) => run(state('aanvraag'), { type: 'optie', mail, until: date }, 'eigenaar')
      expect(planned(until('2027-03-09')).optieUntil).toBe('2027-03-09')
      expect(planned(until('2027-02-01')).optieUntil).toBe('2027-02-01')
      expect(until('2027-03-10')).toEqual({
        kind: 'refused',
        status: 409,
        reason:
          'Een optie loopt uiterlijk tot en met de dag voor de boeking (dinsdag 9 maart 2027). Er is niets gewijzigd.',
      })
      expect(until('2027-01-31')).toEqual({
        kind: 'refused',
        status: 409,
        reason: 'Een optie loopt tot vandaag of later. Er is niets gewijzigd.',
      })
      expect(run(state('aanvraag', { date: '2027-02-01' }), { type: 'optie', mail }, 'eigenaar')).toEqual({
        kind: 'refused',
        status: 409,
        reason: expect.stringMatching(/daar past geen optie meer bij\. Er is niets gewijzigd\.$/),
      })
    },
  ],
  'optie/confirm/eigenaar': [
    'the owner confirms an optie: held on, invoiced, the invite sent; silently without invoice or mail',
    () => {
      const held = state('optie', { optieUntil: UNTIL })
      const confirmed = planned(run(held, { type: 'confirm', mail, invoice: true }, 'eigenaar'))
      expect(confirmed).toMatchObject({
        status: 'bevestigd',
        lastDecision: 'confirm',
        slots: 'hold',
        invite: 'REQUEST',
        notifyWaitingList: false,
        credit: [],
      })
      expect(confirmed.issue).toHaveLength(1)
      expect(confirmed.issue[0]?.lines).toEqual(calculatePrice(selection, selection.list).items)
      expect(mailKinds(confirmed)).toEqual(['decision', 'invoices'])
      const silent = planned(run(held, { type: 'confirm', invoice: true }, 'eigenaar'))
      expect(silent).toMatchObject({ status: 'bevestigd', lastDecision: null, slots: 'hold', invite: null, mails: [] })
      expect(silent.issue).toEqual([])
    },
  ],
  'optie/reject/eigenaar': [
    'ending an optie frees the day parts and tells the waiting list; the mail goes only with the decision',
    () => {
      const held = state('optie', { optieUntil: UNTIL })
      const ended = planned(run(held, { type: 'reject', mail }, 'eigenaar'))
      expect(ended).toMatchObject({
        status: 'geannuleerd',
        // Beëindigd, not afgewezen: the customer had the optie (booking-status.ts, unbookedEnd).
        lastDecision: 'end-optie',
        slots: 'free',
        notifyWaitingList: true,
        invite: null,
        issue: [],
        credit: [],
      })
      expect(ended.mails).toEqual([{ kind: 'decision', decision: 'reject', mail, endsOptie: true }])
      expect(ended.log.summary).toMatch(/^Optie beëindigd; /)
      const silent = planned(run(held, { type: 'reject' }, 'eigenaar'))
      expect(silent).toMatchObject({
        status: 'geannuleerd',
        lastDecision: null,
        slots: 'free',
        notifyWaitingList: true,
      })
      expect(silent.mails).toEqual([])
    },
  ],
  'optie/extend/eigenaar': [
    'an optie runs longer, never shorter, never past the day before; the same date changes nothing',
    () => {
      const held = state('optie', { optieUntil: UNTIL })
      const longer = planned(run(held, { type: 'extend', until: '2027-02-22' }, 'eigenaar'))
      expect(longer).toMatchObject({ status: 'optie', optieUntil: '2027-02-22', slots: 'keep', issue: [], credit: [] })
      expect(longer.mails).toEqual([{ kind: 'optie-extended', until: '2027-02-22' }])
      expect(longer.log).toMatchObject({
        action: 'booking.optie-extend',
        changes: { optieUntil: [UNTIL, '2027-02-22'] },
      })
      expect(planned(run(held, { type: 'extend', until: '2027-03-09' }, 'eigenaar')).optieUntil).toBe('2027-03-09')
      expect(run(held, { type: 'extend', until: '2027-02-10' }, 'eigenaar')).toEqual({
        kind: 'refused',
        status: 409,
        reason: lifecycleMessages.optieNotLonger,
        code: 'optieNotLonger',
      })
      expect(run(held, { type: 'extend', until: UNTIL }, 'eigenaar')).toEqual({
        kind: 'unchanged',
        reason: lifecycleMessages.unchanged,
      })
      expect(run(held, { type: 'extend', until: '2027-03-10' }, 'eigenaar')).toMatchObject({
        kind: 'refused',
        reason: expect.stringContaining('uiterlijk tot en met de dag voor de boeking (dinsdag 9 maart 2027)'),
      })
    },
  ],
  'optie/status/eigenaar': [
    'the dropdown ends an optie silently, to geannuleerd or back to a request, both freeing the day parts',
    () => {
      const held = state('optie', { optieUntil: UNTIL })
      const status = (to: BookingStatus) => run(held, { type: 'status', status: to }, 'eigenaar')
      expect(planned(status('geannuleerd'))).toMatchObject({
        status: 'geannuleerd',
        lastDecision: null,
        slots: 'free',
        notifyWaitingList: true,
        mails: [],
      })
      expect(planned(status('aanvraag'))).toMatchObject({
        status: 'aanvraag',
        lastDecision: null,
        slots: 'free',
        notifyWaitingList: true,
        mails: [],
      })
      expect(planned(status('bevestigd'))).toMatchObject({
        status: 'bevestigd',
        slots: 'hold',
        issue: [],
        invite: null,
        mails: [],
      })
      expect(status('optie')).toEqual({ kind: 'unchanged', reason: 'Status ongewijzigd' })
    },
  ],
  'optie/accept/klant': [
    'the customer takes the optie through its last day: confirmed, invoiced, the invite sent; after it, refused',
    () => {
      const held = state('optie', { optieUntil: UNTIL })
      const taken = planned(run(held, { type: 'accept' }, 'klant'))
      expect(taken).toMatchObject({
        status: 'bevestigd',
        lastDecision: 'confirm',
        slots: 'hold',
        invite: 'REQUEST',
        notifyWaitingList: false,
        credit: [],
        refundDueCents: 0,
      })
      expect(taken.issue).toHaveLength(1)
      expect(taken.issue[0]).toMatchObject({ lines: calculatePrice(selection, selection.list).items, settledCents: 0 })
      expect(mailKinds(taken)).toEqual(['optie-accepted', 'venue-optie', 'invoices'])
      expect(taken.log.action).toBe('booking.optie-accept')
      expect(planned(run(held, { type: 'accept' }, 'klant', winter('2027-02-15T23:30'))).status).toBe('bevestigd')
      const lapsed = { kind: 'refused', status: 409, reason: lifecycleMessages.optieLapsed, code: 'optieLapsed' }
      expect(run(held, { type: 'accept' }, 'klant', winter('2027-02-16T00:00'))).toEqual(lapsed)
      expect(run(held, { type: 'accept' }, 'klant', winter('2027-02-20T12:00'))).toEqual(lapsed)
      expect(run(state('optie'), { type: 'accept' }, 'klant')).toEqual(lapsed)
      // Money still held for the booking pays the new invoice first.
      const withMoney = state('optie', { optieUntil: UNTIL, refundDueCents: 5_000 })
      const settled = planned(run(withMoney, { type: 'accept' }, 'klant'))
      expect(settled.issue.map((draft) => draft.settledCents)).toEqual([5_000])
      expect(settled.refundDueCents).toBe(0)
    },
  ],
  'optie/cancel/klant': [
    'the customer lets the optie go free of charge: the day parts are free and the waiting list told',
    () => {
      const dropped = planned(run(state('optie', { optieUntil: UNTIL }), { type: 'cancel' }, 'klant'))
      expect(dropped).toMatchObject({
        status: 'geannuleerd',
        // Vervallen, not ingetrokken: an optie lapses (booking-status.ts, unbookedEnd).
        lastDecision: 'lapse-optie',
        slots: 'free',
        notifyWaitingList: true,
        invite: null,
        issue: [],
        credit: [],
      })
      expect(dropped.mails).toEqual([
        { kind: 'customer-cancelled', was: 'optie', reason: undefined },
        { kind: 'venue-cancelled', was: 'optie', costsCents: 0, refundCents: 0 },
      ])
      expect(dropped.log.summary).toMatch(/^Optie laten vervallen door de klant/)
    },
  ],
  'optie/people/eigenaar': [
    'the owner changes an optie’s people: priced again, the customer mailed the new total',
    () => {
      const held = state('optie', { optieUntil: UNTIL })
      const changed = planned(run(held, { type: 'people', numPeople: { [FAR]: 10 } }, 'eigenaar'))
      expect(changed).toMatchObject({ status: 'optie', numPeople: { [FAR]: 10 }, slots: 'keep', issue: [], credit: [] })
      expect(changed.mails).toEqual([{ kind: 'people-changed', totalCents: 77_143, what: 'optie' }])
    },
  ],
  'optie/people/klant': [
    'an optie takes another number of people, priced again, without invoices, the day parts kept',
    () => {
      const held = state('optie', { optieUntil: UNTIL })
      const changed = planned(run(held, { type: 'people', numPeople: { [FAR]: 10 } }, 'klant'))
      expect(changed).toMatchObject({ status: 'optie', numPeople: { [FAR]: 10 }, slots: 'keep', issue: [], credit: [] })
      expect(mailKinds(changed)).toEqual(['venue-people', 'people-changed'])
      expect(changed.mails).toContainEqual({ kind: 'people-changed', totalCents: 77_143, what: 'optie' })
      expect(run(held, { type: 'people', numPeople: { [FAR]: 15 } }, 'klant')).toEqual({
        kind: 'unchanged',
        reason: lifecycleMessages.samePeople,
      })
      const tooLate = state('optie', { date: '2027-02-03', optieUntil: '2027-02-02' })
      expect(run(tooLate, { type: 'people', numPeople: { '2027-02-03': 10 } }, 'klant')).toMatchObject({
        kind: 'refused',
        reason: lifecycleMessages.peopleTooLate(3),
        code: 'peopleTooLate',
      })
    },
  ],
  'optie/change-request/klant': [
    'an optie can ask for another date; the owner gets the wish and the optie stays as it is',
    () => {
      const wish = { date: '2027-03-11' }
      const asked = planned(run(state('optie', { optieUntil: UNTIL }), { type: 'change-request', wish }, 'klant'))
      expect(asked).toMatchObject({ status: 'optie', slots: 'keep', mails: [{ kind: 'change-request', wish }] })
      expect(asked.optieUntil).toBe(UNTIL)
      const busy = state(
        'optie',
        { optieUntil: UNTIL },
        { linkActionsToday: { people: 0, changeRequests: CHANGE_REQUESTS_PER_DAY, details: 0 } },
      )
      expect(run(busy, { type: 'change-request', wish }, 'klant')).toMatchObject({ kind: 'refused', status: 429 })
    },
  ],
  'optie/invoice-details/klant': [
    'an optie takes the invoice details for the invoice it will get, and stays an optie',
    () => {
      const given = planned(
        run(state('optie', { optieUntil: UNTIL }), { type: 'invoice-details', details: rotterdam }, 'klant'),
      )
      expect(given).toMatchObject({ status: 'optie', details: rotterdam, slots: 'keep', issue: [] })
    },
  ],
  'optie/reference/klant': [
    'an optie on a company name takes a reference for the invoice it will get',
    () => {
      const given = planned(
        run(state('optie', { optieUntil: UNTIL }), { type: 'reference', reference: 'PO-9' }, 'klant'),
      )
      expect(given).toMatchObject({ status: 'optie', reference: 'PO-9', slots: 'keep', issue: [] })
      const privately = state('optie', { optieUntil: UNTIL, business: false })
      expect(run(privately, { type: 'reference', reference: 'PO-9' }, 'klant')).toEqual({
        kind: 'refused',
        status: 409,
        reason: lifecycleMessages.referenceBusinessOnly,
        code: 'referenceBusinessOnly',
      })
    },
  ],
  'optie/remind-optie/systeem': [
    'the reminder goes from two days before the last day, once per last day, and again after an extension',
    () => {
      const held = state('optie', { optieUntil: UNTIL })
      const remind = (given: LifecycleState, at: number) => run(given, { type: 'remind-optie' }, 'systeem', at)
      const notDue = { kind: 'refused', status: 409, reason: lifecycleMessages.notDue, code: 'notDue' }
      expect(remind(held, now)).toEqual(notDue)
      expect(remind(held, winter('2027-02-12T23:59'))).toEqual(notDue)
      const reminded = planned(remind(held, winter('2027-02-13T00:00')))
      expect(reminded).toMatchObject({ status: 'optie', slots: 'keep' })
      expect(reminded.mails).toEqual([{ kind: 'optie-reminder', until: UNTIL }])
      expect(reminded.notice).toEqual({ entity: 'booking', entityId: 7, kind: `optie-${UNTIL}` })
      expect(planned(remind(held, winter('2027-02-15T23:30'))).mails).toHaveLength(1)
      expect(remind(held, winter('2027-02-16T00:00'))).toEqual(notDue)
      const sent = state('optie', { optieUntil: UNTIL }, { noticesSent: [`booking:optie-${UNTIL}`] })
      expect(remind(sent, winter('2027-02-14T09:00')).kind).toBe('unchanged')
      const extended = state('optie', { optieUntil: '2027-02-22' }, { noticesSent: [`booking:optie-${UNTIL}`] })
      expect(remind(extended, winter('2027-02-14T09:00'))).toEqual(notDue)
      const again = planned(remind(extended, winter('2027-02-20T09:00')))
      expect(again.mails).toEqual([{ kind: 'optie-reminder', until: '2027-02-22' }])
      expect(again.notice).toEqual({ entity: 'booking', entityId: 7, kind: 'optie-2027-02-22' })
    },
  ],
  'optie/expire/systeem': [
    'an optie expires the day after its last day: the day parts free, the waiting list, customer and venue told',
    () => {
      const held = state('optie', { optieUntil: UNTIL })
      const expire = (at: number) => run(held, { type: 'expire' }, 'systeem', at)
      const notDue = { kind: 'refused', status: 409, reason: lifecycleMessages.notDue, code: 'notDue' }
      expect(expire(now)).toEqual(notDue)
      expect(expire(winter('2027-02-15T23:59'))).toEqual(notDue)
      const lapsed = planned(expire(winter('2027-02-16T00:00')))
      expect(lapsed).toMatchObject({
        status: 'geannuleerd',
        lastDecision: 'expire',
        slots: 'free',
        notifyWaitingList: true,
        invite: null,
        issue: [],
        credit: [],
      })
      expect(lapsed.mails).toEqual([
        { kind: 'optie-lapsed', until: UNTIL },
        { kind: 'venue-optie', what: 'lapsed' },
      ])
      expect(lapsed.log.action).toBe('booking.optie-expire')
    },
  ],
  'optie/payment/systeem': [
    'a late iDEAL payment on an optie, its old invoice credited, is all due back',
    () => {
      const held = state('optie', { optieUntil: UNTIL }, { invoices: [invoice({ credited: true })] })
      const event = { type: 'payment', invoiceId: 11, amountCents: PRICE, method: 'ideal' } as const
      const late = planned(run(held, event, 'systeem'))
      expect(late).toMatchObject({ status: 'optie', slots: 'keep', paid: undefined, refundDueCents: PRICE })
      expect(mailKinds(late)).toEqual(['receipt', 'venue-refund-due'])
      expect(run({ ...held, paymentCounted: true }, event, 'systeem').kind).toBe('unchanged')
    },
  ],
  'optie/payment/eigenaar': [
    'a transfer recorded on an optie without a current invoice is due back',
    () => {
      const held = state('optie', { optieUntil: UNTIL }, { invoices: [invoice({ credited: true })] })
      const event = { type: 'payment', invoiceId: 11, amountCents: 5_000, method: 'overboeking' } as const
      expect(planned(run(held, event, 'eigenaar'))).toMatchObject({ status: 'optie', refundDueCents: 5_000 })
      expect(run(held, { ...event, invoiceId: 99 }, 'eigenaar')).toMatchObject({ kind: 'refused', status: 404 })
    },
  ],
  'optie/refund-ideal/eigenaar': [
    'on an optie only what came by iDEAL goes back through Mollie; with nothing of it, the click is refused',
    () => {
      const idealPayments = [{ id: 1, amountCents: 3_000, refundableCents: 3_000 }]
      const held = state('optie', { optieUntil: UNTIL, refundDueCents: 5_000 }, { idealPayments })
      expect(planned(run(held, { type: 'refund-ideal' }, 'eigenaar')).refundDueCents).toBe(2_000)
      const byTransfer = state('optie', { optieUntil: UNTIL, refundDueCents: 5_000 })
      expect(run(byTransfer, { type: 'refund-ideal' }, 'eigenaar')).toMatchObject({
        kind: 'refused',
        reason: lifecycleMessages.nothingToRefundByIdeal,
      })
    },
  ],
  'optie/refund-result/systeem': [
    'a canceled refund on an optie is due again, and the owner is told',
    () => {
      const refunds = [{ id: 5, method: 'ideal', paymentId: 1, amountCents: 2_500, status: 'unsent' } as const]
      const sent = state('optie', { optieUntil: UNTIL, refundDueCents: 1_000 }, { refunds })
      const canceled = planned(run(sent, { type: 'refund-result', refundId: 5, status: 'canceled' }, 'systeem'))
      expect(canceled).toMatchObject({ status: 'optie', refundDueCents: 3_500, paid: undefined })
      expect(canceled.log.summary).toBe(`Terugbetaling van ${formatEuro(2_500)} via iDEAL geannuleerd`)
    },
  ],
  'optie/refund/eigenaar': [
    'the owner records a refund on an optie, never more than is due',
    () => {
      const held = state('optie', { optieUntil: UNTIL, refundDueCents: 5_000 })
      expect(planned(run(held, { type: 'refund', amountCents: 2_000 }, 'eigenaar'))).toMatchObject({
        status: 'optie',
        refundDueCents: 3_000,
      })
      expect(run(held, { type: 'refund', amountCents: 5_001 }, 'eigenaar')).toEqual({
        kind: 'refused',
        status: 409,
        reason: lifecycleMessages.refundTooHigh(5_000),
      })
    },
  ],
  'bevestigd/cancel/eigenaar': [
    'the owner cancels: credit note, costs by the terms paid from what was paid, rest due back, invite cancelled',
    () => {
      const paid = state('bevestigd', { date: NEAR, inviteActive: true }, { invoices: [invoice({ paidCents: PRICE })] })
      const cancelled = planned(run(paid, { type: 'cancel', mail }, 'eigenaar'))
      expect(cancelled).toMatchObject({
        status: 'geannuleerd',
        lastDecision: 'cancel',
        slots: 'free',
        invite: 'CANCEL',
      })
      expect(cancelled.credit).toEqual([{ invoiceId: 11, reason: 'Boeking 7 is geannuleerd.' }])
      expect(cancelled.issue.map((draft) => draft.settledCents)).toEqual([HALF_ROOM])
      expect(cancelled.refundDueCents).toBe(PRICE - HALF_ROOM)
      expect(cancelled.notifyWaitingList).toBe(true)
      expect(cancelled.mails.map((intent) => (intent.kind === 'invoices' ? intent.occasion : intent.kind))).toEqual([
        'decision',
        'annulering',
      ])
      // Silently: only when nobody has to be told.
      expect(run(paid, { type: 'cancel' }, 'eigenaar')).toEqual({
        kind: 'refused',
        status: 409,
        reason: lifecycleMessages.tellCustomer,
        code: 'tellCustomer',
      })
      const quiet = planned(run(state('bevestigd'), { type: 'cancel' }, 'eigenaar'))
      expect(quiet).toMatchObject({ status: 'geannuleerd', slots: 'free', notifyWaitingList: true, mails: [] })
    },
  ],
  'bevestigd/venue-cancel/eigenaar': [
    'the venue cancels eight days ahead: no costs, the invoice credited, all of it paid back, iDEAL through Mollie',
    () => {
      const reason = 'Door een lekkage is de ruimte niet te gebruiken.'
      // Paid half by iDEAL and half by transfer, eight days ahead, where the customer would pay half the room.
      const paid = state(
        'bevestigd',
        { date: NEAR, inviteActive: true },
        {
          invoices: [invoice({ paidCents: PRICE })],
          idealPayments: [{ id: 3, amountCents: 50_000, refundableCents: 50_000 }],
        },
      )
      const cancelled = planned(run(paid, { type: 'venue-cancel', mail, reason }, 'eigenaar'))
      expect(cancelled).toMatchObject({
        status: 'geannuleerd',
        lastDecision: 'venue-cancel',
        slots: 'free',
        invite: 'CANCEL',
        notifyWaitingList: true,
      })
      expect(cancelled.credit).toEqual([{ invoiceId: 11, reason: 'Boeking 7 is door ons geannuleerd.' }])
      expect(cancelled.issue).toEqual([])
      expect(cancelled.refunds).toEqual([
        { kind: 'add', method: 'ideal', paymentId: 3, amountCents: 50_000, status: 'unsent' },
      ])
      expect(cancelled.refundDueCents).toBe(PRICE - 50_000)
      expect(cancelled.mails.at(-1)).toEqual({ kind: 'invoices', occasion: 'annulering', refundCents: PRICE })
      expect(cancelled.mails).toEqual([
        { kind: 'venue-cancel', mail, reason, refundCents: PRICE },
        { kind: 'invoices', occasion: 'annulering', refundCents: PRICE },
      ])
      expect(cancelled.log.summary).toContain(`${formatEuro(PRICE - 50_000)} zelf terug te betalen`)
      // The aanbetaling too: the voorschotfactuur is credited and its money comes back.
      const withDeposit = depositState({ invoices: [deposit({ paidCents: DEPOSIT })] })
      const depositBack = planned(run(withDeposit, { type: 'venue-cancel', mail, reason }, 'eigenaar'))
      expect(depositBack).toMatchObject({ issue: [], refundDueCents: DEPOSIT })
      // Never without telling the customer why.
      expect(run(paid, { type: 'venue-cancel', mail, reason: ' ' }, 'eigenaar')).toMatchObject({
        kind: 'refused',
        status: 400,
        code: 'venueCancelReason',
      })
      // Only a confirmed booking: a request or an optie the owner ends with Weigeren.
      for (const status of ['aanvraag', 'optie', 'geannuleerd'] as const)
        expect(run(state(status), { type: 'venue-cancel', mail, reason }, 'eigenaar')).toMatchObject({
          kind: 'refused',
          code: 'notAllowed',
        })
    },
  ],
  'bevestigd/cancel/klant': [
    'the customer cancels a month ahead: free, the invoice credited, what was paid due back',
    () => {
      const paid = state('bevestigd', { inviteActive: true }, { invoices: [invoice({ paidCents: 10_000 })] })
      const cancelled = planned(run(paid, { type: 'cancel' }, 'klant'))
      expect(cancelled).toMatchObject({ status: 'geannuleerd', slots: 'free', invite: 'CANCEL', issue: [] })
      expect(cancelled.credit.map((credit) => credit.invoiceId)).toEqual([11])
      expect(cancelled.refundDueCents).toBe(10_000)
      expect(cancelled.mails).toEqual([
        {
          kind: 'customer-cancelled',
          was: 'boeking',
          reason:
            'Je hebt je boeking voor woensdag 10 maart 2027, hele dag (8.30-17.00 uur) 37 dagen van tevoren ' +
            'geannuleerd. Volgens de voorwaarden kost dat niets.',
        },
        { kind: 'venue-cancelled', was: 'boeking', costsCents: 0, refundCents: 10_000 },
        { kind: 'invoices', occasion: 'annulering', refundCents: 10_000 },
      ])
    },
  ],
  'bevestigd/reopen/eigenaar': [
    'back to a request frees the day parts, unless an invoice or invite has to be undone first',
    () => {
      expect(planned(run(state('bevestigd'), { type: 'reopen' }, 'eigenaar'))).toMatchObject({
        status: 'aanvraag',
        slots: 'free',
        notifyWaitingList: true,
      })
      const invoiced = state('bevestigd', {}, { invoices: [invoice()] })
      expect(run(invoiced, { type: 'reopen' }, 'eigenaar')).toMatchObject({ kind: 'refused' })
      expect(run(state('bevestigd', { inviteActive: true }), { type: 'reopen' }, 'eigenaar').kind).toBe('refused')
    },
  ],
  'bevestigd/status/eigenaar': [
    'the dropdown cannot cancel an invoiced booking: that is Annuleren, with the credit note and the mail',
    () => {
      const invoiced = state('bevestigd', {}, { invoices: [invoice()] })
      expect(run(invoiced, { type: 'status', status: 'geannuleerd' }, 'eigenaar')).toEqual({
        kind: 'refused',
        status: 409,
        reason: lifecycleMessages.tellCustomer,
        code: 'tellCustomer',
      })
      expect(run(invoiced, { type: 'status', status: 'bevestigd' }, 'eigenaar').kind).toBe('unchanged')
      expect(run(invoiced, { type: 'status', status: 'optie' }, 'eigenaar')).toMatchObject({
        kind: 'refused',
        reason: lifecycleMessages.optieByButton,
        code: 'optieByButton',
      })
      expect(planned(run(state('bevestigd'), { type: 'status', status: 'aanvraag' }, 'eigenaar')).status).toBe(
        'aanvraag',
      )
    },
  ],
  'bevestigd/invoice/eigenaar': [
    'invoicing later issues the invoice, settled first from money held; never a second one',
    () => {
      const held = planned(run(state('bevestigd', { refundDueCents: 5_000 }), { type: 'invoice' }, 'eigenaar'))
      expect(held.issue.map((draft) => draft.settledCents)).toEqual([5_000])
      expect(held.refundDueCents).toBe(0)
      expect(run(state('bevestigd', {}, { invoices: [invoice()] }), { type: 'invoice' }, 'eigenaar')).toMatchObject({
        kind: 'refused',
      })
    },
  ],
  'bevestigd/people/klant': [
    'fewer people on a paid invoice: credit note, a new invoice paid from the old one, the rest due back',
    () => {
      const paid = state('bevestigd', {}, { invoices: [invoice({ paidCents: PRICE })] })
      const changed = planned(run(paid, { type: 'people', numPeople: { [FAR]: 10 } }, 'klant'))
      expect(changed.numPeople).toEqual({ [FAR]: 10 })
      expect(changed.credit.map((credit) => credit.invoiceId)).toEqual([11])
      expect(changed.issue.map((draft) => draft.settledCents)).toEqual([77_143])
      expect(changed.refundDueCents).toBe(PRICE - 77_143)
      // The invoice mail says it: no separate mail to the customer.
      expect(changed.mails.at(-1)).toMatchObject({ kind: 'invoices', occasion: 'personen' })
      expect(mailKinds(changed)).toEqual(['venue-people', 'invoices'])
    },
  ],
  'bevestigd/people/eigenaar': [
    'the owner changes the people a customer phoned in, also after the customer’s term: invoice replaced',
    () => {
      // Two days ahead: past the customer's three workdays, and the owner's change is still taken.
      const soon = state('bevestigd', { date: '2027-02-03' }, { invoices: [invoice({ paidCents: PRICE })] })
      expect(run(soon, { type: 'people', numPeople: { '2027-02-03': 10 } }, 'klant')).toMatchObject({
        code: 'peopleTooLate',
      })
      const changed = planned(run(soon, { type: 'people', numPeople: { '2027-02-03': 10 } }, 'eigenaar'))
      expect(changed.numPeople).toEqual({ '2027-02-03': 10 })
      expect(changed.credit.map((credit) => credit.invoiceId)).toEqual([11])
      expect(changed.issue).toHaveLength(1)
      // The customer gets the new invoice; the venue, who made the change, no mail about it.
      expect(mailKinds(changed)).toEqual(['invoices'])
      expect(changed.log).toMatchObject({
        action: 'booking.owner-people',
        summary: expect.stringMatching(/^Aantal personen gewijzigd door de eigenaar van 15 naar 10; nieuw totaal/),
        changes: { numPeople: [15, 10] },
      })
      // No daily limit for the owner; the room's limit holds for them too.
      const busy = state('bevestigd', {}, { linkActionsToday: { people: 99, changeRequests: 0, details: 0 } })
      expect(planned(run(busy, { type: 'people', numPeople: { [FAR]: 9 } }, 'eigenaar')).numPeople).toEqual({
        [FAR]: 9,
      })
      expect(run(busy, { type: 'people', numPeople: { [FAR]: 16 } }, 'eigenaar')).toMatchObject({
        kind: 'refused',
        status: 400,
        reason: 'Kies een aantal van 1 tot 15 personen.',
      })
    },
  ],
  'bevestigd/change-request/klant': [
    'a confirmed booking can ask for another day part',
    () => {
      const asked = planned(run(state('bevestigd'), { type: 'change-request', wish: { dayParts: 1 } }, 'klant'))
      expect(asked.status).toBe('bevestigd')
      expect(mailKinds(asked)).toEqual(['change-request'])
    },
  ],
  'bevestigd/invoice-details/klant': [
    'a confirmed booking takes invoice details for its next invoice; the invoice issued stays as it is',
    () => {
      const invoiced = state('bevestigd', {}, { invoices: [invoice()] })
      const given = planned(run(invoiced, { type: 'invoice-details', details: rotterdam }, 'klant'))
      expect(given).toMatchObject({ details: rotterdam, credit: [], issue: [] })
      const cancelled = state('geannuleerd')
      expect(run(cancelled, { type: 'invoice-details', details: rotterdam }, 'klant').kind).toBe('refused')
    },
  ],
  'bevestigd/review-choice/klant': [
    'the customer says no to the review request, and yes again; the log says which, the limit of the link holds',
    () => {
      const no = planned(run(state('bevestigd'), { type: 'review-choice', optOut: true }, 'klant'))
      expect(no).toMatchObject({ reviewOptOut: true, mails: [], log: { action: 'booking.review-choice' } })
      expect(no.log.summary).toBe('De klant wil na de bijeenkomst geen verzoek om een review')
      const again = state('bevestigd', { reviewOptOut: true })
      expect(planned(run(again, { type: 'review-choice', optOut: false }, 'klant')).reviewOptOut).toBe(false)
      expect(run(again, { type: 'review-choice', optOut: true }, 'klant').kind).toBe('unchanged')
      const busy = state('bevestigd', {}, { linkActionsToday: { people: 0, changeRequests: 0, details: 10 } })
      expect(run(busy, { type: 'review-choice', optOut: true }, 'klant')).toMatchObject({ status: 429 })
      expect(run(state('geannuleerd'), { type: 'review-choice', optOut: true }, 'klant').kind).toBe('refused')
    },
  ],
  'aanvraag/review-choice/klant': [
    'a request already takes the answer, for the thank-you after a confirmed meeting',
    () => {
      expect(planned(run(state('aanvraag'), { type: 'review-choice', optOut: true }, 'klant')).reviewOptOut).toBe(true)
    },
  ],
  'optie/review-choice/klant': [
    'an optie takes the answer too',
    () => {
      const held = state('optie', { optieUntil: '2027-02-15' })
      expect(planned(run(held, { type: 'review-choice', optOut: true }, 'klant')).reviewOptOut).toBe(true)
    },
  ],
  'bevestigd/thank/systeem': [
    'the day after the last date, once: thanks with the invoice as it stands, a review asked only with an address',
    () => {
      const review = 'https://g.page/r/voorbeeld/review'
      const paid = state(
        'bevestigd',
        { date: '2027-01-29' },
        { invoices: [invoice({ paidCents: PRICE })], reviewUrl: review },
      )
      const thanked = planned(run(paid, { type: 'thank' }, 'systeem'))
      expect(thanked.mails).toEqual([
        { kind: 'thank-you', reviewUrl: review, invoice: { invoiceId: 11, openCents: 0 } },
      ])
      expect(thanked.notice).toEqual({ entity: 'booking', entityId: 7, kind: 'bedankt' })
      expect(thanked.log).toMatchObject({ action: 'booking.thank-you' })
      // Not on the day itself, and not a week after the day after.
      expect(run(state('bevestigd', { date: '2027-02-01' }), { type: 'thank' }, 'systeem').kind).toBe('refused')
      expect(run(state('bevestigd', { date: '2027-01-24' }), { type: 'thank' }, 'systeem').kind).toBe('refused')
      // Once.
      const sent = { ...paid, noticesSent: ['booking:bedankt'] }
      expect(run(sent, { type: 'thank' }, 'systeem').kind).toBe('unchanged')
      // The customer said no: thanks all the same, without the request.
      const noReview = { ...paid, booking: { ...paid.booking, reviewOptOut: true } }
      expect(planned(run(noReview, { type: 'thank' }, 'systeem')).mails).toEqual([
        { kind: 'thank-you', reviewUrl: null, invoice: { invoiceId: 11, openCents: 0 } },
      ])
      // Counted from the last of several dates; nothing invoiced yet says so.
      const later = state('bevestigd', { date: '2027-01-25', laterDays: [{ ...selection, date: '2027-01-29' }] })
      expect(planned(run(later, { type: 'thank' }, 'systeem')).mails).toEqual([
        { kind: 'thank-you', reviewUrl: null, invoice: null },
      ])
      expect(
        run(
          state('bevestigd', { date: '2027-01-28', laterDays: [{ ...selection, date: '2027-02-01' }] }),
          { type: 'thank' },
          'systeem',
        ).kind,
      ).toBe('refused')
      // Never after a cancellation: the table has no row for it.
      expect(run(state('geannuleerd', { date: '2027-01-29' }), { type: 'thank' }, 'systeem')).toMatchObject({
        kind: 'refused',
      })
    },
  ],
  'bevestigd/reference/klant': [
    'a confirmed booking takes a reference for its next invoice; the invoice issued already stays as it is',
    () => {
      const invoiced = state('bevestigd', {}, { invoices: [invoice()] })
      const given = planned(run(invoiced, { type: 'reference', reference: 'Inkooporder 88' }, 'klant'))
      expect(given).toMatchObject({ reference: 'Inkooporder 88', credit: [], issue: [] })
      expect(run(state('geannuleerd'), { type: 'reference', reference: 'x' }, 'klant').kind).toBe('refused')
    },
  ],
  'bevestigd/remind/systeem': [
    'the week reminder goes once, and not to a booking confirmed after its window opened',
    () => {
      const soon = state('bevestigd', { date: '2027-02-05' })
      const reminded = planned(run(soon, { type: 'remind', kind: 'week' }, 'systeem'))
      expect(reminded.notice).toEqual({ entity: 'booking', entityId: 7, kind: 'week' })
      expect(mailKinds(reminded)).toEqual(['reminder'])
      expect(run(soon, { type: 'remind', kind: '48u' }, 'systeem').kind).toBe('refused')
      const sent = state('bevestigd', { date: '2027-02-05' }, { noticesSent: ['booking:week'] })
      expect(run(sent, { type: 'remind', kind: 'week' }, 'systeem').kind).toBe('unchanged')
      const late = state('bevestigd', { date: '2027-02-05', statusChangedAt: now - 60_000 })
      expect(run(late, { type: 'remind', kind: 'week' }, 'systeem').kind).toBe('refused')
    },
  ],
  'bevestigd/credit/eigenaar': [
    'a credit note moves what was paid to the refund due; an invoice is credited once',
    () => {
      const paid = state('bevestigd', {}, { invoices: [invoice({ paidCents: 30_000 })] })
      const credited = planned(run(paid, { type: 'credit', invoiceId: 11 }, 'eigenaar'))
      expect(credited).toMatchObject({ status: 'bevestigd', issue: [], refundDueCents: 30_000 })
      // The customer gets the credit note as a correction, not as a change of the booking.
      expect(credited.mails).toEqual([{ kind: 'invoices', occasion: 'correctie', refundCents: 30_000 }])
      const again = state('bevestigd', {}, { invoices: [invoice({ credited: true })] })
      expect(run(again, { type: 'credit', invoiceId: 11 }, 'eigenaar')).toMatchObject({
        kind: 'refused',
        reason: lifecycleMessages.notCreditable,
        code: 'notCreditable',
      })
      expect(run(paid, { type: 'credit', invoiceId: 99 }, 'eigenaar')).toMatchObject({ kind: 'refused', status: 404 })
    },
  ],
  'bevestigd/refund/eigenaar': [
    'a refund lowers what is due back',
    () => {
      const held = state('bevestigd', { refundDueCents: 1_000 })
      expect(planned(run(held, { type: 'refund', amountCents: 1_000 }, 'eigenaar')).refundDueCents).toBe(0)
    },
  ],
  'bevestigd/refund-ideal/eigenaar': [
    'a double click: the second finds nothing left to pay back',
    () => {
      const idealPayments = [{ id: 1, amountCents: PRICE, refundableCents: 1_000 }]
      const after = state('bevestigd', { refundDueCents: 0 }, { idealPayments })
      expect(run(after, { type: 'refund-ideal' }, 'eigenaar')).toMatchObject({ kind: 'refused', status: 409 })
    },
  ],
  'bevestigd/refund-result/systeem': [
    'a failed refund settles the current invoice first, as money paid would; the rest is due back',
    () => {
      const refunds = [{ id: 5, method: 'ideal', paymentId: 1, amountCents: 10_000, status: 'processing' } as const]
      const open = invoice({ paidCents: PRICE - 4_000 })
      const sent = state('bevestigd', {}, { refunds, invoices: [open] })
      const failed = planned(run(sent, { type: 'refund-result', refundId: 5, status: 'failed' }, 'systeem'))
      expect(failed).toMatchObject({ paid: { invoiceId: 11, cents: 4_000 }, refundDueCents: 6_000 })
      expect(failed.log.summary).toContain(`${formatEuro(4_000)} verrekend met de openstaande factuur`)
    },
  ],
  'bevestigd/payment/systeem': [
    'an iDEAL payment pays the invoice it was made for, once',
    () => {
      const open = state('bevestigd', {}, { invoices: [invoice()] })
      const event = { type: 'payment', invoiceId: 11, amountCents: PRICE, method: 'ideal' } as const
      const paid = planned(run(open, event, 'systeem'))
      expect(paid.paid).toEqual({ invoiceId: 11, cents: PRICE })
      expect(paid.refundDueCents).toBe(0)
      expect(paid.mails).toEqual([
        { kind: 'receipt', paidForId: 11, amountCents: PRICE, appliedToId: 11, refundCents: 0 },
      ])
      expect(run({ ...open, paymentCounted: true }, event, 'systeem').kind).toBe('unchanged')
    },
  ],
  'bevestigd/payment/eigenaar': [
    'a bank transfer pays part; more than is open becomes refund due and the owner is told',
    () => {
      const open = state('bevestigd', {}, { invoices: [invoice({ paidCents: 90_000 })] })
      const event = { type: 'payment', invoiceId: 11, amountCents: 10_000, method: 'overboeking' } as const
      const paid = planned(run(open, event, 'eigenaar'))
      expect(paid.paid).toEqual({ invoiceId: 11, cents: PRICE - 90_000 })
      expect(paid.refundDueCents).toBe(10_000 - (PRICE - 90_000))
      expect(mailKinds(paid)).toEqual(['receipt', 'venue-refund-due'])
    },
  ],
  'bevestigd/remind-unpaid/systeem': [
    'an open invoice past its term is reminded once; a paid one is not',
    () => {
      const overdue = state('bevestigd', {}, { invoices: [invoice({ dueOn: '2027-01-31' })] })
      const reminded = planned(run(overdue, { type: 'remind-unpaid', invoiceId: 11 }, 'systeem'))
      expect(reminded.notice).toEqual({ entity: 'invoice', entityId: 11, kind: 'herinnering' })
      const paid = state('bevestigd', {}, { invoices: [invoice({ dueOn: '2027-01-31', paidCents: PRICE })] })
      expect(run(paid, { type: 'remind-unpaid', invoiceId: 11 }, 'systeem').kind).toBe('refused')
      const sent = { ...overdue, noticesSent: ['invoice:11:herinnering'] }
      expect(run(sent, { type: 'remind-unpaid', invoiceId: 11 }, 'systeem').kind).toBe('unchanged')
    },
  ],
  'bevestigd/final-invoice/systeem': [
    'on its day the eindfactuur credits the voorschotfactuur and asks the rest; not before, nor twice',
    () => {
      const paid = depositState({ invoices: [deposit({ paidCents: DEPOSIT })] })
      const onTheDay = winter(`${FINAL_DAY}T06:00`)
      const final = planned(run(paid, { type: 'final-invoice' }, 'systeem', onTheDay))
      expect(final.credit).toEqual([{ invoiceId: 11, reason: 'Verrekend met de eindfactuur van boeking 7.' }])
      expect(final.issue).toHaveLength(1)
      expect(final.issue[0]).toMatchObject({ stage: 'eind', settledCents: DEPOSIT })
      expect(final.issue[0]?.lines).toEqual(calculatePrice(selection, firstPriceList).items)
      expect(final).toMatchObject({ status: 'bevestigd', refundDueCents: 0, slots: 'keep', invite: null })
      expect(final.log.action).toBe('invoice.final')
      const dayBefore = winter(`${addDays(FINAL_DAY, -1)}T12:00`)
      expect(run(paid, { type: 'final-invoice' }, 'systeem', dayBefore)).toMatchObject({ kind: 'refused' })
      // After it the current invoice is the eindfactuur: nothing more to do.
      const done = depositState({
        invoices: [deposit({ credited: true }), invoice({ id: 13, stage: 'eind', paidCents: DEPOSIT })],
      })
      expect(run(done, { type: 'final-invoice' }, 'systeem', onTheDay)).toMatchObject({ kind: 'refused' })
      // An unpaid aanbetaling is credited too: the eindfactuur asks the whole price.
      const unpaid = planned(
        run(depositState({ invoices: [deposit()] }), { type: 'final-invoice' }, 'systeem', onTheDay),
      )
      expect(unpaid.issue[0]?.settledCents).toBe(0)
    },
  ],
  'bevestigd/remind-deposit/systeem': [
    'the customer is reminded of an open aanbetaling once, in the three days before it is due',
    () => {
      const open = depositState({ invoices: [deposit()] })
      const early = winter('2027-02-11T09:00')
      expect(run(open, { type: 'remind-deposit', invoiceId: 11 }, 'systeem', early).kind).toBe('refused')
      const due = winter('2027-02-12T09:00')
      const reminded = planned(run(open, { type: 'remind-deposit', invoiceId: 11 }, 'systeem', due))
      expect(reminded.mails).toEqual([{ kind: 'deposit-reminder', invoiceId: 11 }])
      expect(reminded.notice).toEqual({ entity: 'invoice', entityId: 11, kind: 'aanbetaling' })
      const sent = depositState({ invoices: [deposit()], noticesSent: ['invoice:11:aanbetaling'] })
      expect(run(sent, { type: 'remind-deposit', invoiceId: 11 }, 'systeem', due).kind).toBe('unchanged')
      const paid = depositState({ invoices: [deposit({ paidCents: DEPOSIT })] })
      expect(run(paid, { type: 'remind-deposit', invoiceId: 11 }, 'systeem', due).kind).toBe('refused')
      const late = winter('2027-02-16T09:00')
      expect(run(open, { type: 'remind-deposit', invoiceId: 11 }, 'systeem', late).kind).toBe('refused')
    },
  ],
  'bevestigd/deposit-overdue/systeem': [
    'an aanbetaling past its due date is the owner’s to follow up: they are told once, nothing is cancelled',
    () => {
      const open = depositState({ invoices: [deposit()] })
      const onDue = winter('2027-02-15T20:00')
      expect(run(open, { type: 'deposit-overdue', invoiceId: 11 }, 'systeem', onDue).kind).toBe('refused')
      const late = winter('2027-02-16T09:00')
      const told = planned(run(open, { type: 'deposit-overdue', invoiceId: 11 }, 'systeem', late))
      expect(told).toMatchObject({ status: 'bevestigd', slots: 'keep', credit: [], issue: [] })
      expect(told.mails).toEqual([{ kind: 'venue-deposit-overdue', invoiceId: 11 }])
      expect(told.notice).toEqual({ entity: 'invoice', entityId: 11, kind: 'aanbetaling-te-laat' })
      const sent = depositState({ invoices: [deposit()], noticesSent: ['invoice:11:aanbetaling-te-laat'] })
      expect(run(sent, { type: 'deposit-overdue', invoiceId: 11 }, 'systeem', late).kind).toBe('unchanged')
      // The customer's overdue reminder is not for an aanbetaling.
      expect(run(open, { type: 'remind-unpaid', invoiceId: 11 }, 'systeem', late).kind).toBe('refused')
    },
  ],
  'geannuleerd/confirm/eigenaar': [
    'confirming a cancelled booking again credits its costs and invoices it anew, paid from the costs already paid',
    () => {
      const costs = invoice({ id: 13, number: '2027-0003', totalCents: HALF_ROOM, paidCents: HALF_ROOM })
      const cancelled = state('geannuleerd', {}, { invoices: [invoice({ credited: true }), costs] })
      const again = planned(run(cancelled, { type: 'confirm', mail, invoice: true }, 'eigenaar'))
      expect(again.credit.map((credit) => credit.invoiceId)).toEqual([13])
      expect(again.issue.map((draft) => draft.settledCents)).toEqual([HALF_ROOM])
      expect(again).toMatchObject({ status: 'bevestigd', slots: 'hold', invite: 'REQUEST', refundDueCents: 0 })
      expect(run(cancelled, { type: 'confirm', invoice: false }, 'eigenaar')).toMatchObject({
        kind: 'refused',
        reason: lifecycleMessages.costsOpen,
        code: 'costsOpen',
      })
    },
  ],
  'bevestigd/accept/klant': [
    'taking an optie that is a booking already changes nothing',
    () => {
      expect(run(state('bevestigd'), { type: 'accept' }, 'klant')).toEqual({
        kind: 'unchanged',
        reason: lifecycleMessages.optieAccepted,
      })
    },
  ],
  'geannuleerd/accept/klant': [
    'an optie that ended cannot be taken any more',
    () => {
      expect(run(state('geannuleerd', { optieUntil: null }), { type: 'accept' }, 'klant')).toEqual({
        kind: 'refused',
        status: 409,
        reason: lifecycleMessages.optieLapsed,
        code: 'optieLapsed',
      })
    },
  ],
  'geannuleerd/reopen/eigenaar': [
    'a cancelled booking without costs goes back to a request; one with costs must be confirmed again',
    () => {
      expect(planned(run(state('geannuleerd'), { type: 'reopen' }, 'eigenaar'))).toMatchObject({
        status: 'aanvraag',
        notifyWaitingList: false,
      })
      const costs = state('geannuleerd', {}, { invoices: [invoice({ totalCents: HALF_ROOM })] })
      expect(run(costs, { type: 'reopen' }, 'eigenaar').kind).toBe('refused')
    },
  ],
  'geannuleerd/status/eigenaar': [
    'the dropdown confirms a cancelled booking without costs silently, and leaves geannuleerd as it is',
    () => {
      expect(planned(run(state('geannuleerd'), { type: 'status', status: 'bevestigd' }, 'eigenaar'))).toMatchObject({
        status: 'bevestigd',
        slots: 'hold',
        issue: [],
      })
      expect(run(state('geannuleerd'), { type: 'status', status: 'geannuleerd' }, 'eigenaar').kind).toBe('unchanged')
    },
  ],
  'geannuleerd/cancel/klant': [
    'cancelling a cancelled booking changes nothing',
    () => {
      expect(run(state('geannuleerd'), { type: 'cancel' }, 'klant')).toEqual({
        kind: 'unchanged',
        reason: lifecycleMessages.alreadyCancelled,
      })
    },
  ],
  'aanvraag/diet/klant': [
    'a request takes dietary needs until its people-change term, the venue told; the same needs are no change',
    () => {
      const changed = planned(run(state('aanvraag'), dietOn(FAR, vegetarians(3)), 'klant'))
      expect(changed.diet).toEqual({ [FAR]: vegetarians(3) })
      expect(changed).toMatchObject({ status: 'aanvraag', slots: 'keep', credit: [], issue: [] })
      expect(changed.mails).toEqual([
        { kind: 'venue-diet', summary: 'Dieetwensen gewijzigd door de klant: 3 vegetarisch (was: geen).' },
      ])
      expect(changed.log.action).toBe('booking.customer-diet')
      const withDiet = state('aanvraag', { selection: { ...selection, diet: vegetarians(3) } })
      expect(run(withDiet, dietOn(FAR, vegetarians(3)), 'klant')).toEqual({
        kind: 'unchanged',
        reason: lifecycleMessages.sameDiet,
      })
      const tooLate = state('aanvraag', { date: '2027-02-03' })
      expect(run(tooLate, dietOn('2027-02-03', vegetarians(3)), 'klant')).toMatchObject({
        kind: 'refused',
        reason: lifecycleMessages.dietTooLate(3),
        code: 'dietTooLate',
      })
      // More of a diet than people is refused, naming the counts.
      expect(run(state('aanvraag'), dietOn(FAR, vegetarians(16)), 'klant')).toMatchObject({
        kind: 'refused',
        status: 400,
      })
      const busy = state('aanvraag', {}, { linkActionsToday: { people: 0, changeRequests: 0, details: 10 } })
      expect(run(busy, dietOn(FAR, vegetarians(3)), 'klant')).toMatchObject({ status: 429 })
    },
  ],
  'aanvraag/diet/eigenaar': [
    'the owner sets a request’s dietary needs, also after the customer’s term, and the customer is mailed',
    () => {
      const tooLate = state('aanvraag', { date: '2027-02-03' })
      const changed = planned(run(tooLate, dietOn('2027-02-03', vegetarians(2)), 'eigenaar'))
      expect(changed.diet).toEqual({ '2027-02-03': vegetarians(2) })
      expect(changed.mails).toEqual([{ kind: 'diet-changed', what: 'aanvraag' }])
      expect(changed.log).toMatchObject({
        action: 'booking.owner-diet',
        summary: 'Dieetwensen gewijzigd door de eigenaar: 2 vegetarisch (was: geen)',
      })
    },
  ],
  'optie/diet/klant': [
    'an optie’s dietary needs change per date, each until its own term; a later date too close is refused',
    () => {
      const later = { ...selection, date: '2027-03-11', diet: noDiet }
      const held = state('optie', { optieUntil: UNTIL, laterDays: [later] })
      const changed = planned(run(held, dietOn('2027-03-11', halal(2)), 'klant'))
      expect(changed.diet).toEqual({ '2027-03-11': halal(2) })
      expect(changed).toMatchObject({ status: 'optie', slots: 'keep' })
      expect(mailKinds(changed)).toEqual(['venue-diet'])
      const soon = state('optie', {
        optieUntil: UNTIL,
        date: '2027-02-02',
        laterDays: [{ ...selection, date: '2027-02-03' }],
      })
      expect(run(soon, dietOn('2027-02-03', halal(2)), 'klant')).toMatchObject({
        reason: lifecycleMessages.dietTooLateOn(['2027-02-03'], 3),
        code: 'dietTooLate',
      })
    },
  ],
  'optie/diet/eigenaar': [
    'the owner changes an optie’s dietary needs; the customer is told it is an optie',
    () => {
      const changed = planned(run(state('optie', { optieUntil: UNTIL }), dietOn(FAR, halal(1)), 'eigenaar'))
      expect(changed.mails).toEqual([{ kind: 'diet-changed', what: 'optie' }])
    },
  ],
  'bevestigd/diet/klant': [
    'a booking’s dietary needs change without a new price or invoice: the lunch costs the same',
    () => {
      const paid = state('bevestigd', {}, { invoices: [invoice({ paidCents: PRICE })] })
      const changed = planned(run(paid, dietOn(FAR, { counts: { glutenvrij: 1 }, note: 'Geen selderij' }), 'klant'))
      expect(changed).toMatchObject({ status: 'bevestigd', credit: [], issue: [], refundDueCents: 0 })
      expect(changed.mails).toEqual([
        {
          kind: 'venue-diet',
          summary: 'Dieetwensen gewijzigd door de klant: 1 glutenvrij; Geen selderij (was: geen).',
        },
      ])
      expect(changed.numPeople).toBeUndefined()
    },
  ],
  'bevestigd/diet/eigenaar': [
    'the owner changes a booking’s dietary needs a day before: the customer is mailed',
    () => {
      const tomorrow = state('bevestigd', { date: '2027-02-02' })
      expect(run(tomorrow, dietOn('2027-02-02', vegetarians(1)), 'klant')).toMatchObject({ code: 'dietTooLate' })
      const changed = planned(run(tomorrow, dietOn('2027-02-02', vegetarians(1)), 'eigenaar'))
      expect(changed.mails).toEqual([{ kind: 'diet-changed', what: 'boeking' }])
      expect(changed.diet).toEqual({ '2027-02-02': vegetarians(1) })
    },
  ],
  'geannuleerd/diet/klant': [
    'a cancelled booking takes no other dietary needs',
    () => {
      expect(run(state('geannuleerd'), dietOn(FAR, vegetarians(1)), 'klant')).toMatchObject({
        kind: 'refused',
        code: 'cancelledNoChange',
      })
    },
  ],
  'geannuleerd/diet/eigenaar': [
    'a cancelled booking takes no other dietary needs from the owner either',
    () => {
      expect(run(state('geannuleerd'), dietOn(FAR, vegetarians(1)), 'eigenaar')).toMatchObject({
        kind: 'refused',
        code: 'cancelledNoChange',
      })
    },
  ],
  'geannuleerd/people/eigenaar': [
    'a cancelled booking takes no other number of people from the owner either',
    () => {
      expect(run(state('geannuleerd'), { type: 'people', numPeople: { [FAR]: 9 } }, 'eigenaar')).toMatchObject({
        kind: 'refused',
        code: 'cancelledNoChange',
      })
    },
  ],
  'geannuleerd/people/klant': [
    'a cancelled booking takes no other number of people',
    () => {
      expect(run(state('geannuleerd'), { type: 'people', numPeople: { [FAR]: 9 } }, 'klant')).toMatchObject({
        kind: 'refused',
        reason: lifecycleMessages.cancelledNoChange,
        code: 'cancelledNoChange',
      })
    },
  ],
  'geannuleerd/change-request/klant': [
    'a cancelled booking takes no change request',
    () => {
      expect(run(state('geannuleerd'), { type: 'change-request', wish: { note: 'x' } }, 'klant')).toMatchObject({
        kind: 'refused',
        reason: lifecycleMessages.cancelledNoChange,
        code: 'cancelledNoChange',
      })
    },
  ],
  'geannuleerd/credit/eigenaar': [
    'the owner can credit the costs invoice; what was paid on it is due back',
    () => {
      const costs = state('geannuleerd', {}, { invoices: [invoice({ totalCents: HALF_ROOM, paidCents: 5_000 })] })
      expect(planned(run(costs, { type: 'credit', invoiceId: 11 }, 'eigenaar')).refundDueCents).toBe(5_000)
    },
  ],
  'geannuleerd/refund/eigenaar': [
    'a refund after a cancellation lowers what is due back',
    () => {
      const held = state('geannuleerd', { refundDueCents: 76_994 })
      expect(planned(run(held, { type: 'refund', amountCents: 76_994 }, 'eigenaar')).refundDueCents).toBe(0)
    },
  ],
  'geannuleerd/refund-ideal/eigenaar': [
    'after a cancellation the whole refund due goes back by iDEAL',
    () => {
      const idealPayments = [{ id: 1, amountCents: PRICE, refundableCents: PRICE }]
      const held = state('geannuleerd', { refundDueCents: PRICE - HALF_ROOM }, { idealPayments })
      const asked = planned(run(held, { type: 'refund-ideal' }, 'eigenaar'))
      expect(asked).toMatchObject({ status: 'geannuleerd', refundDueCents: 0 })
      expect(asked.refunds?.[0]).toMatchObject({ paymentId: 1, amountCents: PRICE - HALF_ROOM })
    },
  ],
  'geannuleerd/refund-result/systeem': [
    'a refund after a cancellation is back: the customer is told',
    () => {
      const refunds = [{ id: 5, method: 'ideal', paymentId: 1, amountCents: 2_500, status: 'queued' } as const]
      const sent = state('geannuleerd', {}, { refunds })
      const back = planned(run(sent, { type: 'refund-result', refundId: 5, status: 'refunded' }, 'systeem'))
      expect(back.log.summary).toBe(`${formatEuro(2_500)} teruggestort via iDEAL`)
      // Only an iDEAL refund has a last word from Mollie.
      const byHand = state('geannuleerd', {}, { refunds: [{ ...refunds[0], method: 'overboeking' }] })
      expect(run(byHand, { type: 'refund-result', refundId: 5, status: 'failed' }, 'systeem').kind).toBe('refused')
    },
  ],
  'geannuleerd/payment/systeem': [
    'a payment that completes after the credit note goes to the costs; the rest is due back and the owner told',
    () => {
      const costs = invoice({ id: 13, number: '2027-0003', totalCents: HALF_ROOM })
      const cancelled = state('geannuleerd', {}, { invoices: [invoice({ credited: true }), costs] })
      const event = { type: 'payment', invoiceId: 11, amountCents: PRICE, method: 'ideal' } as const
      const late = planned(run(cancelled, event, 'systeem'))
      expect(late.paid).toEqual({ invoiceId: 13, cents: HALF_ROOM })
      expect(late.refundDueCents).toBe(PRICE - HALF_ROOM)
      expect(late.mails[0]).toEqual({
        kind: 'receipt',
        paidForId: 11,
        amountCents: PRICE,
        appliedToId: 13,
        refundCents: PRICE - HALF_ROOM,
      })
      expect(mailKinds(late)).toEqual(['receipt', 'venue-refund-due'])
      expect(late.log.summary).toContain('verrekend met factuur 2027-0003')
    },
  ],
  'geannuleerd/payment/eigenaar': [
    'a transfer for a booking cancelled free of charge is all due back',
    () => {
      const cancelled = state('geannuleerd', {}, { invoices: [invoice({ credited: true })] })
      const event = { type: 'payment', invoiceId: 11, amountCents: PRICE, method: 'overboeking' } as const
      const paid = planned(run(cancelled, event, 'eigenaar'))
      expect(paid.paid).toBeUndefined()
      expect(paid.refundDueCents).toBe(PRICE)
    },
  ],
  'geannuleerd/remind-unpaid/systeem': [
    'unpaid cancellation costs are reminded; a credited invoice never',
    () => {
      const costs = invoice({ id: 13, totalCents: HALF_ROOM, dueOn: '2027-01-20' })
      const cancelled = state(
        'geannuleerd',
        {},
        { invoices: [invoice({ credited: true, dueOn: '2027-01-20' }), costs] },
      )
      expect(planned(run(cancelled, { type: 'remind-unpaid', invoiceId: 13 }, 'systeem')).mails).toEqual([
        { kind: 'unpaid-reminder', invoiceId: 13 },
      ])
      expect(run(cancelled, { type: 'remind-unpaid', invoiceId: 11 }, 'systeem').kind).toBe('refused')
    },
  ],
}

for (const [row, [name, check]] of Object.entries(rowTests)) test(`${row}: ${name}`, check)

test('a public holiday the owner has closed is never held: no confirmation, no optie', () => {
  // Koningsdag 2027, closed after the request came in.
  const kingsDay = state('aanvraag', { date: '2027-04-27' }, { closedHolidays: ['koningsdag'] })
  for (const event of [
    { type: 'confirm', mail, invoice: true },
    { type: 'confirm', invoice: false },
    { type: 'optie', mail },
    { type: 'status', status: 'bevestigd' },
  ] satisfies LifecycleEvent[])
    expect(run(kingsDay, event, 'eigenaar')).toEqual({
      kind: 'refused',
      status: 409,
      reason: lifecycleMessages.holidayClosed('Koningsdag'),
    })
  const open = state('aanvraag', { date: '2027-04-27' })
  expect(planned(run(open, { type: 'confirm', mail, invoice: true }, 'eigenaar')).slots).toBe('hold')
  const twoDates = state(
    'aanvraag',
    { date: '2027-04-26', laterDays: [{ date: '2027-04-27', ...selection }] },
    { closedHolidays: ['koningsdag'] },
  )
  expect(run(twoDates, { type: 'confirm', mail, invoice: true }, 'eigenaar')).toMatchObject({
    kind: 'refused',
    reason: lifecycleMessages.holidayClosedOn(['2027-04-27']),
  })
})

test('no invoice without the customer’s address: confirming, invoicing and taking an optie wait for it', () => {
  const noAddress = { invoiceAddress: false }
  expect(run(state('aanvraag', noAddress), { type: 'confirm', mail, invoice: true }, 'eigenaar')).toEqual({
    kind: 'refused',
    status: 409,
    reason: lifecycleMessages.noInvoiceAddress,
    code: 'noInvoiceAddress',
  })
  // Without an invoice the owner may confirm, and invoice once the address is there.
  expect(
    planned(run(state('aanvraag', noAddress), { type: 'confirm', mail, invoice: false }, 'eigenaar')).issue,
  ).toEqual([])
  expect(run(state('bevestigd', noAddress), { type: 'invoice' }, 'eigenaar')).toMatchObject({
    reason: lifecycleMessages.noInvoiceAddress,
  })
  const optie = state('optie', { ...noAddress, optieUntil: '2027-02-20' })
  expect(run(optie, { type: 'accept' }, 'klant')).toMatchObject({
    reason: lifecycleMessages.customerNoInvoiceAddress,
  })
  // Cancelling is never held up: the costs go unbilled, and the log says so.
  const late = planned(run(state('bevestigd', { ...noAddress, date: '2027-02-02' }), { type: 'cancel' }, 'klant'))
  expect(late).toMatchObject({ status: 'geannuleerd', issue: [] })
  expect(late.log.summary).toContain('niet gefactureerd: er is geen factuuradres')
})

test('with the owner’s setting on, what is due back and came by iDEAL goes back through Mollie at once', () => {
  const idealPayments = [{ id: 3, amountCents: PRICE, refundableCents: PRICE }]
  const paid = { invoices: [invoice({ paidCents: PRICE })], idealPayments }
  // The customer cancels half the room's distance ahead: the rest is paid back at once.
  const cancelled = planned(
    run(state('bevestigd', { date: NEAR }, { ...paid, autoRefund: true }), { type: 'cancel' }, 'klant'),
  )
  expect(cancelled.refundDueCents).toBe(0)
  expect(cancelled.refunds).toEqual([
    { kind: 'add', method: 'ideal', paymentId: 3, amountCents: PRICE - HALF_ROOM, status: 'unsent' },
  ])
  // The invoice mail says what comes back, whichever way it goes.
  expect(cancelled.mails.at(-1)).toEqual({ kind: 'invoices', occasion: 'annulering', refundCents: PRICE - HALF_ROOM })
  expect(cancelled.log.summary).toContain(`${formatEuro(PRICE - HALF_ROOM)} automatisch terugbetalen via iDEAL`)
  expect(cancelled.mails.find((intent) => intent.kind === 'venue-cancelled')).toMatchObject({ refundCents: 0 })
  // Off, the same event leaves it due, for the owner's click.
  const byHand = planned(run(state('bevestigd', { date: NEAR }, paid), { type: 'cancel' }, 'klant'))
  expect(byHand.refundDueCents).toBe(PRICE - HALF_ROOM)
  expect(byHand.refunds).toBeUndefined()
  expect(byHand.mails.at(-1)).toMatchObject({ kind: 'invoices', refundCents: PRICE - HALF_ROOM })

  // A late iDEAL payment for a credited invoice goes back on itself; the owner has nothing to do.
  const reopened = state('aanvraag', {}, { invoices: [invoice({ credited: true })], autoRefund: true })
  const late = { type: 'payment', invoiceId: 11, amountCents: PRICE, method: 'ideal' } as const
  const back = planned(run({ ...reopened, incomingIdealPaymentId: 8 }, late, 'systeem'))
  expect(back).toMatchObject({ refundDueCents: 0, refunds: [{ paymentId: 8, amountCents: PRICE }] })
  expect(mailKinds(back)).toEqual(['receipt'])
  // A transfer cannot go back through Mollie: it stays due, and the owner is told.
  const transfer = planned(run(reopened, { ...late, method: 'overboeking' }, 'eigenaar'))
  expect(transfer.refundDueCents).toBe(PRICE)
  expect(transfer.refunds).toBeUndefined()

  // After a refund failed, the money stays due: the owner decides what next.
  const refunds = [{ id: 5, method: 'ideal', paymentId: 3, amountCents: 2_500, status: 'pending' } as const]
  const failedState = state('geannuleerd', {}, { idealPayments, refunds, autoRefund: true })
  const failed = planned(run(failedState, { type: 'refund-result', refundId: 5, status: 'failed' }, 'systeem'))
  expect(failed).toMatchObject({ refundDueCents: 2_500, refunds: [{ kind: 'settle' }] })
  // Nor does the next plan send it again: the setting pays back only what a plan makes due.
  const paidAgain = { invoices: [invoice({ paidCents: 1_000 })], idealPayments, autoRefund: true }
  const next = planned(
    run(state('bevestigd', { refundDueCents: 2_500 }, paidAgain), { type: 'credit', invoiceId: 11 }, 'eigenaar'),
  )
  expect(next.refunds?.[0]).toMatchObject({ paymentId: 3, amountCents: 1_000 })
  expect(next.refundDueCents).toBe(2_500)
})

test('with an aanbetaling, confirming issues the voorschotfactuur; a booking too near gets one invoice', () => {
  const request = state('aanvraag', { date: DEPOSIT_DATE, selection: depositSelection })
  for (const event of [{ type: 'confirm', mail, invoice: true }, { type: 'invoice' }] satisfies LifecycleEvent[]) {
    const from =
      event.type === 'invoice' ? { ...request, booking: { ...request.booking, status: 'bevestigd' as const } } : request
    const confirmed = planned(run(from, event, 'eigenaar'))
    expect(confirmed.issue).toHaveLength(1)
    expect(confirmed.issue[0]).toMatchObject({ stage: 'voorschot', dueOn: '2027-02-15', settledCents: 0 })
    expect(confirmed.issue[0]?.lines.map((line) => line.description)).toEqual([
      'Aanbetaling 30 % op zaalhuur',
      'Aanbetaling 30 % op luxe arrangement en luxe lunch',
    ])
    expect(confirmed.issue[0]?.note).toContain('Het restant volgt op de eindfactuur van 7 juni 2027.')
    expect(linesTotalCents(confirmed.issue[0]?.lines ?? [])).toBe(DEPOSIT)
  }
  // The optie the customer accepts is confirmed the same way.
  const optie = state('optie', { date: DEPOSIT_DATE, selection: depositSelection, optieUntil: '2027-02-10' })
  expect(planned(run(optie, { type: 'accept' }, 'klant')).issue[0]?.stage).toBe('voorschot')
  // 37 days ahead, the eindfactuur's day (10 February) comes before the aanbetaling's due date (15 February).
  const near = state('aanvraag', { date: FAR, selection: depositSelection })
  const one = planned(run(near, { type: 'confirm', mail, invoice: true }, 'eigenaar'))
  expect(one.issue[0]?.stage).toBeUndefined()
  expect(one.issue[0]?.dueOn).toBeUndefined()
})

test('before the eindfactuur a people change keeps the aanbetaling; a cancellation credits it', () => {
  const paid = depositState({ invoices: [deposit({ paidCents: DEPOSIT })] })
  const fewer = planned(run(paid, { type: 'people', numPeople: { [DEPOSIT_DATE]: 10 } }, 'klant'))
  expect(fewer.credit).toEqual([])
  expect(fewer.issue).toEqual([])
  expect(mailKinds(fewer)).toEqual(['venue-people', 'people-changed'])
  const cancelled = planned(run(paid, { type: 'cancel' }, 'klant'))
  expect(cancelled.credit.map((credit) => credit.invoiceId)).toEqual([11])
  // 155 days ahead: free, so the whole aanbetaling is due back.
  expect(cancelled).toMatchObject({ status: 'geannuleerd', issue: [], refundDueCents: DEPOSIT })
})

test('every row of the table has its own test, and no test names a row the table lacks', () => {
  expect(Object.keys(rowTests).sort()).toEqual([...lifecycleRows].sort())
})

test('fewer people than a date’s dietary counts is refused, naming the date: the needs change first', () => {
  const withDiet = state('bevestigd', { selection: { ...selection, diet: vegetarians(12) } })
  expect(run(withDiet, { type: 'people', numPeople: { [FAR]: 10 } }, 'klant')).toEqual({
    kind: 'refused',
    status: 400,
    reason: dietMessages.overPeopleOn(FAR, 'vegetarisch', 12, 10),
  })
  expect(planned(run(withDiet, { type: 'people', numPeople: { [FAR]: 12 } }, 'eigenaar')).numPeople).toEqual({
    [FAR]: 12,
  })
})

test('what the table has no row for is refused with the Dutch reason, and changes nothing', () => {
  for (const [given, event, actor] of [
    [state('aanvraag'), { type: 'invoice' }, 'eigenaar'],
    [state('bevestigd'), { type: 'confirm', mail, invoice: true }, 'eigenaar'],
    [state('bevestigd'), { type: 'reject', mail }, 'eigenaar'],
    [state('geannuleerd'), { type: 'cancel', mail }, 'eigenaar'],
    [state('bevestigd'), { type: 'payment', invoiceId: 11, amountCents: 1, method: 'ideal' }, 'klant'],
    [state('bevestigd'), { type: 'expire' }, 'systeem'],
    [state('aanvraag'), { type: 'remind', kind: 'week' }, 'systeem'],
    [state('aanvraag'), { type: 'accept' }, 'klant'],
    [state('aanvraag'), { type: 'extend', until: UNTIL }, 'eigenaar'],
    [state('aanvraag'), { type: 'remind-optie' }, 'systeem'],
    [state('optie', { optieUntil: UNTIL }), { type: 'optie', mail }, 'eigenaar'],
    [state('optie', { optieUntil: UNTIL }), { type: 'cancel', mail }, 'eigenaar'],
    [state('optie', { optieUntil: UNTIL }), { type: 'invoice' }, 'eigenaar'],
    [state('optie', { optieUntil: UNTIL }), { type: 'accept' }, 'eigenaar'],
    [state('optie', { optieUntil: UNTIL }), { type: 'remind', kind: 'week' }, 'systeem'],
    [state('bevestigd'), { type: 'optie', mail }, 'eigenaar'],
    [state('bevestigd'), { type: 'extend', until: UNTIL }, 'eigenaar'],
    [state('geannuleerd'), { type: 'optie', mail }, 'eigenaar'],
  ] as const)
    expect(run(given, event, actor)).toEqual({
      kind: 'refused',
      status: 409,
      reason: lifecycleMessages.notAllowed,
      code: 'notAllowed',
    })
})

test('at any moment an optie can either be taken or expire, never both and never neither', () => {
  // The last day ends at midnight in Amsterdam: in winter, and on both daylight-saving switch days.
  for (const [until, date, midnight] of [
    [UNTIL, FAR, '2027-02-15T23:00:00Z'],
    ['2027-03-28', '2027-04-20', '2027-03-28T22:00:00Z'],
    ['2027-10-31', '2027-11-20', '2027-10-31T23:00:00Z'],
  ] as const) {
    const held = state('optie', { date, optieUntil: until })
    const boundary = Date.parse(midnight)
    const hour = 3_600_000
    const moments = [boundary - 1, boundary]
    for (let hours = -48; hours <= 48; hours += 1) moments.push(boundary + hours * hour)
    for (const at of moments) {
      const accepted = run(held, { type: 'accept' }, 'klant', at).kind === 'plan'
      const expired = run(held, { type: 'expire' }, 'systeem', at).kind === 'plan'
      expect(accepted !== expired, new Date(at).toISOString()).toBe(true)
      expect(accepted, new Date(at).toISOString()).toBe(at < boundary)
    }
    expect([amsterdamDate(new Date(boundary - 1)), amsterdamDate(new Date(boundary))]).toEqual([
      until,
      addDays(until, 1),
    ])
  }
})

test('only an optie has a last day, and only a confirmation makes a prospect or lead a customer', () => {
  const prospect = { customer: { id: 3, type: 'prospect' } } as const
  const optie = state('optie', { optieUntil: UNTIL }, prospect)
  const taken = planned(run(optie, { type: 'accept' }, 'klant'))
  expect(taken).toMatchObject({ status: 'bevestigd', optieUntil: null })
  expect(taken.promoteCustomer).toEqual({ customerId: 3, from: 'prospect' })
  const lapsed = planned(run(optie, { type: 'expire' }, 'systeem', Date.parse('2027-02-16T10:00:00Z')))
  expect(lapsed).toMatchObject({ status: 'geannuleerd', optieUntil: null })
  expect(lapsed.promoteCustomer).toBeUndefined()
  expect(planned(run(optie, { type: 'extend', until: '2027-02-20' }, 'eigenaar')).optieUntil).toBe('2027-02-20')

  const request = (type: 'lead' | 'vip') => state('aanvraag', {}, { customer: { id: 4, type } })
  const confirmed = planned(run(request('lead'), { type: 'confirm', mail, invoice: true }, 'eigenaar'))
  expect(confirmed.promoteCustomer).toEqual({ customerId: 4, from: 'lead' })
  expect(planned(run(request('vip'), { type: 'confirm', mail, invoice: true }, 'eigenaar')).promoteCustomer).toBe(
    undefined,
  )
  const held = planned(run(request('lead'), { type: 'optie', mail, until: '2027-02-10' }, 'eigenaar'))
  expect(held).toMatchObject({ status: 'optie', optieUntil: '2027-02-10' })
  expect(held.promoteCustomer).toBeUndefined()
  const again = state('bevestigd', { date: FAR }, prospect)
  expect(planned(run(again, { type: 'people', numPeople: { [FAR]: 3 } }, 'klant')).promoteCustomer).toBeUndefined()
})

test('no plan leaves a booking with two current invoices or money outside the ledger', () => {
  // Every row's examples above, once more, against the money invariant of ADR 023.
  const paid = state('bevestigd', { date: NEAR }, { invoices: [invoice({ paidCents: 50_000 })] })
  for (const event of [
    { type: 'cancel' },
    { type: 'people', numPeople: { [NEAR]: 3 } },
    { type: 'credit', invoiceId: 11 },
    { type: 'payment', invoiceId: 11, amountCents: 60_000, method: 'overboeking' },
  ] as const) {
    const result = planned(run(paid, event, event.type === 'cancel' || event.type === 'people' ? 'klant' : 'eigenaar'))
    const kept = paid.invoices.filter((old) => !result.credit.some((credit) => credit.invoiceId === old.id))
    const current = [...kept.filter((old) => !old.credited), ...result.issue]
    expect(current.length).toBeLessThanOrEqual(1)
    const before = 50_000 + paid.booking.refundDueCents + (event.type === 'payment' ? event.amountCents : 0)
    const heldOnCurrent =
      kept.reduce((sum, old) => sum + old.paidCents, 0) +
      (result.paid?.cents ?? 0) +
      result.issue.reduce((sum, draft) => sum + draft.settledCents, 0)
    expect(heldOnCurrent + result.refundDueCents).toBe(before)
  }
})

test('each date takes as many people as its own list lets the room take', () => {
  // The first date under the first list (15), the later one under a list of a larger room (20).
  const [first, later] = ['2027-03-09', FAR]
  const larger = { ...selection.list, id: 2, terms: { ...selection.list.terms, maxPeople: 20 } }
  const days = state('bevestigd', {
    date: first,
    laterDays: [{ date: later, ...selection, list: larger, numPeople: 8 }],
  })
  expect(planned(run(days, { type: 'people', numPeople: { [later]: 18 } }, 'klant')).numPeople).toEqual({
    [first]: 15,
    [later]: 18,
  })
  expect(run(days, { type: 'people', numPeople: { [first]: 18 } }, 'klant')).toEqual({
    kind: 'refused',
    status: 400,
    reason: 'dinsdag 9 maart 2027: Kies een aantal van 1 tot 15 personen.',
  })
})

test('a booking of several dates changes the people of each date on its own, each by its own last day', () => {
  // On Thursday (two workdays between: too close) and a month on.
  const [first, later] = ['2027-02-04', FAR]
  const days = state('bevestigd', { date: first, laterDays: [{ date: later, ...selection, numPeople: 8 }] })
  const changed = planned(run(days, { type: 'people', numPeople: { [later]: 12 } }, 'klant'))
  expect(changed.numPeople).toEqual({ [first]: 15, [later]: 12 })
  expect(changed.log.summary).toMatch(
    new RegExp(
      '^Aantal personen gewijzigd door de klant: donderdag 4 februari 2027 blijft 15, ' +
        'woensdag 10 maart 2027 van 8 naar 12; nieuw totaal ',
    ),
  )
  expect(changed.log.changes).toEqual({ [`numPeople ${later}`]: [8, 12] })
  // The first date is too close: a change of it is refused, and names it.
  expect(run(days, { type: 'people', numPeople: { [first]: 10, [later]: 12 } }, 'klant')).toEqual({
    kind: 'refused',
    status: 409,
    reason: lifecycleMessages.peopleTooLateOn([first], 3),
  })
  expect(lifecycleMessages.peopleTooLateOn([first], 3)).toContain('Op donderdag 4 februari 2027 pas je het aantal')
  // Numbers as they are: no change.
  expect(run(days, { type: 'people', numPeople: { [first]: 15, [later]: 8 } }, 'klant').kind).toBe('unchanged')
})
