/** The owner's decisions on a booking, and the customer's own cancellation, as mails. */
import { cancellationTermsOf } from '~/content/terms'
import { venue } from '~/content/venue'
import { type BookingDay, sortedDays } from '~/lib/booking-days'
import type { CancelledWhat, MailIntent } from '~/lib/booking-lifecycle'
import { capitalised, formatEuro, formatLongDate, listed } from '~/lib/format'
import { invoiceName, REFUND_TERM_DAYS } from '~/lib/invoicing'
import { dayPartHours, dayPartInfo } from '~/lib/pricing'
import { customerDraft, greeting, type MailDraft, termsBlocks } from '../../mail/draft'
import {
  type BookingMailFacts,
  datesSubject,
  manageBlock,
  meetingFacts,
  optieBlocks,
  theDates,
  theDatesAre,
  toVenue,
  when,
} from './facts'

type BookingDecisionKind = 'confirm' | 'optie' | 'reject' | 'cancel' | 'venue-cancel'

/** The optie's heading names the dates. */
const decisionHeadings: Record<Exclude<BookingDecisionKind, 'optie' | 'venue-cancel'>, string> = {
  confirm: 'Je boeking is bevestigd',
  reject: 'Over je aanvraag',
  cancel: 'Je boeking is geannuleerd',
}

/**
 * The owner's own words (edited in the mail dialog, greeting included), then the booking's facts,
 * the link and terms, and last the venue's sign-off, so nothing trails after it.
 */
export function decisionMail(intent: Extract<MailIntent, { kind: 'decision' }>, facts: BookingMailFacts): MailDraft {
  const { days } = facts
  const use = intent.decision === 'cancel' ? 'geannuleerd' : intent.decision === 'optie' ? 'optie' : 'boeking'
  return customerDraft({
    to: facts.booking.email,
    ownWords: true,
    topic: intent.mail.subject,
    heading:
      intent.decision === 'optie'
        ? `We houden ${theDates(days)} voor je vast`
        : intent.endsOptie
          ? 'Over je optie'
          : decisionHeadings[intent.decision],
    body: [
      { kind: 'paragraph', text: intent.mail.message },
      meetingFacts(days),
      ...(intent.optieUntil ? optieBlocks(intent.optieUntil, days) : []),
      ...(intent.decision === 'reject' ? [] : manageBlock(facts.manageUrl, use)),
      ...(intent.decision === 'confirm' ? termsBlocks('Annuleringsvoorwaarden', cancellationTermsOf(facts.days)) : []),
    ],
    attachments: [...facts.invite],
  })
}

/**
 * The texts the mail dialog starts with; the owner can change every word. A booking of several
 * dates names each with its day part; the facts under the message give each date's choices.
 */
export function decisionTemplate(
  kind: BookingDecisionKind,
  booking: { name: string; days: readonly BookingDay[]; status?: string },
) {
  const days = sortedDays(booking.days)
  const at = listed(
    days.map(
      (day) =>
        `${formatLongDate(day.date)} (${dayPartInfo[day.dayParts].label.toLowerCase()}, ${dayPartHours(day.dayParts)})`,
    ),
  )
  const on = datesSubject(days)
  const several = days.length > 1
  const opening = `${greeting(booking.name)}\n\n`
  // The people are named when every date has the same number.
  const people = [...new Set(days.map((day) => day.numPeople))]
  const forPeople = people.length === 1 ? ` voor ${people[0]} ${people[0] === 1 ? 'persoon' : 'personen'}` : ''
  if (kind === 'reject' && booking.status === 'optie')
    return {
      subject: `Je optie op ${on}`,
      message:
        `${opening}We hadden ${at} als optie voor je vastgehouden. Die optie beëindigen we nu: ` +
        `${theDatesAre(days)} weer vrij.\n\n` +
        `Zoek je een andere datum? Bel ons op ${venue.phone.display} of beantwoord deze e-mail.`,
    }
  switch (kind) {
    case 'confirm':
      return {
        subject: `Bevestiging van je boeking op ${on}`,
        message:
          `${opening}Goed nieuws: je boeking op ${at}${forPeople} is bevestigd. ` +
          `In de bijlage vind je de bevestiging als PDF en een uitnodiging voor je agenda.\n\n` +
          `${venue.parking.toGuest} We zien je graag!`,
      }
    case 'optie':
      return {
        subject: `Optie op ${on}`,
        message:
          `${opening}Dank je wel voor je aanvraag voor ${at}. Je mag er nog even over nadenken: we houden ` +
          `${theDates(days)} als optie voor je vast. Hieronder lees je tot wanneer.`,
      }
    case 'reject':
      return {
        subject: `Je aanvraag voor ${on}`,
        message:
          `${opening}Dank je wel voor je aanvraag voor ${at}. ` +
          `Helaas kunnen we je aanvraag voor ${several ? 'deze datums' : 'deze datum'} niet bevestigen.\n\n` +
          `Zullen we samen naar ${several ? 'andere datums' : 'een andere datum'} kijken? ` +
          `Bel ons op ${venue.phone.display} of beantwoord deze e-mail.`,
      }
    case 'cancel':
      return {
        subject: `Annulering van je boeking op ${on}`,
        message:
          `${opening}Zoals je ons vroeg, hebben we je ${several ? 'hele ' : ''}boeking op ${at} geannuleerd.\n\n` +
          'Jammer dat het niet doorgaat. Je bent altijd welkom voor een nieuwe datum.',
      }
    case 'venue-cancel':
      return {
        subject: `We moeten je boeking op ${on} annuleren`,
        message:
          `${opening}Helaas moeten we je ${several ? 'hele ' : ''}boeking op ${at} annuleren. ` +
          'Het spijt ons dat het zo loopt.',
      }
  }
}

