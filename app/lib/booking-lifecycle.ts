/**
 * A booking's lifecycle as one table (docs/decisions/023-one-booking-lifecycle.md). For every
 * allowed (status, event, actor) it says what happens: the next status, the day parts, the
 * invoices, the refund due, the calendar invite, the waiting list, the mails and the log entry.
 * Anything else is refused with a Dutch reason. Pure: the executor
 * (app/server/bookings/lifecycle.server.ts) turns a plan into one guarded D1 batch.
 */
import type { customerTypes } from '../../db/enums'
import { closedHolidayOn, type HolidayId } from './availability'
import { type BookingDay, daysProblem, onDates, priceDays } from './booking-days'
import {
  applyPayment,
  currentInvoice,
  finalRefundStatuses,
  type IdealPayment,
  idealRefundParts,
  type LedgerInvoice,
  type LedgerRefund,
  linesTotalCents,
  openCents,
  settle,
} from './booking-money'
import {
  type BookingDecision,
  type BookingStatus,
  bookingDecisions,
  type LastDecision,
  refusedDecisionMessage,
} from './booking-status'
import { cancellationCharge, cancellationOutcome, peopleChangeAllowed } from './cancellation'
import { amsterdamDate, type IsoDate } from './dates'
import { balanceDatesOf, depositSchedule } from './deposit'
import { type Diet, dietChangeText, dietMessages, dietOverPeople, noDiet, sameDiet } from './diet'
import {
  depositPastDue,
  depositReminderDue,
  finalInvoiceDue,
  requestLapsed,
  thankYouDue,
  unpaidReminderDue,
} from './due'
import { capitalised, countWord, formatDate, formatEuro, formatLongDate, listed } from './format'
import type { InvoiceDetails } from './invoice-details'
import type { InvoiceLine, InvoiceStage } from './invoicing'
import { defaultOptieUntil, optieLapsed, optieReminderDue, optieUntilProblem } from './optie'
import { dayPartHours, dayPartInfo } from './pricing'
import { dueReminder, type ReminderKind, reminderLabels } from './reminders'

export type Actor = 'eigenaar' | 'klant' | 'systeem'
export type OwnerMail = { subject: string; message: string }
export type ChangeWish = { date?: IsoDate; dayParts?: 1 | 2 | 3; note?: string }

export type LifecycleEvent =
  /** The owner's decisions. Without `mail` they are the direct status change (the dropdown). */
  | { type: 'confirm'; mail?: OwnerMail; invoice: boolean }
  /** Hold the day parts for the customer until `until` (an optie, docs/decisions/026-optie.md). */
  | { type: 'optie'; mail: OwnerMail; until?: IsoDate }
  | { type: 'extend'; until: IsoDate }
  | { type: 'reject'; mail?: OwnerMail }
  | { type: 'cancel'; mail?: OwnerMail }
  /** The venue cancels (illness, damage, overmacht): no costs, every euro paid back, the customer told why. */
  | { type: 'venue-cancel'; mail: OwnerMail; reason: string }
  | { type: 'reopen' }
  /** The owner's dropdown: the silent event that leads to `status`. */
  | { type: 'status'; status: BookingStatus }
  | { type: 'invoice' }
  | { type: 'credit'; invoiceId: number }
  /** Money the owner paid back by bank transfer, and records. */
  | { type: 'refund'; amountCents: number }
  /** The owner pays the refund due back through Mollie, on the booking's iDEAL payments (ADR 038). */
  | { type: 'refund-ideal' }
  /** Mollie's final word on a refund, from its API (the webhook, the cron, the answer to sending it). */
  | { type: 'refund-result'; refundId: number; status: 'refunded' | 'failed' | 'canceled' }
  /**
   * The customer's link: a new number of people per date (the first date's too); a date not named
   * keeps its number (docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md).
   */
  | { type: 'people'; numPeople: Readonly<Record<IsoDate, number>> }
  /** New dietary needs for the dates named; a date not named keeps its own (ADR 045). */
  | { type: 'diet'; diet: Readonly<Record<IsoDate, Diet>> }
  | { type: 'change-request'; wish: ChangeWish }
  /** The customer's reference (purchase order number) for the next invoice; null takes it away. */
  | { type: 'reference'; reference: string | null }
  /** The customer's invoice details (company, address, KvK number, btw-id) for the next invoice. */
  | { type: 'invoice-details'; details: InvoiceDetails }
  /** The customer says no (or yes again) to the request for a review after the meeting (ADR 044). */
  | { type: 'review-choice'; optOut: boolean }
  /** The customer takes the optie: it becomes a confirmed booking at once (docs/decisions/026-optie.md). */
  | { type: 'accept' }
  /**
   * The request a customer made by accepting quote `quoteNumber` online, confirmed at once because
   * the owner's setting says so (docs/decisions/040-one-agreement-per-booking.md).
   */
  | { type: 'accept-quote'; quoteNumber: string }
  /** Money in: iDEAL (the system, from Mollie's answer) or a bank transfer the owner records. */
  | { type: 'payment'; invoiceId: number; amountCents: number; method: 'ideal' | 'overboeking' }
  /** The cron. */
  | { type: 'remind'; kind: ReminderKind }
  | { type: 'remind-unpaid'; invoiceId: number }
  | { type: 'remind-optie' }
  | { type: 'expire' }
  /** The aanbetaling (docs/decisions/039-aanbetaling.md): the eindfactuur, the reminder, the owner's notice. */
  | { type: 'final-invoice' }
  | { type: 'remind-deposit'; invoiceId: number }
  | { type: 'deposit-overdue'; invoiceId: number }
  /** The day after the last date: the thank-you, with the request for a review (ADR 044). */
  | { type: 'thank' }

export type EventType = LifecycleEvent['type']
type EventOf<T extends EventType> = Extract<LifecycleEvent, { type: T }>

export type LifecycleState = {
  booking: {
    id: number
    status: BookingStatus
    /** The first date (docs/decisions/028-multi-day-bookings.md): reminders and terms count from it. */
    date: IsoDate
    /** The first date's choices and the price list they were priced under. */
    selection: Omit<BookingDay, 'date'>
    /** The dates after the first, in date order; none for a booking of one date. */
    laterDays: BookingDay[]
    /** The customer's calendar holds our event: the last invite we sent was a REQUEST. */
    inviteActive: boolean
    statusChangedAt: number | null
    refundDueCents: number
    reference: string | null
    /** Booked under a company name: only a business has an order number to refer to. */
    business: boolean
    /** The booking's own invoice details (app/lib/invoice-details.ts). */
    details: InvoiceDetails
    /**
     * The booking, or the owner's CRM record of its customer, has a whole invoice address: no
     * invoice is issued without one (art. 35a Wet OB).
     */
    invoiceAddress: boolean
    /** The last day of the optie, while the booking is one. */
    optieUntil: IsoDate | null
    /** The customer said no to the request for a review after the meeting. */
    reviewOptOut: boolean
  }
  invoices: LedgerInvoice[]
  closedHolidays: readonly HolidayId[]
  /** The customer's effective link actions on this booking today (Europe/Amsterdam). */
  linkActionsToday: { people: number; changeRequests: number; details: number }
  /** Notices already sent: 'booking:week', 'booking:48u', 'invoice:{id}:herinnering'. */
  noticesSent: readonly string[]
  /** The booking's paid iDEAL payments, with what can still be paid back on each (ADR 038). */
  idealPayments: readonly IdealPayment[]
  /** Every refund of the booking, by iDEAL or by bank transfer. */
  refunds: readonly LedgerRefund[]
  /** The owner pays what a plan makes due back through Mollie without a click (payBack, ADR 038). */
  autoRefund: boolean
  /** Where the owner asks for reviews (their Google Business Profile's review link); null: nowhere. */
  reviewUrl: string | null
  /** For an iDEAL payment event: the payment's row, which is not among `idealPayments` until it counts. */
  incomingIdealPaymentId?: number
  /** For an iDEAL payment: whether it was counted already. */
  paymentCounted?: boolean
  /** The customer's record in the CRM, when the booking has one. */
  customer?: { id: number; type: CustomerType }
}

export type CustomerType = (typeof customerTypes)[number]

export const PEOPLE_CHANGES_PER_DAY = 3
export const CHANGE_REQUESTS_PER_DAY = 3
/** Changes of the invoice details and the reference together: room for typos, not for a flood. */
export const DETAIL_CHANGES_PER_DAY = 10

/** Why a plan issues documents, for the opening of the mail that carries them. */
export type InvoiceOccasion =
  | 'bevestiging'
  | 'annulering'
  | 'personen'
  | 'opnieuw-bevestigd'
  | 'eindfactuur'
  | 'correctie'

