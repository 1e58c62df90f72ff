/**
 * What cancelling or changing a confirmed booking costs, by the terms of the price list each date
 * was priced under (VenueTerms; content/terms.ts words them). Pure; dates are Europe/Amsterdam
 * calendar days. With list 1's terms:
 *
 * - 14 days or more before the date: free.
 * - Less than 14 days, but 3 or more full workdays between the day of cancelling and the date:
 *   half the room price.
 * - Fewer than 3 full workdays between them: the whole room price.
 * - Catering (arrangement, lunch, extras) is free to cancel until 48 hours before the start; after
 *   that it is charged in full.
 * A booking of several dates is cancelled as a whole, and each date counts by its own distance and
 * its own list's terms. The number of people can be changed free of charge while 3 or more full
 * workdays remain.
 */
import { amsterdamInstant, closedHolidayOn, type HolidayId } from './availability'
import { type BookingDay, priceDays } from './booking-days'
import { addDays, amsterdamDate, daysBetween, type IsoDate, isWeekend } from './dates'
import { counted, countWord, formatEuro, formatLongDate, listed } from './format'
import { dayPartInfo, type PriceLine } from './pricing'

/** Full workdays (Monday to Friday, not a closed holiday) strictly between two dates. */
export function workdaysBetween(from: IsoDate, to: IsoDate, closedHolidays: readonly HolidayId[]): number {
  let count = 0
  for (let date = addDays(from, 1); date < to; date = addDays(date, 1))
    if (!isWeekend(date) && !closedHolidayOn(date, closedHolidays)) count += 1
  return count
}

/** What cancelling costs for one date of the booking, counted from that date. */
export type DateCharge = {
  date: IsoDate
  /** Calendar days from the day of cancelling to the date. */
  days: number
  /** Which part of the scale applies: free, the terms' share of the room, or the whole room. */
  tier: 'free' | 'part' | 'full'
  /** The share of the date's room price charged, in percent. */
  roomPercent: number
  /** The date's list's term that divides the part from the full room (aheadText names it). */
  halfRoomWorkdays: number
  cateringCharged: boolean
  /** The date's lines of the invoice for the costs, excl. btw (empty when cancelling it is free). */
  lines: PriceLine[]
}

export type CancellationCharge = {
  /** Each date of the booking, first to last, with what cancelling costs for it. */
  dates: DateCharge[]
  /** The lines of the invoice for the costs, excl. btw, of every date (empty when cancelling is free). */
  lines: PriceLine[]
  /** Why, in one Dutch sentence for the invoice and the owner (the customer reads cancellationOutcome). */
  reason: string
}

/**
 * What cancelling the whole booking costs at `at`. Each date counts by its own distance: its room
 * by the days and workdays until that date, its catering by the 48 hours before its own day part
 * (docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md).
 */
export function cancellationCharge(
  bookingDays: readonly BookingDay[],
  at: number,
  closedHolidays: readonly HolidayId[],
): CancellationCharge {
  const price = priceDays(bookingDays)
  const today = amsterdamDate(new Date(at))
  // Each date's own lines, as priceDays wrote them (with several dates each names its date).
  const dates = price.days.map(({ day, lines: dayLines }): DateCharge => {
    const { terms } = day.list
    const days = daysBetween(today, day.date)
    const workdays = workdaysBetween(today, day.date, closedHolidays)
    const tier = days >= terms.freeCancellationDays ? 'free' : workdays >= terms.halfRoomWorkdays ? 'part' : 'full'
    const roomPercent = { free: 0, part: terms.halfRoomPercent, full: 100 }[tier]
    const start = amsterdamInstant(day.date, dayPartInfo[day.dayParts].start)
    const cateringCharged = start - at < terms.freeCateringHours * 60 * 60_000
    const lines: PriceLine[] = []
    // calculatePrice puts the room first; the lines after it are the catering.
    for (const [index, item] of dayLines.entries()) {
      const room = index === 0
      if (room && roomPercent > 0) {
        const share = Math.floor((item.totalPriceCents * roomPercent + 50) / 100)
        lines.push({
          description: `Annuleringskosten ${item.description.toLowerCase()}, ${roomPercent} %`,
          quantity: 1,
          unitPriceCents: share,
          totalPriceCents: share,
          vatRate: item.vatRate,
        })
      } else if (!room && cateringCharged)
        lines.push({ ...item, description: `Annuleringskosten ${item.description.toLowerCase()}` })
    }
    return { date: day.date, days, tier, roomPercent, halfRoomWorkdays: terms.halfRoomWorkdays, cateringCharged, lines }
  })
  const charge: ChargeFacts = { dates, lines: dates.flatMap((date) => date.lines) }
  const ahead = aheadOfAll(charge)
  return {
    ...charge,
    // The invoice's note already says the costs follow the terms; this says how.
    reason: ahead ? `Je annuleerde ${ahead}; daarom ${costsText(charge)}.` : `Bij je annulering ${costsText(charge)}.`,
  }
}

