/** Dutch mails about invoices, payments and the customer's own booking page. */
import { MANAGE_BUTTON_LABEL } from '~/content/terms'
import { venue } from '~/content/venue'
import { type BookingDay, dayFacts, sortedDays } from '~/lib/booking-days'
import { daysBetween } from '~/lib/dates'
import { capitalised, formatDate, formatEuro, formatLongDate } from '~/lib/format'
import { type InvoiceKind, payBy, REFUND_TERM_DAYS } from '~/lib/invoicing'
import { arrangementInfo, dayPartHours, dayPartInfo, lunchInfo, type PriceInput } from '~/lib/pricing'
import { type MailBlock, type RenderedMail, renderMail, signOff } from './layout.server'

export type InvoiceSummary = {
  kind: InvoiceKind
  number: string
  /** For a credit note: the number of the invoice it corrects. */
  credits?: string
  totalCents: number
  /** What is left to pay after what earlier payments settled. */
  openCents: number
  dueOn: string
}

const title = (invoice: InvoiceSummary) =>
  `${invoice.kind === 'creditfactuur' ? 'creditfactuur' : 'factuur'} ${invoice.number}`

/**
 * The link to the customer's own booking page, in every booking mail. After a cancellation it only
 * shows the booking and its invoices, so the mail does not offer to cancel again.
 */
export const manageBlock = (href: string, { cancelled = false } = {}): MailBlock[] => [
  { kind: 'button', label: MANAGE_BUTTON_LABEL, href },
  {
    kind: 'small',
    text: cancelled
      ? 'Via deze link zie je je geannuleerde boeking en je facturen.'
      : 'Via deze link zie je je boeking en je facturen, en kun je binnen de voorwaarden annuleren ' +
        'of het aantal personen aanpassen.',
  },
]

/** Why a mail carries a credit note: the customer reads what changed before the documents. */
export type InvoiceOccasion = 'bevestiging' | 'annulering' | 'personen' | 'opnieuw-bevestigd'

const occasionText: Record<Exclude<InvoiceOccasion, 'bevestiging'>, string> = {
  annulering: 'Je boeking is geannuleerd',
  personen: 'Omdat het aantal personen is aangepast',
  'opnieuw-bevestigd': 'Omdat je boeking opnieuw is bevestigd',
}

/** What the credit notes in a mail correct, and what replaces them, in the customer's words. */
function corrections(invoices: InvoiceSummary[], occasion: InvoiceOccasion): string {
  const credits = invoices.filter((invoice) => invoice.kind === 'creditfactuur')
  if (credits.length === 0 || occasion === 'bevestiging') return ''
  const several = credits.length > 1
  const earlier = `${several ? 'facturen' : 'factuur'} ${credits.map((credit) => credit.credits).join(' en ')}`
  const creditNotes = `${several ? 'creditfacturen' : 'creditfactuur'} ${credits.map((c) => c.number).join(' en ')}`
  const fresh = invoices.filter((invoice) => invoice.kind === 'factuur').map((invoice) => invoice.number)
  const freshText = fresh.length ? `factuur ${fresh.join(' en ')}` : ''
  if (occasion === 'annulering')
    return (
      `${occasionText[occasion]}, dus crediteren we ${earlier} met ${creditNotes}.` +
      (freshText ? ` De annuleringskosten staan op ${freshText}.` : '')
    )
  return freshText
    ? `${occasionText[occasion]}, vervangt ${freshText} je eerdere ${earlier}; die crediteren we met ${creditNotes}.`
    : `${occasionText[occasion]}, crediteren we ${earlier} met ${creditNotes}.`
}

/**
 * One mail for the invoices of one event (a confirmation's invoice; a cancellation's credit note
 * and costs), with the PDFs attached. `payUrl` is our payment page when iDEAL is on.
 */
