/** The mails about money: invoices and credit notes, a payment's receipt, a refund due, an unpaid invoice. */
import { venue } from '~/content/venue'
import type { InvoiceOccasion, MailIntent } from '~/lib/booking-lifecycle'
import { addDays } from '~/lib/dates'
import { balanceOf } from '~/lib/deposit'
import { capitalised, formatDate, formatDates, formatEuro, listed } from '~/lib/format'
import {
  COLLECTION_NOTICE_DAYS,
  collectionCostsCents,
  invoiceName,
  payBy,
  REFUND_TERM_DAYS,
  REMINDER_TERM_DAYS,
} from '~/lib/invoicing'
import { customerDraft, type MailDraft } from '../../mail/draft'
import type { MailBlock } from '../../mail/layout.server'
import { type BookingMailFacts, type InvoiceSummary, manageBlock, toVenue, when } from './facts'
import { peopleNow } from './link'

type Intent<K extends MailIntent['kind']> = Extract<MailIntent, { kind: K }>

const title = (invoice: Pick<InvoiceSummary, 'kind' | 'stage' | 'number'>) =>
  `${invoiceName(invoice.kind, invoice.stage).toLowerCase()} ${invoice.number}`

const occasionText: Record<Exclude<InvoiceOccasion, 'bevestiging' | 'eindfactuur' | 'correctie'>, string> = {
  annulering: 'Je boeking is geannuleerd',
  personen: 'Omdat het aantal personen is aangepast',
  'opnieuw-bevestigd': 'Omdat je boeking opnieuw is bevestigd',
}

/** "voorschotfactuur 2026-0004", or "facturen 2026-0001 en 2026-0002": documents named as they name themselves. */
function documents(numbers: readonly string[], facts: BookingMailFacts): string {
  const stages = new Map([...facts.invoices.values()].map((invoice) => [invoice.number, invoice.stage]))
  const [only] = numbers
  if (numbers.length === 1 && only) return `${invoiceName('factuur', stages.get(only)).toLowerCase()} ${only}`
  return `facturen ${listed([...numbers])}`
}

/** What the credit notes in a mail correct, and what replaces them, in the customer's words. */
function corrections(invoices: readonly InvoiceSummary[], occasion: InvoiceOccasion, facts: BookingMailFacts): string {
  const credits = invoices.filter((invoice) => invoice.kind === 'creditfactuur')
  if (credits.length === 0 || occasion === 'bevestiging') return ''
  const earlier = documents(
    credits.map((credit) => credit.credits ?? ''),
    facts,
  )
  const creditNumbers = listed(credits.map((credit) => credit.number))
  const creditNotes = `${credits.length > 1 ? 'creditfacturen' : 'creditfactuur'} ${creditNumbers}`
  const fresh = invoices.filter((invoice) => invoice.kind === 'factuur')
  const freshText = fresh.length ? `factuur ${listed(fresh.map((invoice) => invoice.number))}` : ''
  if (occasion === 'eindfactuur') {
    const final = fresh.find((invoice) => invoice.stage === 'eind')
    const deposit = final ? final.totalCents - final.openCents : 0
    return deposit > 0
      ? `Dit is de eindfactuur van je boeking: het hele bedrag, met je aanbetaling van ${formatEuro(deposit)} ` +
          `ervan afgetrokken. Daarvoor crediteren we ${earlier} met ${creditNotes}.`
      : 'Dit is de eindfactuur van je boeking, voor het hele bedrag: je aanbetaling hebben we nog niet ' +
          `ontvangen. ${capitalised(earlier)} crediteren we met ${creditNotes}; die hoef je niet meer te betalen.`
  }
  if (occasion === 'correctie') return `Ter correctie crediteren we ${earlier} met ${creditNotes}.`
  if (occasion === 'annulering')
    return (
      `${occasionText[occasion]}, dus crediteren we ${earlier} met ${creditNotes}.` +
      (freshText ? ` De annuleringskosten staan op ${freshText}.` : '')
    )
  const people = occasion === 'personen' ? ` ${peopleNow(facts.days)}` : ''
  return freshText
    ? `${occasionText[occasion]}, vervangt ${freshText} je eerdere ${earlier}; die crediteren we met ` +
        `${creditNotes}.${people}`
    : `${occasionText[occasion]}, crediteren we ${earlier} met ${creditNotes}.${people}`
}

/**
 * One mail for the documents a plan issues (a confirmation's invoice; a cancellation's credit note
 * and costs), with their PDFs attached; the iDEAL button when iDEAL is on.
 */
