/** A booking request from the website: the receipt to the visitor and the request to the venue. */
import { cancellationTermsOf, paymentBeforeCommit } from '~/content/terms'
import { venue } from '~/content/venue'
import { type BookingDay, sortedDays } from '~/lib/booking-days'
import type { CustomerDetails } from '~/lib/calculator'
import type { IsoDate } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { dayPartInfo, type PriceCalculation } from '~/lib/pricing'
import { customerDraft, type MailDraft, termsBlocks, venueDraft } from '../../mail/draft'
import { customerFacts, manageBlock, meetingFacts, notRequestedYourself, priceFacts } from './facts'

export type RequestFacts = {
  customer: CustomerDetails
  days: readonly BookingDay[]
  calculation: PriceCalculation
  /** The customer's own page of the request (signed). */
  manageUrl: string
  adminUrl: string
  venueInbox: string
  /** The day it came in, in the Netherlands: what an aanbetaling would ask were it confirmed then. */
  today: IsoDate
  /** The quote the customer accepted online to make it (docs/decisions/040-one-agreement-per-booking.md). */
  quoteNumber?: string
}

/** To an address nobody checked yet: only facts we checked, never what the sender typed (notRequestedYourself). */
export function requestReceivedMail(facts: RequestFacts): MailDraft {
  return customerDraft({
    to: facts.customer.email,
    topic: facts.quoteNumber
      ? `Je hebt offerte ${facts.quoteNumber} geaccepteerd`
      : 'We hebben je boekingsaanvraag ontvangen',
    heading: 'Je aanvraag is binnen',
    body: [
      {
        kind: 'paragraph',
        text:
          (facts.quoteNumber
            ? `Bedankt: je hebt offerte ${facts.quoteNumber} geaccepteerd, tegen de prijs van de offerte. `
            : 'Bedankt voor je boekingsaanvraag. ') +
          'Binnen één werkdag laten we je weten of we je boeking kunnen bevestigen. Tot die bevestiging is de ' +
          'aanvraag nog niet definitief.',
      },
      meetingFacts(facts.days),
      priceFacts(facts.calculation),
      ...manageBlock(facts.manageUrl, 'aanvraag'),
      ...termsBlocks('Betalen', paymentBeforeCommit(facts.days, facts.today)),
      ...termsBlocks('Annuleringsvoorwaarden', cancellationTermsOf(facts.days)),
      { kind: 'paragraph', text: `Een vraag? Bel ${venue.phone.display} of beantwoord deze e-mail.` },
    ],
    after: [notRequestedYourself],
  })
}

/** "maandag 11 januari 2027, ochtend", or "2 datums vanaf maandag 11 januari 2027". */
function requestedWhen(days: readonly BookingDay[]): string {
  const [first] = sortedDays(days)
  if (!first) return 'zonder datum'
  return days.length === 1
    ? `${formatLongDate(first.date)}, ${dayPartInfo[first.dayParts].label.toLowerCase()}`
    : `${days.length} datums vanaf ${formatLongDate(first.date)}`
}

export function requestToVenueMail(facts: RequestFacts): MailDraft {
  return venueDraft({
    to: facts.venueInbox,
    replyTo: facts.customer.email,
    subject: facts.quoteNumber
      ? `Offerte ${facts.quoteNumber} geaccepteerd: ${requestedWhen(facts.days)}`
      : `Nieuwe boekingsaanvraag: ${requestedWhen(facts.days)}`,
    heading: facts.quoteNumber ? 'Offerte geaccepteerd' : 'Nieuwe boekingsaanvraag',
    blocks: [
      {
        kind: 'paragraph',
        text: facts.quoteNumber
          ? `Via de website is offerte ${facts.quoteNumber} geaccepteerd, tegen de prijs van de offerte. Bevestig ` +
            'of weiger de aanvraag in het beheer.'
          : 'Via de website is een boeking aangevraagd. Bevestig of weiger de aanvraag in het beheer.',
      },
      customerFacts(facts.customer),
      meetingFacts(facts.days),
      priceFacts(facts.calculation),
      ...(facts.customer.notes ? [{ kind: 'quote', text: facts.customer.notes } as const] : []),
      { kind: 'button', label: 'Open het beheer', href: facts.adminUrl },
    ],
  })
}
