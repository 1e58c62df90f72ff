/** The allowed values of the enum columns: plain data, usable in the browser too. */
export { bookingDecisions, bookingStatuses } from '../app/lib/booking-status'
export const customerTypes = ['prospect', 'lead', 'customer', 'vip'] as const
export const customerSources = ['website', 'referral', 'social', 'event', 'other'] as const
export const slotParts = ['ochtend', 'middag'] as const
export const arrangementTypes = ['geen', 'basis', 'luxe'] as const
export const contactTypes = ['email', 'phone', 'meeting', 'visit', 'quote_sent'] as const
export const contactOutcomes = ['positive', 'negative', 'neutral', 'follow_up_needed'] as const
export const quoteStatuses = ['active', 'expired', 'accepted', 'declined'] as const
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'kept_locally'] as const
/** Who did something recorded in the audit log. */
export const auditActors = ['eigenaar', 'website', 'systeem'] as const