/** The mails to the customer; one whose address was erased gets none (app/server/privacy/erasure.server.ts). */
export type CustomerMailIntent =
  | {
      kind: 'decision'
      decision: 'confirm' | 'optie' | 'reject' | 'cancel'
      mail: OwnerMail
      optieUntil?: IsoDate
      /** A rejection that ends an optie the customer had, not a request. */
      endsOptie?: boolean
    }
  /** The venue cancelled: why, in the owner's words, and what comes back (through Mollie or by transfer). */
  | { kind: 'venue-cancel'; mail: OwnerMail; reason: string; refundCents: number }
  | { kind: 'customer-cancelled'; was: CancelledWhat; reason?: string }
  | { kind: 'optie-extended'; until: IsoDate }
  | { kind: 'optie-reminder'; until: IsoDate }
  | { kind: 'optie-lapsed'; until: IsoDate }
  | { kind: 'optie-accepted' }
  /** A quote accepted online, and by the owner's setting confirmed at once. */
  | { kind: 'quote-confirmed'; quoteNumber: string }
  /** The mail reads each date's new number from the booking's dates as the plan leaves them. */
  /** `what`: a request, an optie or a booking, for the link's words (a request has no invoices yet). */
  | { kind: 'people-changed'; totalCents: number; what: 'aanvraag' | 'optie' | 'boeking' }
  /** The owner changed the dietary needs: the mail reads them from the dates as the plan leaves them. */
  | { kind: 'diet-changed'; what: 'aanvraag' | 'optie' | 'boeking' }
  | { kind: 'receipt'; paidForId: number; amountCents: number; appliedToId?: number; refundCents: number }
  | { kind: 'reminder'; reminder: ReminderKind }
  | { kind: 'unpaid-reminder'; invoiceId: number }
  /** The customer's one reminder of an unpaid aanbetaling, before its due date. */
  | { kind: 'deposit-reminder'; invoiceId: number }
  /** Money is back with the customer: by iDEAL (Mollie said refunded) or by the owner's transfer. */
  | { kind: 'refunded'; amountCents: number; method: 'ideal' | 'overboeking' }
  /**
   * The thank-you after the meeting, with what its current invoice still asks (null: none was
   * issued); with a review address it asks for a review (ADR 044).
   */
  | { kind: 'thank-you'; reviewUrl: string | null; invoice: { invoiceId: number; openCents: number } | null }
  /**
   * The documents the plan issues and credits, with their PDFs, always the plan's last mail: why
   * they come, and what of the money goes back (refundCents).
   */
  | { kind: 'invoices'; occasion: InvoiceOccasion; refundCents: number }

/** The mails to the venue: it is told whatever became of the customer's address. */
export type VenueMailIntent =
  /** What is left to pay back by hand (refundCents): what came by iDEAL may be asked back of Mollie at once. */
  | { kind: 'venue-cancelled'; was: CancelledWhat; costsCents: number; refundCents: number }
  | { kind: 'venue-quote-confirmed'; quoteNumber: string }
  | { kind: 'venue-optie'; what: 'accepted' | 'lapsed' }
  | { kind: 'venue-people'; summary: string }
  | { kind: 'venue-diet'; summary: string }
  /** The customer's wish, kept as a message in the owner's inbox. */
  | { kind: 'change-request'; wish: ChangeWish }
  | { kind: 'venue-refund-due'; paidForId: number; amountCents: number; refundCents: number }
  /** The owner's notice of an aanbetaling unpaid after its due date. */
  | { kind: 'venue-deposit-overdue'; invoiceId: number }
  | { kind: 'venue-refund-failed'; amountCents: number; status: 'failed' | 'canceled' }

export type MailIntent = CustomerMailIntent | VenueMailIntent

/** The kinds of the venue's mails, as the type names them (the compiler holds the two to each other). */
const venueMailKinds = new Set(
  Object.keys({
    'venue-cancelled': true,
    'venue-quote-confirmed': true,
    'venue-optie': true,
    'venue-people': true,
    'venue-diet': true,
    'change-request': true,
    'venue-refund-due': true,
    'venue-deposit-overdue': true,
    'venue-refund-failed': true,
  } satisfies Record<VenueMailIntent['kind'], true>),
)

export const isVenueMail = (intent: MailIntent): intent is VenueMailIntent => venueMailKinds.has(intent.kind)

/** What the customer cancelled: a confirmed booking, an optie, or a request. */
export type CancelledWhat = 'boeking' | 'optie' | 'aanvraag'

export type NewInvoice = {
  lines: InvoiceLine[]
  note: string
  settledCents: number
  /** It charges the cancellation costs: it names the cancelled dates, not dates of service. */
  cancellation?: boolean
  /** A voorschotfactuur or eindfactuur (docs/decisions/039-aanbetaling.md). */
  stage?: InvoiceStage
  /** Another due date than the list's payment term gives (the aanbetaling's). */
  dueOn?: IsoDate
}

export type Plan = {
  kind: 'plan'
  status: BookingStatus
  /** undefined: the status does not change. */
  lastDecision?: LastDecision | null
  /** A new number of people for every date, by date (the price follows). */
  numPeople?: Readonly<Record<IsoDate, number>>
  /** New dietary needs for the dates that change, by date. */
  diet?: Readonly<Record<IsoDate, Diet>>
  /** A new reference for the next invoice (null: none). */
  reference?: string | null
  /** New invoice details for the next invoice. */
  details?: InvoiceDetails
  /** The customer's answer to the request for a review after the meeting. */
  reviewOptOut?: boolean
  /** The optie's last day as the plan leaves it: only an optie has one (planOf). */
  optieUntil: IsoDate | null
  /** A confirmation makes the CRM's prospect or lead a customer (planOf); a VIP stays one. */
  promoteCustomer?: { customerId: number; from: CustomerType }
  slots: 'hold' | 'free' | 'keep'
  /** Credit notes (first) and new invoices (after them), in number order. */
  credit: { invoiceId: number; reason: string }[]
  issue: NewInvoice[]
  /** A payment: the row it counts, and the invoice it is applied to. */
  payment?: { method: 'ideal' | 'overboeking'; amountCents: number; paidForId: number }
  paid?: { invoiceId: number; cents: number }
  refundDueCents: number
  /** Refunds recorded (the owner's transfer), asked of Mollie (`unsent` until it accepts), or settled by Mollie. */
  refunds?: RefundWrite[]
  invite: 'REQUEST' | 'CANCEL' | null
  notifyWaitingList: boolean
  mails: MailIntent[]
  /** A once-only notice written with this plan (notices_sent). */
  notice?: { entity: 'booking' | 'invoice'; entityId: number; kind: string }
  /** The one log entry; the executor adds the numbers of the invoices it issues. */
  log: { action: string; summary: string; changes?: Record<string, [unknown, unknown]> }
}

export type RefundWrite =
  | {
      kind: 'add'
      method: 'ideal' | 'overboeking'
      paymentId: number | null
      amountCents: number
      status: 'unsent' | 'refunded'
    }
  | { kind: 'settle'; refundId: number; status: 'refunded' | 'failed' | 'canceled' }

/** A refusal says why in Dutch; `code` names the message, so a page can act on it without reading the words. */
export type Refusal = {
  kind: 'refused'
  status: 400 | 404 | 409 | 429
  reason: string
  code?: RefusalCode | 'peopleTooLate' | 'dietTooLate'
}
export type Unchanged = { kind: 'unchanged'; reason: string }
export type Outcome = Plan | Refusal | Unchanged

type Rule<T extends EventType> = (state: LifecycleState, event: EventOf<T>, now: number) => Outcome
type Rules = { [T in EventType]?: Partial<Record<Actor, Rule<T>>> }

