/**
 * Dieetwensen (docs/decisions/045-dieetwensen.md): per date, how many of the guests eat vegetarian,
 * vegan, gluten-free, lactose-free, halal or without nuts, and a note in the customer's words. A
 * guest may count in more than one (vegan and gluten-free), so each count is at most the date's
 * number of people, not their sum. Pure, and without zod, so the calculator's pages stay without it:
 * the forms, the pages, the mails, the PDFs and the caterer's order read it alike. The schemas of the
 * forms and the API are diet-schema.ts's.
 */
import { capitalised, formatLongDate, listed } from './format'

export const dietKinds = ['vegetarisch', 'veganistisch', 'glutenvrij', 'lactosevrij', 'halal', 'notenallergie'] as const
export type DietKind = (typeof dietKinds)[number]

/** The counts that are not zero. */
export type DietCounts = Readonly<Partial<Record<DietKind, number>>>
export type Diet = { counts: DietCounts; note: string | null }

export const noDiet: Diet = { counts: {}, note: null }
export const DIET_NOTE_MAX = 300

export const dietLabels: Record<DietKind, string> = {
  vegetarisch: 'Vegetarisch',
  veganistisch: 'Veganistisch',
  glutenvrij: 'Glutenvrij',
  lactosevrij: 'Lactosevrij',
  halal: 'Halal',
  notenallergie: 'Notenallergie',
}

const countOf = (counts: DietCounts, kind: DietKind) => counts[kind] ?? 0

/** Only the counts above zero, in the list's order. */
export function dietCounts(counts: Partial<Record<DietKind, number>>): DietCounts {
  return Object.fromEntries(dietKinds.filter((kind) => countOf(counts, kind) > 0).map((kind) => [kind, counts[kind]]))
}

export const sameDiet = (a: Diet, b: Diet) =>
  a.note === b.note && dietKinds.every((kind) => countOf(a.counts, kind) === countOf(b.counts, kind))

/** The diet as its two columns store it: `vegetarisch=2,glutenvrij=1` ('' for none) and the note. */
export const dietColumns = (diet: Diet) => ({
  diet: dietKinds
    .filter((kind) => countOf(diet.counts, kind) > 0)
    .map((kind) => `${kind}=${countOf(diet.counts, kind)}`)
    .join(','),
  dietNote: diet.note,
})

/** The diet from its columns; a part that is not one of ours is left out. */
export function dietOfColumns(row: { diet: string; dietNote: string | null }): Diet {
  const counts: Partial<Record<DietKind, number>> = {}
  for (const part of row.diet === '' ? [] : row.diet.split(',')) {
    const [key, value] = part.split('=')
    const kind = dietKinds.find((one) => one === key)
    const count = Number(value)
    if (kind && Number.isInteger(count) && count > 0) counts[kind] = count
  }
  return { counts, note: row.dietNote || null }
}

/** "2 vegetarisch, 1 glutenvrij": the counts in words, or undefined for none. */
export function dietCountsText(counts: DietCounts): string | undefined {
  const parts = dietKinds.filter((kind) => countOf(counts, kind) > 0).map((kind) => `${countOf(counts, kind)} ${kind}`)
  return parts.length === 0 ? undefined : parts.join(', ')
}

/** "2 vegetarisch, 1 glutenvrij; één gast mag geen selderij": counts and note, or undefined for none. */
export function dietText(diet: Diet): string | undefined {
  const parts = [dietCountsText(diet.counts), diet.note ?? undefined].filter(Boolean)
  return parts.length === 0 ? undefined : parts.join('; ')
}

/** Every date's counts added up, for the caterer's order of a period. */
export function dietTotals(diets: readonly Diet[]): DietCounts {
  return dietCounts(
    Object.fromEntries(
      dietKinds.map((kind) => [kind, diets.reduce((sum, diet) => sum + countOf(diet.counts, kind), 0)]),
    ),
  )
}

/** The first count that is more than the date's people, or undefined when every one fits. */
export function dietOverPeople(diet: Diet, numPeople: number): DietKind | undefined {
  return dietKinds.find((kind) => countOf(diet.counts, kind) > numPeople)
}

export const dietMessages = {
  count: (max: number) => `Vul een aantal in van 0 tot en met ${max}.`,
  overPeople: (kind: DietKind, count: number, numPeople: number) =>
    `${count} ${kind} is meer dan het aantal personen (${numPeople}).`,
  /** A date whose number of people became lower than one of its counts. */
  overPeopleOn: (date: string, kind: DietKind, count: number, numPeople: number) =>
    `${capitalised(formatLongDate(date))} komen ${numPeople} ${numPeople === 1 ? 'persoon' : 'personen'}, ` +
    `maar bij de dieetwensen staat ${count} ${kind}. Pas eerst de dieetwensen aan. Er is niets gewijzigd.`,
}

/** The words of a change for the log and the owner: "maandag 11 januari 2027: 2 vegetarisch (was: geen)". */
export function dietChangeText(changes: readonly { date: string; before: Diet; after: Diet }[], dated: boolean) {
  return listed(
    changes.map(({ date, before, after }) => {
      const text = `${dietText(after) ?? 'geen'} (was: ${dietText(before) ?? 'geen'})`
      return dated ? `${formatLongDate(date)}: ${text}` : text
    }),
  )
}
