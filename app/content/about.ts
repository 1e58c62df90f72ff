/** Texts of /over-ons and /geschiedenis. Plausible history of a village horse butcher's shop. */
import { capitalised } from '~/lib/format'
import { SCREEN_TEXT } from '~/lib/pricing'
import { pictures } from './images'
import { venue } from './venue'

export const aboutPage = {
  intro:
    `${venue.name} is een vergader- en ontmoetingsplek in het hart van ${venue.address.city}. Een plek ` +
    `waar je even uit de drukte van het eigen kantoor stapt, zonder ver te hoeven reizen.`,
  visionTitle: 'Onze visie',
  vision: [
    'Wij geloven dat goede gesprekken een goede plek verdienen. Een ruimte met daglicht, karakter en rust ' +
      'helpt mensen om beter te luisteren, scherper na te denken en samen verder te komen.',
    'Daarom hielden we bij de verbouwing alles wat het pand bijzonder maakt, en voegden we toe wat je ' +
      'vandaag nodig hebt: goede techniek, comfortabele stoelen en een gastvrije ontvangst.',
  ],
  features: [
    {
      title: 'Karaktervolle omgeving',
      text: 'Originele tegels, de stalen slagersrail en een trapgevel uit 1903 geven elke bijeenkomst een eigen sfeer.',
      picture: pictures.details,
    },
    {
      title: 'Modern comfort',
      text:
        `${capitalised(SCREEN_TEXT)}, snelle wifi en goede stoelen: alles werkt gewoon. Kies je een arrangement, ` +
        'dan schenken we koffie van de lokale brander.',
      picture: pictures.room,
    },
    {
      title: 'Persoonlijke aanpak',
      text: 'Je hebt één aanspreekpunt dat meedenkt over de opstelling, de lunch en alles wat je dag beter maakt.',
      picture: pictures.coaching,
    },
  ],
}

export const historyPage = {
  tagline: `Een gebouw met ziel, sinds ${venue.builtIn}`,
  intro:
    `Wie voor de trapgevel aan de Dorpsstraat staat, ziet het nog op het oude winkelbord: hier zat ruim ` +
    `een eeuw geleden de paardenslagerij van ${venue.address.city}. Dit is het verhaal van het pand.`,
  sections: [
    {
      id: 'vroege-jaren',
      title: 'De vroege jaren, vanaf 1903',
      text: [
        'In 1903 liet slager Jan Kok het pand bouwen, met een trapgevel van rode baksteen en een grote ' +
          'etalage aan de straat. Paardenvlees was toen een betaalbare bron van eiwit voor arbeiders en ' +
          'boeren uit de omgeving, en de paardenslagerij werd al snel een vertrouwd adres.',
        'Achter de toonbank hingen de stalen rails met haken, de muren werden betegeld met witte tegels ' +
          'met een groen motief. Een groot deel van die tegels is nog steeds te zien.',
      ],
    },
    {
      id: 'oorlogsjaren',
      title: 'De oorlogsjaren',
      text: [
        'In de oorlogsjaren werd vlees op de bon verkocht en was de slagerij een van de plekken waar het ' +
          'dorp elkaar zag. Volgens verhalen van oudere dorpsgenoten gaf de familie Kok in de ' +
          'hongerwinter vlees en bouillon mee aan wie het nodig had.',
        'Na de bevrijding bleef de slagerij open, tot de vraag naar paardenvlees in de jaren zestig langzaam afnam.',
      ],
    },
    {
      id: 'ambacht-studio',
      title: 'Van ambacht tot studio, 1999-2019',
      text: [
        'Na jaren als opslag en werkplaats kreeg het pand in 1999 een nieuwe bestemming: een meubelmaker ' +
          'en later een fotograaf richtten er hun atelier in. De hoge ramen en het heldere noorderlicht ' +
          'bleken ideaal om te werken.',
        'In deze periode werd het dak vernieuwd en kwamen de oude balken weer in het zicht.',
      ],
    },
    {
      id: 'woonhuis',
      title: 'Een woonhuis, 2019-2024',
      text: [
        'Vijf jaar lang was het pand een woonhuis. De bewoners hielden de historische details zorgvuldig ' +
          'intact, van de tegels tot de weegschaal op de oude toonbank.',
      ],
    },
    {
      id: 'vandaag',
      title: `Sinds ${venue.rentalSince}`,
      text: [
        `Na een zorgvuldige restauratie is ${venue.name} een plek om samen te komen. Teams, coaches en ` +
          'makers vergaderen, trainen en werken hier onder dezelfde balken waar ooit de slager werkte.',
      ],
    },
  ],
  timeline: [
    { year: '1903', text: 'Bouw van de paardenslagerij aan de Dorpsstraat' },
    { year: '1940-1945', text: 'De slagerij blijft open in de oorlogsjaren' },
    { year: '1999', text: 'Werkplaats en atelier voor makers' },
    { year: '2019', text: 'Het pand wordt een woonhuis' },
    { year: '2024', text: 'Opening als vergader- en ontmoetingsplek' },
  ],
  features: [
    'Trapgevel van rode baksteen uit 1903',
    'Originele wandtegels met groen motief',
    'Stalen slagersrail met haken',
    'Houten balken in het zicht',
    'Het oude winkelbord aan de gevel',
    'De koperen weegschaal op de toonbank',
  ],
  picture: pictures.facade,
}
