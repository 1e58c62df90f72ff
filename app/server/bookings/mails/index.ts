/**
 * Every mail a lifecycle plan can send (app/lib/booking-lifecycle.ts MailIntent), by kind: a kind
 * without a renderer here does not compile, as a rule without its place in the table does not.
 * Each renderer is a pure function of the intent and the booking's facts.
 */
import type { MailIntent } from '~/lib/booking-lifecycle'
import type { MailDraft } from '../../mail/draft'
import { contactMessageMail } from '../../messages/mails'
import { customerCancelledMail, decisionMail, venueCancelledMail, venueCancelMail } from './decisions'
import type { BookingMailFacts } from './facts'
import { changeRequestMessage, dietChangedMail, peopleChangedMail, venueDietMail, venuePeopleMail } from './link'
import {
  depositReminderMail,
  invoicesMail,
  receiptMail,
  refundedMail,
  unpaidReminderMail,
  venueDepositOverdueMail,
  venueRefundDueMail,
  venueRefundFailedMail,
} from './money'
import { optieAcceptedMail, optieExtendedMail, optieLapsedMail, optieReminderMail, venueOptieMail } from './optie'
import { quoteConfirmedMail, venueQuoteConfirmedMail } from './quote'
import { reminderMail } from './reminders'
import { thankYouMail } from './thanks'

type Renderers = {
  [K in MailIntent['kind']]: (intent: Extract<MailIntent, { kind: K }>, facts: BookingMailFacts) => MailDraft
}

export const bookingMails: Renderers = {
  decision: decisionMail,
  'venue-cancel': venueCancelMail,
  'customer-cancelled': customerCancelledMail,
  'venue-cancelled': venueCancelledMail,
  'optie-extended': optieExtendedMail,
  'optie-reminder': optieReminderMail,
  'optie-lapsed': optieLapsedMail,
  'optie-accepted': optieAcceptedMail,
  'quote-confirmed': quoteConfirmedMail,
  'venue-quote-confirmed': venueQuoteConfirmedMail,
  'venue-optie': venueOptieMail,
  'people-changed': peopleChangedMail,
  'venue-people': venuePeopleMail,
  'diet-changed': dietChangedMail,
  'venue-diet': venueDietMail,
  // Stored as a message too (Berichten): app/server/bookings/mails/queue.server.ts.
  'change-request': (intent, facts) => contactMessageMail(changeRequestMessage(intent, facts), facts.venueInbox),
  receipt: receiptMail,
  'venue-refund-due': venueRefundDueMail,
  refunded: refundedMail,
  'venue-refund-failed': venueRefundFailedMail,
  reminder: reminderMail,
  'unpaid-reminder': unpaidReminderMail,
  'deposit-reminder': depositReminderMail,
  'venue-deposit-overdue': venueDepositOverdueMail,
  invoices: invoicesMail,
  'thank-you': thankYouMail,
}

/** One intent's draft: the map's renderer for its kind. */
export function bookingMail(intent: MailIntent, facts: BookingMailFacts): MailDraft {
  const render = bookingMails[intent.kind] as (intent: MailIntent, facts: BookingMailFacts) => MailDraft
  return render(intent, facts)
}
