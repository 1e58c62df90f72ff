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
