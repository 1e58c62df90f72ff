/** A booking request from the website: the receipt to the visitor and the request to the venue. */
import { cancellationTerms } from '~/content/terms'
import { venue } from '~/content/venue'
import { type BookingDay, sortedDays, termsListOf } from '~/lib/booking-days'
import type { CustomerDetails } from '~/lib/calculator'
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
}

/** To an address nobody checked yet: only facts we checked, never what the sender typed (notRequestedYourself). */
export function requestReceivedMail(facts: RequestFacts): MailDraft {
  return customerDraft({
    to: facts.customer.email,
    topic: 'We hebben je boekingsaanvraag ontvangen',
    heading: 'Je aanvraag is binnen',
    body: [
      {
        kind: 'paragraph',
        text:
          'Bedankt voor je boekingsaanvraag. Binnen één werkdag laten we je weten of we je boeking kunnen ' +
          'bevestigen. Tot die bevestiging is de aanvraag nog niet definitief.',
      },
      meetingFacts(facts.days),
      priceFacts(facts.calculation),
      ...manageBlock(facts.manageUrl),
      ...termsBlocks('Annuleringsvoorwaarden', cancellationTerms(termsListOf(facts.days))),
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
    subject: `Nieuwe boekingsaanvraag: ${requestedWhen(facts.days)}`,
    heading: 'Nieuwe boekingsaanvraag',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Via de website is een boeking aangevraagd. Bevestig of weiger de aanvraag in het beheer.',
      },
      customerFacts(facts.customer),
      meetingFacts(facts.days),
      priceFacts(facts.calculation),
      ...(facts.customer.notes ? [{ kind: 'quote', text: facts.customer.notes } as const] : []),
      { kind: 'button', label: 'Open het beheer', href: facts.adminUrl },
    ],
  })
}
