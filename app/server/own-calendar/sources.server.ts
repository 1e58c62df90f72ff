/**
 * The owner's own calendars, read in (docs/decisions/035-the-owners-own-calendar.md): the owner
 * saves the secret iCal address of a Google or Outlook calendar; the cron reads each every 15
 * minutes and keeps its busy periods inside the booking window, which take those day parts on the
 * website. A calendar that cannot be read keeps its last good periods, and the owner sees since when
 * and why. The address is a secret: it is never shown in full after saving, nor logged.
 */
import { and, asc, count, eq, gt, lt } from 'drizzle-orm'
import { amsterdamInstant, bookingWindow } from '~/lib/availability'
import { addDays, type IsoDate } from '~/lib/dates'
import { singleLine } from '~/lib/single-line'
import { busyPeriods as busyPeriodsTable, calendarSources } from '../../../db/schema'
import { audit } from '../audit.server'
import { reading, type Statement } from '../db/batch.server'
import type { Db } from '../db/client.server'
import { currentPriceList } from '../offer/price-lists.server'
import { type BusyPeriod, busyPeriods, CalendarParseError } from './busy-times'

/** How often the cron reads each calendar. */
export const REFRESH_MINUTES = 15
/** A calendar larger than this, or slower than this, is not read (and keeps its last good periods). */
export const MAX_CALENDAR_BYTES = 2_000_000
export const FETCH_TIMEOUT_MS = 10_000
const MAX_REDIRECTS = 3
/** D1 takes at most 100 bound values per statement: seven columns, fourteen rows. */
const ROWS_PER_INSERT = 14
/** More busy periods than this in the booking window are cut off, with a message. */
export const MAX_BUSY_PERIODS = 3_000
/** The owner links a few calendars (private, work); each is read every quarter hour. */
export const MAX_CALENDAR_SOURCES = 5

export const calendarMessages = {
  notHttps: 'Gebruik het geheime iCal-adres dat met https:// (of webcal://) begint.',
  tooLong: 'Dit adres is te lang voor een agenda-adres.',
  unreachable: 'De agenda was niet bereikbaar.',
  timeout: `De agenda antwoordde niet binnen ${FETCH_TIMEOUT_MS / 1000} seconden.`,
  tooLarge: `De agenda is groter dan ${MAX_CALENDAR_BYTES / 1_000_000} MB; we lezen hem niet.`,
  tooManyRedirects: 'De agenda verwees te vaak door naar een ander adres.',
  redirectNotHttps: 'De agenda verwees door naar een adres zonder https.',
  status: (status: number) =>
    status === 401 || status === 403 || status === 404
      ? `De agenda gaf antwoord ${status}: het adres werkt niet (meer). Kopieer het geheime iCal-adres opnieuw.`
      : `De agenda gaf antwoord ${status}.`,
  cut: (count: number) =>
    `De agenda heeft meer dan ${count} afspraken in de komende maanden; de eerste ${count} tellen.`,
  tooMany: `Je kunt hoogstens ${MAX_CALENDAR_SOURCES} agenda's koppelen. Verwijder er eerst een.`,
  unreadable: 'De agenda kon niet worden gelezen. We proberen het over een kwartier opnieuw.',
} as const

/** The address as the owner may see it after saving: its host and the last few characters. */
export function maskedAddress(url: string): string {
  try {
    const { host } = new URL(url)
    return `https://${host}/…${url.slice(-6)}`
  } catch {
    return '…'
  }
}

/**
 * The address the cron reads: webcal:// is https://; anything else but https is refused, except an
 * origin the local end-to-end tests allow (CALENDAR_HTTP_ORIGINS).
 */
export function calendarAddress(
  input: string,
  httpOrigins: readonly string[] = [],
): { ok: true; url: string } | { ok: false; message: string } {
  const trimmed = input.trim().replace(/^webcals?:\/\//i, 'https://')
  if (trimmed.length > 2_000) return { ok: false, message: calendarMessages.tooLong }
  try {
    const url = new URL(trimmed)
    const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && httpOrigins.includes(url.origin))
    if (!allowed || !url.hostname) return { ok: false, message: calendarMessages.notHttps }
    return { ok: true, url: url.href }
  } catch {
    return { ok: false, message: calendarMessages.notHttps }
  }
}

