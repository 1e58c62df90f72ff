/** Dutch mails for quotes and booking requests. */
import { cancellationTerms, quoteTerms } from '~/content/terms'
import { venue } from '~/content/venue'
import { type BookingDay, dayFacts, sortedDays } from '~/lib/booking-days'
import type { CustomerDetails } from '~/lib/calculator'
import { daysBetween } from '~/lib/dates'
import { capitalised, countWord, formatDate, formatEuro, formatLongDate, listed } from '~/lib/format'
import { OPTIE_REMINDER_DAYS } from '~/lib/optie'
import { dayPartHours, dayPartInfo, FOOD_VAT_RATE, type PriceCalculation, ROOM_VAT_RATE } from '~/lib/pricing'
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
  days: readonly BookingDay[]
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
      meetingFacts(args.days),
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

/** "maandag 11 januari 2027, ochtend", or "2 datums vanaf maandag 11 januari 2027". */
function requestedWhen(days: readonly BookingDay[]): string {
  const [first] = sortedDays(days)
  if (!first) return 'zonder datum'
  return days.length === 1
    ? `${formatLongDate(first.date)}, ${dayPartInfo[first.dayParts].label.toLowerCase()}`
    : `${days.length} datums vanaf ${formatLongDate(first.date)}`
}

export function bookingRequestToVenue(args: {
  customer: CustomerDetails
  days: readonly BookingDay[]
  calculation: PriceCalculation
  adminUrl: string
}): RenderedMail {
  return renderMail({
    subject: `Nieuwe boekingsaanvraag: ${requestedWhen(args.days)}`,
    heading: 'Nieuwe boekingsaanvraag',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Via de website is een boeking aangevraagd. Bevestig of weiger de aanvraag in het beheer.',
      },
      customerFacts(args.customer),
      meetingFacts(args.days),
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
  /** Every date of the booking with its choices. */
  days: readonly BookingDay[]
  decision: BookingDecisionKind
  manageUrl?: string
  /** An optie's last day. */
  optieUntil?: string
}): RenderedMail {
  return renderMail({
    subject: args.subject,
    heading:
      args.decision === 'optie' ? `We houden ${theDates(args.days)} voor je vast` : decisionHeadings[args.decision],
    blocks: [
      { kind: 'paragraph', text: args.message },
      meetingFacts(args.days),
      ...(args.optieUntil ? optieBlocks(args.optieUntil, args.days) : []),
      ...(args.manageUrl ? manageBlock(args.manageUrl, { cancelled: args.decision === 'cancel' }) : []),
      ...(args.decision === 'confirm' ? terms('Annuleringsvoorwaarden', cancellationTerms) : []),
      { kind: 'paragraph', text: signOff },
    ],
  })
}

/** "de datum", or "de datums" of a booking of several dates. */
const theDates = (days: readonly BookingDay[]) => (days.length > 1 ? 'de datums' : 'de datum')

/** In a sentence: "maandag 11 januari 2027", or each date: "maandag 11 januari 2027 en dinsdag 12 januari 2027". */
const datesText = (days: readonly BookingDay[]) => listed(sortedDays(days).map((day) => formatLongDate(day.date)))

/** In a subject: the date, or "3 datums vanaf maandag 11 januari 2027". */
function datesSubject(days: readonly BookingDay[]) {
  const [first] = sortedDays(days)
  const date = first ? formatLongDate(first.date) : ''
  return days.length > 1 ? `${days.length} datums vanaf ${date}` : date
}

/** What an optie means, said the same way in every mail about it. */
const optieBlocks = (until: string, days: readonly BookingDay[]): MailBlock[] => [
  {
    kind: 'facts',
    rows: [['Optie tot en met', formatLongDate(until)]],
  },
  {
    kind: 'paragraph',
    text:
      `Tot en met ${formatLongDate(until)} houden we ` +
      (days.length > 1
        ? 'deze datums voor je vast: niemand anders kan ze boeken. '
        : 'deze datum voor je vast: niemand anders kan hem boeken. ') +
      'Via de knop hieronder bevestig je de optie, dan is het een boeking en krijg je de bevestiging en de ' +
      `factuur. Wil je ${theDates(days)} niet meer, laat de optie dan daar vervallen. Doe je niets, dan vervalt ze ` +
      `na ${formatLongDate(until)} vanzelf. ${capitalised(countWord(OPTIE_REMINDER_DAYS))} dagen van tevoren ` +
      'sturen we je nog een herinnering.',
  },
]

type BookingDecisionKind = 'confirm' | 'optie' | 'reject' | 'cancel'

/** The optie's heading names the dates (bookingDecision). */
const decisionHeadings: Record<Exclude<BookingDecisionKind, 'optie'>, string> = {
  confirm: 'Je boeking is bevestigd',
  reject: 'Over je aanvraag',
  cancel: 'Je boeking is geannuleerd',
}

/**
 * The texts the mail dialog starts with; the owner can change every word. A booking of several
 * dates names each with its day part; the facts under the message give each date's choices.
 */
