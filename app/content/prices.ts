/**
 * Indicative 'vanaf' prices per service (spec §9), excluding btw; the room is taxed at 21 %.
 * The meeting calculator on /tarieven gives the exact price; these are for the price list
 * and the service pages.
 */
export type IndicativePrice = { label: string; detail: string; cents: number; badge?: string }

export const indicativePrices: { service: string; prices: IndicativePrice[] }[] = [
  {
    service: 'Vergaderen',
    prices: [
      { label: 'Halve dag', detail: '4 uur, ochtend of middag', cents: 17_500 },
      { label: 'Hele dag', detail: '8 uur', cents: 32_000, badge: 'Populair' },
    ],
  },
  {
    service: 'Workshops',
    prices: [
      { label: 'Halve dag', detail: '4 uur, tot 15 deelnemers', cents: 17_500 },
      { label: 'Hele dag', detail: '8 uur, tot 15 deelnemers', cents: 32_000, badge: 'Meest Gekozen' },
    ],
  },
  {
    service: 'Coaching & Training',
    prices: [
      { label: 'Coachingsessie', detail: 'Per sessie, één op één', cents: 8_500 },
      { label: 'Eén-op-één coaching', detail: 'Halve dag, 4 uur', cents: 17_500 },
      { label: 'Coaching dagprogramma', detail: 'Per dag', cents: 18_500 },
      { label: 'Groepstraining', detail: 'Per dag', cents: 28_500 },
      { label: 'Groepscoaching', detail: 'Hele dag, 8 uur, tot 8 personen', cents: 32_000 },
    ],
  },
  {
    service: 'Fotoshoots',
    prices: [
      { label: 'Korte shoot', detail: 'Tot 4 uur', cents: 17_500 },
      { label: 'Hele dag', detail: '8 uur, exclusief gebruik', cents: 32_000 },
    ],
  },
  {
    service: 'Teambuilding',
    prices: [
      { label: 'Halve dag', detail: '4 uur, tot 15 teamleden', cents: 17_500 },
      { label: 'Hele dag', detail: '8 uur, tot 15 teamleden', cents: 32_000 },
    ],
  },
]
