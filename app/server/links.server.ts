/**
 * The signed links in our mails and pages: a customer's own booking page (for as long as the
 * booking says: app/server/bookings/manage.server.ts), a quote's page, the payment page of an invoice, the
 * confirmation of a waiting-list entry, the newsletter's confirm and unsubscribe links, and the
 * owner's calendar subscription. A link
 * carries a token (or signature) made with SIGNING_SECRET; a forged, foreign or expired one finds
 * nothing. `servicesFor` hands these out bound to the settings (`app.links`): no use case builds a
 * URL or touches the secret itself.
 */
import {
  signToken,
  signValue,
  type TokenPurpose,
  verifyToken,
  verifyTokenWithoutExpiry,
  verifyValue,
} from './signing.server'

type LinkConfig = { SIGNING_SECRET: string; SITE_URL: string }

/** A newsletter confirmation link holds for a week; an unsubscribe link for ever. */
const NEWSLETTER_CONFIRM_SECONDS = 7 * 24 * 60 * 60
/** A year is long enough for any invoice; paying a paid invoice is answered as paid. */
const PAYMENT_LINK_SECONDS = 366 * 24 * 60 * 60
const WAITING_LIST_CONFIRM_SECONDS = 7 * 24 * 60 * 60
const FEED = 'calendar-feed'

export function linksFor(config: LinkConfig) {
  const secret = config.SIGNING_SECRET
  const site = (path: string) => new URL(path, config.SITE_URL).href
  const withToken = (path: string, token: string, param = 'sleutel') =>
    site(`${path}?${param}=${encodeURIComponent(token)}`)
  return {
    /** An absolute URL on the site, for links in mails. */
    site,
    /**
     * The customer's own booking page. The token names the booking and has no expiry: how long it
     * works is the booking's (manageLinkWorks, ADR 032), also for links already sent.
     */
    manage: async (bookingId: number, now: number) =>
      withToken('/mijn-boeking', await signToken(secret, 'booking-manage', String(bookingId), { now })),
    /**
     * The link in the mail that acknowledges a request, sent in the same batch that stores the
     * request, before the booking has an id: it names the submission (its idempotency key) instead.
     */
    requestManage: async (submission: string, now: number) =>
      withToken('/mijn-boeking', await signToken(secret, 'booking-manage', `aanvraag:${submission}`, { now })),
    /**
     * The quote's own page, where the customer accepts it (docs/decisions/040-one-agreement-per-booking.md).
     * The token names the quote and has no expiry: past its validity the page offers today's price.
     */
    quote: async (quoteNumber: string, now: number) =>
      withToken('/offerte', await signToken(secret, 'quote-accept', quoteNumber, { now })),
    payment: async (invoiceNumber: string, now: number) =>
      withToken(
        '/betalen',
        await signToken(secret, 'invoice-payment', invoiceNumber, { now, expiresInSeconds: PAYMENT_LINK_SECONDS }),
      ),
    waitingListConfirm: async (entryKey: string, now: number) =>
      withToken(
        '/wachtlijst/bevestigen',
        await signToken(secret, 'waiting-list-confirm', entryKey, {
          now,
          expiresInSeconds: WAITING_LIST_CONFIRM_SECONDS,
        }),
      ),
    async newsletter(email: string, now: number) {
      const confirm = await signToken(secret, 'newsletter-confirm', email, {
        now,
        expiresInSeconds: NEWSLETTER_CONFIRM_SECONDS,
      })
      const unsubscribe = await signToken(secret, 'newsletter-unsubscribe', email, { now })
      return {
        confirmUrl: withToken('/nieuwsbrief/bevestigen', confirm, 'token'),
        unsubscribeUrl: withToken('/nieuwsbrief/afmelden', unsubscribe, 'token'),
        oneClickUrl: withToken('/api/newsletter/unsubscribe', unsubscribe, 'token'),
      }
    },
    /** The owner's calendar subscription: `/kalender/{id}-{signature}.ics`. */
    calendarFeed: async (feedId: number) =>
      site(`/kalender/${feedId}-${await signValue(secret, FEED, String(feedId))}.ics`),
    /** The subscription a feed file name stands for, or undefined for a forged or malformed one. */
    async calendarFeedId(file: string) {
      const match = /^(\d{1,9})-([A-Za-z0-9_-]{43})\.ics$/.exec(file)
      if (!match?.[1] || !match[2]) return undefined
      return (await verifyValue(secret, FEED, match[1], match[2])) ? Number(match[1]) : undefined
    },
    /** The subject of a link's token (an invoice number, an address), or undefined. */
    async subject(
      purpose: Exclude<TokenPurpose, 'form-started' | 'booking-manage'>,
      token: string | null,
      now: number,
    ) {
      if (!token) return undefined
      return (await verifyToken(secret, purpose, token, now))?.subject
    },
    /** What a booking link names ('12', or 'aanvraag:{key}'), whatever expiry it carries; the booking decides. */
    async manageSubject(token: string | null) {
      if (!token) return undefined
      return (await verifyTokenWithoutExpiry(secret, 'booking-manage', token))?.subject
    },
  }
}

export type Links = ReturnType<typeof linksFor>
