/**
 * Indicative 'vanaf' prices per service, excluding btw (the room is taxed at 21 %), for the service
 * pages and the price list. One ladder per service: a line per length of hire, one price per line.
 * The meeting calculator on /tarieven gives the exact price of a meeting.
 */
import { COACHING_GROUP_MAX, coachingPriceCents, MAX_PEOPLE, roomPriceCents } from '~/lib/pricing'

export type IndicativePrice = { label: string; detail: string; cents: number; badge?: string }

/** The one label for the choice most customers make. */
const POPULAR = 'Populair'

const halfDay = (who: string, most = MAX_PEOPLE): IndicativePrice => ({
  label: 'Halve dag',
  detail: `Ochtend of middag, tot ${most} ${who}`,
  cents: roomPriceCents.halfDay,
})
const fullDay = (who: string, badge?: string, most = MAX_PEOPLE): IndicativePrice => ({
  label: 'Hele dag',
  detail: `Tot ${most} ${who}`,
  cents: roomPriceCents.fullDay,
  ...(badge ? { badge } : {}),
})

export const indicativePrices: { service: string; prices: IndicativePrice[] }[] = [
  { service: 'Vergaderen', prices: [halfDay('personen'), fullDay('personen', POPULAR)] },
  { service: 'Workshops', prices: [halfDay('deelnemers'), fullDay('deelnemers', POPULAR)] },
  {
    service: 'Coaching & training',
    prices: [
      { label: 'Coachingsessie', detail: 'Tot twee uur, een-op-een, op aanvraag', cents: coachingPriceCents.session },
      // Coaching groups are small (the page says so); the room itself holds more.
      halfDay('personen', COACHING_GROUP_MAX),
      fullDay('personen', undefined, COACHING_GROUP_MAX),
    ],
  },
  { service: 'Fotoshoots', prices: [halfDay('personen op de set'), fullDay('personen op de set')] },
  { service: 'Teambuilding', prices: [halfDay('teamleden'), fullDay('teamleden')] },
]
