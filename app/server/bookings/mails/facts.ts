/**
 * What a booking's mails are written from, and the blocks they share. Everything here is already
 * read and signed by the executor (app/server/bookings/mails/queue.server.ts): the renderers are
 * pure functions of an intent and these facts.
 */
import { MANAGE_BUTTON_LABEL } from '~/content/terms'
import { venue } from '~/content/venue'
import { type BookingDay, dayFacts, sortedDays } from '~/lib/booking-days'
import type { CustomerDetails } from '~/lib/calculator'
import type { IsoDate } from '~/lib/dates'
import { capitalised, countWord, formatEuro, formatLongDate, listed } from '~/lib/format'
import { type InvoiceKind, type InvoiceStage, vatLineLabel } from '~/lib/invoicing'
import { OPTIE_REMINDER_DAYS } from '~/lib/optie'
import { dayPartHours, dayPartInfo, type PriceCalculation } from '~/lib/pricing'
import { type MailDraft, venueDraft } from '../../mail/draft'
import type { MailBlock } from '../../mail/layout.server'
import type { MailAttachment } from '../../mail/provider.server'

/** An invoice or credit note as the mails name it. */
export type InvoiceSummary = {
  kind: InvoiceKind
  /** A voorschotfactuur or eindfactuur (docs/decisions/039-aanbetaling.md). */
  stage?: InvoiceStage | null
  number: string
  /** For a credit note: the number of the invoice it corrects. */
  credits?: string
  totalCents: number
  /** What is left to pay after what earlier payments settled. */
  openCents: number
  dueOn: IsoDate
  attachments?: MailAttachment[]
}

export type BookingMailFacts = {
  /** `business`: booked under a company name; otherwise a consumer, whom the law protects more. */
  booking: { id: number; name: string; email: string; business: boolean }
  /** Every date of the booking as the plan leaves it, first to last (docs/decisions/028-multi-day-bookings.md). */
  days: readonly BookingDay[]
  /** The booking's invoices as they were read, by id. */
  invoices: ReadonlyMap<
    number,
    {
      number: string
      totalCents: number
      paidCents: number
      dueOn: IsoDate
      stage?: InvoiceStage | null
      /** It charges the costs of a cancellation. */
      cancellation?: boolean
      status?: string
    }
  >
  /** Invoices and credit notes this plan issues, with their PDFs. */
  issued: readonly InvoiceSummary[]
  /** The calendar file the plan sends (with a decision or the customer's cancellation). */
  invite: readonly MailAttachment[]
  /** The customer's own booking page (signed). */
  manageUrl: string
  /** Our iDEAL page per invoice number, when iDEAL is on (signed). */
  payUrls: ReadonlyMap<string, string>
  /** The owner's page of the booking. */
  adminUrl: string
  parkingUrl: string
  /** The availability page, where a customer finds another date (and the waiting list for a taken one). */
  otherDateUrl: string
  venueInbox: string
  /** The day the mail goes out, in the Netherlands. */
  today: IsoDate
}

/** Each date with its choices: a table of one date, or a line per date. */
export const meetingFacts = (days: readonly BookingDay[]): MailBlock => ({ kind: 'facts', rows: dayFacts(days) })

export function priceFacts(calculation: PriceCalculation): MailBlock {
  return {
    kind: 'facts',
    rows: [
      ...calculation.items.map((item): [string, string] => [
        `${item.description}${item.quantity > 1 ? ` (${item.quantity} x ${formatEuro(item.unitPriceCents)})` : ''}`,
        formatEuro(item.totalPriceCents),
      ]),
      ['Subtotaal excl. btw', formatEuro(calculation.subtotalCents)],
      ...calculation.vat.map((line): [string, string] => [vatLineLabel(line), formatEuro(line.vatCents)]),
      ['Totaal incl. btw', formatEuro(calculation.totalInclVatCents)],
    ],
  }
}

/** What the visitor typed, for the venue's copy only. */
export function customerFacts(customer: CustomerDetails): MailBlock {
  const rows: [string, string | undefined][] = [
    ['Naam', customer.name],
    ['Bedrijf', customer.company],
    ['E-mail', customer.email],
    ['Telefoon', customer.phone],
    ['Adres', customer.address],
  ]
  return { kind: 'facts', rows: rows.filter((row): row is [string, string] => Boolean(row[1])) }
}

/**
 * Anyone can type any address into the website's forms, so the mails that go to that address
 * carry only facts we checked (date, day part, choices, prices), never the name or remarks the
 * sender typed: the venue's mail cannot be made to carry someone else's message. The venue's
 * own copy shows everything.
 */