export function invoiceMail({
  invoices,
  occasion = 'bevestiging',
  payUrl,
  manageUrl,
  refundCents,
}: {
  invoices: InvoiceSummary[]
  occasion?: InvoiceOccasion
  payUrl?: string
  manageUrl?: string
  refundCents?: number
}): RenderedMail {
  const names = invoices.map(title)
  const due = invoices.filter((invoice) => invoice.kind === 'factuur' && invoice.openCents > 0)
  const settled = invoices.filter((invoice) => invoice.kind === 'factuur' && invoice.openCents < invoice.totalCents)
  const listed = names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `Goedendag,\n\nIn de bijlage vind je ${listed}.${
        corrections(invoices, occasion) ? ` ${corrections(invoices, occasion)}` : ''
      }`,
    },
    {
      kind: 'facts',
      rows: invoices.map((invoice) => [capitalised(title(invoice)), formatEuro(invoice.totalCents)]),
    },
  ]
  for (const invoice of settled)
    blocks.push({
      kind: 'paragraph',
      text:
        `Van ${title(invoice)} is ${formatEuro(invoice.totalCents - invoice.openCents)} voldaan uit wat je ` +
        `eerder betaalde${invoice.openCents > 0 ? '.' : '; je hoeft daarvoor niets meer te doen.'}`,
    })
  for (const invoice of due) {
    blocks.push({
      kind: 'paragraph',
      text:
        `Graag ontvangen we ${formatEuro(invoice.openCents)} ${payBy(invoice.dueOn)}` +
        (payUrl
          ? ': je betaalt eenvoudig met iDEAL.'
          : ` op ${venue.iban} ten name van ${venue.name}, ` + `onder vermelding van ${invoice.number}.`),
    })
    if (payUrl) {
      blocks.push({ kind: 'button', label: `Betaal ${formatEuro(invoice.openCents)} met iDEAL`, href: payUrl })
      blocks.push({
        kind: 'small',
        text: `Liever overmaken? Dat kan naar ${venue.iban} ten name van ${venue.name}, o.v.v. ${invoice.number}.`,
      })
    }
  }
  if (refundCents && refundCents > 0)
    blocks.push({
      kind: 'paragraph',
      text:
        `Je had al betaald: we storten ${formatEuro(refundCents)} binnen ${REFUND_TERM_DAYS} dagen terug ` +
        'op je rekening.',
    })
  if (manageUrl) blocks.push(...manageBlock(manageUrl, { cancelled: occasion === 'annulering' }))
  blocks.push({ kind: 'paragraph', text: signOff })
  return renderMail({
    subject: `${capitalised(listed)} - ${venue.name}`,
    heading: names.length === 1 ? capitalised(listed) : 'Je facturen',
    blocks,
  })
}

/**
 * The receipt of a payment. `appliedTo` is the invoice the money went to: the one it was paid for,
 * or (when that one was credited in the meantime) the invoice that replaced it; what no invoice
 * could take is paid back.
 */
export function paymentReceivedMail({
  paidFor,
  amountCents,
  appliedTo,
  refundCents,
}: {
  paidFor: string
  amountCents: number
  appliedTo?: { number: string; openAfterCents: number }
  refundCents: number
}): RenderedMail {
  const received = `We hebben ${formatEuro(amountCents)} ontvangen voor factuur ${paidFor}.`
  const where = !appliedTo
    ? ` Die factuur was inmiddels gecrediteerd.`
    : appliedTo.number === paidFor
      ? ''
      : ` Die factuur was inmiddels vervangen door factuur ${appliedTo.number}; we hebben het bedrag daarmee verrekend.`
  const left = !appliedTo
    ? ''
    : appliedTo.openAfterCents > 0
      ? ` Van factuur ${appliedTo.number} staat nog ${formatEuro(appliedTo.openAfterCents)} open.`
      : ` Daarmee is factuur ${appliedTo.number} betaald.`
  const refund =
    refundCents > 0
      ? ` ${formatEuro(refundCents)} storten we binnen ${REFUND_TERM_DAYS} dagen terug op je rekening.`
      : ''
  return renderMail({
    subject: `Betaling ontvangen voor factuur ${paidFor} - ${venue.name}`,
    heading: 'Bedankt voor je betaling',
    blocks: [
      { kind: 'paragraph', text: `Goedendag,\n\n${received}${where}${left}${refund}` },
      { kind: 'paragraph', text: signOff },
    ],
  })
}

