import { expect, test } from 'vitest'
import {
  addMonths,
  amsterdamInstant,
  bookingWindow,
  checkBookingDate,
  closedHolidayOn,
  defaultClosedHolidays,
  defaultVenueCalendar,
  dutchHolidays,
  easterSunday,
  eventMessage,
  eventSlotsOf,
  holidayIds,
  holidayNames,
  isTaken,
  slotsOf,
  takenDayPart,
} from '~/lib/availability'
import { firstPriceList } from '../support/price-lists'

const at = (iso: string) => Date.parse(iso)
/** The first list's online window: 24 hours to 6 months ahead. */
const onlineWindow = firstPriceList.terms
const reason = (date: string, dayParts: 1 | 2 | 3, now: string) => {
  const check = checkBookingDate(date, dayParts, at(now), defaultVenueCalendar, onlineWindow)
  return check.ok ? 'ok' : check.reason
}

test('Easter is computed for past and future years', () => {
  expect(easterSunday(2024)).toBe('2024-03-31')
  expect(easterSunday(2025)).toBe('2025-04-20')
  expect(easterSunday(2026)).toBe('2026-04-05')
  expect(easterSunday(2027)).toBe('2027-03-28')
  expect(easterSunday(2038)).toBe('2038-04-25')
})

test('the Dutch holidays of 2027 follow from Easter and the calendar', () => {
  const byId = Object.fromEntries(dutchHolidays(2027).map((holiday) => [holiday.id, holiday.date]))
  expect(byId).toMatchObject({
    'goede-vrijdag': '2027-03-26',
    'tweede-paasdag': '2027-03-29',
    koningsdag: '2027-04-27',
    hemelvaartsdag: '2027-05-06',
    'tweede-pinksterdag': '2027-05-17',
    'eerste-kerstdag': '2027-12-25',
  })
})

test('Koningsdag moves to Saturday 26 April when the 27th is a Sunday', () => {
  expect(dutchHolidays(2025).find((h) => h.id === 'koningsdag')?.date).toBe('2025-04-26')
  expect(dutchHolidays(2031).find((h) => h.id === 'koningsdag')?.date).toBe('2031-04-26')
  expect(dutchHolidays(2026).find((h) => h.id === 'koningsdag')?.date).toBe('2026-04-27')
})

test('which holidays close the venue is configurable; by default Goede Vrijdag stays open', () => {
  expect(closedHolidayOn('2027-03-29')?.name).toBe('tweede paasdag')
  expect(closedHolidayOn('2027-03-26')).toBeUndefined()
  expect(closedHolidayOn('2027-03-26', ['goede-vrijdag'])?.name).toBe('Goede Vrijdag')
  expect(closedHolidayOn('2027-03-29', [])).toBeUndefined()
})

test('a weekday well ahead is bookable; weekends and closed holidays are not, with Dutch reasons', () => {
  const now = '2026-11-22T10:00:00Z'
  expect(reason('2026-12-07', 1, now)).toBe('ok')
  expect(reason('2026-12-12', 1, now)).toBe('weekend')
  expect(reason('2026-12-25', 1, now)).toBe('feestdag')
  expect(reason('2026-12-28', 3, now)).toBe('ok')
  const weekend = checkBookingDate('2026-12-13', 2, at(now), defaultVenueCalendar, onlineWindow)
  expect(weekend.ok ? '' : weekend.message).toMatch(/^Deze datum valt in het weekend/)
  const christmas = checkBookingDate('2026-12-25', 2, at(now), defaultVenueCalendar, onlineWindow)
  expect(christmas.ok ? '' : christmas.message).toMatch(/^Op eerste kerstdag zijn we gesloten/)
})

test('online booking closes 24 hours before the day part starts, in Amsterdam time', () => {
  // Monday 7 December 2026, ochtend starts 08:30 CET = 07:30 UTC.
  expect(reason('2026-12-07', 1, '2026-12-06T07:30:00Z')).toBe('ok')
  expect(reason('2026-12-07', 1, '2026-12-06T07:30:01Z')).toBe('te-kort-dag')
  // The middag starts at 13:00 CET = 12:00 UTC, so it stays bookable longer.
  expect(reason('2026-12-07', 2, '2026-12-06T11:59:00Z')).toBe('ok')
  expect(reason('2026-12-07', 2, '2026-12-06T12:01:00Z')).toBe('te-kort-dag')
  const late = checkBookingDate('2026-12-07', 1, at('2026-12-06T20:00:00Z'), defaultVenueCalendar, onlineWindow)
  expect(late.ok ? '' : late.message).toBe(
    'Online boeken kan tot 24 uur van tevoren. Heb je de ruimte eerder nodig? Bel ons.',
  )
  expect(reason('2026-12-04', 1, '2026-12-04T06:00:00Z')).toBe('te-kort-dag')
  expect(reason('2026-12-03', 1, '2026-12-04T06:00:00Z')).toBe('verleden')
})

