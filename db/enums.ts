/** The allowed values of the enum columns: plain data, usable in the browser too. */
export { bookingStatuses, lastDecisions } from '../app/lib/booking-status'
export const customerTypes = ['prospect', 'lead', 'customer', 'vip'] as const
export const customerSources = ['website', 'referral', 'social', 'event', 'other'] as const
export const slotParts = ['ochtend', 'middag'] as const
export const arrangementTypes = ['geen', 'basis', 'luxe'] as const
export { priceEntryKinds, priceEntryUnits } from '../app/lib/price-list'
export const contactTypes = ['email', 'phone', 'meeting', 'visit', 'quote_sent'] as const
export const contactOutcomes = ['positive', 'negative', 'neutral', 'follow_up_needed'] as const
export const quoteStatuses = ['active', 'expired', 'accepted', 'declined'] as const
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'kept_locally'] as const
/**
 * Who did something recorded in the audit log: the owner, a visitor on the website, a customer with their own link,
 * or the system (cron, payment provider).
 */
export const auditActors = ['eigenaar', 'website', 'klant', 'systeem'] as const
export { invoiceKinds, invoiceStages, invoiceStatuses } from '../app/lib/invoicing'
/** Mollie's payment statuses; paid, canceled, expired and failed are final. */
export const paymentStatuses = ['open', 'pending', 'authorized', 'paid', 'canceled', 'expired', 'failed'] as const
/** How money came in: iDEAL through Mollie, or a bank transfer the owner recorded. */
export const paymentMethods = ['ideal', 'overboeking'] as const
export { refundStatuses } from '../app/lib/booking-money'
export const waitingListStatuses = ['pending', 'confirmed', 'notified', 'removed'] as const
/** The bookkeeping packages we push to (docs/decisions/046-bookkeeping-pushes.md). */
export const bookkeepingAdapters = ['moneybird'] as const
/** What a push carries: a document (invoice or credit note), a payment received, a refund paid back. */
/** A settlement: earlier payments a new invoice was settled from (its `settled_cents`), off its credit note. */
export const bookkeepingPushKinds = ['document', 'payment', 'refund', 'settlement'] as const
export const bookkeepingPushStatuses = ['pending', 'pushed', 'failed'] as const