export function invoicesMail(
  { occasion, refundCents }: { occasion: InvoiceOccasion; refundCents: number },
  facts: BookingMailFacts,
): MailDraft {
  const invoices = facts.issued
  const names = listed(invoices.map(title))
  const due = invoices.filter((invoice) => invoice.kind === 'factuur' && invoice.openCents > 0)
  const settled = invoices.filter((invoice) => invoice.kind === 'factuur' && invoice.openCents < invoice.totalCents)
  const corrected = corrections(invoices, occasion, facts)
  const body: MailBlock[] = [
    { kind: 'paragraph', text: `In de bijlage vind je ${names}.${corrected ? ` ${corrected}` : ''}` },
    { kind: 'facts', rows: invoices.map((invoice) => [capitalised(title(invoice)), formatEuro(invoice.totalCents)]) },
  ]
  // The eindfactuur's mail says already what the aanbetaling settled.
  for (const invoice of settled.filter((one) => occasion !== 'eindfactuur' || one.stage !== 'eind'))
    body.push({
      kind: 'paragraph',
      text:
        `Van ${title(invoice)} is ${formatEuro(invoice.totalCents - invoice.openCents)} voldaan uit wat je ` +
        `eerder betaalde${invoice.openCents > 0 ? '.' : '; je hoeft daarvoor niets meer te doen.'}`,
    })
  for (const invoice of due) {
    const payUrl = facts.payUrls.get(invoice.number)
    body.push({
      kind: 'paragraph',
      text:
        `Graag ontvangen we ${formatEuro(invoice.openCents)} ${payBy(invoice.dueOn)}` +
        (payUrl
          ? ': je betaalt eenvoudig met iDEAL.'
          : ` op ${venue.iban} ten name van ${venue.name}, onder vermelding van ${invoice.number}.`),
    })
    if (payUrl)
      body.push(
        { kind: 'button', label: `Betaal ${formatEuro(invoice.openCents)} met iDEAL`, href: payUrl },
        {
          kind: 'small',
          text: `Liever overmaken? Dat kan naar ${venue.iban} ten name van ${venue.name}, o.v.v. ${invoice.number}.`,
        },
      )
  }
  const deposit = invoices.find((invoice) => invoice.stage === 'voorschot' && invoice.kind === 'factuur')
  if (deposit) body.push({ kind: 'paragraph', text: depositScheduleText(deposit, facts) })
  if (refundCents > 0)
    body.push({
      kind: 'paragraph',
      text:
        `Je had al betaald: we storten ${formatEuro(refundCents)} binnen ${REFUND_TERM_DAYS} dagen terug ` +
        'op je rekening.',
    })
  body.push(...manageBlock(facts.manageUrl, occasion === 'annulering' ? 'geannuleerd' : 'boeking'))
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: capitalised(names),
    heading: invoices.length === 1 ? capitalised(names) : 'Je facturen',
    body,
    attachments: invoices.flatMap((invoice) => invoice.attachments ?? []),
  })
}

/**
 * What the voorschotfactuur asks and what follows (ADR 039): "Dit is de aanbetaling van 30 % van je
 * boeking van € 1.000,00. Het restant van € 700,00 krijg je op de eindfactuur, die we je op
 * 1 maart 2027 sturen en die je uiterlijk 15 maart 2027 betaalt."
 */
export function depositScheduleText(deposit: Pick<InvoiceSummary, 'totalCents'>, facts: BookingMailFacts): string {
  const { percent, restCents, finalIssueOn, finalDueOn, afterMeeting } = balanceOf(facts.days, deposit.totalCents)
  const when = afterMeeting
    ? `, die we je na je bijeenkomst sturen, op ${formatDate(finalIssueOn)}; je betaalt haar uiterlijk ` +
      `${formatDate(finalDueOn)}.`
    : `, die we je op ${formatDate(finalIssueOn)} sturen en die je uiterlijk ${formatDate(finalDueOn)} betaalt.`
  return (
    `Dit is de aanbetaling van ${percent} % van je boeking van ${formatEuro(restCents + deposit.totalCents)}. ` +
    `Het restant van ${formatEuro(restCents)} krijg je op de eindfactuur${when} Wijzig je intussen het aantal ` +
    'personen, dan rekent de eindfactuur met het nieuwe aantal.'
  )
}

/**
 * The receipt of a payment. The money went to the invoice it was paid for, or (when that one was
 * credited in the meantime) the invoice that replaced it; what no invoice could take is paid back.
 */
