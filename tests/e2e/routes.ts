import { servicePages } from '~/content/services'

/** Every page of the spec's route table, for journeys and the accessibility scan. */
export const publicPaths = [
  '/',
  '/over-ons',
  '/geschiedenis',
  '/agenda',
  '/tarieven',
  '/calculator',
  '/contact',
  '/boeken',
  '/privacy',
  '/voorwaarden',
  '/diensten/vergaderen',
  '/diensten/workshops',
  '/diensten/coaching',
  '/diensten/fotoshoots',
  '/diensten/teambuilding',
  '/diensten/fotostudio',
  '/diensten/coaching-training',
]

export const allPaths = [
  ...publicPaths,
  '/tarieven?datum=2027-01-11&personen=15&dagdeel=3&arrangement=luxe&lunch=luxe',
  '/tarieven/aanvragen?soort=boeking&datum=2027-01-11&personen=8&dagdeel=1',
  // A request of two dates (docs/decisions/028-multi-day-bookings.md).
  '/tarieven?datum=2027-01-11&personen=8&dagdeel=1&arrangement=basis&datum-2=2027-01-12&dagdeel-2=3&personen-2=12',
  '/tarieven/aanvragen?soort=boeking&datum=2027-01-11&personen=8&dagdeel=1&datum-2=2027-01-12&dagdeel-2=3',
  '/tarieven/offerte-verzonden',
  '/boeken?datum=2026-12-25',
  '/nieuwsbrief',
  '/nieuwsbrief/aangemeld',
  '/contact/verzonden',
  '/nieuwsbrief/bevestigen?token=ongeldig',
  '/admin',
  '/bestaat-niet',
  '/diensten/bestaat-niet',
]

/** The former addresses of a service: they redirect to its page, which is scanned under its own name. */
const redirects = new Set(servicePages.flatMap((page) => (page.aliases ?? []).map((alias) => `/diensten/${alias}`)))

/** Every address that answers with a page of its own, for the scans at desktop width. */
export const pagePaths = allPaths.filter((path) => !redirects.has(path))

/**
 * One page of each layout at phone width (the mobile project): the home page, a text page, the
 * agenda, both calculators, the booking calendar, a service page, a form and its result, the
 * owner's login and the 404. The other pages share these layouts and are scanned at desktop width.
 */
export const phonePaths = [
  '/',
  '/geschiedenis',
  '/agenda',
  '/calculator',
  '/contact',
  '/diensten/vergaderen',
  '/tarieven?datum=2027-01-11&personen=15&dagdeel=3&arrangement=luxe&lunch=luxe',
  '/tarieven/aanvragen?soort=boeking&datum=2027-01-11&personen=8&dagdeel=1',
  // A request of two dates (docs/decisions/028-multi-day-bookings.md).
  '/tarieven?datum=2027-01-11&personen=8&dagdeel=1&arrangement=basis&datum-2=2027-01-12&dagdeel-2=3&personen-2=12',
  '/tarieven/aanvragen?soort=boeking&datum=2027-01-11&personen=8&dagdeel=1&datum-2=2027-01-12&dagdeel-2=3',
  '/boeken?datum=2026-12-25',
  '/nieuwsbrief/aangemeld',
  '/admin',
  '/bestaat-niet',
]