type ChargeFacts = Pick<CancellationCharge, 'dates' | 'lines'>

const centsOf = (lines: readonly PriceLine[]) => lines.reduce((sum, line) => sum + line.totalPriceCents, 0)
const isFree = (date: DateCharge) => date.roomPercent === 0 && !date.cateringCharged

/** "9 dagen van tevoren", or "minder dan drie werkdagen van tevoren" when that is what decided the costs. */
function aheadText(date: DateCharge): string {
  if (date.tier === 'full') return `minder dan ${countWord(date.halfRoomWorkdays)} werkdagen van tevoren`
  return `${counted(date.days, 'dag', 'dagen')} van tevoren`
}

/**
 * How long before, when one phrase says it for the whole booking: that of its one date, or of the
 * first of several that all cost nothing ("20 dagen voor de eerste datum"). Otherwise each date
 * says its own, in costsText.
 */
function aheadOfAll(charge: ChargeFacts): string | undefined {
  const [first] = charge.dates
  if (!first) return undefined
  if (charge.dates.length === 1) return aheadText(first)
  if (!charge.dates.every(isFree)) return undefined
  return `${counted(first.days, 'dag', 'dagen')} voor de eerste datum`
}

/** "50 % van de zaalhuur en de catering", or "niets": what one date costs. */
function dateCostsWhat(date: DateCharge): string {
  const room =
    date.roomPercent === 0
      ? null
      : date.roomPercent === 100
        ? 'de volledige zaalhuur'
        : `${date.roomPercent} % van de zaalhuur`
  return [room, date.cateringCharged ? 'de catering' : null].filter(Boolean).join(' en ') || 'niets'
}

/**
 * "kost dat niets", "betaal je 50 % van de zaalhuur: € 87,50 excl. btw", or with several dates what
 * each date costs by its own distance: "betaal je voor maandag 11 januari 2027 (minder dan drie
 * werkdagen van tevoren) de volledige zaalhuur en voor dinsdag 19 januari 2027 (15 dagen van
 * tevoren) niets: samen € 320,00 excl. btw".
 */
function costsText(charge: ChargeFacts): string {
  if (charge.dates.every(isFree)) return 'kost dat niets'
  const [only] = charge.dates
  if (charge.dates.length === 1 && only)
    return `betaal je ${dateCostsWhat(only)}: ${formatEuro(centsOf(charge.lines))} excl. btw`
  const each = charge.dates.map(
    (date) => `voor ${formatLongDate(date.date)} (${aheadText(date)}) ${dateCostsWhat(date)}`,
  )
  return `betaal je ${listed(each)}: samen ${formatEuro(centsOf(charge.lines))} excl. btw`
}

/**
 * What cancelling cost, told to the customer afterwards: "Je hebt je boeking voor … 12 dagen van
 * tevoren geannuleerd. Volgens de voorwaarden betaal je …". `what` names what was cancelled.
 */
export function cancellationOutcome(charge: ChargeFacts, what = ''): string {
  const ahead = aheadOfAll(charge)
  const done = [what, ahead].filter(Boolean).join(' ')
  return `Je hebt ${done ? `${done} ` : ''}geannuleerd. Volgens de voorwaarden ${costsText(charge)}.`
}

/** Whether the number of people of `day` may still change (free of charge) at `at`, by its list's terms. */
export function peopleChangeAllowed(
  day: Pick<BookingDay, 'date' | 'list'>,
  at: number,
  closedHolidays: readonly HolidayId[],
): boolean {
  return workdaysBetween(amsterdamDate(new Date(at)), day.date, closedHolidays) >= day.list.terms.peopleChangeWorkdays
}

/** What cancelling now would cost, as the customer reads it before they decide. */
export function cancellationPreview(charge: ChargeFacts): string {
  const ahead = aheadOfAll(charge)
  return `Annuleer je nu${ahead ? `, ${ahead},` : ','} dan ${costsText(charge)}.`
}