test('the 24-hour rule is right across the daylight-saving switches', () => {
  // Summer time starts Sunday 29 March 2026; Monday 30 March 08:30 CEST = 06:30 UTC.
  expect(amsterdamInstant('2026-03-30', '08:30')).toBe(at('2026-03-30T06:30:00Z'))
  expect(reason('2026-03-30', 1, '2026-03-29T06:30:00Z')).toBe('ok')
  expect(reason('2026-03-30', 1, '2026-03-29T06:31:00Z')).toBe('te-kort-dag')
  // Winter time starts Sunday 25 October 2026; Monday 26 October 08:30 CET = 07:30 UTC.
  expect(amsterdamInstant('2026-10-26', '08:30')).toBe(at('2026-10-26T07:30:00Z'))
  expect(reason('2026-10-26', 1, '2026-10-25T07:30:00Z')).toBe('ok')
  expect(reason('2026-10-26', 1, '2026-10-25T07:31:00Z')).toBe('te-kort-dag')
  expect(amsterdamInstant('2026-07-01', '13:00')).toBe(at('2026-07-01T11:00:00Z'))
})

test('online booking reaches 6 months ahead, across the year boundary', () => {
  const now = '2026-11-22T10:00:00Z'
  expect(bookingWindow(at(now), onlineWindow)).toEqual({ first: '2026-11-22', last: '2027-05-22' })
  expect(reason('2027-05-21', 1, now)).toBe('ok')
  expect(reason('2027-05-24', 1, now)).toBe('te-ver-vooruit')
  // Late on 31 December UTC it is already 1 January in Amsterdam.
  expect(bookingWindow(at('2026-12-31T23:30:00Z'), onlineWindow)).toEqual({ first: '2027-01-01', last: '2027-07-01' })
  expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
  expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
})

test('another list in effect moves the window and its messages: 48 hours to 1 month ahead', () => {
  const now = at('2026-11-23T10:00:00Z')
  const narrow = { minHoursAhead: 48, maxMonthsAhead: 1 }
  expect(bookingWindow(now, narrow)).toEqual({ first: '2026-11-23', last: '2026-12-23' })
  // Tuesday morning starts 46.5 hours after now: fine under 24 hours, too soon under 48.
  expect(checkBookingDate('2026-11-25', 1, now, defaultVenueCalendar, onlineWindow)).toEqual({ ok: true })
  expect(checkBookingDate('2026-11-25', 1, now, defaultVenueCalendar, narrow)).toEqual({
    ok: false,
    reason: 'te-kort-dag',
    message: 'Online boeken kan tot 48 uur van tevoren. Heb je de ruimte eerder nodig? Bel ons.',
  })
  expect(checkBookingDate('2026-12-28', 1, now, defaultVenueCalendar, narrow)).toEqual({
    ok: false,
    reason: 'te-ver-vooruit',
    message: 'Online boeken kan tot 1 maand vooruit. Neem contact op voor een latere datum.',
  })
  expect(checkBookingDate('2026-12-28', 1, now, defaultVenueCalendar, onlineWindow)).toEqual({ ok: true })
})

test('malformed or impossible dates are refused', () => {
  for (const date of ['2026-02-30', '2026-13-01', '7-12-2026', '', '2026-12-07T10:00']) {
    expect(reason(date, 1, '2026-11-22T10:00:00Z')).toBe('ongeldig')
  }
})

test('a hele dag occupies both slots; a taken slot blocks any booking that needs it', () => {
  expect(slotsOf(1)).toEqual(['ochtend'])
  expect(slotsOf(2)).toEqual(['middag'])
  expect(slotsOf(3)).toEqual(['ochtend', 'middag'])
  const morningTaken = new Set(['ochtend'] as const)
  expect(isTaken(1, morningTaken)).toBe(true)
  expect(isTaken(2, morningTaken)).toBe(false)
  expect(isTaken(3, morningTaken)).toBe(true)
  expect(isTaken(3, new Set())).toBe(false)
})

