/** Dutch mails for quotes and booking requests. */
import { cancellationTerms, quoteTerms } from '~/content/terms'
import { venue } from '~/content/venue'
import { type BookingDay, dayFacts } from '~/lib/booking-days'
import type { CustomerDetails } from '~/lib/calculator'
import { daysBetween } from '~/lib/dates'
import { capitalised, countWord, formatDate, formatEuro, formatLongDate } from '~/lib/format'
import { OPTIE_REMINDER_DAYS } from '~/lib/optie'
import {
  type DayPart,
  dayPartHours,
  dayPartInfo,
  FOOD_VAT_RATE,
  type PriceCalculation,
  type PriceInput,
  ROOM_VAT_RATE,
} from '~/lib/pricing'
import { manageBlock } from './invoice-templates.server'
import { type MailBlock, type RenderedMail, renderMail, signOff } from './layout.server'

function meetingFacts(days: readonly BookingDay[]): MailBlock {
  return { kind: 'facts', rows: dayFacts(days) }
}

function priceFacts(calculation: PriceCalculation): MailBlock {
  return {
    kind: 'facts',
    rows: [
      ...calculation.items.map((item): [string, string] => [
        `${item.description}${item.quantity > 1 ? ` (${item.quantity} x ${formatEuro(item.unitPriceCents)})` : ''}`,
        formatEuro(item.totalPriceCents),
      ]),
      ['Subtotaal excl. btw', formatEuro(calculation.subtotalCents)],
      [`Btw ${ROOM_VAT_RATE} % (zaalhuur)`, formatEuro(calculation.roomVatCents)],
      [`Btw ${FOOD_VAT_RATE} % (catering)`, formatEuro(calculation.foodVatCents)],
      ['Totaal incl. btw', formatEuro(calculation.totalInclVatCents)],
    ],
  }
}

function customerFacts(customer: CustomerDetails): MailBlock {
  const rows: [string, string | undefined][] = [
    ['Naam', customer.name],
    ['Bedrijf', customer.company],
    ['E-mail', customer.email],
    ['Telefoon', customer.phone],
    ['Adres', customer.address],
  ]
  return { kind: 'facts', rows: rows.filter((row): row is [string, string] => Boolean(row[1])) }
}

const terms = (title: string, lines: string[]): MailBlock[] => [
  { kind: 'paragraph', text: title },
  { kind: 'small', text: lines.map((line) => `• ${line}`).join('\n') },
]

/**
 * Anyone can type any address into the website's forms, so the mails that go to that address
 * carry only facts we checked (date, day part, choices, prices), never the name or remarks the
 * sender typed: the venue's mail cannot be made to carry someone else's message. The venue's
 * own copy shows everything.
 */
const notRequestedYourself: MailBlock = {
  kind: 'small',
  text:
    `Heb je dit niet zelf aangevraagd? Dan heeft iemand anders je e-mailadres ingevuld. Je hoeft niets te ` +
    `doen; laat het ons gerust weten via ${venue.email}.`,
}

