import fc from 'fast-check'
import { expect, test } from 'vitest'
import { type Diet, dietColumns, dietKinds, dietOfColumns, dietText, dietTotals, noDiet, sameDiet } from '~/lib/diet'
import { dietField } from '~/lib/diet-schema'
import { requestFormSchema } from '~/lib/request-form'
import { requestForm } from '../support/booking-dates'

const dietArbitrary: fc.Arbitrary<Diet> = fc.record({
  counts: fc
    .dictionary(fc.constantFrom(...dietKinds), fc.integer({ min: 1, max: 40 }))
    .map((counts) => counts as Diet['counts']),
  note: fc.option(fc.string({ minLength: 1, maxLength: 40 }).filter((note) => note.trim() === note && note !== '')),
})

test('a diet survives its columns: the counts in the list’s order, zero left out, the note as written', () => {
  fc.assert(
    fc.property(dietArbitrary, (diet) => {
      expect(sameDiet(dietOfColumns(dietColumns(diet)), diet)).toBe(true)
    }),
  )
  expect(dietColumns({ counts: { halal: 1, vegetarisch: 2 }, note: null })).toEqual({
    diet: 'vegetarisch=2,halal=1',
    dietNote: null,
  })
  expect(dietOfColumns({ diet: 'vegetarisch=2,onbekend=3,halal=x', dietNote: '' })).toEqual({
    counts: { vegetarisch: 2 },
    note: null,
  })
  expect(dietText(noDiet)).toBeUndefined()
})

test('the form’s empty counts are zero; a count is a whole number within the room', () => {
  const parsed = dietField(60).parse({ vegetarisch: '3', veganistisch: '', glutenvrij: '0', note: '  Geen selderij ' })
  expect(parsed).toEqual({ counts: { vegetarisch: 3 }, note: 'Geen selderij' })
  expect(dietField(60).safeParse({ halal: '2,5' }).success).toBe(false)
  expect(dietField(60).safeParse({ halal: '-1' }).success).toBe(false)
  expect(dietField(60).safeParse({ halal: '61' }).error?.issues[0]?.message).toBe(
    'Vul een aantal in van 0 tot en met 60.',
  )
  expect(
    dietTotals([
      { counts: { halal: 2 }, note: null },
      { counts: { halal: 1, vegetarisch: 1 }, note: 'x' },
    ]),
  ).toEqual({ vegetarisch: 1, halal: 3 })
})

test('a request’s counts are each at most its date’s people; a later date without its own has the first’s', () => {
  const schema = requestFormSchema(60)
  const fine = schema.safeParse({ ...requestForm({ numPeople: '10' }), diet: { vegetarisch: '10' } })
  expect(fine.success).toBe(true)
  const form = { ...requestForm({ numPeople: '10' }), diet: { vegetarisch: '11' } }
  expect(schema.safeParse(form).error?.issues).toEqual([
    expect.objectContaining({
      path: ['diet', 'vegetarisch'],
      message: '11 vegetarisch is meer dan het aantal personen (10).',
    }),
  ])
  const later = {
    ...requestForm({ numPeople: '10' }),
    diet: { vegetarisch: '6' },
    laterDates: [{ date: '2027-03-11', dayParts: '1', numPeople: '5' }],
  }
  expect(schema.safeParse(later).error?.issues[0]?.path).toEqual(['laterDates', 0, 'diet', 'vegetarisch'])
})
