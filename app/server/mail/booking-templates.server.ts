/** Dutch mails for quotes and booking requests. */
import { cancellationTerms, quoteTerms } from '~/content/terms'
import { venue } from '~/content/venue'
import type { CustomerDetails } from '~/lib/calculator'
import { formatDate, formatEuro, formatLongDate } from '~/lib/format'
import {
  arrangementInfo,
  type DayPart,
  dayPartHours,
  dayPartInfo,
  dayPartText,
  FOOD_VAT_RATE,
  lunchInfo,
  type PriceCalculation,
  type PriceInput,
  ROOM_VAT_RATE,
} from '~/lib/pricing'
import { manageBlock } from './invoice-templates.server'
import { type MailBlock, type RenderedMail, renderMail, signOff } from './layout.server'

function meetingFacts(date: string, selection: PriceInput): MailBlock {
  return {
    kind: 'facts',
    rows: [
      ['Datum', formatLongDate(date)],
      ['Dagdeel', dayPartText(selection.dayParts)],
      ['Aantal personen', String(selection.numPeople)],
      ['Arrangement', arrangementInfo[selection.meetingType].label],
      ['Lunch', lunchInfo[selection.lunchType].label],
    ],
  }
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
  date: string
  selection: PriceInput
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
      meetingFacts(args.date, args.selection),
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
  date: string
  selection: PriceInput
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
      meetingFacts(args.date, args.selection),
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
      meetingFacts(args.date, args.selection),
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
      meetingFacts(args.date, args.selection),
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
}): RenderedMail {
  return renderMail({
    subject: args.subject,
    heading: decisionHeadings[args.decision],
    blocks: [
      { kind: 'paragraph', text: args.message },
      meetingFacts(args.date, args.selection),
      ...(args.manageUrl ? manageBlock(args.manageUrl, { cancelled: args.decision === 'cancel' }) : []),
      ...(args.decision === 'confirm' ? terms('Annuleringsvoorwaarden', cancellationTerms) : []),
      { kind: 'paragraph', text: signOff },
    ],
  })
}

type BookingDecisionKind = 'confirm' | 'reject' | 'cancel'

const decisionHeadings: Record<BookingDecisionKind, string> = {
  confirm: 'Je boeking is bevestigd',
  reject: 'Over je aanvraag',
  cancel: 'Je boeking is geannuleerd',
}

/** The texts the mail dialog starts with; the owner can change every word. */
export function decisionTemplate(
  kind: BookingDecisionKind,
  booking: { name: string; date: string; dayParts: DayPart; numPeople: number },
) {
  const when = `${formatLongDate(booking.date)} (${dayPartInfo[booking.dayParts].label.toLowerCase()}, ${dayPartHours(
    booking.dayParts,
  )})`
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
