/** The newsletter's promise to subscribers; the text shown is the text recorded as consent. */
export const newsletterConsentText =
  'We sturen je hooguit één keer per maand nieuws over open dagen, workshops en nieuwe mogelijkheden. Je ' +
  'gegevens delen we met niemand en afmelden kan altijd, met één klik.'
