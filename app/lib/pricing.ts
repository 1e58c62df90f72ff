/**
 * The price of a meeting, in integer euro cents (DESIGN.md §3). Pure: rates in, breakdown out.
 * The browser runs it for live figures; the server runs it again as the truth and never
 * trusts a price sent by the browser.
 */
export const MIN_PEOPLE = 1
/** The room's capacity: the calculator's maximum and what every text says (content/venue.ts). */
export const MAX_PEOPLE = 15
export const DEFAULT_PEOPLE = 15
/** Coaching and training in a small group: the most people the venue advises for it. */
export const COACHING_GROUP_MAX = 8

/** The message for a count outside MIN_PEOPLE to MAX_PEOPLE: the whole range, which also serves as the hint. */
export const peopleMessage = `Kies een aantal van ${MIN_PEOPLE} tot ${MAX_PEOPLE} personen.`

export const dayPartValues = [1, 2, 3] as const
export type DayPart = (typeof dayPartValues)[number]
export const arrangementValues = ['geen', 'basis', 'luxe'] as const
export type Arrangement = (typeof arrangementValues)[number]

/** DESIGN.md §4: ochtend 08:30-12:30, middag 13:00-17:00, hele dag 08:30-17:00. */
export const dayPartInfo: Record<DayPart, { label: string; start: string; end: string; fullDay: boolean }> = {
  1: { label: 'Ochtend', start: '08:30', end: '12:30', fullDay: false },
  2: { label: 'Middag', start: '13:00', end: '17:00', fullDay: false },
  3: { label: 'Hele dag', start: '08:30', end: '17:00', fullDay: true },
}

/** "08:30" -> "8.30": a time as Dutch text writes it. */
export const dutchTime = (time: string) => time.replace(/^0(?=\d)/, '').replace(':', '.')

/** ("08:30", "12:30") -> "8.30-12.30 uur": hours, the one way every text writes them. */
export const dutchHours = (start: string, end: string) => `${dutchTime(start)}-${dutchTime(end)} uur`

/** 1 -> "8.30-12.30 uur": the hours of a day part. */
export const dayPartHours = (part: DayPart) => dutchHours(dayPartInfo[part].start, dayPartInfo[part].end)

/** 1 -> "Ochtend (8.30-12.30 uur)". */
export const dayPartText = (part: DayPart) => `${dayPartInfo[part].label} (${dayPartHours(part)})`

/** A day part read from the database (an integer column), or undefined. */
export function asDayPart(value: number): DayPart | undefined {
  return dayPartValues.find((part) => part === value)
}

export const ROOM_VAT_RATE = 21
export const FOOD_VAT_RATE = 9
/** A meeting arrangement for a hele dag costs this many times the half-day price per person. */
export const FULL_DAY_ARRANGEMENT_FACTOR = 1.5

/** Excluding btw. */
export const roomPriceCents = { halfDay: 17_500, fullDay: 32_000 } as const
/**
 * Indicative 'vanaf' prices of the coaching offer (spec §9), excluding btw: the other services
 * start at the room prices above. Shown on the service pages and the price list, never computed.
 */
export const coachingPriceCents = { session: 8_500 } as const
export const arrangementPriceCents: Record<Arrangement, number> = { geen: 0, basis: 750, luxe: 1_050 }
export const lunchPriceCents: Record<Arrangement, number> = { geen: 0, basis: 1_450, luxe: 1_950 }

/** An arrangement's price per person, excl. btw, for a half day or a hele dag. */
export const arrangementUnitCents = (type: Arrangement, fullDay: boolean) =>
  arrangementPriceCents[type] * (fullDay ? FULL_DAY_ARRANGEMENT_FACTOR : 1)

/** The screen, written one way wherever it is named. */
export const SCREEN_TEXT = 'een 4K-scherm van 65 inch'
/** What the room hire includes, in one order and one wording for every page, mail and PDF. */
export const ROOM_INCLUDES = `${SCREEN_TEXT}, snelle wifi, een flip-over en schrijfwaren`

export const arrangementInfo: Record<Arrangement, { label: string; includes: string }> = {
  geen: { label: 'Geen arrangement', includes: `Alleen de ruimte, met ${ROOM_INCLUDES}.` },
  basis: { label: 'Basisarrangement', includes: 'Onbeperkt koffie, thee en water.' },
  luxe: { label: 'Luxe arrangement', includes: 'Koffie, thee, water, frisdranken en koekjes.' },
}

