/** The newsletter's promise to subscribers; the text shown is the text recorded as consent. */
export const newsletterConsentText =
  'We sturen je hooguit één keer per maand nieuws over open dagen, workshops en nieuwe mogelijkheden. We ' +
  'verkopen je gegevens niet en gebruiken ze alleen voor de nieuwsbrief; afmelden kan altijd, met één klik.'
