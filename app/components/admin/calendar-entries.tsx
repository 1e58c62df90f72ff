import { Link } from 'react-router'
import { type CalendarDay, type CalendarEntry, entryKey } from '~/lib/calendar'
import { capitalised, formatLongDate } from '~/lib/format'

/**
 * What the owner's calendar shows of a day (routes/admin/kalender.tsx): its entries, each a link
 * to its record, shared by the grid on wide screens and the list of days on a phone.
 */

export const kindText: Record<CalendarEntry['kind'], string> = {
  bevestigd: 'bevestigd',
  optie: 'optie',
  aanvraag: 'aanvraag',
  gesloten: 'gesloten',
  activiteit: 'activiteit',
  prive: 'eigen agenda',
}

export const kindStyle: Record<CalendarEntry['kind'], string> = {
  bevestigd: 'bg-brick-700 text-white',
  optie: 'bg-amber-300 text-ink',
  aanvraag: 'bg-amber-50 text-ink ring-1 ring-inset ring-amber-400',
  gesloten: 'bg-mortar text-ink-soft',
  activiteit: 'bg-frame-500 text-white',
  prive: 'bg-white text-ink ring-1 ring-inset ring-ink-soft',
}

/** The day parts as the calendar shows them: the whole day first (server/calendar/calendar.server.ts). */
export const shownParts = [
  { key: 'heleDag', word: 'hele dag', label: 'Hele dag', short: 'O+M' },
  { key: 'ochtend', word: 'ochtend', label: 'Ochtend', short: 'O' },
  { key: 'middag', word: 'middag', label: 'Middag', short: 'M' },
] as const

export type ShownPart = (typeof shownParts)[number]

/** An entry in short ("8 pers.") for the grid, or in full ("8 personen") for a sentence read aloud. */
export function entryText(entry: CalendarEntry, { spoken = false } = {}) {
  if (entry.kind === 'gesloten') return `gesloten (${entry.reason})`
  if (entry.kind === 'activiteit') return entry.title
  if (entry.kind === 'prive') return `${entry.source}: ${entry.title}`
  const people = spoken
    ? `${entry.numPeople} ${entry.numPeople === 1 ? 'persoon' : 'personen'}`
    : `${entry.numPeople} pers.`
  return `${entry.name}, ${people}`
}

function entryHref(entry: CalendarEntry) {
  if (entry.kind === 'gesloten') return '/admin/sluitingen'
  if (entry.kind === 'activiteit') return `/admin/agenda/${entry.eventId}`
  if (entry.kind === 'prive') return '/admin/kalender#eigen-agenda'
  return `/admin/boekingen/${entry.bookingId}`
}

/** A day's entries in the order shown, each with its day part. */
export function entriesOf(day: CalendarDay, parts: readonly ShownPart[] = shownParts) {
  return parts.flatMap((part) => day[part.key].map((entry) => ({ part, entry })))
}

/** What a day holds, in one sentence for screen readers. */
export function daySummary(day: CalendarDay) {
  const part = (label: string, entries: CalendarEntry[]) =>
    `${capitalised(label)}: ${entries
      .map((entry) => `${kindText[entry.kind]}, ${entryText(entry, { spoken: true })}`)
      .join('; ')}`
  const holiday = day.holiday ? `${capitalised(day.holiday.name)}${day.holiday.closed ? ' (gesloten)' : ''}. ` : ''
  // Without a whole-day entry every part is said, "vrij" when empty; with one, only what else there is.
  const parts = (['ochtend', 'middag'] as const)
    .filter((key) => day.heleDag.length === 0 || day[key].length > 0)
    .map((key) => (day[key].length === 0 ? `${capitalised(key)} vrij.` : `${part(key, day[key])}.`))
  const whole = day.heleDag.length > 0 ? [`${part('hele dag', day.heleDag)}.`] : []
  return `${formatLongDate(day.date)}. ${holiday}${[...whole, ...parts].join(' ')}`
}

/**
 * How an entry names its day part: a letter in the month grid (the legend explains it) and the word
 * where that grid is a list on a phone, a word in the list of days, nothing visible in the week
 * grid, whose rows are the day parts. Screen readers always hear the word.
 */
type PartShown = 'letter' | 'word' | 'row'

const listClass: Record<PartShown, string> = {
  letter: 'text-sm md:mt-1 md:text-xs',
  word: 'text-sm',
  row: 'mt-1 text-xs',
}
const entryPadding: Record<PartShown, string> = { letter: 'py-1 md:py-0.5', word: 'py-1', row: 'py-0.5' }

/** The entries as links (`.calendar-entry`, styles/app.css); the number of people never breaks. */
export function EntryList({
  items,
  partShown,
}: {
  items: { part: ShownPart; entry: CalendarEntry }[]
  partShown: PartShown
}) {
  if (items.length === 0) return null
  return (
    <ul className={`space-y-1 ${listClass[partShown]}`}>
      {items.map(({ part, entry }) => (
        <li key={`${part.key}-${entryKey(entry)}`}>
          <Link
            to={entryHref(entry)}
            title={`${kindText[entry.kind]}: ${entryText(entry)}`}
            className={`calendar-entry ${entryPadding[partShown]} ${kindStyle[entry.kind]}`}
          >
            {partShown === 'word' ? (
              <span className="font-semibold">{`${part.label}:`}</span>
            ) : (
              <>
                {partShown === 'letter' ? (
                  <span aria-hidden="true" className="font-semibold">
                    <span className="md:hidden">{`${part.label}:`}</span>
                    <span className="max-md:hidden">{part.short}</span>
                  </span>
                ) : null}
                <span className="sr-only">{`${part.word}:`}</span>
              </>
            )}{' '}
            {entry.kind === 'gesloten' || entry.kind === 'activiteit' || entry.kind === 'prive' ? (
              entryText(entry)
            ) : (
              <>
                {`${entry.name}, `}
                <span className="whitespace-nowrap">{`${entry.numPeople} pers.`}</span>
              </>
            )}
            <span className="sr-only">{` (${kindText[entry.kind]})`}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function CalendarLegend({ letters }: { letters: boolean }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Legenda">
      {(Object.keys(kindText) as CalendarEntry['kind'][]).map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-3 w-5 rounded-sm ${kindStyle[kind]}`} />
          {kindText[kind]}
        </li>
      ))}
      {/* The month grid's letters; the week grid's rows and the phone's list of days say the word. */}
      {letters ? <li className="hidden text-ink-soft md:block">O: ochtend, M: middag, O+M: hele dag</li> : null}
    </ul>
  )
}
