import { expect, test } from 'vitest'
import { draftOf, formFieldOf, formValuesOf, PriceListFormSchema } from '~/lib/offer-schemas'
import {
  EXTRA_KEY_PATTERN,
  extraKey,
  listById,
  listOn,
  listsFrom,
  type PriceEntry,
  type PriceList,
  priceBook,
  priceListProblems,
} from '~/lib/price-list'
import { calculatePrice } from '~/lib/pricing'
import { firstPriceList, listWithExtras } from '../support/price-lists'

const list = (id: number, validFrom: string, halfDayCents: number): PriceList => ({
  ...firstPriceList,
  id,
  name: `Lijst ${id}`,
  validFrom,
  room: { ...firstPriceList.room, halfDayCents },
})
const book = priceBook([list(3, '2027-01-01', 19_500), firstPriceList, list(2, '2027-01-01', 18_500)])

test('a meeting is priced under the last list not after its date; of two on one date, the later published', () => {
  expect(listOn(book, '2026-12-31').id).toBe(1)
  expect(listOn(book, '2027-01-01').id).toBe(3)
  expect(listOn(book, '2027-06-30').id).toBe(3)
  const morning = { numPeople: 1, dayParts: 1, meetingType: 'geen', lunchType: 'geen', extras: [] } as const
  expect(calculatePrice(morning, listOn(book, '2026-12-31')).subtotalCents).toBe(17_500)
  expect(calculatePrice(morning, listOn(book, '2027-01-04')).subtotalCents).toBe(19_500)
})

test('from today on: the list in effect and every later one; a stored id finds its list, none means the first', () => {
  expect(listsFrom(book, '2026-11-27').map((found) => found.id)).toEqual([1, 2, 3])
  expect(listsFrom(book, '2027-02-01').map((found) => found.id)).toEqual([3])
  expect(listById(book, 2).room.halfDayCents).toBe(18_500)
  expect(listById(book, null).id).toBe(1)
  expect(() => listById(book, 9)).toThrow('Prijslijst 9 is niet gepubliceerd.')
})

test('a list starts today or later, with amounts above zero, 9 or 21 % btw, each entry at most once', () => {
  const { id: _, ...draft } = firstPriceList
  expect(priceListProblems({ ...draft, validFrom: '2026-11-27' }, '2026-11-27')).toEqual([])
  const problems = priceListProblems(
    {
      ...draft,
      name: ' ',
      validFrom: '2026-11-26',
      room: { halfDayCents: 0, fullDayCents: 32_000, vatRate: 6 },
      fullDayFactorPercent: 90,
      entries: [...draft.entries, { ...(draft.entries[0] as PriceList['entries'][number]), unitCents: 12.5 }],
    },
    '2026-11-27',
  )
  expect(problems.map((problem) => problem.field)).toEqual([
    'name',
    'validFrom',
    'room.halfDayCents',
    'room.vatRate',
    'fullDayFactorPercent',
    'entries[4].unitCents',
    'entries',
  ])
  expect(problems.map((problem) => problem.message)).toContain('Kies 9 of 21 % btw.')
  // A list may stop an arrangement or a lunch (what was made with it keeps its list), but a lunch
  // needs an arrangement beside it.
  const without = (stopped: (entry: PriceList['entries'][number]) => boolean) => ({
    ...draft,
    validFrom: '2026-11-27',
    entries: draft.entries.filter((entry) => !stopped(entry)),
  })
  expect(
    priceListProblems(
      without((entry) => entry.key === 'luxe'),
      '2026-11-27',
    ),
  ).toEqual([])
  expect(
    priceListProblems(
      without(() => true),
      '2026-11-27',
    ),
  ).toEqual([])
  expect(
    priceListProblems(
      without((entry) => entry.kind === 'arrangement'),
      '2026-11-27',
    ),
  ).toEqual([
    {
      field: 'entries',
      message: 'Een lunch hoort bij een arrangement: bied ook een arrangement aan, of stop de lunches.',
    },
  ])
})

