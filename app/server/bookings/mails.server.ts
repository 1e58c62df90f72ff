/**
 * The mails of a lifecycle plan (app/lib/booking-lifecycle.ts MailIntent), queued as statements
 * for the executor's batch: to the customer (the owner's own words, cancellations, receipts,
 * reminders, invoices) and to the venue (what the customer did through the link).
 */
import type { BatchItem } from 'drizzle-orm/batch'
import { venue } from '~/content/venue'
import type { BookingDay } from '~/lib/booking-days'
import type { CancelledWhat, MailIntent, Plan } from '~/lib/booking-lifecycle'
import { amsterdamDate } from '~/lib/dates'
import { capitalised, formatEuro, formatLongDate, listed } from '~/lib/format'
import { dayPartHours, dayPartInfo } from '~/lib/pricing'
import type { Db } from '../db/client.server'
import type { IssuedDocument } from '../invoices/documents.server'
import type { Links } from '../links.server'
import {
  bookingDecision,
  optieAcceptedMail,
  optieExtendedMail,
  optieLapsedMail,
  optieReminderMail,
} from '../mail/booking-templates.server'
import {
  bookingReminderMail,
  type InvoiceOccasion,
  invoiceMail,
  manageBlock,
  paymentReceivedMail,
  unpaidReminderMail,
} from '../mail/invoice-templates.server'
import { renderMail, signOff } from '../mail/layout.server'
import { queueMail } from '../mail/outbox.server'
import type { MailAttachment } from '../mail/provider.server'
import { contactMessageStatements } from '../messages/contact.server'
import type { Booking } from './queries.server'

export type MailContext = {
  db: Db
  booking: Booking
  /** Every date of the booking as the plan leaves it, first to last (docs/decisions/028-multi-day-bookings.md). */
  days: BookingDay[]
  /** The booking's invoices as they were read, by id (for numbers and amounts). */
  invoices: Map<number, { number: string; totalCents: number; paidCents: number; dueOn: string }>
  /** Invoices and credit notes this plan issues. */
  issued: IssuedDocument[]
  /** The calendar file the plan sends (with a decision or the customer's cancellation). */
  invite: MailAttachment[]
  links: Links
  ideal: boolean
  venueInbox: string
  now: number
}

type Queued = { id: string; statements: BatchItem<'sqlite'>[] }

/** "maandag 11 januari 2027, ochtend (8.30-12.30 uur)", and so on for each date of the booking. */
const when = (days: readonly BookingDay[]) =>
  listed(
    days.map(
      (day) =>
        `${formatLongDate(day.date)}, ${dayPartInfo[day.dayParts].label.toLowerCase()} (${dayPartHours(day.dayParts)})`,
    ),
  )

function toCustomer(context: MailContext, mail: ReturnType<typeof renderMail>, attachments: MailAttachment[] = []) {
  const { booking } = context
  const queued = queueMail(context.db, {
    ...mail,
    to: booking.email,
    attachments,
    relatedType: 'booking',
    relatedId: booking.id,
  })
  return { id: queued.id, statements: [queued.statement] }
}

function toVenue(context: MailContext, subject: string, text: string): Queued {
  const { booking } = context
  const queued = queueMail(context.db, {
    ...renderMail({
      subject,
      heading: subject,
      blocks: [
        { kind: 'paragraph', text },
        { kind: 'button', label: 'Bekijk de boeking', href: context.links.site(`/admin/boekingen/${booking.id}`) },
      ],
    }),
    to: context.venueInbox,
    replyTo: booking.email,
    relatedType: 'booking',
    relatedId: booking.id,
  })
  return { id: queued.id, statements: [queued.statement] }
}

const peopleCount = (count: number) => `${count} ${count === 1 ? 'persoon' : 'personen'}`

/**
 * "Voor maandag 11 januari 2027, ochtend (8.30-12.30 uur) rekenen we nu met 6 personen.", or with
 * dates of different numbers each date with its own: "... met 6 personen op maandag ... en 8 op ...".
 */
function peopleNow(days: readonly BookingDay[]): string {
  const [first] = days
  if (!first || days.every((day) => day.numPeople === first.numPeople))
    return `Voor ${when(days)} rekenen we nu met ${peopleCount(first?.numPeople ?? 0)}.`
  const each = days.map(
    (day, index) => `${index === 0 ? peopleCount(day.numPeople) : day.numPeople} op ${formatLongDate(day.date)}`,
  )
  return `We rekenen nu met ${listed(each)}.`
}

