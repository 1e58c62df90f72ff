/**
 * The waiting list for full day parts (the FAQ promised one). A visitor leaves an e-mail address
 * for a date and day part and confirms it by the link in a mail (double opt-in, as the newsletter).
 * When a day part is freed (a confirmed booking cancelled, a closure reopened), every confirmed
 * entry it now fits is told, in sign-up order, in the same batch as the change that freed it;
 * an entry is told once. Booking stays first come, first served: the mail says so.
 */
import { and, asc, eq } from 'drizzle-orm'
import { type SlotPart, slotsOf } from '~/lib/availability'
import { WAITING_LIST_CONSENT } from '~/lib/booking-schemas'
import { formatLongDate } from '~/lib/format'
import { asDayPart, type DayPart, dayPartInfo } from '~/lib/pricing'
import { bookingSlots, noticesSent, waitingList } from '../../../db/schema'
import { audit } from '../audit.server'
import type { Statement } from '../db/batch.server'
import type { Db } from '../db/client.server'
import type { SubmissionCount } from '../http/rate-limit.server'
import type { Links } from '../links.server'
import { queueDraft } from '../mail/outbox.server'
import { waitingListConfirmMail, waitingListFreeMail } from './mails'

const when = (date: string, dayParts: DayPart) =>
  `${formatLongDate(date)}, ${dayPartInfo[dayParts].label.toLowerCase()}`

/** The entry's own key, which its confirmation link carries: one address, one date, one day part. */
export const entryKey = (entry: { email: string; date: string; dayParts: number }) =>
  `${entry.email}|${entry.date}|${entry.dayParts}`

/** A new entry (or the same one again: then its confirmation mail is sent again), and the mail to confirm it. */
export async function joinWaitingList(
  { email, date, dayParts }: { email: string; date: string; dayParts: DayPart },
  { db, links, now, count }: { db: Db; links: Links; now: number; count?: SubmissionCount },
): Promise<{ mailIds: string[] }> {
  const [existing] = await db
    .select()
    .from(waitingList)
    .where(and(eq(waitingList.email, email), eq(waitingList.date, date), eq(waitingList.dayParts, dayParts)))
  if (existing && existing.status !== 'pending') return { mailIds: [] }
  const confirmUrl = await links.waitingListConfirm(entryKey({ email, date, dayParts }), now)
  const mail = queueDraft(db, waitingListConfirmMail({ email, date, dayParts }, confirmUrl), { type: 'waiting_list' })
  // The same entry sent twice at once is one entry: the second insert does nothing.
  const insert = existing
    ? []
    : [
        db
          .insert(waitingList)
          .values({ email, date, dayParts, consentText: WAITING_LIST_CONSENT, createdAt: new Date(now) })
          .onConflictDoNothing(),
      ]
  await db.batch([mail.statement, ...insert, ...(count ? [count] : [])])
  return { mailIds: [mail.id] }
}

/** Follows the link in the mail: the entry is confirmed (once). False for an entry that is gone. */
export async function confirmWaitingListEntry(db: Db, key: string, now: number): Promise<boolean> {
  const [email = '', date = '', dayParts = ''] = key.split('|')
  const [entry] = await db
    .select()
    .from(waitingList)
    .where(and(eq(waitingList.email, email), eq(waitingList.date, date), eq(waitingList.dayParts, Number(dayParts))))
  if (!entry || entry.status === 'removed') return false
  if (entry.status === 'pending')
    await db.batch([
      db
        .update(waitingList)
        .set({ status: 'confirmed', confirmedAt: new Date(now) })
        .where(eq(waitingList.id, entry.id)),
      audit(
        db,
        {
          actor: 'website',
          entity: 'waiting_list',
          entityId: entry.id,
          action: 'waiting_list.confirm',
          summary: `Wachtlijst bevestigd voor ${when(entry.date, asDayPart(entry.dayParts) ?? 3)}`,
        },
        now,
      ),
    ])
  return true
}

/**
 * What lets day parts go: a booking, a closure, or an activity of the agenda, which may keep some
 * parts of the date when it only moves to other hours (`keeps`).
 */
export type Releasing = { bookingId: number } | { closureId: number } | { eventId: number; keeps?: readonly SlotPart[] }

async function onDate(db: Db, date: string) {
  const [held, waiting] = await Promise.all([
    db.select().from(bookingSlots).where(eq(bookingSlots.date, date)),
    db
      .select()
      .from(waitingList)
      .where(and(eq(waitingList.date, date), eq(waitingList.status, 'confirmed')))
      .orderBy(asc(waitingList.confirmedAt), asc(waitingList.id)),
  ])
  return { held, waiting }
}

/**
 * The mails (and status changes) for the entries a freed day part now fits. `releasing` is the
 * booking, closure or activity whose day parts on `date` are about to go (in the same batch): the
 * parts it held are freed, and an entry fits when all its parts are free once they are.
 */
export async function freedSlotNotices(
  db: Db,
  date: string,
  releasing: Releasing,
  { links, now }: { links: Links; now: number },
  /** The date's held day parts and its confirmed entries (first signed up first), if the caller read them. */
  read?: { held: (typeof bookingSlots.$inferSelect)[]; waiting: (typeof waitingList.$inferSelect)[] },
): Promise<{ statements: Statement[]; mailIds: string[] }> {
  const { held, waiting } = read ?? (await onDate(db, date))
  const isReleasing = (slot: (typeof held)[number]) =>
    'bookingId' in releasing
      ? slot.bookingId === releasing.bookingId
      : 'closureId' in releasing
        ? slot.closureId === releasing.closureId
        : slot.eventId === releasing.eventId
  const keeps = 'eventId' in releasing ? (releasing.keeps ?? []) : []
  const freed = held
    .filter(isReleasing)
    .map((slot) => slot.part)
    .filter((part) => !keeps.includes(part))
  const stillHeld = new Set([...held.filter((slot) => !isReleasing(slot)).map((slot) => slot.part), ...keeps])
  const fits = waiting.filter((entry) => {
    const parts = slotsOf(asDayPart(entry.dayParts) ?? 3)
    return parts.some((part) => freed.includes(part)) && parts.every((part) => !stillHeld.has(part))
  })
  const bookingUrl = (entry: { date: string; dayParts: number }) =>
    links.site(`/tarieven?datum=${entry.date}&dagdeel=${entry.dayParts}`)
  // In sign-up order: queued, and delivered, in that order.
  const notices = fits.map((entry, index) => {
    const dayParts = asDayPart(entry.dayParts) ?? 3
    const mail = queueDraft(db, waitingListFreeMail({ ...entry, dayParts }, bookingUrl(entry)), {
      type: 'waiting_list',
      id: entry.id,
    })
    return {
      id: mail.id,
      statements: [
        // Told once: a second change that frees the same day part at the same moment fails on this key.
        db.insert(noticesSent).values({
          entity: 'waiting_list',
          entityId: entry.id,
          kind: 'vrij',
          mailId: mail.id,
          sentAt: new Date(now),
        }),
        mail.statement,
        db
          .update(waitingList)
          .set({ status: 'notified', notifiedAt: new Date(now + index) })
          .where(and(eq(waitingList.id, entry.id), eq(waitingList.status, 'confirmed'))),
      ],
    }
  })
  return { statements: notices.flatMap((notice) => notice.statements), mailIds: notices.map((notice) => notice.id) }
}
