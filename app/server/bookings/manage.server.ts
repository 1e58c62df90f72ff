/**
 * The customer's own booking page (the signed link in every booking mail): they see the booking
 * and its invoices and, within the terms, cancel it or change the number of people; another date
 * or day part goes to the owner as a request. Each change is one batch with its mails, invoices
 * and log entry, made by the 'klant'.
 */
import { eq } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { venue } from '~/content/venue'
import { peopleChangeAllowed } from '~/lib/cancellation'
import { formatEuro, formatLongDate } from '~/lib/format'
import { calculatePrice, type DayPart, dayPartInfo } from '~/lib/pricing'
import { bookings, idempotencyKeys } from '../../../db/schema'
import { audit } from '../audit.server'
import { closedHolidayIds } from '../closures.server'
import { submitContactMessage } from '../contact.server'
import type { Db } from '../db.server'
import {
  bookingInvoiceDraft,
  creditDraft,
  currentInvoice,
  type InvoiceDraft,
  issueWith,
} from '../invoices/issue.server'
import { linkSubject, manageUrl } from '../links.server'
import { renderMail } from '../mail/layout.server'
import { queueMail } from '../mail/outbox.server'
import { freedSlotNotices } from '../waiting-list.server'
import { decisionAttachments } from './attachments.server'
import { cancellationPlan } from './cancel.server'
import { statusStatements } from './decide.server'
import { type Booking, getBooking, selectionOf } from './queries.server'

export type ManageDeps = {
  db: Db
  now: number
  siteUrl: string
  secret: string
  venueInbox: string
  ideal: boolean
}

/**
 * The booking a link is for: its token names the booking, or (in the mail that acknowledges a
 * request, sent before the booking had an id) the submission that made it.
 */
export async function bookingForLink(db: Db, secret: string, token: string | null, now: number) {
  const subject = await linkSubject(secret, 'booking-manage', token, now)
  if (!subject) return undefined
  if (subject.startsWith('aanvraag:')) {
    const [remembered] = await db
      .select({ id: idempotencyKeys.resultId })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, subject.slice('aanvraag:'.length)))
    return remembered ? getBooking(db, remembered.id) : undefined
  }
  return getBooking(db, Number(subject))
}

const links = (deps: ManageDeps) => ({ SIGNING_SECRET: deps.secret, SITE_URL: deps.siteUrl })
const invoiceDeps = (deps: ManageDeps) => ({ ...deps, actor: 'klant' as const })
const when = (booking: Booking) => {
  const part = dayPartInfo[selectionOf(booking).dayParts]
  return `${formatLongDate(booking.date)}, ${part.label.toLowerCase()} (${part.start} - ${part.end})`
}

function toVenue(db: Db, deps: ManageDeps, booking: Booking, subject: string, text: string) {
  return queueMail(db, {
    ...renderMail({
      subject,
      heading: subject,
      blocks: [
        { kind: 'paragraph', text },
        {
          kind: 'button',
          label: 'Bekijk de boeking',
          href: new URL(`/admin/boekingen/${booking.id}`, deps.siteUrl).href,
        },
      ],
    }),
    to: deps.venueInbox,
    replyTo: booking.email,
    relatedType: 'booking',
    relatedId: booking.id,
  })
}

/** What the customer may still do, and what cancelling would cost now. */
export async function manageOptions(db: Db, booking: Booking, now: number) {
  const closed = await closedHolidayIds(db)
  const active = booking.status !== 'geannuleerd'
  const plan =
    booking.status === 'bevestigd'
      ? await cancellationPlan(db, booking, { at: now, closedHolidays: closed })
      : undefined
  return {
    canCancel: active,
    cancellation: plan && { reason: plan.charge.reason, costsCents: plan.costsCents, refundCents: plan.refundCents },
    canChangePeople: active && peopleChangeAllowed(booking.date, now, closed),
  }
}

/** Cancels (a confirmed booking, by the terms) or withdraws (a request); the owner is told. */
export async function cancelByCustomer(db: Db, booking: Booking, deps: ManageDeps): Promise<{ mailIds: string[] }> {
  const { now } = deps
  const confirmed = booking.status === 'bevestigd'
  const plan = confirmed
    ? await cancellationPlan(db, booking, { at: now, closedHolidays: await closedHolidayIds(db) })
    : undefined
  const { attachments, sequence } = await decisionAttachments(booking, false, {
    now,
    siteUrl: deps.siteUrl,
    organizer: deps.venueInbox,
  })
  const costs = plan && plan.costsCents > 0 ? ` Annuleringskosten: ${formatEuro(plan.costsCents)}.` : ''
  const customerMail = queueMail(db, {
    ...renderMail({
      subject: `${confirmed ? 'Je boeking is geannuleerd' : 'Je aanvraag is ingetrokken'} - ${venue.name}`,
      heading: confirmed ? 'Je boeking is geannuleerd' : 'Je aanvraag is ingetrokken',
      blocks: [
        {
          kind: 'paragraph',
          text:
            `Hallo,\n\nJe ${confirmed ? 'boeking' : 'aanvraag'} voor ${when(booking)} ` +
            `is ${confirmed ? 'geannuleerd' : 'ingetrokken'}.` +
            (plan ? ` ${plan.charge.reason}` : '') +
            (plan?.drafts.length
              ? ' De factuur en, als dat zo is, de creditfactuur krijg je in een aparte e-mail.'
              : ''),
        },
        { kind: 'paragraph', text: `Jammer dat je niet komt. Tot een volgende keer!\n${venue.name}` },
      ],
    }),
    to: booking.email,
    attachments,
    relatedType: 'booking',
    relatedId: booking.id,
  })
  const venueMail = toVenue(
    db,
    deps,
    booking,
    `${confirmed ? 'Boeking' : 'Aanvraag'} ${booking.id} geannuleerd door de klant`,
    `${booking.name} heeft de ${confirmed ? 'boeking' : 'aanvraag'} voor ${when(booking)} geannuleerd via de link ` +
      `in de mail.${costs}${plan?.refundCents ? ` Terug te betalen: ${formatEuro(plan.refundCents)}.` : ''}`,
  )
  const waiting = confirmed
    ? await freedSlotNotices(db, booking.date, { bookingId: booking.id }, { config: links(deps), now })
    : { statements: [], mailIds: [] }
  const statements = (): BatchItem<'sqlite'>[] => [
    ...statusStatements(db, booking, 'geannuleerd', 'cancel', now, sequence),
    customerMail.statement,
    venueMail.statement,
    audit(
      db,
      {
        actor: 'klant',
        entity: 'booking',
        entityId: booking.id,
        action: 'booking.customer-cancel',
        summary: `${confirmed ? 'Geannuleerd' : 'Ingetrokken'} door de klant via de link in de mail.${costs}`,
        changes: { status: [booking.status, 'geannuleerd'] },
      },
      now,
    ),
    ...waiting.statements,
  ]
  const issued = await issueWith(db, plan?.drafts ?? [], invoiceDeps(deps), statements, {
    refundCents: plan?.refundCents,
  })
  return {
    mailIds: [customerMail.id, venueMail.id, ...(issued.mailId ? [issued.mailId] : []), ...waiting.mailIds],
  }
}