export const lifecycleMessages = {
  notAllowed: refusedDecisionMessage,
  unchanged: 'Er is niets gewijzigd.',
  tellCustomer:
    'Deze boeking heeft een factuur of de klant heeft een agenda-uitnodiging: gebruik Annuleren (of Annuleren ' +
    'door ons), zodat de klant de creditfactuur en de annulering krijgt. Er is niets gewijzigd.',
  venueCancelReason: 'Schrijf voor de klant waarom we de boeking annuleren. Er is niets gewijzigd.',
  costsOpen:
    'Deze boeking heeft nog een factuur voor annuleringskosten: bevestig haar opnieuw met "Opnieuw bevestigen", ' +
    'dan wordt die gecrediteerd. Er is niets gewijzigd.',
  alreadyCancelled: 'Deze boeking was al geannuleerd.',
  cancelledNoChange: 'Deze boeking is geannuleerd; wijzigen kan niet meer.',
  /** `workdays`: the term of the booking's price list (VenueTerms.peopleChangeWorkdays). */
  peopleTooLate: (workdays: number) =>
    `Het aantal personen wijzig je tot ${countWord(workdays)} hele werkdagen voor de datum, en die ` +
    'termijn is voorbij. Bel ons voor een wijziging op korte termijn.',
  /** A booking of several dates: each date has its own last day for a change (ADR 032). */
  peopleTooLateOn: (dates: IsoDate[], workdays: number) =>
    `${onDates(dates)} pas je het aantal personen niet meer aan: er liggen geen ` +
    `${countWord(workdays)} hele werkdagen meer tussen vandaag en die datum. Bel ons voor een ` +
    'wijziging op korte termijn. Er is niets gewijzigd.',
  samePeople: 'Dat is het aantal personen dat al bij je boeking staat: er is niets gewijzigd.',
  /** The dietary needs change until the same day as the number of people (ADR 045). */
  dietTooLate: (workdays: number) =>
    `De dieetwensen wijzig je tot ${countWord(workdays)} hele werkdagen voor de datum, en die termijn is ` +
    'voorbij: dan is de lunch al besteld. Bel ons als er nog iets verandert. Er is niets gewijzigd.',
  dietTooLateOn: (dates: IsoDate[], workdays: number) =>
    `${onDates(dates)} pas je de dieetwensen niet meer aan: er liggen geen ${countWord(workdays)} hele ` +
    'werkdagen meer tussen vandaag en die datum, en dan is de lunch al besteld. Bel ons als er nog iets ' +
    'verandert. Er is niets gewijzigd.',
  sameDiet: 'Dat zijn de dieetwensen die al bij je boeking staan: er is niets gewijzigd.',
  tooManyPeopleChanges:
    `Je hebt het aantal personen vandaag al ${countWord(PEOPLE_CHANGES_PER_DAY)} keer aangepast. ` +
    'Bel of mail ons als je nog iets wilt wijzigen.',
  tooManyChangeRequests:
    `Je hebt vandaag al ${countWord(CHANGE_REQUESTS_PER_DAY)} wijzigingsverzoeken gestuurd. ` +
    'We nemen contact met je op; bellen mag ook.',
  tooManyDetailChanges:
    `Je hebt je gegevens (factuurgegevens, referentie, dieetwensen, je keuze over een review) vandaag al ` +
    `${countWord(DETAIL_CHANGES_PER_DAY)} keer aangepast. ` +
    'Mail ons als er nog iets moet veranderen.',
  alreadyInvoiced: 'Er is al een factuur, of de boeking is niet bevestigd: er is geen factuur gemaakt.',
  invoiceNotFound: 'Factuur niet gevonden',
  notCreditable: 'Deze factuur kan niet (meer) worden gecrediteerd.',
  refundTooHigh: (due: number) => `Er staat ${formatEuro(due)} open om terug te betalen; meer kan niet.`,
  nothingToRefundByIdeal:
    'Er staat niets open om terug te betalen dat de klant met iDEAL betaalde. Er is niets gewijzigd.',
  refundNotFound: 'Terugbetaling niet gevonden',
  notDue: 'Nu niet aan de beurt.',
  notFound: 'Boeking niet gevonden',
  slotTaken: 'Dit dagdeel is al bevestigd voor een andere boeking. Er is niets gewijzigd.',
  slotClosed:
    'Dit dagdeel is gesloten (zie Sluitingen). Heropen het eerst als je deze boeking wilt bevestigen. ' +
    'Er is niets gewijzigd.',
  /** A booking of several dates: the dates on which a day part it needs is taken (ADR 028). */
  slotTakenOn: (dates: IsoDate[]) =>
    `${onDates(dates)} is een dagdeel van deze boeking al bevestigd voor een andere boeking. Er is niets gewijzigd.`,
  slotClosedOn: (dates: IsoDate[]) =>
    `${onDates(dates)} is een dagdeel van deze boeking gesloten (zie Sluitingen). Heropen het eerst als je deze ` +
    'boeking wilt bevestigen. Er is niets gewijzigd.',
  /** The booking's date is a public holiday the owner closed after the request came in. */
  holidayClosed: (name: string) =>
    `Deze datum is ${name}, en op die feestdag is de ruimte gesloten (zie Sluitingen). Haal het vinkje bij ` +
    'die feestdag eerst weg als je deze boeking wilt vasthouden. Er is niets gewijzigd.',
  holidayClosedOn: (dates: IsoDate[]) =>
    `${onDates(dates)} is de ruimte gesloten vanwege een feestdag (zie Sluitingen). Haal het vinkje bij die ` +
    'feestdag eerst weg als je deze boeking wilt vasthouden. Er is niets gewijzigd.',
  noInvoiceAddress:
    'Deze boeking heeft geen factuuradres, en een factuur noemt het adres van de klant. Vul het in bij de klant ' +
    '(Klanten) of vraag de klant het in te vullen via de link in de mail; bevestigen kan ook met "Geen factuur ' +
    'sturen". Er is niets gewijzigd.',
  customerNoInvoiceAddress:
    'Vul eerst je factuuradres in (hieronder bij Factuurgegevens): dat hebben we nodig voor je factuur. ' +
    'Er is niets gewijzigd.',
  /** A published activity of the agenda holds the day part (ADR 031). */
  slotEvent:
    'Op dit dagdeel staat een activiteit uit de agenda (zie Agenda). Verplaats of verberg die eerst als je deze ' +
    'boeking wilt bevestigen. Er is niets gewijzigd.',
  slotEventOn: (dates: IsoDate[]) =>
    `${onDates(dates)} staat op een dagdeel van deze boeking een activiteit uit de agenda (zie Agenda). Verplaats ` +
    'of verberg die eerst als je deze boeking wilt bevestigen. Er is niets gewijzigd.',
  referenceBusinessOnly: 'Een referentie voor de factuur is er voor boekingen op naam van een bedrijf.',
  optieByButton:
    'Een optie geef je met de knop "Optie geven", met de datum tot wanneer ze loopt. Er is niets gewijzigd.',
  optieNotLonger: 'Een verlenging loopt langer dan de optie nu. Er is niets gewijzigd.',
  optieLapsed:
    'Deze optie loopt niet meer: de dagdelen zijn weer vrijgegeven. Bel of mail ons als je de datum nog wilt; ' +
    'misschien is hij nog vrij.',
  optieAccepted: 'Je hebt deze optie al bevestigd: het is een boeking.',
  quoteAccepted: 'Je hebt deze offerte al geaccepteerd: het is een bevestigde boeking.',
  busy: 'Er gebeurde tegelijk iets anders met deze boeking. Probeer het zo opnieuw; er is niets gewijzigd.',
  stale:
    'Deze boeking is gewijzigd nadat je de pagina opende, bijvoorbeeld door de klant. Er is niets gewijzigd: ' +
    'bekijk hoe de boeking er nu voor staat en beslis opnieuw.',
}

const refuse = (reason: string, status: Refusal['status'] = 409): Refusal => ({ kind: 'refused', status, reason })

/** The messages that are one fixed sentence, by name. */
export type RefusalCode = {
  [K in keyof typeof lifecycleMessages]: (typeof lifecycleMessages)[K] extends string ? K : never
}[keyof typeof lifecycleMessages]

/** A refusal with one of the fixed messages, and its name as the code. */
const refuseWith = (code: RefusalCode, status: Refusal['status'] = 409): Refusal => ({
  ...refuse(lifecycleMessages[code], status),
  code,
})
const unchanged = (reason = lifecycleMessages.unchanged): Unchanged => ({ kind: 'unchanged', reason })

/** A plan that changes only what it names; everything else stays. */
function planOf(state: LifecycleState, parts: Partial<Plan> & Pick<Plan, 'log'>): Plan {
  const status = parts.status ?? state.booking.status
  const { customer } = state
  const promoted =
    status === 'bevestigd' &&
    state.booking.status !== 'bevestigd' &&
    (customer?.type === 'prospect' || customer?.type === 'lead')
  return {
    kind: 'plan',
    status,
    slots: 'keep',
    credit: [],
    issue: [],
    refundDueCents: state.booking.refundDueCents,
    invite: null,
    notifyWaitingList: false,
    mails: [],
    ...parts,
    // Only an optie has a last day; any other status clears it.
    optieUntil: status === 'optie' ? (parts.optieUntil ?? state.booking.optieUntil) : null,
    ...(promoted && customer ? { promoteCustomer: { customerId: customer.id, from: customer.type } } : {}),
  }
}

/** Every date of the booking, first to last, with its choices. */
export const bookingDays = (booking: LifecycleState['booking']): BookingDay[] => [
  { date: booking.date, ...booking.selection },
  ...booking.laterDays,
]

/** The booking's dates as `plan` leaves them: each with its new number of people and dietary needs. */
export const plannedDays = (booking: LifecycleState['booking'], plan: Pick<Plan, 'numPeople' | 'diet'>) =>
  bookingDays(booking).map((day) => ({
    ...day,
    numPeople: plan.numPeople?.[day.date] ?? day.numPeople,
    ...(plan.diet?.[day.date] ? { diet: plan.diet[day.date] } : {}),
  }))

/** "maandag 11 januari 2027, ochtend (8.30-12.30 uur)", and so on for each date. */
const when = (days: BookingDay[]) =>
  listed(
    days.map((day) => {
      const part = dayPartInfo[day.dayParts]
      return `${formatLongDate(day.date)}, ${part.label.toLowerCase()} (${dayPartHours(day.dayParts)})`
    }),
  )

/** The invoice for the booking's price, with the choices of each date as lines. */
export function bookingInvoice(state: LifecycleState, days = bookingDays(state.booking)) {
  return { lines: priceDays(days).lines, note: `Boeking ${state.booking.id}: ${when(days)}.` }
}

/**
 * What confirming the booking at `now` invoices: under a list with an aanbetaling, its
 * voorschotfactuur, unless the booking is too near for one; otherwise the invoice for its price
 * (docs/decisions/039-aanbetaling.md).
 */
function confirmationInvoice(state: LifecycleState, now: number): Omit<NewInvoice, 'settledCents'> {
  const days = bookingDays(state.booking)
  const deposit = depositSchedule(days, amsterdamDate(new Date(now)))
  if (!deposit) return bookingInvoice(state, days)
  return {
    lines: deposit.lines,
    note:
      `Aanbetaling van ${deposit.percent} % voor boeking ${state.booking.id}: ${when(days)}. Het restant ` +
      `volgt op de eindfactuur van ${formatDate(deposit.finalIssueOn)}.`,
    stage: 'voorschot',
    dueOn: deposit.depositDueOn,
  }
}

/**
 * A public holiday the owner closed after the request came in: a closure holds its day parts, a
 * holiday is only a setting, so holding the booking's day parts checks it here.
 */
function closedHolidayRefusal(state: LifecycleState): Refusal | undefined {
  const days = bookingDays(state.booking)
  const closed = days.flatMap((day) => {
    const holiday = closedHolidayOn(day.date, state.closedHolidays)
    return holiday ? [holiday] : []
  })
  const [first] = closed
  if (!first) return undefined
  return refuse(
    days.length === 1
      ? lifecycleMessages.holidayClosed(first.name)
      : lifecycleMessages.holidayClosedOn(closed.map((holiday) => holiday.date)),
  )
}

/** The owner can change a status silently only where nobody has to be told (ADR 023). */
const mustTellCustomer = (state: LifecycleState) =>
  currentInvoice(state.invoices) !== undefined || state.booking.inviteActive

/**
 * Credits the current invoice and issues `drafts`, settling them from what was paid, with the mail
 * that carries them: `occasion` says why, where an invoice is replaced (a first one is a
 * 'bevestiging'). `refundDueCents` is what is then due back, before any of it goes back by iDEAL.
 */
