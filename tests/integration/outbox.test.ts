import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { getDb } from '~/server/db/client.server'
import { MAX_ATTEMPTS } from '~/server/mail/backoff'
import { deliverDueMail, deliverMail, type NewMail, queueMail, retryMail } from '~/server/mail/outbox.server'
import { FAKE_MAIL_API_KEY } from '../support/fake-mail-constants'
import { fakeMail } from '../support/worker/fake-mail'
import { rows } from '../support/worker/requests'

const db = getDb(env.DB)
const T0 = Date.parse('2026-12-01T09:00:00Z')
const MINUTE = 60_000

function deps(now: number, provider = true) {
  return {
    db,
    from: 'De Oude Paardenslagerij <info@venue.test>',
    provider: provider ? { apiUrl: env.MAIL_API_URL, apiKey: FAKE_MAIL_API_KEY, timeoutMs: 300 } : undefined,
    now: () => now,
    random: () => 0.5,
  }
}

const sampleMail: NewMail = {
  to: 'gast@example.nl',
  subject: 'Uw aanvraag',
  html: '<p>Hallo</p>',
  text: 'Hallo',
}

async function queue(mail: NewMail = sampleMail) {
  const queued = queueMail(db, mail)
  await db.batch([queued.statement])
  return queued.id
}

type OutboxRow = {
  status: string
  attempts: number
  next_attempt_at: number | null
  last_error: string | null
  provider_message_id: string | null
}
async function outboxRow(id: string): Promise<OutboxRow> {
  const [row] = await rows<OutboxRow>(
    'SELECT status, attempts, next_attempt_at, last_error, provider_message_id FROM mail_outbox WHERE id = ?',
    id,
  )
  if (!row) throw new Error(`no outbox row ${id}`)
  return row
}

test('a queued mail is sent once, with its outbox id as idempotency key and the bearer key', async () => {
  const id = await queue({
    ...sampleMail,
    replyTo: 'bezoeker@example.nl',
    headers: { 'List-Unsubscribe': '<https://x.test/a>' },
  })
  await deliverMail([id], deps(T0))

  const [request] = await fakeMail.requests()
  expect(request?.idempotencyKey).toBe(id)
  expect(request?.body).toMatchObject({
    from: 'De Oude Paardenslagerij <info@venue.test>',
    to: ['gast@example.nl'],
    reply_to: 'bezoeker@example.nl',
    subject: 'Uw aanvraag',
    html: '<p>Hallo</p>',
    text: 'Hallo',
    headers: { 'List-Unsubscribe': '<https://x.test/a>' },
  })
  expect(await outboxRow(id)).toMatchObject({
    status: 'sent',
    attempts: 1,
    last_error: null,
    provider_message_id: 'msg_1',
  })
  // Delivering again does nothing: the mail is no longer waiting.
  await deliverMail([id], deps(T0 + MINUTE))
  await deliverDueMail(deps(T0 + 60 * MINUTE))
  expect(await fakeMail.requests()).toHaveLength(1)
})

test('attachments reach the provider as base64 with their file name and type', async () => {
  const pdf = btoa('%PDF-1.7 test')
  const id = await queue({
    ...sampleMail,
    attachments: [{ filename: 'bevestiging.pdf', contentType: 'application/pdf', contentBase64: pdf }],
  })
  await deliverMail([id], deps(T0))
  const [delivered] = await fakeMail.delivered()
  expect(delivered?.body.attachments).toEqual([
    { filename: 'bevestiging.pdf', content: pdf, content_type: 'application/pdf' },
  ])
})

test(
  'a provider that fails with 500 loses nothing: ' + 'the mail is retried with backoff until it is delivered, once',
  async () => {
    await fakeMail.script([{ status: 500 }, { status: 503 }])
    const id = await queue()

    await deliverMail([id], deps(T0))
    const first = await outboxRow(id)
    expect(first).toMatchObject({ status: 'pending', attempts: 1 })
    expect(first.last_error).toContain('HTTP 500')
    // 30 s base with equal jitter at random 0.5: 22.5 s.
    expect(first.next_attempt_at).toBe(T0 + 22_500)

    // The cron before the retry time leaves it alone.
    await deliverDueMail(deps(T0 + 10_000))
    expect(await fakeMail.requests()).toHaveLength(1)

    await deliverDueMail(deps(T0 + MINUTE))
    const second = await outboxRow(id)
    expect(second).toMatchObject({ status: 'pending', attempts: 2 })
    expect(second.next_attempt_at).toBe(T0 + MINUTE + 45_000)

    await deliverDueMail(deps(T0 + 3 * MINUTE))
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null })
    expect(await fakeMail.requests()).toHaveLength(3)
    expect(await fakeMail.delivered()).toHaveLength(1)
  },
)

