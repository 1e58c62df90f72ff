/**
 * The cron's morning mail to the owner (./morning-mail.ts): at the first run from 7.00, once a day,
 * when the owner has it on and there is something to say. Once: the day's notice is written in the
 * same batch as the mail, and its primary key refuses a second; a day with nothing to say gets the
 * notice alone, so the later runs of the day read no bookings.
 */

import { and, eq } from 'drizzle-orm'
import { addDays, amsterdamDate } from '~/lib/dates'
import { cateringOrder, finalToday, morningMailDue, sheetEntries } from '~/lib/day-sheet'
import { noticesSent } from '../../../db/schema'
import { closedHolidaysReading } from '../closures/closures.server'
import { reading, readTogether } from '../db/batch.server'
import type { Db } from '../db/client.server'
import type { Links } from '../links.server'
import { queueDraft } from '../mail/outbox.server'
import { ownerSettingReading } from '../owner-settings.server'
import { dayBookingsReading } from './day-bookings.server'
import { morningMail } from './morning-mail'

/** The day's notice: one row per date (entity 'dag', the date as a number such as 20261207). */
const noticeOf = (today: string) => ({
  entity: 'dag',
  entityId: Number(today.replaceAll('-', '')),
  kind: 'ochtendmail',
})

/** How far ahead a people-change term can reach: more than any list's workdays, in calendar days. */
const FINAL_HORIZON_DAYS = 45

export async function sendMorningMail(deps: {
  db: Db
  links: Links
  venueInbox: string
  now: number
}): Promise<string[]> {
  const { db, now } = deps
  if (!morningMailDue(now)) return []
  const today = amsterdamDate(new Date(now))
  const notice = noticeOf(today)
  // Every minute from 7.00 the cron asks; only the first run of the day reads the bookings.
  const asked = await readTogether(db, {
    on: ownerSettingReading(db, 'morningMail'),
    done: reading(
      [
        db
          .select({ kind: noticesSent.kind })
          .from(noticesSent)
          .where(
            and(
              eq(noticesSent.entity, notice.entity),
              eq(noticesSent.entityId, notice.entityId),
              eq(noticesSent.kind, notice.kind),
            ),
          ),
      ] as const,
      ([rows]) => rows.length > 0,
    ),
  })
  if (!asked.on || asked.done) return []
  const read = await readTogether(db, {
    bookings: dayBookingsReading(db, today, addDays(today, FINAL_HORIZON_DAYS)),
    closed: closedHolidaysReading(db),
  })
  const entries = sheetEntries(read.bookings.filter((booking) => booking.day.date === today))
  const final = cateringOrder(finalToday(read.bookings, now, read.closed))
  const sentAt = new Date(now)
  // Nothing to say: the morning is done all the same (the notice without a mail), and not read again.
  if (entries.length === 0 && final.length === 0) {
    await db
      .insert(noticesSent)
      .values({ ...notice, sentAt })
      .onConflictDoNothing()
    return []
  }
  const [first, last] = [final[0]?.date ?? today, final.at(-1)?.date ?? today]
  const draft = morningMail({
    today,
    venueInbox: deps.venueInbox,
    entries,
    final,
    sheetUrl: deps.links.site(`/admin/dag/${today}`),
    cateringUrl: deps.links.site(`/admin/catering?van=${first}&tot=${last}`),
    settingUrl: deps.links.site(`/admin/dag/${today}#ochtendmail`),
  })
  const queued = queueDraft(db, draft, { type: 'dag' })
  try {
    await db.batch([queued.statement, db.insert(noticesSent).values({ ...notice, mailId: queued.id, sentAt })])
  } catch (error) {
    // Another run wrote the day's notice first: its mail is the one.
    if (String(error).includes('UNIQUE')) return []
    throw error
  }
  return [queued.id]
}
