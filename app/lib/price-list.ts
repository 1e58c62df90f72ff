/**
 * The venue's price lists as data (docs/decisions/036-the-offer-as-data.md): the room's prices per
 * day part, the arrangements and lunches with their price and btw, each list valid for meetings on
 * or after its date. Pure: the server reads the published lists from D1 (app/server/offer/), the
 * browser gets them from a loader, and both price with the same functions.
 */
import { isPlainLine } from './characters'
import type { IsoDate } from './dates'

export const priceEntryKinds = ['arrangement', 'lunch', 'extra'] as const
export type PriceEntryKind = (typeof priceEntryKinds)[number]

/** What an entry's price counts: each person, or the meeting date once (an extra such as a flip-over). */
export const priceEntryUnits = ['person', 'meeting'] as const
export type PriceEntryUnit = (typeof priceEntryUnits)[number]

/** "per persoon", "per bijeenkomst". */
export const unitText: Record<PriceEntryUnit, string> = { person: 'per persoon', meeting: 'per bijeenkomst' }

export type PriceEntry = {
  kind: PriceEntryKind
  /** The choice's stable name across lists, as quotes and bookings store it ('basis', 'luxe', 'borrel'). */
  key: string
  label: string
  includes: string
  /** Excluding btw, per `unit`; for an arrangement the half-day price. */
  unitCents: number
  vatRate: number
  position: number
  /** Arrangements and lunches are per person; an extra may be per meeting date. */
  unit: PriceEntryUnit
}

/**
 * The venue's terms a list carries (docs/decisions/036-the-offer-as-data.md): what a customer agrees
 * to with a quote or booking under it, kept with it like its prices.
 */
export type VenueTerms = {
  /** Days a quote's prices hold. */
  quoteValidDays: number
  /** Days from an invoice's date to its due date. */
  paymentTermDays: number
  /** The number of people of a date may change while at least this many full workdays remain before it. */
  peopleChangeWorkdays: number
  /** Cancelling this many days or more before a date costs nothing. */
  freeCancellationDays: number
  /** Cancelling later, with at least this many full workdays left, costs halfRoomPercent of the room. */
  halfRoomWorkdays: number
  halfRoomPercent: number
  /** The catering is free to cancel until this many hours before the day part starts. */
  freeCateringHours: number
  /** The most people the room takes for a meeting on a date under the list. */
  maxPeople: number
  /** Under the list in effect today: a day part is booked online at least this many hours before it starts… */
  minHoursAhead: number
  /** …and at most this many months ahead. */
  maxMonthsAhead: number
  /** Under a booking's first date's list: the days an optie runs when the owner names no last day (ADR 026). */
  optieDays: number
  /**
   * The aanbetaling (docs/decisions/039-aanbetaling.md): this percentage of the total is invoiced at
   * confirmation (0: none), payable within depositTermDays; the rest is payable balanceDaysBefore
   * days before the first date, or after the meeting at 0.
   */
  depositPercent: number
  depositTermDays: number
  balanceDaysBefore: number
}

/** Each term's whole-number range, and the message for a value outside it. */
export const termLimits: Record<keyof VenueTerms, { min: number; max: number; message: string }> = {
  quoteValidDays: { min: 1, max: 365, message: 'Kies een geldigheid van 1 tot 365 dagen.' },
  paymentTermDays: { min: 1, max: 90, message: 'Kies een betaaltermijn van 1 tot 90 dagen.' },
  peopleChangeWorkdays: { min: 0, max: 30, message: 'Kies 0 tot 30 werkdagen.' },
  freeCancellationDays: { min: 0, max: 365, message: 'Kies 0 tot 365 dagen.' },
  halfRoomWorkdays: { min: 0, max: 60, message: 'Kies 0 tot 60 werkdagen.' },
  halfRoomPercent: { min: 0, max: 100, message: 'Kies 0 tot 100 %.' },
  freeCateringHours: { min: 0, max: 720, message: 'Kies 0 tot 720 uur.' },
  maxPeople: { min: 1, max: 100, message: 'Kies een maximum van 1 tot 100.' },
  minHoursAhead: { min: 1, max: 336, message: 'Kies 1 tot 336 uur.' },
  maxMonthsAhead: { min: 1, max: 24, message: 'Kies 1 tot 24 maanden.' },
  optieDays: { min: 1, max: 180, message: 'Kies 1 tot 180 dagen.' },
  depositPercent: { min: 0, max: 90, message: 'Kies 0 tot 90 %.' },
  depositTermDays: { min: 1, max: 60, message: 'Kies 1 tot 60 dagen.' },
  balanceDaysBefore: { min: 0, max: 180, message: 'Kies 0 tot 180 dagen.' },
}

