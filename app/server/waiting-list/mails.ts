/** The waiting list's mails: confirm your place, and "er is plek" when a day part comes free. */
import { venue } from '~/content/venue'
import type { IsoDate } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { type DayPart, dayPartInfo } from '~/lib/pricing'
import { customerDraft, type MailDraft } from '../mail/draft'

export type WaitingListFacts = { email: string; date: IsoDate; dayParts: DayPart }

/** "de ochtend van dinsdag 13 april 2027", "de hele dag van ...". */
const partOf = ({ date, dayParts }: WaitingListFacts) =>
  `de ${dayPartInfo[dayParts].label.toLowerCase()} van ${formatLongDate(date)}`

/** The double opt-in: nothing happens until the address confirms. */
export function waitingListConfirmMail(entry: WaitingListFacts, confirmUrl: string): MailDraft {
  return customerDraft({
    to: entry.email,
    topic: 'Bevestig je plek op de wachtlijst',
    heading: 'Bevestig je plek op de wachtlijst',
    body: [
      {
        kind: 'paragraph',
        text:
          `Je wilt bericht krijgen zodra ${partOf(entry)} bij ${venue.name} vrijkomt. Bevestig dat met de knop ` +
          'hieronder; pas daarna sta je op de wachtlijst.',
      },
      { kind: 'button', label: 'Ja, zet mij op de wachtlijst', href: confirmUrl },
    ],
    after: [
      {
        kind: 'small',
        text: 'Heb je dit niet zelf gevraagd? Dan hoef je niets te doen: zonder bevestiging gebeurt er niets.',
      },
    ],
  })
}

/** A day part an entry waited for is free: everyone on the list hears at once, first to ask books it. */
export function waitingListFreeMail(entry: WaitingListFacts, bookingUrl: string): MailDraft {
  return customerDraft({
    to: entry.email,
    topic: `Er is plek: ${formatLongDate(entry.date)}, ${dayPartInfo[entry.dayParts].label.toLowerCase()}`,
    heading: 'Het dagdeel is weer vrij',
    body: [
      {
        kind: 'paragraph',
        text:
          `Goed nieuws: ${partOf(entry)} is weer vrij bij ${venue.name}. Je stond op de wachtlijst, daarom ` +
          'krijg je dit bericht. We mailen iedereen op de wachtlijst tegelijk; wie het eerst aanvraagt, krijgt ' +
          'het dagdeel.',
      },
      { kind: 'button', label: 'Vraag de boeking aan', href: bookingUrl },
      { kind: 'small', text: 'Je staat nu niet meer op de wachtlijst voor deze datum.' },
    ],
  })
}
