import { venue, venueAddressLine } from '~/content/venue'
import { letterhead } from './letterhead.server'
import { colors, PdfWriter } from './writer.server'

/** The parking guide that the FAQ and the contact section link to. */
export async function renderParkingGuidePdf(): Promise<Uint8Array> {
  const doc = await PdfWriter.create(`Parkeerwijzer - ${venue.name}`)
  letterhead(doc, 'guide')
  doc.text('Parkeerwijzer', { size: 16, bold: true, gap: 8 })
  doc.text(`${venue.parking.summary}. Zo vind je een plek:`, { gap: 6 })
  for (const line of venue.parking.details) doc.text(`• ${line}`, { gap: 3 })
  doc.space(8)
  doc.text('Met de auto', { size: 12, bold: true })
  doc.text(
    `Vanaf ${venue.nearbyCity.name} ben je in ongeveer ${venue.nearbyCity.driveMinutes} minuten bij ons. ` +
      `Stel je navigatie in op ${venueAddressLine}. De parkeerplaatsen voor de deur zijn gratis en zonder ` +
      `tijdslimiet; zijn ze bezet, rijd dan door naar het Kerkplein.`,
    { gap: 6 },
  )
  doc.text('Met het openbaar vervoer of de fiets', { size: 12, bold: true })
  doc.text('De bushalte Obdam, Dorpsstraat ligt op 200 meter. Fietsen zet je in het rek naast de voordeur.', { gap: 6 })
  doc.text('Laden', { size: 12, bold: true })
  doc.text('Op het Kerkplein staan twee openbare laadpalen voor elektrische auto’s.', { gap: 10 })
  doc.text(`Vragen over de bereikbaarheid? Bel ${venue.phone.display}; we helpen je graag.`, {
    size: 9,
    color: colors.soft,
  })
  return doc.save()
}
