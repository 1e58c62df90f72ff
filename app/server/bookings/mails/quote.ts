/**
 * A quote the customer accepted online and the owner's setting confirmed at once
 * (docs/decisions/040-one-agreement-per-booking.md): the customer's confirmation, and the owner's word.
 */
import { cancellationTermsOf } from '~/content/terms'
import type { MailIntent } from '~/lib/booking-lifecycle'
import { customerDraft, type MailDraft, termsBlocks } from '../../mail/draft'
import { type BookingMailFacts, datesSubject, manageBlock, meetingFacts, theDatesAre, toVenue, when } from './facts'

type Intent<K extends MailIntent['kind']> = Extract<MailIntent, { kind: K }>

export function quoteConfirmedMail(intent: Intent<'quote-confirmed'>, facts: BookingMailFacts): MailDraft {
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: `Bevestiging van je boeking op ${datesSubject(facts.days)}`,
    heading: 'Je boeking is bevestigd',
    body: [
      {
        kind: 'paragraph',
        text:
          `Je hebt offerte ${intent.quoteNumber} geaccepteerd: ${theDatesAre(facts.days)} nu voor je geboekt, tegen ` +
          'de prijs van de offerte. In de bijlage vind je de bevestiging als PDF en een uitnodiging voor je agenda. ' +
          'De factuur volgt in een eigen mail.',
      },
      meetingFacts(facts.days),
      ...manageBlock(facts.manageUrl),
      ...termsBlocks('Annuleringsvoorwaarden', cancellationTermsOf(facts.days)),
    ],
    attachments: [...facts.invite],
  })
}

export function venueQuoteConfirmedMail(intent: Intent<'venue-quote-confirmed'>, facts: BookingMailFacts): MailDraft {
  const { booking, days } = facts
  return toVenue(
    facts,
    `Offerte ${intent.quoteNumber} geaccepteerd: boeking ${booking.id} bevestigd`,
    `${booking.name} heeft offerte ${intent.quoteNumber} online geaccepteerd voor ${when(days)}. Zoals je ` +
      'instelling zegt, is de boeking meteen bevestigd; de klant heeft de bevestiging en de factuur gekregen.',
  )
}
