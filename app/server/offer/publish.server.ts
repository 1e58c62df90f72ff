/**
 * Publishing a price list (docs/decisions/036-the-offer-as-data.md): the list and its entries are
 * written as a draft, then published in one batch with the audit entry. A published list is never
 * changed or deleted: this is the only code that writes price lists.
 */
import { eq, sql } from 'drizzle-orm'
import { amsterdamDate } from '~/lib/dates'
import { listOn, type PriceListDraft, priceListProblems } from '~/lib/price-list'
import { priceListChanges, publishSummary } from '~/lib/price-list-log'
import { priceListEntries, priceLists } from '../../../db/schema'
import type { AuditEntry } from '../audit.server'
import { audit } from '../audit.server'
import type { Db } from '../db/client.server'
import { loadPriceBook } from './price-lists.server'

export type PublishOutcome = { id: number; problems?: undefined } | { problems: { field: string; message: string }[] }

export async function publishPriceList(
  db: Db,
  draft: PriceListDraft,
  { now, actor }: { now: number; actor: AuditEntry['actor'] },
): Promise<PublishOutcome> {
  const problems = priceListProblems(draft, amsterdamDate(new Date(now)))
  if (problems.length > 0) return { problems }
  const before = listOn(await loadPriceBook(db), draft.validFrom)
  const [created] = await db
    .insert(priceLists)
    .values({
      name: draft.name.trim(),
      validFrom: draft.validFrom,
      roomHalfDayCents: draft.room.halfDayCents,
      roomFullDayCents: draft.room.fullDayCents,
      roomVatRate: draft.room.vatRate,
      fullDayFactorPercent: draft.fullDayFactorPercent,
      coachingSessionCents: draft.coachingSessionCents,
      ...draft.terms,
    })
    .returning({ id: priceLists.id })
  if (!created) throw new Error('De prijslijst is niet opgeslagen.')
  const { id } = created
  await db.batch([
    db.update(priceLists).set({ publishedAt: sql`(unixepoch('subsec') * 1000)` }).where(eq(priceLists.id, id)),
    ...draft.entries.map((entry) => db.insert(priceListEntries).values({ ...entry, priceListId: id })),
    audit(
      db,
      {
        actor,
        entity: 'price_list',
        entityId: id,
        action: 'price-list.publish',
        summary: publishSummary(draft),
        changes: priceListChanges(before, draft),
      },
      now,
    ),
  ])
  return { id }
}
