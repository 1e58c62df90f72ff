/**
 * Indicative 'vanaf' prices per service (spec §9), excluding btw; the room is taxed at 21 %.
 * The meeting calculator on /tarieven gives the exact price; these are for the price list
 * and the service pages.
 */
import { coachingPriceCents, MAX_PEOPLE, roomPriceCents } from '~/lib/pricing'

export type IndicativePrice = { label: string; detail: string; cents: number; badge?: string }

export const indicativePrices: { service: string; prices: IndicativePrice[] }[] = [
  {
    service: 'Vergaderen',
    prices: [
      { label: 'Halve dag', detail: '4 uur, ochtend of middag', cents: roomPriceCents.halfDay },
      { label: 'Hele dag', detail: '8 uur', cents: roomPriceCents.fullDay, badge: 'Populair' },
    ],
  },
  {
    service: 'Workshops',
    prices: [
      { label: 'Halve dag', detail: `4 uur, tot ${MAX_PEOPLE} deelnemers`, cents: roomPriceCents.halfDay },
      {
        label: 'Hele dag',
        detail: `8 uur, tot ${MAX_PEOPLE} deelnemers`,
        cents: roomPriceCents.fullDay,
        badge: 'Meest Gekozen',
      },
    ],
  },
  {
    service: 'Coaching & Training',
    prices: [
      { label: 'Coachingsessie', detail: 'Per sessie, één op één', cents: coachingPriceCents.session },
      { label: 'Eén-op-één coaching', detail: 'Halve dag, 4 uur', cents: roomPriceCents.halfDay },
      { label: 'Coaching dagprogramma', detail: 'Per dag', cents: coachingPriceCents.dayProgramme },
      { label: 'Groepstraining', detail: 'Per dag', cents: coachingPriceCents.groupTraining },
      { label: 'Groepscoaching', detail: 'Hele dag, 8 uur, tot 8 personen', cents: roomPriceCents.fullDay },
    ],
  },
  {
    service: 'Fotoshoots',
    prices: [
      { label: 'Korte shoot', detail: 'Tot 4 uur', cents: roomPriceCents.halfDay },
      { label: 'Hele dag', detail: '8 uur, exclusief gebruik', cents: roomPriceCents.fullDay },
    ],
  },
  {
    service: 'Teambuilding',
    prices: [
      { label: 'Halve dag', detail: `4 uur, tot ${MAX_PEOPLE} teamleden`, cents: roomPriceCents.halfDay },
      { label: 'Hele dag', detail: `8 uur, tot ${MAX_PEOPLE} teamleden`, cents: roomPriceCents.fullDay },
    ],
  },
]