test('a 429 with Retry-After is not retried before the time the provider asked for', async () => {
  await fakeMail.script([{ status: 429, headers: { 'Retry-After': '600' } }])
  const id = await queue()
  await deliverMail([id], deps(T0))
  expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: T0 + 600_000 })
  await deliverDueMail(deps(T0 + 9 * MINUTE))
  expect(await fakeMail.requests()).toHaveLength(1)
  await deliverDueMail(deps(T0 + 10 * MINUTE))
  expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 })
})

test(
  'a provider that hangs past the timeout ' + 'gets the same idempotency key again and delivers exactly once',
  async () => {
    await fakeMail.script([{ hangMs: 1_500 }])
    const id = await queue()
    await deliverMail([id], deps(T0))
    const afterTimeout = await outboxRow(id)
    expect(afterTimeout.status).toBe('pending')
    expect(afterTimeout.last_error).toContain('geen antwoord binnen 300 ms')

    await deliverDueMail(deps(T0 + 5 * MINUTE))
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 })
    const requests = await fakeMail.requests()
    expect(requests.map((request) => request.idempotencyKey)).toEqual([id, id])
    expect(await fakeMail.delivered()).toHaveLength(1)
  },
)

test('another 4xx marks the mail as permanently failed with the reason kept, and the cron leaves it', async () => {
  await fakeMail.script([{ status: 422, body: { message: 'Invalid `to` field' } }])
  const id = await queue()
  await deliverMail([id], deps(T0))
  const row = await outboxRow(id)
  expect(row).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null })
  expect(row.last_error).toContain('HTTP 422')
  expect(row.last_error).toContain('Invalid `to` field')
  await deliverDueMail(deps(T0 + 24 * 60 * MINUTE))
  expect(await fakeMail.requests()).toHaveLength(1)
})

test('after the maximum number of attempts a mail is marked failed; the admin can queue it again', async () => {
  await fakeMail.script(Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 500 })))
  const id = await queue()
  let now = T0
  await deliverMail([id], deps(now))
  for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
    now += 7 * 60 * MINUTE
    await deliverDueMail(deps(now))
  }
  const failed = await outboxRow(id)
  expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
  expect(failed.last_error).toContain(`Na ${MAX_ATTEMPTS} pogingen opgegeven`)

  expect(await retryMail(db, id)).toBe(true)
  await deliverDueMail(deps(now + MINUTE))
  expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 })
})

test('without an API key mail stays in the outbox, kept locally, and nothing is sent', async () => {
  const id = await queue()
  await deliverMail([id], deps(T0, false))
  expect(await outboxRow(id)).toMatchObject({ status: 'kept_locally', attempts: 0 })
  expect(await fakeMail.requests()).toHaveLength(0)
})

test('a delivery interrupted mid-send (lease ran out) is picked up by the cron with the same key', async () => {
  const id = await queue()
  await env.DB.prepare("UPDATE mail_outbox SET status = 'sending', next_attempt_at = ? WHERE id = ?")
    .bind(T0 - 1, id)
    .run()
  await deliverDueMail(deps(T0))
  expect(await outboxRow(id)).toMatchObject({ status: 'sent' })
  expect((await fakeMail.requests())[0]?.idempotencyKey).toBe(id)
})

test('two deliveries racing for the same mail send it once', async () => {
  const id = await queue()
  await Promise.all([deliverMail([id], deps(T0)), deliverDueMail(deps(T0)), deliverMail([id], deps(T0))])
  expect(await fakeMail.requests()).toHaveLength(1)
  expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 })
})
