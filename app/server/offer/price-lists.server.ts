/**
 * The published price lists, read from D1 (docs/decisions/036-the-offer-as-data.md): one batch of
 * two small reads, so a request that prices anything reads the offer once.
 */
import { asc, isNotNull } from 'drizzle-orm'
import { amsterdamDate } from '~/lib/dates'
import { listOn, listsFrom, type PriceBook, type PriceList, priceBook } from '~/lib/price-list'
import { priceListEntries, priceLists } from '../../../db/schema'
import { reading, readOne } from '../db/batch.server'
import type { Db } from '../db/client.server'

/** The two reads of the published lists, for a batch of the caller's own (bookFromRows makes the book). */
export const priceBookQueries = (db: Db) =>
  [
    db.select().from(priceLists).where(isNotNull(priceLists.publishedAt)).orderBy(asc(priceLists.validFrom)),
    db.select().from(priceListEntries).orderBy(asc(priceListEntries.kind), asc(priceListEntries.position)),
  ] as const

type ListRow = typeof priceLists.$inferSelect
type EntryRow = typeof priceListEntries.$inferSelect

/** The book from the rows priceBookQueries read. */
export function bookFromRows(lists: readonly ListRow[], entries: readonly EntryRow[]): PriceBook {
  return priceBook(
    lists.map(
      (list): PriceList => ({
        id: list.id,
        name: list.name,
        validFrom: list.validFrom,
        room: { halfDayCents: list.roomHalfDayCents, fullDayCents: list.roomFullDayCents, vatRate: list.roomVatRate },
        fullDayFactorPercent: list.fullDayFactorPercent,
        coachingSessionCents: list.coachingSessionCents,
        terms: {
          quoteValidDays: list.quoteValidDays,
          paymentTermDays: list.paymentTermDays,
          peopleChangeWorkdays: list.peopleChangeWorkdays,
          freeCancellationDays: list.freeCancellationDays,
          halfRoomWorkdays: list.halfRoomWorkdays,
          halfRoomPercent: list.halfRoomPercent,
          freeCateringHours: list.freeCateringHours,
          maxPeople: list.maxPeople,
          minHoursAhead: list.minHoursAhead,
          maxMonthsAhead: list.maxMonthsAhead,
          optieDays: list.optieDays,
          depositPercent: list.depositPercent,
          depositTermDays: list.depositTermDays,
          balanceDaysBefore: list.balanceDaysBefore,
        },
        entries: entries
          .filter((entry) => entry.priceListId === list.id)
          .map(({ kind, key, label, includes, unitCents, vatRate, position, unit }) => ({
            kind,
            key,
            label,
            includes,
            unitCents,
            vatRate,
            position,
            unit,
          })),
      }),
    ),
  )
}

/** Every published list with its entries. */
export const loadPriceBook = (db: Db): Promise<PriceBook> => readOne(db, priceBookReading(db))

/** Every published list with its entries, as a part of a page's batch. */
export const priceBookReading = (db: Db) =>
  reading(priceBookQueries(db), ([lists, entries]) => bookFromRows(lists, entries))

/** The list in effect today (Europe/Amsterdam): what the site shows as "the" prices. */
export async function currentPriceList(db: Db, now: number): Promise<PriceList> {
  return listOn(await loadPriceBook(db), amsterdamDate(new Date(now)))
}

/** The lists that price meetings from today on: the one in effect and every later one, oldest first. */
export async function priceListsFromToday(db: Db, now: number): Promise<PriceList[]> {
  return listsFrom(await loadPriceBook(db), amsterdamDate(new Date(now)))
}
