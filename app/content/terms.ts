/** Terms printed on quotes and confirmations and sent with booking mails. */
import { FOOD_VAT_RATE, ROOM_VAT_RATE } from '~/lib/pricing'

export const QUOTE_VALID_DAYS = 30

export const quoteTerms = [
  `Deze offerte is ${QUOTE_VALID_DAYS} dagen geldig. Alle bedragen zijn in euro's; de zaalhuur is ` +
    `inclusief ${ROOM_VAT_RATE} % btw, catering inclusief ${FOOD_VAT_RATE} % btw.`,
  'Het aantal personen kun je tot drie werkdagen van tevoren kosteloos aanpassen; we rekenen af op het ' +
    'definitieve aantal.',
  'Een boeking is definitief zodra wij haar schriftelijk hebben bevestigd. Betaling binnen 14 dagen na factuurdatum.',
]

export const cancellationTerms = [
  'Tot 14 dagen voor de datum annuleer je kosteloos.',
  'Van 14 dagen tot 3 werkdagen vooraf brengen we 50 % van de zaalhuur in rekening.',
  'Binnen 3 werkdagen vooraf rekenen we de volledige zaalhuur; catering kun je tot 48 uur vooraf kosteloos annuleren.',
]