test('a day part the owner closed is refused, the other part of that day is not', () => {
  const calendar = { closedHolidays: defaultClosedHolidays, closedSlots: ['2026-12-08:ochtend'], eventSlots: [] }
  const now = at('2026-11-24T09:00:00Z')
  expect(checkBookingDate('2026-12-08', 1, now, calendar, onlineWindow)).toMatchObject({
    ok: false,
    reason: 'gesloten',
  })
  expect(checkBookingDate('2026-12-08', 3, now, calendar, onlineWindow)).toMatchObject({
    ok: false,
    reason: 'gesloten',
  })
  expect(checkBookingDate('2026-12-08', 2, now, calendar, onlineWindow)).toEqual({ ok: true })
  expect(checkBookingDate('2026-12-08', 1, now, defaultVenueCalendar, onlineWindow)).toEqual({ ok: true })
})

test('an activity of the agenda holds the day parts its hours overlap, and a request for them is refused', () => {
  expect(eventSlotsOf('10:00', '15:00')).toEqual(['ochtend', 'middag'])
  expect(eventSlotsOf('09:30', '12:30')).toEqual(['ochtend'])
  expect(eventSlotsOf('15:30', '17:00')).toEqual(['middag'])
  // The lunch break and the evening are no day part.
  expect(eventSlotsOf('12:30', '13:00')).toEqual([])
  expect(eventSlotsOf('19:00', '21:30')).toEqual([])
  const calendar = { ...defaultVenueCalendar, eventSlots: ['2026-12-08:middag'] }
  const now = at('2026-11-24T09:00:00Z')
  expect(checkBookingDate('2026-12-08', 2, now, calendar, onlineWindow)).toEqual({
    ok: false,
    reason: 'activiteit',
    message: eventMessage,
  })
  expect(checkBookingDate('2026-12-08', 3, now, calendar, onlineWindow)).toMatchObject({
    ok: false,
    reason: 'activiteit',
  })
  expect(checkBookingDate('2026-12-08', 1, now, calendar, onlineWindow)).toEqual({ ok: true })
})

test('the holidays the venue closes on come from its calendar: any holiday can be opened or closed', () => {
  const now = at('2027-01-04T09:00:00Z')
  const goedeVrijdag = '2027-03-26'
  expect(checkBookingDate(goedeVrijdag, 1, now, defaultVenueCalendar, onlineWindow)).toEqual({ ok: true })
  expect(
    checkBookingDate(
      goedeVrijdag,
      1,
      now,
      { closedHolidays: ['goede-vrijdag'], closedSlots: [], eventSlots: [] },
      onlineWindow,
    ),
  ).toMatchObject({
    ok: false,
    reason: 'feestdag',
    message: expect.stringContaining('Goede Vrijdag'),
  })
  expect(
    checkBookingDate('2027-03-29', 1, now, { closedHolidays: [], closedSlots: [], eventSlots: [] }, onlineWindow),
  ).toEqual({
    ok: true,
  })
  expect(holidayIds.map((id) => holidayNames[id])).toHaveLength(11)
})

test('a day part someone else holds is named with its date, and its waiting list is for what was wanted', () => {
  const held = { '2027-01-11:ochtend': 'bezet', '2027-01-12:middag': 'optie' } as const
  expect(takenDayPart('2027-01-11', 2, held)).toBeUndefined()
  expect(takenDayPart('2027-01-11', 1, held)?.message).toMatch(/^De ochtend van maandag 11 januari 2027 is al bezet\. /)
  expect(takenDayPart('2027-01-11', 3, held)).toEqual({
    message:
      'De ochtend van maandag 11 januari 2027 is al bezet. Kies een ander dagdeel of een andere datum, of zet je ' +
      'op de wachtlijst: komt het vrij, dan mailen we je.',
    waitingListPath: '/wachtlijst?datum=2027-01-11&dagdeel=3',
  })
  expect(takenDayPart('2027-01-12', 3, held)?.message).toMatch(
    /^De middag van dinsdag 12 januari 2027 is in optie: we houden hem vast voor iemand die nog beslist\. /,
  )
  expect(takenDayPart('2027-01-11', 3, { ...held, '2027-01-11:middag': 'optie' })?.message).toMatch(
    /^De hele dag van maandag 11 januari 2027 is al bezet\. /,
  )
})