/**
 * The venue cancelled (docs/decisions/040-one-agreement-per-booking.md): the owner's words and why,
 * what was cancelled, that it costs nothing and what comes back, and where to find another date.
 */
export function venueCancelMail(
  intent: Extract<MailIntent, { kind: 'venue-cancel' }>,
  facts: BookingMailFacts,
): MailDraft {
  const credits = facts.issued.filter((document) => document.kind === 'creditfactuur').map((credit) => credit.number)
  const creditNote = credits.length === 1 ? `creditfactuur ${credits[0]}` : `creditfacturen ${listed(credits)}`
  const documents = credits.length > 0 ? ` De ${creditNote} sturen we je in een aparte e-mail.` : ''
  const money =
    intent.refundCents > 0
      ? `Je betaalt niets. Wat je al betaalde, ${formatEuro(intent.refundCents)}, storten we binnen ` +
        `${REFUND_TERM_DAYS} dagen terug op de rekening waarvan je betaalde.`
      : 'Je betaalt niets.'
  return customerDraft({
    to: facts.booking.email,
    ownWords: true,
    topic: intent.mail.subject,
    heading: 'We moeten je boeking annuleren',
    body: [
      { kind: 'paragraph', text: intent.mail.message },
      { kind: 'paragraph', text: `De reden: ${intent.reason}` },
      meetingFacts(facts.days),
      { kind: 'paragraph', text: `${money}${documents}` },
      {
        kind: 'paragraph',
        text:
          'Wil je een andere datum? Op onze website zie je welke dagdelen vrij zijn; is de dag die je wilt al ' +
          `bezet, dan zet je je daar op de wachtlijst. Bellen mag ook: ${venue.phone.display}.`,
      },
      { kind: 'button', label: 'Kies een andere datum', href: facts.otherDateUrl },
      ...manageBlock(facts.manageUrl, 'geannuleerd'),
    ],
    attachments: [...facts.invite],
  })
}

const cancelledWord: Record<CancelledWhat, string> = {
  boeking: 'geannuleerd',
  optie: 'vervallen',
  aanvraag: 'ingetrokken',
}

/** The customer ended their booking, optie or request through the link. */
export function customerCancelledMail(
  intent: Extract<MailIntent, { kind: 'customer-cancelled' }>,
  facts: BookingMailFacts,
): MailDraft {
  const what = intent.was
  const done = cancelledWord[what]
  const heading = `Je ${what} is ${done}`
  const documents = facts.issued.map(
    (document) => `${invoiceName(document.kind, document.stage).toLowerCase()} ${document.number}`,
  )
  return customerDraft({
    to: facts.booking.email,
    // A request the owner never saw: its name is only what the sender typed.
    name: what === 'aanvraag' ? undefined : facts.booking.name,
    topic: heading,
    heading,
    body: [
      {
        kind: 'paragraph',
        // A cancelled booking's reason says what was cancelled, when and what it costs.
        text:
          (intent.reason ?? `Je ${what} voor ${when(facts.days)} is ${done}.`) +
          (documents.length > 0 ? ` ${capitalised(listed(documents))} sturen we je in een aparte e-mail.` : ''),
      },
      { kind: 'paragraph', text: 'Je bent altijd welkom voor een nieuwe datum.' },
    ],
    attachments: [...facts.invite],
  })
}

/** The venue's own word: anything the customer ends is geannuleerd there, but an optie they let lapse. */
const venueWord = (what: CancelledWhat) => (what === 'optie' ? 'laten vervallen' : 'geannuleerd')

/** What the owner reads when the customer ended it through the link. */
export function venueCancelledMail(
  intent: Extract<MailIntent, { kind: 'venue-cancelled' }>,
  facts: BookingMailFacts,
): MailDraft {
  const { booking } = facts
  const what = intent.was
  return toVenue(
    facts,
    `${capitalised(what)} ${booking.id} ${venueWord(what)} door de klant`,
    `${booking.name} heeft de ${what} voor ${when(facts.days)} ${venueWord(what)} via de link in de mail.` +
      (intent.costsCents > 0 ? ` Annuleringskosten: ${formatEuro(intent.costsCents)}.` : '') +
      (intent.refundCents > 0 ? ` Terug te betalen: ${formatEuro(intent.refundCents)}.` : ''),
  )
}
