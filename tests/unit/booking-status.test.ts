import { expect, test } from 'vitest'
import {
  bookingDecisions,
  bookingStatuses,
  decisionLabel,
  decisionsFor,
  holdsDayParts,
  offers,
  statusAfter,
  statusText,
} from '~/lib/booking-status'

test(
  'each status offers the spec’s decisions: a request confirm or reject, ' +
    'a confirmation cancel, a cancellation confirm again',
  () => {
    expect(decisionsFor('aanvraag')).toEqual(['confirm', 'reject'])
    expect(decisionsFor('bevestigd')).toEqual(['cancel'])
    expect(decisionsFor('geannuleerd')).toEqual(['confirm'])
    expect(decisionsFor('geannuleerd').map((decision) => decisionLabel('geannuleerd', decision))).toEqual([
      'Opnieuw bevestigen',
    ])
    expect(decisionsFor('aanvraag').map((decision) => decisionLabel('aanvraag', decision))).toEqual([
      'Bevestigen',
      'Weigeren',
    ])
  },
)

test('a decision that a status does not offer is not offered', () => {
  const offered = bookingStatuses.flatMap((status) =>
    bookingDecisions.filter((decision) => offers(status, decision)).map((decision) => `${status}:${decision}`),
  )
  expect(offered).toEqual(['aanvraag:confirm', 'aanvraag:reject', 'bevestigd:cancel', 'geannuleerd:confirm'])
})

test('confirming leads to bevestigd, rejecting and cancelling both to geannuleerd', () => {
  expect(statusAfter('confirm')).toBe('bevestigd')
  expect(statusAfter('reject')).toBe('geannuleerd')
  expect(statusAfter('cancel')).toBe('geannuleerd')
})

test('only a confirmed booking holds its day parts', () => {
  expect(bookingStatuses.filter(holdsDayParts)).toEqual(['bevestigd'])
})

test('a rejected request and a cancelled booking both show geannuleerd, and stay distinguishable', () => {
  expect(statusText('geannuleerd', 'reject')).toBe('geannuleerd (geweigerd)')
  expect(statusText('geannuleerd', 'cancel')).toBe('geannuleerd')
  expect(statusText('bevestigd', 'confirm')).toBe('bevestigd')
})