export type PriceList = {
  id: number
  name: string
  /** The first meeting date the list prices. */
  validFrom: IsoDate
  /** Excluding btw. */
  room: { halfDayCents: number; fullDayCents: number; vatRate: number }
  /** An arrangement for a hele dag costs this percentage of its half-day price. */
  fullDayFactorPercent: number
  /** The indicative 'vanaf' price of a coaching session, excluding btw (spec §9): shown, never computed. */
  coachingSessionCents: number
  entries: PriceEntry[]
  terms: VenueTerms
}

/** The published lists, oldest date first: what every price on the site and in every document comes from. */
export type PriceBook = readonly PriceList[]

/** The published lists in the order listOn reads them: by date, and of two on one date the later published last. */
export function priceBook(lists: readonly PriceList[]): PriceBook {
  return [...lists].sort((a, b) => a.validFrom.localeCompare(b.validFrom) || a.id - b.id)
}

/** The list that prices a meeting on `date`: the last published list whose date is not after it. */
export function listOn(book: PriceBook, date: IsoDate): PriceList {
  let found = book[0]
  for (const list of book) if (list.validFrom <= date) found = list
  if (!found) throw new Error('Er is geen prijslijst gepubliceerd.')
  return found
}

/**
 * The list the site had before lists were data (migrations/0019_price_lists.sql): it prices every
 * quote, request and booking stored without a list.
 */
export const FIRST_PRICE_LIST_ID = 1

/** The list a stored quote, request or booking was priced under. */
export function listById(book: PriceBook, id: number | null): PriceList {
  const wanted = id ?? FIRST_PRICE_LIST_ID
  const list = book.find((candidate) => candidate.id === wanted)
  if (!list) throw new Error(`Prijslijst ${wanted} is niet gepubliceerd.`)
  return list
}

/** The lists that price meetings from `today` on: the one in effect today and every later one. */
export function listsFrom(book: PriceBook, today: IsoDate): PriceList[] {
  const current = listOn(book, today)
  return book.filter((list) => list === current || list.validFrom > today)
}

/**
 * The most people any list from `today` on lets the room take: what a form accepts before it knows
 * the date; each date's own list decides again (app/lib/pricing.ts priceInputProblem).
 */
export const peopleLimit = (book: PriceBook, today: IsoDate) =>
  Math.max(...listsFrom(book, today).map((list) => list.terms.maxPeople))

/** The arrangements, the lunches or the extras of a list, in the owner's order. */
export function entriesOf(list: Pick<PriceList, 'entries'>, kind: PriceEntryKind): PriceEntry[] {
  return list.entries.filter((entry) => entry.kind === kind).sort((a, b) => a.position - b.position)
}

/** One arrangement, lunch or extra of a list. */
export function entryOf(list: PriceList, kind: PriceEntryKind, key: string): PriceEntry | undefined {
  return list.entries.find((entry) => entry.kind === kind && entry.key === key)
}

/** Half-up rounding of a / b for non-negative integers. */
export function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b))
}

/** A list as the owner prepares it: everything but its id. */
export type PriceListDraft = Omit<PriceList, 'id'>

/** The btw rates a list may use: the Dutch high and low rate. */
export const vatRates = [21, 9] as const

/** "Kies 9 of 21 % btw.": the one message for another rate. */
export const vatRateMessage = `Kies ${[...vatRates].sort((a, b) => a - b).join(' of ')} % btw.`

/** The arrangements and lunches a stored quote or booking can name (db/enums.ts arrangementTypes, without 'geen'). */
export const entryKeys = ['basis', 'luxe'] as const

/** An extra's key: lower-case words joined by hyphens ('borrel', 'flip-over'), as stored with a date's choices. */
export const EXTRA_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** The most extras one list offers. */
export const MAX_EXTRAS = 12
/** An extra's key is made from its name (`extraKey`), at most this long. */
const MAX_KEY_LENGTH = 40
/** A list starts at most this many years ahead: a date far on would hold a list no one can change. */
export const MAX_YEARS_AHEAD = 5
const characterMessage =
  'Dit veld bevat tekens die we niet kunnen verwerken, zoals een regeleinde of een teken dat de leesrichting omdraait.'

/** "Borrel & bites" -> "borrel-bites": the key of a new extra, made from the name the owner gives it. */
export function extraKey(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_KEY_LENGTH)
    .replace(/-+$/, '')
}

/**
 * Why a list cannot be published on `today`, field by field, in Dutch; empty when it can. A list
 * takes effect from its date on, never before today: it re-prices nothing that exists.
 */
