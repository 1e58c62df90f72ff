import { expect, test } from 'vitest'
import { expectConsoleError } from '../support/fail-on-console-error'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { callWorker, count, failingDatabase, postForm, postJson, rows } from '../support/worker/requests'

const message = {
  name: 'Marieke de Boer',
  email: 'Marieke@Voorbeeld.nl',
  subject: 'Heisessie in maart',
  message: 'Goedemorgen, is de ruimte op 12 maart vrij voor tien personen? Graag met lunch.',
}

async function nothingStored() {
  expect(await count('contact_messages')).toBe(0)
  expect(await count('customers')).toBe(0)
  expect(await count('contact_history')).toBe(0)
  expect(await count('mail_outbox')).toBe(0)
  expect(await fakeMail.requests()).toHaveLength(0)
}

test(
  'POST /api/contact stores the message, ' + 'records it in the CRM and mails the venue with reply-to the visitor',
  async () => {
    const response = await postJson('/api/contact', message)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      ok: true,
      message: 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.',
    })

    const [stored] = await rows<{ id: number; name: string; email: string; customer_id: number }>(
      'SELECT * FROM contact_messages',
    )
    expect(stored).toMatchObject({ name: 'Marieke de Boer', email: 'marieke@voorbeeld.nl' })
    const [customer] = await rows<{ id: number; customer_type: string; source: string; last_contact_at: number }>(
      'SELECT * FROM customers',
    )
    expect(customer).toMatchObject({ id: stored?.customer_id, customer_type: 'prospect', source: 'website' })
    expect(customer?.last_contact_at).toBeGreaterThan(0)
    const [history] = await rows<{ customer_id: number; contact_type: string; subject: string }>(
      'SELECT * FROM contact_history',
    )
    expect(history).toMatchObject({
      customer_id: customer?.id,
      contact_type: 'email',
      subject: 'Contactformulier: Heisessie in maart',
    })

    const [outbox] = await rows<{ status: string; related_type: string; related_id: number }>(
      'SELECT * FROM mail_outbox',
    )
    expect(outbox).toMatchObject({ status: 'sent', related_type: 'contact_message', related_id: stored?.id })
    const [mail] = await fakeMail.delivered()
    expect(mail?.body.to).toEqual(['inbox@venue.test'])
    expect(mail?.body.reply_to).toBe('marieke@voorbeeld.nl')
    expect(mail?.body.subject).toBe('Nieuw bericht via de website: Heisessie in maart')
    expect(mail?.body.text).toContain('Graag met lunch.')
    expect(mail?.body.html).toContain('KvK')
  },
)

test('a second message from a known address (any case) joins that customer instead of creating one', async () => {
  await postJson('/api/contact', message)
  await postJson('/api/contact', { ...message, email: 'MARIEKE@voorbeeld.NL', subject: 'Nog een vraag' })
  expect(await count('customers')).toBe(1)
  expect(await count('contact_messages')).toBe(2)
  expect(await count('contact_history')).toBe(2)
})

test.each([
  ['a missing name', { ...message, name: undefined }, { name: ['Vul je naam in (minstens 2 tekens).'] }],
  ['a one-letter name', { ...message, name: 'M' }, { name: ['Vul je naam in (minstens 2 tekens).'] }],
  ['a bad e-mail address', { ...message, email: 'marieke@' }, { email: ['Vul een geldig e-mailadres in.'] }],
  ['a missing subject', { ...message, subject: ' ' }, { subject: ['Vul een onderwerp in (minstens 2 tekens).'] }],
  ['a short message', { ...message, message: 'Hoi!' }, { message: ['Je bericht is te kort (minstens 10 tekens).'] }],
  ['a number as name', { ...message, name: 42 }, { name: ['Vul je naam in (minstens 2 tekens).'] }],
  [
    'a NUL character',
    { ...message, message: 'Hallo daar\u0000, graag contact' },
    { message: ['Dit veld bevat tekens die we niet kunnen verwerken.'] },
  ],
  [
    'a lone surrogate',
    { ...message, name: 'Jan \uD800' },
    { name: ['Dit veld bevat tekens die we niet kunnen verwerken.'] },
  ],
  [
    'a name of 101 characters',
    { ...message, name: 'a'.repeat(101) },
    { name: ['Dit veld mag maximaal 100 tekens lang zijn.'] },
  ],
])('%s is refused with 400 and a Dutch message; nothing is stored or sent', async (_case, body, fieldErrors) => {
  const response = await postJson('/api/contact', body)
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({ error: 'Controleer de ingevulde gegevens.', fieldErrors })
  await nothingStored()
})

test('a body that is not an object is refused with 400', async () => {
  for (const body of [[message], 'hallo', null, 12]) {
    const response = await postJson('/api/contact', body)
    expect(response.status).toBe(400)
  }
  await nothingStored()
})

