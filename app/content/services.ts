/**
 * The five service pages, by slug: one page and one name per service, the same in the menu, the
 * home page's cards and the footer. Older addresses of a service (`aliases`) redirect to its page.
 */

import { capitalised } from '~/lib/format'
import { COACHING_GROUP_MAX, ROOM_INCLUDES } from '~/lib/pricing'
import { type Picture, pictures } from './images'
import type { PriceService } from './prices'
import { venue } from './venue'

type Block = { title: string; text: string }

export type ServicePage = {
  slug: string
  /** Earlier addresses of this page (/diensten/{alias}), answered with a permanent redirect. */
  aliases?: string[]
  title: string
  /** The page's description and highlights for a room of `maxPeople` (the list in effect today's). */
  description: (maxPeople: number) => string
  hero: { title: string; text: string; picture: Picture }
  highlights: (maxPeople: number) => string[]
  benefitsTitle: string
  benefits: Block[]
  possibilities: { id: string; title: string; items: Block[] }
  /** The ladder of 'vanaf' prices the page shows (content/prices.ts), from the list in effect. */
  priceService: PriceService
  /**
   * 'calculator': the price follows from the calculator, booked from /tarieven. 'op maat': the venue
   * makes a quote for the service (the calculator says so too), so the page points to contact.
   */
  pricing: 'calculator' | 'op maat'
  extra?: { title: string; items: Block[] }
  directContact?: boolean
  closing: { title: string; text: string }
}

