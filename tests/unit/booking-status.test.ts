import { expect, test } from 'vitest'
import { decisionsFor, type LifecycleState, plan } from '~/lib/booking-lifecycle'
import {
  bookingDecisions,
  bookingStatuses,
  decisionLabel,
  decisionResults,
  decisionTitle,
  statusBadge,
  statusText,
  unbookedEnd,
} from '~/lib/booking-status'
import { noInvoiceDetails } from '~/lib/invoice-details'
import { firstPriceList } from '../support/price-lists'

/** A request of 8 people a month ahead, in `status`, without invoices. */
const bookingIn = (status: (typeof bookingStatuses)[number]): LifecycleState => ({
  booking: {
    id: 1,
    status,
    date: '2027-03-10',
    selection: { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen', extras: [], list: firstPriceList },
    inviteActive: false,
    statusChangedAt: null,
    refundDueCents: 0,
    reference: null,
    business: true,
    details: { ...noInvoiceDetails, company: 'Voorbeeld B.V.' },
    invoiceAddress: true,
    optieUntil: null,
    reviewOptOut: false,
    laterDays: [],
  },
  invoices: [],
  closedHolidays: [],
  linkActionsToday: { people: 0, changeRequests: 0, details: 0 },
  noticesSent: [],
  idealPayments: [],
  refunds: [],
  autoRefund: false,
  reviewUrl: null,
})
const now = Date.parse('2027-02-01T10:00:00Z')
const decide = (status: (typeof bookingStatuses)[number], type: (typeof bookingDecisions)[number]) =>
  plan(
    bookingIn(status),
    { type, mail: { subject: 'Onderwerp', message: 'Bericht' }, invoice: true, reason: 'Lekkage' },
    'eigenaar',
    now,
  )

test(
  'each status offers the spec’s decisions: a request confirm, optie or reject, an optie confirm or end, ' +
    'a confirmation cancel for the customer or by us, a cancellation confirm again',
  () => {
    expect(decisionsFor('aanvraag')).toEqual(['confirm', 'optie', 'reject'])
    expect(decisionsFor('optie')).toEqual(['confirm', 'reject'])
    expect(decisionsFor('bevestigd')).toEqual(['cancel', 'venue-cancel'])
    expect(decisionsFor('bevestigd').map((decision) => decisionLabel('bevestigd', decision))).toEqual([
      'Annuleren',
      'Annuleren door ons',
    ])
    expect(decisionsFor('geannuleerd')).toEqual(['confirm'])
    expect(decisionsFor('geannuleerd').map((decision) => decisionLabel('geannuleerd', decision))).toEqual([
      'Opnieuw bevestigen',
    ])
    expect(decisionsFor('aanvraag').map((decision) => decisionLabel('aanvraag', decision))).toEqual([
      'Bevestigen',
      'Optie geven',
      'Weigeren',
    ])
    expect(decisionsFor('optie').map((decision) => decisionLabel('optie', decision))).toEqual([
      'Bevestigen',
      'Optie beëindigen',
    ])
  },
)

test('the mail dialog is titled by the decision, and rejecting an optie reads as ending it', () => {
  expect(decisionsFor('aanvraag').map((decision) => decisionTitle('aanvraag', decision))).toEqual([
    'Boeking bevestigen',
    'Optie geven',
    'Aanvraag weigeren',
  ])
  expect(decisionsFor('optie').map((decision) => decisionTitle('optie', decision))).toEqual([
    'Boeking bevestigen',
    'Optie beëindigen',
  ])
  expect(decisionTitle('bevestigd', 'cancel')).toBe('Boeking annuleren op verzoek van de klant')
  expect(decisionTitle('bevestigd', 'venue-cancel')).toBe('Wij annuleren de boeking')
  expect(decisionResults.optie).toBe('Optie gegeven')
  expect(statusBadge.optie).toBe('secondary')
  expect(statusText('optie', 'optie')).toBe('optie')
})

test('a decision that a status does not offer is not offered', () => {
  const offered = bookingStatuses.flatMap((status) =>
    bookingDecisions
      .filter((decision) => decide(status, decision).kind === 'plan')
      .map((decision) => `${status}:${decision}`),
  )
  expect(offered).toEqual([
    'aanvraag:confirm',
    'aanvraag:optie',
    'aanvraag:reject',
    'optie:confirm',
    'optie:reject',
    'bevestigd:cancel',
    'bevestigd:venue-cancel',
    'geannuleerd:confirm',
  ])
  for (const status of bookingStatuses)
    expect(offered.filter((entry) => entry.startsWith(`${status}:`))).toEqual(
      decisionsFor(status).map((decision) => `${status}:${decision}`),
    )
})

test('confirming leads to bevestigd, an optie to optie, rejecting and cancelling both to geannuleerd', () => {
  expect(decide('aanvraag', 'confirm')).toMatchObject({ status: 'bevestigd' })
  expect(decide('aanvraag', 'optie')).toMatchObject({ status: 'optie', optieUntil: '2027-02-15' })
  expect(decide('optie', 'confirm')).toMatchObject({ status: 'bevestigd' })
  expect(decide('aanvraag', 'reject')).toMatchObject({ status: 'geannuleerd' })
  expect(decide('optie', 'reject')).toMatchObject({ status: 'geannuleerd' })
  expect(decide('bevestigd', 'cancel')).toMatchObject({ status: 'geannuleerd' })
})

test('only a confirmed booking and an optie hold their day parts', () => {
  const outcomes = bookingStatuses.flatMap((status) => bookingDecisions.map((decision) => decide(status, decision)))
  for (const outcome of outcomes)
    if (outcome.kind === 'plan')
      expect(outcome.slots).toBe(outcome.status === 'bevestigd' || outcome.status === 'optie' ? 'hold' : 'free')
})

test('a rejected request and a cancelled booking both show geannuleerd, and stay distinguishable', () => {
  expect(statusText('geannuleerd', 'reject')).toBe('geannuleerd (geweigerd)')
  expect(statusText('geannuleerd', 'cancel')).toBe('geannuleerd')
  expect(statusText('bevestigd', 'confirm')).toBe('bevestigd')
  expect(statusText('geannuleerd', 'expire')).toBe('geannuleerd (verlopen)')
  expect(statusText('geannuleerd', 'venue-cancel')).toBe('geannuleerd (door ons)')
})

test('the customer reads how a request or an optie ended unbooked; a cancelled booking stays geannuleerd', () => {
  expect(unbookedEnd('geannuleerd', 'reject')).toBe('Afgewezen')
  expect(unbookedEnd('geannuleerd', 'expire')).toBe('Verlopen')
  expect(unbookedEnd('geannuleerd', 'withdraw')).toBe('Ingetrokken')
  // An optie the customer had: one word for each way it ends early, never "afgewezen".
  expect(unbookedEnd('geannuleerd', 'lapse-optie')).toBe('Vervallen')
  expect(unbookedEnd('geannuleerd', 'end-optie')).toBe('Beëindigd')
  expect(statusText('geannuleerd', 'lapse-optie')).toBe('geannuleerd (optie vervallen)')
  expect(statusText('geannuleerd', 'end-optie')).toBe('geannuleerd (optie beëindigd)')
  for (const lastDecision of ['cancel', null]) expect(unbookedEnd('geannuleerd', lastDecision)).toBeUndefined()
  for (const status of ['aanvraag', 'optie', 'bevestigd'] as const)
    expect(unbookedEnd(status, 'withdraw')).toBeUndefined()
  expect(statusText('geannuleerd', 'withdraw')).toBe('geannuleerd (ingetrokken)')
})
