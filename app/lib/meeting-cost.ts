/**
 * What a meeting really costs (the 'productiviteitscalculator' of /boeken), per spec §9 and
 * DESIGN.md §9, with the venue's own rates (docs/decisions/031-facts-the-calculators-share.md):
 * meeting here costs the room for the day parts the hours need, holds at most the room's
 * capacity, and every alternative is the same formula with another choice. Pure; amounts in
 * euros, rounded to cents only when shown.
 */
import type { PriceList } from './price-list'
import { dayPartInfo } from './pricing'

/** The room of the list in effect today (app/lib/price-list.ts): its prices and how many people it takes. */
export type Room = PriceList['room'] & { maxPeople: number }

/** The room `list` prices and holds. */
export const roomOf = (list: PriceList): Room => ({ ...list.room, maxPeople: list.terms.maxPeople })

export type MeetingType = 'intern' | 'extern'
export type VenueChoice = 'kantoor' | 'extern' | 'paardenslagerij'
/** Where a meeting can be held: a venue choice, or online (only ever an alternative). */
export type MeetingSetting = VenueChoice | 'online'

export type MeetingCostInput = {
  participants: number
  hours: number
  hourlyWage: number
  prepMinutes: number
  distanceKm: number
  productivity: number
  meetingType: MeetingType
  venue: VenueChoice
  travelIncluded: boolean
}

export const meetingCostLimits = {
  participants: { min: 1, max: 30, step: 1 },
  hours: { min: 0.5, max: 8, step: 0.5 },
  hourlyWage: { min: 20, max: 200, step: 1 },
  prepMinutes: { min: 0, max: 120, step: 15 },
  distanceKm: { min: 0, max: 200, step: 1 },
  productivity: { min: 30, max: 100, step: 5 },
} as const

export type Limits = { min: number; max: number; step: number }

/** The people a meeting may have: the room holds `maxPeople`, elsewhere the spec's limit applies. */
export function participantLimits(venue: VenueChoice, maxPeople: number): Limits {
  return venue === 'paardenslagerij'
    ? { ...meetingCostLimits.participants, max: maxPeople }
    : meetingCostLimits.participants
}

export const defaultMeetingCostInput: MeetingCostInput = {
  participants: 6,
  hours: 2,
  hourlyWage: 60,
  prepMinutes: 30,
  distanceKm: 25,
  productivity: 75,
  meetingType: 'intern',
  venue: 'extern',
  travelIncluded: true,
}

const OVERHEAD_RATE: Record<MeetingType, number> = { intern: 0.25, extern: 0.4 }
/** The spec's price of another venue per hour; the office costs nothing. This venue has its rates. */
export const EXTERNAL_VENUE_PER_HOUR = 150
const TRAVEL_PER_KM = 0.5
const TRAVEL_FIXED = 15
const MATERIALS_PER_PERSON = { short: 12, long: 20 }
const LONG_MEETING_HOURS = 4
/** The spec's online alternative: 80 % of the meeting's time and 30 % of the materials. */
const ONLINE_TIME_FACTOR = 0.8
const ONLINE_MATERIALS_FACTOR = 0.3

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}
const partHours = (part: 1 | 2) => (minutesOf(dayPartInfo[part].end) - minutesOf(dayPartInfo[part].start)) / 60

/** The longest meeting that fits a morning or an afternoon here. */
export const HALF_DAY_HOURS = Math.min(partHours(1), partHours(2))

/** The room for a meeting of `hours`: a morning or an afternoon when it fits, else the hele dag; excl. btw. */
export function venueRent(hours: number, room: Room): { fullDay: boolean; euros: number } {
  const fullDay = hours > HALF_DAY_HOURS
  return { fullDay, euros: (fullDay ? room.fullDayCents : room.halfDayCents) / 100 }
}

export type MeetingCostBreakdown = {
  salaries: number
  overhead: number
  travel: number
  materials: number
  venue: number
  preparation: number
}

export type MeetingAlternative = { setting: MeetingSetting; totalCost: number }

export type MeetingCostResult = {
  totalCost: number
  costPerPerson: number
  costPerHour: number
  /**
   * What meeting here saves against an external venue: the chosen one, or the alternative when
   * here is chosen. Undefined when the group does not fit here or here costs more.
   */
  savings: number | undefined
  productivity: number
  breakdown: MeetingCostBreakdown
  /** The choices not taken, in the order of the form, online first; here only when the group fits. */
  alternatives: MeetingAlternative[]
}

