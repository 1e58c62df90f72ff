/** Dutch mails about invoices, payments and the customer's own booking page. */
import { venue } from '~/content/venue'
import { formatDate, formatEuro, formatLongDate } from '~/lib/format'
import type { InvoiceKind } from '~/lib/invoicing'
import { type DayPart, dayPartInfo } from '~/lib/pricing'
import { type MailBlock, type RenderedMail, renderMail } from './layout.server'

export type InvoiceSummary = { kind: InvoiceKind; number: string; totalCents: number; dueOn: string }

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
  const due = invoices.filter((invoice) => invoice.kind === 'factuur' && invoice.totalCents > 0)
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
  for (const invoice of due) {
    blocks.push({
      kind: 'paragraph',
      text:
        `Graag ontvangen we ${formatEuro(invoice.totalCents)} uiterlijk ${formatDate(invoice.dueOn)}` +
        (payUrl
          ? ': je betaalt eenvoudig met iDEAL.'
          : ` op ${venue.iban} ten name van ${venue.name}, ` + `onder vermelding van ${invoice.number}.`),
    })
    if (payUrl) {
      blocks.push({ kind: 'button', label: `Betaal ${formatEuro(invoice.totalCents)} met iDEAL`, href: payUrl })
      blocks.push({
        kind: 'small',
        text: `Liever overmaken? Dat kan naar ${venue.iban} ten name van ${venue.name}, o.v.v. ${invoice.number}.`,
      })
    }
  }
  if (refundCents && refundCents > 0)
    blocks.push({
      kind: 'paragraph',
      text: `Je had al betaald: we storten ${formatEuro(refundCents)} binnen 14 dagen terug op je rekening.`,
    })
  if (manageUrl) blocks.push(...manageBlock(manageUrl))
  blocks.push({ kind: 'paragraph', text: `Met vriendelijke groet,\n${venue.name}` })
  return renderMail({
    subject: `${listed.replace(/^./, (first) => first.toUpperCase())} - ${venue.name}`,
    heading: names.length === 1 ? listed.replace(/^./, (first) => first.toUpperCase()) : 'Je facturen',
    blocks,
  })
}

export function paymentReceivedMail({ number, amountCents }: { number: string; amountCents: number }): RenderedMail {
  return renderMail({
    subject: `Betaling ontvangen voor factuur ${number} - ${venue.name}`,
    heading: 'Bedankt voor je betaling',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Hallo,\n\nWe hebben ${formatEuro(amountCents)} ontvangen voor factuur ${number}. ` +
          'Daarmee is de factuur betaald.',
      },
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
  soon,
}: {
  date: string
  dayParts: DayPart
  numPeople: number
  manageUrl: string
  parkingUrl: string
  soon: boolean
}): RenderedMail {
  const part = dayPartInfo[dayParts]
  return renderMail({
    subject: `${soon ? 'Bijna zover' : 'Over een week'}: je bijeenkomst op ${formatLongDate(date)} - ${venue.name}`,
    heading: soon ? 'Tot overmorgen!' : 'Nog een week',
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