function replaceInvoices(
  state: LifecycleState,
  reason: string,
  drafts: Omit<NewInvoice, 'settledCents'>[],
  occasion: InvoiceOccasion,
) {
  const current = currentInvoice(state.invoices)
  const money = settle(state.booking.refundDueCents, current ? [current] : [], drafts.map(totalOf))
  const documents = {
    credit: current ? [{ invoiceId: current.id, reason }] : [],
    issue: drafts.map((draft, index) => ({ ...draft, settledCents: money.settledCents[index] ?? 0 })),
  }
  return {
    documents,
    refundDueCents: money.refundDueCents,
    mails: documentsMail(documents, current ? occasion : 'bevestiging', money.refundDueCents),
  }
}

/** The mail that carries the documents a plan issues and credits, if it has any (the plan's last). */
const documentsMail = (
  documents: Pick<Plan, 'credit' | 'issue'>,
  occasion: InvoiceOccasion,
  refundCents: number,
): CustomerMailIntent[] =>
  documents.credit.length + documents.issue.length > 0 ? [{ kind: 'invoices', occasion, refundCents }] : []

/**
 * The refund due a plan leaves (`dueCents`), paid back as the owner's setting says (ADR 038): with it
 * on, what the plan made due and came by iDEAL (the event's own payment included) is asked back of Mollie in the same
 * batch, as the owner's click would, and only the rest stays due for the owner to pay back by hand.
 * A plan that writes a refund itself (the owner's, or Mollie's last word on one) does not ask this:
 * after a refund failed, sending it again could fail again without end, so the owner decides.
 */
function payBack(state: LifecycleState, dueCents: number, incoming: IdealPayment[] = []) {
  const madeDue = dueCents - state.booking.refundDueCents
  if (!state.autoRefund || madeDue <= 0) return { money: { refundDueCents: dueCents }, byIdealCents: 0 }
  const { cents, refunds } = askMollie([...state.idealPayments, ...incoming], madeDue)
  return {
    money: { refundDueCents: dueCents - cents, ...(refunds.length > 0 ? { refunds } : {}) },
    byIdealCents: cents,
  }
}

/** The log's words for what payBack asked of Mollie. */
const paidBackText = (cents: number) => (cents > 0 ? `; ${formatEuro(cents)} automatisch terugbetalen via iDEAL` : '')

const totalOf = (draft: { lines: InvoiceLine[] }) => linesTotalCents(draft.lines)

const confirm: Rule<'confirm'> = (state, event, now) => {
  const closed = closedHolidayRefusal(state)
  if (closed) return closed
  const silent = !event.mail
  const current = currentInvoice(state.invoices)
  if (silent && current) return refuseWith('costsOpen')
  if (!silent && event.invoice && !state.booking.invoiceAddress) return refuseWith('noInvoiceAddress')
  const invoices = replaceInvoices(
    state,
    `Boeking ${state.booking.id} is opnieuw bevestigd.`,
    !silent && event.invoice ? [confirmationInvoice(state, now)] : [],
    'opnieuw-bevestigd',
  )
  const back = payBack(state, invoices.refundDueCents)
  return planOf(state, {
    status: 'bevestigd',
    lastDecision: silent ? null : 'confirm',
    slots: 'hold',
    ...invoices.documents,
    ...back.money,
    invite: silent ? null : 'REQUEST',
    mails: event.mail ? [{ kind: 'decision', decision: 'confirm', mail: event.mail }, ...invoices.mails] : [],
    log: event.mail
      ? {
          action: 'booking.confirm',
          summary: `Boeking bevestigd; e-mail aan de klant: "${event.mail.subject}"${paidBackText(back.byIdealCents)}`,
        }
      : statusLog(state, 'bevestigd'),
  })
}

const statusLog = (state: LifecycleState, status: BookingStatus): Plan['log'] => ({
  action: 'booking.status',
  summary: `Status gewijzigd van ${state.booking.status} naar ${status} (zonder e-mail)`,
  changes: { status: [state.booking.status, status] },
})

const reject: Rule<'reject'> = (state, event) => {
  if (!event.mail && mustTellCustomer(state)) return refuseWith('tellCustomer')
  return planOf(state, {
    status: 'geannuleerd',
    // An optie the owner ends is "beëindigd", a request "afgewezen" (booking-status.ts, lastDecisions).
    lastDecision: event.mail ? (state.booking.status === 'optie' ? 'end-optie' : 'reject') : null,
    slots: 'free',
    notifyWaitingList: state.booking.status === 'optie',
    invite: state.booking.inviteActive ? 'CANCEL' : null,
    mails: event.mail
      ? [
          {
            kind: 'decision',
            decision: 'reject',
            mail: event.mail,
            ...(state.booking.status === 'optie' ? { endsOptie: true } : {}),
          },
        ]
      : [],
    log: event.mail
      ? {
          action: 'booking.reject',
          summary:
            `${state.booking.status === 'optie' ? 'Optie beëindigd' : 'Aanvraag geweigerd'}; ` +
            `e-mail aan de klant: "${event.mail.subject}"`,
        }
      : statusLog(state, 'geannuleerd'),
  })
}

/** Cancelling a confirmed booking, by the owner or the customer: the terms decide the costs. */
function cancelConfirmed(state: LifecycleState, now: number) {
  const charge = cancellationCharge(bookingDays(state.booking), now, state.closedHolidays)
  // Cancelling is never held up; without an address the costs are the owner's to invoice by hand.
  const costs =
    charge.lines.length && state.booking.invoiceAddress
      ? [
          {
            lines: charge.lines,
            note: `Annuleringskosten van boeking ${state.booking.id}, volgens de voorwaarden. ${charge.reason}`,
            cancellation: true,
          },
        ]
      : []
  const invoices = replaceInvoices(state, `Boeking ${state.booking.id} is geannuleerd.`, costs, 'annulering')
  const back = payBack(state, invoices.refundDueCents)
  const unbilled =
    charge.lines.length > 0 && costs.length === 0
      ? `; annuleringskosten van ${formatEuro(linesTotalCents(charge.lines))} niet gefactureerd: ` +
        'er is geen factuuradres'
      : ''
  return {
    charge,
    unbilled: unbilled + paidBackText(back.byIdealCents),
    mails: invoices.mails,
    costsCents: costs.reduce((sum, draft) => sum + totalOf(draft), 0),
    parts: {
      status: 'geannuleerd',
      lastDecision: 'cancel',
      slots: 'free',
      ...invoices.documents,
      ...back.money,
      invite: state.booking.inviteActive ? 'CANCEL' : null,
      notifyWaitingList: true,
    } satisfies Partial<Plan>,
  }
}

const ownerCancel: Rule<'cancel'> = (state, event, now) => {
  if (!event.mail) {
    if (mustTellCustomer(state)) return refuseWith('tellCustomer')
    return planOf(state, {
      status: 'geannuleerd',
      lastDecision: null,
      slots: 'free',
      notifyWaitingList: true,
      log: statusLog(state, 'geannuleerd'),
    })
  }
  const { parts, unbilled, mails } = cancelConfirmed(state, now)
  return planOf(state, {
    ...parts,
    mails: [{ kind: 'decision', decision: 'cancel', mail: event.mail }, ...mails],
    log: {
      action: 'booking.cancel',
      summary: `Boeking geannuleerd; e-mail aan de klant: "${event.mail.subject}"${unbilled}`,
    },
  })
}

/**
 * The venue cancels a confirmed booking itself (docs/decisions/040-one-agreement-per-booking.md): the
 * terms charge nothing then. The current invoice (a voorschotfactuur too) is credited, and every
 * euro paid on it is due back: what came by iDEAL is asked back of Mollie in the same batch, what
 * came by transfer stays due for the owner to pay back and record. The customer's mail says why.
 */
const venueCancel: Rule<'venue-cancel'> = (state, event) => {
  if (event.reason.trim() === '') return refuseWith('venueCancelReason', 400)
  const invoices = replaceInvoices(state, `Boeking ${state.booking.id} is door ons geannuleerd.`, [], 'annulering')
  const { cents, refunds } = askMollie(state.idealPayments, invoices.refundDueCents)
  const byMollie = cents > 0 ? `; ${formatEuro(cents)} terugbetalen via iDEAL gevraagd aan Mollie` : ''
  const byHand = invoices.refundDueCents - cents
  return planOf(state, {
    status: 'geannuleerd',
    lastDecision: 'venue-cancel',
    slots: 'free',
    ...invoices.documents,
    refundDueCents: byHand,
    ...(refunds.length > 0 ? { refunds } : {}),
    invite: state.booking.inviteActive ? 'CANCEL' : null,
    notifyWaitingList: true,
    mails: [
      { kind: 'venue-cancel', mail: event.mail, reason: event.reason, refundCents: invoices.refundDueCents },
      ...invoices.mails,
    ],
    log: {
      action: 'booking.venue-cancel',
      summary:
        `Boeking door ons geannuleerd, zonder kosten (${event.reason}); e-mail aan de klant: "${event.mail.subject}"` +
        byMollie +
        (byHand > 0 ? `; ${formatEuro(byHand)} zelf terug te betalen` : ''),
    },
  })
}

