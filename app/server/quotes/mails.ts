/** A quote from the website: to the visitor (the PDF attached), and the venue's copy with what they typed. */
import { cancellationTermsOf, depositAmountsText, quoteTerms } from '~/content/terms'
import { venue } from '~/content/venue'
import type { BookingDay } from '~/lib/booking-days'
import type { CustomerDetails } from '~/lib/calculator'
import type { IsoDate } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import type { PriceList } from '~/lib/price-list'
import type { PriceCalculation } from '~/lib/pricing'
import { customerFacts, meetingFacts, notRequestedYourself, priceFacts } from '../bookings/mails/facts'
import { customerDraft, type MailDraft, termsBlocks, venueDraft } from '../mail/draft'
import type { MailAttachment } from '../mail/provider.server'

export type QuoteFacts = {
  customer: CustomerDetails
  quoteNumber: string
  issuedOn: IsoDate
  validUntil: IsoDate
  days: readonly BookingDay[]
  /** The list the quote was priced under: its first date's. */
  list: PriceList
  calculation: PriceCalculation
  /** The quote as PDF. */
  attachments: MailAttachment[]
  /** Its own page, where the customer accepts it (docs/decisions/040-one-agreement-per-booking.md). */
  acceptUrl: string
  venueInbox: string
}

/** To an address nobody checked: only what we calculated, never what the sender typed (notRequestedYourself). */
export function quoteMail(facts: QuoteFacts): MailDraft {
  return customerDraft({
    to: facts.customer.email,
    topic: `Je offerte ${facts.quoteNumber}`,
    heading: `Je offerte ${facts.quoteNumber}`,
    body: [
      {
        kind: 'paragraph',
        text:
          `Bedankt voor je interesse in ${venue.name}. In de bijlage vind je de offerte voor je bijeenkomst; ` +
          'hieronder staat ze kort samengevat.',
      },
      meetingFacts(facts.days),
      priceFacts(facts.calculation),
      ...depositBlock(facts),
      {
        kind: 'paragraph',
        text:
          `De offerte is geldig tot en met ${formatDate(facts.validUntil)}. Akkoord? Accepteer haar online: je ` +
          'vult alleen je factuurgegevens aan, en de prijs van de offerte blijft staan. Een vraag? Beantwoord deze ' +
          'e-mail.',
      },
      { kind: 'button', label: 'Bekijk en accepteer je offerte', href: facts.acceptUrl },
      ...termsBlocks('Voorwaarden', quoteTerms(facts.list)),
      ...termsBlocks('Annuleringsvoorwaarden', cancellationTermsOf(facts.days, { quote: true })),
    ],
    after: [notRequestedYourself],
    attachments: facts.attachments,
  })
}

/** The aanbetaling the quote's total asks at confirmation, with its amounts (ADR 039); none without one. */
function depositBlock(facts: QuoteFacts) {
  const text = depositAmountsText(facts.days, facts.issuedOn)
  return text ? [{ kind: 'paragraph', text } as const] : []
}

export function quoteToVenueMail(facts: QuoteFacts): MailDraft {
  return venueDraft({
    to: facts.venueInbox,
    replyTo: facts.customer.email,
    subject: `Offerte ${facts.quoteNumber} verstuurd aan ${facts.customer.name}`,
    heading: `Offerte ${facts.quoteNumber} is verstuurd`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          'Via de website is een offerte gemaakt en per e-mail verstuurd. De offerte staat ook in het ' +
          'beheer, bij Offertes.',
      },
      customerFacts(facts.customer),
      meetingFacts(facts.days),
      priceFacts(facts.calculation),
      ...(facts.customer.notes ? [{ kind: 'quote', text: facts.customer.notes } as const] : []),
    ],
    attachments: facts.attachments,
  })
}
