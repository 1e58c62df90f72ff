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
import { FOOD_VAT_RATE, ROOM_VAT_RATE } from '~/lib/pricing'

export const QUOTE_VALID_DAYS = 30

export const quoteTerms = [
  `Deze offerte is ${QUOTE_VALID_DAYS} dagen geldig. Alle bedragen zijn in euro's; de zaalhuur is ` +
    `inclusief ${ROOM_VAT_RATE} % btw, catering inclusief ${FOOD_VAT_RATE} % btw.`,
  `Het aantal personen kun je tot ${PEOPLE_CHANGE_WORKDAYS} werkdagen van tevoren kosteloos aanpassen; we ` +
    'rekenen af op het definitieve aantal.',
  'Een boeking is definitief zodra wij haar schriftelijk hebben bevestigd. Na de bevestiging ontvang je de ' +
    `factuur; betaling binnen ${PAYMENT_TERM_DAYS} dagen na factuurdatum.`,
]

export const cancellationTerms = [
  `Tot ${FREE_CANCELLATION_DAYS} dagen voor de datum annuleer je kosteloos.`,
  `Van ${FREE_CANCELLATION_DAYS} dagen tot ${HALF_ROOM_WORKDAYS} werkdagen vooraf brengen we ${HALF_ROOM_PERCENT} % ` +
    'van de zaalhuur in rekening.',
  `Binnen ${HALF_ROOM_WORKDAYS} werkdagen vooraf rekenen we de volledige zaalhuur; catering kun je tot ` +
    `${FREE_CATERING_HOURS} uur vooraf kosteloos annuleren.`,
  'Annuleren of het aantal personen wijzigen doe je met de link in je bevestigingsmail. Een ander dagdeel of ' +
    'een andere datum vraag je daar ook aan; dat regelen we met je.',
]

export const paymentTerms = [
  `Na de bevestiging van je boeking ontvang je de factuur per e-mail. Betaal binnen ${PAYMENT_TERM_DAYS} dagen ` +
    'na factuurdatum, met iDEAL via de link in de mail of door het bedrag over te maken onder vermelding van het ' +
    'factuurnummer.',
  'Is de factuur na de betaaltermijn nog niet betaald, dan sturen we je één herinnering.',
  'Een factuur passen we nooit achteraf aan: een correctie (zoals een ander aantal personen of een annulering) ' +
    'krijg je als creditfactuur, met zo nodig een nieuwe factuur. Wat je te veel betaalde, storten we terug.',
]

/** The sections of /voorwaarden, in order: the same sentences the quotes, invoices and mails use. */
export const termsSections = [
  { id: 'offertes', title: 'Offertes, prijzen en bevestiging', terms: quoteTerms },
  { id: 'betalen', title: 'Betalen', terms: paymentTerms },
  { id: 'annuleren', title: 'Annuleren en wijzigen', terms: cancellationTerms },
]
