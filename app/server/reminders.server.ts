/**
 * The cron's reminders, each exactly once: a week and 48 hours before a confirmed booking (with
 * the link to the customer's own page and the parking guide), and once for an invoice still open
 * after its payment term. The once is the notices_sent key, written in the same batch as the mail:
 * a second run, or two runs at once, cannot send it again. A booking cancelled before its time
 * comes gets nothing, and neither does one confirmed after a reminder's window opened: its
 * confirmation mail, just sent, says all a reminder would.
 */
import { and, between, eq, inArray, lt } from 'drizzle-orm'
import { amsterdamInstant } from '~/lib/availability'
import { addDays, amsterdamDate } from '~/lib/dates'
import { dayPartInfo } from '~/lib/pricing'
import { bookings, invoices, noticesSent } from '../../db/schema'
import { type Booking, selectionOf } from './bookings/queries.server'
import type { Db } from './db.server'
import { manageUrl, paymentUrl } from './links.server'
import { bookingReminderMail, unpaidReminderMail } from './mail/invoice-templates.server'
import { queueMail } from './mail/outbox.server'

const HOUR = 60 * 60_000
export const WEEK_BEFORE_MS = 7 * 24 * HOUR
export const SOON_BEFORE_MS = 48 * HOUR

type ReminderDeps = { db: Db; siteUrl: string; secret: string; ideal: boolean; now: number }

/** Sends what is due; returns the ids of the mails it queued. */
export async function sendReminders(deps: ReminderDeps): Promise<string[]> {
  return [...(await bookingReminders(deps)), ...(await unpaidReminders(deps))]
}

async function sentFor(db: Db, entity: string, ids: number[]) {
  if (ids.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: noticesSent.entityId, kind: noticesSent.kind })
    .from(noticesSent)
    .where(and(eq(noticesSent.entity, entity), inArray(noticesSent.entityId, ids)))
  return new Set(rows.map((row) => `${row.id}:${row.kind}`))
}

/** One notice: its key and its mail in one batch; false when another run sent it already. */
async function sendOnce(
  db: Db,
  entity: string,
  entityId: number,
  kind: string,
  now: number,
  mail: ReturnType<typeof queueMail>,
) {
  try {
    await db.batch([
      db.insert(noticesSent).values({ entity, entityId, kind, mailId: mail.id, sentAt: new Date(now) }),
      mail.statement,
    ])
    return true
  } catch (error) {
    if (String(error).includes('notices_sent')) return false
    throw error
  }
}

async function bookingReminders({ db, siteUrl, secret, now }: ReminderDeps): Promise<string[]> {
  const today = amsterdamDate(new Date(now))
  const soon: Booking[] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'bevestigd'), between(bookings.date, today, addDays(today, 8))))
  const sent = await sentFor(
    db,
    'booking',
    soon.map((booking) => booking.id),
  )
  const queued: string[] = []
  for (const booking of soon) {
    const selection = selectionOf(booking)
    const untilStart = amsterdamInstant(booking.date, dayPartInfo[selection.dayParts].start) - now
    const kind =
      untilStart > 0 && untilStart <= SOON_BEFORE_MS
        ? '48u'
        : untilStart > SOON_BEFORE_MS && untilStart <= WEEK_BEFORE_MS
          ? 'week'
          : undefined
    if (!kind || sent.has(`${booking.id}:${kind}`)) continue
    const windowOpened = untilStart + now - (kind === '48u' ? SOON_BEFORE_MS : WEEK_BEFORE_MS)
    if ((booking.statusChangedAt?.getTime() ?? 0) > windowOpened) continue
    const mail = queueMail(db, {
      ...bookingReminderMail({
        date: booking.date,
        dayParts: selection.dayParts,
        numPeople: booking.numPeople,
        manageUrl: await manageUrl({ SIGNING_SECRET: secret, SITE_URL: siteUrl }, booking, now),
        parkingUrl: new URL('/downloads/parkeerwijzer.pdf', siteUrl).href,
        today,
      }),
      to: booking.email,
      relatedType: 'booking',
      relatedId: booking.id,
    })
    if (await sendOnce(db, 'booking', booking.id, kind, now, mail)) queued.push(mail.id)
  }
  return queued
}

async function unpaidReminders({ db, siteUrl, secret, ideal, now }: ReminderDeps): Promise<string[]> {
  const today = amsterdamDate(new Date(now))
  const overdue = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'open'), eq(invoices.kind, 'factuur'), lt(invoices.dueOn, today)))
  const sent = await sentFor(
    db,
    'invoice',
    overdue.map((invoice) => invoice.id),
  )
  const queued: string[] = []
  for (const invoice of overdue) {
    if (sent.has(`${invoice.id}:herinnering`) || invoice.totalCents <= invoice.paidCents) continue
    const mail = queueMail(db, {
      ...unpaidReminderMail({
        number: invoice.number,
        totalCents: invoice.totalCents - invoice.paidCents,
        dueOn: invoice.dueOn,
        payUrl: ideal
          ? await paymentUrl({ SIGNING_SECRET: secret, SITE_URL: siteUrl }, invoice.number, now)
          : undefined,
      }),
      to: invoice.customerEmail,
      relatedType: 'invoice',
      relatedId: invoice.id,
    })
    if (await sendOnce(db, 'invoice', invoice.id, 'herinnering', now, mail)) queued.push(mail.id)
  }
  return queued
}