const customerCancel: Rule<'cancel'> = (state, _event, now) => {
  const confirmed = state.booking.status === 'bevestigd'
  const was: CancelledWhat = confirmed ? 'boeking' : state.booking.status === 'optie' ? 'optie' : 'aanvraag'
  const cancelled = confirmed ? cancelConfirmed(state, now) : undefined
  const costs = cancelled && cancelled.costsCents > 0 ? ` Annuleringskosten: ${formatEuro(cancelled.costsCents)}.` : ''
  const parts = cancelled?.parts ?? {
    status: 'geannuleerd' as const,
    // Not a booking yet: the customer withdraws a request (ADR 032) or lets an optie lapse, which is
    // not "cancelled".
    lastDecision: was === 'optie' ? ('lapse-optie' as const) : ('withdraw' as const),
    slots: 'free' as const,
    // An optie held its day parts; a request held none.
    notifyWaitingList: was === 'optie',
  }
  return planOf(state, {
    ...parts,
    mails: [
      {
        kind: 'customer-cancelled',
        was,
        reason:
          cancelled && cancellationOutcome(cancelled.charge, `je boeking voor ${when(bookingDays(state.booking))}`),
      },
      {
        kind: 'venue-cancelled',
        was,
        costsCents: cancelled?.costsCents ?? 0,
        refundCents: cancelled?.parts.refundDueCents ?? state.booking.refundDueCents,
      },
      ...(cancelled?.mails ?? []),
    ],
    log: {
      action: 'booking.customer-cancel',
      summary: `${customerCancelLog[was]} door de klant via de link in de mail.${costs}${cancelled?.unbilled ?? ''}`,
      changes: { status: [state.booking.status, 'geannuleerd'] },
    },
  })
}

const customerCancelLog: Record<CancelledWhat, string> = {
  boeking: 'Geannuleerd',
  optie: 'Optie laten vervallen',
  aanvraag: 'Ingetrokken',
}

const reopen: Rule<'reopen'> = (state) => {
  if (mustTellCustomer(state)) return refuseWith('tellCustomer')
  return planOf(state, {
    status: 'aanvraag',
    lastDecision: null,
    slots: 'free',
    notifyWaitingList: state.booking.status === 'bevestigd' || state.booking.status === 'optie',
    log: statusLog(state, 'aanvraag'),
  })
}

/** The dropdown: the silent event that leads to the chosen status, from the status the booking is in now. */
const setStatus: Rule<'status'> = (state, event, now) => {
  const from = state.booking.status
  if (event.status === from) return unchanged('Status ongewijzigd')
  if (event.status === 'optie') return refuseWith('optieByButton')
  if (event.status === 'bevestigd') return confirm(state, { type: 'confirm', invoice: false }, now)
  if (event.status === 'aanvraag') return reopen(state, { type: 'reopen' }, now)
  return from === 'bevestigd' ? ownerCancel(state, { type: 'cancel' }, now) : reject(state, { type: 'reject' }, now)
}

/** The owner holds the request's day parts for the customer until `until`, and mails them with their link. */
const giveOptie: Rule<'optie'> = (state, event, now) => {
  const closed = closedHolidayRefusal(state)
  if (closed) return closed
  const until = event.until ?? defaultOptieUntil(state.booking.date, now, state.booking.selection.list.terms.optieDays)
  const problem = optieUntilProblem(until, state.booking.date, now)
  if (problem) return refuse(`${problem} Er is niets gewijzigd.`)
  return planOf(state, {
    status: 'optie',
    lastDecision: 'optie',
    optieUntil: until,
    slots: 'hold',
    mails: [{ kind: 'decision', decision: 'optie', mail: event.mail, optieUntil: until }],
    log: {
      action: 'booking.optie',
      summary: `Optie gegeven tot en met ${formatLongDate(until)}; e-mail aan de klant: "${event.mail.subject}"`,
      changes: { status: [state.booking.status, 'optie'], optieUntil: [null, until] },
    },
  })
}

/** The owner gives the customer more time: a later last day, within the same limits. */
const extendOptie: Rule<'extend'> = (state, event, now) => {
  const current = state.booking.optieUntil
  if (event.until === current) return unchanged()
  const problem = optieUntilProblem(event.until, state.booking.date, now)
  if (problem) return refuse(`${problem} Er is niets gewijzigd.`)
  if (current && event.until < current) return refuseWith('optieNotLonger')
  return planOf(state, {
    optieUntil: event.until,
    mails: [{ kind: 'optie-extended', until: event.until }],
    log: {
      action: 'booking.optie-extend',
      summary: `Optie verlengd tot en met ${formatLongDate(event.until)}; de klant is gemaild`,
      changes: { optieUntil: [current, event.until] },
    },
  })
}

/**
 * The customer's own step confirms the booking at once (an optie taken, a quote accepted with the
 * owner's setting on): as the owner's confirmation with its invoice would (the voorschotfactuur
 * where the list asks an aanbetaling), with the invite; `mails` and `log` say which step it was.
 * The executor holds the day parts; one taken meanwhile refuses it.
 */
function confirmedByCustomer(state: LifecycleState, now: number, { mails, log }: Pick<Plan, 'mails' | 'log'>): Outcome {
  if (!state.booking.invoiceAddress) return refuseWith('customerNoInvoiceAddress')
  const invoices = replaceInvoices(
    state,
    `Boeking ${state.booking.id} is bevestigd.`,
    [confirmationInvoice(state, now)],
    'opnieuw-bevestigd',
  )
  const back = payBack(state, invoices.refundDueCents)
  const confirmed = { status: 'bevestigd', lastDecision: 'confirm', slots: 'hold', invite: 'REQUEST' } as const
  return planOf(state, {
    ...confirmed,
    ...invoices.documents,
    ...back.money,
    mails: [...mails, ...invoices.mails],
    log: { ...log, summary: log.summary + paidBackText(back.byIdealCents) },
  })
}

/** The customer takes the optie before it ends. */
const accept: Rule<'accept'> = (state, _event, now) => {
  const until = state.booking.optieUntil
  if (!until || optieLapsed(until, now)) return refuseWith('optieLapsed')
  return confirmedByCustomer(state, now, {
    mails: [{ kind: 'optie-accepted' }, { kind: 'venue-optie', what: 'accepted' }],
    log: {
      action: 'booking.optie-accept',
      summary: 'Optie bevestigd door de klant via de link in de mail: de boeking is bevestigd',
      changes: { status: ['optie', 'bevestigd'] },
    },
  })
}

/** A quote the customer accepted online, confirmed at once (ADR 040); the request waits for the owner when refused. */
const acceptQuote: Rule<'accept-quote'> = (state, event, now) => {
  const closed = closedHolidayRefusal(state)
  if (closed) return closed
  return confirmedByCustomer(state, now, {
    mails: [
      { kind: 'quote-confirmed', quoteNumber: event.quoteNumber },
      { kind: 'venue-quote-confirmed', quoteNumber: event.quoteNumber },
    ],
    log: {
      action: 'booking.quote-accept',
      summary: `Offerte ${event.quoteNumber} online geaccepteerd en meteen bevestigd (instelling van de eigenaar)`,
      changes: { status: ['aanvraag', 'bevestigd'] },
    },
  })
}

/** The one reminder, two days before the optie's last day (again after an extension). */
const remindOptie: Rule<'remind-optie'> = (state, _event, now) => {
  const until = state.booking.optieUntil
  if (!until || !optieReminderDue(until, now)) return refuseWith('notDue')
  if (state.noticesSent.includes(`booking:optie-${until}`)) return unchanged()
  return planOf(state, {
    mails: [{ kind: 'optie-reminder', until }],
    notice: { entity: 'booking', entityId: state.booking.id, kind: `optie-${until}` },
    log: {
      action: 'booking.optie-reminder',
      summary: `Herinnering gemaild: de optie loopt af op ${formatLongDate(until)}`,
    },
  })
}

/** The cron, after the optie's last day: the day parts are free again, and everyone concerned is told. */
const expireOptie: Rule<'expire'> = (state, _event, now) => {
  const until = state.booking.optieUntil
  if (until && !optieLapsed(until, now)) return refuseWith('notDue')
  return planOf(state, {
    status: 'geannuleerd',
    lastDecision: 'expire',
    slots: 'free',
    notifyWaitingList: true,
    mails: [
      { kind: 'optie-lapsed', until: until ?? state.booking.date },
      { kind: 'venue-optie', what: 'lapsed' },
    ],
    log: {
      action: 'booking.optie-expire',
      summary: `Optie verlopen${until ? ` na ${formatLongDate(until)}` : ''}: de dagdelen zijn vrijgegeven`,
      changes: { status: ['optie', 'geannuleerd'] },
    },
  })
}

const invoice: Rule<'invoice'> = (state, _event, now) => {
  if (currentInvoice(state.invoices)) return refuseWith('alreadyInvoiced')
  if (!state.booking.invoiceAddress) return refuseWith('noInvoiceAddress')
  const draft = confirmationInvoice(state, now)
  const money = settle(state.booking.refundDueCents, [], [totalOf(draft)])
  const issue = [{ ...draft, settledCents: money.settledCents[0] ?? 0 }]
  return planOf(state, {
    issue,
    refundDueCents: money.refundDueCents,
    mails: documentsMail({ credit: [], issue }, 'bevestiging', money.refundDueCents),
    log: { action: 'invoice.issue', summary: 'Factuur gemaakt' },
  })
}

const credit: Rule<'credit'> = (state, event) => {
  const target = state.invoices.find((invoice) => invoice.id === event.invoiceId)
  if (!target) return refuseWith('invoiceNotFound', 404)
  if (target.kind !== 'factuur' || target.credited) return refuseWith('notCreditable')
  const credit = [{ invoiceId: target.id, reason: `Correctie van factuur ${target.number}.` }]
  const { refundDueCents } = settle(state.booking.refundDueCents, [target], [])
  const back = payBack(state, refundDueCents)
  return planOf(state, {
    credit,
    ...back.money,
    mails: documentsMail({ credit, issue: [] }, 'correctie', refundDueCents),
    log: {
      action: 'invoice.credit',
      summary: `Factuur ${target.number} gecrediteerd${paidBackText(back.byIdealCents)}`,
    },
  })
}

