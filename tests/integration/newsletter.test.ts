import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { newsletterConsentText } from '~/content/newsletter'
import { signToken } from '~/server/signing.server'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { callWorker, count, postForm, postJson, rows } from '../support/worker/requests'

type Subscriber = {
  email: string
  status: string
  consent_text: string
  consent_at: number
  confirmed_at: number | null
  unsubscribed_at: number | null
}
const subscriber = async () => (await rows<Subscriber>('SELECT * FROM newsletter_subscribers'))[0]

const linkFrom = (text: string, path: string) => {
  const match = text.match(new RegExp(`https://venue\\.test${path}\\?token=[\\w.%-]+`))
  if (!match) throw new Error(`no ${path} link in mail`)
  return match[0].replace('https://venue.test', '')
}

test(
  'subscribing stores a pending subscriber with the consent text and time, ' + 'and mails a confirmation link',
  async () => {
    const before = Date.now()
    const response = await postJson('/api/newsletter', { email: ' Lotte@Voorbeeld.nl ' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true })

    const row = await subscriber()
    expect(row).toMatchObject({
      email: 'lotte@voorbeeld.nl',
      status: 'pending',
      consent_text: newsletterConsentText,
      confirmed_at: null,
    })
    expect(row?.consent_at).toBeGreaterThanOrEqual(before)

    const [mail] = await fakeMail.delivered()
    expect(mail?.body.to).toEqual(['lotte@voorbeeld.nl'])
    expect(mail?.body.subject).toContain('Bevestig je inschrijving')
    expect(mail?.body.text).toContain('https://venue.test/nieuwsbrief/bevestigen?token=')
    expect(mail?.body.text).toContain('https://venue.test/nieuwsbrief/afmelden?token=')
    expect(mail?.body.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/venue\.test\/api\/newsletter\/unsubscribe\?token=.+>$/,
    )
    expect(mail?.body.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  },
)

test('subscribing twice gives the same answer, one row and one mail', async () => {
  const first = await postJson('/api/newsletter', { email: 'lotte@voorbeeld.nl' })
  const second = await postJson('/api/newsletter', { email: 'LOTTE@voorbeeld.nl' })
  expect(second.status).toBe(first.status)
  expect(await second.json()).toEqual(await first.json())
  expect(await count('newsletter_subscribers')).toBe(1)
  expect(await fakeMail.delivered()).toHaveLength(1)
})

test('a confirmed subscriber who subscribes again gets the same answer as anyone, and no mail', async () => {
  const fresh = await (await postJson('/api/newsletter', { email: 'nieuw@voorbeeld.nl' })).json()
  await env.DB.prepare(
    'INSERT INTO newsletter_subscribers (email, status, consent_text, consent_at, confirmed_at) ' +
      "VALUES ('bekend@voorbeeld.nl', 'confirmed', 'x', 1, 2)",
  ).run()
  await fakeMail.reset()
  const known = await postJson('/api/newsletter', { email: 'bekend@voorbeeld.nl' })
  expect(known.status).toBe(200)
  expect(await known.json()).toEqual(fresh)
  expect(await fakeMail.requests()).toHaveLength(0)
  const [row] = await rows<Subscriber>("SELECT * FROM newsletter_subscribers WHERE email = 'bekend@voorbeeld.nl'")
  expect(row?.status).toBe('confirmed')
})

test('the confirmation link confirms with one click and records the time; the page is private', async () => {
  await postJson('/api/newsletter', { email: 'lotte@voorbeeld.nl' })
  const [mail] = await fakeMail.delivered()
  const response = await callWorker(linkFrom(mail?.body.text ?? '', '/nieuwsbrief/bevestigen'))
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(await response.text()).toContain('Inschrijving bevestigd')
  const row = await subscriber()
  expect(row?.status).toBe('confirmed')
  expect(row?.confirmed_at).toBeGreaterThan(0)
})

test('a forged or expired confirmation link changes nothing', async () => {
  await postJson('/api/newsletter', { email: 'lotte@voorbeeld.nl' })
  const forged = await signToken(
    'een-ander-geheim-van-minstens-32-tekens!!',
    'newsletter-confirm',
    'lotte@voorbeeld.nl',
  )
  const expired = await signToken(env.SIGNING_SECRET, 'newsletter-confirm', 'lotte@voorbeeld.nl', {
    expiresInSeconds: 7 * 86_400,
    now: Date.now() - 8 * 86_400_000,
  })
  const wrongPurpose = await signToken(env.SIGNING_SECRET, 'newsletter-unsubscribe', 'lotte@voorbeeld.nl')
  for (const token of [forged, expired, wrongPurpose, 'onzin']) {
    const response = await callWorker(`/nieuwsbrief/bevestigen?token=${token}`)
    expect(await response.text()).toContain('Deze link werkt niet meer')
  }
  expect((await subscriber())?.status).toBe('pending')
})

test('the unsubscribe link works with one click, without JavaScript, and the one-click POST works too', async () => {
  await postJson('/api/newsletter', { email: 'lotte@voorbeeld.nl' })
  const [mail] = await fakeMail.delivered()
  const page = await callWorker(linkFrom(mail?.body.text ?? '', '/nieuwsbrief/afmelden'))
  expect(await page.text()).toContain('Je bent afgemeld')
  const row = await subscriber()
  expect(row?.status).toBe('unsubscribed')
  expect(row?.unsubscribed_at).toBeGreaterThan(0)

  await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'confirmed'").run()
  const oneClick = mail?.body.headers?.['List-Unsubscribe']?.slice(1, -1).replace('https://venue.test', '') ?? ''
  const response = await callWorker(oneClick, {
    method: 'POST',
    body: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(response.status).toBe(200)
  expect((await subscriber())?.status).toBe('unsubscribed')
})

test('an unsubscribed address can subscribe again and gets a new confirmation mail', async () => {
  await env.DB.prepare(
    'INSERT INTO newsletter_subscribers (email, status, consent_text, consent_at, unsubscribed_at) ' +
      "VALUES ('terug@voorbeeld.nl', 'unsubscribed', 'oud', 1, 2)",
  ).run()
  expect((await postJson('/api/newsletter', { email: 'terug@voorbeeld.nl' })).status).toBe(200)
  const row = (await rows<Subscriber>('SELECT * FROM newsletter_subscribers'))[0]
  expect(row).toMatchObject({ status: 'pending', consent_text: newsletterConsentText, unsubscribed_at: null })
  expect(await fakeMail.delivered()).toHaveLength(1)
})

test('an invalid address is refused with 400 and the Dutch message; nothing is stored or sent', async () => {
  for (const body of [{ email: 'lotte' }, {}, { email: ['a@b.nl'] }, { email: 'a@b.nl\u0000' }]) {
    const response = await postJson('/api/newsletter', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Controleer de ingevulde gegevens.',
      fieldErrors: { email: ['Vul een geldig e-mailadres in.'] },
    })
  }
  expect(await count('newsletter_subscribers')).toBe(0)
  expect(await fakeMail.requests()).toHaveLength(0)
})

test('without JavaScript the form subscribes and redirects to a page that says to confirm by mail', async () => {
  const response = await postForm('/nieuwsbrief', await formFields({ email: 'lotte@voorbeeld.nl' }))
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/nieuwsbrief/aangemeld')
  expect((await subscriber())?.status).toBe('pending')
  const page = await (await callWorker('/nieuwsbrief/aangemeld')).text()
  expect(page).toContain('Bijna klaar: bevestig je inschrijving')
  expect(page).toContain('bevestigingslink')
})

test('without JavaScript a bad address comes back with the message and the typed value', async () => {
  const response = await postForm('/nieuwsbrief', await formFields({ email: 'lotte@' }))
  expect(response.status).toBe(400)
  const html = await response.text()
  expect(html).toContain('Vul een geldig e-mailadres in.')
  expect(html).toContain('value="lotte@"')
  expect(await count('newsletter_subscribers')).toBe(0)
})
