/**
 * The booking and cancellation terms: one source for /voorwaarden, the quote and invoice PDFs and
 * the mails. The numbers are the terms of a price list (VenueTerms, docs/decisions/036-the-offer-as-data.md),
 * the same the rules apply (app/lib/cancellation.ts, app/lib/invoicing.ts), so a text never says
 * what the code does not do: the list in effect for /voorwaarden, a booking's own list for its mails.
 */
import { monthsAhead } from '~/lib/availability'
import { type BookingDay, priceDays, termsListOf } from '~/lib/booking-days'
import type { IsoDate } from '~/lib/dates'
import { depositSchedule } from '~/lib/deposit'
import { formatDate, formatEuro, formatLongDate, listed } from '~/lib/format'
import { REFUND_TERM_DAYS } from '~/lib/invoicing'
import type { PriceList, VenueTerms } from '~/lib/price-list'

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

/**
 * A consumer books a service on a fixed date, which has no right of withdrawal (art. 6:230p sub e
 * BW); the law asks that they are told so before they book (art. 6:230m lid 1 sub k BW).
 */
export const noWithdrawalTerm =
  'Boek je als particulier? Je huurt de ruimte voor een vaste datum; daarom is er geen wettelijke bedenktijd ' +
  '(herroepingsrecht). Annuleren kan volgens de voorwaarden.'

/** Beside a paid activity on /agenda: a leisure activity on a set date has no right of withdrawal either. */
export const activityNoWithdrawalTerm =
  'Een activiteit is op een vaste datum; daarom is er ook voor particulieren geen wettelijke bedenktijd ' +
  '(herroepingsrecht).'

/** The terms of a quote under `list`: its validity, the btw, people changes and the confirmation. */
export const quoteTerms = (list: PriceList) => [
  `Een offerte is ${list.terms.quoteValidDays} dagen geldig. Alle bedragen zijn in euro's. ${vatTerm(list)}`,
  `Het aantal personen wijzig je zolang er nog minstens ${list.terms.peopleChangeWorkdays} hele werkdagen tussen de ` +
    'dag van de wijziging en de datum liggen; bij meer datums geldt dat per datum. Daarna rekenen we met het aantal ' +
    'dat dan in je boeking staat, ook als er minder mensen komen.',
  list.terms.depositPercent === 0
    ? 'Een boeking is definitief zodra wij haar schriftelijk hebben bevestigd. Na de bevestiging ontvang je de ' +
      `factuur; betaling binnen ${list.terms.paymentTermDays} dagen na factuurdatum.`
    : `Een boeking is definitief zodra wij haar schriftelijk hebben bevestigd. ${depositTerm(list.terms)}`,
  noWithdrawalTerm,
  'Een offerte accepteer je online via de link in de offertemail, tegen de prijs van de offerte zolang die geldig ' +
    'is. Op die pagina staat of je boeking daarmee meteen definitief is of dat wij haar nog bevestigen.',
]

/** When the rest of the total is paid: "uiterlijk 14 dagen voor de (eerste) datum", or after the meeting. */
const balanceWhen = (terms: VenueTerms) =>
  terms.balanceDaysBefore === 0
    ? `na de bijeenkomst, binnen ${terms.paymentTermDays} dagen na de datum van de eindfactuur`
    : `uiterlijk ${terms.balanceDaysBefore} dagen voor de (eerste) datum`

/**
 * The aanbetaling under a list (docs/decisions/039-aanbetaling.md), as app/lib/deposit.ts applies it:
 * the part and its term, the eindfactuur, and the one invoice of a booking made late.
 */
export const depositTerm = (terms: VenueTerms) =>
  `Na de bevestiging ontvang je een voorschotfactuur voor een aanbetaling van ${terms.depositPercent} % van het ` +
  `totaal; betaal die binnen ${terms.depositTermDays} dagen. Het restant staat op de eindfactuur, die je zo op tijd ` +
  `krijgt dat je ${balanceWhen(terms)} betaalt. Boek je zo kort vooruit dat de aanbetaling pas na de eindfactuur ` +
  `zou vallen, dan krijg je meteen één factuur, te betalen binnen ${terms.paymentTermDays} dagen na factuurdatum.`

