import { indicativePrices } from '~/content/prices'
import { servicePages } from '~/content/services'
import { vatTerm } from '~/content/terms'
import { venue } from '~/content/venue'
import { capitalised, formatDate, formatEuro } from '~/lib/format'
import { vatCents } from '~/lib/invoicing'
import { entriesOf, type PriceList, unitText } from '~/lib/price-list'
import { arrangementUnitCents, dayPartHours, dayPartText, ROOM_INCLUDES } from '~/lib/pricing'
import { letterhead } from './letterhead.server'
import { colors, PdfWriter } from './writer.server'

/**
 * The downloadable price list: room, arrangements, lunch and the 'vanaf' prices per service, under
 * the list in effect today (the first of `lists`), then each later list from its own date.
 */
export async function renderPriceListPdf(lists: readonly PriceList[]): Promise<Uint8Array> {
  const [current] = lists
  if (!current) throw new Error('Er is geen prijslijst gepubliceerd.')
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
  const meetingPrices = (list: PriceList) => {
    doc.text(`Vergaderruimte (tot ${list.terms.maxPeople} personen)`, { size: 12, bold: true })
    header()
    priceRow(
      'Halve dag',
      `${dayPartText(1)} of ${dayPartText(2).toLowerCase()}`,
      list.room.halfDayCents,
      list.room.vatRate,
    )
    priceRow('Hele dag', dayPartHours(3), list.room.fullDayCents, list.room.vatRate)
    doc.space(8)

    doc.text('Arrangementen en lunch, per persoon', { size: 12, bold: true })
    header()
    for (const entry of entriesOf(list, 'arrangement')) {
      priceRow(entry.label, `Halve dag. ${entry.includes}`, arrangementUnitCents(entry, list, false), entry.vatRate)
      priceRow(entry.label, 'Hele dag.', arrangementUnitCents(entry, list, true), entry.vatRate)
    }
    for (const entry of entriesOf(list, 'lunch')) priceRow(entry.label, entry.includes, entry.unitCents, entry.vatRate)
    doc.space(8)

    const extras = entriesOf(list, 'extra')
    if (extras.length > 0) {
      doc.text("Extra's", { size: 12, bold: true })
      header()
      for (const entry of extras)
        priceRow(
          entry.label,
          [`${capitalised(unitText[entry.unit])}.`, entry.includes].join(' '),
          entry.unitCents,
          entry.vatRate,
        )
      doc.space(8)
    }
  }

  letterhead(doc, 'price-list')
  doc.text('Prijslijst', { size: 16, bold: true, gap: 4 })
  doc.text(
    `Bij de zaalhuur horen ${ROOM_INCLUDES}; koffie en thee kies je als arrangement, de lunch erbij. ` +
      vatTerm(current),
    {
      size: 9.5,
      gap: 10,
    },
  )
  meetingPrices(current)

  // Teambuilding is the room as for a meeting (the calculator prices it); the others are quoted.
  const quoted = servicePages.filter((page) => page.pricing === 'op maat').map((page) => page.title)
  doc.text('Workshops, coaching en fotoshoots: prijzen vanaf', { size: 12, bold: true })
  for (const group of indicativePrices(current).filter((entry) => quoted.includes(entry.service))) {
    doc.text(group.service, { size: 10.5, bold: true, gap: 1 })
    for (const price of group.prices) priceRow(price.label, price.detail, price.cents, current.room.vatRate)
    doc.space(4)
  }
  doc.space(6)
  doc.text(
    'Dit zijn richtprijzen. Voor workshops, fotoshoots en coaching maken we graag een offerte op maat: neem ' +
      `contact met ons op. Je offerte is ${current.terms.quoteValidDays} dagen geldig.`,
    { size: 9, color: colors.soft },
  )
  for (const later of lists.slice(1)) {
    doc.space(10)
    doc.rule(colors.brick)
    doc.text(`${later.name}: voor bijeenkomsten vanaf ${formatDate(later.validFrom)}`, { size: 14, bold: true, gap: 4 })
    meetingPrices(later)
  }
  return doc.save()
}
