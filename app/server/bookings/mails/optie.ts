/** The mails of an optie: extended, the reminder before its last day, lapsed, taken (docs/decisions/026-optie.md). */
import { cancellationTermsOf } from '~/content/terms'
import { venue } from '~/content/venue'
import type { MailIntent } from '~/lib/booking-lifecycle'
import { daysBetween } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { customerDraft, type MailDraft, termsBlocks } from '../../mail/draft'
import {
  type BookingMailFacts,
  datesSubject,
  datesText,
  inDaysWord,
  manageBlock,
  meetingFacts,
  optieBlocks,
  theDates,
  theDatesAre,
  toVenue,
  when,
} from './facts'

type Intent<K extends MailIntent['kind']> = Extract<MailIntent, { kind: K }>

/** The owner gave the optie more time. */
export function optieExtendedMail(intent: Intent<'optie-extended'>, facts: BookingMailFacts): MailDraft {
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: `Je optie loopt nu tot en met ${formatLongDate(intent.until)}`,
    heading: 'Je optie is verlengd',
    body: [
      { kind: 'paragraph', text: `We houden ${theDates(facts.days)} langer voor je vast.` },
      meetingFacts(facts.days),
      ...optieBlocks(intent.until, facts.days),
      ...manageBlock(facts.manageUrl, 'optie'),
    ],
  })
}

/** A few days before the optie's last day. */
export function optieReminderMail(intent: Intent<'optie-reminder'>, facts: BookingMailFacts): MailDraft {
  const ends = inDaysWord(daysBetween(facts.today, intent.until))
  const dates = theDates(facts.days)
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: `Je optie loopt ${ends} af`,
    heading: `Je optie loopt ${ends} af`,
    body: [
      {
        kind: 'paragraph',
        text:
          `Je optie op ${datesText(facts.days)} loopt tot en met ${formatLongDate(intent.until)}. ` +
          `Wil je ${dates} houden? Bevestig de optie dan op je boekingspagina (de knop hieronder). Wil je ` +
          `${facts.days.length > 1 ? 'ze' : 'hem'} niet meer, laat de optie daar dan vervallen: dan kan iemand ` +
          `anders ${dates} boeken.`,
      },
      meetingFacts(facts.days),
      ...manageBlock(facts.manageUrl, 'optie'),
    ],
  })
}

/** The optie ran out: the day parts are free again. */
export function optieLapsedMail(intent: Intent<'optie-lapsed'>, facts: BookingMailFacts): MailDraft {
  const several = facts.days.length > 1
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: `Je optie op ${datesSubject(facts.days)} is verlopen`,
    heading: 'Je optie is verlopen',
    body: [
      {
        kind: 'paragraph',
        text:
          `Je optie op ${datesText(facts.days)} liep tot en met ${formatLongDate(intent.until)}. ` +
          `Omdat we geen bevestiging kregen, ${several ? 'zijn de datums' : 'is de datum'} weer vrij. Wil je ` +
          `alsnog boeken? Bel ons op ${venue.phone.display} of beantwoord deze e-mail; als ` +
          `${several ? 'de datums nog vrij zijn' : 'de datum nog vrij is'}, regelen we het graag.`,
      },
      meetingFacts(facts.days),
    ],
  })
}

/**
 * The customer's own step confirmed their booking (an optie taken, a quote accepted with the
 * owner's setting on): `done` says which, then the meeting, the link and its cancellation terms;
 * the invoice follows in its own mail.
 */
export function customerConfirmedMail(done: string, facts: BookingMailFacts): MailDraft {
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: `Bevestiging van je boeking op ${datesSubject(facts.days)}`,
    heading: 'Je boeking is bevestigd',
    body: [
      {
        kind: 'paragraph',
        text:
          `${done}: ${theDatesAre(facts.days)} nu voor je geboekt. In de bijlage vind je de bevestiging als PDF ` +
          'en een uitnodiging voor je agenda. De factuur volgt in een eigen mail.',
      },
      meetingFacts(facts.days),
      ...manageBlock(facts.manageUrl),
      ...termsBlocks('Annuleringsvoorwaarden', cancellationTermsOf(facts.days)),
    ],
    attachments: [...facts.invite],
  })
}

/** The customer took the optie: their booking is confirmed. */
export const optieAcceptedMail = (_intent: Intent<'optie-accepted'>, facts: BookingMailFacts) =>
  customerConfirmedMail('Je hebt je optie bevestigd', facts)

/** What the owner reads when an optie was taken or ran out. */
export function venueOptieMail(intent: Intent<'venue-optie'>, facts: BookingMailFacts): MailDraft {
  const { booking, days } = facts
  return intent.what === 'accepted'
    ? toVenue(
        facts,
        `Optie ${booking.id} bevestigd door de klant`,
        `${booking.name} heeft de optie op ${when(days)} bevestigd via de link in de mail. De boeking is ` +
          'bevestigd; de klant heeft de bevestiging en de factuur gekregen.',
      )
    : toVenue(
        facts,
        `Optie ${booking.id} verlopen`,
        `De optie van ${booking.name} op ${when(days)} is verlopen zonder bevestiging. De dagdelen zijn ` +
          'weer vrij; de klant en de wachtlijst zijn gemaild.',
      )
}
