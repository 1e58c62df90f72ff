/** nl-NL formatting, the only place where cents become euros and ISO dates become words. */
import { addDays } from './dates'

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })

/** 123456 -> "€ 1.234,56" (Intl puts a no-break space after the euro sign); -35563 -> "-€ 355,63". */
export function formatEuro(cents: number): string {
  return cents < 0 ? `-${euro.format(-cents / 100)}` : euro.format(cents / 100)
}

/** 23573 -> "235,73": an amount as the owner types it in a form field. */
export function formatAmountInput(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',')
}

const words = ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf']

/** 3 -> "drie": a small count as Dutch writes it in a sentence; larger numbers as digits. */
export function countWord(value: number): string {
  return words[value] ?? String(value)
}

const number = new Intl.NumberFormat('nl-NL')

/** 1.5 -> "1,5". */
export function formatNumber(value: number): string {
  return number.format(value)
}

const longDate = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const shortDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "2026-12-07" -> "maandag 7 december 2026". */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T12:00:00Z`))
}

/** "2026-12-07" -> "7 december 2026". */
export function formatDate(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T12:00:00Z`))
}

const dayMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', timeZone: 'UTC' })

/**
 * "2027-02-23" to "2027-02-25" -> "23 t/m 25 februari 2027", two days "23 en 24 februari 2027"; across
 * a month or a year it names both.
 */
function formatRange(from: string, to: string): string {
  const start =
    from.slice(0, 4) !== to.slice(0, 4)
      ? formatDate(from)
      : from.slice(0, 7) !== to.slice(0, 7)
        ? dayMonth.format(new Date(`${from}T12:00:00Z`))
        : String(Number(from.slice(8, 10)))
  return `${start} ${addDays(from, 1) === to ? 'en' : 't/m'} ${formatDate(to)}`
}

/**
 * Every date, in order: one as "dinsdag 23 februari 2027"; several with consecutive dates as a range,
 * "23 t/m 25 februari 2027 en 3 maart 2027". Two consecutive dates read "23 en 24 februari 2027" when
 * they are all there is; beside other dates each is named, so that no list has two "en".
 */
export function formatDates(dates: readonly string[]): string {
  const sorted = [...new Set(dates)].sort()
  const [only] = sorted
  if (sorted.length === 1 && only) return formatLongDate(only)
  const runs: { from: string; to: string }[] = []
  for (const date of sorted) {
    const run = runs.at(-1)
    if (run && addDays(run.to, 1) === date) run.to = date
    else runs.push({ from: date, to: date })
  }
  const pairsApart = runs.length > 1
  return listed(
    runs.flatMap((run) =>
      run.from === run.to
        ? [formatDate(run.from)]
        : pairsApart && addDays(run.from, 1) === run.to
          ? [formatDate(run.from), formatDate(run.to)]
          : [formatRange(run.from, run.to)],
    ),
  )
}

/** "de optie" -> "De optie": a sentence's first letter. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Every date of a booking of several: 'beide datums' for two, 'alle 3 datums' from three. */
export const allDates = (count: number) => (count === 2 ? 'beide datums' : `alle ${count} datums`)

/** 42 -> "6 weken", 7 -> "een week", 10 -> "10 dagen": a term of days as a reader counts it. */
export const daysInWords = (days: number) =>
  days > 0 && days % 7 === 0 ? (days === 7 ? 'een week' : `${days / 7} weken`) : `${days} dagen`

/** "1 boeking", "3 boekingen". */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** ["a"] -> "a"; ["a", "b", "c"] -> "a, b en c" (or "a, b of c"): a list as a Dutch sentence names it. */
export function listed(items: readonly string[], last: 'en' | 'of' = 'en'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`
}
