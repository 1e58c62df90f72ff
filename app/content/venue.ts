/**
 * Every fact about the venue, in one place. Pages, mails and PDFs read from here, so the
 * owner changes a phone number or opening hour once. Demo values: replace with the real ones.
 */
import { dayPartInfo, dutchHours } from '~/lib/pricing'

export const venue = {
  name: 'De Oude Paardenslagerij',
  shortName: 'Paardenslagerij',
  tagline: 'Een gebouw met ziel, sinds 1903',
  builtIn: 1903,
  rentalSince: 2024,
  address: {
    street: 'Dorpsstraat 27',
    postalCode: '1713 HA',
    city: 'Obdam',
    province: 'Noord-Holland',
    country: 'NL',
    /** For the map embed and structured data. */
    latitude: 52.6772,
    longitude: 4.9068,
  },
  nearbyCity: { name: 'Alkmaar', driveMinutes: 15 },
  phone: { display: '0226 45 18 90', href: 'tel:+31226451890' },
  email: 'info@oudepaardenslagerij.nl',
  kvk: '81234567',
  btwId: 'NL862345671B01',
  iban: 'NL12 RABO 0123 4567 89',
  /** The hours the day parts cover: the venue opens for the ochtend and closes after the middag. */
  openingHours: {
    hours: dutchHours(dayPartInfo[1].start, dayPartInfo[2].end),
    summary: `Maandag tot en met vrijdag ${dutchHours(dayPartInfo[1].start, dayPartInfo[2].end)}`,
    onRequest: 'Buiten deze tijden en in het weekend op aanvraag',
    /** schema.org openingHoursSpecification */
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: dayPartInfo[1].start,
    closes: dayPartInfo[2].end,
  },
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/oudepaardenslagerij' },
    { label: 'Facebook', href: 'https://www.facebook.com/oudepaardenslagerij' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/oudepaardenslagerij' },
  ],
  parking: {
    summary: 'Gratis parkeren voor de deur',
    /** The spaces in one sentence, for where the list below does not fit. */
    inShort: 'Zes plaatsen voor de deur en nog eens veertig op het Kerkplein, op twee minuten lopen.',
    /** The same, said to a guest who is coming (the confirmation and the reminder). */
    toGuest: 'Je parkeert gratis voor de deur (zes plaatsen) of op het Kerkplein, op twee minuten lopen.',
    details: [
      'Zes gratis parkeerplaatsen direct voor het pand, aan de Dorpsstraat.',
      'Nog eens veertig gratis plaatsen op het Kerkplein, op twee minuten lopen.',
      'Oplaadpunt voor elektrische auto’s op het Kerkplein (twee laadpalen).',
      'Fietsenrek naast de voordeur; bushalte Obdam, Dorpsstraat op 200 meter.',
    ],
    guidePath: '/downloads/parkeerwijzer.pdf',
  },
} as const

export type Venue = typeof venue

/** The registration numbers, labelled the one way the site, the mails and the PDFs write them. */
export const venueRegistration = `KvK ${venue.kvk} · btw-id ${venue.btwId}`

export const venueAddressLine = `${venue.address.street}, ${venue.address.postalCode} ${venue.address.city}`

/**
 * Where the map comes from. The visitor's browser loads it from there, so the privacy statement
 * names it (app/routes/site/privacy.tsx) and the CSP allows its origin as a frame (worker/csp.ts).
 */
export const mapProvider = {
  name: 'OpenStreetMap',
  organisation: 'OpenStreetMap Foundation, Verenigd Koninkrijk',
  origin: 'https://www.openstreetmap.org',
  privacyUrl: 'https://osmfoundation.org/wiki/Privacy_Policy',
}

/** Directions to the venue from wherever the visitor is (OpenStreetMap asks for the start). */
const { latitude, longitude } = venue.address
export const venueRouteUrl = `${mapProvider.origin}/directions?to=${latitude}%2C${longitude}`

export function pageTitle(title?: string): string {
  return title ? `${title} | ${venue.name}` : `${venue.name} | Vergaderruimte met karakter in Noord-Holland`
}