/** Saves a calendar: its id, or why not (the owner has as many as they may). */
export async function addCalendarSource(
  db: Db,
  { label, url }: { label: string; url: string },
  now: number,
): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
  const [{ sources } = { sources: 0 }] = await db.select({ sources: count() }).from(calendarSources)
  if (sources >= MAX_CALENDAR_SOURCES) return { ok: false, message: calendarMessages.tooMany }
  const [[added]] = await db.batch([
    db
      .insert(calendarSources)
      .values({ label, url, createdAt: new Date(now) })
      .returning({ id: calendarSources.id }),
    audit(db, { actor: 'eigenaar', action: 'calendar-source.add', summary: `Eigen agenda toegevoegd: ${label}` }, now),
  ])
  if (!added) throw new Error('The calendar was not saved')
  return { ok: true, id: added.id }
}

/** The calendar and its busy periods go; false for one that was already gone. */
export async function removeCalendarSource(db: Db, id: number, now: number): Promise<boolean> {
  const [source] = await db
    .select({ label: calendarSources.label })
    .from(calendarSources)
    .where(eq(calendarSources.id, id))
  if (!source) return false
  await db.batch([
    db.delete(busyPeriodsTable).where(eq(busyPeriodsTable.sourceId, id)),
    db.delete(calendarSources).where(eq(calendarSources.id, id)),
    audit(
      db,
      { actor: 'eigenaar', action: 'calendar-source.remove', summary: `Eigen agenda verwijderd: ${source.label}` },
      now,
    ),
  ])
  return true
}

/**
 * The owner's calendars as /admin/kalender lists them: never the whole address, and a reason without
 * control characters (one stored before the reasons stopped quoting the file could hold them).
 */
export function calendarSourcesReading(db: Db) {
  return reading([db.select().from(calendarSources).orderBy(asc(calendarSources.id))] as const, ([sources]) =>
    sources.map(({ url, error, ...source }) => ({
      ...source,
      error: error === null ? null : singleLine(error),
      address: maskedAddress(url),
    })),
  )
}

type Fetch = typeof globalThis.fetch

/** Why a fetch or its body failed: the time limit, or no connection. */
const fetchFailure = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    ? calendarMessages.timeout
    : calendarMessages.unreachable

