/** What the customer does through the link in the mail: a new number of people, a wish to change. */

import { type BookingDay, sortedDays } from '~/lib/booking-days'
import type { MailIntent } from '~/lib/booking-lifecycle'
import { balanceOf } from '~/lib/deposit'
import { dietText } from '~/lib/diet'
import { capitalised, formatDate, formatEuro, formatLongDate, listed } from '~/lib/format'
import { dayPartInfo } from '~/lib/pricing'
import type { ContactInput } from '~/lib/validation'
import { customerDraft, type MailDraft } from '../../mail/draft'
import { type BookingMailFacts, manageBlock, peopleCount, toVenue, when } from './facts'

type Intent<K extends MailIntent['kind']> = Extract<MailIntent, { kind: K }>

/**
 * "Voor maandag 11 januari 2027, ochtend (8.30-12.30 uur) rekenen we nu met 6 personen.", or with
 * dates of different numbers each date with its own: "... met 6 personen op maandag ... en 8 op ...".
 */
export function peopleNow(days: readonly BookingDay[]): string {
  const [first] = days
  if (!first || days.every((day) => day.numPeople === first.numPeople))
    return `Voor ${when(days)} rekenen we nu met ${peopleCount(first?.numPeople ?? 0)}.`
  const each = days.map(
    (day, index) => `${index === 0 ? peopleCount(day.numPeople) : day.numPeople} op ${formatLongDate(day.date)}`,
  )
  return `We rekenen nu met ${listed(each)}.`
}

/**
 * While the voorschotfactuur counts, a change of people does not touch it (ADR 039): the customer
 * reads that the aanbetaling stays and the eindfactuur counts the new number.
 */
function depositStays(facts: BookingMailFacts): string {
  const invoices = [...facts.invoices.values()].filter((invoice) => invoice.status !== 'gecrediteerd')
  const deposit = invoices.find((invoice) => invoice.stage === 'voorschot')
  if (!deposit || invoices.some((invoice) => invoice.stage === 'eind')) return ''
  const { finalIssueOn } = balanceOf(facts.days, deposit.totalCents)
  return ` Je aanbetaling blijft staan; de eindfactuur van ${formatDate(finalIssueOn)} rekent met het nieuwe aantal.`
}

export function peopleChangedMail(intent: Intent<'people-changed'>, facts: BookingMailFacts): MailDraft {
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: 'Aantal personen aangepast',
    heading: 'Aantal personen aangepast',
    body: [
      {
        kind: 'paragraph',
        text:
          `${peopleNow(facts.days)} Het nieuwe totaal is ${formatEuro(intent.totalCents)} inclusief btw.` +
          depositStays(facts),
      },
      ...manageBlock(facts.manageUrl, intent.what),
    ],
  })
}

export function venuePeopleMail(intent: Intent<'venue-people'>, facts: BookingMailFacts): MailDraft {
  return toVenue(facts, `Boeking ${facts.booking.id}: ander aantal personen`, intent.summary)
}

/** The owner changed the dietary needs (ADR 045): each date's as they are now. */
export function dietChangedMail(intent: Intent<'diet-changed'>, facts: BookingMailFacts): MailDraft {
  const days = sortedDays(facts.days)
  const noun = intent.what === 'boeking' ? 'je boeking' : intent.what === 'optie' ? 'je optie' : 'je aanvraag'
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: 'Dieetwensen aangepast',
    heading: 'Dieetwensen aangepast',
    body: [
      { kind: 'paragraph', text: `We hebben de dieetwensen bij ${noun} aangepast. Zo staan ze nu genoteerd:` },
      {
        kind: 'facts',
        rows: days.map((day) => [
          days.length === 1 ? 'Dieetwensen' : capitalised(formatLongDate(day.date)),
          (day.diet && dietText(day.diet)) ?? 'Geen',
        ]),
      },
      ...manageBlock(facts.manageUrl, intent.what),
    ],
  })
}

export function venueDietMail(intent: Intent<'venue-diet'>, facts: BookingMailFacts): MailDraft {
  return toVenue(facts, `Boeking ${facts.booking.id}: andere dieetwensen`, intent.summary)
}

/** A wish for another date or day part reaches the owner as a message (Berichten), as the contact form's do. */
export function changeRequestMessage(intent: Intent<'change-request'>, facts: BookingMailFacts): ContactInput {
  const { booking } = facts
  const { wish } = intent
  const wanted = [
    wish.date ? `Gewenste datum: ${formatLongDate(wish.date)}` : undefined,
    wish.dayParts ? `Gewenst dagdeel: ${dayPartInfo[wish.dayParts].label.toLowerCase()}` : undefined,
    wish.note ? `Toelichting: ${wish.note}` : undefined,
  ].filter(Boolean)
  return {
    name: booking.name,
    email: booking.email,
    subject: `Wijzigingsverzoek boeking ${booking.id}`,
    message: `Boeking ${booking.id} (${when(facts.days)}).\n${wanted.join('\n')}`,
  }
}