const refund: Rule<'refund'> = (state, event) => {
  const due = state.booking.refundDueCents
  const cents = event.amountCents
  if (!Number.isInteger(cents) || cents < 1 || cents > due) return refuse(lifecycleMessages.refundTooHigh(due))
  return planOf(state, {
    refundDueCents: due - cents,
    refunds: [{ kind: 'add', method: 'overboeking', paymentId: null, amountCents: cents, status: 'refunded' }],
    mails: [{ kind: 'refunded', amountCents: cents, method: 'overboeking' }],
    log: { action: 'booking.refund', summary: `${formatEuro(cents)} teruggestort aan de klant` },
  })
}

/**
 * The refund due, or what of it the customer paid by iDEAL, asked back of Mollie (ADR 038). It
 * leaves the refund due at once, so a second click finds nothing to pay back; the refunds are sent
 * after the batch (app/server/payments/refunds.server.ts), and Mollie's answer settles them.
 */
const refundIdeal: Rule<'refund-ideal'> = (state) => {
  const due = state.booking.refundDueCents
  const { cents, refunds } = askMollie(state.idealPayments, due)
  if (cents === 0) return refuseWith('nothingToRefundByIdeal')
  return planOf(state, {
    refundDueCents: due - cents,
    refunds,
    log: { action: 'booking.refund-ideal', summary: `${formatEuro(cents)} terugbetalen via iDEAL gevraagd aan Mollie` },
  })
}

/** Up to `cents` asked back of Mollie on the iDEAL payments (idealRefundParts), as unsent refunds. */
function askMollie(payments: readonly IdealPayment[], cents: number): { cents: number; refunds: RefundWrite[] } {
  const parts = idealRefundParts(payments, cents)
  return {
    cents: parts.reduce((sum, part) => sum + part.cents, 0),
    refunds: parts.map((part) => ({
      kind: 'add',
      method: 'ideal',
      paymentId: part.paymentId,
      amountCents: part.cents,
      status: 'unsent',
    })),
  }
}

/**
 * Mollie's final status of a refund, applied once. Refunded: the customer is told the money is back.
 * Failed or canceled: the money is the customer's again, as if it had just been paid: it settles
 * what the current invoice still asks, and the rest is due back again; the owner is told.
 */
const refundResult: Rule<'refund-result'> = (state, event) => {
  const refund = state.refunds.find((one) => one.id === event.refundId && one.method === 'ideal')
  if (!refund) return refuseWith('refundNotFound', 404)
  if (finalRefundStatuses.includes(refund.status)) return unchanged()
  const cents = refund.amountCents
  const settled = [{ kind: 'settle' as const, refundId: refund.id, status: event.status }]
  if (event.status === 'refunded')
    return planOf(state, {
      refunds: settled,
      mails: [{ kind: 'refunded', amountCents: cents, method: 'ideal' }],
      log: { action: 'booking.refunded', summary: `${formatEuro(cents)} teruggestort via iDEAL` },
    })
  const current = currentInvoice(state.invoices)
  const { appliedTo, refundCents } = current
    ? applyPayment(state.invoices, current.id, cents)
    : { appliedTo: undefined, refundCents: cents }
  return planOf(state, {
    refunds: settled,
    paid: appliedTo,
    refundDueCents: state.booking.refundDueCents + refundCents,
    mails: [{ kind: 'venue-refund-failed', amountCents: cents, status: event.status }],
    log: {
      action: 'booking.refund-failed',
      summary:
        `Terugbetaling van ${formatEuro(cents)} via iDEAL ${event.status === 'failed' ? 'mislukt' : 'geannuleerd'}` +
        (appliedTo ? `; ${formatEuro(appliedTo.cents)} verrekend met de openstaande factuur` : ''),
    },
  })
}

/** The dates whose number of people the customer may still change at `now`: each by its own distance (ADR 032). */
export const peopleChangeDates = (state: LifecycleState, now: number): IsoDate[] =>
  bookingDays(state.booking)
    .filter((day) => peopleChangeAllowed(day, now, state.closedHolidays))
    .map((day) => day.date)

/**
 * A new number of people for some dates, by the customer on their link or by the owner (a change the
 * customer asked by phone, ADR 037). The customer changes a date while its list's term allows, a few
 * times a day, and the venue is told; the owner changes any date of a booking that is not cancelled,
 * and the customer is told. Either way the booking is priced again and an invoice replaced.
 */
const changePeople =
  (by: 'klant' | 'eigenaar'): Rule<'people'> =>
  (state, event, now) => {
    const { booking } = state
    const open = by === 'eigenaar' ? bookingDays(booking).map((day) => day.date) : peopleChangeDates(state, now)
    if (open.length === 0) {
      // The message states the first date's term, as the booking's page does (each date's own decides).
      const workdays = booking.selection.list.terms.peopleChangeWorkdays
      return { ...refuse(lifecycleMessages.peopleTooLate(workdays)), code: 'peopleTooLate' }
    }
    const before = bookingDays(booking)
    const days = before.map((day) => ({ ...day, numPeople: event.numPeople[day.date] ?? day.numPeople }))
    const changed = days.filter((day, index) => day.numPeople !== before[index]?.numPeople)
    if (changed.length === 0) return unchanged(lifecycleMessages.samePeople)
    // Each date's own list says how many people its room takes (a form accepts the most of them).
    const tooMany = daysProblem(days)
    if (tooMany) return refuse(tooMany, 400)
    const late = changed.filter((day) => !open.includes(day.date))
    const overDiet = late.length > 0 ? undefined : dietOverPeopleRefusal(changed, 'people')
    if (overDiet) return overDiet
    const [firstLate] = late
    if (firstLate)
      return refuse(
        lifecycleMessages.peopleTooLateOn(
          late.map((day) => day.date),
          firstLate.list.terms.peopleChangeWorkdays,
        ),
      )
    if (by === 'klant' && state.linkActionsToday.people >= PEOPLE_CHANGES_PER_DAY)
      return refuseWith('tooManyPeopleChanges', 429)
    return peoplePlan(state, by, before, days, changed)
  }

/**
 * A people change as the log and the owner read it, every date with its old and new number: "Aantal
 * personen gewijzigd door de klant van 10 naar 6; nieuw totaal € 190,18", or per date "…: maandag
 * 18 januari 2027 van 10 naar 6, dinsdag 19 januari 2027 blijft 8; …".
 */
export function peopleChangeSummary(
  by: 'klant' | 'eigenaar',
  before: readonly Pick<BookingDay, 'numPeople'>[],
  days: readonly Pick<BookingDay, 'date' | 'numPeople'>[],
  totalCents: number,
): string {
  const [first] = days
  const fromTo = (was: number | undefined, next: number) => (was === next ? `blijft ${was}` : `van ${was} naar ${next}`)
  const change =
    days.length === 1 && first
      ? ` ${fromTo(before[0]?.numPeople, first.numPeople)}`
      : `: ${days
          .map((day, index) => `${formatLongDate(day.date)} ${fromTo(before[index]?.numPeople, day.numPeople)}`)
          .join(', ')}`
  const who = by === 'eigenaar' ? 'de eigenaar' : 'de klant'
  return `Aantal personen gewijzigd door ${who}${change}; nieuw totaal ${formatEuro(totalCents)}`
}

/** The plan of a people change `by` the customer or the owner, once the rule allowed it. */
function peoplePlan(
  state: LifecycleState,
  by: 'klant' | 'eigenaar',
  before: BookingDay[],
  days: BookingDay[],
  changed: BookingDay[],
): Outcome {
  const { booking } = state
  // A new number on an invoiced booking is a new invoice, which needs the address; before the
  // eindfactuur the aanbetaling stays, and the eindfactuur asks the new price (ADR 039).
  const current = currentInvoice(state.invoices)
  const replace = current !== undefined && current.stage !== 'voorschot'
  if (replace && !booking.invoiceAddress)
    return refuseWith(by === 'eigenaar' ? 'noInvoiceAddress' : 'customerNoInvoiceAddress')
  const totalCents = priceDays(days).totals.totalCents
  const invoices = replace
    ? replaceInvoices(
        state,
        `Het aantal personen van boeking ${booking.id} is gewijzigd.`,
        [bookingInvoice(state, days)],
        'personen',
      )
    : undefined
  const back = invoices && payBack(state, invoices.refundDueCents)
  const summary = peopleChangeSummary(by, before, days, totalCents)
  return planOf(state, {
    numPeople: Object.fromEntries(days.map((day) => [day.date, day.numPeople])),
    ...invoices?.documents,
    ...back?.money,
    mails: [
      // The owner hears of the customer's change; the customer of the owner's, as of their own.
      ...(by === 'klant' ? [{ kind: 'venue-people' as const, summary: `${summary}.` }] : []),
      // With a new invoice the invoice mail says it all.
      ...(invoices
        ? invoices.mails
        : [
            {
              kind: 'people-changed' as const,
              totalCents,
              what: bookingWhat(booking.status),
            },
          ]),
    ],
    log: {
      action: by === 'eigenaar' ? 'booking.owner-people' : 'booking.customer-people',
      summary: summary + paidBackText(back?.byIdealCents ?? 0),
      changes:
        days.length === 1
          ? { numPeople: [booking.selection.numPeople, days[0]?.numPeople] }
          : Object.fromEntries(
              changed.map((day) => [
                `numPeople ${day.date}`,
                [before.find((was) => was.date === day.date)?.numPeople, day.numPeople],
              ]),
            ),
    },
  })
}

/**
 * A date whose dietary counts are more than its people, refused with the date (ADR 045): after a
 * change of `people` the needs must change first; a change of the `diet` names the count.
 */