export const notRequestedYourself: MailBlock = {
  kind: 'small',
  text:
    `Heb je dit niet zelf aangevraagd? Dan heeft iemand anders je e-mailadres ingevuld. Je hoeft niets te ` +
    `doen; laat het ons gerust weten via ${venue.email}.`,
}

/**
 * The link to the customer's own booking page. After a cancellation it only shows the booking and
 * its invoices; during an optie its first use is to confirm the optie or let it lapse.
 */
export function manageBlock(
  href: string,
  use: 'boeking' | 'geannuleerd' | 'optie' | 'aanvraag' = 'boeking',
): MailBlock[] {
  if (use === 'optie') return [{ kind: 'button', label: OPTIE_BUTTON_LABEL, href }]
  if (use === 'aanvraag')
    return [
      { kind: 'button', label: 'Bekijk je aanvraag', href },
      {
        kind: 'small',
        text: 'Via deze link zie je je aanvraag; je kunt er het aantal personen aanpassen of de aanvraag intrekken.',
      },
    ]
  return [
    { kind: 'button', label: use === 'geannuleerd' ? 'Bekijk je boeking' : MANAGE_BUTTON_LABEL, href },
    {
      kind: 'small',
      text:
        use === 'geannuleerd'
          ? 'Via deze link zie je je geannuleerde boeking en je facturen.'
          : 'Via deze link zie je je boeking en je facturen, en kun je binnen de voorwaarden annuleren ' +
            'of het aantal personen en de dieetwensen aanpassen.',
    },
  ]
}

/** The button of every mail about an optie: it opens the page where the customer does either. */
export const OPTIE_BUTTON_LABEL = 'Optie bevestigen of laten vervallen'

/** "maandag 11 januari 2027, ochtend (8.30-12.30 uur)", and so on for each date of the booking. */
export const when = (days: readonly BookingDay[]) =>
  listed(
    sortedDays(days).map(
      (day) =>
        `${formatLongDate(day.date)}, ${dayPartInfo[day.dayParts].label.toLowerCase()} (${dayPartHours(day.dayParts)})`,
    ),
  )

/** "de datum", or "de datums" of a booking of several dates. */
export const theDates = (days: readonly BookingDay[]) => (days.length > 1 ? 'de datums' : 'de datum')

/** "de datum is", "de datums zijn". */
export const theDatesAre = (days: readonly BookingDay[]) => (days.length > 1 ? 'de datums zijn' : 'de datum is')

/** In a sentence: "maandag 11 januari 2027", or each date: "maandag 11 januari 2027 en dinsdag 12 januari 2027". */
export const datesText = (days: readonly BookingDay[]) =>
  listed(sortedDays(days).map((day) => formatLongDate(day.date)))

/** In a subject: the date, or "3 datums vanaf maandag 11 januari 2027". */
export function datesSubject(days: readonly BookingDay[]) {
  const [first] = sortedDays(days)
  const date = first ? formatLongDate(first.date) : ''
  return days.length > 1 ? `${days.length} datums vanaf ${date}` : date
}

export const peopleCount = (count: number) => `${count} ${count === 1 ? 'persoon' : 'personen'}`

/** "vandaag", "morgen", "overmorgen", "over 6 dagen". */
export function inDaysWord(days: number): string {
  return days <= 0 ? 'vandaag' : days === 1 ? 'morgen' : days === 2 ? 'overmorgen' : `over ${days} dagen`
}

/** What an optie means, said the same way in every mail about it. */
export const optieBlocks = (until: IsoDate, days: readonly BookingDay[]): MailBlock[] => [
  { kind: 'facts', rows: [['Optie tot en met', formatLongDate(until)]] },
  {
    kind: 'paragraph',
    text:
      `Tot en met ${formatLongDate(until)} houden we ` +
      (days.length > 1
        ? 'deze datums voor je vast: niemand anders kan ze boeken. '
        : 'deze datum voor je vast: niemand anders kan hem boeken. ') +
      'Op je boekingspagina (de knop hieronder) bevestig je de optie: dan is het een boeking en krijg je de ' +
      'bevestiging en de factuur. Je kunt de optie daar ook laten vervallen. Doe je niets, dan vervalt ze ' +
      `na ${formatLongDate(until)} vanzelf. ${capitalised(countWord(OPTIE_REMINDER_DAYS))} dagen van tevoren ` +
      'sturen we je nog een herinnering.',
  },
]

/** A note to the owner about the booking, with the way to its page; replying reaches the customer. */
export function toVenue(facts: BookingMailFacts, subject: string, text: string): MailDraft {
  return venueDraft({
    to: facts.venueInbox,
    replyTo: facts.booking.email,
    subject,
    blocks: [
      { kind: 'paragraph', text },
      { kind: 'button', label: 'Bekijk de boeking', href: facts.adminUrl },
    ],
  })
}