/**
 * What a quote's dates would pay when, were the booking confirmed on `today` (app/lib/deposit.ts):
 * "Bevestigen we je boeking vandaag, dan vragen we een aanbetaling van 30 %: (amount), te betalen
 * uiterlijk (date). Het restant van (amount) staat op de eindfactuur van (date), te betalen uiterlijk
 * (date)." None without an aanbetaling, or for dates so near that they get one invoice.
 */
export function depositAmountsText(days: readonly BookingDay[], today: IsoDate): string | undefined {
  const schedule = days.length > 0 ? depositSchedule(days, today) : undefined
  if (!schedule) return undefined
  return (
    `Bevestigen we je boeking vandaag, dan vragen we een aanbetaling van ${schedule.percent} %: ` +
    `${formatEuro(schedule.depositCents)}, te betalen uiterlijk ${formatDate(schedule.depositDueOn)}. Het restant ` +
    `van ${formatEuro(schedule.restCents)} staat op de eindfactuur van ${formatDate(schedule.finalIssueOn)}, te ` +
    `betalen uiterlijk ${formatDate(schedule.finalDueOn)}.`
  )
}

/** How the customer pays an invoice (with iDEAL where the mail or the page offers it). */
export const howToPay =
  'Betaal met iDEAL (met de knop in de mail of op je boekingspagina) of maak het bedrag over onder vermelding ' +
  'van het factuurnummer.'

/** What follows when an aanbetaling stays unpaid (ADR 039; the owner decides, ADR 040). */
export const depositUnpaidTerm =
  'Betaal je de aanbetaling niet op tijd, dan sturen we je een herinnering. Is ze daarna nog niet betaald, dan ' +
  'mogen we de datum vrijgeven; dat laten we je eerst weten, en je betaalt dan niets.'

/**
 * What a booking of `days` confirmed on `today` pays and when (docs/decisions/040-one-agreement-per-booking.md),
 * with amounts and dates: the confirmation states it as part of the agreement, and the pages before the
 * customer commits say the same.
 */
export function paymentScheduleTerms(days: readonly BookingDay[], today: IsoDate): string[] {
  const { terms } = termsListOf(days)
  const schedule = depositSchedule(days, today)
  if (!schedule)
    return [
      `De factuur van ${formatEuro(priceDays(days).totals.totalCents)} krijg je per e-mail; betaal die binnen ` +
        `${terms.paymentTermDays} dagen na de factuurdatum.`,
      howToPay,
    ]
  return [
    `Aanbetaling (${schedule.percent} %): ${formatEuro(schedule.depositCents)}, te betalen uiterlijk ` +
      `${formatDate(schedule.depositDueOn)}. De voorschotfactuur krijg je per e-mail.`,
    `Restant: ${formatEuro(schedule.restCents)}, op de eindfactuur van ${formatDate(schedule.finalIssueOn)}, te ` +
      `betalen uiterlijk ${formatDate(schedule.finalDueOn)}.`,
    depositUnpaidTerm,
    howToPay,
  ]
}

/**
 * What the customer will pay when, said before they commit (a request, an accepted quote, the
 * calculator): the aanbetaling with its amounts were the booking confirmed `today`, and what an
 * unpaid one leads to; or the one invoice and its term.
 */
export function paymentBeforeCommit(days: readonly BookingDay[], today: IsoDate): string[] {
  const deposit = depositAmountsText(days, today)
  const { terms } = termsListOf(days)
  if (deposit) return [deposit, depositUnpaidTerm, howToPay]
  return [
    `${terms.depositPercent > 0 ? 'Je datum ligt zo dichtbij dat je geen aanbetaling doet: n' : 'N'}a de bevestiging ` +
      `krijg je de factuur per e-mail; betaal die binnen ${terms.paymentTermDays} dagen na de factuurdatum.`,
    howToPay,
  ]
}

/** How a customer changes a booking: said in the terms, the mails and the PDFs, not on the booking page itself. */
export const manageTerm =
  `Annuleren, het aantal personen wijzigen of een andere datum vragen doe je via de knop '${MANAGE_BUTTON_LABEL}' ` +
  'in onze mails.'

