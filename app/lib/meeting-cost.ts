/**
 * What a meeting really costs (the 'productiviteitscalculator' of /boeken), per spec §9 and
 * DESIGN.md §9. Pure; amounts in euros, rounded to cents only when shown.
 */
export type MeetingType = 'intern' | 'extern'
export type VenueChoice = 'kantoor' | 'extern' | 'paardenslagerij'

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
const VENUE_PER_HOUR: Record<VenueChoice, number> = { kantoor: 0, extern: 150, paardenslagerij: 75 }
const TRAVEL_PER_KM = 0.5
const TRAVEL_FIXED = 15
const MATERIALS_PER_PERSON = { short: 12, long: 20 }
const LONG_MEETING_HOURS = 4

export type MeetingCostResult = {
  totalCost: number
  costPerPerson: number
  costPerHour: number
  savings: number
  productivity: number
  breakdown: {
    salaries: number
    overhead: number
    travel: number
    materials: number
    venue: number
    preparation: number
  }
  alternatives: { remote: number; office: number; external: number }
}

export function calculateMeetingCost(input: MeetingCostInput): MeetingCostResult {
  const { participants, hours, hourlyWage } = input
  const salaries = participants * hourlyWage * hours
  const overhead = salaries * OVERHEAD_RATE[input.meetingType]
  const preparation = participants * (input.prepMinutes / 60) * hourlyWage
  // Travel and materials are per person (DESIGN.md §9).
  const travel = input.travelIncluded ? (input.distanceKm * TRAVEL_PER_KM + TRAVEL_FIXED) * participants : 0
  const materials =
    (hours >= LONG_MEETING_HOURS ? MATERIALS_PER_PERSON.long : MATERIALS_PER_PERSON.short) * participants
  const venue = VENUE_PER_HOUR[input.venue] * hours
  const totalCost = (salaries + overhead) / (input.productivity / 100) + travel + materials + venue + preparation

  const alternatives = {
    remote: 0.8 * salaries + 0.3 * materials,
    office: salaries + overhead + materials + 0.5 * travel,
    external: totalCost + 0.5 * venue,
  }
  return {
    totalCost,
    costPerPerson: totalCost / participants,
    costPerHour: totalCost / hours,
    savings: input.venue === 'paardenslagerij' ? alternatives.external - totalCost : 0.2 * totalCost,
    productivity: input.productivity,
    breakdown: { salaries, overhead, travel, materials, venue, preparation },
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

function snap(value: number, { min, max, step }: { min: number; max: number; step: number }): number {
  const clamped = Math.min(max, Math.max(min, value))
  return Math.round((clamped - min) / step) * step + min
}

export function parseMeetingCostParams(params: URLSearchParams): MeetingCostInput {
  if (!params.has(meetingCostParams.participants)) return defaultMeetingCostInput
  const number = (key: keyof typeof meetingCostLimits) => {
    const value = Number(params.get(meetingCostParams[key]))
    return Number.isFinite(value) ? snap(value, meetingCostLimits[key]) : defaultMeetingCostInput[key]
  }
  const venue = params.get(meetingCostParams.venue)
  return {
    participants: number('participants'),
    hours: number('hours'),
    hourlyWage: number('hourlyWage'),
    prepMinutes: number('prepMinutes'),
    distanceKm: number('distanceKm'),
    productivity: number('productivity'),
    meetingType: params.get(meetingCostParams.meetingType) === 'extern' ? 'extern' : 'intern',
    venue: venue === 'kantoor' || venue === 'paardenslagerij' ? venue : 'extern',
    travelIncluded: params.get(meetingCostParams.travelIncluded) === 'ja',
  }
}