/** The customer's link: it works as long as the booking says (manageLinkWorks, ADR 032). */
const manageUrl = ({ booking, links, now }: MailContext) => links.manage(booking.id, now)

const cancelledWord: Record<CancelledWhat, string> = {
  boeking: 'geannuleerd',
  optie: 'vervallen',
  aanvraag: 'ingetrokken',
}
/** The venue's own word: anything the customer ends is geannuleerd there, but an optie they let lapse. */
const venueWord = (what: CancelledWhat) => (what === 'optie' ? 'laten vervallen' : 'geannuleerd')

async function render(intent: MailIntent, context: MailContext): Promise<Queued> {
  const { booking, days } = context
  const number = (id: number) => context.invoices.get(id)?.number ?? ''
  switch (intent.kind) {
    case 'decision': {
      const mail = bookingDecision({
        ...intent.mail,
        days,
        decision: intent.decision,
        manageUrl: intent.decision === 'reject' ? undefined : await manageUrl(context),
        optieUntil: intent.optieUntil,
      })
      return toCustomer(context, mail, context.invite)
    }
    case 'customer-cancelled': {
      const what = intent.was
      const done = cancelledWord[what]
      const heading = `Je ${what} is ${done}`
      const mail = renderMail({
        subject: `${heading} - ${venue.name}`,
        heading,
        blocks: [
          {
            kind: 'paragraph',
            text:
              `Hallo,\n\nJe ${what} voor ${when(days)} is ${done}.` +
              (intent.reason ? ` ${intent.reason}` : '') +
              (context.issued.length > 0
                ? ` De ${context.issued.map((document) => `${document.kind} ${document.number}`).join(' en ')} ` +
                  'sturen we je in een aparte e-mail.'
                : ''),
          },
          {
            kind: 'paragraph',
            text: `Je bent altijd welkom voor een nieuwe datum.\n\n${signOff}`,
          },
        ],
      })
      return toCustomer(context, mail, context.invite)
    }
    case 'venue-cancelled': {
      const what = intent.was
      return toVenue(
        context,
        `${capitalised(what)} ${booking.id} ${venueWord(what)} door de klant`,
        `${booking.name} heeft de ${what} voor ${when(days)} ${venueWord(what)} via de link in de mail.` +
          (intent.costsCents > 0 ? ` Annuleringskosten: ${formatEuro(intent.costsCents)}.` : '') +
          (intent.refundCents > 0 ? ` Terug te betalen: ${formatEuro(intent.refundCents)}.` : ''),
      )
    }
    case 'people-changed': {
      const mail = renderMail({
        subject: `Aantal personen aangepast - ${venue.name}`,
        heading: 'Aantal personen aangepast',
        blocks: [
          {
            kind: 'paragraph',
            text:
              `Hallo,\n\n${peopleNow(days)} ` + `Het nieuwe totaal is ${formatEuro(intent.totalCents)} inclusief btw.`,
          },
          ...manageBlock(await manageUrl(context)),
          { kind: 'paragraph', text: signOff },
        ],
      })
      return toCustomer(context, mail)
    }
    case 'venue-people':
      return toVenue(context, `Boeking ${booking.id}: ander aantal personen`, intent.summary)
    case 'change-request': {
      const { wish } = intent
      const wanted = [
        wish.date ? `Gewenste datum: ${formatLongDate(wish.date)}` : undefined,
        wish.dayParts ? `Gewenst dagdeel: ${dayPartInfo[wish.dayParts].label.toLowerCase()}` : undefined,
        wish.note ? `Toelichting: ${wish.note}` : undefined,
      ].filter(Boolean)
      const message = contactMessageStatements(
        context.db,
        {
          name: booking.name,
          email: booking.email,
          subject: `Wijzigingsverzoek boeking ${booking.id}`,
          message: `Boeking ${booking.id} (${when(days)}).\n${wanted.join('\n')}`,
        },
        { venueInbox: context.venueInbox, now: context.now },
      )
      return { id: message.mailId, statements: message.statements }
    }
    case 'receipt': {
      const target = intent.appliedToId ? context.invoices.get(intent.appliedToId) : undefined
      const applied = intent.amountCents - intent.refundCents
      const mail = paymentReceivedMail({
        paidFor: number(intent.paidForId),
        amountCents: intent.amountCents,
        appliedTo: target && {
          number: target.number,
          openAfterCents: Math.max(0, target.totalCents - target.paidCents - applied),
        },
        refundCents: intent.refundCents,
      })
      return toCustomer(context, mail)
    }
    case 'venue-refund-due':
      return toVenue(
        context,
        `Terug te betalen: ${formatEuro(intent.refundCents)} (boeking ${booking.id})`,
        `Er is ${formatEuro(intent.amountCents)} ontvangen voor factuur ${number(intent.paidForId)}, ` +
          `terwijl daar niet (meer) zoveel open stond. ${formatEuro(intent.refundCents)} moet terug naar ` +
          `${booking.name}. Noteer de terugbetaling op de boeking zodra je het bedrag hebt overgemaakt.`,
      )
    case 'reminder':
      return toCustomer(
        context,
        bookingReminderMail({
          days,
          manageUrl: await manageUrl(context),
          parkingUrl: context.links.site('/downloads/parkeerwijzer.pdf'),
          today: amsterdamDate(new Date(context.now)),
        }),
      )
    case 'optie-extended':
      return toCustomer(context, optieExtendedMail({ days, until: intent.until, manageUrl: await manageUrl(context) }))
    case 'optie-reminder':
      return toCustomer(
        context,
        optieReminderMail({
          days,
          until: intent.until,
          manageUrl: await manageUrl(context),
          today: amsterdamDate(new Date(context.now)),
        }),
      )
    case 'optie-lapsed':
      return toCustomer(context, optieLapsedMail({ days, until: intent.until }))
    case 'optie-accepted':
      return toCustomer(context, optieAcceptedMail({ days, manageUrl: await manageUrl(context) }), context.invite)
    case 'venue-optie':
      return intent.what === 'accepted'
        ? toVenue(
            context,
            `Optie ${booking.id} bevestigd door de klant`,
            `${booking.name} heeft de optie op ${when(days)} bevestigd via de link in de mail. De boeking is ` +
              'bevestigd; de klant heeft de bevestiging en de factuur gekregen.',
          )
        : toVenue(
            context,
            `Optie ${booking.id} verlopen`,
            `De optie van ${booking.name} op ${when(days)} is verlopen zonder bevestiging. De dagdelen zijn ` +
              'weer vrij; de klant en de wachtlijst zijn gemaild.',
          )
    case 'unpaid-reminder': {
      const invoice = context.invoices.get(intent.invoiceId)
      const queued = queueMail(context.db, {
        ...unpaidReminderMail({
          number: invoice?.number ?? '',
          totalCents: (invoice?.totalCents ?? 0) - (invoice?.paidCents ?? 0),
          dueOn: invoice?.dueOn ?? '',
          payUrl: context.ideal && invoice ? await context.links.payment(invoice.number, context.now) : undefined,
        }),
        to: booking.email,
        relatedType: 'invoice',
        relatedId: intent.invoiceId,
      })
      return { id: queued.id, statements: [queued.statement] }
    }
  }
}

