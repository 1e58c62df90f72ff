import { monthsAhead, type OnlineWindow } from '~/lib/availability'
import { MAX_BOOKING_DAYS } from '~/lib/booking-days'

/** The questions on /boeken, with the spec's answers, under the online window of the list in effect today. */
export const bookingFaq = (window: OnlineWindow) => [
  {
    question: 'Hoe ver vooruit kan ik boeken?',
    answer:
      `Online kun je tot ${monthsAhead(window)} vooruit boeken. Wil je verder vooruit plannen? ` +
      'Neem contact op, dan leggen we de datum voor je vast.',
  },
  {
    question: 'Wat is de kortste en de langste huurperiode?',
    answer:
      'Online boek je per dagdeel: een ochtend, een middag of een hele dag. Korter, zoals een coachingsessie van ' +
      `twee uur? Bel of mail ons. Online vraag je tot ${MAX_BOOKING_DAYS} datums in één keer aan; voor een ` +
      'langere reeks maken we graag een voorstel.',
  },
  {
    question: 'Zijn jullie in het weekend open?',
    answer: 'In het weekend openen we op aanvraag. Bel of mail ons, dan kijken we samen wat er kan.',
  },
  {
    question: 'Hoe kort van tevoren kan ik boeken?',
    answer:
      `Via de website kun je tot ${window.minHoursAhead} uur van tevoren boeken. Heb je de ruimte eerder nodig? ` +
      'Bel ons, dan kijken we wat er kan.',
  },
  {
    question: 'Mijn datum is bezet. Is er een wachtlijst?',
    answer:
      'Ja. Kies de datum in de kalender en meld je bij een bezet dagdeel aan voor de wachtlijst. Komt het ' +
      'vrij, dan mailen we iedereen op de wachtlijst tegelijk; wie het eerst aanvraagt, krijgt het dagdeel.',
  },
]