export function receiptMail(intent: Intent<'receipt'>, facts: BookingMailFacts): MailDraft {
  const paidFor = facts.invoices.get(intent.paidForId)?.number ?? ''
  const target = intent.appliedToId ? facts.invoices.get(intent.appliedToId) : undefined
  const openAfter = target
    ? Math.max(0, target.totalCents - target.paidCents - (intent.amountCents - intent.refundCents))
    : 0
  const received = `We hebben je betaling van ${formatEuro(intent.amountCents)} voor factuur ${paidFor} ontvangen.`
  const back = `storten we binnen ${REFUND_TERM_DAYS} dagen terug op je rekening.`
  const where = !target
    ? ' Die factuur hadden we inmiddels gecrediteerd.'
    : target.number === paidFor
      ? openAfter > 0
        ? ` Er staat nog ${formatEuro(openAfter)} open.`
        : ' Die factuur is nu betaald.'
      : target.cancellation
        ? ' Je boeking was geannuleerd; je betaling hebben we verrekend met de annuleringskosten (factuur ' +
          `${target.number})${openAfter > 0 ? `, waarvan nog ${formatEuro(openAfter)} openstaat` : ''}.`
        : ` Die factuur hadden we inmiddels vervangen door factuur ${target.number}; je betaling hebben we daarmee ` +
          (openAfter > 0
            ? `verrekend. Van factuur ${target.number} staat nog ${formatEuro(openAfter)} open.`
            : 'verrekend, zodat ook die betaald is.')
  const refund =
    intent.refundCents === 0
      ? ''
      : !target
        ? ` Het bedrag ${back}`
        : target.number === paidFor
          ? ` Wat je te veel betaalde, ${formatEuro(intent.refundCents)}, ${back}`
          : target.cancellation
            ? ` De rest, ${formatEuro(intent.refundCents)}, ${back}`
            : ` Het verschil, ${formatEuro(intent.refundCents)}, ${back}`
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: `Betaling ontvangen voor factuur ${paidFor}`,
    heading: 'Bedankt voor je betaling',
    body: [{ kind: 'paragraph', text: `${received}${where}${refund}` }],
  })
}

/** The owner is told that money came in for an invoice that no longer asked for it. */
export function venueRefundDueMail(intent: Intent<'venue-refund-due'>, facts: BookingMailFacts): MailDraft {
  const paidFor = facts.invoices.get(intent.paidForId)?.number ?? ''
  return toVenue(
    facts,
    `Terug te betalen: ${formatEuro(intent.refundCents)} (boeking ${facts.booking.id})`,
    `Er is ${formatEuro(intent.amountCents)} ontvangen voor factuur ${paidFor}; daarvan is ` +
      `${formatEuro(intent.refundCents)} te veel. Dat bedrag moet uiterlijk ` +
      `${formatDate(addDays(facts.today, REFUND_TERM_DAYS))} terug naar ${facts.booking.name}. Op de boeking betaal ` +
      'je het terug via iDEAL, als de klant met iDEAL betaalde, of je maakt het zelf over en legt dat daar vast.',
  )
}

/** The money is back with the customer: Mollie said so, or the owner recorded their own transfer (ADR 038). */
export function refundedMail(intent: Intent<'refunded'>, facts: BookingMailFacts): MailDraft {
  const amount = formatEuro(intent.amountCents)
  const where = intent.method === 'ideal' ? 'op de rekening waarvan je met iDEAL betaalde' : 'op je rekening'
  const forWhat = `voor je boeking op ${formatDates(facts.days.map((day) => day.date))}`
  const bank = intent.method === 'ideal' ? ' Meestal staat het binnen een paar werkdagen bij je bank.' : ''
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: `We hebben ${amount} teruggestort`,
    heading: 'Terugbetaling',
    body: [{ kind: 'paragraph', text: `We hebben ${amount} teruggestort ${where}, ${forWhat}.${bank}` }],
  })
}

/** Mollie could not pay the money back: it is due again, and the owner decides how (ADR 038). */
export function venueRefundFailedMail(intent: Intent<'venue-refund-failed'>, facts: BookingMailFacts): MailDraft {
  const amount = formatEuro(intent.amountCents)
  return toVenue(
    facts,
    `Terugbetaling ${intent.status === 'failed' ? 'mislukt' : 'geannuleerd'}: ${amount} (boeking ${facts.booking.id})`,
    `Mollie meldt dat de terugbetaling van ${amount} aan ${facts.booking.name} via iDEAL ` +
      `${intent.status === 'failed' ? 'is mislukt, bijvoorbeeld omdat de rekening is opgeheven' : 'is geannuleerd'}. ` +
      'Het bedrag staat weer open op de boeking. Vraag de klant om een rekeningnummer en maak het zelf over, ' +
      'of probeer het opnieuw via iDEAL.',
  )
}

