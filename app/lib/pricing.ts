/**
 * The price of a meeting, in integer euro cents (DESIGN.md §3), under one of the venue's price lists
 * (app/lib/price-list.ts). Pure: a list and choices in, breakdown out.
 * The browser runs it for live figures; the server runs it again as the truth and never
 * trusts a price sent by the browser.
 */
import { invoiceTotals, type VatLine, vatCents } from './invoicing'
import { divideHalfUp, entriesOf, entryOf, type PriceEntry, type PriceEntryKind, type PriceList } from './price-list'

export const MIN_PEOPLE = 1
/** The calculator's first number of people: the room full, or fewer where a list's room takes fewer. */
export const DEFAULT_PEOPLE = 15
/** Coaching and training in a small group: the most people the venue advises for it. */
export const COACHING_GROUP_MAX = 8

/**
 * The message for a count outside MIN_PEOPLE to the room's capacity under a list (its maxPeople): the
 * whole range, which also serves as the hint.
 */
export const peopleMessage = (maxPeople: number) => `Kies een aantal van ${MIN_PEOPLE} tot ${maxPeople} personen.`

/** A whole number of people the room under `maxPeople` takes. */
export const fitsRoom = (numPeople: number, maxPeople: number) =>
  Number.isInteger(numPeople) && numPeople >= MIN_PEOPLE && numPeople <= maxPeople

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

/** The screen, written one way wherever it is named. */
export const SCREEN_TEXT = 'een 4K-scherm van 65 inch'
/** What the room hire includes, in one order and one wording for every page, mail and PDF. */
export const ROOM_INCLUDES = `${SCREEN_TEXT}, snelle wifi, een flip-over en schrijfwaren`

const noArrangement = { label: 'Geen arrangement', includes: `Alleen de ruimte, met ${ROOM_INCLUDES}.` }
const noLunch = { label: 'Geen lunch', includes: '' }

/** What a choice of arrangement or lunch is called and includes under `list`; 'geen' is no entry of it. */
export function choiceInfo(list: PriceList, kind: PriceEntryKind, key: string): { label: string; includes: string } {
  if (key === 'geen') return kind === 'arrangement' ? noArrangement : noLunch
  const entry = entryOf(list, kind, key)
  if (!entry) throw new RangeError(`${kind} ${key} staat niet in ${list.name}.`)
  return entry
}

/** 'geen' and the arrangements or lunches `list` offers, in the calculator's order. */
export const offeredChoices = (list: PriceList, kind: 'arrangement' | 'lunch'): Arrangement[] =>
  arrangementValues.filter((value) => value === 'geen' || entryOf(list, kind, value) !== undefined)

/** The choice's label: "Basisarrangement", "Geen lunch". */
export const choiceLabel = (list: PriceList, kind: PriceEntryKind, key: string) => choiceInfo(list, kind, key).label

/** The room's price under `list`, excluding btw. */
export const roomUnitCents = (list: PriceList, fullDay: boolean) =>
  fullDay ? list.room.fullDayCents : list.room.halfDayCents

/** A room price as the price list shows it: including btw. */
export function roomPriceInclVatCents(list: PriceList, fullDay: boolean): number {
  const excl = roomUnitCents(list, fullDay)
  return excl + vatCents(excl, list.room.vatRate)
}

/** An arrangement's price per person, excl. btw, for a half day or (times the list's factor, half up) a hele dag. */
export function arrangementUnitCents(entry: PriceEntry, list: PriceList, fullDay: boolean): number {
  return fullDay ? divideHalfUp(entry.unitCents * list.fullDayFactorPercent, 100) : entry.unitCents
}

export type PriceInput = {
  numPeople: number
  dayParts: DayPart
  meetingType: Arrangement
  lunchType: Arrangement
  /** The keys of the list's extras chosen for the meeting ('borrel'). */
  extras: readonly string[]
}

/** The chosen extras of `list` in the owner's order; a key the list does not offer is left out. */
export const chosenExtras = (list: PriceList, extras: readonly string[]): PriceEntry[] =>
  entriesOf(list, 'extra').filter((entry) => extras.includes(entry.key))

