/**
 * A date's dietary needs as the forms and the JSON API post them (docs/decisions/045-dieetwensen.md),
 * beside app/lib/diet.ts so that pages without a form for them load no zod.
 */
import { isPrintable } from './characters'
import { DIET_NOTE_MAX, type Diet, type DietKind, dietCounts, dietKinds, dietMessages, dietOverPeople } from './diet'
import { z } from './zod'

const countField = (maxPeople: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : value),
    z.coerce
      .number({ error: dietMessages.count(maxPeople) })
      .int(dietMessages.count(maxPeople))
      .min(0, dietMessages.count(maxPeople))
      .max(maxPeople, dietMessages.count(maxPeople)),
  )

/**
 * A date's dietary needs as a form (`diet.vegetarisch`, `diet.note`) or the JSON API (`"diet":
 * {"vegetarisch": 2, "note": "…"}`) posts them, for a room that takes `maxPeople`; each count is
 * checked against the date's own number where the date is known (dietIssues).
 */
export const dietField = (maxPeople: number) =>
  z
    .object(
      {
        ...(Object.fromEntries(dietKinds.map((kind) => [kind, countField(maxPeople)])) as Record<
          DietKind,
          ReturnType<typeof countField>
        >),
        note: z
          .string({ error: 'Schrijf de toelichting als tekst.' })
          .trim()
          .max(DIET_NOTE_MAX, `Houd de toelichting bij de dieetwensen korter dan ${DIET_NOTE_MAX} tekens.`)
          .refine(isPrintable, 'Dit veld bevat tekens die we niet kunnen verwerken.')
          .optional(),
      },
      { error: 'Stuur de dieetwensen als aantallen per dieet.' },
    )
    .transform((value): Diet => ({ counts: dietCounts(value), note: value.note || null }))

/**
 * The issue for a count above its date's people, at `path` (the diet's place in the form), for a
 * schema's superRefine.
 */
export function dietIssue(diet: Diet | undefined, numPeople: number, path: (string | number)[]) {
  if (!diet) return undefined
  const kind = dietOverPeople(diet, numPeople)
  if (!kind) return undefined
  return {
    code: 'custom' as const,
    message: dietMessages.overPeople(kind, diet.counts[kind] ?? 0, numPeople),
    path: [...path, kind],
  }
}
