/**
 * The day sheet and the catering order as PDFs (app/lib/day-sheet.ts): for the owner's clipboard on
 * the day, and for the caterer.
 */
import type { IsoDate } from '~/lib/dates'
import { type CateringDate, cateringTotals, preparationFacts, type SheetEntry } from '~/lib/day-sheet'
import { dietCountsText, dietText } from '~/lib/diet'
import { capitalised, formatLongDate } from '~/lib/format'
import { dutchHours } from '~/lib/pricing'
import { letterhead } from './letterhead.server'
import { colors, PdfWriter } from './writer.server'

export async function daySheetPdf(date: IsoDate, entries: readonly SheetEntry[]): Promise<Uint8Array> {
  const doc = await PdfWriter.create(`Dagblad ${formatLongDate(date)}`)
  letterhead(doc, 'guide')
  doc.text(`Dagblad ${formatLongDate(date)}`, { size: 16, bold: true, gap: 8 })
  if (entries.length === 0) doc.text('Geen bevestigde boekingen of opties op deze dag.')
  for (const entry of entries) {
    doc.ensureSpace(160)
    const title = `${entry.part}, ${dutchHours(entry.start, entry.end)}: boeking ${entry.bookingId}`
    doc.text(entry.status === 'optie' ? `${title} (optie)` : title, { size: 12, bold: true, gap: 4 })
    const { contact } = entry
    const facts: [string, string][] = [
      ...(entry.dateCount > 1 ? [['Datum', `dag ${entry.dateNumber} van ${entry.dateCount}`] as [string, string]] : []),
      ['Contact', contact.company ? `${contact.name} (${contact.company})` : contact.name],
      ['Telefoon', contact.phone ?? 'niet opgegeven'],
      ['E-mail', contact.email],
      ...preparationFacts(entry),
    ]
    for (const [label, value] of facts)
      doc.row([
        { text: label, x: doc.left, width: 110, bold: true },
        { text: value, x: doc.left + 115, width: doc.contentWidth - 115 },
      ])
    if (entry.message) {
      doc.space(4)
      doc.text('Opmerking van de klant', { size: 10, bold: true })
      doc.text(entry.message, { size: 10 })
    }
    doc.space(6)
    doc.rule()
    doc.space(6)
  }
  return doc.save()
}

export async function cateringPdf(from: IsoDate, to: IsoDate, order: readonly CateringDate[]): Promise<Uint8Array> {
  const period = from === to ? formatLongDate(from) : `${formatLongDate(from)} tot en met ${formatLongDate(to)}`
  const doc = await PdfWriter.create(`Cateringbestelling ${period}`)
  letterhead(doc, 'guide')
  doc.text('Cateringbestelling', { size: 16, bold: true, gap: 2 })
  doc.text(capitalised(period), { gap: 10 })
  if (order.length === 0) doc.text('Geen catering in deze periode.')
  for (const date of order) {
    doc.ensureSpace(60)
    doc.text(capitalised(formatLongDate(date.date)), { size: 12, bold: true, gap: 4 })
    if (date.lines.length === 0) doc.text('Alleen de ruimte: geen catering.', { color: colors.soft, gap: 6 })
    for (const line of date.lines) {
      doc.row([
        { text: line.item, x: doc.left, width: 250 },
        { text: String(line.quantity), x: doc.left + 255, width: 50, align: 'right' },
        { text: `boeking ${line.bookingId} (${line.numPeople} pers.)`, x: doc.left + 320, width: 175 },
      ])
      const diet = line.diet && dietText(line.diet)
      if (diet) doc.row([{ text: `Dieetwensen: ${diet}`, x: doc.left + 12, width: doc.contentWidth - 12 }], 9)
    }
    doc.space(8)
  }
  if (order.length > 0) {
    doc.ensureSpace(80)
    doc.text('Totaal over de periode', { size: 12, bold: true, gap: 4 })
    for (const total of cateringTotals(order)) {
      const diet = dietCountsText(total.diet)
      doc.row([
        { text: total.item, x: doc.left, width: 250 },
        { text: String(total.quantity), x: doc.left + 255, width: 50, align: 'right' },
      ])
      if (diet) doc.row([{ text: `waarvan ${diet}`, x: doc.left + 12, width: doc.contentWidth - 12 }], 9)
    }
  }
  return doc.save()
}
