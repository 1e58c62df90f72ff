/**
 * The signed links in our mails: a customer's own booking page (until the day of the booking),
 * the payment page of an invoice, and the confirmation of a waiting-list entry. A link carries a
 * token signed with SIGNING_SECRET; a forged, foreign or expired one finds nothing.
 */
import { amsterdamInstant } from '~/lib/availability'
import { addDays, type IsoDate } from '~/lib/dates'
import { signToken, verifyToken } from './signing.server'

type LinkConfig = { SIGNING_SECRET: string; SITE_URL: string }

const url = (config: LinkConfig, path: string, token: string) =>
  new URL(`${path}?sleutel=${encodeURIComponent(token)}`, config.SITE_URL).href

/** The link works until the end of the booking's day (Europe/Amsterdam). */
export async function manageUrl(config: LinkConfig, booking: { id: number; date: IsoDate }, now: number) {
  const end = amsterdamInstant(addDays(booking.date, 1), '00:00')
  const token = await signToken(config.SIGNING_SECRET, 'booking-manage', String(booking.id), {
    now,
    expiresInSeconds: Math.max(60, Math.floor((end - now) / 1000)),
  })
  return url(config, '/mijn-boeking', token)
}

/**
 * The link in the mail that acknowledges a request, sent in the same batch that stores the
 * request, before the booking has an id: it names the submission (its idempotency key) instead.
 */
export async function requestManageUrl(config: LinkConfig, submission: string, date: IsoDate, now: number) {
  const end = amsterdamInstant(addDays(date, 1), '00:00')
  const token = await signToken(config.SIGNING_SECRET, 'booking-manage', `aanvraag:${submission}`, {
    now,
    expiresInSeconds: Math.max(60, Math.floor((end - now) / 1000)),
  })
  return url(config, '/mijn-boeking', token)
}

/** A year is long enough for any invoice; paying a paid invoice is answered as paid. */
export async function paymentUrl(config: LinkConfig, invoiceNumber: string, now: number) {
  const token = await signToken(config.SIGNING_SECRET, 'invoice-payment', invoiceNumber, {
    now,
    expiresInSeconds: 366 * 24 * 60 * 60,
  })
  return url(config, '/betalen', token)
}

export async function waitingListConfirmUrl(config: LinkConfig, entryKey: string, now: number) {
  const token = await signToken(config.SIGNING_SECRET, 'waiting-list-confirm', entryKey, {
    now,
    expiresInSeconds: 7 * 24 * 60 * 60,
  })
  return url(config, '/wachtlijst/bevestigen', token)
}

/** The subject of a link's token (a booking id, an invoice number, an entry id), or undefined. */
export async function linkSubject(
  secret: string,
  purpose: 'booking-manage' | 'invoice-payment' | 'waiting-list-confirm',
  token: string | null,
  now: number,
): Promise<string | undefined> {
  if (!token) return undefined
  return (await verifyToken(secret, purpose, token, now))?.subject
}

/**
 * The signed links bound to the Worker's settings, as `servicesFor` hands them out: a use case
 * asks for a link and never rebuilds the configuration behind it.
 */
export function linksFor(config: LinkConfig) {
  return {
    manage: (booking: { id: number; date: IsoDate }, now: number) => manageUrl(config, booking, now),
    requestManage: (submission: string, date: IsoDate, now: number) => requestManageUrl(config, submission, date, now),
    payment: (invoiceNumber: string, now: number) => paymentUrl(config, invoiceNumber, now),
    waitingListConfirm: (entryKey: string, now: number) => waitingListConfirmUrl(config, entryKey, now),
    /** An absolute URL on the site, for links in mails. */
    site: (path: string) => new URL(path, config.SITE_URL).href,
  }
}

export type Links = ReturnType<typeof linksFor>
