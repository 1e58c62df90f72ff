import type { PriceList } from '~/lib/price-list'

/**
 * The first price list exactly as migrations/0019_price_lists.sql stores it (tests/integration/price-lists.test.ts
 * compares the two): the prices of DESIGN.md §3.
 */
export const firstPriceList: PriceList = {
  id: 1,
  name: 'Tarieven',
  validFrom: '2024-01-01',
  room: { halfDayCents: 17_500, fullDayCents: 32_000, vatRate: 21 },
  fullDayFactorPercent: 150,
  coachingSessionCents: 8_500,
  entries: [
    {
      kind: 'arrangement',
      key: 'basis',
      label: 'Basisarrangement',
      includes: 'Onbeperkt koffie, thee en water.',
      unitCents: 750,
      vatRate: 9,
      position: 1,
      unit: 'person',
    },
    {
      kind: 'arrangement',
      key: 'luxe',
      label: 'Luxe arrangement',
      includes: 'Koffie, thee, water, frisdranken en koekjes.',
      unitCents: 1_050,
      vatRate: 9,
      position: 2,
      unit: 'person',
    },
    {
      kind: 'lunch',
      key: 'basis',
      label: 'Basislunch',
      includes: 'Broodjes, soep en salade.',
      unitCents: 1_450,
      vatRate: 9,
      position: 1,
      unit: 'person',
    },
    {
      kind: 'lunch',
      key: 'luxe',
      label: 'Luxe lunch',
      includes: 'Uitgebreide lunch met warme gerechten.',
      unitCents: 1_950,
      vatRate: 9,
      position: 2,
      unit: 'person',
    },
  ],
  terms: {
    quoteValidDays: 30,
    paymentTermDays: 14,
    peopleChangeWorkdays: 3,
    freeCancellationDays: 14,
    halfRoomWorkdays: 3,
    halfRoomPercent: 50,
    freeCateringHours: 48,
    maxPeople: 15,
    minHoursAhead: 24,
    maxMonthsAhead: 6,
    optieDays: 14,
    depositPercent: 0,
    depositTermDays: 14,
    balanceDaysBefore: 14,
  },
}

/** Only the first list, as the site has it on the day migration 0019 lands. */
export const firstBook = [firstPriceList] as const

/** The first list with two extras (ADR 036): a borrel per person, a flip-over per meeting, both at 21 %. */
export const listWithExtras: PriceList = {
  ...firstPriceList,
  id: 2,
  name: "Tarieven met extra's",
  entries: [
    ...firstPriceList.entries,
    {
      kind: 'extra',
      key: 'borrel',
      label: 'Borrel',
      includes: 'Bier, wijn, fris en bittergarnituur.',
      unitCents: 1_250,
      vatRate: 21,
      position: 1,
      unit: 'person',
    },
    {
      kind: 'extra',
      key: 'flip-over',
      label: 'Extra flip-over',
      includes: '',
      unitCents: 1_500,
      vatRate: 21,
      position: 2,
      unit: 'meeting',
    },
  ],
}

/** The first list with an aanbetaling (ADR 039): 30 % within 14 days, the rest 14 days before the first date. */
export const listWithDeposit: PriceList = {
  ...firstPriceList,
  id: 3,
  name: 'Tarieven met aanbetaling',
  terms: { ...firstPriceList.terms, depositPercent: 30, depositTermDays: 14, balanceDaysBefore: 14 },
}
