/**
 * A visitor's message: stored, linked to the CRM (customer found by e-mail or created as a
 * prospect from the website, with a contact-history entry) and mailed to the venue's inbox with
 * reply-to the visitor. One D1 batch: all of it happens, or none of it.
 */
import { sql } from 'drizzle-orm'
import type { ContactInput } from '~/lib/validation'
import { contactHistory, contactMessages } from '../../../db/schema'
import { customerIdOf, upsertCustomer } from '../customers/customers.server'
import { runBatch, type Statement } from '../db/batch.server'
import type { Db } from '../db/client.server'
import type { SubmissionCount } from '../http/rate-limit.server'
import { queueDraft } from '../mail/outbox.server'
import type { Services } from '../services.server'
import { contactMessageMail } from './mails'

/** `count`: the submission's rate-limit count, stored in the same batch (public-forms.server.ts). */
export type ContactDeps = Pick<Services, 'db' | 'settings'> & { now: number; count?: SubmissionCount }

export async function submitContactMessage(
  input: ContactInput,
  { db, settings, now, count }: ContactDeps,
): Promise<{ mailIds: string[] }> {
  const message = contactMessageStatements(db, input, { venueInbox: settings.venueInbox, now })
  await runBatch(db, [...message.statements, ...(count ? [count] : [])])
  return { mailIds: [message.mailId] }
}

/** The statements that store a message, link it to the CRM and mail it, for the batch of whoever receives it. */
export function contactMessageStatements(
  db: Db,
  input: ContactInput,
  { venueInbox, now }: { venueInbox: string; now: number },
): { statements: Statement[]; mailId: string } {
  const at = new Date(now)
  const customerId = customerIdOf(input.email)
  // The message row is the insert just before this one in the batch.
  const mail = queueDraft(db, contactMessageMail(input, venueInbox), {
    type: 'contact_message',
    id: sql`last_insert_rowid()`,
  })
  return {
    mailId: mail.id,
    statements: [
      upsertCustomer(db, input, at),
      db.insert(contactMessages).values({ customerId, ...input, createdAt: at }),
      mail.statement,
      db.insert(contactHistory).values({
        customerId,
        contactType: 'email',
        subject: `Contactformulier: ${input.subject}`,
        description: input.message,
        contactedBy: 'Website',
        createdAt: at,
      }),
    ],
  }
}
