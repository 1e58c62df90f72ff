/**
 * How long the venue keeps personal data (issue 18, AVG). One source for the cron that enforces
 * it (app/server/retention.server.ts) and the privacy statement that promises it (/privacy).
 * Periods are in days and configurable (wrangler.toml [vars], RETENTION_*); invoices are not:
 * the tax authority's seven years are the law, not a setting.
 */
export type RetentionPeriods = {
  /** Contact messages (and change requests), counted from their arrival. */
  contactMessages: number
  /** Newsletter and waiting-list sign-ups never confirmed, and newsletter unsubscriptions. */
  signups: number
  /** Quotes, counted from the last day they were valid. */
  quotes: number
  /** Prospects in the CRM with no booking, invoice or quote, counted from their last activity. */
  prospects: number
  /** Requests and bookings without an invoice, counted from their date. */
  bookings: number
  /** The text and attachments of a mail, counted from its delivery. */
  mailBodies: number
  /** The owner's log and the list of sent mail (recipient, subject), counted from the entry. */
  log: number
}

export const defaultRetention: RetentionPeriods = {
  contactMessages: 365,
  signups: 30,
  quotes: 365,
  prospects: 730,
  bookings: 730,
  mailBodies: 30,
  log: 730,
}

/** Invoices (and the bookings they are for) are kept for seven years after the year they were issued in. */
export const INVOICE_RETENTION_YEARS = 7

/** The last year whose invoices must still be kept in `year`: older ones may go. */
export const oldestKeptInvoiceYear = (year: number) => year - INVOICE_RETENTION_YEARS

const spell = (days: number) => {
  if (days % 365 === 0) return `${days / 365} jaar`
  if (days % 30 === 0 && days >= 60) return `${days / 30} maanden`
  return days === 1 ? '1 dag' : `${days} dagen`
}

/** The periods in the privacy statement's words: what, and how long. */
export function retentionStatement(periods: RetentionPeriods): { what: string; kept: string }[] {
  return [
    { what: 'Contactberichten en wijzigingsverzoeken', kept: `${spell(periods.contactMessages)} na ontvangst` },
    {
      what: 'Aanmeldingen voor de nieuwsbrief of de wachtlijst die je niet bevestigt',
      kept: `${spell(periods.signups)} na de aanmelding`,
    },
    { what: 'Je adres na afmelding voor de nieuwsbrief', kept: `${spell(periods.signups)} na de afmelding` },
    { what: 'Je plek op de wachtlijst', kept: 'tot en met de datum waarvoor je wacht' },
    { what: 'Offertes', kept: `${spell(periods.quotes)} nadat ze verlopen zijn` },
    {
      what: 'Aanvragen en boekingen zonder factuur',
      kept: `${spell(periods.bookings)} na de datum van de boeking`,
    },
    {
      what: 'Facturen en de boekingen waar ze bij horen',
      kept: `${INVOICE_RETENTION_YEARS} jaar na het jaar van de factuur (wettelijke bewaarplicht)`,
    },
    {
      what: 'Contactgegevens van wie nog niet bij ons boekte',
      kept: `${spell(periods.prospects)} na het laatste contact`,
    },
    { what: 'De inhoud van e-mails die we je stuurden', kept: `${spell(periods.mailBodies)} na verzending` },
    {
      what: 'Ons logboek en de lijst van verstuurde e-mails (ontvanger en onderwerp)',
      kept: spell(periods.log),
    },
  ]
}