test('broken JSON is refused with 400, a non-JSON content type with 415, a body over 64 KB with 413', async () => {
  const broken = await callWorker('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"name": "Jan",',
  })
  expect(broken.status).toBe(400)
  expect(await broken.json()).toEqual({ error: 'De gegevens zijn geen geldige JSON.' })

  const form = await callWorker('/api/contact', { method: 'POST', body: new URLSearchParams(message) })
  expect(form.status).toBe(415)

  const huge = await postJson('/api/contact', { ...message, message: 'x'.repeat(1024 * 1024) })
  expect(huge.status).toBe(413)
  expect(await huge.json()).toEqual({ error: 'Het verzoek is te groot: maximaal 64 KB.' })
  await nothingStored()
})

test('emoji, right-to-left text and markup are stored exactly and escaped in the mail', async () => {
  const body = {
    ...message,
    name: 'Zoë 🐴 مرحبا',
    message: 'Wij komen met <script>alert(1)</script> 15 personen 🎉 שלום',
  }
  expect((await postJson('/api/contact', body)).status).toBe(201)
  const [stored] = await rows<{ name: string; message: string }>('SELECT name, message FROM contact_messages')
  expect(stored).toEqual({ name: body.name, message: body.message })
  const [mail] = await fakeMail.delivered()
  expect(mail?.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(mail?.body.html).not.toContain('<script>')
  expect(mail?.body.html).toContain('Zoë 🐴 مرحبا')
  expect(mail?.body.text).toContain('<script>alert(1)</script>')
})

test('the sixth message within ten minutes from one client is refused with 429; nothing of it is stored', async () => {
  for (let index = 0; index < 5; index += 1) {
    expect(
      (await postJson('/api/contact', { ...message, subject: `Vraag ${index}` }, { 'CF-Connecting-IP': '203.0.113.9' }))
        .status,
    ).toBe(201)
  }
  const blocked = await postJson(
    '/api/contact',
    { ...message, subject: 'Vraag 6' },
    { 'CF-Connecting-IP': '203.0.113.9' },
  )
  expect(blocked.status).toBe(429)
  expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
  expect(await blocked.json()).toMatchObject({ error: expect.stringMatching(/te vaak verstuurd/) })
  expect(await count('contact_messages')).toBe(5)
  expect(await fakeMail.delivered()).toHaveLength(5)
  // Another client is not affected.
  expect((await postJson('/api/contact', message, { 'CF-Connecting-IP': '203.0.113.10' })).status).toBe(201)
})

test('IPv6 clients are counted per /64: a fresh address in the same network does not escape the limit', async () => {
  for (let index = 0; index < 5; index += 1) {
    expect(
      (
        await postJson(
          '/api/contact',
          { ...message, subject: `Vraag ${index}` },
          { 'CF-Connecting-IP': `2001:db8:85:a3e::${index + 1}` },
        )
      ).status,
    ).toBe(201)
  }
  const sameNetwork = await postJson(
    '/api/contact',
    { ...message, subject: 'Vraag 6' },
    { 'CF-Connecting-IP': '2001:db8:85:a3e:1234:5678:9abc:def0' },
  )
  expect(sameNetwork.status).toBe(429)
  expect(await count('contact_messages')).toBe(5)
  // The next /64 is another client.
  expect((await postJson('/api/contact', message, { 'CF-Connecting-IP': '2001:db8:85:a3f::1' })).status).toBe(201)
})

test('when the database fails the API answers 503 in Dutch, never a 500', async () => {
  expectConsoleError()
  const response = await callWorker(
    '/api/contact',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) },
    { DB: failingDatabase() },
  )
  expect(response.status).toBe(503)
  expect(await response.json()).toMatchObject({ error: expect.stringMatching(/Door een storing/) })
})

test('without JavaScript a valid form post is stored and redirected to the confirmation page', async () => {
  const response = await postForm('/contact', await formFields(message))
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/contact/verzonden')
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(await count('contact_messages')).toBe(1)
  expect(await fakeMail.delivered()).toHaveLength(1)

  const confirmation = await callWorker('/contact/verzonden')
  expect(confirmation.status).toBe(200)
  expect(await confirmation.text()).toContain('Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.')
})

test(
  'without JavaScript an invalid form post shows the Dutch errors beside the fields ' + 'and keeps what was typed',
  async () => {
    const response = await postForm('/contact', await formFields({ ...message, email: 'marieke', message: 'Te kort' }))
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Vul een geldig e-mailadres in.')
    expect(html).toContain('Je bericht is te kort (minstens 10 tekens).')
    expect(html).toContain('value="Marieke de Boer"')
    expect(html).toContain('value="Heisessie in maart"')
    expect(html).toMatch(/<textarea[^>]*>Te kort<\/textarea>/)
    expect(html).toMatch(/aria-invalid="true"/)
    await nothingStored()
  },
)

test('a form post that trips the honeypot, or has no valid token, stores and sends nothing', async () => {
  const trapped = await postForm('/contact', await formFields({ ...message, website: 'https://spam.example' }))
  expect(trapped.status).toBe(400)
  expect(await trapped.text()).toContain('Vernieuw de pagina en probeer het opnieuw')
  const forged = await postForm('/contact', { ...message, formToken: 'eyJhbGciOiJIUzI1NiJ9.e30.vals' })
  expect(forged.status).toBe(400)
  const missing = await postForm('/contact', message)
  expect(missing.status).toBe(400)
  await nothingStored()
})
