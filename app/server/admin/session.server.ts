/**
 * The admin session: a row in admin_sessions, and a `__Host-` cookie holding a jose-signed token
 * with only the row id. Absolute lifetime 12 hours, idle timeout 30 minutes, both enforced on
 * the server; logout revokes the row, so a copied cookie stops working.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { errors, jwtVerify, SignJWT } from 'jose'
import { adminSessions } from '../../../db/schema'
import { audit } from '../audit.server'
import { type Reading, reading, readOne } from '../db/batch.server'
import type { Db } from '../db/client.server'

export const SESSION_COOKIE = '__Host-beheer'
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000
export const SESSION_IDLE_MS = 30 * 60_000
/** lastSeenAt is written at most once a minute, not on every request. */
const TOUCH_AFTER_MS = 60_000

const key = (secret: string) => new TextEncoder().encode(secret)

export async function createSession(db: Db, secret: string, now: number): Promise<string> {
  const id = crypto.randomUUID()
  await db.batch([
    db.insert(adminSessions).values({
      id,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    }),
    audit(db, { actor: 'eigenaar', action: 'session.login', summary: 'Ingelogd' }, now),
  ])
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + SESSION_ABSOLUTE_MS) / 1000))
    .sign(key(secret))
  return sessionCookie(token, SESSION_ABSOLUTE_MS / 1000)
}

export function sessionCookie(value: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAgeSeconds}`
}

export const clearedSessionCookie = sessionCookie('', 0)

function tokenFrom(request: Request): string | undefined {
  const cookies = request.headers.get('Cookie') ?? ''
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) return value.join('=')
  }
  return undefined
}

/** The session id a request's cookie carries, signed by us and within its 12 hours; not yet checked against its row. */
export async function claimedSession(request: Request, secret: string, now: number): Promise<string | undefined> {
  const token = tokenFrom(request)
  if (!token) return undefined
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], currentDate: new Date(now) })
    return payload.sub || undefined
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined
    throw error
  }
}

/** What the session's row says: live (not revoked, within 12 hours, not idle), and whether to write its lastSeenAt. */
export type SessionRow = { live: boolean; touch: boolean }

/** The session's row as a reading, so that it can go to D1 with a page's own (guard.server.ts). */
export function sessionReading(db: Db, id: string, now: number): Reading<SessionRow> {
  return reading(
    [
      db
        .select({ lastSeenAt: adminSessions.lastSeenAt })
        .from(adminSessions)
        .where(
          and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, new Date(now))),
        ),
    ] as const,
    ([[session]]) => {
      const idle = session ? now - session.lastSeenAt.getTime() : Number.POSITIVE_INFINITY
      return { live: idle <= SESSION_IDLE_MS, touch: idle <= SESSION_IDLE_MS && idle > TOUCH_AFTER_MS }
    },
  )
}

/** Records that the owner was seen now: the idle timeout counts from here. */
export async function touchSession(db: Db, id: string, now: number): Promise<void> {
  await db
    .update(adminSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(adminSessions.id, id))
}

/**
 * The live session's id, or undefined (no cookie, forged, expired, idle too long, revoked), read in
 * a round trip of its own: for a change, which must know the session before it runs.
 */
export async function readSession(request: Request, db: Db, secret: string, now: number): Promise<string | undefined> {
  const id = await claimedSession(request, secret, now)
  if (!id) return undefined
  const session = await readOne(db, sessionReading(db, id, now))
  if (!session.live) return undefined
  if (session.touch) await touchSession(db, id, now)
  return id
}

export async function revokeSession(db: Db, id: string, now: number): Promise<void> {
  await db.batch([
    db
      .update(adminSessions)
      .set({ revokedAt: new Date(now) })
      .where(eq(adminSessions.id, id)),
    audit(db, { actor: 'eigenaar', action: 'session.logout', summary: 'Uitgelogd' }, now),
  ])
}
