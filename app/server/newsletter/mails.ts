/** The newsletter's double opt-in: confirm, or ignore and nothing happens. */
import { newsletterConsentText } from '~/content/newsletter'
import { venue } from '~/content/venue'
import { customerDraft, type MailDraft } from '../mail/draft'

export function newsletterConfirmMail(
  email: string,
  { confirmUrl, unsubscribeUrl, oneClickUrl }: { confirmUrl: string; unsubscribeUrl: string; oneClickUrl: string },
): MailDraft {
  return customerDraft({
    to: email,
    topic: 'Bevestig je inschrijving voor de nieuwsbrief',
    heading: 'Bevestig je inschrijving',
    body: [
      {
        kind: 'paragraph',
        text:
          `Leuk dat je de nieuwsbrief van ${venue.name} wilt ontvangen! Klik op de knop hieronder om je ` +
          'inschrijving te bevestigen. Pas daarna sturen we je de nieuwsbrief.',
      },
      { kind: 'button', label: 'Ja, ik wil de nieuwsbrief ontvangen', href: confirmUrl },
      { kind: 'paragraph', text: newsletterConsentText },
    ],
    after: [
      {
        kind: 'small',
        text:
          'Heb je je niet zelf aangemeld? Dan kun je deze e-mail negeren: zonder bevestiging ontvang je ' +
          `niets. Afmelden: ${unsubscribeUrl}`,
      },
    ],
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}
