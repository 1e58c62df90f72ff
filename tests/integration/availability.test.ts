import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { availabilityBetween } from '~/server/bookings/availability.server'
import { getDb } from '~/server/db/client.server'
import { bookableDate } from '../support/booking-dates'
import { firstPriceList } from '../support/price-lists'
import { callWorker } from '../support/worker/requests'
import { closeDefaultHolidays } from '../support/worker/reset'

const NOW = Date.parse('2026-11-22T10:00:00Z')
const db = getDb(env.DB)

async function booking(
  id: number,
  date: string,
  dayParts: 1 | 2 | 3,
  status: 'aanvraag' | 'bevestigd' | 'geannuleerd',
) {
  await env.DB.prepare(
    'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, ' +
      'total_cents, status) ' +
      'VALUES (?, ?, ?, ?, 5, ?, 17500, 21175, ?)',
  )
    .bind(id, `Gast ${id}`, `gast${id}@voorbeeld.nl`, date, dayParts, status)
    .run()
  if (status === 'bevestigd') {
    for (const part of dayParts === 3 ? ['ochtend', 'middag'] : [dayParts === 1 ? 'ochtend' : 'middag']) {
      await env.DB.prepare('INSERT INTO booking_slots (date, part, booking_id) VALUES (?, ?, ?)')
        .bind(date, part, id)
        .run()
    }
  }
}

const statusOn = async (date: string) => {
  const day = (await availabilityBetween(db, date, date, NOW, firstPriceList.terms)).get(date)
  return day && { ochtend: day.ochtend, middag: day.middag }
}

test('a confirmed booking shows as bezet for exactly its day parts', async () => {
  await booking(1, '2026-12-07', 1, 'bevestigd')
  await booking(2, '2026-12-08', 2, 'bevestigd')
  await booking(3, '2026-12-09', 3, 'bevestigd')
  expect(await statusOn('2026-12-07')).toEqual({ ochtend: 'bezet', middag: 'vrij' })
  expect(await statusOn('2026-12-08')).toEqual({ ochtend: 'vrij', middag: 'bezet' })
  expect(await statusOn('2026-12-09')).toEqual({ ochtend: 'bezet', middag: 'bezet' })
})

test('an open request shows as aangevraagd; a cancelled booking leaves the day vrij', async () => {
  await booking(1, '2026-12-10', 3, 'aanvraag')
  await booking(2, '2026-12-11', 1, 'geannuleerd')
  await booking(3, '2026-12-14', 2, 'aanvraag')
  await booking(4, '2026-12-14', 1, 'bevestigd')
  expect(await statusOn('2026-12-10')).toEqual({ ochtend: 'aangevraagd', middag: 'aangevraagd' })
  expect(await statusOn('2026-12-11')).toEqual({ ochtend: 'vrij', middag: 'vrij' })
  expect(await statusOn('2026-12-14')).toEqual({ ochtend: 'bezet', middag: 'aangevraagd' })
})

test('holidays and the past are gesloten, weekends and the next 24 hours op aanvraag, with the reason', async () => {
  await closeDefaultHolidays()
  const days = await availabilityBetween(db, '2026-11-20', '2026-12-28', NOW, firstPriceList.terms)
  expect(days.get('2026-11-20')).toMatchObject({
    ochtend: 'gesloten',
    middag: 'gesloten',
    closedReason: 'Deze datum ligt in het verleden.',
  })
  expect(days.get('2026-12-12')).toMatchObject({ ochtend: 'op aanvraag', middag: 'op aanvraag' })
  expect(days.get('2026-12-12')?.closedReason).toMatch(/weekend/)
  expect(days.get('2026-12-25')?.closedReason).toMatch(/^Op eerste kerstdag zijn we gesloten/)
  expect(days.get('2026-12-25')).toMatchObject({ ochtend: 'gesloten', middag: 'gesloten' })
  expect(days.get('2026-12-28')).toMatchObject({ ochtend: 'vrij', middag: 'vrij' })
  // Monday 23 November: the ochtend starts 21.5 hours after NOW, the middag 26 hours after.
  const tomorrow = await availabilityBetween(
    db,
    '2026-11-23',
    '2026-11-23',
    Date.parse('2026-11-22T11:00:00Z'),
    firstPriceList.terms,
  )
  expect(tomorrow.get('2026-11-23')).toMatchObject({ ochtend: 'op aanvraag', middag: 'vrij' })
})

test('/boeken renders the month and the chosen date from the database, readable without JavaScript', async () => {
  const date = bookableDate(5)
  await booking(7, date, 1, 'bevestigd')
  const response = await callWorker(`/boeken?datum=${date}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
  const html = await response.text()
  expect(html).toContain('Boek de ruimte')
  expect(html).toMatch(
    /aria-current="date"[^>]*><span class="sr-only">[a-z]+dag \d+ [a-z]+ \d{4}: ochtend bezet, middag vrij<\/span>/,
  )
  expect(html).toContain(`href="/tarieven?datum=${date}&amp;dagdeel=2"`)
  expect(html).toContain('Middag boeken')
  expect(html).not.toContain('Ochtend boeken')
  // No personal data on the public page.
  expect(html).not.toContain('gast7@voorbeeld.nl')
  expect(html).not.toContain('Gast 7')
})

test('/boeken computes the meeting cost on the server when the form is sent without JavaScript', async () => {
  const defaults = await (await callWorker('/boeken')).text()
  expect(defaults).toContain('€\u00a01.917,00')
  const changed = await (
    await callWorker(
      '/boeken?deelnemers=10&uren=4&uurloon=50&voorbereiding=0&afstand=0&productiviteit=100' +
        '&soort=intern&locatie=paardenslagerij',
    )
  ).text()
  // salaries 2000 + overhead 500 + materials 200 + the room for a morning or an afternoon 175, no travel
  expect(changed).toContain('€\u00a02.875,00')
  expect(changed).toContain('Hoge productiviteit (100 %)')
})