export function quoteToVisitor(args: {
  quoteNumber: string
  validUntil: string
  days: readonly BookingDay[]
  calculation: PriceCalculation
}): RenderedMail {
  return renderMail({
    subject: `Je offerte ${args.quoteNumber} van ${venue.name}`,
    heading: `Je offerte ${args.quoteNumber}`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Hallo,\n\nBedankt voor je interesse in ${venue.name}. In de bijlage vind je de offerte voor je ` +
          `bijeenkomst; hieronder staat ze kort samengevat.`,
      },
      meetingFacts(args.days),
      priceFacts(args.calculation),
      {
        kind: 'paragraph',
        text:
          `De offerte is geldig tot en met ${formatDate(args.validUntil)}. Wil je boeken? Reageer op deze ` +
          `e-mail of vraag de boeking aan via onze website.`,
      },
      ...terms('Voorwaarden', quoteTerms),
      { kind: 'paragraph', text: signOff },
      notRequestedYourself,
    ],
  })
}

export function quoteCopyToVenue(args: {
  customer: CustomerDetails
  quoteNumber: string
  days: readonly BookingDay[]
  calculation: PriceCalculation
}): RenderedMail {
  return renderMail({
    subject: `Offerte ${args.quoteNumber} verstuurd aan ${args.customer.name}`,
    heading: `Offerte ${args.quoteNumber} is verstuurd`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          'Via de website is een offerte gemaakt en per e-mail verstuurd. De offerte staat ook in het ' +
          'beheer, bij Offertes.',
      },
      customerFacts(args.customer),
      meetingFacts(args.days),
      priceFacts(args.calculation),
      ...(args.customer.notes ? [{ kind: 'quote', text: args.customer.notes } as const] : []),
    ],
  })
}

export function bookingRequestToVisitor(args: {
  date: string
  selection: PriceInput
  calculation: PriceCalculation
  manageUrl: string
}): RenderedMail {
  return renderMail({
    subject: `We hebben je boekingsaanvraag ontvangen - ${venue.name}`,
    heading: 'Je aanvraag is binnen',
    blocks: [
      {
        kind: 'paragraph',
        text:
          'Hallo,\n\nBedankt voor je boekingsaanvraag. Binnen één werkdag laten we je weten of we je boeking ' +
          'kunnen bevestigen. Tot die bevestiging is de aanvraag nog niet definitief.',
      },
      meetingFacts([{ date: args.date, ...args.selection }]),
      priceFacts(args.calculation),
      ...manageBlock(args.manageUrl),
      ...terms('Annuleringsvoorwaarden', cancellationTerms),
      {
        kind: 'paragraph',
        text: `Een vraag? Bel ${venue.phone.display} of beantwoord deze e-mail.\n\n${signOff}`,
      },
      notRequestedYourself,
    ],
  })
}

export function bookingRequestToVenue(args: {
  customer: CustomerDetails
  date: string
  selection: PriceInput
  calculation: PriceCalculation
  adminUrl: string
}): RenderedMail {
  return renderMail({
    subject:
      `Nieuwe boekingsaanvraag: ${formatLongDate(args.date)}, ` +
      `${dayPartInfo[args.selection.dayParts].label.toLowerCase()}`,
    heading: 'Nieuwe boekingsaanvraag',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Via de website is een boeking aangevraagd. Bevestig of weiger de aanvraag in het beheer.',
      },
      customerFacts(args.customer),
      meetingFacts([{ date: args.date, ...args.selection }]),
      priceFacts(args.calculation),
      ...(args.customer.notes ? [{ kind: 'quote', text: args.customer.notes } as const] : []),
      { kind: 'button', label: 'Open het beheer', href: args.adminUrl },
    ],
  })
}

/**
 * The owner's own words (edited in the mail dialog), then the booking's facts, the link and terms,
 * and last the venue's greeting, so nothing trails after the signature.
 */
export function bookingDecision(args: {
  subject: string
  message: string
  date: string
  selection: PriceInput
  decision: BookingDecisionKind
  manageUrl?: string
  /** An optie's last day. */
  optieUntil?: string
}): RenderedMail {
  return renderMail({
    subject: args.subject,
    heading: decisionHeadings[args.decision],
    blocks: [
      { kind: 'paragraph', text: args.message },
      meetingFacts([{ date: args.date, ...args.selection }]),
      ...(args.optieUntil ? optieBlocks(args.optieUntil) : []),
      ...(args.manageUrl ? manageBlock(args.manageUrl, { cancelled: args.decision === 'cancel' }) : []),
      ...(args.decision === 'confirm' ? terms('Annuleringsvoorwaarden', cancellationTerms) : []),
      { kind: 'paragraph', text: signOff },
    ],
  })
}

/** What an optie means, said the same way in every mail about it. */
const optieBlocks = (until: string): MailBlock[] => [
  {
    kind: 'facts',
    rows: [['Optie tot en met', formatLongDate(until)]],
  },
  {
    kind: 'paragraph',
    text:
      `Tot en met ${formatLongDate(until)} houden we deze datum voor je vast: niemand anders kan hem boeken. ` +
      'Via de knop hieronder bevestig je de optie, dan is het een boeking en krijg je de bevestiging en de ' +
      'factuur. Wil je de datum niet meer, laat de optie dan daar vervallen. Doe je niets, dan vervalt ze na ' +
      `${formatLongDate(until)} vanzelf. ${capitalised(countWord(OPTIE_REMINDER_DAYS))} dagen van tevoren sturen we ` +
      'je nog een herinnering.',
  },
]

type BookingDecisionKind = 'confirm' | 'optie' | 'reject' | 'cancel'

const decisionHeadings: Record<BookingDecisionKind, string> = {
  confirm: 'Je boeking is bevestigd',
  optie: 'We houden de datum voor je vast',
  reject: 'Over je aanvraag',
  cancel: 'Je boeking is geannuleerd',
}

/** The texts the mail dialog starts with; the owner can change every word. */
export function decisionTemplate(
  kind: BookingDecisionKind,
  booking: { name: string; date: string; dayParts: DayPart; numPeople: number; status?: string },
) {
  const when = `${formatLongDate(booking.date)} (${dayPartInfo[booking.dayParts].label.toLowerCase()}, ${dayPartHours(
    booking.dayParts,
  )})`
  if (kind === 'reject' && booking.status === 'optie')
    return {
      subject: `Je optie op ${formatLongDate(booking.date)}`,
      message:
        `Beste ${booking.name},

` +
        `We hadden ${when} als optie voor je vastgehouden. Die optie beëindigen we nu: de datum is weer vrij.

` +
        `Wil je toch een andere datum? Bel ons op ${venue.phone.display} of beantwoord deze e-mail.`,
    }
  switch (kind) {
    case 'confirm':
      return {
        subject: `Bevestiging van je boeking op ${formatLongDate(booking.date)}`,
        message:
          `Beste ${booking.name},\n\n` +
          `Goed nieuws: je boeking op ${when} voor ${booking.numPeople} ` +
          `${booking.numPeople === 1 ? 'persoon' : 'personen'} is bevestigd. ` +
          `In de bijlage vind je de bevestiging als PDF en een uitnodiging voor je agenda.\n\n` +
          'Parkeren kan gratis voor de deur. We zien je graag!',
      }
    case 'optie':
      return {
        subject: `Optie op ${formatLongDate(booking.date)}`,
        message:
          `Beste ${booking.name},

` +
          `Dank je wel voor je aanvraag voor ${when}. Je mag er nog even over nadenken: we houden de datum ` +
          'als optie voor je vast. Hieronder lees je tot wanneer.',
      }
    case 'reject':
      return {
        subject: `Je aanvraag voor ${formatLongDate(booking.date)}`,
        message:
          `Beste ${booking.name},\n\n` +
          `Dank je wel voor je aanvraag voor ${when}. ` +
          `Helaas kunnen we deze boeking niet bevestigen: de ruimte is op dat moment niet beschikbaar.\n\n` +
          `Zullen we samen naar een andere datum kijken? ` +
          `Bel ons op ${venue.phone.display} of beantwoord deze e-mail.`,
      }
    case 'cancel':
      return {
        subject: `Annulering van je boeking op ${formatLongDate(booking.date)}`,
        message:
          `Beste ${booking.name},\n\n` +
          `Hierbij bevestigen we de annulering van je boeking op ${when}.\n\n` +
          'Jammer dat het niet doorgaat. Je bent altijd welkom voor een nieuwe datum.',
      }
  }
}

/** The owner gave the optie more time. */
export function optieExtendedMail(args: { date: string; selection: PriceInput; until: string; manageUrl: string }) {
  return renderMail({
    subject: `Je optie loopt nu tot en met ${formatLongDate(args.until)} - ${venue.name}`,
    heading: 'Je optie is verlengd',
    blocks: [
      { kind: 'paragraph', text: 'Hallo,\n\nWe houden de datum langer voor je vast.' },
      meetingFacts([{ date: args.date, ...args.selection }]),
      ...optieBlocks(args.until),
      ...manageBlock(args.manageUrl),
      { kind: 'paragraph', text: signOff },
    ],
  })
}

/** Two days before the optie's last day. */
export function optieReminderMail(args: {
  date: string
  selection: PriceInput
  until: string
  manageUrl: string
  today: string
}) {
  const days = daysBetween(args.today, args.until)
  const ends = days <= 0 ? 'vandaag' : days === 1 ? 'morgen' : days === 2 ? 'overmorgen' : `over ${days} dagen`
  return renderMail({
    subject: `Je optie loopt ${ends} af - ${venue.name}`,
    heading: `Je optie loopt ${ends} af`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Hallo,\n\nJe optie op ${formatLongDate(args.date)} loopt tot en met ${formatLongDate(args.until)}. ` +
          'Wil je de datum houden? Bevestig de optie dan via de knop hieronder. Wil je hem niet meer, laat de ' +
          'optie dan vervallen: dan kan iemand anders de datum boeken.',
      },
      meetingFacts([{ date: args.date, ...args.selection }]),
      ...manageBlock(args.manageUrl),
      { kind: 'paragraph', text: signOff },
    ],
  })
}