test('a list’s words are plain lines of a length the pages hold, and its date is at most five years ahead', () => {
  const { id: _, ...draft } = firstPriceList
  const [first, ...rest] = draft.entries as [PriceList['entries'][number], ...PriceList['entries']]
  const fields = (change: Partial<typeof draft>, today = '2026-11-27') =>
    priceListProblems({ ...draft, validFrom: today, ...change }, today).map((problem) => problem.field)
  // Emoji and every script are words like any other; what turns a line around or breaks it is not.
  expect(fields({ name: 'Tarieven 2027 🎉 Łódź' })).toEqual([])
  for (const name of [
    'Tarieven \u202E7202',
    'Tarieven\u2066 2027',
    'Tarieven\n2027',
    'Tarieven \u0000',
    'x'.repeat(61),
  ])
    expect(fields({ name }), JSON.stringify(name)).toEqual(['name'])
  expect(fields({ entries: [{ ...first, label: 'Basis \u202Eesab' }, ...rest] })).toEqual(['entries[0].label'])
  expect(fields({ entries: [{ ...first, includes: 'Koffie\u2028thee' }, ...rest] })).toEqual(['entries[0].includes'])
  const extra = { ...first, kind: 'extra' as const, key: 'b'.repeat(41), unit: 'meeting' as const }
  expect(fields({ entries: [...draft.entries, extra] })).toEqual(['entries[4].label'])
  expect(fields({ validFrom: '2031-11-27' })).toEqual([])
  for (const validFrom of ['2031-11-28', '9999-12-31'])
    expect(priceListProblems({ ...draft, validFrom }, '2026-11-27')).toEqual([
      { field: 'validFrom', message: 'Kies een ingangsdatum binnen 5 jaar.' },
    ])
})

test('an arrangement for a hele dag costs the list’s percentage of its half-day price, rounded half up', () => {
  const odd = {
    ...firstPriceList,
    fullDayFactorPercent: 150,
    entries: firstPriceList.entries.map((entry) => ({ ...entry, unitCents: 755 })),
  }
  const fullDay = calculatePrice(
    { numPeople: 2, dayParts: 3, meetingType: 'basis', lunchType: 'geen', extras: [] },
    odd,
  )
  expect(fullDay.items[1]).toMatchObject({ unitPriceCents: 1_133, totalPriceCents: 2_266 }) // 1132,5 -> 1133
})

test('extras have a key of letters and hyphens, each once, at most twelve; an arrangement is per person', () => {
  const { id: _, ...draft } = { ...listWithExtras, validFrom: '2026-11-27' }
  expect(priceListProblems(draft, '2026-11-27')).toEqual([])
  const borrel = draft.entries[4] as PriceEntry
  const problems = (entries: PriceEntry[]) =>
    priceListProblems({ ...draft, entries: [...draft.entries.slice(0, 4), ...entries] }, '2026-11-27')
  expect(problems([{ ...borrel, key: '' }])).toEqual([
    { field: 'entries[4].label', message: 'Geef de extra een naam met letters of cijfers.' },
  ])
  expect(problems([borrel, { ...borrel, label: 'Borrel (2)' }])).toEqual([
    { field: 'entries[5].label', message: "Twee extra's hebben dezelfde naam. Geef elke extra een eigen naam." },
  ])
  const thirteen = Array.from({ length: 13 }, (_, index) => ({ ...borrel, key: `extra-${index}` }))
  expect(problems(thirteen).map((problem) => problem.field)).toEqual(['extras'])
  expect(problems([{ ...borrel, unitCents: 0, unit: 'meeting' }])).toEqual([
    { field: 'entries[4].unitCents', message: 'Vul de prijs per bijeenkomst in als bedrag groter dan € 0,00.' },
  ])
  const perMeetingLunch = draft.entries.map((entry) =>
    entry.kind === 'lunch' ? { ...entry, unit: 'meeting' as const } : entry,
  )
  expect(
    priceListProblems({ ...draft, entries: perMeetingLunch }, '2026-11-27').map((problem) => problem.field),
  ).toEqual(['entries[2]', 'entries[3]'])
})

test('a new extra’s key is made from its name: lower case, without accents, words joined by hyphens', () => {
  expect(extraKey('Borrel')).toBe('borrel')
  expect(extraKey('  Borrel & bites! ')).toBe('borrel-bites')
  expect(extraKey('Crème brûlée')).toBe('creme-brulee')
  expect(extraKey('***')).toBe('')
  expect(EXTRA_KEY_PATTERN.test(extraKey('Extra flip-over (groot)'))).toBe(true)
})