/** The invoice a reminder is about: its number, what is open on it, its due date and the ways to pay it. */
function remindedInvoice(invoiceId: number, facts: BookingMailFacts) {
  const invoice = facts.invoices.get(invoiceId)
  const number = invoice?.number ?? ''
  const openCents = (invoice?.totalCents ?? 0) - (invoice?.paidCents ?? 0)
  const payUrl = facts.payUrls.get(number)
  const payBlocks: MailBlock[] = [
    ...(payUrl ? [{ kind: 'button', label: `Betaal ${formatEuro(openCents)} met iDEAL`, href: payUrl } as const] : []),
    { kind: 'small', text: `Overmaken kan naar ${venue.iban} ten name van ${venue.name}, o.v.v. ${number}.` },
  ]
  return { number, openCents, dueOn: invoice?.dueOn ?? facts.today, payBlocks }
}

/**
 * The customer's reminder of an invoice past its term. To a consumer it is the letter the law asks
 * before collection costs may be charged (art. 6:96 lid 6 BW): fourteen days after receipt, with the
 * costs named in euros (docs/decisions/040-one-agreement-per-booking.md).
 */
export function unpaidReminderMail(intent: Intent<'unpaid-reminder'>, facts: BookingMailFacts): MailDraft {
  const { number, openCents, dueOn, payBlocks } = remindedInvoice(intent.invoiceId, facts)
  const payBefore = formatDate(addDays(facts.today, REMINDER_TERM_DAYS))
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: `Herinnering: factuur ${number}`,
    heading: `Factuur ${number} staat nog open`,
    body: [
      {
        kind: 'paragraph',
        text:
          `Volgens onze administratie is factuur ${number} van ${formatEuro(openCents)} nog niet betaald; de ` +
          `betaaltermijn liep af op ${formatDate(dueOn)}. Wil je het bedrag uiterlijk ${payBefore} betalen? Heb je ` +
          'inmiddels betaald? Dan kun je deze herinnering als niet verzonden beschouwen.',
      },
      ...(facts.booking.business
        ? []
        : [
            {
              kind: 'paragraph' as const,
              text:
                `Betaal je niet binnen ${COLLECTION_NOTICE_DAYS} dagen na ontvangst van deze e-mail (uiterlijk ` +
                `${payBefore}), dan brengen we incassokosten in rekening: ` +
                `${formatEuro(collectionCostsCents(openCents))}, volgens de wettelijke staffel, en daarnaast de ` +
                'wettelijke rente.',
            },
          ]),
      ...payBlocks,
    ],
  })
}

/** The customer's one reminder of an unpaid aanbetaling, a few days before it is due (ADR 039). */
export function depositReminderMail(intent: Intent<'deposit-reminder'>, facts: BookingMailFacts): MailDraft {
  const { number, openCents, dueOn, payBlocks } = remindedInvoice(intent.invoiceId, facts)
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: 'Herinnering: je aanbetaling',
    heading: 'Je aanbetaling',
    body: [
      {
        kind: 'paragraph',
        text:
          `De aanbetaling van ${formatEuro(openCents)} voor je boeking op ${when(facts.days)} (voorschotfactuur ` +
          `${number}) hebben we nog niet ontvangen. Wil je die ${payBy(dueOn)} betalen? Heb je het net gedaan, dan ` +
          'hoef je niets meer te doen.',
      },
      ...payBlocks,
      ...manageBlock(facts.manageUrl, 'boeking'),
    ],
  })
}

/** The owner hears that an aanbetaling is past its due date: they decide, nothing is cancelled (ADR 039). */
export function venueDepositOverdueMail(intent: Intent<'venue-deposit-overdue'>, facts: BookingMailFacts): MailDraft {
  const { number, openCents, dueOn } = remindedInvoice(intent.invoiceId, facts)
  return toVenue(
    facts,
    `Aanbetaling niet ontvangen: ${formatEuro(openCents)} (boeking ${facts.booking.id})`,
    `De aanbetaling van ${facts.booking.name} (voorschotfactuur ${number}, ${formatEuro(openCents)} open) moest ` +
      `uiterlijk ${formatDate(dueOn)} betaald zijn. De boeking blijft staan en de klant krijgt van ons geen bericht ` +
      'meer: neem zelf contact op. Wil je de datum niet langer vasthouden, laat het de klant dan eerst weten en ' +
      'annuleer daarna met "Annuleren door ons": dat kost de klant niets, zoals de voorwaarden zeggen.',
  )
}
