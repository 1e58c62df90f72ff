/**
 * The booking and cancellation terms: one source for /voorwaarden, the quote and invoice PDFs and
 * the mails. The numbers come from the rules that apply them (app/lib/cancellation.ts,
 * app/lib/invoicing.ts, app/lib/pricing.ts), so a text never says what the code does not do.
 */
import {
  FREE_CANCELLATION_DAYS,
  FREE_CATERING_HOURS,
  HALF_ROOM_PERCENT,
  HALF_ROOM_WORKDAYS,
  PEOPLE_CHANGE_WORKDAYS,
} from '~/lib/cancellation'
import { PAYMENT_TERM_DAYS } from '~/lib/invoicing'
import type { PriceList } from '~/lib/price-list'

export const QUOTE_VALID_DAYS = 30

/** The button in every booking mail that opens the customer's own booking page. */
export const MANAGE_BUTTON_LABEL = 'Bekijk of wijzig je boeking'

/** "over de catering 9 % btw", or with several rates "over de catering 9 of 21 % btw, zoals bij elke prijs staat". */
function cateringVat(list: PriceList): string {
  const rates = [...new Set(list.entries.map((entry) => entry.vatRate))].sort((a, b) => a - b)
  if (rates.length === 0) return ''
  const several = rates.length > 1
  return `, over de catering ${rates.join(' of ')} % btw${several ? ', zoals bij elke prijs staat' : ''}`
}

/** "Over de zaalhuur rekenen we 21 % btw, over de catering 9 % btw.": the btw under `list`. */
export const vatTerm = (list: PriceList) =>
  `Over de zaalhuur rekenen we ${list.room.vatRate} % btw${cateringVat(list)}.`

/** The terms of a quote under `list`: its validity, the btw, people changes and the confirmation. */
export const quoteTerms = (list: PriceList) => [
  `Een offerte is ${QUOTE_VALID_DAYS} dagen geldig. Alle bedragen zijn in euro's. ${vatTerm(list)}`,
  `Het aantal personen wijzig je zolang er nog minstens ${PEOPLE_CHANGE_WORKDAYS} hele werkdagen tussen de dag ` +
    'van de wijziging en de datum liggen; bij meer datums geldt dat per datum. Daarna rekenen we met het aantal ' +
    'dat dan in je boeking staat, ook als er minder mensen komen.',
  'Een boeking is definitief zodra wij haar schriftelijk hebben bevestigd. Na de bevestiging ontvang je de ' +
    `factuur; betaling binnen ${PAYMENT_TERM_DAYS} dagen na factuurdatum.`,
]

/** How a customer changes a booking: said in the terms, the mails and the PDFs, not on the booking page itself. */
export const manageTerm =
  `Annuleren, het aantal personen wijzigen of een andere datum vragen doe je via de knop '${MANAGE_BUTTON_LABEL}' ` +
  'in onze mails.'

/**
 * Exactly what app/lib/cancellation.ts computes: the day of cancelling and the date are calendar
 * days in the Netherlands, and the workdays are the full ones in between.
 */
export const cancellationTerms = [
  `Annuleer je ${FREE_CANCELLATION_DAYS} dagen of langer voor de datum, dan betaal je niets.`,
  `Annuleer je later, maar liggen er nog minstens ${HALF_ROOM_WORKDAYS} hele werkdagen tussen de dag waarop je ` +
    `annuleert en de datum, dan betaal je ${HALF_ROOM_PERCENT} % van de zaalhuur.`,
  'Annuleer je nog later, dan betaal je de volledige zaalhuur.',
  `De catering (arrangement en lunch) annuleer je kosteloos tot ${FREE_CATERING_HOURS} uur voor het begin van je ` +
    'dagdeel; daarna betaal je de catering volledig.',
  'Heeft je boeking meer dan één datum, dan telt elke datum apart: wat je voor een datum betaalt, hangt af van ' +
    'hoe lang voor die datum en dat dagdeel je annuleert. Annuleren doe je voor de hele boeking.',
  manageTerm,
]

export const paymentTerms = [
  `Na de bevestiging van je boeking ontvang je de factuur per e-mail. Betaal binnen ${PAYMENT_TERM_DAYS} dagen ` +
    'na factuurdatum: met iDEAL als de mail een betaalknop heeft, of door het bedrag over te maken onder ' +
    'vermelding van het factuurnummer.',
  'Is de factuur na de betaaltermijn nog niet betaald, dan sturen we je een herinnering. Betaal je daarna nog ' +
    'niet, dan kunnen we de wettelijke rente (bij een bedrijf de wettelijke handelsrente) en incassokosten in ' +
    'rekening brengen.',
  'Een factuur passen we nooit achteraf aan: een correctie (zoals een ander aantal personen of een annulering) ' +
    'krijg je als creditfactuur, met zo nodig een nieuwe factuur. Wat je te veel betaalde, storten we terug.',
]

/** The sections of /voorwaarden under the list in effect, in order: the sentences quotes, invoices and mails use. */
export const termsSections = (list: PriceList) => [
  { id: 'offertes', title: 'Offertes, prijzen en bevestiging', terms: quoteTerms(list) },
  { id: 'betalen', title: 'Betalen', terms: paymentTerms },
  { id: 'annuleren', title: 'Annuleren en wijzigen', terms: cancellationTerms },
  {
    id: 'recht',
    title: 'Toepasselijk recht',
    terms: ['Op deze voorwaarden en op elke boeking is Nederlands recht van toepassing.'],
  },
]
