/** A week or 48 hours before: what, when, where to park, and the link to change or cancel. */
import { venue } from '~/content/venue'
import { type BookingDay, dayFacts, extrasText, sortedDays } from '~/lib/booking-days'
import type { MailIntent } from '~/lib/booking-lifecycle'
import { daysBetween } from '~/lib/dates'
import { capitalised, formatLongDate } from '~/lib/format'
import { choiceLabel, dayPartHours, dayPartInfo, ROOM_INCLUDES } from '~/lib/pricing'
import { customerDraft, type MailDraft } from '../../mail/draft'
import { type BookingMailFacts, inDaysWord, manageBlock, peopleCount } from './facts'

/** What the customer booked besides the room, as the reminder says it: nothing they did not book. */
function catering(day: Omit<BookingDay, 'date'>): string {
  const { meetingType, lunchType, list } = day
  const booked = [
    meetingType === 'geen' ? undefined : `het ${choiceLabel(list, 'arrangement', meetingType).toLowerCase()}`,
    lunchType === 'geen' ? undefined : `de ${choiceLabel(list, 'lunch', lunchType).toLowerCase()}`,
  ].filter(Boolean)
  const extras = extrasText(day)
  return [
    booked.length > 0
      ? `Je hebt ${booked.join(' en ')} geboekt.`
      : 'Koffie, thee of lunch heb je niet geboekt; wil je dat nog, laat het ons dan weten.',
    extras ? `Extra: ${extras.toLowerCase()}.` : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** What the room hire includes, ready when they come. */
const ready = `${capitalised(ROOM_INCLUDES)} staan klaar.`

/** The reminder counts from the first date (docs/decisions/028-multi-day-bookings.md). */
export function reminderMail(_intent: Extract<MailIntent, { kind: 'reminder' }>, facts: BookingMailFacts): MailDraft {
  const [first, ...later] = sortedDays(facts.days)
  if (!first) throw new RangeError('A booking has a date.')
  const { date, dayParts } = first
  const days = daysBetween(facts.today, date)
  const until = inDaysWord(days)
  const at = `${formatLongDate(date)}, ${dayPartInfo[dayParts].label.toLowerCase()} (${dayPartHours(dayParts)})`
  const nothingBooked = facts.days.every(
    (day) => day.meetingType === 'geen' && day.lunchType === 'geen' && day.extras.length === 0,
  )
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: `Herinnering: je bijeenkomst ${until}, ${formatLongDate(date)}`,
    heading: days <= 0 ? 'Tot straks!' : days <= 2 ? `Tot ${until}!` : 'Je bijeenkomst komt eraan',
    body: [
      {
        kind: 'paragraph',
        text:
          later.length === 0
            ? `Je bijeenkomst in ${venue.name} is op ${at}, voor ${peopleCount(first.numPeople)}. ` +
              `${ready} ${catering(first)}`
            : `Je bijeenkomst in ${venue.name} is op ${facts.days.length} datums; de eerste is ${at}. ` +
              `${ready} ` +
              (nothingBooked ? catering(first) : 'Wat je per datum hebt geboekt, staat hieronder.'),
      },
      ...(later.length > 0 ? [{ kind: 'facts', rows: dayFacts(facts.days) } as const] : []),
      {
        kind: 'paragraph',
        text: `${venue.parking.toGuest} De parkeerwijzer met route vind je hier: ${facts.parkingUrl}`,
      },
      ...manageBlock(facts.manageUrl),
    ],
  })
}
