import { venue, venueAddressLine, venueRegistration } from '~/content/venue'
import { colors, type PdfWriter } from './writer.server'

/**
 * The head of every PDF of the venue: its name, address, phone and e-mail, a rule below. An
 * invoice or quote adds the KvK number, btw-id and IBAN (art. 35a Wet OB), the price list the
 * registration; the parking guide needs neither.
 */
export function letterhead(doc: PdfWriter, kind: 'business' | 'price-list' | 'guide'): void {
  doc.text(venue.name, { size: 20, bold: true, color: colors.brick, gap: 4 })
  const reach = [venueAddressLine, venue.phone.display, ...(kind === 'guide' ? [] : [venue.email])].join(' · ')
  const registration = {
    business: `${venueRegistration} · IBAN ${venue.iban}`,
    'price-list': venueRegistration,
    guide: '',
  }[kind]
  doc.text(reach, { size: 9, color: colors.soft, gap: registration ? 0 : 8 })
  if (registration) doc.text(registration, { size: 9, color: colors.soft, gap: 10 })
  doc.rule(colors.brick)
}
