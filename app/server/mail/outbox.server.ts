/**
 * The mail outbox. A mail is first written as a row in the same D1 batch as the business row
 * it belongs to (queueMail returns the statement for that batch), then delivered right after
 * the response (deliverMail via waitUntil) and retried by the cron (deliverDueMail).
 * Nothing is lost when the provider is down, and the row id, sent as idempotency key, keeps a
 * retry after a timeout from sending twice.
 */
import { and, eq, inArray, isNull, lte, or, type SQL } from 'drizzle-orm'
import { safeFilename, singleLine } from '~/lib/single-line'
import { mailOutbox } from '../../../db/schema'
import type { Db } from '../db/client.server'
import { MAX_ATTEMPTS, retryDelayMs } from './backoff'
import type { MailDraft } from './draft'
import { renderMail } from './layout.server'
import { type DeliveryResult, type MailAttachment, type ProviderConfig, sendViaProvider } from './provider.server'

export type NewMail = {
  to: string
  replyTo?: string | null
  subject: string
  html: string
  text: string
  attachments?: MailAttachment[]
  headers?: Record<string, string>
  relatedType?: string
  /** A number, or SQL such as last_insert_rowid() for a row written earlier in the same batch. */
  relatedId?: number | SQL
}

export type MailDeps = {
  db: Db
  from: string
  /** Without a provider (no API key), mail is kept locally in the outbox. */
  provider: ProviderConfig | undefined
  now?: () => number
  random?: () => number
  fetch?: typeof globalThis.fetch
}

/** While a mail is being sent it is leased; a lease that runs out (the Worker died) is retried. */
const SEND_LEASE_MS = 2 * 60_000
const BATCH_SIZE = 25

/**
 * Everything that becomes a mail header (subject, addresses, extra headers, attachment names)
 * is made one line here, at the outbox's door: a name or subject typed with a line break cannot
 * add a header (`Bcc:`) of its own, whatever template it came through.
 */
export function queueMail(db: Db, mail: NewMail, id: string = crypto.randomUUID()) {
  return {
    id,
    statement: db.insert(mailOutbox).values({
      id,
      toAddress: singleLine(mail.to),
      replyTo: mail.replyTo ? singleLine(mail.replyTo) : null,
      subject: singleLine(mail.subject),
      html: mail.html,
      text: mail.text,
      attachments: (mail.attachments ?? []).map((attachment) => ({
        ...attachment,
        filename: safeFilename(attachment.filename),
      })),
      headers: Object.fromEntries(
        Object.entries(mail.headers ?? {}).map(([name, value]) => [singleLine(name), singleLine(value)]),
      ),
      relatedType: mail.relatedType ?? null,
      relatedId: mail.relatedId ?? null,
    }),
  }
}

/** What an outbox row belongs to: a booking, a quote, an invoice… */
export type MailRelated = { type: string; id?: number | SQL }

/** A draft (app/server/mail/draft.ts) rendered in the layout and queued, for the batch of its change. */
export function queueDraft(db: Db, { heading, blocks, ...draft }: MailDraft, related: MailRelated, id?: string) {
  const { html, text } = renderMail({ subject: draft.subject, heading, blocks })
  return queueMail(db, { ...draft, html, text, relatedType: related.type, relatedId: related.id }, id)
}

/** Delivers the given mails now, if they are still waiting. Safe to call twice. */
export async function deliverMail(ids: string[], deps: MailDeps): Promise<void> {
  if (ids.length === 0) return
  await deliver(inArray(mailOutbox.id, ids), deps)
}

/** The cron's work: every mail whose time has come, and every lease that ran out. */
export async function deliverDueMail(deps: MailDeps): Promise<void> {
  await deliver(undefined, deps)
}

async function deliver(only: SQL | undefined, deps: MailDeps): Promise<void> {
  const now = (deps.now ?? Date.now)()
  const due = or(
    and(
      eq(mailOutbox.status, 'pending'),
      or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, new Date(now))),
    ),
    and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.nextAttemptAt, new Date(now))),
  )
  const where = only ? and(only, due) : due

  if (!deps.provider) {
    await deps.db.update(mailOutbox).set({ status: 'kept_locally', nextAttemptAt: null }).where(where)
    return
  }

  const candidates = await deps.db.select({ id: mailOutbox.id }).from(mailOutbox).where(where).limit(BATCH_SIZE)
  for (const { id } of candidates) {
    // Claim the row: only one delivery (request or cron) wins it.
    const [mail] = await deps.db
      .update(mailOutbox)
      .set({ status: 'sending', nextAttemptAt: new Date(now + SEND_LEASE_MS) })
      .where(and(eq(mailOutbox.id, id), due))
      .returning()
    if (!mail) continue
    const result = await sendViaProvider(
      {
        id: mail.id,
        from: deps.from,
        to: mail.toAddress,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
        headers: mail.headers,
      },
      deps.provider,
      { fetch: deps.fetch, now },
    )
    await record(deps, mail.id, mail.attempts + 1, result, now)
  }
}

async function record(deps: MailDeps, id: string, attempts: number, result: DeliveryResult, now: number) {
  const where = and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'))
  if (result.outcome === 'sent') {
    await deps.db
      .update(mailOutbox)
      .set({
        status: 'sent',
        attempts,
        sentAt: new Date(now),
        nextAttemptAt: null,
        lastError: null,
        providerMessageId: result.providerMessageId,
      })
      .where(where)
  } else if (result.outcome === 'failed' || attempts >= MAX_ATTEMPTS) {
    const lastError =
      result.outcome === 'failed' ? result.error : `Na ${attempts} pogingen opgegeven. Laatste fout: ${result.error}`
    await deps.db.update(mailOutbox).set({ status: 'failed', attempts, nextAttemptAt: null, lastError }).where(where)
  } else {
    const delay = retryDelayMs(attempts, (deps.random ?? Math.random)(), result.retryAfterMs)
    await deps.db
      .update(mailOutbox)
      .set({ status: 'pending', attempts, nextAttemptAt: new Date(now + delay), lastError: result.error })
      .where(where)
  }
}

/** Puts a failed mail back in the queue (the admin's "opnieuw proberen"), with fresh attempts. */
export async function retryMail(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id })
  return rows.length > 0
}
