import { lifecycleMessages, type Refusal } from '~/lib/booking-lifecycle'
import type { ManageBookingAction } from '~/lib/booking-schemas'
import type { BookingStatus } from '~/lib/booking-status'

/** Refusals whose form (and message) the page no longer shows: told as a notice at the top, by their code. */
const refusalNotices: Partial<Record<NonNullable<Refusal['code']>, string>> = {
  optieLapsed: 'optie-verlopen',
  cancelledNoChange: 'niet-meer',
  customerNoInvoiceAddress: 'factuuradres-nodig',
  dietTooLate: 'dieetwensen-te-laat',
}

export const noticeOf = (outcome: Pick<Refusal, 'code'>) => (outcome.code ? refusalNotices[outcome.code] : undefined)

export const notices: Record<string, string> = {
  geannuleerd: 'Je boeking is geannuleerd. Je krijgt een bevestiging per e-mail.',
  ingetrokken: 'Je aanvraag is ingetrokken. Je krijgt een bevestiging per e-mail.',
  'al-geannuleerd': lifecycleMessages.alreadyCancelled,
  personen: 'Het aantal personen is aangepast. Je krijgt een bevestiging per e-mail.',
  'personen-gelijk': lifecycleMessages.samePeople,
  dieetwensen: 'Je dieetwensen zijn opgeslagen. We geven ze door bij de bestelling van de lunch.',
  'dieetwensen-gelijk': lifecycleMessages.sameDiet,
  wijziging: 'Je verzoek is verstuurd. We nemen zo snel mogelijk contact met je op.',
  bezig: lifecycleMessages.busy,
  'niet-meer': lifecycleMessages.cancelledNoChange,
  'factuuradres-nodig': lifecycleMessages.customerNoInvoiceAddress,
  'te-vaak': lifecycleMessages.tooManyDetailChanges,
  'geen-factuur': 'Die factuur vonden we niet bij deze boeking. Je facturen staan hieronder.',
  'geen-e-factuur':
    'Voor deze factuur is er geen e-factuur: daarvoor zijn bedrijfsnaam, KvK-nummer en factuuradres nodig.',
  referentie: 'Je referentie staat op de volgende factuur.',
  factuurgegevens: 'Je factuurgegevens staan op de volgende factuur.',
  review: 'Je keuze is bewaard.',
  'optie-bevestigd': 'Je optie is bevestigd: het is nu een boeking. De bevestiging en de factuur komen per e-mail.',
  'optie-al-bevestigd': lifecycleMessages.optieAccepted,
  'optie-verlopen': lifecycleMessages.optieLapsed,
  'optie-vervallen': 'Je optie is vervallen: de datum is weer vrij. Je krijgt een bevestiging per e-mail.',
  'offerte-geaccepteerd':
    'Je hebt de offerte geaccepteerd, tegen de prijs van de offerte. Binnen één werkdag laten we je weten of we ' +
    'je boeking kunnen bevestigen; je krijgt een bevestiging per e-mail.',
  'offerte-bevestigd':
    'Je hebt de offerte geaccepteerd: je boeking is bevestigd. De bevestiging en de factuur krijg je per e-mail; ' +
    'betalen kan ook hieronder.',
  'offerte-al-geaccepteerd': 'Je had deze offerte al geaccepteerd. Hieronder zie je hoe je boeking ervoor staat.',
}

/** The notice after a change the lifecycle made, or found already made. */
export function doneNotice(intent: ManageBookingAction['intent'], changed: boolean, status: BookingStatus): string {
  switch (intent) {
    case 'annuleren':
      if (!changed) return 'al-geannuleerd'
      return status === 'optie' ? 'optie-vervallen' : status === 'aanvraag' ? 'ingetrokken' : 'geannuleerd'
    case 'optie-bevestigen':
      return changed ? 'optie-bevestigd' : 'optie-al-bevestigd'
    case 'personen':
      return changed ? 'personen' : 'personen-gelijk'
    case 'dieetwensen':
      return changed ? 'dieetwensen' : 'dieetwensen-gelijk'
    default:
      return intent
  }
}