/** The same in a quote, which has no booking (yet) and so no button. */
const manageTermOfQuote = `Heb je geboekt, dan annuleer of wijzig je via de knop '${MANAGE_BUTTON_LABEL}' in onze \
mails.`

/** What the venue does when it has to cancel (docs/decisions/040-one-agreement-per-booking.md). */
export const venueCancelTerm =
  'Moeten wij je boeking annuleren, bijvoorbeeld door ziekte, schade aan de ruimte of overmacht, dan betaal je ' +
  `niets en storten we wat je al betaalde binnen ${REFUND_TERM_DAYS} dagen terug.`

/** A booking of several dates is cancelled as a whole, each date by its own distance (cancellation.ts). */
const severalDatesTerm =
  'Je annuleert altijd de hele boeking; één datum apart annuleren kan niet online. Heeft je boeking meer dan één ' +
  'datum, dan telt elke datum apart: wat je voor een datum betaalt, hangt af van hoe lang voor die datum en dat ' +
  'dagdeel je annuleert.'

/**
 * Exactly what app/lib/cancellation.ts computes under `terms`: the day of cancelling and the date
 * are calendar days in the Netherlands, and the workdays are the full ones in between.
 */
const cancellationRules = (terms: VenueTerms) => [
  `Annuleer je ${terms.freeCancellationDays} dagen of langer voor de datum, dan betaal je niets.`,
  `Annuleer je later, maar liggen er nog minstens ${terms.halfRoomWorkdays} hele werkdagen tussen de dag waarop je ` +
    `annuleert en de datum, dan betaal je ${terms.halfRoomPercent} % van de zaalhuur.`,
  'Annuleer je nog later, dan betaal je de volledige zaalhuur.',
  `De catering (arrangement, lunch en extra's) annuleer je kosteloos tot ${terms.freeCateringHours} uur voor het ` +
    'begin van je dagdeel; daarna betaal je de catering volledig.',
]

/** The cancellation terms of a list, as /voorwaarden states them. */
export const cancellationTerms = ({ terms }: PriceList) => [
  ...cancellationRules(terms),
  severalDatesTerm,
  venueCancelTerm,
  manageTerm,
]

/** The same rule for a date, in one sentence: "annuleer je 14 dagen of langer voor die datum, ...". */
const dateRule = (terms: VenueTerms) =>
  `annuleer je ${terms.freeCancellationDays} dagen of langer voor die datum, dan betaal je niets. Annuleer je ` +
  `later, maar liggen er nog minstens ${terms.halfRoomWorkdays} hele werkdagen tussen de dag waarop je annuleert en ` +
  `die datum, dan betaal je ${terms.halfRoomPercent} % van de zaalhuur; annuleer je nog later, dan de volledige ` +
  `zaalhuur. De catering annuleer je kosteloos tot ${terms.freeCateringHours} uur voor het begin van je dagdeel.`

const ruleKey = ({ freeCancellationDays, halfRoomWorkdays, halfRoomPercent, freeCateringHours }: VenueTerms) =>
  [freeCancellationDays, halfRoomWorkdays, halfRoomPercent, freeCateringHours].join('/')

/**
 * The cancellation terms of a booking or quote of `days` (docs/decisions/040-one-agreement-per-booking.md):
 * each date follows the list it was priced under, so where the dates' lists cancel alike the rules
 * are stated once, and where they differ each date names its own. One date gets no words about
 * several; a quote says how to cancel once booked.
 */
export function cancellationTermsOf(days: readonly BookingDay[], { quote = false } = {}): string[] {
  const groups = new Map<string, { terms: VenueTerms; dates: IsoDate[] }>()
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = ruleKey(day.list.terms)
    const group = groups.get(key) ?? { terms: day.list.terms, dates: [] }
    group.dates.push(day.date)
    groups.set(key, group)
  }
  const [only] = groups.values()
  const rules =
    groups.size === 1 && only
      ? cancellationRules(only.terms)
      : [...groups.values()].map(({ terms, dates }) => `Voor ${listed(dates.map(formatLongDate))}: ${dateRule(terms)}`)
  return [
    ...rules,
    ...(days.length > 1 ? [severalDatesTerm] : []),
    venueCancelTerm,
    quote ? manageTermOfQuote : manageTerm,
  ]
}

