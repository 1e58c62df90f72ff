/**
 * Newsletter subscriptions with double opt-in. Subscribing stores the consent (text and time)
 * as pending and mails a signed confirmation link; confirming records the time; every
 * newsletter mail carries a signed one-click unsubscribe link. The answer to a subscription
 * never reveals whether the address was known.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { newsletterConsentText } from '~/content/newsletter'
import { newsletterSubscribers } from '../../../db/schema'
import type { Db } from '../db/client.server'
import type { SubmissionCount } from '../http/rate-limit.server'
import type { Links } from '../links.server'
import { queueDraft } from '../mail/outbox.server'
import { newsletterConfirmMail } from './mails'

export type NewsletterDeps = { db: Db; links: Links; now: number; count?: SubmissionCount }

/** A pending address gets at most one confirmation mail per this period, however often it is entered. */
const CONFIRMATION_RESEND_MS = 10 * 60_000

export async function subscribe(email: string, deps: NewsletterDeps): Promise<{ mailIds: string[] }> {
  const { db, now } = deps
  const [existing] = await db
    .select({ status: newsletterSubscribers.status, consentAt: newsletterSubscribers.consentAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
  if (existing?.status === 'confirmed') return { mailIds: [] }
  if (existing?.status === 'pending' && now - existing.consentAt.getTime() < CONFIRMATION_RESEND_MS)
    return { mailIds: [] }

  const links = await deps.links.newsletter(email, now)
  const mail = queueDraft(db, newsletterConfirmMail(email, links), { type: 'newsletter' })
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

export async function confirmSubscription(token: string, { db, links, now }: NewsletterDeps): Promise<LinkOutcome> {
  const email = await links.subject('newsletter-confirm', token, now)
  if (!email) return 'invalid'
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
  if (!row || row.status === 'unsubscribed') return 'invalid'
  await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: new Date(now) })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, 'pending')))
  return 'done'
}

export async function unsubscribe(token: string, { db, links, now }: NewsletterDeps): Promise<LinkOutcome> {
  const email = await links.subject('newsletter-unsubscribe', token, now)
  if (!email) return 'invalid'
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(now) })
    .where(and(eq(newsletterSubscribers.email, email), ne(newsletterSubscribers.status, 'unsubscribed')))
  return 'done'
}