export function decisionTemplate(
  kind: BookingDecisionKind,
  booking: { name: string; days: readonly BookingDay[]; status?: string },
) {
  const days = sortedDays(booking.days)
  const when = listed(
    days.map(
      (day) =>
        `${formatLongDate(day.date)} (${dayPartInfo[day.dayParts].label.toLowerCase()}, ${dayPartHours(day.dayParts)})`,
    ),
  )
  const on = datesSubject(days)
  const several = days.length > 1
  // The people are named when every date has the same number.
  const people = [...new Set(days.map((day) => day.numPeople))]
  const forPeople = people.length === 1 ? ` voor ${people[0]} ${people[0] === 1 ? 'persoon' : 'personen'}` : ''
  if (kind === 'reject' && booking.status === 'optie')
    return {
      subject: `Je optie op ${on}`,
      message:
        `Beste ${booking.name},\n\n` +
        `We hadden ${when} als optie voor je vastgehouden. Die optie beëindigen we nu: ` +
        `${several ? 'de datums zijn' : 'de datum is'} weer vrij.\n\n` +
        `Wil je toch een andere datum? Bel ons op ${venue.phone.display} of beantwoord deze e-mail.`,
    }
  switch (kind) {
    case 'confirm':
      return {
        subject: `Bevestiging van je boeking op ${on}`,
        message:
          `Beste ${booking.name},\n\n` +
          `Goed nieuws: je boeking op ${when}${forPeople} is bevestigd. ` +
          `In de bijlage vind je de bevestiging als PDF en een uitnodiging voor je agenda.\n\n` +
          'Parkeren kan gratis voor de deur. We zien je graag!',
      }
    case 'optie':
      return {
        subject: `Optie op ${on}`,
        message:
          `Beste ${booking.name},\n\n` +
          `Dank je wel voor je aanvraag voor ${when}. Je mag er nog even over nadenken: we houden ` +
          `${theDates(days)} als optie voor je vast. Hieronder lees je tot wanneer.`,
      }
    case 'reject':
      return {
        subject: `Je aanvraag voor ${on}`,
        message:
          `Beste ${booking.name},\n\n` +
          `Dank je wel voor je aanvraag voor ${when}. ` +
          `Helaas kunnen we deze boeking niet bevestigen: de ruimte is op dat moment niet beschikbaar.\n\n` +
          `Zullen we samen naar ${several ? 'andere datums' : 'een andere datum'} kijken? ` +
          `Bel ons op ${venue.phone.display} of beantwoord deze e-mail.`,
      }
    case 'cancel':
      return {
        subject: `Annulering van je boeking op ${on}`,
        message:
          `Beste ${booking.name},\n\n` +
          `Hierbij bevestigen we de annulering van je ${several ? 'hele ' : ''}boeking op ${when}.\n\n` +
          'Jammer dat het niet doorgaat. Je bent altijd welkom voor een nieuwe datum.',
      }
  }
}

/** The owner gave the optie more time. */
export function optieExtendedMail(args: { days: readonly BookingDay[]; until: string; manageUrl: string }) {
  return renderMail({
    subject: `Je optie loopt nu tot en met ${formatLongDate(args.until)} - ${venue.name}`,
    heading: 'Je optie is verlengd',
    blocks: [
      { kind: 'paragraph', text: `Hallo,\n\nWe houden ${theDates(args.days)} langer voor je vast.` },
      meetingFacts(args.days),
      ...optieBlocks(args.until, args.days),
      ...manageBlock(args.manageUrl),
      { kind: 'paragraph', text: signOff },
    ],
  })
}

/** Two days before the optie's last day. */
export function optieReminderMail(args: {
  days: readonly BookingDay[]
  until: string
  manageUrl: string
  today: string
}) {
  const days = daysBetween(args.today, args.until)
  const ends = days <= 0 ? 'vandaag' : days === 1 ? 'morgen' : days === 2 ? 'overmorgen' : `over ${days} dagen`
  const dates = theDates(args.days)
  return renderMail({
    subject: `Je optie loopt ${ends} af - ${venue.name}`,
    heading: `Je optie loopt ${ends} af`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Hallo,\n\nJe optie op ${datesText(args.days)} loopt tot en met ${formatLongDate(args.until)}. ` +
          `Wil je ${dates} houden? Bevestig de optie dan via de knop hieronder. Wil je ` +
          `${args.days.length > 1 ? 'ze' : 'hem'} niet meer, laat de optie dan vervallen: dan kan iemand anders ` +
          `${dates} boeken.`,
      },
      meetingFacts(args.days),
      ...manageBlock(args.manageUrl),
      { kind: 'paragraph', text: signOff },
    ],
  })
}

/** The optie ran out: the day parts are free again. */
export function optieLapsedMail(args: { days: readonly BookingDay[]; until: string }) {
  const several = args.days.length > 1
  return renderMail({
    subject: `Je optie op ${datesSubject(args.days)} is verlopen - ${venue.name}`,
    heading: 'Je optie is verlopen',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Hallo,\n\nJe optie op ${datesText(args.days)} liep tot en met ${formatLongDate(args.until)}. ` +
          `We hebben niets van je gehoord, dus ${several ? 'de datums zijn' : 'de datum is'} weer vrij. Wil je ` +
          `alsnog boeken? Bel ons op ${venue.phone.display} of beantwoord deze e-mail; als ` +
          `${several ? 'de datums nog vrij zijn' : 'de datum nog vrij is'}, regelen we het graag.`,
      },
      meetingFacts(args.days),
      { kind: 'paragraph', text: signOff },
    ],
  })
}

/** The customer took the optie: their booking is confirmed; the invoice follows in its own mail. */
export function optieAcceptedMail(args: { days: readonly BookingDay[]; manageUrl: string }) {
  return renderMail({
    subject: `Bevestiging van je boeking op ${datesSubject(args.days)} - ${venue.name}`,
    heading: 'Je boeking is bevestigd',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Hallo,\n\nJe hebt je optie bevestigd: ${args.days.length > 1 ? 'de datums zijn' : 'de datum is'} nu ` +
          'voor je geboekt. In de bijlage vind je de bevestiging als PDF en een uitnodiging voor je agenda. De ' +
          'factuur volgt in een eigen mail.',
      },
      meetingFacts(args.days),
      ...manageBlock(args.manageUrl),
      ...terms('Annuleringsvoorwaarden', cancellationTerms),
      { kind: 'paragraph', text: signOff },
    ],
  })
}