export const paymentTerms = ({ terms }: PriceList) => [
  ...(terms.depositPercent === 0
    ? [
        `Na de bevestiging van je boeking ontvang je de factuur per e-mail. Betaal binnen ${terms.paymentTermDays} ` +
          'dagen na factuurdatum: met iDEAL als de mail een betaalknop heeft, of door het bedrag over te maken ' +
          'onder vermelding van het factuurnummer.',
      ]
    : [
        depositTerm(terms),
        'Je facturen krijg je per e-mail. Betaal met iDEAL als de mail een betaalknop heeft, of door het bedrag ' +
          'over te maken onder vermelding van het factuurnummer. Wijzig je voor de eindfactuur het aantal personen, ' +
          'dan rekent de eindfactuur met het nieuwe aantal; annuleer je, dan verrekenen we de aanbetaling met wat ' +
          'het annuleren kost.',
      ]),
  'Is de factuur na de betaaltermijn nog niet betaald, dan sturen we je een herinnering. Betaal je daarna nog ' +
    'niet, dan kunnen we de wettelijke rente (bij een bedrijf de wettelijke handelsrente) en incassokosten in ' +
    'rekening brengen.',
  'Een factuur passen we nooit achteraf aan: een correctie (zoals een ander aantal personen of een annulering) ' +
    'krijg je als creditfactuur, met zo nodig een nieuwe factuur. Wat je te veel betaalde, storten we terug.',
]

/** The sentences of the terms under `next` that read otherwise under `current`: the owner's preview of a new list. */
export function changedTerms(current: PriceList, next: PriceList): string[] {
  const before = new Set(termsSections(current).flatMap((section) => section.terms))
  return termsSections(next)
    .flatMap((section) => section.terms)
    .filter((term) => !before.has(term))
}

/**
 * Booking under `list`: how many people the room takes, how far ahead the website books (the list
 * in effect today's, app/lib/availability.ts) and how long an optie usually runs (ADR 026).
 */
export const bookingTerms = ({ terms }: PriceList) => [
  `De ruimte is er voor maximaal ${terms.maxPeople} personen. Online boek je op werkdagen, van ` +
    `${terms.minHoursAhead} uur tot ${monthsAhead(terms)} vooruit; voor een andere dag of een kortere termijn ` +
    'neem je contact met ons op.',
  'Op je aanvraag kunnen we ook een optie geven: we houden de datum dan voor je vast, meestal ' +
    `${terms.optieDays} dagen en uiterlijk tot de dag ervoor. Bevestig je de optie niet op tijd, dan vervalt ze ` +
    'en komt de datum weer vrij.',
]

/**
 * What changes for meetings from a later list's date: its sentences that read otherwise, for
 * /voorwaarden and the home page's FAQ (docs/decisions/040-one-agreement-per-booking.md).
 */
export function laterTerms(current: PriceList, later: readonly PriceList[]) {
  return later
    .map((list) => ({ id: list.id, name: list.name, validFrom: list.validFrom, changes: changedTerms(current, list) }))
    .filter((list) => list.changes.length > 0)
}

/** The sections of /voorwaarden under the list in effect, in order: the sentences quotes, invoices and mails use. */
export const termsSections = (list: PriceList) => [
  { id: 'boeken', title: 'Boeken', terms: bookingTerms(list) },
  { id: 'offertes', title: 'Offertes, prijzen en bevestiging', terms: quoteTerms(list) },
  { id: 'betalen', title: 'Betalen', terms: paymentTerms(list) },
  { id: 'annuleren', title: 'Annuleren en wijzigen', terms: cancellationTerms(list) },
  {
    id: 'recht',
    title: 'Toepasselijk recht',
    terms: ['Op deze voorwaarden en op elke boeking is Nederlands recht van toepassing.'],
  },
]
