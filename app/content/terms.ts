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
import { daysInWords, formatDate, formatEuro, formatLongDate, listed } from '~/lib/format'
import { REFUND_TERM_DAYS } from '~/lib/invoicing'
import type { PriceList, VenueTerms } from '~/lib/price-list'
import { dayPartHours } from '~/lib/pricing'

/** The button in every booking mail that opens the customer's own booking page. */
export const MANAGE_BUTTON_LABEL = 'Bekijk of wijzig je boeking'

/**
 * "Over de zaalhuur rekenen we 21 % btw, over de catering 9 % btw.": the btw under `list`. With several
 * rates for the catering, a sentence of its own that says where to read which.
 */
export function vatTerm(list: PriceList): string {
  const room = `Over de zaalhuur rekenen we ${list.room.vatRate} % btw`
  const rates = [...new Set(list.entries.map((entry) => entry.vatRate))].sort((a, b) => a - b)
  if (rates.length === 0) return `${room}.`
  if (rates.length === 1) return `${room}, over de catering ${rates[0]} % btw.`
  const several = rates.map((rate) => `${rate} %`)
  return `${room}. Over de catering rekenen we ${listed(several, 'of')} btw; bij elke prijs staat welk tarief.`
}

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

const validityTerm = (list: PriceList) =>
  `Een offerte is ${list.terms.quoteValidDays} dagen geldig. Alle bedragen zijn in euro's. ${vatTerm(list)}`

/** Until when the customer changes the number of people, and what counts after. */
const peopleChangeTerm = (terms: VenueTerms) =>
  `Het aantal personen wijzig je zolang er nog minstens ${terms.peopleChangeWorkdays} hele werkdagen tussen de ` +
  'dag van de wijziging en de datum liggen; bij meer datums geldt dat per datum. Daarna rekenen we met het aantal ' +
  'dat dan in je boeking staat, ook als er minder mensen komen.'

const definiteTerm = 'Een boeking is definitief zodra wij haar schriftelijk hebben bevestigd.'

const acceptOnlineTerm =
  'Een offerte accepteer je online via de link in de offertemail, tegen de prijs van de offerte zolang die geldig ' +
  'is. Op die pagina staat of je boeking daarmee meteen definitief is of dat wij haar nog bevestigen.'

/**
 * The terms of a quote under `list`: its validity, the btw, people changes and the confirmation with
 * what is paid when (a quote has no section "Betalen" of its own, as /voorwaarden has).
 */
export const quoteTerms = (list: PriceList) => [
  validityTerm(list),
  peopleChangeTerm(list.terms),
  list.terms.depositPercent === 0
    ? `${definiteTerm} Na de bevestiging krijg je de factuur; die betaal je binnen ${list.terms.paymentTermDays} ` +
      'dagen na de factuurdatum.'
    : `${definiteTerm} ${depositTerm(list.terms)}`,
  noWithdrawalTerm,
  acceptOnlineTerm,
]

/**
 * When the eindfactuur comes and is paid, and how near a booking confirmed with one invoice is, in
 * the days app/lib/deposit.ts counts: the eindfactuur is issued the payment term before the rest is
 * due (or the day after the meeting), and the aanbetaling must fall due before it (or before the date).
 */
function balanceTerm(terms: VenueTerms): string {
  if (terms.balanceDaysBefore === 0)
    return (
      'Het restant staat op de eindfactuur, die we je de dag na je (laatste) bijeenkomst sturen; die betaal je ' +
      `binnen ${terms.paymentTermDays} dagen. Bevestigen we je boeking ${daysInWords(terms.depositTermDays)} of ` +
      `korter voor je (eerste) datum, dan krijg je meteen één factuur, te betalen binnen ${terms.paymentTermDays} ` +
      'dagen.'
    )
  const issued = terms.balanceDaysBefore + terms.paymentTermDays
  return (
    `De eindfactuur voor het restant sturen we je ${daysInWords(issued)} voor je (eerste) datum; die betaal je ` +
    `uiterlijk ${terms.balanceDaysBefore} dagen voor die datum. Bevestigen we je boeking ` +
    `${daysInWords(issued + terms.depositTermDays)} of korter voor je (eerste) datum, dan krijg je meteen één ` +
    `factuur, te betalen binnen ${terms.paymentTermDays} dagen.`
  )
}

/**
 * The aanbetaling under a list (docs/decisions/039-aanbetaling.md), as app/lib/deposit.ts applies it:
 * the part and its term, the eindfactuur, and the one invoice of a booking confirmed late.
 */
export const depositTerm = (terms: VenueTerms) =>
  `Na de bevestiging krijg je een voorschotfactuur voor een aanbetaling van ${terms.depositPercent} % van het ` +
  `totaal; die betaal je binnen ${terms.depositTermDays} dagen. ${balanceTerm(terms)}`

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
  'Heeft je boeking meer dan één datum, dan telt elke datum apart: wat je voor een datum betaalt, hangt af van hoe ' +
  'lang voor die datum en dat dagdeel je annuleert. Je annuleert altijd de hele boeking; één datum apart annuleren ' +
  'kan niet online. Neem daarvoor contact met ons op.'

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