export type PriceLine = {
  description: string
  quantity: number
  unitPriceCents: number
  totalPriceCents: number
  vatRate: number
}

export type PriceCalculation = {
  items: PriceLine[]
  subtotalCents: number
  /** The btw per rate, highest rate first. */
  vat: VatLine[]
  totalVatCents: number
  totalInclVatCents: number
  costPerPersonCents: number
}

/** Why a combination cannot be priced under `list`, in Dutch; undefined when it can. */
export function priceInputProblem(input: PriceInput, list: PriceList): string | undefined {
  if (!fitsRoom(input.numPeople, list.terms.maxPeople)) return peopleMessage(list.terms.maxPeople)
  if (!dayPartValues.includes(input.dayParts)) return 'Kies een dagdeel.'
  if (!arrangementValues.includes(input.meetingType) || !arrangementValues.includes(input.lunchType))
    return 'Kies een geldig arrangement.'
  const offered = (kind: PriceEntryKind, key: string) => key === 'geen' || entryOf(list, kind, key) !== undefined
  if (!offered('arrangement', input.meetingType) || !offered('lunch', input.lunchType))
    return 'Dit arrangement of deze lunch bieden we op die datum niet aan.'
  if (input.meetingType === 'geen' && input.lunchType !== 'geen') return 'Lunch kan alleen bij een vergaderarrangement.'
  if (new Set(input.extras).size !== input.extras.length) return 'Kies elke extra één keer.'
  const missing = input.extras.find((key) => entryOf(list, 'extra', key) === undefined)
  if (missing !== undefined) return `Deze extra bieden we op die datum niet aan: ${missing}.`
  return undefined
}

/** The price of one meeting under `list`. Throws on input priceInputProblem refuses. */
export function calculatePrice(input: PriceInput, list: PriceList): PriceCalculation {
  const problem = priceInputProblem(input, list)
  if (problem) throw new RangeError(problem)
  const { numPeople, dayParts, meetingType, lunchType } = input
  const part = dayPartInfo[dayParts]

  const roomUnit = roomUnitCents(list, part.fullDay)
  // The room is the first line (app/lib/cancellation.ts charges it apart from the catering).
  const items: PriceLine[] = [
    {
      description: `Zaalhuur ${part.label.toLowerCase()} (${dayPartHours(dayParts)})`,
      quantity: 1,
      unitPriceCents: roomUnit,
      totalPriceCents: roomUnit,
      vatRate: list.room.vatRate,
    },
  ]
  const arrangement = entryOf(list, 'arrangement', meetingType)
  if (arrangement) {
    const unit = arrangementUnitCents(arrangement, list, part.fullDay)
    items.push({
      description: `${arrangement.label}${part.fullDay ? ' (hele dag)' : ''}`,
      quantity: numPeople,
      unitPriceCents: unit,
      totalPriceCents: unit * numPeople,
      vatRate: arrangement.vatRate,
    })
  }
  const lunch = entryOf(list, 'lunch', lunchType)
  if (lunch) {
    items.push({
      description: lunch.label,
      quantity: numPeople,
      unitPriceCents: lunch.unitCents,
      totalPriceCents: lunch.unitCents * numPeople,
      vatRate: lunch.vatRate,
    })
  }
  for (const extra of chosenExtras(list, input.extras)) {
    const quantity = extra.unit === 'person' ? numPeople : 1
    items.push({
      description: extra.label,
      quantity,
      unitPriceCents: extra.unitCents,
      totalPriceCents: extra.unitCents * quantity,
      vatRate: extra.vatRate,
    })
  }
  const totals = invoiceTotals(items)
  return {
    items,
    subtotalCents: totals.subtotalCents,
    vat: totals.vat,
    totalVatCents: totals.totalVatCents,
    totalInclVatCents: totals.totalCents,
    costPerPersonCents: divideHalfUp(totals.totalCents, numPeople),
  }
}