export function unpaidReminderMail({
  number,
  totalCents,
  dueOn,
  payUrl,
}: {
  number: string
  totalCents: number
  dueOn: string
  payUrl?: string
}): RenderedMail {
  return renderMail({
    subject: `Herinnering: factuur ${number} - ${venue.name}`,
    heading: `Factuur ${number} staat nog open`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Goedendag,\n\nVolgens onze administratie is factuur ${number} van ${formatEuro(totalCents)} nog niet ` +
          `betaald; de betaaltermijn liep af op ${formatDate(dueOn)}. Wil je het bedrag zo snel mogelijk ` +
          'overmaken? Heb je inmiddels betaald? Dan kun je deze herinnering als niet verzonden beschouwen.',
      },
      ...(payUrl
        ? [{ kind: 'button', label: `Betaal ${formatEuro(totalCents)} met iDEAL`, href: payUrl } as const]
        : []),
      {
        kind: 'small',
        text: `Overmaken kan naar ${venue.iban} ten name van ${venue.name}, o.v.v. ${number}.`,
      },
      { kind: 'paragraph', text: signOff },
    ],
  })
}

/** A week or 48 hours before: what, when, where to park, and the link to change or cancel. */
/** What the customer booked besides the room, as the reminder says it: nothing they did not book. */
function catering({ meetingType, lunchType }: PriceInput): string {
  const booked = [
    meetingType === 'geen' ? undefined : `het ${arrangementInfo[meetingType].label.toLowerCase()}`,
    lunchType === 'geen' ? undefined : `de ${lunchInfo[lunchType].label.toLowerCase()}`,
  ].filter(Boolean)
  return booked.length > 0
    ? `Je hebt ${booked.join(' en ')} geboekt.`
    : 'Koffie, thee of lunch heb je niet geboekt; wil je dat nog, laat het ons dan weten.'
}

export function bookingReminderMail({
  days: booked,
  manageUrl,
  parkingUrl,
  today,
}: {
  /** Every date of the booking: the reminder counts from the first (docs/decisions/028-multi-day-bookings.md). */
  days: readonly BookingDay[]
  manageUrl: string
  parkingUrl: string
  /** The day the reminder goes out, for "morgen", "overmorgen" or "over 6 dagen". */
  today: string
}): RenderedMail {
  const [first, ...later] = sortedDays(booked)
  if (!first) throw new RangeError('A booking has a date.')
  const { date, dayParts, numPeople } = first
  const part = dayPartInfo[dayParts]
  const days = daysBetween(today, date)
  const until = days <= 0 ? 'vandaag' : days === 1 ? 'morgen' : days === 2 ? 'overmorgen' : `over ${days} dagen`
  const at = `${formatLongDate(date)}, ${part.label.toLowerCase()} (${dayPartHours(dayParts)})`
  const nothingBooked = booked.every((day) => day.meetingType === 'geen' && day.lunchType === 'geen')
  return renderMail({
    subject: `Herinnering: je bijeenkomst ${until}, ${formatLongDate(date)} - ${venue.name}`,
    heading: days <= 0 ? 'Tot straks!' : days <= 2 ? `Tot ${until}!` : 'Je bijeenkomst komt eraan',
    blocks: [
      {
        kind: 'paragraph',
        text:
          later.length === 0
            ? `Hallo,\n\nJe bijeenkomst in ${venue.name} is op ${at}, ` +
              `voor ${numPeople} ${numPeople === 1 ? 'persoon' : 'personen'}. ` +
              `Het scherm, de wifi en de schrijfwaren staan klaar. ${catering(first)}`
            : `Hallo,\n\nJe bijeenkomst in ${venue.name} is op ${booked.length} datums; de eerste is ${at}. ` +
              'Het scherm, de wifi en de schrijfwaren staan klaar. ' +
              (nothingBooked ? catering(first) : 'Wat je per datum hebt geboekt, staat hieronder.'),
      },
      ...(later.length > 0 ? [{ kind: 'facts', rows: dayFacts(booked) } satisfies MailBlock] : []),
      {
        kind: 'paragraph',
        text: `Je parkeert gratis voor de deur. De parkeerwijzer met route vind je hier: ${parkingUrl}`,
      },
      ...manageBlock(manageUrl),
      { kind: 'paragraph', text: signOff },
    ],
  })
}
