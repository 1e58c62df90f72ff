/** The home page's schema.org LocalBusiness data, in its static HTML (components/home/sections.tsx). */
import { venue } from '~/content/venue'

/** `maxPeople`: the room under the list in effect today. */
export function localBusiness(siteUrl: string, imageUrl: string, maxPeople: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#venue`,
    name: venue.name,
    description:
      `Vergaderruimte en ontmoetingsplek voor tot ${maxPeople} personen in een voormalige ` +
      `paardenslagerij uit ${venue.builtIn}.`,
    url: siteUrl,
    image: imageUrl,
    telephone: venue.phone.href.replace('tel:', ''),
    email: venue.email,
    priceRange: '€€',
    currenciesAccepted: 'EUR',
    paymentAccepted: 'Cash, Credit Card, Bank Transfer',
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address.street,
      postalCode: venue.address.postalCode,
      addressLocality: venue.address.city,
      addressRegion: venue.address.province,
      addressCountry: venue.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: venue.address.latitude, longitude: venue.address.longitude },
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: venue.address.latitude, longitude: venue.address.longitude },
      geoRadius: 50000,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: venue.openingHours.days,
        opens: venue.openingHours.opens,
        closes: venue.openingHours.closes,
      },
    ],
    sameAs: venue.social.map((item) => item.href),
  }
}
