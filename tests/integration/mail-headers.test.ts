/**
 * Nothing a visitor or the owner types can add a line to a mail header: subjects, addresses and
 * attachment names are stored in the outbox as one line, and reach the mail provider that way.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { getDb } from '~/server/db/client.server'
import { queueMail } from '~/server/mail/outbox.server'
import { bookableDate } from '../support/booking-dates'
import { adminCookie, adminJson } from '../support/worker/admin'
import { fakeMail } from '../support/worker/fake-mail'
import { postJson, rows } from '../support/worker/requests'

const injected = 'Hallo\r\nBcc: slachtoffer@voorbeeld.nl\r\nX-Extra: ja'
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must not be there
const noBreaks = (value: string | undefined) => expect(value ?? '').not.toMatch(/[\r\n\u0000-\u001f]/)

test('a contact subject with line breaks is stored and sent as one line', async () => {
  expect(
    (
      await postJson('/api/contact', {
        name: 'Jan',
        email: 'jan@voorbeeld.nl',
        subject: injected,
        message: 'Een bericht van tien tekens.',
      })
    ).status,
  ).toBe(201)
  const [stored] = await rows<{ subject: string }>('SELECT subject FROM mail_outbox')
  noBreaks(stored?.subject)
  expect(stored?.subject).toBe('Nieuw bericht via de website: Hallo Bcc: slachtoffer@voorbeeld.nl X-Extra: ja')
  const [sent] = await fakeMail.delivered()
  noBreaks(sent?.body.subject)
})

test("a name with line breaks does not break the venue's quote subject", async () => {
  const response = await postJson('/api/calculator/email-quote', {
    customer: { name: injected, email: 'jan@voorbeeld.nl' },
    quote: { numPeople: 4, dayParts: 1, meetingType: 'geen', lunchType: 'geen', preferredDate: bookableDate() },
  })
  expect(response.status).toBe(201)
  for (const mail of await rows<{ subject: string; to_address: string; reply_to: string | null }>(
    'SELECT subject, to_address, reply_to FROM mail_outbox',
  )) {
    noBreaks(mail.subject)
    noBreaks(mail.to_address)
    noBreaks(mail.reply_to ?? '')
  }
})

test("the owner's decision subject is one line too", async () => {
  await env.DB.prepare(
    'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, total_cents) ' +
      "VALUES (1, 'Gast', 'gast@voorbeeld.nl', ?, 4, 1, 17500, 21175)",
  )
    .bind(bookableDate())
    .run()
  const response = await adminJson(await adminCookie(), '/api/bookings/1/send-email', 'POST', {
    type: 'confirm',
    subject: injected,
    message: 'Tot dan.',
    noInvoice: true,
  })
  expect(response.status).toBe(200)
  const [sent] = await fakeMail.delivered()
  expect(sent?.body.subject).toBe('Hallo Bcc: slachtoffer@voorbeeld.nl X-Extra: ja – De Oude Paardenslagerij')
})

test('extra headers and attachment names are one line at the outbox door, whatever the caller passes', async () => {
  const db = getDb(env.DB)
  const mail = queueMail(db, {
    to: 'a@voorbeeld.nl\r\nBcc: b@voorbeeld.nl',
    subject: 'S',
    html: '<p>x</p>',
    text: 'x',
    headers: { 'List-Unsubscribe': '<https://x>\r\nBcc: b@voorbeeld.nl' },
    attachments: [{ filename: 'a"\r\nb.pdf', contentType: 'application/pdf', contentBase64: '' }],
  })
  await mail.statement
  const [row] = await rows<{ to_address: string; headers: string; attachments: string }>(
    'SELECT to_address, headers, attachments FROM mail_outbox',
  )
  expect(row?.to_address).toBe('a@voorbeeld.nl Bcc: b@voorbeeld.nl')
  expect(JSON.parse(row?.headers ?? '{}')).toEqual({ 'List-Unsubscribe': '<https://x> Bcc: b@voorbeeld.nl' })
  expect(JSON.parse(row?.attachments ?? '[]')[0].filename).toBe('a_ b.pdf')
})
