/** The Dutch mails of the visitor-messages feature. Each returns subject, HTML and text. */

import { newsletterConsentText } from '~/content/newsletter'
import { venue } from '~/content/venue'
import { type RenderedMail, renderMail } from './layout.server'

export function contactMessageToVenue(message: {
  name: string
  email: string
  subject: string
  message: string
}): RenderedMail {
  return renderMail({
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

export function newsletterConfirmation({
  confirmUrl,
  unsubscribeUrl,
}: {
  confirmUrl: string
  unsubscribeUrl: string
}): RenderedMail {
  return renderMail({
    subject: `Bevestig je inschrijving voor de nieuwsbrief van ${venue.name}`,
    heading: 'Bevestig je inschrijving',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Leuk dat je de nieuwsbrief van ${venue.name} wilt ontvangen! Klik op de knop hieronder om je ` +
          `inschrijving te bevestigen. Pas daarna sturen we je de nieuwsbrief.`,
      },
      { kind: 'button', label: 'Ja, ik wil de nieuwsbrief ontvangen', href: confirmUrl },
      {
        kind: 'paragraph',
        text: newsletterConsentText,
      },
      {
        kind: 'small',
        text:
          `Heb je je niet zelf aangemeld? Dan kun je deze e-mail negeren: zonder bevestiging ontvang je ` +
          `niets. Afmelden: ${unsubscribeUrl}`,
      },
    ],
  })
}
