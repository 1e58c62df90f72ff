/**
 * Every service page, by slug: the five pages of the menu (a landing page each) and the two
 * pages the home page's cards link to (fotostudio, coaching-training; the generic layout).
 */
import { formatEuro } from '~/lib/format'
import { coachingPriceCents, roomPriceCents } from '~/lib/pricing'
import { type Picture, pictures } from './images'
import { type IndicativePrice, indicativePrices } from './prices'
import { venue } from './venue'

type Block = { title: string; text: string }

export type LandingPage = {
  kind: 'landing'
  slug: string
  title: string
  description: string
  hero: { title: string; text: string; picture: Picture }
  highlights: string[]
  benefitsTitle: string
  benefits: Block[]
  possibilities: { id: string; title: string; items: Block[] }
  prices: IndicativePrice[]
  extra?: { title: string; items: Block[] }
  directContact?: boolean
  closing: { title: string; text: string }
}

export type DetailPage = {
  kind: 'detail'
  slug: string
  title: string
  description: string
  longDescription: string[]
  picture: Picture
  capacity: string
  duration: string
  pricing: string
  equipment: string[]
  catering: string[]
  packages: { name: string; price: string; includes: string[] }[]
}

export type ServicePage = LandingPage | DetailPage

const pricesOf = (service: string) => indicativePrices.find((entry) => entry.service === service)?.prices ?? []