export function priceListProblems(draft: PriceListDraft, today: IsoDate): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = []
  const cents = (field: string, value: number, what: string) => {
    if (!Number.isInteger(value) || value <= 0 || value > 10_000_000)
      problems.push({ field, message: `Vul ${what} in als bedrag groter dan € 0,00.` })
  }
  if (draft.name.trim() === '') problems.push({ field: 'name', message: 'Geef de prijslijst een naam.' })
  // Its words stand on every page, mail and PDF: one plain line each, of a length the pages hold.
  const words = (field: string, value: string, max: number) => {
    if (!isPlainLine(value)) problems.push({ field, message: characterMessage })
    else if (value.length > max) problems.push({ field, message: `Houd dit korter dan ${max} tekens.` })
  }
  words('name', draft.name, 60)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.validFrom) || draft.validFrom < today)
    problems.push({ field: 'validFrom', message: 'Kies een ingangsdatum van vandaag of later.' })
  else if (draft.validFrom > `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`)
    problems.push({ field: 'validFrom', message: `Kies een ingangsdatum binnen ${MAX_YEARS_AHEAD} jaar.` })
  cents('room.halfDayCents', draft.room.halfDayCents, 'de zaalhuur voor een dagdeel')
  cents('room.fullDayCents', draft.room.fullDayCents, 'de zaalhuur voor een hele dag')
  cents('coachingSessionCents', draft.coachingSessionCents, 'de prijs van een coachingsessie')
  const rate = (field: string, value: number) => {
    if (!vatRates.some((allowed) => allowed === value)) problems.push({ field, message: vatRateMessage })
  }
  rate('room.vatRate', draft.room.vatRate)
  if (
    !Number.isInteger(draft.fullDayFactorPercent) ||
    draft.fullDayFactorPercent < 100 ||
    draft.fullDayFactorPercent > 300
  )
    problems.push({
      field: 'fullDayFactorPercent',
      message: 'Kies voor een hele dag 100 tot 300 % van de dagdeelprijs.',
    })
  for (const [index, entry] of draft.entries.entries()) {
    const field = `entries[${index}]`
    if (entry.kind === 'extra') {
      if (!EXTRA_KEY_PATTERN.test(entry.key) || !priceEntryUnits.includes(entry.unit))
        problems.push({ field: `${field}.label`, message: 'Geef de extra een naam met letters of cijfers.' })
    } else if (!entryKeys.some((key) => key === entry.key) || entry.unit !== 'person') {
      problems.push({ field, message: 'Dit arrangement of deze lunch bestaat niet.' })
    }
    if (entry.label.trim() === '') problems.push({ field: `${field}.label`, message: 'Geef het een naam.' })
    words(`${field}.label`, entry.label, 60)
    words(`${field}.includes`, entry.includes, 200)
    if (entry.key.length > MAX_KEY_LENGTH) problems.push({ field: `${field}.label`, message: characterMessage })
    cents(`${field}.unitCents`, entry.unitCents, `de prijs ${unitText[entry.unit] ?? unitText.person}`)
    rate(`${field}.vatRate`, entry.vatRate)
  }
  for (const [name, limit] of Object.entries(termLimits) as [
    keyof VenueTerms,
    (typeof termLimits)[keyof VenueTerms],
  ][]) {
    const value = draft.terms[name]
    if (!Number.isInteger(value) || value < limit.min || value > limit.max)
      problems.push({ field: `terms.${name}`, message: limit.message })
  }
  const extras = draft.entries.filter((entry) => entry.kind === 'extra')
  if (extras.length > MAX_EXTRAS)
    problems.push({ field: 'extras', message: `Een prijslijst heeft hoogstens ${MAX_EXTRAS} extra's.` })
  const extraKeys = extras.map((entry) => entry.key)
  const twice = extras.findIndex((entry, index) => extraKeys.indexOf(entry.key) !== index)
  if (twice >= 0)
    problems.push({
      field: `entries[${draft.entries.indexOf(extras[twice] as PriceEntry)}].label`,
      message: "Twee extra's hebben dezelfde naam. Geef elke extra een eigen naam.",
    })
  // A list offers each arrangement and lunch at most once, and a lunch only beside an arrangement
  // (a lunch comes with an arrangement). One it leaves out is stopped from its date.
  const keys = draft.entries.filter((entry) => entry.kind !== 'extra').map((entry) => `${entry.kind}:${entry.key}`)
  if (new Set(keys).size !== keys.length)
    problems.push({ field: 'entries', message: 'Elk arrangement en elke lunch staat één keer in een prijslijst.' })
  if (keys.some((key) => key.startsWith('lunch:')) && !keys.some((key) => key.startsWith('arrangement:')))
    problems.push({
      field: 'entries',
      message: 'Een lunch hoort bij een arrangement: bied ook een arrangement aan, of stop de lunches.',
    })
  return problems
}

/** A draft as a list to price with, before it has an id. */
export const draftList = (draft: PriceListDraft): PriceList => ({ ...draft, id: 0 })