/**
 * A new number of people, priced again. An invoice issued before is credited and a new one made
 * for the new price; what was paid goes to the new invoice first.
 */
export async function changePeople(
  db: Db,
  booking: Booking,
  numPeople: number,
  deps: ManageDeps,
): Promise<{ mailIds: string[] }> {
  const { now } = deps
  const updated: Booking = { ...booking, numPeople }
  const price = calculatePrice(selectionOf(updated))
  updated.totalCents = price.totalInclVatCents
  updated.totalExclVatCents = price.subtotalCents
  const invoice = await currentInvoice(db, booking.id)
  const drafts: InvoiceDraft[] = []
  let refundCents = 0
  if (invoice) {
    const next = bookingInvoiceDraft(updated)
    const settled = Math.min(invoice.paidCents, price.totalInclVatCents)
    refundCents = Math.max(0, invoice.paidCents - price.totalInclVatCents)
    drafts.push(creditDraft(booking, invoice, `Het aantal personen van boeking ${booking.id} is gewijzigd.`), {
      ...next,
      settledCents: settled,
    })
  }
  const summary =
    `Aantal personen gewijzigd door de klant van ${booking.numPeople} naar ${numPeople}; ` +
    `nieuw totaal ${formatEuro(price.totalInclVatCents)}`
  const venueMail = toVenue(db, deps, booking, `Boeking ${booking.id}: ander aantal personen`, `${summary}.`)
  const customerMail =
    drafts.length === 0
      ? queueMail(db, {
          ...renderMail({
            subject: `Aantal personen aangepast - ${venue.name}`,
            heading: 'Aantal personen aangepast',
            blocks: [
              {
                kind: 'paragraph',
                text:
                  `Hallo,\n\nVoor ${when(booking)} rekenen we nu met ` +
                  `${numPeople} ${numPeople === 1 ? 'persoon' : 'personen'}. ` +
                  `Het nieuwe totaal is ${formatEuro(price.totalInclVatCents)} inclusief btw.`,
              },
              { kind: 'button', label: 'Bekijk je boeking', href: await manageUrl(links(deps), booking, now) },
            ],
          }),
          to: booking.email,
          relatedType: 'booking',
          relatedId: booking.id,
        })
      : undefined
  const issued = await issueWith(
    db,
    drafts,
    invoiceDeps(deps),
    () => [
      db
        .update(bookings)
        .set({ numPeople, totalCents: price.totalInclVatCents, totalExclVatCents: price.subtotalCents })
        .where(eq(bookings.id, booking.id)),
      venueMail.statement,
      ...(customerMail ? [customerMail.statement] : []),
      audit(
        db,
        {
          actor: 'klant',
          entity: 'booking',
          entityId: booking.id,
          action: 'booking.customer-people',
          summary,
          changes: { numPeople: [booking.numPeople, numPeople] },
        },
        now,
      ),
    ],
    { refundCents },
  )
  return {
    mailIds: [venueMail.id, ...(customerMail ? [customerMail.id] : []), ...(issued.mailId ? [issued.mailId] : [])],
  }
}

/** Another date or day part is the owner's to arrange: it arrives as a message in /admin. */
export async function requestChange(
  db: Db,
  booking: Booking,
  wish: { date?: string; dayParts?: DayPart; note?: string },
  deps: ManageDeps,
) {
  const wanted = [
    wish.date ? `Gewenste datum: ${formatLongDate(wish.date)}` : undefined,
    wish.dayParts ? `Gewenst dagdeel: ${dayPartInfo[wish.dayParts].label.toLowerCase()}` : undefined,
    wish.note ? `Toelichting: ${wish.note}` : undefined,
  ].filter(Boolean)
  return submitContactMessage(
    {
      name: booking.name,
      email: booking.email,
      subject: `Wijzigingsverzoek boeking ${booking.id}`,
      message: `Boeking ${booking.id} (${when(booking)}).\n${wanted.join('\n')}`,
    },
    { db, venueInbox: deps.venueInbox, now: deps.now },
  )
}