/** The calendar's text, within the limits; a Dutch reason for anything else. */
async function readCalendar(
  url: string,
  { fetch, timeoutMs }: { fetch: Fetch; timeoutMs: number },
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  let address = url
  for (let redirects = 0; ; redirects += 1) {
    let response: Response
    try {
      response = await fetch(address, {
        redirect: 'manual',
        headers: { Accept: 'text/calendar, */*;q=0.1' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      return { ok: false, message: fetchFailure(error) }
    }
    if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
      await response.body?.cancel()
      if (redirects >= MAX_REDIRECTS) return { ok: false, message: calendarMessages.tooManyRedirects }
      const next = new URL(response.headers.get('location') ?? '', address)
      if (next.protocol !== 'https:') return { ok: false, message: calendarMessages.redirectNotHttps }
      address = next.href
      continue
    }
    if (!response.ok) {
      await response.body?.cancel()
      return { ok: false, message: calendarMessages.status(response.status) }
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_CALENDAR_BYTES) {
      await response.body?.cancel()
      return { ok: false, message: calendarMessages.tooLarge }
    }
    // Counted as it arrives: a server may send more than it announced, or announce nothing.
    const reader = response.body?.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    try {
      for (;;) {
        const { done, value } = (await reader?.read()) ?? { done: true, value: undefined }
        if (done) break
        size += value.byteLength
        if (size > MAX_CALENDAR_BYTES) {
          await reader?.cancel()
          return { ok: false, message: calendarMessages.tooLarge }
        }
        chunks.push(value)
      }
    } catch (error) {
      return { ok: false, message: fetchFailure(error) }
    }
    const bytes = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      bytes.set(chunk, offset)
      offset += chunk.byteLength
    }
    return { ok: true, text: new TextDecoder().decode(bytes) }
  }
}

function periodRows(db: Db, sourceId: number, periods: readonly BusyPeriod[]): Statement[] {
  const rows = periods.map((period) => ({
    sourceId,
    uid: period.uid.slice(0, 500),
    title: period.title.slice(0, 200),
    startAt: new Date(period.start),
    endAt: new Date(period.end),
    allDay: period.allDay,
  }))
  const statements: Statement[] = []
  for (let index = 0; index < rows.length; index += ROWS_PER_INSERT)
    statements.push(db.insert(busyPeriodsTable).values(rows.slice(index, index + ROWS_PER_INSERT)))
  return statements
}

/**
 * Reads the owner's calendars (the cron's job and "Nu opnieuw lezen": all of them; a calendar just
 * added: that one) and replaces each one's busy periods in one batch; a calendar that fails keeps
 * what it had, with the reason and since when. The files are fetched at once, so a calendar that
 * does not answer costs its time limit once, not once for every calendar after it; each is then
 * read on its own, and one that cannot be read never stops the others.
 */
export async function refreshCalendarSources(
  db: Db,
  { fetch, now, timeoutMs = FETCH_TIMEOUT_MS, only }: { fetch: Fetch; now: number; timeoutMs?: number; only?: number },
): Promise<void> {
  const sources = await db
    .select()
    .from(calendarSources)
    .where(only === undefined ? undefined : eq(calendarSources.id, only))
    .orderBy(asc(calendarSources.id))
  if (sources.length === 0) return
  const { first, last } = bookingWindow(now, (await currentPriceList(db, now)).terms)
  const files = await Promise.all(sources.map((source) => readCalendar(source.url, { fetch, timeoutMs })))
  for (const [index, source] of sources.entries()) {
    const file = files[index] ?? { ok: false as const, message: calendarMessages.unreachable }
    const parsed = file.ok ? parseCalendar(file.text, first, last) : file
    if (!parsed.ok) {
      await db
        .update(calendarSources)
        .set({ checkedAt: new Date(now), failingSince: source.failingSince ?? new Date(now), error: parsed.message })
        .where(eq(calendarSources.id, source.id))
      continue
    }
    const kept = parsed.periods.slice(0, MAX_BUSY_PERIODS)
    await db.batch([
      db.delete(busyPeriodsTable).where(eq(busyPeriodsTable.sourceId, source.id)),
      ...periodRows(db, source.id, kept),
      db
        .update(calendarSources)
        .set({
          checkedAt: new Date(now),
          okAt: new Date(now),
          failingSince: null,
          error: parsed.periods.length > kept.length ? calendarMessages.cut(MAX_BUSY_PERIODS) : null,
          busyCount: kept.length,
          skippedCount: parsed.skipped,
        })
        .where(eq(calendarSources.id, source.id)),
    ])
  }
}

function parseCalendar(text: string, from: IsoDate, to: IsoDate) {
  try {
    return { ok: true as const, ...busyPeriods(text, { from, to }) }
  } catch (error) {
    if (error instanceof CalendarParseError) return { ok: false as const, message: error.message }
    // Not the file's fault as far as we know: logged for us, a plain reason for the owner.
    console.error('An own calendar could not be read', error)
    return { ok: false as const, message: calendarMessages.unreadable }
  }
}

/** Whether the cron should read the calendars now: every REFRESH_MINUTES, on the quarter hour. */
export const refreshDue = (now: number) => Math.floor(now / 60_000) % REFRESH_MINUTES === 0

/** Whether the owner's own calendars hold any busy period: without one, nothing can conflict with it. */
export const anyBusyPeriod = (db: Db) =>
  reading(
    [db.select({ id: busyPeriodsTable.id }).from(busyPeriodsTable).limit(1)] as const,
    ([rows]) => rows.length > 0,
  )

/** The busy periods that overlap the days from..to (without `to`: from on), with their calendar's name. */
export function busyBetween(db: Db, from: IsoDate, to?: IsoDate) {
  const start = new Date(amsterdamInstant(from, '00:00'))
  const end = to ? new Date(amsterdamInstant(addDays(to, 1), '00:00')) : undefined
  return db
    .select({
      id: busyPeriodsTable.id,
      title: busyPeriodsTable.title,
      start: busyPeriodsTable.startAt,
      end: busyPeriodsTable.endAt,
      allDay: busyPeriodsTable.allDay,
      source: calendarSources.label,
    })
    .from(busyPeriodsTable)
    .innerJoin(calendarSources, eq(calendarSources.id, busyPeriodsTable.sourceId))
    .where(and(gt(busyPeriodsTable.endAt, start), end ? lt(busyPeriodsTable.startAt, end) : undefined))
    .orderBy(asc(busyPeriodsTable.startAt))
}