function dietOverPeopleRefusal(days: readonly BookingDay[], change: 'people' | 'diet'): Refusal | undefined {
  for (const day of days) {
    const diet = day.diet ?? noDiet
    const kind = dietOverPeople(diet, day.numPeople)
    if (!kind) continue
    const count = diet.counts[kind] ?? 0
    return refuse(
      change === 'people'
        ? dietMessages.overPeopleOn(day.date, kind, count, day.numPeople)
        : `${capitalised(formatLongDate(day.date))}: ${dietMessages.overPeople(kind, count, day.numPeople)} ` +
            'Er is niets gewijzigd.',
      400,
    )
  }
  return undefined
}

/** A request, an optie or a booking: what a mail's link calls it. */
const bookingWhat = (status: BookingStatus) =>
  status === 'aanvraag' || status === 'optie' ? status : ('boeking' as const)

/**
 * New dietary needs for some dates (ADR 045): by the customer on their link until the date's term
 * for a change of people (then the lunch is ordered), a few times a day with their other details,
 * and the venue is told; by the owner on any date of a booking that is not cancelled, and the
 * customer is told. Nothing is priced: the lunch costs the same.
 */
const changeDiet =
  (by: 'klant' | 'eigenaar'): Rule<'diet'> =>
  (state, event, now) => {
    // Each date with its needs as they were and as asked; a date the event does not name keeps its own.
    const days = bookingDays(state.booking).map((day) => ({
      ...day,
      was: day.diet ?? noDiet,
      diet: event.diet[day.date] ?? day.diet ?? noDiet,
    }))
    const changed = days.filter((day) => !sameDiet(day.diet, day.was))
    if (changed.length === 0) return unchanged(lifecycleMessages.sameDiet)
    if (by === 'klant') {
      const open = peopleChangeDates(state, now)
      const late = changed.filter((day) => !open.includes(day.date))
      const [firstLate] = late
      if (firstLate) {
        const workdays = firstLate.list.terms.peopleChangeWorkdays
        const reason =
          days.length === 1
            ? lifecycleMessages.dietTooLate(workdays)
            : lifecycleMessages.dietTooLateOn(
                late.map((day) => day.date),
                workdays,
              )
        return { ...refuse(reason), code: 'dietTooLate' }
      }
    }
    const overPeople = dietOverPeopleRefusal(changed, 'diet')
    if (overPeople) return overPeople
    if (by === 'klant' && state.linkActionsToday.details >= DETAIL_CHANGES_PER_DAY)
      return refuseWith('tooManyDetailChanges', 429)
    const changes = changed.map((day) => ({ date: day.date, before: day.was, after: day.diet }))
    const summary =
      `Dieetwensen gewijzigd door ${by === 'eigenaar' ? 'de eigenaar' : 'de klant'}` +
      `${days.length === 1 ? ': ' : ' voor '}${dietChangeText(changes, days.length > 1)}`
    return planOf(state, {
      diet: Object.fromEntries(changed.map((day) => [day.date, day.diet])),
      mails: [
        by === 'klant'
          ? { kind: 'venue-diet', summary: `${summary}.` }
          : { kind: 'diet-changed', what: bookingWhat(state.booking.status) },
      ],
      log: { action: by === 'eigenaar' ? 'booking.owner-diet' : 'booking.customer-diet', summary },
    })
  }

const changeRequest: Rule<'change-request'> = (state, event) => {
  if (state.linkActionsToday.changeRequests >= CHANGE_REQUESTS_PER_DAY) return refuseWith('tooManyChangeRequests', 429)
  return planOf(state, {
    mails: [{ kind: 'change-request', wish: event.wish }],
    log: { action: 'booking.change-request', summary: 'Wijzigingsverzoek van de klant via de link in de mail' },
  })
}

const tooManyDetailChanges = (state: LifecycleState) =>
  state.linkActionsToday.details >= DETAIL_CHANGES_PER_DAY ? refuseWith('tooManyDetailChanges', 429) : undefined

/**
 * A detail the customer changes through their link (the invoice details, the reference, the answer
 * to the review request): nothing when it is as it was, else within the link's daily limit.
 */
const detailChange = (state: LifecycleState, same: boolean, parts: Partial<Plan> & Pick<Plan, 'log'>): Outcome =>
  same ? unchanged() : (tooManyDetailChanges(state) ?? planOf(state, parts))

/** The customer's answer to the request for a review: as often as they like, within their link's limit. */
const reviewChoice: Rule<'review-choice'> = (state, event) =>
  detailChange(state, event.optOut === state.booking.reviewOptOut, {
    reviewOptOut: event.optOut,
    log: {
      action: 'booking.review-choice',
      summary: event.optOut
        ? 'De klant wil na de bijeenkomst geen verzoek om een review'
        : 'De klant vindt een verzoek om een review na de bijeenkomst goed',
      changes: { reviewOptOut: [state.booking.reviewOptOut, event.optOut] },
    },
  })

/**
 * The day after the booking's last date, once: the thank-you, with the invoices' state, and the
 * request for a review where the owner has a review address and the customer did not say no. Asked
 * of every confirmed booking alike, never only of the satisfied (Google's policy forbids selective
 * solicitation); never after a cancellation, which has no rule for it.
 */
const thank: Rule<'thank'> = (state, _event, now) => {
  const last = bookingDays(state.booking).at(-1)?.date ?? state.booking.date
  if (!thankYouDue(last, amsterdamDate(new Date(now)))) return refuseWith('notDue')
  if (state.noticesSent.includes('booking:bedankt')) return unchanged()
  const reviewUrl = state.booking.reviewOptOut ? null : state.reviewUrl
  const current = currentInvoice(state.invoices)
  const invoice = current ? { invoiceId: current.id, openCents: openCents(current) } : null
  return planOf(state, {
    mails: [{ kind: 'thank-you', reviewUrl, invoice }],
    notice: { entity: 'booking', entityId: state.booking.id, kind: 'bedankt' },
    log: {
      action: 'booking.thank-you',
      summary: reviewUrl
        ? 'Bedankmail gestuurd, met het verzoek om een review'
        : state.booking.reviewOptOut
          ? 'Bedankmail gestuurd, zonder verzoek om een review: de klant wil dat niet'
          : 'Bedankmail gestuurd',
    },
  })
}

const reference: Rule<'reference'> = (state, event) => {
  if (!state.booking.business) return refuseWith('referenceBusinessOnly')
  return detailChange(state, event.reference === state.booking.reference, {
    reference: event.reference,
    log: {
      action: 'booking.customer-reference',
      summary: event.reference
        ? `Referentie voor de factuur door de klant: ${event.reference}`
        : 'Referentie voor de factuur weggehaald door de klant',
      changes: { reference: [state.booking.reference, event.reference] },
    },
  })
}

const invoiceDetailLabels: Record<keyof InvoiceDetails, string> = {
  company: 'bedrijf',
  kvk: 'KvK-nummer',
  vatId: 'btw-id',
  street: 'straat',
  postcode: 'postcode',
  city: 'plaats',
  country: 'land',
}

const invoiceDetails: Rule<'invoice-details'> = (state, event) => {
  const before = state.booking.details
  const changed = (Object.keys(invoiceDetailLabels) as (keyof InvoiceDetails)[]).filter(
    (key) => before[key] !== event.details[key],
  )
  return detailChange(state, changed.length === 0, {
    details: event.details,
    log: {
      action: 'booking.invoice-details',
      summary: `Factuurgegevens aangepast door de klant: ${changed.map((key) => invoiceDetailLabels[key]).join(', ')}`,
      changes: Object.fromEntries(changed.map((key) => [key, [before[key], event.details[key]]])),
    },
  })
}

const payment: Rule<'payment'> = (state, event) => {
  const paidFor = state.invoices.find((invoice) => invoice.id === event.invoiceId && invoice.kind === 'factuur')
  if (!paidFor) return refuseWith('invoiceNotFound', 404)
  if (state.paymentCounted) return unchanged()
  const { appliedTo, refundCents } = applyPayment(state.invoices, paidFor.id, event.amountCents)
  const carriedTo = appliedTo && appliedTo.invoiceId !== paidFor.id ? appliedTo.invoiceId : undefined
  const via = event.method === 'ideal' ? 'via iDEAL' : 'per overboeking'
  // A payment for an invoice credited meanwhile can go back on itself.
  const incoming =
    event.method === 'ideal' && state.incomingIdealPaymentId !== undefined
      ? [{ id: state.incomingIdealPaymentId, amountCents: event.amountCents, refundableCents: event.amountCents }]
      : []
  const back = payBack(state, state.booking.refundDueCents + refundCents, incoming)
  const byHandCents = Math.min(refundCents, back.money.refundDueCents)
  return planOf(state, {
    payment: { method: event.method, amountCents: event.amountCents, paidForId: paidFor.id },
    paid: appliedTo,
    ...back.money,
    mails: [
      {
        kind: 'receipt',
        paidForId: paidFor.id,
        amountCents: event.amountCents,
        appliedToId: appliedTo?.invoiceId,
        refundCents,
      },
      // The owner is told of what is left to pay back by hand.
      ...(byHandCents > 0
        ? [
            {
              kind: 'venue-refund-due' as const,
              paidForId: paidFor.id,
              amountCents: event.amountCents,
              refundCents: byHandCents,
            },
          ]
        : []),
    ],
    log: {
      action: 'invoice.paid',
      summary:
        `${formatEuro(event.amountCents)} ontvangen ${via} voor factuur ${paidFor.number}` +
        (carriedTo
          ? `; verrekend met factuur ${state.invoices.find((invoice) => invoice.id === carriedTo)?.number}`
          : '') +
        paidBackText(back.byIdealCents),
    },
  })
}