export const servicePages: ServicePage[] = [
  {
    slug: 'vergaderen',
    title: 'Vergaderen',
    description: (maxPeople) =>
      `Vergaderen met 2 tot ${maxPeople} personen in een karaktervolle ruimte met alle ` +
      `moderne voorzieningen en gratis parkeren voor de deur.`,
    hero: {
      title: 'Vergaderen met karakter',
      text:
        'Van een scherp directieoverleg tot een inspirerende heidag: aan onze lange eikenhouten tafel ' +
        'komen gesprekken beter tot hun recht.',
      picture: pictures.room,
    },
    highlights: (maxPeople) => [
      `2 tot ${maxPeople} personen`,
      `${capitalised(ROOM_INCLUDES)} inbegrepen`,
      'Gratis parkeren voor de deur',
    ],
    benefitsTitle: 'Waarom vergaderen bij ons?',
    benefits: [
      { title: 'Rust en focus', text: 'Weg van kantoor en meldingen, in een ruimte waar alleen jullie zijn.' },
      {
        title: 'Alles geregeld',
        text: 'Techniek die werkt, en koffie, thee en lunch als je die bij je boeking kiest.',
      },
      { title: 'Dichtbij', text: `Vijftien minuten van ${venue.nearbyCity.name}, met de auto, de fiets of de bus.` },
    ],
    possibilities: {
      id: 'vergadervormen',
      title: 'Waar teams hier voor komen',
      items: [
        { title: 'Overleg en werksessie', text: 'Een ochtend of middag geconcentreerd werken aan één onderwerp.' },
        { title: 'Heidag', text: 'Een hele dag met lunch om samen vooruit te kijken.' },
        { title: 'Bestuursvergadering', text: 'Vertrouwelijk en ongestoord, met alles bij de hand.' },
        { title: 'Klantgesprek', text: 'Ontvang klanten op een plek die indruk maakt.' },
      ],
    },
    priceService: 'Vergaderen',
    pricing: 'calculator',
    directContact: true,
    closing: {
      title: 'Plan je vergadering',
      text: 'Bereken direct de prijs en boek de ruimte, of neem contact op als je nog vragen hebt.',
    },
  },
  {
    slug: 'workshops',
    title: 'Workshops',
    description: () =>
      'Een inspirerende plek voor creatieve workshops, trainingen en strategiesessies, met daglicht, ' +
      'ruimte en een flexibele opstelling.',
    hero: {
      title: 'Workshops die blijven hangen',
      text:
        'Geef je workshop of training in een ruimte die deelnemers prikkelt. Wij richten alles in zoals ' +
        'jij het wilt.',
      picture: pictures.studio,
    },
    highlights: (maxPeople) => [
      `Tot ${maxPeople} deelnemers, ook in een losse opstelling`,
      `${capitalised(ROOM_INCLUDES)} inbegrepen`,
      'Koffie, thee en lunch te regelen',
    ],
    benefitsTitle: 'Wat je workshop hier beter maakt',
    benefits: [
      { title: 'Een andere omgeving', text: 'Deelnemers stappen uit hun routine, en dat merk je aan de energie.' },
      { title: 'Flexibel in te richten', text: 'In een kring, in groepjes of aan één lange tafel.' },
      { title: 'Ontzorgd', text: 'Jij geeft de workshop, wij zorgen voor de rest.' },
    ],
    possibilities: {
      id: 'workshop-types',
      title: 'Soorten workshops',
      items: [
        { title: 'Creatieve workshops', text: 'Schilderen, schrijven, fotograferen of ontwerpen.' },
        { title: 'Trainingen', text: 'Vaardigheden leren met oefeningen en opdrachten.' },
        { title: 'Strategiesessies', text: 'Met het team de koers voor de komende jaren bepalen.' },
        { title: 'Brainstormsessies', text: 'Met een groep ideeën bedenken en meteen uitwerken.' },
      ],
    },
    priceService: 'Workshops',
    pricing: 'op maat',
    closing: {
      title: 'Organiseer je workshop bij ons',
      text:
        'Voor een exacte prijs maken we graag een offerte op maat. Neem contact op, dan bespreken we ' +
        'de mogelijkheden.',
    },
  },
  {
    slug: 'coaching',
    aliases: ['coaching-training'],
    title: 'Coaching & training',
    description: () =>
      'Een rustige, huiselijke plek voor coachinggesprekken een-op-een en training in kleine groepen tot ' +
      `${COACHING_GROUP_MAX} personen.`,
    hero: {
      title: 'Ruimte voor een goed gesprek',
      text:
        'Bij coaching telt de omgeving mee. Onze ruimte is rustig, licht en privé: twee leunstoelen bij het raam ' +
        'voor een gesprek, een lange tafel voor een groep.',
      picture: pictures.coaching,
    },
    highlights: () => [
      `Een-op-een of kleine groepen tot ${COACHING_GROUP_MAX} personen`,
      'Rustig en privé',
      'Per sessie, dagdeel of hele dag',
    ],
    benefitsTitle: 'Waarom coaches hier graag werken',
    benefits: [
      { title: 'Neutraal terrein', text: 'Niet op kantoor, niet thuis: een plek waar je cliënt vrijuit praat.' },
      { title: 'Huiselijke sfeer', text: 'Twee leunstoelen bij het raam of samen aan tafel.' },
      { title: 'Flexibel', text: 'Een losse sessie of een vaste dag in de week.' },
    ],
    possibilities: {
      id: 'coaching-types',
      title: 'Waarvoor coaches de ruimte gebruiken',
      items: [
        { title: 'Leiderschapscoaching', text: 'Voor leidinggevenden die willen groeien in hun rol.' },
        { title: 'Loopbaancoaching', text: 'Stilstaan bij werk, keuzes en de volgende stap.' },
        { title: 'Teamcoaching', text: 'Samenwerking en communicatie in teams verbeteren.' },
        { title: 'Persoonlijke ontwikkeling', text: 'Werken aan zelfinzicht, balans en veerkracht.' },
      ],
    },
    priceService: 'Coaching & training',
    pricing: 'op maat',
    closing: {
      title: 'Plan je coaching',
      text:
        'Voor een exacte prijs maken we graag een offerte op maat, ook voor een losse sessie of een vaste ' +
        'dag in de week.',
    },
  },
  {
    slug: 'fotoshoots',
    aliases: ['fotostudio'],
    title: 'Fotoshoots',
    description: () =>
      'Historische details, mooi daglicht en een flexibele ruimte voor zakelijke portretten, creatieve ' +
      'concepten en content.',
    hero: {
      title: 'Een decor met een verhaal',
      text: 'Baksteen, groene kozijnen, oude tegels en veel daglicht: ons pand geeft elke foto karakter.',
      picture: pictures.details,
    },
    highlights: () => [
      'Historisch decor en veel daglicht',
      'Ruimte voor licht en achtergronden',
      'Parkeren en uitladen voor de deur',
    ],
    benefitsTitle: 'Wat fotografen hier vinden',
    benefits: [
      { title: 'Variatie in één ruimte', text: 'Baksteen, tegels, hout en een grote etalage als lichtbron.' },
      { title: 'Rust', text: 'De ruimte is helemaal van jou: geen voorbijgangers in beeld.' },
      { title: 'Gemak', text: 'Spullen uitladen voor de deur, stroom en wifi aanwezig.' },
    ],
    possibilities: {
      id: 'photo-types',
      title: 'Soorten shoots',
      items: [
        { title: 'Zakelijke portretten', text: 'Voor teampagina’s, LinkedIn en jaarverslagen.' },
        { title: 'Creatieve concepten', text: 'Mode, producten of een verhaal in beelden.' },
        { title: 'Contentcreatie', text: 'Foto en video voor social media en websites.' },
        { title: 'Evenementfotografie', text: 'Je eigen evenement in ons pand vastleggen.' },
      ],
    },
    priceService: 'Fotoshoots',
    pricing: 'op maat',
    extra: {
      title: 'Voorzieningen voor fotografen',
      items: [
        { title: 'Wifi en stroom', text: 'Snelle wifi en voldoende stopcontacten voor licht en laptops.' },
        {
          title: 'Parkeren en toegang',
          text: 'Gratis parkeren voor de deur en een drempelvrije ingang voor je apparatuur.',
        },
        {
          title: 'Achtergronden en licht',
          text:
            'Een papieren achtergrondsysteem van 2,7 meter, twee softboxen met statief, een kledingrek ' +
            'en een spiegel.',
        },
        { title: 'Comfort', text: 'Koffie, thee en lunch voor jou, je team en je modellen regelen we graag.' },
      ],
    },
    closing: {
      title: 'Plan je shoot',
      text: 'Voor een exacte prijs maken we graag een offerte op maat, voor een korte shoot of een hele dag.',
    },
  },
  {
    slug: 'teambuilding',
    title: 'Teambuilding',
    description: (maxPeople) =>
      `Werk samen aan vertrouwen, weg van de waan van de dag, met teams tot ${maxPeople} personen.`,
    hero: {
      title: 'Sterker als team',
      text:
        'Een dag samen in een andere omgeving doet meer voor een team dan tien vergaderingen. Wij bieden ' +
        'de plek, jullie de energie.',
      picture: pictures.village,
    },
    highlights: (maxPeople) => [
      `Teams tot ${maxPeople} personen`,
      'Binnen aan tafel én buiten in het dorp',
      'Koffie, thee en lunch te regelen',
    ],
    benefitsTitle: 'Wat teambuilding oplevert',
    benefits: [
      { title: 'Betere communicatie', text: 'Wie elkaar beter kent, praat makkelijker en eerlijker.' },
      { title: 'Meer vertrouwen', text: 'Samen iets doen schept vertrouwen dat op de werkvloer doorwerkt.' },
      { title: 'Gedeelde doelen', text: 'Helder krijgen waar je samen naartoe werkt.' },
      { title: 'Energie', text: 'Iedereen gaat met een goed gevoel terug naar het werk.' },
    ],
    possibilities: {
      id: 'activities',
      title: 'Wat teams hier doen',
      items: [
        { title: 'Communicatie', text: 'Oefeningen om beter naar elkaar te luisteren.' },
        { title: 'Creatieve uitdagingen', text: 'Samen iets maken onder tijdsdruk.' },
        { title: 'Vertrouwen opbouwen', text: 'Opdrachten waarin je op elkaar moet rekenen.' },
        { title: 'Doelen en strategie', text: 'Samen de koers en de afspraken bepalen.' },
      ],
    },
    priceService: 'Teambuilding',
    pricing: 'calculator',
    closing: {
      title: 'Plan jullie teamdag',
      text: 'Bereken de prijs en boek de dag, of bespreek het programma met ons.',
    },
  },
]

export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug)
}

/** The page an earlier address of a service now lives at. */
export function serviceAliasTarget(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.aliases?.includes(slug))
}
