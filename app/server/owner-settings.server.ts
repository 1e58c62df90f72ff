/**
 * The owner's choices that are not part of the offer (`owner_settings`, one row per key), each as
 * its `initially` until the owner turns it: paying what is due back through Mollie without the
 * owner's click (docs/decisions/038-refunds-through-mollie.md) and confirming a quote the customer
 * accepts online at once when every date is free (docs/decisions/040-one-agreement-per-booking.md),
 * both off; the morning mail with the day sheet (docs/decisions/043-the-day-sheet-and-the-catering-order.md), on.
 */
import { eq } from 'drizzle-orm'
import { ownerSettings } from '../../db/schema'
import { audit } from './audit.server'
import { reading } from './db/batch.server'
import type { Db } from './db/client.server'

const settings = {
  autoRefundIdeal: {
    key: 'refunds.auto-ideal',
    initially: false,
    action: 'setting.auto-refund',
    on: 'Terugbetalen via iDEAL gaat voortaan automatisch',
    off: 'Terugbetalen via iDEAL gaat voortaan na een klik van de eigenaar',
  },
  autoConfirmQuotes: {
    key: 'quotes.auto-confirm',
    initially: false,
    action: 'setting.quote-auto-confirm',
    on: 'Een online geaccepteerde offerte wordt voortaan meteen bevestigd als elke datum vrij is',
    off: 'Een online geaccepteerde offerte blijft voortaan een aanvraag die de eigenaar bevestigt',
  },
  morningMail: {
    key: 'mail.morning',
    initially: true,
    action: 'setting.morning-mail',
    on: 'De ochtendmail met het dagblad gaat voortaan om 7.00 uur naar de eigenaar',
    off: 'De ochtendmail met het dagblad is uitgezet',
  },
} as const
export type OwnerSetting = keyof typeof settings

/** The query for a setting, for a batch (app/server/bookings/state.server.ts reads one with the booking). */
export const settingQuery = (db: Db, name: OwnerSetting) =>
  db.select({ value: ownerSettings.value }).from(ownerSettings).where(eq(ownerSettings.key, settings[name].key))

/** The setting from its row; without one, what it is initially. */
export const settingOf = (rows: { value: string }[], initially = false) =>
  rows[0] ? rows[0].value === 'true' : initially

/** The setting, as a part of a page's batch. */
export const ownerSettingReading = (db: Db, name: OwnerSetting) =>
  reading([settingQuery(db, name)] as const, ([rows]) => settingOf(rows, settings[name].initially))

export async function ownerSetting(db: Db, name: OwnerSetting): Promise<boolean> {
  return settingOf(await settingQuery(db, name), settings[name].initially)
}

/** Writes a setting's row and its line in the log, in one batch. */
async function writeSetting(
  db: Db,
  key: string,
  value: string,
  entry: { action: string; summary: string; changes?: Record<string, [unknown, unknown]> },
  now: number,
): Promise<void> {
  await db.batch([
    db
      .insert(ownerSettings)
      .values({ key, value, updatedAt: new Date(now) })
      .onConflictDoUpdate({ target: ownerSettings.key, set: { value, updatedAt: new Date(now) } }),
    audit(db, { actor: 'eigenaar', entity: 'setting', ...entry }, now),
  ])
}

/** Turns a setting on or off, with a line in the log; nothing is written when it already is. */
export async function setOwnerSetting(db: Db, name: OwnerSetting, on: boolean, now: number): Promise<boolean> {
  if ((await ownerSetting(db, name)) === on) return false
  const setting = settings[name]
  await writeSetting(
    db,
    setting.key,
    String(on),
    { action: setting.action, summary: on ? setting.on : setting.off, changes: { [name]: [!on, on] } },
    now,
  )
  return true
}

/**
 * The owner's review address (e.g. their Google Business Profile's review link): with it, the
 * thank-you after the meeting asks every customer alike for a review (docs/decisions/044-the-thank-you.md).
 */
const REVIEW_URL_KEY = 'reviews.url'

export const reviewUrlQuery = (db: Db) =>
  db.select({ value: ownerSettings.value }).from(ownerSettings).where(eq(ownerSettings.key, REVIEW_URL_KEY))

export const reviewUrlOf = (rows: { value: string }[]): string | null => rows[0]?.value || null

/** The review address, as a part of a page's batch. */
export const reviewUrlReading = (db: Db) => reading([reviewUrlQuery(db)] as const, ([rows]) => reviewUrlOf(rows))

/** Sets the review address (null takes it away), with a line in the log; nothing is written when it already is. */
export async function setReviewUrl(db: Db, url: string | null, now: number): Promise<boolean> {
  if (reviewUrlOf(await reviewUrlQuery(db)) === url) return false
  const summary = url
    ? `Reviewadres ingesteld: ${url}`
    : 'Reviewadres verwijderd: de bedankmail vraagt niet meer om een review'
  await writeSetting(db, REVIEW_URL_KEY, url ?? '', { action: 'setting.review-url', summary }, now)
  return true
}
