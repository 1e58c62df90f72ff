/** The owner's list of messages (app/lib/admin-lists.ts), and marking them read. */
import { and, count, isNotNull, isNull, sql } from 'drizzle-orm'
import type { ListQuery } from '~/lib/admin-lists'
import { contactMessages } from '../../../db/schema'
import { audit } from '../audit.server'
import type { Db } from '../db/client.server'
import { byCreation, matches, paged } from '../db/keyset.server'

export function messagesPage(db: Db, query: ListQuery) {
  const filters = and(
    matches(query.q, sql`${contactMessages.name}`, sql`${contactMessages.email}`, sql`${contactMessages.subject}`),
    query.status === 'ongelezen'
      ? isNull(contactMessages.readAt)
      : query.status === 'gelezen'
        ? isNotNull(contactMessages.readAt)
        : undefined,
  )
  return paged(
    byCreation(contactMessages, query.sort),
    query,
    filters,
    (where, orderBy, limit) =>
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    (where) => db.select({ n: count() }).from(contactMessages).where(where),
  )
}

export async function markMessagesRead(db: Db, now: number) {
  await db.batch([
    db
      .update(contactMessages)
      .set({ readAt: new Date(now) })
      .where(isNull(contactMessages.readAt)),
    audit(db, { actor: 'eigenaar', action: 'messages.read', summary: 'Alle berichten als gelezen gemarkeerd' }, now),
  ])
}