export const lunchInfo: Record<Arrangement, { label: string; includes: string }> = {
  geen: { label: 'Geen lunch', includes: '' },
  basis: { label: 'Basislunch', includes: 'Broodjes, soep en salade.' },
  luxe: { label: 'Luxe lunch', includes: 'Uitgebreide lunch met warme gerechten.' },
}

export type PriceInput = { numPeople: number; dayParts: DayPart; meetingType: Arrangement; lunchType: Arrangement }

export type PriceLine = {
  description: string
  quantity: number
  unitPriceCents: number
  totalPriceCents: number
  vatRate: typeof ROOM_VAT_RATE | typeof FOOD_VAT_RATE
}

export type PriceCalculation = {
  items: PriceLine[]
  subtotalCents: number
  roomVatCents: number
  foodVatCents: number
  totalVatCents: number
  totalInclVatCents: number
  costPerPersonCents: number
}

/** Why a combination cannot be priced, in Dutch; undefined when it can. */
export function priceInputProblem(input: PriceInput): string | undefined {
  if (!Number.isInteger(input.numPeople) || input.numPeople < MIN_PEOPLE || input.numPeople > MAX_PEOPLE) {
    return peopleMessage
  }
  if (!dayPartValues.includes(input.dayParts)) return 'Kies een dagdeel.'
  if (!arrangementValues.includes(input.meetingType) || !arrangementValues.includes(input.lunchType))
    return 'Kies een geldig arrangement.'
  if (input.meetingType === 'geen' && input.lunchType !== 'geen') return 'Lunch kan alleen bij een vergaderarrangement.'
  return undefined
}

/** Half-up rounding of amount × rate / 100, in integers (amounts are never negative). */
export function vatCents(amountCents: number, ratePercent: number): number {
  return Math.floor((amountCents * ratePercent + 50) / 100)
}

/** Half-up rounding of a / b for non-negative integers. */
function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b))
}

export function calculatePrice(input: PriceInput): PriceCalculation {
  const problem = priceInputProblem(input)
  if (problem) throw new RangeError(problem)
  const { numPeople, dayParts, meetingType, lunchType } = input
  const part = dayPartInfo[dayParts]

  const roomUnit = part.fullDay ? roomPriceCents.fullDay : roomPriceCents.halfDay
  const items: PriceLine[] = [
    {
      description: `Zaalhuur ${part.label.toLowerCase()} (${dayPartHours(dayParts)})`,
      quantity: 1,
      unitPriceCents: roomUnit,
      totalPriceCents: roomUnit,
      vatRate: ROOM_VAT_RATE,
    },
  ]
  if (meetingType !== 'geen') {
    const unit = arrangementUnitCents(meetingType, part.fullDay)
    items.push({
      description: `${arrangementInfo[meetingType].label}${part.fullDay ? ' (hele dag)' : ''}`,
      quantity: numPeople,
      unitPriceCents: unit,
      totalPriceCents: unit * numPeople,
      vatRate: FOOD_VAT_RATE,
    })
  }
  if (lunchType !== 'geen') {
    const unit = lunchPriceCents[lunchType]
    items.push({
      description: lunchInfo[lunchType].label,
      quantity: numPeople,
      unitPriceCents: unit,
      totalPriceCents: unit * numPeople,
      vatRate: FOOD_VAT_RATE,
    })
  }

  const groupTotal = (rate: number) =>
    items.filter((item) => item.vatRate === rate).reduce((sum, item) => sum + item.totalPriceCents, 0)
  const subtotalCents = items.reduce((sum, item) => sum + item.totalPriceCents, 0)
  const roomVatCents = vatCents(groupTotal(ROOM_VAT_RATE), ROOM_VAT_RATE)
  const foodVatCents = vatCents(groupTotal(FOOD_VAT_RATE), FOOD_VAT_RATE)
  const totalVatCents = roomVatCents + foodVatCents
  const totalInclVatCents = subtotalCents + totalVatCents
  return {
    items,
    subtotalCents,
    roomVatCents,
    foodVatCents,
    totalVatCents,
    totalInclVatCents,
    costPerPersonCents: divideHalfUp(totalInclVatCents, numPeople),
  }
}

/** A room price as the price list shows it: including 21 % btw. */
export function roomPriceInclVatCents(fullDay: boolean): number {
  const excl = fullDay ? roomPriceCents.fullDay : roomPriceCents.halfDay
  return excl + vatCents(excl, ROOM_VAT_RATE)
}