/** The cancellation terms of a list, as /voorwaarden states them; a quote says how to cancel once booked. */
export const cancellationTerms = ({ terms }: PriceList, { quote = false } = {}) => [
  ...cancellationRules(terms),
  severalDatesTerm,
  venueCancelTerm,
  quote ? manageTermOfQuote : manageTerm,
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

/** The section "Betalen" of /voorwaarden: when the invoices come, how to pay, and what follows when you do not. */
export const paymentTerms = ({ terms }: PriceList) => [
  ...(terms.depositPercent === 0
    ? [
        `Na de bevestiging van je boeking krijg je de factuur per e-mail; die betaal je binnen ` +
          `${terms.paymentTermDays} dagen na de factuurdatum.`,
        howToPay,
      ]
    : [
        depositTerm(terms),
        howToPay,
        'Wijzig je het aantal personen voordat de eindfactuur er is, dan rekent de eindfactuur met het nieuwe ' +
          'aantal; annuleer je, dan verrekenen we de aanbetaling met wat het annuleren kost.',
        depositUnpaidTerm,
      ]),
  'Is de factuur na de betaaltermijn nog niet betaald, dan sturen we je een herinnering. Betaal je daarna nog ' +
    'niet, dan kunnen we de wettelijke rente (bij een bedrijf de wettelijke handelsrente) en incassokosten in ' +
    'rekening brengen.',
  'Een factuur passen we nooit achteraf aan: een correctie (zoals een ander aantal personen of een annulering) ' +
    'krijg je als creditfactuur, met zo nodig een nieuwe factuur. Wat je te veel betaalde, storten we binnen ' +
    `${REFUND_TERM_DAYS} dagen terug.`,
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
    `${terms.optieDays} dagen en uiterlijk tot de dag voor je bijeenkomst. Bevestig je de optie niet op tijd, dan ` +
    'vervalt ze en komt de datum weer vrij.',
  noWithdrawalTerm,
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

/** Running over the day part: only when agreed and the room is free after; the next day part costs its room. */
const overtimeTerms = [
  `Je dagdeel loopt in de ochtend van ${dayPartHours(1)}, in de middag van ${dayPartHours(2)} en bij een hele ` +
    `dag van ${dayPartHours(3)}. Binnen die tijd zet je ook klaar en ruim je op.`,
  'Uitlopen na je dagdeel kan alleen in overleg en als de ruimte daarna vrij is. Loopt je bijeenkomst uit tot in ' +
    'het volgende dagdeel, dan rekenen we voor dat dagdeel de zaalhuur van je prijslijst.',
]

/** The house rules, the liability and damage: what the room asks of its guests. */
const houseTerms = (list: PriceList) => [
  `Er mogen niet meer dan ${list.terms.maxPeople} personen tegelijk in de ruimte zijn.`,
  'Roken en open vuur (zoals kaarsen) zijn binnen niet toegestaan. Wil je iets aan de muren hangen, ' +
    'eigen eten of drinken meenemen of een eigen cateraar laten komen, overleg dat dan vooraf met ons.',
  'Laat de ruimte achter zoals je haar aantrof: opgeruimd en met het meubilair op zijn plek. Moeten wij na afloop ' +
    'meer dan gewoon schoonmaken, dan rekenen we de kosten daarvan.',
]

const liabilityTerms = [
  'Schade aan de ruimte of de inventaris tijdens je boeking, anders dan door normaal gebruik, komt voor je ' +
    'rekening. Meld schade meteen bij ons; dan kijken we samen wat er moet gebeuren.',
  'Wij zijn niet aansprakelijk voor spullen die tijdens je bijeenkomst zoekraken, beschadigd raken of worden ' +
    'gestolen, en ook niet voor spullen die je achterlaat.',
  'Zijn wij aansprakelijk, dan is dat tot ten hoogste de prijs van je boeking, behalve bij opzet of grove schuld.',
]

/**
 * The sections of /voorwaarden under `list`, in order: the sentences quotes, invoices and mails use, and
 * the rules of the stay itself. The payment is stated under "Betalen" only; a quote states it with its terms.
 */
export const termsSections = (list: PriceList) => [
  { id: 'boeken', title: 'Boeken', terms: bookingTerms(list) },
  {
    id: 'offertes',
    title: 'Offertes, prijzen en bevestiging',
    terms: [
      validityTerm(list),
      `${definiteTerm} Hoe en wanneer je betaalt, staat hieronder bij Betalen.`,
      acceptOnlineTerm,
    ],
  },
  { id: 'betalen', title: 'Betalen', terms: paymentTerms(list) },
  {
    id: 'annuleren',
    title: 'Annuleren en wijzigen',
    terms: [...cancellationTerms(list), peopleChangeTerm(list.terms)],
  },
  { id: 'tijden', title: 'Tijden en uitlopen', terms: overtimeTerms },
  { id: 'huisregels', title: 'Huisregels', terms: houseTerms(list) },
  { id: 'schade', title: 'Schade en aansprakelijkheid', terms: liabilityTerms },
  {
    id: 'recht',
    title: 'Toepasselijk recht',
    terms: ['Op deze voorwaarden en op elke boeking is Nederlands recht van toepassing.'],
  },
]
