/** Dutch mails about invoices, payments and the customer's own booking page. */
import { venue } from '~/content/venue'
import { daysBetween } from '~/lib/dates'
import { formatDate, formatEuro, formatLongDate } from '~/lib/format'
import { type InvoiceKind, REFUND_TERM_DAYS } from '~/lib/invoicing'
import { type DayPart, dayPartInfo } from '~/lib/pricing'
import { type MailBlock, type RenderedMail, renderMail } from './layout.server'

export type InvoiceSummary = {
  kind: InvoiceKind
  number: string
  totalCents: number
  /** What is left to pay after what earlier payments settled. */
  openCents: number
  dueOn: string
}

const title = (invoice: InvoiceSummary) =>
  `${invoice.kind === 'creditfactuur' ? 'creditfactuur' : 'factuur'} ${invoice.number}`

/** The link to the customer's own booking page, in every booking mail. */
export const manageBlock = (href: string): MailBlock[] => [
  { kind: 'button', label: 'Bekijk of wijzig je boeking', href },
  {
    kind: 'small',
    text:
      'Via deze link zie je je boeking en je facturen, en kun je binnen de voorwaarden annuleren ' +
      'of het aantal personen aanpassen.',
  },
]

/**
 * One mail for the invoices of one event (a confirmation's invoice; a cancellation's credit note
 * and costs), with the PDFs attached. `payUrl` is our payment page when iDEAL is on.
 */
export function invoiceMail({
  invoices,
  payUrl,
  manageUrl,
  refundCents,
}: {
  invoices: InvoiceSummary[]
  payUrl?: string
  manageUrl?: string
  refundCents?: number
}): RenderedMail {
  const names = invoices.map(title)
  const due = invoices.filter((invoice) => invoice.kind === 'factuur' && invoice.openCents > 0)
  const settled = invoices.filter((invoice) => invoice.kind === 'factuur' && invoice.openCents < invoice.totalCents)
  const listed = names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Hallo,\n\nIn de bijlage vind je ${listed}.` },
    {
      kind: 'facts',
      rows: invoices.map((invoice) => [
        `${title(invoice).replace(/^./, (first) => first.toUpperCase())}`,
        formatEuro(invoice.totalCents),
      ]),
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
        `Graag ontvangen we ${formatEuro(invoice.openCents)} uiterlijk ${formatDate(invoice.dueOn)}` +
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
  if (manageUrl) blocks.push(...manageBlock(manageUrl))
  blocks.push({ kind: 'paragraph', text: `Met vriendelijke groet,\n${venue.name}` })
  return renderMail({
    subject: `${listed.replace(/^./, (first) => first.toUpperCase())} - ${venue.name}`,
    heading: names.length === 1 ? listed.replace(/^./, (first) => first.toUpperCase()) : 'Je facturen',
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
      { kind: 'paragraph', text: `Hallo,\n\n${received}${where}${left}${refund}` },
      { kind: 'paragraph', text: `Met vriendelijke groet,\n${venue.name}` },
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
          `Hallo,\n\nVolgens onze administratie is factuur ${number} van ${formatEuro(totalCents)} nog niet betaald; ` +
          `de betaaltermijn liep af op ${formatDate(dueOn)}. Wil je het bedrag zo snel mogelijk overmaken? ` +
          'Heb je al betaald, dan kun je deze herinnering vergeten.',
      },
      ...(payUrl
        ? [{ kind: 'button', label: `Betaal ${formatEuro(totalCents)} met iDEAL`, href: payUrl } as const]
        : []),
      {
        kind: 'small',
        text: `Overmaken kan naar ${venue.iban} ten name van ${venue.name}, o.v.v. ${number}.`,
      },
      { kind: 'paragraph', text: `Met vriendelijke groet,\n${venue.name}` },
    ],
  })
}

/** A week or 48 hours before: what, when, where to park, and the link to change or cancel. */
export function bookingReminderMail({
  date,
  dayParts,
  numPeople,
  manageUrl,
  parkingUrl,
  today,
}: {
  date: string
  dayParts: DayPart
  numPeople: number
  manageUrl: string
  parkingUrl: string
  /** The day the reminder goes out, for "morgen", "overmorgen" or "over 6 dagen". */
  today: string
}): RenderedMail {
  const part = dayPartInfo[dayParts]
  const days = daysBetween(today, date)
  const until = days <= 0 ? 'vandaag' : days === 1 ? 'morgen' : days === 2 ? 'overmorgen' : `over ${days} dagen`
  return renderMail({
    subject: `Herinnering: je bijeenkomst ${until}, ${formatLongDate(date)} - ${venue.name}`,
    heading: days <= 0 ? 'Tot straks!' : days <= 2 ? `Tot ${until}!` : 'Je bijeenkomst komt eraan',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Hallo,\n\nJe bijeenkomst in ${venue.name} is op ${formatLongDate(date)}, ${part.label.toLowerCase()} ` +
          `(${part.start} - ${part.end}), voor ${numPeople} ${numPeople === 1 ? 'persoon' : 'personen'}. ` +
          'Koffie, thee, het scherm en de schrijfwaren staan klaar.',
      },
      {
        kind: 'paragraph',
        text: `Je parkeert gratis voor de deur. De parkeerwijzer met route vind je hier: ${parkingUrl}`,
      },
      ...manageBlock(manageUrl),
      { kind: 'paragraph', text: `Met vriendelijke groet,\n${venue.name}` },
    ],
  })
}