/** The optie ran out: the day parts are free again. */
export function optieLapsedMail(args: { date: string; selection: PriceInput; until: string }) {
  return renderMail({
    subject: `Je optie op ${formatLongDate(args.date)} is verlopen - ${venue.name}`,
    heading: 'Je optie is verlopen',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Hallo,\n\nJe optie op ${formatLongDate(args.date)} liep tot en met ${formatLongDate(args.until)}. ` +
          'We hebben niets van je gehoord, dus de datum is weer vrij. Wil je alsnog boeken? Bel ons op ' +
          `${venue.phone.display} of beantwoord deze e-mail; als de datum nog vrij is, regelen we het graag.`,
      },
      meetingFacts([{ date: args.date, ...args.selection }]),
      { kind: 'paragraph', text: signOff },
    ],
  })
}

/** The customer took the optie: their booking is confirmed; the invoice follows in its own mail. */
export function optieAcceptedMail(args: { date: string; selection: PriceInput; manageUrl: string }) {
  return renderMail({
    subject: `Bevestiging van je boeking op ${formatLongDate(args.date)} - ${venue.name}`,
    heading: 'Je boeking is bevestigd',
    blocks: [
      {
        kind: 'paragraph',
        text:
          'Hallo,\n\nJe hebt je optie bevestigd: de datum is nu voor je geboekt. In de bijlage vind je de ' +
          'bevestiging als PDF en een uitnodiging voor je agenda. De factuur volgt in een eigen mail.',
      },
      meetingFacts([{ date: args.date, ...args.selection }]),
      ...manageBlock(args.manageUrl),
      ...terms('Annuleringsvoorwaarden', cancellationTerms),
      { kind: 'paragraph', text: signOff },
    ],
  })
}
