/**
 * Newsletter subscriptions with double opt-in. Subscribing stores the consent (text and time)
 * as pending and mails a signed confirmation link; confirming records the time; every
 * newsletter mail carries a signed one-click unsubscribe link. The answer to a subscription
 * never reveals whether the address was known.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { newsletterConsentText } from '~/content/newsletter'
import { newsletterSubscribers } from '../../db/schema'
import type { Db } from './db.server'
import { queueMail } from './mail/outbox.server'
import { newsletterConfirmation } from './mail/templates.server'
import type { SubmissionCount } from './rate-limit.server'
import { signToken, verifyToken } from './signing.server'

export type NewsletterDeps = { db: Db; signingSecret: string; siteUrl: string; now: number; count?: SubmissionCount }

/** A pending address gets at most one confirmation mail per this period, however often it is entered. */
const CONFIRMATION_RESEND_MS = 10 * 60_000
/** A confirmation link holds for a week. */
const CONFIRM_LINK_SECONDS = 7 * 24 * 60 * 60

export async function newsletterLinks(email: string, { signingSecret, siteUrl, now }: Omit<NewsletterDeps, 'db'>) {
  const confirm = await signToken(signingSecret, 'newsletter-confirm', email, {
    expiresInSeconds: CONFIRM_LINK_SECONDS,
    now,
  })
  const unsubscribe = await signToken(signingSecret, 'newsletter-unsubscribe', email, { now })
  return {
    confirmUrl: new URL(`/nieuwsbrief/bevestigen?token=${encodeURIComponent(confirm)}`, siteUrl).href,
    unsubscribeUrl: new URL(`/nieuwsbrief/afmelden?token=${encodeURIComponent(unsubscribe)}`, siteUrl).href,
    oneClickUrl: new URL(`/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`, siteUrl).href,
  }
}

export async function subscribe(email: string, deps: NewsletterDeps): Promise<{ mailIds: string[] }> {
  const { db, now } = deps
  const [existing] = await db
    .select({ status: newsletterSubscribers.status, consentAt: newsletterSubscribers.consentAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
  if (existing?.status === 'confirmed') return { mailIds: [] }
  if (existing?.status === 'pending' && now - existing.consentAt.getTime() < CONFIRMATION_RESEND_MS)
    return { mailIds: [] }

  const links = await newsletterLinks(email, deps)
  const mail = queueMail(db, {
    ...newsletterConfirmation(links),
    to: email,
    relatedType: 'newsletter',
    headers: { 'List-Unsubscribe': `<${links.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
  const at = new Date(now)
  await db.batch([
    db
      .insert(newsletterSubscribers)
      .values({ email, status: 'pending', consentText: newsletterConsentText, consentAt: at, createdAt: at })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { status: 'pending', consentText: newsletterConsentText, consentAt: at, unsubscribedAt: null },
        setWhere: sql`${newsletterSubscribers.status} != 'confirmed'`,
      }),
    mail.statement,
    ...(deps.count ? [deps.count] : []),
  ])
  return { mailIds: [mail.id] }
}

export type LinkOutcome = 'done' | 'invalid'

export async function confirmSubscription(
  token: string,
  { db, signingSecret, now }: Omit<NewsletterDeps, 'siteUrl'>,
): Promise<LinkOutcome> {
  const verified = await verifyToken(signingSecret, 'newsletter-confirm', token, now)
  if (!verified) return 'invalid'
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, verified.subject))
  if (!row || row.status === 'unsubscribed') return 'invalid'
  await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: new Date(now) })
    .where(and(eq(newsletterSubscribers.email, verified.subject), eq(newsletterSubscribers.status, 'pending')))
  return 'done'
}

export async function unsubscribe(
  token: string,
  { db, signingSecret, now }: Omit<NewsletterDeps, 'siteUrl'>,
): Promise<LinkOutcome> {
  const verified = await verifyToken(signingSecret, 'newsletter-unsubscribe', token, now)
  if (!verified) return 'invalid'
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(now) })
    .where(and(eq(newsletterSubscribers.email, verified.subject), ne(newsletterSubscribers.status, 'unsubscribed')))
  return 'done'
}