/** Why a plan issues documents, for the invoice mail's opening. */
function occasionOf(plan: Plan): InvoiceOccasion {
  if (plan.credit.length === 0) return 'bevestiging'
  if (plan.status === 'geannuleerd') return 'annulering'
  return plan.numPeople ? 'personen' : 'opnieuw-bevestigd'
}

/** The invoice mail of a plan that issues invoices or credit notes: one mail with every PDF. */
async function invoicesMail(plan: Plan, context: MailContext): Promise<Queued | undefined> {
  if (context.issued.length === 0) return undefined
  const payable = context.issued.find((document) => document.kind === 'factuur' && document.openCents > 0)
  const mail = invoiceMail({
    invoices: context.issued,
    occasion: occasionOf(plan),
    payUrl: context.ideal && payable ? await context.links.payment(payable.number, context.now) : undefined,
    manageUrl: await manageUrl(context),
    refundCents: plan.refundDueCents,
  })
  return toCustomer(
    context,
    mail,
    context.issued.flatMap((document) => document.attachments),
  )
}

/** The mails that go to the venue, whatever became of the customer's address. */
const venueMails = new Set<MailIntent['kind']>([
  'venue-cancelled',
  'venue-people',
  'venue-refund-due',
  'venue-optie',
  'change-request',
])

/**
 * Every mail of the plan, in the order the customer and the venue should get them. A booking kept
 * after its customer was erased (app/server/privacy/erasure.server.ts) has no address: only the
 * venue is told.
 */
export async function planMails(plan: Plan, context: MailContext): Promise<Queued[]> {
  const reachable = context.booking.email !== ''
  const intents = reachable ? plan.mails : plan.mails.filter((intent) => venueMails.has(intent.kind))
  const mails = await Promise.all(intents.map((intent) => render(intent, context)))
  const invoices = reachable ? await invoicesMail(plan, context) : undefined
  return invoices ? [...mails, invoices] : mails
}
