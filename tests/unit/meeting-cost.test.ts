import { expect, test } from 'vitest'
import { formatEuro } from '~/lib/format'
import {
  calculateMeetingCost,
  defaultMeetingCostInput,
  HALF_DAY_HOURS,
  type MeetingCostInput,
  parseMeetingCostParams,
  productivityBadge,
  roomOf,
  withinLimits,
} from '~/lib/meeting-cost'
import { firstPriceList } from '../support/price-lists'

const room = roomOf(firstPriceList)
const { maxPeople } = room
const cost = (change: Partial<MeetingCostInput> = {}, at = room) =>
  calculateMeetingCost({ ...defaultMeetingCostInput, ...change }, at)
const cents = (euros: number) => Math.round(euros * 100)

test('the defaults give a total of 1.917,00 (DESIGN.md §9)', () => {
  const result = cost()
  expect(result.breakdown).toEqual({
    salaries: 720,
    overhead: 180,
    travel: 165,
    materials: 72,
    venue: 300,
    preparation: 180,
  })
  expect(cents(result.totalCost)).toBe(191_700)
  expect(formatEuro(cents(result.totalCost))).toBe('€\u00a01.917,00')
  expect(cents(result.costPerPerson)).toBe(31_950)
  expect(cents(result.costPerHour)).toBe(95_850)
})

test('salaries are participants x wage x hours; preparation is participants x prep hours x wage', () => {
  const result = cost({ participants: 3, hourlyWage: 80, hours: 1.5, prepMinutes: 45 })
  expect(result.breakdown.salaries).toBe(360)
  expect(result.breakdown.preparation).toBe(180)
})

test('overhead is 25 % of salaries for an internal meeting and 40 % for an external one', () => {
  expect(cost({ meetingType: 'intern' }).breakdown.overhead).toBe(180)
  expect(cost({ meetingType: 'extern' }).breakdown.overhead).toBe(288)
})

test('travel is distance x 0,50 + 15 per person when included, else nothing', () => {
  expect(cost({ distanceKm: 0 }).breakdown.travel).toBe(90)
  expect(cost({ distanceKm: 200, participants: 2 }).breakdown.travel).toBe(230)
  expect(cost({ travelIncluded: false }).breakdown.travel).toBe(0)
})

test('materials are 12 per person, or 20 from four hours', () => {
  expect(cost({ hours: 3.5 }).breakdown.materials).toBe(72)
  expect(cost({ hours: 4 }).breakdown.materials).toBe(120)
})

test('the venue costs nothing at the office, 150 an hour elsewhere, and here the room for the day parts needed', () => {
  expect(cost({ venue: 'kantoor' }).breakdown.venue).toBe(0)
  expect(cost({ venue: 'extern', hours: 3 }).breakdown.venue).toBe(450)
  expect(HALF_DAY_HOURS).toBe(4)
  for (const hours of [0.5, 2, 4]) expect(cost({ venue: 'paardenslagerij', hours }).breakdown.venue).toBe(175)
  for (const hours of [4.5, 8]) expect(cost({ venue: 'paardenslagerij', hours }).breakdown.venue).toBe(320)
  // The room's prices come from the list in effect.
  const dearer = { ...room, halfDayCents: 19_500, fullDayCents: 35_000 }
  expect(cost({ venue: 'paardenslagerij', hours: 2 }, dearer).breakdown.venue).toBe(195)
  expect(cost({ venue: 'paardenslagerij', hours: 8 }, dearer).breakdown.venue).toBe(350)
})

test('the room holds what the list in effect says: a larger room is an alternative for a larger group', () => {
  const larger = { ...room, maxPeople: 20 }
  expect(cost({ participants: 18 }).alternatives.map(({ setting }) => setting)).not.toContain('paardenslagerij')
  expect(cost({ participants: 18 }, larger).alternatives.map(({ setting }) => setting)).toContain('paardenslagerij')
  expect(
    withinLimits({ ...defaultMeetingCostInput, participants: 30, venue: 'paardenslagerij' }, 20).participants,
  ).toBe(20)
})

