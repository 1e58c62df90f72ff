/**
 * Logging in: throttled per client (5 failures per 15 minutes, counted atomically before the
 * password is checked), checked against the hash in ADMIN_PASSWORD_HASH. Without a usable hash
 * nobody can log in, and the log says why.
 */
import { and, count, eq, gt, lt, sql } from 'drizzle-orm'
import { loginAttempts } from '../../../db/schema'
import type { Db } from '../db/client.server'
import { parseStoredHash, verifyPassword } from './password.server'

export const MAX_FAILED_LOGINS = 5
export const LOGIN_WINDOW_MS = 15 * 60_000

export type LoginOutcome = { ok: true } | { ok: false; status: 400 | 401 | 429 | 503; message: string }

export const loginMessages = {
  wrongPassword: 'Onjuist wachtwoord',
  throttled: `Te veel mislukte pogingen. Wacht ${LOGIN_WINDOW_MS / 60_000} minuten en probeer het dan opnieuw.`,
  notConfigured: 'Inloggen is op deze omgeving nog niet ingesteld. Neem contact op met de beheerder van de website.',
  empty: 'Vul het wachtwoord in.',
}

export async function attemptLogin(
  password: string,
  { db, storedHash, clientKey, now }: { db: Db; storedHash: string | undefined; clientKey: string; now: number },
): Promise<LoginOutcome> {
  const since = new Date(now - LOGIN_WINDOW_MS)
  if (!password) {
    const [failures] = await db.select({ n: count() }).from(loginAttempts).where(recentFailures(clientKey, since))
    return (failures?.n ?? 0) >= MAX_FAILED_LOGINS
      ? { ok: false, status: 429, message: loginMessages.throttled }
      : { ok: false, status: 400, message: loginMessages.empty }
  }

  const hash = parseStoredHash(storedHash)
  if (!hash) {
    console.error(
      'Admin login refused: ADMIN_PASSWORD_HASH is missing or invalid. ' +
        'Set it with `npm run admin:password` and `wrangler secret put ADMIN_PASSWORD_HASH`.',
    )
    return { ok: false, status: 503, message: loginMessages.notConfigured }
  }

  // The attempt is counted, as a failure, before the password is checked: one statement that
  // inserts it only while the client has fewer than MAX_FAILED_LOGINS recent failures. D1 runs
  // statements one at a time, so parallel attempts cannot all pass a count read before any of
  // them is written.
  const [claim] = await db.all<{ id: number }>(sql`
    INSERT INTO ${loginAttempts} (client_key, succeeded, attempted_at)
    SELECT ${clientKey}, 0, ${now}
    WHERE (SELECT count(*) FROM ${loginAttempts} WHERE ${recentFailures(clientKey, since)}) < ${MAX_FAILED_LOGINS}
    RETURNING id`)
  if (!claim) return { ok: false, status: 429, message: loginMessages.throttled }

  const succeeded = await verifyPassword(password, hash)
  await db.batch([
    db.update(loginAttempts).set({ succeeded }).where(eq(loginAttempts.id, claim.id)),
    // Old attempts are of no use to anyone.
    db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now - 24 * 60 * 60_000))),
  ])
  return succeeded ? { ok: true } : { ok: false, status: 401, message: loginMessages.wrongPassword }
}

function recentFailures(clientKey: string, since: Date) {
  return and(
    eq(loginAttempts.clientKey, clientKey),
    eq(loginAttempts.succeeded, false),
    gt(loginAttempts.attemptedAt, since),
  )
}