const remind: Rule<'remind'> = (state, event, now) => {
  const { booking } = state
  const due = dueReminder({ date: booking.date, dayParts: booking.selection.dayParts }, booking.statusChangedAt, now)
  if (due !== event.kind) return refuseWith('notDue')
  if (state.noticesSent.includes(`booking:${event.kind}`)) return unchanged()
  return planOf(state, {
    mails: [{ kind: 'reminder', reminder: event.kind }],
    notice: { entity: 'booking', entityId: booking.id, kind: event.kind },
    log: { action: 'booking.reminder', summary: `Herinnering (${reminderLabels[event.kind]}) gemaild` },
  })
}

const remindUnpaid: Rule<'remind-unpaid'> = (state, event, now) => {
  const target = state.invoices.find((invoice) => invoice.id === event.invoiceId)
  if (!target) return refuseWith('invoiceNotFound', 404)
  // An unpaid aanbetaling is the owner's to follow up (depositOverdue), not a reminder's.
  const unpaid = !target.credited && openCents(target) > 0
  if (!unpaid || !unpaidReminderDue(target, amsterdamDate(new Date(now)))) return refuseWith('notDue')
  if (state.noticesSent.includes(`invoice:${target.id}:herinnering`)) return unchanged()
  return planOf(state, {
    mails: [{ kind: 'unpaid-reminder', invoiceId: target.id }],
    notice: { entity: 'invoice', entityId: target.id, kind: 'herinnering' },
    log: { action: 'invoice.reminder', summary: `Betalingsherinnering voor factuur ${target.number} gemaild` },
  })
}

const expire: Rule<'expire'> = (state, _event, now) => {
  if (!requestLapsed(state.booking.date, amsterdamDate(new Date(now)))) return refuseWith('notDue')
  return planOf(state, {
    status: 'geannuleerd',
    lastDecision: 'expire',
    slots: 'free',
    log: { action: 'booking.expire', summary: 'Aanvraag verlopen: de datum is voorbij zonder bevestiging' },
  })
}

/**
 * The eindfactuur on its day (ADR 039): the whole booking at its choices now, which credits the
 * voorschotfactuur and is settled from what was paid on it, as any replacing invoice is.
 */
const finalInvoice: Rule<'final-invoice'> = (state, _event, now) => {
  const current = currentInvoice(state.invoices)
  const { issueOn } = balanceDatesOf(bookingDays(state.booking))
  if (current?.stage !== 'voorschot' || !finalInvoiceDue(issueOn, amsterdamDate(new Date(now))))
    return refuseWith('notDue')
  const invoices = replaceInvoices(
    state,
    `Verrekend met de eindfactuur van boeking ${state.booking.id}.`,
    [{ ...bookingInvoice(state), stage: 'eind' }],
    'eindfactuur',
  )
  const back = payBack(state, invoices.refundDueCents)
  return planOf(state, {
    ...invoices.documents,
    ...back.money,
    mails: invoices.mails,
    log: {
      action: 'invoice.final',
      summary:
        `Eindfactuur gemaakt; voorschotfactuur ${current.number} gecrediteerd en verrekend` +
        paidBackText(back.byIdealCents),
    },
  })
}

/** The booking's current voorschotfactuur `invoiceId`, while something is open on it. */
const openDeposit = (state: LifecycleState, invoiceId: number) => {
  const current = currentInvoice(state.invoices)
  return current?.id === invoiceId && current.stage === 'voorschot' && openCents(current) > 0 ? current : undefined
}

/** The customer's one reminder of the aanbetaling, in the days before it is due. */
const remindDeposit: Rule<'remind-deposit'> = (state, event, now) => {
  const target = openDeposit(state, event.invoiceId)
  const today = amsterdamDate(new Date(now))
  const { depositTermDays } = state.booking.selection.list.terms
  if (!target || !depositReminderDue(target.dueOn, depositTermDays, today)) return refuseWith('notDue')
  if (state.noticesSent.includes(`invoice:${target.id}:aanbetaling`)) return unchanged()
  return planOf(state, {
    mails: [{ kind: 'deposit-reminder', invoiceId: target.id }],
    notice: { entity: 'invoice', entityId: target.id, kind: 'aanbetaling' },
    log: {
      action: 'invoice.deposit-reminder',
      summary: `Herinnering voor de aanbetaling (factuur ${target.number}) gemaild`,
    },
  })
}

/** An aanbetaling past its due date: the owner is told, once, and decides; nothing is cancelled. */
const depositOverdue: Rule<'deposit-overdue'> = (state, event, now) => {
  const target = openDeposit(state, event.invoiceId)
  if (!target || !depositPastDue(target.dueOn, amsterdamDate(new Date(now)))) return refuseWith('notDue')
  if (state.noticesSent.includes(`invoice:${target.id}:aanbetaling-te-laat`)) return unchanged()
  return planOf(state, {
    mails: [{ kind: 'venue-deposit-overdue', invoiceId: target.id }],
    notice: { entity: 'invoice', entityId: target.id, kind: 'aanbetaling-te-laat' },
    log: {
      action: 'invoice.deposit-overdue',
      summary: `Aanbetaling (factuur ${target.number}) niet op tijd betaald; de eigenaar is gemaild`,
    },
  })
}

const cancelledNoChange = () => refuseWith('cancelledNoChange')
const money = {
  credit: { eigenaar: credit },
  refund: { eigenaar: refund },
  'refund-ideal': { eigenaar: refundIdeal },
  'refund-result': { systeem: refundResult },
  payment: { systeem: payment, eigenaar: payment },
  'remind-unpaid': { systeem: remindUnpaid },
} satisfies Rules

/** The table: per status, per event, per actor, what happens. What is not here is refused. */
export const lifecycle: Record<BookingStatus, Rules> = {
  aanvraag: {
    confirm: { eigenaar: confirm },
    'accept-quote': { klant: acceptQuote },
    optie: { eigenaar: giveOptie },
    reject: { eigenaar: reject },
    cancel: { klant: customerCancel },
    status: { eigenaar: setStatus },
    people: { klant: changePeople('klant'), eigenaar: changePeople('eigenaar') },
    diet: { klant: changeDiet('klant'), eigenaar: changeDiet('eigenaar') },
    'change-request': { klant: changeRequest },
    reference: { klant: reference },
    'invoice-details': { klant: invoiceDetails },
    'review-choice': { klant: reviewChoice },
    expire: { systeem: expire },
    // Money can arrive for a booking put back to a request: its invoices were credited first.
    payment: money.payment,
    refund: money.refund,
    'refund-ideal': money['refund-ideal'],
    'refund-result': money['refund-result'],
  },
  optie: {
    confirm: { eigenaar: confirm },
    reject: { eigenaar: reject },
    extend: { eigenaar: extendOptie },
    status: { eigenaar: setStatus },
    accept: { klant: accept },
    cancel: { klant: customerCancel },
    people: { klant: changePeople('klant'), eigenaar: changePeople('eigenaar') },
    diet: { klant: changeDiet('klant'), eigenaar: changeDiet('eigenaar') },
    'change-request': { klant: changeRequest },
    reference: { klant: reference },
    'invoice-details': { klant: invoiceDetails },
    'review-choice': { klant: reviewChoice },
    'remind-optie': { systeem: remindOptie },
    expire: { systeem: expireOptie },
    payment: money.payment,
    refund: money.refund,
    'refund-ideal': money['refund-ideal'],
    'refund-result': money['refund-result'],
  },
  bevestigd: {
    accept: { klant: () => unchanged(lifecycleMessages.optieAccepted) },
    'accept-quote': { klant: () => unchanged(lifecycleMessages.quoteAccepted) },
    cancel: { eigenaar: ownerCancel, klant: customerCancel },
    'venue-cancel': { eigenaar: venueCancel },
    reopen: { eigenaar: reopen },
    status: { eigenaar: setStatus },
    invoice: { eigenaar: invoice },
    people: { klant: changePeople('klant'), eigenaar: changePeople('eigenaar') },
    diet: { klant: changeDiet('klant'), eigenaar: changeDiet('eigenaar') },
    'change-request': { klant: changeRequest },
    reference: { klant: reference },
    'invoice-details': { klant: invoiceDetails },
    remind: { systeem: remind },
    'final-invoice': { systeem: finalInvoice },
    'remind-deposit': { systeem: remindDeposit },
    'deposit-overdue': { systeem: depositOverdue },
    'review-choice': { klant: reviewChoice },
    thank: { systeem: thank },
    ...money,
  },
  geannuleerd: {
    confirm: { eigenaar: confirm },
    reopen: { eigenaar: reopen },
    status: { eigenaar: setStatus },
    cancel: { klant: () => unchanged(lifecycleMessages.alreadyCancelled) },
    accept: { klant: () => refuseWith('optieLapsed') },
    people: { klant: cancelledNoChange, eigenaar: cancelledNoChange },
    diet: { klant: cancelledNoChange, eigenaar: cancelledNoChange },
    'change-request': { klant: cancelledNoChange },
    ...money,
  },
}

/** Every (status, event, actor) the table has a rule for, e.g. 'bevestigd/cancel/klant'. */
export const lifecycleRows = Object.entries(lifecycle).flatMap(([status, rules]) =>
  Object.entries(rules).flatMap(([event, actors]) =>
    Object.keys(actors ?? {}).map((actor) => `${status}/${event}/${actor}`),
  ),
)

/** What `event` by `actor` does to a booking in `state` at `now`. */
export function plan(state: LifecycleState, event: LifecycleEvent, actor: Actor, now: number): Outcome {
  const rule = lifecycle[state.booking.status][event.type]?.[actor] as Rule<EventType> | undefined
  return rule ? rule(state, event, now) : refuseWith('notAllowed')
}

/** The decisions the owner's buttons offer for a status: those the table has a rule for, in the spec's order. */
export function decisionsFor(status: BookingStatus): BookingDecision[] {
  return bookingDecisions.filter((decision) => lifecycle[status][decision]?.eigenaar)
}