test('the owner’s form: an extra’s row without a name is no extra, a new one gets its key from its name', () => {
  const values = formValuesOf(firstPriceList)
  // The form offers two empty rows for new extras.
  expect(values.extras).toEqual([
    { unit: 'person', vatRate: '21' },
    { unit: 'person', vatRate: '21' },
  ])
  const form = PriceListFormSchema.parse({
    ...values,
    intent: 'voorbeeld',
    extras: [
      { unit: 'person', vatRate: '21' },
      { label: 'Borrel', unitCents: '12,50', unit: 'person', vatRate: '21' },
    ],
  })
  const draft = draftOf(form)
  expect(draft.entries.slice(4)).toEqual([
    {
      kind: 'extra',
      key: 'borrel',
      label: 'Borrel',
      includes: '',
      unitCents: 1_250,
      vatRate: 21,
      unit: 'person',
      position: 1,
    },
  ])
  // A problem of the draft's fifth entry is the form's second extra row.
  expect(formFieldOf('entries[4].label', form)).toBe('extras[1].label')
  expect(formFieldOf('entries[1].unitCents', form)).toBe('entries[1].unitCents')
  expect(formFieldOf('room.vatRate', form)).toBe('room.vatRate')
  // A renamed extra keeps its key; a named row needs a price and a btw rate.
  const renamed = draftOf(
    PriceListFormSchema.parse({
      ...formValuesOf(listWithExtras),
      intent: 'publiceren',
      extras: [{ key: 'borrel', label: 'Borrel met hapjes', unitCents: '14', unit: 'person', vatRate: '21' }],
    }),
  )
  expect(renamed.entries.slice(4).map((entry) => [entry.key, entry.label, entry.unitCents])).toEqual([
    ['borrel', 'Borrel met hapjes', 1_400],
  ])
  const missing = PriceListFormSchema.safeParse({
    ...values,
    intent: 'voorbeeld',
    extras: [{ label: 'Borrel', unit: 'person' }],
  })
  expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['extras.0.unitCents', 'Vul de prijs per persoon in.'],
    ['extras.0.vatRate', 'Kies 9 of 21 % btw.'],
  ])
})

test('the owner’s form: an arrangement or lunch without a name is stopped; its row stays to offer it again', () => {
  const values = formValuesOf(firstPriceList)
  const stopLuxeLunch = values.entries.map((row) =>
    row.kind === 'lunch' && row.key === 'luxe' ? { ...row, label: '', includes: '', unitCents: '' } : row,
  )
  const form = PriceListFormSchema.parse({
    ...values,
    intent: 'voorbeeld',
    entries: stopLuxeLunch,
    extras: [{ label: 'Borrel', unitCents: '12,50', unit: 'person', vatRate: '21' }],
  })
  const draft = draftOf(form)
  expect(draft.entries.map((entry) => `${entry.kind}:${entry.key}`)).toEqual([
    'arrangement:basis',
    'arrangement:luxe',
    'lunch:basis',
    'extra:borrel',
  ])
  // The draft's fourth entry is the borrel: the form's first extra row, past the stopped lunch.
  expect(formFieldOf('entries[3].unitCents', form)).toBe('extras[0].unitCents')
  // The list without it still has the lunch's row, empty, so the owner can offer it again.
  const next = formValuesOf({ ...draft, entries: draft.entries.filter((entry) => entry.kind !== 'extra') })
  expect(next.entries.map((row) => [row.kind, row.key, row.label])).toEqual([
    ['arrangement', 'basis', 'Basisarrangement'],
    ['arrangement', 'luxe', 'Luxe arrangement'],
    ['lunch', 'basis', 'Basislunch'],
    ['lunch', 'luxe', ''],
  ])
  // A named row needs what it includes, a price and a btw rate.
  const half = PriceListFormSchema.safeParse({
    ...values,
    intent: 'voorbeeld',
    entries: values.entries.map((row) =>
      row.key === 'luxe' && row.kind === 'lunch' ? { ...row, unitCents: '' } : row,
    ),
  })
  expect(half.success ? [] : half.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['entries.3.unitCents', 'Vul de prijs per persoon in.'],
  ])
})

test('the owner’s form: the extras come in the order the owner numbers them, unnumbered ones last', () => {
  const values = formValuesOf(listWithExtras)
  expect(values.extras.map((row) => ('position' in row ? row.position : undefined))).toEqual([
    '1',
    '2',
    undefined,
    undefined,
  ])
  const form = PriceListFormSchema.parse({
    ...values,
    intent: 'voorbeeld',
    extras: [
      { key: 'borrel', label: 'Borrel', position: '2', unitCents: '12,50', unit: 'person', vatRate: '21' },
      { key: 'flip-over', label: 'Flip-over', position: '1', unitCents: '15', unit: 'meeting', vatRate: '21' },
      { label: 'Taart', unitCents: '4,50', unit: 'person', vatRate: '9' },
    ],
  })
  const extras = draftOf(form).entries.filter((entry) => entry.kind === 'extra')
  expect(extras.map((entry) => [entry.key, entry.position])).toEqual([
    ['flip-over', 1],
    ['borrel', 2],
    ['taart', 3],
  ])
  // The draft's extras are named back to the form's rows in that order.
  expect(formFieldOf('entries[4].label', form)).toBe('extras[1].label')
  expect(formFieldOf('entries[6].unitCents', form)).toBe('extras[2].unitCents')
})