/** The spec's total in one setting: (salaries + overhead) / productivity + travel + materials + venue + preparation. */
function costIn(
  input: MeetingCostInput,
  setting: MeetingSetting,
  room: Room,
): { total: number; breakdown: MeetingCostBreakdown } {
  const { participants, hours, hourlyWage } = input
  const online = setting === 'online'
  const salaries = participants * hourlyWage * hours * (online ? ONLINE_TIME_FACTOR : 1)
  const overhead = salaries * OVERHEAD_RATE[input.meetingType]
  const preparation = participants * (input.prepMinutes / 60) * hourlyWage
  // Travel and materials are per person (DESIGN.md §9); online nobody travels.
  const travel = input.travelIncluded && !online ? (input.distanceKm * TRAVEL_PER_KM + TRAVEL_FIXED) * participants : 0
  const materials =
    (hours >= LONG_MEETING_HOURS ? MATERIALS_PER_PERSON.long : MATERIALS_PER_PERSON.short) *
    participants *
    (online ? ONLINE_MATERIALS_FACTOR : 1)
  const venue =
    setting === 'paardenslagerij'
      ? venueRent(hours, room).euros
      : setting === 'extern'
        ? EXTERNAL_VENUE_PER_HOUR * hours
        : 0
  const total = (salaries + overhead) / (input.productivity / 100) + travel + materials + venue + preparation
  return { total, breakdown: { salaries, overhead, travel, materials, venue, preparation } }
}

const settings: readonly MeetingSetting[] = ['online', 'kantoor', 'extern', 'paardenslagerij']

export function calculateMeetingCost(input: MeetingCostInput, room: Room): MeetingCostResult {
  const { total: totalCost, breakdown } = costIn(input, input.venue, room)
  const fitsHere = input.participants <= room.maxPeople
  const alternatives = settings
    .filter((setting) => setting !== input.venue && (setting !== 'paardenslagerij' || fitsHere))
    .map((setting) => ({ setting, totalCost: costIn(input, setting, room).total }))
  // Against the office, here costs the room more and saves nothing.
  const saved =
    fitsHere && input.venue !== 'kantoor'
      ? costIn(input, 'extern', room).total - costIn(input, 'paardenslagerij', room).total
      : 0
  return {
    totalCost,
    costPerPerson: totalCost / input.participants,
    costPerHour: totalCost / input.hours,
    savings: saved > 0 ? saved : undefined,
    productivity: input.productivity,
    breakdown,
    alternatives,
  }
}

export type ProductivityBadge = { variant: 'default' | 'secondary' | 'destructive'; label: string }

export function productivityBadge(productivity: number): ProductivityBadge {
  if (productivity >= 80) return { variant: 'default', label: 'Hoge productiviteit' }
  if (productivity >= 60) return { variant: 'secondary', label: 'Gemiddelde productiviteit' }
  return { variant: 'destructive', label: 'Lage productiviteit' }
}

/** Query parameters of the form without JavaScript; out-of-range values fall back to the nearest limit. */
export const meetingCostParams = {
  participants: 'deelnemers',
  hours: 'uren',
  hourlyWage: 'uurloon',
  prepMinutes: 'voorbereiding',
  distanceKm: 'afstand',
  productivity: 'productiviteit',
  meetingType: 'soort',
  venue: 'locatie',
  travelIncluded: 'reiskosten',
} as const

/** The input with its people within what the chosen venue holds (the browser's form, when the venue changes). */
export function withinLimits(input: MeetingCostInput, maxPeople: number): MeetingCostInput {
  const { max } = participantLimits(input.venue, maxPeople)
  return input.participants > max ? { ...input, participants: max } : input
}

function snap(value: number, { min, max, step }: Limits): number {
  const clamped = Math.min(max, Math.max(min, value))
  return Math.round((clamped - min) / step) * step + min
}

/** The calculator's input from its URL, for a room that takes `maxPeople`. */
export function parseMeetingCostParams(params: URLSearchParams, maxPeople: number): MeetingCostInput {
  if (!params.has(meetingCostParams.participants)) return defaultMeetingCostInput
  const chosen = params.get(meetingCostParams.venue)
  const venue = chosen === 'kantoor' || chosen === 'paardenslagerij' ? chosen : 'extern'
  const number = (key: keyof typeof meetingCostLimits, limits: Limits = meetingCostLimits[key]) => {
    const value = Number(params.get(meetingCostParams[key]))
    return Number.isFinite(value) ? snap(value, limits) : defaultMeetingCostInput[key]
  }
  return {
    participants: number('participants', participantLimits(venue, maxPeople)),
    hours: number('hours'),
    hourlyWage: number('hourlyWage'),
    prepMinutes: number('prepMinutes'),
    distanceKm: number('distanceKm'),
    productivity: number('productivity'),
    meetingType: params.get(meetingCostParams.meetingType) === 'extern' ? 'extern' : 'intern',
    venue,
    travelIncluded: params.get(meetingCostParams.travelIncluded) === 'ja',
  }
}
