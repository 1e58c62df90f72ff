/**
 * Indicative 'vanaf' prices per service, excluding btw, for the service pages and the price list,
 * from a price list (app/lib/price-list.ts). One ladder per service: a line per length of hire, one
 * price per line. The meeting calculator on /tarieven gives the exact price of a meeting.
 */
import type { PriceList } from '~/lib/price-list'
import { COACHING_GROUP_MAX } from '~/lib/pricing'

export type IndicativePrice = { label: string; detail: string; cents: number; badge?: string }

/** The one label for the choice most customers make. */
const POPULAR = 'Populair'

export const priceServices = ['Vergaderen', 'Workshops', 'Coaching & training', 'Fotoshoots', 'Teambuilding'] as const
export type PriceService = (typeof priceServices)[number]

/** Every service's ladder under `list`, in the order of priceServices. */
export function indicativePrices(list: PriceList): { service: PriceService; prices: IndicativePrice[] }[] {
  const halfDay = (who: string, most = list.terms.maxPeople): IndicativePrice => ({
    label: 'Halve dag',
    detail: `Ochtend of middag, tot ${most} ${who}`,
    cents: list.room.halfDayCents,
  })
  const fullDay = (who: string, badge?: string, most = list.terms.maxPeople): IndicativePrice => ({
    label: 'Hele dag',
    detail: `Tot ${most} ${who}`,
    cents: list.room.fullDayCents,
    ...(badge ? { badge } : {}),
  })
  return [
    { service: 'Vergaderen', prices: [halfDay('personen'), fullDay('personen', POPULAR)] },
    { service: 'Workshops', prices: [halfDay('deelnemers'), fullDay('deelnemers', POPULAR)] },
    {
      service: 'Coaching & training',
      prices: [
        {
          label: 'Ruimte voor een coachgesprek',
          detail: 'Tot twee uur, op aanvraag',
          cents: list.coachingSessionCents,
        },
        // Coaching groups are small (the page says so); the room itself holds more.
        halfDay('personen', COACHING_GROUP_MAX),
        fullDay('personen', undefined, COACHING_GROUP_MAX),
      ],
    },
    { service: 'Fotoshoots', prices: [halfDay('personen op de set'), fullDay('personen op de set')] },
    { service: 'Teambuilding', prices: [halfDay('teamleden'), fullDay('teamleden')] },
  ]
}

/** One service's ladder under `list`. */
export const servicePrices = (list: PriceList, service: PriceService) =>
  indicativePrices(list).find((entry) => entry.service === service)?.prices ?? []
