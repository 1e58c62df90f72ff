/**
 * The owner's choices that are not part of the offer (`owner_settings`, one row per key). For now
 * one: paying what is due back through Mollie without the owner's click
 * (docs/decisions/038-refunds-through-mollie.md), off until the owner turns it on.
 */
import { eq } from 'drizzle-orm'
import { ownerSettings } from '../../../db/schema'
import { audit } from '../audit.server'
import type { Db } from '../db/client.server'

const AUTO_REFUND = 'refunds.auto-ideal'

/** The query for the setting, for a batch (app/server/bookings/state.server.ts reads it with the booking). */
export const autoRefundQuery = (db: Db) =>
  db.select({ value: ownerSettings.value }).from(ownerSettings).where(eq(ownerSettings.key, AUTO_REFUND))

export const autoRefundOf = (rows: { value: string }[]) => rows[0]?.value === 'true'

export async function autoRefundIdeal(db: Db): Promise<boolean> {
  return autoRefundOf(await autoRefundQuery(db))
}

/** Turns it on or off, with a line in the log; nothing is written when it already is. */
export async function setAutoRefundIdeal(db: Db, on: boolean, now: number): Promise<boolean> {
  if ((await autoRefundIdeal(db)) === on) return false
  const value = String(on)
  await db.batch([
    db
      .insert(ownerSettings)
      .values({ key: AUTO_REFUND, value, updatedAt: new Date(now) })
      .onConflictDoUpdate({ target: ownerSettings.key, set: { value, updatedAt: new Date(now) } }),
    audit(
      db,
      {
        actor: 'eigenaar',
        entity: 'setting',
        action: 'setting.auto-refund',
        summary: on
          ? 'Terugbetalen via iDEAL gaat voortaan automatisch'
          : 'Terugbetalen via iDEAL gaat voortaan na een klik van de eigenaar',
        changes: { autoRefundIdeal: [!on, on] },
      },
      now,
    ),
  ])
  return true
}
