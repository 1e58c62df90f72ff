/**
 * A mail as data: what a domain's renderer returns (a pure function, no database, no secret, no
 * `await`); `queueDraft` (outbox.server.ts) makes it a row of the outbox. The customer's mails
 * share one greeting, one sign-off and one subject pattern (`customerDraft`,
 * docs/decisions/034-mail-as-data.md).
 */
import { venue } from '~/content/venue'
import type { MailBlock } from './layout.server'
import type { MailAttachment } from './provider.server'

export type MailDraft = {
  to: string
  replyTo?: string
  subject: string
  heading: string
  blocks: MailBlock[]
  attachments?: MailAttachment[]
  headers?: Record<string, string>
}

/** How every mail to a customer ends. */
export const signOff = `Met vriendelijke groet,\n${venue.name}`

/** Titles that open a name but are none: "Dhr. J. de Vries" is greeted by his whole name. */
const titles = new Set(['dhr', 'mevr', 'mw', 'mr', 'mej', 'dr', 'drs', 'ir', 'ing', 'prof', 'heer', 'mevrouw'])

/**
 * "Anouk" of "Anouk de Boer": the greeting names the first name, when the first word is one (no
 * initial with a full stop, at least two letters, no title); else the whole name as typed:
 * "Beste J. Jansen,", "Beste Dhr. J. de Vries,".
 */
export function salutationName(name: string): string {
  const whole = name.trim().replace(/\s+/g, ' ')
  const [first = ''] = whole.split(' ')
  const isName = !first.includes('.') && /^\p{L}[\p{L}'-]+$/u.test(first) && !titles.has(first.toLowerCase())
  return isName ? first : whole
}

/**
 * The greeting: by first name once the owner has seen the name (a booking they decided on), and
 * "Goedendag," to an address that anyone could have typed into a form, which carries nothing the
 * sender typed (quotes, requests, the waiting list, the newsletter).
 */
export function greeting(name?: string): string {
  const called = name ? salutationName(name) : ''
  return called ? `Beste ${called},` : 'Goedendag,'
}

/** Every subject to a customer: "Je offerte 2026-1234 – De Oude Paardenslagerij". */
export function customerSubject(topic: string): string {
  return topic.endsWith(venue.name) ? topic : `${topic} – ${venue.name}`
}

/**
 * A mail to a customer: the greeting (none when `body` starts with the owner's own words, which
 * open with theirs), the body, the sign-off, and after it what concerns the address itself.
 */
export function customerDraft(mail: {
  to: string
  /** The customer's name, when the owner has seen it; without it the mail says "Goedendag,". */
  name?: string
  ownWords?: boolean
  topic: string
  heading: string
  body: MailBlock[]
  after?: MailBlock[]
  attachments?: MailAttachment[]
  headers?: Record<string, string>
}): MailDraft {
  const [first, ...rest] = mail.body
  const opening: MailBlock[] =
    mail.ownWords || !first
      ? mail.body
      : first.kind === 'paragraph'
        ? [{ kind: 'paragraph', text: `${greeting(mail.name)}\n\n${first.text}` }, ...rest]
        : [{ kind: 'paragraph', text: greeting(mail.name) }, ...mail.body]
  return {
    to: mail.to,
    subject: customerSubject(mail.topic),
    heading: mail.heading,
    blocks: [...opening, { kind: 'paragraph', text: signOff }, ...(mail.after ?? [])],
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  }
}

/** A mail to the venue's own inbox: no greeting, the facts first, reply goes to the customer. */
export function venueDraft(mail: {
  to: string
  replyTo?: string
  subject: string
  heading?: string
  blocks: MailBlock[]
  attachments?: MailAttachment[]
}): MailDraft {
  return {
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    heading: mail.heading ?? mail.subject,
    blocks: mail.blocks,
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  }
}

/** The terms under a title, as every mail lists them. */
export const termsBlocks = (title: string, lines: readonly string[]): MailBlock[] => [
  { kind: 'paragraph', text: title },
  { kind: 'small', text: lines.map((line) => `• ${line}`).join('\n') },
]
