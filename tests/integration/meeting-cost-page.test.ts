/**
 * The meeting-cost calculator on /boeken, as the server renders it for a form sent without
 * JavaScript: the venue is priced by its own rates, holds only as many people as the room does,
 * and the alternatives are the choices not taken (docs/decisions/031-the-venues-own-facts-over-the-spec.md).
 */
import { expect, test } from 'vitest'
import { venue } from '~/content/venue'
import { firstPriceList } from '../support/price-lists'
import { callWorker } from '../support/worker/requests'

const base = 'uurloon=60&voorbereiding=30&afstand=25&productiviteit=75&soort=intern&reiskosten=ja'

async function calculator(query: string) {
  const html = await (await callWorker(`/boeken?${query}`)).text()
  const result = html.slice(html.indexOf('id="kosten-uitkomst"'))
  const figures = (part: string) =>
    [...part.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(([, label, amount]) => [
      label?.replaceAll('&amp;', '&'),
      amount,
    ])
  const alternatives = result.slice(result.indexOf('>Alternatieven<'))
  return {
    html,
    figures: Object.fromEntries(figures(result.slice(0, result.indexOf('>Alternatieven<')))),
    alternatives: figures(alternatives.slice(0, alternatives.indexOf('</dl>'))),
  }
}

test('the venue line is the room’s rate for the day parts the hours need, not an hourly price', async () => {
  const short = await calculator(`deelnemers=6&uren=2&${base}&locatie=paardenslagerij`)
  expect(short.figures['Zaalhuur ochtend of middag (excl. btw)']).toBe('€\u00a0175,00')
  expect(short.figures.Locatie).toBeUndefined()
  const long = await calculator(`deelnemers=6&uren=8&${base}&locatie=paardenslagerij`)
  expect(long.figures['Zaalhuur hele dag (excl. btw)']).toBe('€\u00a0320,00')
  // Four and a half hours do not fit a morning or an afternoon.
  const longer = await calculator(`deelnemers=6&uren=4.5&${base}&locatie=paardenslagerij`)
  expect(longer.figures['Zaalhuur hele dag (excl. btw)']).toBe('€\u00a0320,00')
  // Elsewhere the spec's hourly price stays: 2 hours at € 150.
  const elsewhere = await calculator(`deelnemers=6&uren=2&${base}&locatie=extern`)
  expect(elsewhere.figures.Locatie).toBe('€\u00a0300,00')
})

test('in the venue itself the group is at most the room’s capacity, also when the form says more', async () => {
  const { html, figures } = await calculator(`deelnemers=30&uren=2&${base}&locatie=paardenslagerij`)
  const { maxPeople } = firstPriceList.terms
  expect(html).toMatch(new RegExp(`id="kosten-participants"[^>]*max="${maxPeople}"[^>]*value="${maxPeople}"`))
  expect(html).toContain(`In ${venue.name} is plek voor maximaal ${maxPeople} personen.`)
  // 15 people: salaries 1.800, overhead 450, preparation 450, travel 412,50, materials 180, room 175: € 4.217,50.
  expect(figures.Salarissen).toBe('€\u00a01.800,00')
  expect(html).toContain('data-testid="vergaderkosten">€\u00a04.217,50<')
  // Elsewhere 30 people may meet.
  const elsewhere = await calculator(`deelnemers=30&uren=2&${base}&locatie=extern`)
  expect(elsewhere.figures.Salarissen).toBe('€\u00a03.600,00')
})

const difference = 'Verschil met een externe locatie (gerekend met €\u00a0150,00 per uur)'

test('the alternatives are the choices not taken, each by the same formula as the total, with the saving', async () => {
  // The defaults (DESIGN.md §9): an external venue, € 1.917,00.
  const chosenElsewhere = await calculator('')
  expect(chosenElsewhere.alternatives).toEqual([
    // 0,8 × the meeting's time: (576 + 144) / 0,75, with 0,3 × the materials and the preparation.
    ['Online vergaderen', '€\u00a01.161,60'],
    ['Op kantoor', '€\u00a01.617,00'],
    ['De Oude Paardenslagerij', '€\u00a01.792,00'],
  ])
  expect(chosenElsewhere.figures[difference]).toBe('€\u00a0125,00')

  const chosenHere = await calculator(`deelnemers=6&uren=2&${base}&locatie=paardenslagerij`)
  expect(chosenHere.html).toContain('data-testid="vergaderkosten">€\u00a01.792,00<')
  expect(chosenHere.alternatives.map(([label]) => label)).toEqual([
    'Online vergaderen',
    'Op kantoor',
    'Externe locatie',
  ])
  expect(chosenHere.alternatives[2]).toEqual(['Externe locatie', '€\u00a01.917,00'])
  expect(chosenHere.figures[difference]).toBe('€\u00a0125,00')

  // More people than the room holds: the venue is no alternative, and there is nothing to save here.
  const tooMany = await calculator(`deelnemers=20&uren=2&${base}&locatie=extern`)
  expect(tooMany.alternatives.map(([label]) => label)).toEqual(['Online vergaderen', 'Op kantoor'])
  expect(tooMany.html).not.toContain('Verschil met een externe locatie')
  // Half an hour here costs a whole day part: more than elsewhere, so no saving is claimed.
  const halfHour = await calculator(`deelnemers=6&uren=0.5&${base}&locatie=extern`)
  expect(halfHour.html).not.toContain('Verschil met een externe locatie')
})
