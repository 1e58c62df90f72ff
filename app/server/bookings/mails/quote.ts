/**
 * A quote the customer accepted online and the owner's setting confirmed at once
 * (docs/decisions/040-one-agreement-per-booking.md): the customer's confirmation, and the owner's word.
 */
import type { MailIntent } from '~/lib/booking-lifecycle'
import type { MailDraft } from '../../mail/draft'
import { type BookingMailFacts, toVenue, when } from './facts'
import { customerConfirmedMail } from './optie'

type Intent<K extends MailIntent['kind']> = Extract<MailIntent, { kind: K }>

export const quoteConfirmedMail = (intent: Intent<'quote-confirmed'>, facts: BookingMailFacts) =>
  customerConfirmedMail(`Je hebt offerte ${intent.quoteNumber} geaccepteerd, tegen de prijs van de offerte`, facts)

export function venueQuoteConfirmedMail(intent: Intent<'venue-quote-confirmed'>, facts: BookingMailFacts): MailDraft {
  const { booking, days } = facts
  return toVenue(
    facts,
    `Offerte ${intent.quoteNumber} geaccepteerd: boeking ${booking.id} bevestigd`,
    `${booking.name} heeft offerte ${intent.quoteNumber} online geaccepteerd voor ${when(days)}. Zoals je ` +
      'instelling zegt, is de boeking meteen bevestigd; de klant heeft de bevestiging en de factuur gekregen.',
  )
}