test('lower productivity raises the cost of the time spent', () => {
  expect(cents(cost({ productivity: 100 }).totalCost)).toBe(cents(900 + 165 + 72 + 300 + 180))
  expect(cents(cost({ productivity: 30 }).totalCost)).toBe(cents(3000 + 165 + 72 + 300 + 180))
})

test('the alternatives are the choices not taken, each the total of the same formula with that choice', () => {
  const totals = Object.fromEntries(
    (['kantoor', 'extern', 'paardenslagerij'] as const).map((venue) => [venue, cost({ venue }).totalCost]),
  )
  expect(totals).toEqual({ kantoor: 1617, extern: 1917, paardenslagerij: 1792 })
  expect(cost().alternatives).toEqual([
    // Online: 80 % of the time, 30 % of the materials, nobody travels, no venue.
    { setting: 'online', totalCost: (0.8 * 720 * 1.25) / 0.75 + 0.3 * 72 + 180 },
    { setting: 'kantoor', totalCost: 1617 },
    { setting: 'paardenslagerij', totalCost: 1792 },
  ])
  expect(cost({ venue: 'paardenslagerij' }).alternatives.map(({ setting }) => setting)).toEqual([
    'online',
    'kantoor',
    'extern',
  ])
  // A group larger than the room has no alternative here.
  expect(cost({ participants: maxPeople + 1 }).alternatives.map(({ setting }) => setting)).toEqual([
    'online',
    'kantoor',
  ])
})

test('the saving is an external venue’s cost minus this venue’s, whichever of the two is chosen', () => {
  expect(cost().savings).toBe(125)
  expect(cost({ venue: 'paardenslagerij' }).savings).toBe(125)
  expect(cost({ venue: 'extern', hours: 8 }).savings).toBe(1200 - 320)
  // Nothing to claim against the office, for a group the room cannot hold, or when here costs more.
  expect(cost({ venue: 'kantoor' }).savings).toBeUndefined()
  expect(cost({ participants: maxPeople + 1 }).savings).toBeUndefined()
  expect(cost({ hours: 1 }).savings).toBeUndefined()
})

test('choosing the venue brings a group larger than the room down to its capacity', () => {
  expect(
    withinLimits({ ...defaultMeetingCostInput, participants: 30, venue: 'paardenslagerij' }, maxPeople).participants,
  ).toBe(maxPeople)
  expect(withinLimits({ ...defaultMeetingCostInput, participants: 30, venue: 'extern' }, maxPeople).participants).toBe(
    30,
  )
})

test('the productivity badge: 80 and up default, 60 and up secondary, below that destructive', () => {
  expect(productivityBadge(100).variant).toBe('default')
  expect(productivityBadge(80).variant).toBe('default')
  expect(productivityBadge(75).variant).toBe('secondary')
  expect(productivityBadge(60).variant).toBe('secondary')
  expect(productivityBadge(55).variant).toBe('destructive')
})

test('parameters from the form are kept within the limits and on their steps', () => {
  const parsed = parseMeetingCostParams(
    new URLSearchParams(
      'deelnemers=99&uren=8.3&uurloon=5&voorbereiding=50&afstand=-3&productiviteit=77' +
        '&soort=extern&locatie=paardenslagerij&reiskosten=ja',
    ),
    maxPeople,
  )
  expect(parsed).toEqual({
    participants: maxPeople,
    hours: 8,
    hourlyWage: 20,
    prepMinutes: 45,
    distanceKm: 0,
    productivity: 75,
    meetingType: 'extern',
    venue: 'paardenslagerij',
    travelIncluded: true,
  })
  expect(parseMeetingCostParams(new URLSearchParams(), maxPeople)).toEqual(defaultMeetingCostInput)
  expect(parseMeetingCostParams(new URLSearchParams('deelnemers=4'), maxPeople).travelIncluded).toBe(false)
  expect(parseMeetingCostParams(new URLSearchParams('deelnemers=99&locatie=extern'), maxPeople).participants).toBe(30)
})
