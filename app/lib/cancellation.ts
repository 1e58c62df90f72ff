/**
 * What cancelling or changing a confirmed booking costs, by the venue's terms (content/terms.ts
 * words them from these constants). Pure; dates are Europe/Amsterdam calendar days.
 *
 * - 14 days or more before the date: free.
 * - Less than 14 days, but 3 or more full workdays between the day of cancelling and the date:
 *   half the room price.
 * - Fewer than 3 full workdays between them: the whole room price.
 * - Catering (arrangement, lunch) is free to cancel until 48 hours before the start; after
 *   that it is charged in full.
 * The number of people can be changed free of charge while 3 or more full workdays remain.
 */
import { amsterdamInstant, closedHolidayOn, type HolidayId } from './availability'
import { type BookingDay, priceDays } from './booking-days'
import { addDays, amsterdamDate, daysBetween, type IsoDate, isWeekend } from './dates'
import { countWord, formatEuro } from './format'
import { dayPartInfo, type PriceLine, ROOM_VAT_RATE } from './pricing'

export const FREE_CANCELLATION_DAYS = 14
export const HALF_ROOM_WORKDAYS = 3
export const HALF_ROOM_PERCENT = 50
export const FREE_CATERING_HOURS = 48
/** Until this many full workdays before the date the number of people may change. */
export const PEOPLE_CHANGE_WORKDAYS = 3

/** Full workdays (Monday to Friday, not a closed holiday) strictly between two dates. */
export function workdaysBetween(from: IsoDate, to: IsoDate, closedHolidays: readonly HolidayId[]): number {
  let count = 0
  for (let date = addDays(from, 1); date < to; date = addDays(date, 1))
    if (!isWeekend(date) && !closedHolidayOn(date, closedHolidays)) count += 1
  return count
}

export type CancellationCharge = {
  /** Calendar days from the day of cancelling to the date. */
  days: number
  /** The share of the room price charged, in percent: 0, 50 or 100. */
  roomPercent: 0 | typeof HALF_ROOM_PERCENT | 100
  cateringCharged: boolean
  /** The lines of the invoice for the costs, excl. btw (empty when cancelling is free). */
  lines: PriceLine[]
  /** Why, in one Dutch sentence for the invoice and the owner (the customer reads cancellationOutcome). */
  reason: string
}

/**
 * What cancelling the whole booking costs at `at`. The terms count from its first date and apply to
 * the lines of every date (docs/decisions/028-multi-day-bookings.md).
 */
export function cancellationCharge(
  bookingDays: readonly BookingDay[],
  at: number,
  closedHolidays: readonly HolidayId[],
): CancellationCharge {
  const price = priceDays(bookingDays)
  const { first } = price
  const today = amsterdamDate(new Date(at))
  const days = daysBetween(today, first.date)
  const workdays = workdaysBetween(today, first.date, closedHolidays)
  const roomPercent =
    days >= FREE_CANCELLATION_DAYS ? 0 : workdays >= HALF_ROOM_WORKDAYS ? HALF_ROOM_PERCENT : (100 as const)
  const start = amsterdamInstant(first.date, dayPartInfo[first.dayParts].start)
  const cateringCharged = start - at < FREE_CATERING_HOURS * 60 * 60_000
  const lines: PriceLine[] = []
  for (const item of price.lines) {
    if (item.vatRate === ROOM_VAT_RATE && roomPercent > 0) {
      const share = Math.floor((item.totalPriceCents * roomPercent + 50) / 100)
      lines.push({
        description: `Annuleringskosten ${item.description.toLowerCase()}, ${roomPercent} %`,
        quantity: 1,
        unitPriceCents: share,
        totalPriceCents: share,
        vatRate: item.vatRate,
      })
    } else if (item.vatRate !== ROOM_VAT_RATE && cateringCharged)
      lines.push({ ...item, description: `Annuleringskosten ${item.description.toLowerCase()}` })
  }
  const charge: ChargeFacts = { days, roomPercent, cateringCharged, lines }
  return { ...charge, reason: `Geannuleerd ${aheadText(charge)}; volgens de voorwaarden ${costsText(charge)}.` }
}

type ChargeFacts = Pick<CancellationCharge, 'days' | 'roomPercent' | 'cateringCharged' | 'lines'>

/** "9 dagen van tevoren", or "minder dan drie werkdagen van tevoren" when that is what decided the costs. */
function aheadText(charge: ChargeFacts): string {
  if (charge.roomPercent === 100) return `minder dan ${countWord(HALF_ROOM_WORKDAYS)} werkdagen van tevoren`
  return `${charge.days} ${charge.days === 1 ? 'dag' : 'dagen'} van tevoren`
}

/** "kost dat niets", or "betaal je 50 % van de zaalhuur: € 87,50 excl. btw" (with the catering when it counts). */
function costsText(charge: ChargeFacts): string {
  if (charge.roomPercent === 0 && !charge.cateringCharged) return 'kost dat niets'
  const room = { 0: null, [HALF_ROOM_PERCENT]: `${HALF_ROOM_PERCENT} % van de zaalhuur`, 100: 'de volledige zaalhuur' }
  const what = [room[charge.roomPercent], charge.cateringCharged ? 'de catering' : null].filter(Boolean).join(' en ')
  const cents = charge.lines.reduce((sum, line) => sum + line.totalPriceCents, 0)
  return `betaal je ${what}: ${formatEuro(cents)} excl. btw`
}

/** What cancelling cost, told to the customer afterwards. */
export function cancellationOutcome(charge: ChargeFacts): string {
  return `Je hebt ${aheadText(charge)} geannuleerd. Volgens de voorwaarden ${costsText(charge)}.`
}

/** Whether the number of people may still change (free of charge) at `at`. */
export function peopleChangeAllowed(date: IsoDate, at: number, closedHolidays: readonly HolidayId[]): boolean {
  return workdaysBetween(amsterdamDate(new Date(at)), date, closedHolidays) >= PEOPLE_CHANGE_WORKDAYS
}

/** What cancelling now would cost, as the customer reads it before they decide. */
export function cancellationPreview(charge: ChargeFacts): string {
  return `Annuleer je nu, ${aheadText(charge)}, dan ${costsText(charge)}.`
}
