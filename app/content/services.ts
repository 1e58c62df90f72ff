/**
 * Every service page, by slug. The five pages of the main menu and the two extra slugs the
 * home page's service cards link to (fotostudio, coaching-training) all live here.
 */
export type ServicePage = {
  slug: string
  title: string
  description: string
}

export const servicePages: ServicePage[] = [
  {
    slug: 'vergaderen',
    title: 'Vergaderingen',
    description: 'Vergaderen met 2 tot 15 personen in een rustige, karaktervolle ruimte met alle moderne voorzieningen.',
  },
  {
    slug: 'workshops',
    title: 'Workshops',
    description: 'Een inspirerende plek voor creatieve workshops, trainingen en strategiesessies.',
  },
  {
    slug: 'coaching',
    title: 'Coaching & Training',
    description: 'Een rustige omgeving voor één-op-één coaching en training in kleine groepen.',
  },
  {
    slug: 'fotoshoots',
    title: 'Fotoshoots',
    description: 'Historische details, mooi daglicht en een flexibele ruimte voor zakelijke en creatieve shoots.',
  },
  {
    slug: 'teambuilding',
    title: 'Teambuilding',
    description: 'Bouw aan vertrouwen en samenwerking, weg van de waan van de dag.',
  },
  {
    slug: 'fotostudio',
    title: 'Fotostudio',
    description: 'Huur de ruimte als fotostudio, per dagdeel of voor een hele dag.',
  },
  {
    slug: 'coaching-training',
    title: 'Coaching & Training',
    description: 'Coachingsessies, dagprogramma’s en groepstrainingen op een plek met rust en ruimte.',
  },
]

export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug)
}
