/**
 * The mails of a lifecycle plan, queued as statements for the executor's batch: the facts are read
 * and the links signed here, once; the words come from the renderers (./index.ts, ./money.ts).
 */
import type { BatchItem } from 'drizzle-orm/batch'
import type { BookingDay } from '~/lib/booking-days'
import { isVenueMail, type MailIntent, type Plan } from '~/lib/booking-lifecycle'
import { amsterdamDate } from '~/lib/dates'
import type { Db } from '../../db/client.server'
import type { IssuedDocument } from '../../invoices/documents.server'
import type { Links } from '../../links.server'
import { queueDraft } from '../../mail/outbox.server'
import type { MailAttachment } from '../../mail/provider.server'
import { contactMessageStatements } from '../../messages/contact.server'
import type { Booking } from '../queries.server'
import type { BookingMailFacts } from './facts'
import { bookingMail } from './index'
import { changeRequestMessage } from './link'

export type MailContext = {
  db: Db
  booking: Booking
  /** Every date of the booking as the plan leaves it, first to last. */
  days: BookingDay[]
  /** The booking's invoices as they were read, by id (for numbers and amounts). */
  invoices: BookingMailFacts['invoices']
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

/** The invoice a reminder is about (an unpaid invoice, an aanbetaling), if the intent is one. */
const remindedInvoiceId = (intent: MailIntent) =>
  intent.kind === 'unpaid-reminder' || intent.kind === 'deposit-reminder' ? intent.invoiceId : undefined

/** The invoices a mail of this plan may ask to pay: the ones it issues, and the one it reminds of. */
function payableNumbers(intents: readonly MailIntent[], context: MailContext): string[] {
  const issued = context.issued.filter((document) => document.kind === 'factuur' && document.openCents > 0)
  const reminded = intents.map((intent) => {
    const invoiceId = remindedInvoiceId(intent)
    return invoiceId === undefined ? '' : (context.invoices.get(invoiceId)?.number ?? '')
  })
  return [...issued.map((document) => document.number), ...reminded].filter(Boolean)
}

async function factsOf(intents: readonly MailIntent[], context: MailContext): Promise<BookingMailFacts> {
  const { booking, links, now } = context
  const payable = context.ideal ? payableNumbers(intents, context) : []
  return {
    booking: { id: booking.id, name: booking.name, email: booking.email, business: Boolean(booking.company) },
    days: context.days,
    invoices: context.invoices,
    issued: context.issued,
    invite: context.invite,
    // It works as long as the booking says (manageLinkWorks, ADR 032).
    manageUrl: await links.manage(booking.id, now),
    payUrls: new Map(
      await Promise.all(payable.map(async (number) => [number, await links.payment(number, now)] as const)),
    ),
    adminUrl: links.site(`/admin/boekingen/${booking.id}`),
    parkingUrl: links.site('/downloads/parkeerwijzer.pdf'),
    otherDateUrl: links.site('/boeken'),
    venueInbox: context.venueInbox,
    today: amsterdamDate(new Date(now)),
  }
}

/**
 * Every mail of the plan, in the plan's order. A booking kept after its customer was erased
 * (app/server/privacy/erasure.server.ts) has no address: only the venue is told.
 */
export async function planMails(plan: Plan, context: MailContext): Promise<Queued[]> {
  const { db, booking } = context
  const reachable = booking.email !== ''
  const intents = reachable ? plan.mails : plan.mails.filter(isVenueMail)
  const facts = await factsOf(intents, context)
  return intents.map((intent): Queued => {
    if (intent.kind === 'change-request') {
      const message = contactMessageStatements(db, changeRequestMessage(intent, facts), {
        venueInbox: context.venueInbox,
        now: context.now,
      })
      return { id: message.mailId, statements: message.statements }
    }
    const invoiceId = remindedInvoiceId(intent)
    const related = invoiceId === undefined ? { type: 'booking', id: booking.id } : { type: 'invoice', id: invoiceId }
    const queued = queueDraft(db, bookingMail(intent, facts), related)
    return { id: queued.id, statements: [queued.statement] }
  })
}
