/**
 * Every text of the home page, in the order of its sections. What the list in effect today says
 * (the room's capacity, the online window) comes in as its terms, from the page's loader.
 */

import { monthsAhead } from '~/lib/availability'
import { capitalised } from '~/lib/format'
import type { PriceEntry, VenueTerms } from '~/lib/price-list'
import { COACHING_GROUP_MAX, ROOM_INCLUDES, SCREEN_TEXT } from '~/lib/pricing'
import { type Picture, pictures } from './images'
import { findServicePage } from './services'
import { venue } from './venue'

export const hero = {
  badge: 'Uniek in Noord-Holland',
  title: 'Een inspirerende plek met karakter',
  text: (maxPeople: number) =>
    `Vergader, train of werk creatief in een voormalige paardenslagerij uit ${venue.builtIn}. Onder de oude ` +
    `balken en naast de originele tegels vind je een warme ruimte voor teams tot ${maxPeople} ` +
    `personen. ${capitalised(ROOM_INCLUDES)} zijn altijd inbegrepen; koffie en thee kies je als ` +
    `arrangement, de lunch erbij.`,
  picture: pictures.room,
}

export const intro = {
  title: 'Even weg van kantoor, zonder ver te reizen',
  text: [
    `${venue.name} ligt midden in ${venue.address.city}, op een kwartier rijden van ` +
      `${venue.nearbyCity.name}. Je parkeert gratis voor de deur en loopt zo een ruimte binnen waar het ` +
      `gesprek vanzelf op gang komt.`,
    'Geen systeemplafond en tl-licht, maar daglicht, baksteen en een lange eikenhouten tafel. Wij zorgen ' +
      'dat alles klaarstaat, zodat jij je kunt richten op waar je voor komt.',
  ],
}

export type Advantage = { title: string; description: string; picture: Picture }

export const advantages: Advantage[] = [
  {
    title: 'Historisch pand',
    description:
      'Een trapgevel uit 1903, originele tegels en de stalen slagersrail: het verhaal van het dorp zit in de muren.',
    picture: pictures.facade,
  },
  {
    title: 'Centrale ligging',
    description:
      `Midden in ${venue.address.city}, vijftien minuten van ${venue.nearbyCity.name}, met gratis ` +
      `parkeren voor de deur en de bus om de hoek.`,
    picture: pictures.village,
  },
  {
    title: 'Multifunctioneel',
    description:
      'Vandaag een directieoverleg, morgen een workshop of fotoshoot: de ruimte is in een handomdraai ' +
      'anders ingericht.',
    picture: pictures.studio,
  },
  {
    title: 'Stijlvol interieur',
    description: `Warme materialen, goede stoelen en mooi licht, met ${SCREEN_TEXT} en snelle wifi in de hele ruimte.`,
    picture: pictures.room,
  },
  {
    title: 'Fotogenieke locatie',
    description: 'Baksteen, groene kozijnen en details van vroeger vormen een decor dat elke foto karakter geeft.',
    picture: pictures.details,
  },
].map((advantage) => ({
  ...advantage,
  picture: { ...advantage.picture, alt: `${advantage.title}: ${advantage.picture.alt}` },
}))

export const about = {
  title: 'Van paardenslagerij tot ontmoetingsplek',
  text: [
    `In ${venue.builtIn} opende slager Jan Kok hier zijn paardenslagerij. Ruim een eeuw lang was het pand ` +
      `een vaste waarde in het dorp: eerst als slagerij, later als werkplaats en atelier, daarna als ` +
      `woonhuis.`,
    `Sinds ${venue.rentalSince} is het een plek om samen te komen. We hebben het pand met zorg opgeknapt: ` +
      `de tegels, de rail met slagershaken en de trapgevel bleven, de techniek en het comfort zijn van nu.`,
  ],
  picture: pictures.details,
}

export type ServiceCard = { slug: string; title: string; description: string; features: string[]; picture: Picture }

/**
 * The home page's five cards, one per service, for a room of `maxPeople`; each card's name is its
 * service page's, so a service has one name.
 */
export const serviceCards = (maxPeople: number): ServiceCard[] =>
  (
    [
      {
        slug: 'vergaderen',
        description: `Voor overleggen, heisessies en teamdagen met 2 tot ${maxPeople} personen.`,
        features: [
          `2 tot ${maxPeople} personen`,
          `${capitalised(ROOM_INCLUDES)} inbegrepen`,
          'Gratis parkeren voor de deur',
          'Koffie en thee als arrangement, lunch erbij',
        ],
        picture: pictures.room,
      },
      {
        slug: 'workshops',
        description: 'Een inspirerende werkplek voor creatieve sessies, trainingen en strategiedagen.',
        features: ['Flexibele opstelling', 'Flip-over en schrijfwaren', 'Veel daglicht', 'Halve of hele dagen'],
        // The studio picture shows a photo set and the room is the meeting card's; until there is a photo of
        // a workshop, the building's details.
        picture: pictures.details,
      },
      {
        slug: 'fotoshoots',
        description: 'Een karaktervol decor voor zakelijke portretten, productfoto’s en content.',
        features: [
          'Baksteen en historische details',
          'Ruimte voor licht en achtergronden',
          'Stroom en wifi',
          'Parkeren voor de deur',
        ],
        picture: pictures.studio,
      },
      {
        slug: 'coaching',
        description: 'Rust en privacy voor gesprekken een-op-een en training in kleine groepen.',
        features: [
          `Een-op-een of tot ${COACHING_GROUP_MAX} personen`,
          'Rustige, huiselijke sfeer',
          'Leunstoelen bij het raam',
          'Per sessie of per dagdeel',
        ],
        picture: pictures.coaching,
      },
      {
        slug: 'teambuilding',
        description: 'Samen aan de slag als team, even weg van de waan van de dag.',
        features: [
          `Teams tot ${maxPeople} personen`,
          'Binnen aan tafel én buiten in het dorp',
          'Koffie, thee en lunch te regelen',
          'Per dagdeel of hele dag',
        ],
        picture: pictures.village,
      },
    ] satisfies Omit<ServiceCard, 'title'>[]
  ).map((card) => ({ ...card, title: findServicePage(card.slug)?.title ?? card.slug }))

