/** A visitor's message, to the venue's inbox: replying answers the visitor. */
import type { ContactInput } from '~/lib/validation'
import { type MailDraft, venueDraft } from '../mail/draft'

export function contactMessageMail(message: ContactInput, venueInbox: string): MailDraft {
  return venueDraft({
    to: venueInbox,
    replyTo: message.email,
    subject: `Nieuw bericht via de website: ${message.subject}`,
    heading: 'Nieuw bericht via het contactformulier',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Naam', message.name],
          ['E-mail', message.email],
          ['Onderwerp', message.subject],
        ],
      },
      { kind: 'quote', text: message.message },
      {
        kind: 'small',
        text:
          'Beantwoorden kan rechtstreeks: dit bericht heeft het e-mailadres van de afzender als ' +
          'antwoordadres. Het bericht staat ook in het beheer, bij Berichten.',
      },
    ],
  })
}
