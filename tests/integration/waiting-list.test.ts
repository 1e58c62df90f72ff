/**
 * The waiting list: sign-up with double opt-in (form post, as without JavaScript), and the mails
 * when a day part is freed by a cancellation or a reopened closure, in sign-up order, to those
 * whose wish now fits, once.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { WAITING_LIST_CONSENT } from '~/lib/booking-schemas'
import { formatLongDate } from '~/lib/format'
import { publicFormLimit } from '~/server/http/rate-limit.server'
import { linksFor } from '~/server/links.server'
import { bookableDate } from '../support/booking-dates'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, insertBooking, linkIn } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { callWorker, postForm, rows } from '../support/worker/requests'

const join = async (email: string, date: string, dayParts = '3', extra: Record<string, string> = {}) =>
  postForm('/wachtlijst', await formFields({ email, date, dayParts, consent: 'on', ...extra }))

/** Signs up and follows the link in the mail. */
async function confirmedEntry(email: string, date: string, dayParts = '3') {
  expect((await join(email, date, dayParts)).status).toBe(303)
  const mail = (await fakeMail.delivered()).findLast((sent) => sent.body.to.includes(email))
  const page = await callWorker(linkIn(mail, '/wachtlijst/bevestigen'))
  expect(await page.text()).toContain('Je staat op de wachtlijst')
}

const freedMails = async () =>
  (await fakeMail.delivered()).filter((mail) => mail.body.subject.startsWith('Er is plek:')).map((mail) => mail.body)

test('signing up asks for a confirmation by mail; only the link puts the address on the list', async () => {
  const date = bookableDate(10)
  const response = await join('Anna@Voorbeeld.nl', date, '1')
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/wachtlijst?aangemeld=1')
  expect(await rows('SELECT email, date, day_parts, status FROM waiting_list')).toEqual([
    { email: 'anna@voorbeeld.nl', date, day_parts: 1, status: 'pending' },
  ])
  const [mail] = await fakeMail.delivered()
  expect(mail?.body.subject).toBe('Bevestig je plek op de wachtlijst – De Oude Paardenslagerij')
  expect(mail?.body.text).toContain(
    `Je wilt bericht krijgen zodra de ochtend van ${formatLongDate(date)} bij De Oude Paardenslagerij vrijkomt.`,
  )
  const link = linkIn(mail, '/wachtlijst/bevestigen')

  const confirmed = await callWorker(link)
  expect(confirmed.headers.get('cache-control')).toBe('private, no-store')
  expect(await confirmed.text()).toContain('Je staat op de wachtlijst')
  expect(await callWorker(link).then((page) => page.text())).toContain('Je staat op de wachtlijst')
  expect(await rows('SELECT status, consent_text FROM waiting_list')).toEqual([
    {
      status: 'confirmed',
      consent_text: WAITING_LIST_CONSENT,
    },
  ])

  // Signing up again for the same day part does not make a second entry.
  await join('anna@voorbeeld.nl', date, '1')
  expect(await rows('SELECT status FROM waiting_list')).toEqual([{ status: 'confirmed' }])
})

test.each([
  [{ consent: '' }, 'Geef toestemming om je te mailen als er plek komt.'],
  [{ email: 'geen-adres' }, 'Vul een geldig e-mailadres in.'],
  [{ date: '2026-02-30' }, 'Kies een geldige datum.'],
  [{ date: '2020-01-06' }, 'Kies een datum van vandaag tot zes maanden vooruit.'],
  [{ dayParts: '4' }, 'Kies een dagdeel.'],
])('a sign-up with %o is refused in Dutch and stores nothing', async (change, message) => {
  const fields = { email: 'anna@voorbeeld.nl', date: bookableDate(10), dayParts: '3', consent: 'on', ...change }
  const response = await postForm('/wachtlijst', await formFields(fields))
  expect(response.status).toBe(400)
  expect(await response.text()).toContain(message)
  expect(await rows('SELECT id FROM waiting_list')).toEqual([])
  expect(await fakeMail.delivered()).toEqual([])
})

test('a forged or foreign confirmation link confirms nothing', async () => {
  const date = bookableDate(10)
  await join('anna@voorbeeld.nl', date)
  const foreign = new URL(
    await linksFor({
      SIGNING_SECRET: 'een-ander-geheim-0123456789abcdef',
      SITE_URL: 'https://venue.test',
    }).waitingListConfirm('x', 0),
  )
  for (const link of ['/wachtlijst/bevestigen?sleutel=abc', `/wachtlijst/bevestigen${foreign.search}`]) {
    expect(await (await callWorker(link)).text()).toContain('Deze link werkt niet meer')
  }
  expect(await rows('SELECT status FROM waiting_list')).toEqual([{ status: 'pending' }])
})