export const gallery: Picture[] = [
  pictures.room,
  pictures.facade,
  pictures.details,
  pictures.studio,
  pictures.coaching,
  pictures.village,
]
export const GALLERY_PREVIEW = 3

export const vision = {
  title: 'Wat maakt een goede vergaderruimte?',
  text: [
    'Een goede vergaderruimte valt niet op, maar zorgt dat mensen beter met elkaar praten. Daglicht, ' +
      'frisse lucht, een tafel waaraan iedereen elkaar ziet, goede koffie en techniek die het gewoon doet.',
    'En een beetje karakter helpt: een omgeving die anders is dan het eigen kantoor zet mensen aan tot ' +
      'andere gedachten.',
  ],
  benefitsTitle: 'Waarom samenkomen werkt',
  benefits: [
    {
      title: 'Beter contact',
      text: 'Je ziet hoe de ander reageert en jullie praten echt met elkaar in plaats van na elkaar.',
    },
    { title: 'Meer focus', text: 'Geen meldingen, geen tweede scherm: alle aandacht gaat naar het onderwerp.' },
    { title: 'Sneller besluiten', text: 'Vragen worden meteen beantwoord, knopen worden aan tafel doorgehakt.' },
    { title: 'Meer creativiteit', text: 'Ideeën ontstaan in gesprek, op een flip-over en in de pauze bij de koffie.' },
    { title: 'Sterker team', text: 'Samen lunchen en lachen schept vertrouwen dat geen videogesprek kan vervangen.' },
  ],
}

export const ratesTeaser = {
  title: 'Heldere tarieven, direct berekend',
  points: [
    'Transparante prijzen zonder verrassingen',
    'Prijzen exclusief btw, het totaal inclusief btw',
    'Offerte direct afdrukken of per e-mail',
    'Geen account of registratie nodig',
  ],
}

export type FaqItem = {
  question: string
  answer: string
  parkingGuide?: boolean
  /**
   * Terms shown as a list under the answer, with a link to /voorwaarden: the same sentences
   * everywhere, under the price list in effect (the page's loader words them).
   */
  terms?: 'annuleren'
}

/** A lunch as the FAQ names it: "de basislunch (broodjes, soep en salade)". */
const lunchText = ({ label, includes }: Pick<PriceEntry, 'label' | 'includes'>) => {
  const lowered = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
  const what = lowered(includes.trim().replace(/\.$/, ''))
  return `de ${lowered(label)}${what ? ` (${what})` : ''}`
}

/** The questions and answers under the list in effect today: its terms, and the lunches it offers. */
export const faq = (terms: VenueTerms, lunches: readonly Pick<PriceEntry, 'label' | 'includes'>[]): FaqItem[] => [
  {
    question: 'Voor hoeveel personen is de ruimte geschikt?',
    answer:
      `Voor maximaal ${terms.maxPeople} personen: aan één lange tafel, of voor een workshop in een losse ` +
      'opstelling.',
  },
  {
    question: 'Wat is er bij de zaalhuur inbegrepen?',
    answer:
      `${capitalised(ROOM_INCLUDES)}. Koffie, thee en water kies je als arrangement in de calculator, de lunch ` +
      'erbij.',
  },
  {
    question: 'Kan ik parkeren bij het pand?',
    answer:
      'Ja, je parkeert gratis voor de deur en op het Kerkplein op twee minuten lopen. In de parkeerwijzer ' +
      'staat alles op een rij.',
    parkingGuide: true,
  },
  {
    question: 'Hoe ver van tevoren moet ik boeken?',
    answer:
      `Online boeken kan tot ${terms.minHoursAhead} uur van tevoren en tot ${monthsAhead(terms)} ` +
      `vooruit. Sneller nodig? Bel ons, vaak kan er meer dan je denkt.`,
  },
  {
    question: 'Kunnen jullie zorgen voor lunch?',
    answer:
      lunches.length > 0
        ? `Zeker. Kies in de calculator ${lunches.map(lunchText).join(' of ')}. Dieetwensen geven we graag door.`
        : 'Op dit moment bieden we zelf geen lunch aan. Neem contact met ons op, dan denken we graag mee.',
  },
  {
    question: 'Kan ik de ruimte eerst bekijken?',
    answer: 'Graag zelfs. Maak een afspraak via het contactformulier of bel even; we laten je graag rondkijken.',
  },
  {
    question: 'Wat als ik moet annuleren?',
    answer: 'Wat annuleren kost, hangt af van het moment:',
    terms: 'annuleren',
  },
  {
    question: 'Is het pand toegankelijk?',
    answer:
      'De ruimte ligt op de begane grond met een drempelvrije ingang vanaf de stoep. Er is een toilet op ' +
      'dezelfde verdieping.',
  },
]
