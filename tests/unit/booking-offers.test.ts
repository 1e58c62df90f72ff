/**
 * The pages offer what the lifecycle's table would do (app/lib/booking-offers.ts): over random
 * bookings (every status, near and far dates, one or three dates, invoices open, paid or none, a
 * refund due, an address or not, the day's link actions used up), each offer is checked against
 * `plan` itself, event by event and date by date. An offer of an event `plan` refuses, or a hidden
 * one it would carry out, fails.
 */
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { bookingDays, type LifecycleEvent, type LifecycleState, plan } from '~/lib/booking-lifecycle'
import type { LedgerInvoice } from '~/lib/booking-money'
import { decisionEvent, offersFor } from '~/lib/booking-offers'
import { bookingDecisions, bookingStatuses } from '~/lib/booking-status'
import { addDays, amsterdamDate } from '~/lib/dates'
import { noDiet } from '~/lib/diet'
import { noInvoiceDetails } from '~/lib/invoice-details'
import { calculatePrice } from '~/lib/pricing'
import { firstPriceList } from '../support/price-lists'

/** Monday 1 February 2027, 11:00 in Amsterdam. */
const now = Date.parse('2027-02-01T10:00:00Z')
const today = amsterdamDate(new Date(now))
const selection = {
  numPeople: 10,
  dayParts: 3,
  meetingType: 'luxe',
  lunchType: 'geen',
  extras: [],
  list: firstPriceList,
} as const

const stateOf = fc
  .record({
    status: fc.constantFrom(...bookingStatuses),
    daysAhead: fc.integer({ min: -2, max: 40 }),
    dates: fc.constantFrom(1, 3),
    invoice: fc.constantFrom('none', 'open', 'paid', 'credited'),
    refundDueCents: fc.constantFrom(0, 5_000),
    invoiceAddress: fc.boolean(),
    optieDaysLeft: fc.integer({ min: -1, max: 10 }),
    actionsUsed: fc.boolean(),
  })
  .map((given): LifecycleState => {
    const date = addDays(today, given.daysAhead)
    const lines = calculatePrice(selection, selection.list).items
    const invoices: LedgerInvoice[] =
      given.invoice === 'none'
        ? []
        : [
            {
              id: 1,
              number: '2027-0001',
              kind: 'factuur',
              totalCents: 50_000,
              paidCents: given.invoice === 'paid' ? 50_000 : 0,
              dueOn: addDays(today, 14),
              lines,
              credited: given.invoice === 'credited',
              stage: null,
            },
          ]
    const used = given.actionsUsed ? 3 : 0
    return {
      booking: {
        id: 7,
        status: given.status,
        date,
        selection,
        laterDays: Array.from({ length: given.dates - 1 }, (_, index) => ({
          date: addDays(date, index + 1),
          ...selection,
        })),
        inviteActive: given.status === 'bevestigd',
        statusChangedAt: now - 86_400_000,
        refundDueCents: given.refundDueCents,
        reference: null,
        business: true,
        details: { ...noInvoiceDetails, company: 'Voorbeeld B.V.' },
        invoiceAddress: given.invoiceAddress,
        optieUntil: given.status === 'optie' ? addDays(today, given.optieDaysLeft) : null,
        reviewOptOut: false,
      },
      invoices,
      closedHolidays: [],
      linkActionsToday: { people: used, changeRequests: used, details: used },
      noticesSent: [],
      idealPayments: [],
      refunds: [],
      autoRefund: false,
      reviewUrl: null,
    }
  })

const carriedOut = (state: LifecycleState, event: LifecycleEvent, actor: 'klant' | 'eigenaar') =>
  plan(state, event, actor, now).kind !== 'refused'

/** One person fewer on `date` alone: allowed exactly while that date's number may still change. */
const oneFewerOn = (_state: LifecycleState, date: string): LifecycleEvent => ({
  type: 'people',
  numPeople: { [date]: selection.numPeople - 1 },
})

/** One vegetarian more on `date` alone (ADR 045). */
const oneVegetarianMoreOn = (state: LifecycleState, date: string): LifecycleEvent => {
  const diet = bookingDays(state.booking).find((day) => day.date === date)?.diet ?? noDiet
  return { type: 'diet', diet: { [date]: { ...diet, counts: { vegetarisch: (diet.counts.vegetarisch ?? 0) + 1 } } } }
}

test('the owner’s page offers the decisions, invoice, people, extension and refund as plan allows', () => {
  fc.assert(
    fc.property(stateOf, (state) => {
      const offers = offersFor(state, 'eigenaar', now)
      for (const decision of bookingDecisions)
        expect(offers.decisions.includes(decision), decision).toBe(
          carriedOut(state, decisionEvent(decision), 'eigenaar'),
        )
      expect(offers.canInvoice, 'invoice').toBe(carriedOut(state, { type: 'invoice' }, 'eigenaar'))
      for (const { date } of bookingDays(state.booking))
        expect(offers.peopleDates.includes(date), date).toBe(carriedOut(state, oneFewerOn(state, date), 'eigenaar'))
      for (const { date } of bookingDays(state.booking))
        expect(offers.dietDates.includes(date), `diet ${date}`).toBe(
          carriedOut(state, oneVegetarianMoreOn(state, date), 'eigenaar'),
        )
      const last = addDays(state.booking.date, -1)
      expect(offers.extendOptie !== undefined).toBe(
        state.booking.optieUntil !== null && carriedOut(state, { type: 'extend', until: last }, 'eigenaar'),
      )
      expect(offers.canRefund).toBe(
        state.booking.refundDueCents > 0 &&
          carriedOut(state, { type: 'refund', amountCents: state.booking.refundDueCents }, 'eigenaar'),
      )
    }),
    { numRuns: 300 },
  )
})

test('the customer’s page offers cancelling, the people per date, accepting and the details as plan allows', () => {
  fc.assert(
    fc.property(stateOf, (state) => {
      const offers = offersFor(state, 'klant', now)
      // A booking already cancelled has nothing to cancel: the button is for a cancellation that happens.
      expect(offers.canCancel, 'cancel').toBe(plan(state, { type: 'cancel' }, 'klant', now).kind === 'plan')
      // Taking an optie that is already a booking changes nothing: nothing to offer.
      expect(offers.canAccept && !offers.needsInvoiceAddress, 'accept').toBe(
        plan(state, { type: 'accept' }, 'klant', now).kind === 'plan',
      )
      const fewer = (date: string) => plan(state, oneFewerOn(state, date), 'klant', now)
      for (const { date } of bookingDays(state.booking)) {
        const outcome = fewer(date)
        // At the day's limit the dates stay offered: the form says so when it is sent.
        const allowed = outcome.kind !== 'refused' || outcome.status === 429
        expect(offers.peopleDates.includes(date), date).toBe(allowed)
        const diet = plan(state, oneVegetarianMoreOn(state, date), 'klant', now)
        expect(offers.dietDates.includes(date), `diet ${date}`).toBe(diet.kind !== 'refused' || diet.status === 429)
      }
      expect(offers.canSetInvoiceDetails, 'invoice details').toBe(
        carriedOut(state, { type: 'invoice-details', details: state.booking.details }, 'klant'),
      )
      const review = plan(state, { type: 'review-choice', optOut: !state.booking.reviewOptOut }, 'klant', now)
      expect(offers.canChooseReview, 'review').toBe(review.kind !== 'refused' || review.status === 429)
    }),
    { numRuns: 300 },
  )
})
