import { expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import {
  cateringOrder,
  cateringPeriod,
  cateringTotals,
  type DayBooking,
  dietNotesText,
  finalToday,
  MAX_CATERING_DAYS,
  morningMailDue,
  openText,
  preparationFacts,
  type SheetEntry,
  sheetEntries,
  totalText,
} from '~/lib/day-sheet'
import { noDiet } from '~/lib/diet'
import { bookingDay } from '../support/booking-days'
import { listWithExtras } from '../support/price-lists'

const booking = (bookingId: number, day: DayBooking['day'], overrides: Partial<DayBooking> = {}): DayBooking => ({
  bookingId,
  status: 'bevestigd',
  name: `Klant ${bookingId}`,
  company: null,
  phone: '0226 123 456',
  email: `klant${bookingId}@voorbeeld.nl`,
  message: null,
  day,
  dateNumber: 1,
  dateCount: 1,
  openCents: null,
  ...overrides,
})

const afternoon = booking(2, bookingDay('2027-02-08', { dayParts: 2, numPeople: 6, lunchType: 'geen' }))
const morning = booking(
  1,
  bookingDay('2027-02-08', {
    dayParts: 1,
    numPeople: 12,
    meetingType: 'luxe',
    lunchType: 'basis',
    extras: ['borrel', 'flip-over'],
    list: listWithExtras,
    diet: { counts: { vegetarisch: 3, glutenvrij: 1 }, note: 'Geen selderij' },
  }),
  { status: 'optie', company: 'Molen BV', message: 'Graag een beamer.', dateNumber: 2, dateCount: 3, openCents: 0 },
)

test('the day sheet lists the bookings in the order of the day, each with its hours and what to prepare', () => {
  const entries = sheetEntries([afternoon, morning])
  expect(entries.map((entry) => [entry.part, entry.start, entry.end])).toEqual([
    ['Ochtend', '08:30', '12:30'],
    ['Middag', '13:00', '17:00'],
  ])
  expect(entries[0]).toMatchObject({
    bookingId: 1,
    status: 'optie',
    contact: { name: 'Klant 1', company: 'Molen BV', phone: '0226 123 456' },
    numPeople: 12,
    arrangement: 'Luxe arrangement',
    lunch: 'Basislunch',
    extras: ['Borrel', 'Extra flip-over'],
    diet: { counts: { vegetarisch: 3, glutenvrij: 1 }, note: 'Geen selderij' },
    message: 'Graag een beamer.',
    dateNumber: 2,
    dateCount: 3,
  })
  expect(entries[1]).toMatchObject({ arrangement: 'Basisarrangement', lunch: 'Geen', extras: [], diet: noDiet })
  expect(preparationFacts(entries[0] as SheetEntry)).toContainEqual([
    'Dieetwensen',
    '3 vegetarisch, 1 glutenvrij; Geen selderij',
  ])
  expect(preparationFacts(entries[1] as SheetEntry)).toContainEqual(['Dieetwensen', 'Geen'])
})

test('what is still to be paid reads as an amount, as paid, or as not invoiced yet', () => {
  expect(openText(null)).toBe('Nog geen factuur')
  expect(openText(0)).toBe('Alles betaald')
  expect(openText(12_345)).toBe('€\u00a0123,45')
})

test('the catering order counts per date: per person, and an extra per meeting once; the meal has the diet', () => {
  const later = booking(3, bookingDay('2027-02-09', { numPeople: 8, diet: { counts: { vegetarisch: 2 }, note: null } }))
  const order = cateringOrder([later, afternoon, morning])
  expect(order.map((date) => date.date)).toEqual(['2027-02-08', '2027-02-09'])
  expect(order[0]?.lines).toEqual([
    { item: 'Luxe arrangement', quantity: 12, bookingId: 1, numPeople: 12 },
    {
      item: 'Basislunch',
      quantity: 12,
      bookingId: 1,
      numPeople: 12,
      diet: { counts: { vegetarisch: 3, glutenvrij: 1 }, note: 'Geen selderij' },
    },
    { item: 'Borrel', quantity: 12, bookingId: 1, numPeople: 12 },
    { item: 'Extra flip-over', quantity: 1, bookingId: 1, numPeople: 12 },
    // Without a lunch the arrangement is the meal.
    { item: 'Basisarrangement', quantity: 6, bookingId: 2, numPeople: 6, diet: noDiet },
  ])
  const totals = cateringTotals(order)
  expect(totals).toEqual([
    { item: 'Luxe arrangement', quantity: 12, diet: {} },
    { item: 'Basislunch', quantity: 20, diet: { vegetarisch: 5, glutenvrij: 1 } },
    { item: 'Borrel', quantity: 12, diet: {} },
    { item: 'Extra flip-over', quantity: 1, diet: {} },
    { item: 'Basisarrangement', quantity: 14, diet: {} },
  ])
  expect(totals.map(totalText)).toContain('Basislunch: 20 (waarvan 5 vegetarisch, 1 glutenvrij)')
  expect(totals.map(totalText)).toContain('Borrel: 12')
  expect(order[0] && dietNotesText(order[0])).toBe(' (toelichting dieet: boeking 1: Geen selderij)')
})

test('the catering period is next week by default; a wrong or too long period says why in Dutch', () => {
  // Thursday 26 November 2026: next week is Monday 30 November to Friday 4 December.
  expect(cateringPeriod(null, null, '2026-11-26')).toEqual({ ok: true, from: '2026-11-30', to: '2026-12-04' })
  // A Sunday looks ahead to the week that starts the next day.
  expect(cateringPeriod(null, null, '2026-11-29')).toEqual({ ok: true, from: '2026-11-30', to: '2026-12-04' })
  expect(cateringPeriod('2026-12-01', '2026-12-01', '2026-11-26')).toEqual({
    ok: true,
    from: '2026-12-01',
    to: '2026-12-01',
  })
  expect(cateringPeriod('2026-12-01', null, '2026-11-26')).toEqual({
    ok: false,
    message: 'Kies een begin- en een einddatum.',
  })
  expect(cateringPeriod('2026-12-31', '2026-12-01', '2026-11-26')).toMatchObject({ ok: false })
  expect(cateringPeriod('2026-02-30', '2026-03-01', '2026-11-26')).toMatchObject({ ok: false })
  expect(cateringPeriod('2026-12-01', '2026-12-31', '2026-11-26')).toMatchObject({ ok: true })
  expect(cateringPeriod('2026-12-01', '2027-01-01', '2026-11-26')).toEqual({
    ok: false,
    message: `Kies een periode van hoogstens ${MAX_CATERING_DAYS} dagen.`,
  })
})

test('the numbers that became final today: yesterday the customer could still change them, today not', () => {
  // Three workdays' term: on Monday 8 February 2027 Thursday's number is final, Friday's not yet,
  // and Wednesday's was final since Sunday.
  const on = (date: string) => booking(1, bookingDay(date))
  const monday = amsterdamInstant('2027-02-08', '07:00')
  const final = finalToday([on('2027-02-10'), on('2027-02-11'), on('2027-02-12')], monday, [])
  expect(final.map((one) => one.day.date)).toEqual(['2027-02-11'])
  expect(morningMailDue(amsterdamInstant('2027-02-08', '06:59'))).toBe(false)
  expect(morningMailDue(monday)).toBe(true)
  // In summer time too: 7.00 in Amsterdam is 5.00 UTC.
  expect(morningMailDue(Date.parse('2027-06-07T04:59:00Z'))).toBe(false)
  expect(morningMailDue(Date.parse('2027-06-07T05:00:00Z'))).toBe(true)
})
