/**
 * The words of the quote and booking requests, with and without JavaScript (dialog, page, the page
 * after it and the JSON API's answer). A request is not yet a booking: it is 'ontvangen' until the
 * owner confirms it.
 */
export type RequestMode = 'offerte' | 'boeking'

export const requestTexts = {
  offerte: {
    title: 'Offerte per e-mail',
    intro: 'We mailen je de offerte als PDF. Je zit nergens aan vast.',
    submit: 'Mail mij de offerte',
    success: { title: 'Offerte verzonden', description: 'We hebben de offerte naar je e-mailadres gestuurd.' },
    failure: { title: 'Niet verstuurd', fallback: 'De offerte is niet verstuurd. Probeer het opnieuw, of bel ons.' },
  },
  boeking: {
    title: 'Boeking aanvragen',
    intro: 'Binnen één werkdag laten we je per e-mail weten of we je boeking kunnen bevestigen.',
    submit: 'Boeking aanvragen',
    success: {
      title: 'Aanvraag ontvangen',
      description:
        'Je krijgt nu een ontvangstbevestiging per e-mail. Binnen één werkdag laten we je weten of we je ' +
        'boeking kunnen bevestigen.',
    },
    failure: { title: 'Niet verstuurd', fallback: 'Je aanvraag is niet verstuurd. Probeer het opnieuw, of bel ons.' },
  },
} as const
