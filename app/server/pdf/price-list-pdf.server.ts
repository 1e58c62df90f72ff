import { indicativePrices } from '~/content/prices'
import { servicePages } from '~/content/services'
import { QUOTE_VALID_DAYS } from '~/content/terms'
import { venue, venueAddressLine, venueRegistration } from '~/content/venue'
import { formatEuro } from '~/lib/format'
import {
  arrangementInfo,
  arrangementUnitCents,
  dayPartHours,
  dayPartText,
  FOOD_VAT_RATE,
  lunchInfo,
  lunchPriceCents,
  MAX_PEOPLE,
  ROOM_INCLUDES,
  ROOM_VAT_RATE,
  roomPriceCents,
  vatCents,
} from '~/lib/pricing'
import { colors, PdfWriter } from './writer.server'

/** The downloadable price list: room, arrangements, lunch and the 'vanaf' prices per service. */
export async function renderPriceListPdf(): Promise<Uint8Array> {
  const doc = await PdfWriter.create(`Prijslijst - ${venue.name}`)
  const priceRow = (label: string, detail: string, cents: number, vatRate: number) => {
    doc.row([
      { text: label, x: doc.left, width: 170 },
      { text: detail, x: doc.left + 175, width: 150 },
      { text: formatEuro(cents), x: doc.left + 330, width: 80, align: 'right' },
      { text: formatEuro(cents + vatCents(cents, vatRate)), x: doc.left + 415, width: 80, align: 'right' },
    ])
  }
  const header = () =>
    doc.row([
      { text: '', x: doc.left, width: 170 },
      { text: '', x: doc.left + 175, width: 150 },
      { text: 'excl. btw', x: doc.left + 330, width: 80, align: 'right', bold: true },
      { text: 'incl. btw', x: doc.left + 415, width: 80, align: 'right', bold: true },
    ])

  doc.text(venue.name, { size: 20, bold: true, color: colors.brick, gap: 4 })
  doc.text(`${venueAddressLine} · ${venue.phone.display} · ${venue.email}`, { size: 9, color: colors.soft })
  doc.text(venueRegistration, { size: 9, color: colors.soft, gap: 8 })
  doc.rule(colors.brick)
  doc.text('Prijslijst', { size: 16, bold: true, gap: 4 })
  doc.text(
    `Bij de zaalhuur horen ${ROOM_INCLUDES}; koffie, thee en ` +
      `lunch kies je als arrangement. Over de zaalhuur rekenen we ${ROOM_VAT_RATE} % btw, over de catering ` +
      `${FOOD_VAT_RATE} % btw.`,
    { size: 9.5, gap: 10 },
  )

  doc.text(`Vergaderruimte (tot ${MAX_PEOPLE} personen)`, { size: 12, bold: true })
  header()
  priceRow('Halve dag', `${dayPartText(1)} of ${dayPartText(2).toLowerCase()}`, roomPriceCents.halfDay, ROOM_VAT_RATE)
  priceRow('Hele dag', dayPartHours(3), roomPriceCents.fullDay, ROOM_VAT_RATE)
  doc.space(8)

  doc.text('Arrangementen en lunch, per persoon', { size: 12, bold: true })
  header()
  for (const type of ['basis', 'luxe'] as const) {
    priceRow(
      arrangementInfo[type].label,
      `Halve dag. ${arrangementInfo[type].includes}`,
      arrangementUnitCents(type, false),
      FOOD_VAT_RATE,
    )
    priceRow(arrangementInfo[type].label, 'Hele dag.', arrangementUnitCents(type, true), FOOD_VAT_RATE)
  }
  for (const type of ['basis', 'luxe'] as const)
    priceRow(lunchInfo[type].label, lunchInfo[type].includes, lunchPriceCents[type], FOOD_VAT_RATE)
  doc.space(8)

  // Teambuilding is the room as for a meeting (the calculator prices it); the others are quoted.
  const quoted = servicePages.filter((page) => page.pricing === 'op maat').map((page) => page.title)
  doc.text('Workshops, coaching en fotoshoots: prijzen vanaf', { size: 12, bold: true })
  for (const group of indicativePrices.filter((entry) => quoted.includes(entry.service))) {
    doc.text(group.service, { size: 10.5, bold: true, gap: 1 })
    for (const price of group.prices) priceRow(price.label, price.detail, price.cents, ROOM_VAT_RATE)
    doc.space(4)
  }
  doc.space(6)
  doc.text(
    'Dit zijn richtprijzen. Voor workshops, fotoshoots en coaching maken we graag een offerte op maat: neem ' +
      `contact met ons op. Je offerte is ${QUOTE_VALID_DAYS} dagen geldig.`,
    { size: 9, color: colors.soft },
  )
  return doc.save()
}