export const servicePages: ServicePage[] = [
  {
    kind: 'landing',
    slug: 'vergaderen',
    title: 'Vergaderingen',
    description:
      `Vergaderen met 2 tot ${venue.capacity} personen in een karaktervolle ruimte met alle ` +
      `moderne voorzieningen, gratis parkeren en koffie die klaarstaat.`,
    hero: {
      title: 'Vergaderen met karakter',
      text:
        'Van een scherp directieoverleg tot een inspirerende heidag: aan onze lange eikenhouten tafel ' +
        'komen gesprekken beter tot hun recht.',
      picture: pictures.room,
    },
    highlights: [
      `2 tot ${venue.capacity} personen`,
      'Moderne faciliteiten: wifi, 65 inch scherm, flip-over',
      'Gratis parkeren voor de deur',
    ],
    benefitsTitle: 'Waarom vergaderen bij ons?',
    benefits: [
      { title: 'Rust en focus', text: 'Weg van kantoor en meldingen, in een ruimte waar alleen jullie zijn.' },
      { title: 'Alles geregeld', text: 'Techniek die werkt, koffie en thee bij aankomst, lunch als je wilt.' },
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
    prices: pricesOf('Vergaderen'),
    directContact: true,
    closing: {
      title: 'Plan je vergadering',
      text: 'Bereken direct de prijs inclusief btw en vraag de ruimte aan, of neem contact op voor vragen.',
    },
  },
  {
    kind: 'landing',
    slug: 'workshops',
    title: 'Workshops',
    description:
      'Een inspirerende plek voor creatieve workshops, trainingen en strategiesessies, met daglicht, ' +
      'ruimte en een flexibele opstelling.',
    hero: {
      title: 'Workshops die blijven hangen',
      text:
        'Geef je workshop of training in een ruimte die deelnemers prikkelt. Wij richten alles in zoals ' +
        'jij het wilt.',
      picture: pictures.studio,
    },
    highlights: [
      'Tot 20 deelnemers in een losse opstelling',
      'Flip-over, schrijfwaren en groot scherm',
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
        { title: 'Teambuilding', text: 'Samen bouwen aan vertrouwen en samenwerking.' },
        { title: 'Creatieve workshops', text: 'Schilderen, schrijven, fotograferen of ontwerpen.' },
        { title: 'Trainingen', text: 'Vaardigheden leren met oefeningen en opdrachten.' },
        { title: 'Strategiesessies', text: 'Met het team de koers voor de komende jaren bepalen.' },
      ],
    },
    prices: pricesOf('Workshops'),
    closing: {
      title: 'Organiseer je workshop bij ons',
      text: 'Vraag een offerte aan of overleg met ons over de mogelijkheden.',
    },
  },
  {
    kind: 'landing',
    slug: 'coaching',
    title: 'Coaching & Training',
    description: 'Een rustige, huiselijke plek voor één-op-één coaching en training in kleine groepen tot 8 personen.',
    hero: {
      title: 'Ruimte voor een goed gesprek',
      text:
        'Bij coaching telt de omgeving mee. Onze ruimte is rustig, licht en privé, met koffie en thee ' +
        'altijd binnen handbereik.',
      picture: pictures.coaching,
    },
    highlights: ['Eén op één of kleine groepen tot 8 personen', 'Rustig en privé', 'Per sessie, dagdeel of hele dag'],
    benefitsTitle: 'Waarom coaches hier graag werken',
    benefits: [
      { title: 'Neutraal terrein', text: 'Niet op kantoor, niet thuis: een plek waar je cliënt vrijuit praat.' },
      { title: 'Huiselijke sfeer', text: 'Twee leunstoelen bij het raam of samen aan tafel.' },
      { title: 'Flexibel', text: 'Een losse sessie of een vaste dag in de week.' },
    ],
    possibilities: {
      id: 'coaching-types',
      title: 'Waarvoor je hier terechtkunt',
      items: [
        { title: 'Leiderschapscoaching', text: 'Voor leidinggevenden die willen groeien in hun rol.' },
        { title: 'Loopbaancoaching', text: 'Stilstaan bij werk, keuzes en de volgende stap.' },
        { title: 'Teamcoaching', text: 'Samenwerking en communicatie in teams verbeteren.' },
        { title: 'Persoonlijke ontwikkeling', text: 'Werken aan zelfinzicht, balans en veerkracht.' },
      ],
    },
    prices: pricesOf('Coaching & Training'),
    closing: {
      title: 'Reserveer je coachingsruimte',
      text: 'Bekijk de beschikbaarheid en reserveer een dagdeel, of neem contact op voor een vaste dag.',
    },
  },
  {
    kind: 'landing',
    slug: 'fotoshoots',
    title: 'Fotoshoots',
    description:
      'Historische details, mooi daglicht en een flexibele ruimte voor zakelijke portretten, creatieve ' +
      'concepten en content.',
    hero: {
      title: 'Een decor met een verhaal',
      text: 'Baksteen, groene kozijnen, oude tegels en veel daglicht: ons pand geeft elke foto karakter.',
      picture: pictures.details,
    },
    highlights: [
      'Historisch decor en veel daglicht',
      'Ruimte voor licht en achtergronden',
      'Parkeren en laden voor de deur',
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
    prices: pricesOf('Fotoshoots'),
    extra: {
      title: 'Voorzieningen voor fotografen',
      items: [
        { title: 'Wifi en stroom', text: 'Snelle wifi en voldoende stopcontacten voor licht en laptops.' },
        {
          title: 'Parkeren en toegang',
          text: 'Gratis parkeren voor de deur en een drempelvrije ingang voor je apparatuur.',
        },
        { title: 'Comfort', text: 'Koffie en thee staan klaar voor jou, je team en je modellen.' },
      ],
    },
    closing: {
      title: 'Plan je shoot',
      text: 'Reserveer een korte shoot of een hele dag, of vraag naar de mogelijkheden.',
    },
  },
  {
    kind: 'landing',
    slug: 'teambuilding',
    title: 'Teambuilding',
    description: `Bouw aan vertrouwen en samenwerking, weg van de waan van de dag, met teams tot ${
      venue.capacity
    } personen.`,
    hero: {
      title: 'Sterker als team',
      text:
        'Een dag samen in een andere omgeving doet meer voor een team dan tien vergaderingen. Wij bieden ' +
        'de plek, jullie de energie.',
      picture: pictures.village,
    },
    highlights: [
      `Teams tot ${venue.capacity} personen`,
      'Binnen aan tafel én buiten in het dorp',
      'Lunch en borrel te regelen',
    ],
    benefitsTitle: 'Wat teambuilding oplevert',
    benefits: [
      { title: 'Betere communicatie', text: 'Wie elkaar beter kent, praat makkelijker en eerlijker.' },
      { title: 'Meer vertrouwen', text: 'Samen iets doen bouwt vertrouwen dat op de werkvloer doorwerkt.' },
      { title: 'Gedeelde doelen', text: 'Helder krijgen waar je samen naartoe werkt.' },
      { title: 'Energie', text: 'Iedereen gaat met een goed gevoel terug naar het werk.' },
    ],
    possibilities: {
      id: 'activities',
      title: 'Activiteiten',
      items: [
        { title: 'Communicatie', text: 'Oefeningen om beter naar elkaar te luisteren.' },
        { title: 'Creatieve uitdagingen', text: 'Samen iets maken onder tijdsdruk.' },
        { title: 'Vertrouwen bouwen', text: 'Opdrachten waarin je op elkaar moet rekenen.' },
        { title: 'Doelen en strategie', text: 'Samen de koers en de afspraken bepalen.' },
      ],
    },
    prices: pricesOf('Teambuilding'),
    closing: {
      title: 'Plan jullie teamdag',
      text: 'Bereken de prijs en vraag de dag aan, of bespreek met ons het programma.',
    },
  },
  {
    kind: 'detail',
    slug: 'fotostudio',
    title: 'Fotostudio',
    description: 'Huur de ruimte als fotostudio, per dagdeel of voor een hele dag.',
    longDescription: [
      'De oude paardenslagerij is een dankbaar decor: rode baksteen, groene kozijnen, witte tegels met ' +
        'een groen motief en een grote etalage die zacht daglicht binnenlaat.',
      'Je hebt de ruimte voor jezelf. Zet je eigen licht en achtergronden neer, of werk met het daglicht ' +
        'en de historische details.',
    ],
    picture: pictures.studio,
    capacity: `Tot ${venue.capacity} personen op de set`,
    duration: 'Per dagdeel (4 uur) of hele dag (8 uur)',
    pricing: `Vanaf ${formatEuro(roomPriceCents.halfDay)} per dagdeel, excl. btw`,
    equipment: [
      'Papieren achtergrondsysteem (2,7 m)',
      'Twee softboxen met statief',
      'Snelle wifi en voldoende stroom',
      'Kledingrek en spiegel',
    ],
    catering: ['Koffie, thee en water', 'Broodjes en soep op bestelling', 'Fris en snacks voor de crew'],
    packages: [
      {
        name: 'Korte shoot',
        price: `vanaf ${formatEuro(roomPriceCents.halfDay)}`,
        includes: ['Tot 4 uur', 'Koffie en thee', 'Parkeren voor de deur'],
      },
      {
        name: 'Hele dag',
        price: `vanaf ${formatEuro(roomPriceCents.fullDay)}`,
        includes: ['8 uur exclusief gebruik', 'Koffie, thee en lunch mogelijk', 'Opbouwen vanaf 8:00 uur'],
      },
    ],
  },
  {
    kind: 'detail',
    slug: 'coaching-training',
    title: 'Coaching & Training',
    description: 'Coachingsessies, dagprogramma’s en groepstrainingen op een plek met rust en ruimte.',
    longDescription: [
      'Voor één-op-één gesprekken zet je twee leunstoelen bij het raam; voor een groep tot 8 personen ' +
        'werk je aan de lange tafel of in een kring.',
      'De ruimte is privé en rustig, met koffie en thee altijd binnen handbereik. Veel coaches boeken een ' +
        'vaste dag in de week.',
    ],
    picture: pictures.coaching,
    capacity: 'Eén op één of groepen tot 8 personen',
    duration: 'Per sessie, dagdeel of hele dag',
    pricing: `Vanaf ${formatEuro(coachingPriceCents.session)} per sessie, excl. btw`,
    equipment: [
      'Leunstoelen en lange tafel',
      'Flip-over en stiften',
      '65 inch scherm voor presentaties',
      'Snelle wifi',
    ],
    catering: ['Koffie, thee en water', 'Lunch op bestelling', 'Gezonde tussendoortjes'],
    packages: [
      {
        name: 'Coachingsessie',
        price: `vanaf ${formatEuro(coachingPriceCents.session)}`,
        includes: ['Eén op één', 'Tot 2 uur', 'Koffie en thee'],
      },
      {
        name: 'Coaching dagprogramma',
        price: `vanaf ${formatEuro(coachingPriceCents.dayProgramme)}`,
        includes: ['Een hele dag', 'Lunch mogelijk', 'Flip-over en scherm'],
      },
      {
        name: 'Groepstraining',
        price: `vanaf ${formatEuro(coachingPriceCents.groupTraining)}`,
        includes: ['Tot 8 deelnemers', 'Hele dag', 'Koffie, thee en water'],
      },
    ],
  },
]

export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug)
}