test('a cancelled booking tells the confirmed entries it now fits, in sign-up order, once', async () => {
  const date = bookableDate(10)
  await insertBooking(1, date)
  const cookie = await adminCookie()
  await decideBooking(cookie, 1, 'confirm')
  await confirmedEntry('eerst@voorbeeld.nl', date)
  await join('onbevestigd@voorbeeld.nl', date)
  await confirmedEntry('daarna@voorbeeld.nl', date, '2')
  await confirmedEntry('ochtend@voorbeeld.nl', date, '1')

  await decideBooking(cookie, 1, 'cancel')
  const sent = await freedMails()
  expect(sent.map((mail) => mail.to[0])).toEqual(['eerst@voorbeeld.nl', 'daarna@voorbeeld.nl', 'ochtend@voorbeeld.nl'])
  expect(sent[0]?.text).toContain(`https://venue.test/tarieven?datum=${date}&dagdeel=3`)
  expect(sent[0]?.text).toContain(`Goed nieuws: de hele dag van ${formatLongDate(date)} is weer vrij`)
  expect(sent[0]?.text).toContain(
    'We mailen iedereen op de wachtlijst tegelijk; wie het eerst aanvraagt, krijgt het dagdeel.',
  )
  expect(await rows('SELECT email, status FROM waiting_list ORDER BY id')).toEqual([
    { email: 'eerst@voorbeeld.nl', status: 'notified' },
    { email: 'onbevestigd@voorbeeld.nl', status: 'pending' },
    { email: 'daarna@voorbeeld.nl', status: 'notified' },
    { email: 'ochtend@voorbeeld.nl', status: 'notified' },
  ])
})

test('only a wish that fits is told: a freed morning does not free a day whose afternoon is booked', async () => {
  const date = bookableDate(10)
  await env.DB.prepare(
    'INSERT INTO bookings (id, name, email, date, num_people, day_parts, total_excl_vat_cents, total_cents, ' +
      'address_street, address_postcode, address_city) ' +
      "VALUES (1, 'Ochtend', 'o@voorbeeld.nl', ?, 6, 1, 20000, 24200, 'Dorpsstraat 1', '1713 HA', 'Obdam'), " +
      "(2, 'Middag', 'm@voorbeeld.nl', ?, 6, 2, 20000, 24200, 'Dorpsstraat 1', '1713 HA', 'Obdam')",
  )
    .bind(date, date)
    .run()
  const cookie = await adminCookie()
  await decideBooking(cookie, 1, 'confirm')
  await decideBooking(cookie, 2, 'confirm')
  await confirmedEntry('heledag@voorbeeld.nl', date, '3')
  await confirmedEntry('ochtend@voorbeeld.nl', date, '1')
  await decideBooking(cookie, 1, 'cancel')
  expect((await freedMails()).map((mail) => mail.to[0])).toEqual(['ochtend@voorbeeld.nl'])
  expect(await rows('SELECT email, status FROM waiting_list ORDER BY id')).toEqual([
    { email: 'heledag@voorbeeld.nl', status: 'confirmed' },
    { email: 'ochtend@voorbeeld.nl', status: 'notified' },
  ])
})

test('reopening a closed day tells the waiting list', async () => {
  const date = bookableDate(10)
  const cookie = await adminCookie()
  const sameSite = { 'Sec-Fetch-Site': 'same-origin' }
  await asAdmin(cookie, '/admin/sluitingen', {
    method: 'POST',
    headers: sameSite,
    body: new URLSearchParams({ intent: 'sluiten', startDate: date, dayParts: '3', reason: 'Onderhoud' }),
  })
  await confirmedEntry('anna@voorbeeld.nl', date)
  const [closure] = await rows<{ id: number }>('SELECT id FROM closures')
  const reopened = await asAdmin(cookie, '/admin/sluitingen', {
    method: 'POST',
    headers: sameSite,
    body: new URLSearchParams({ intent: 'heropenen', id: String(closure?.id) }),
  })
  expect(reopened.status).toBe(303)
  expect((await freedMails()).map((mail) => mail.to[0])).toEqual(['anna@voorbeeld.nl'])
})

test('thirty sign-ups at once from one client send at most the limit of confirmation mails', async () => {
  const date = bookableDate(10)
  const answers = await Promise.all(Array.from({ length: 30 }, () => join('iemand.anders@voorbeeld.nl', date)))
  expect(answers.every((answer) => answer.status === 303 || answer.status === 429)).toBe(true)
  const queued = await rows<{ n: number }>(
    "SELECT count(*) AS n FROM mail_outbox WHERE to_address = 'iemand.anders@voorbeeld.nl'",
  )
  expect(queued).toEqual([{ n: publicFormLimit('waitinglist').limit }])
  expect(answers.filter((answer) => answer.status === 303)).toHaveLength(publicFormLimit('waitinglist').limit)
})
