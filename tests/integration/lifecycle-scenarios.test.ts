/**
 * The four ways the money side broke before one lifecycle (docs/decisions/023-one-booking-lifecycle.md),
 * as they were found from outside: the owner's status dropdown, a burst of people changes and a
 * cancel sent together with changes, the link's actions without a limit, and a payment that
 * completes after its invoice was credited.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { lifecycleMessages, PEOPLE_CHANGES_PER_DAY } from '~/lib/booking-lifecycle'
import { adminCookie } from '../support/worker/admin'
import { decideBooking, inDays, insertBooking, invoiceYear, linkIn } from '../support/worker/bookings'
import { ownerBrowser } from '../support/worker/browser'
import { fakeMail, fakeMollie } from '../support/worker/fake-mail'
import { cron, customer, lifecycleViolations, owner, webhook } from '../support/worker/lifecycle'
import { callWorker, count, rows } from '../support/worker/requests'

const year = invoiceYear()
const DAY = 24 * 60 * 60_000
const invoicesOf1 = () =>
  rows<{ number: string; kind: string; total_cents: number; paid_cents: number; status: string }>(
    'SELECT number, kind, total_cents, paid_cents, status FROM invoices WHERE booking_id = 1 ORDER BY id',
  )
const mailsTo = async (to: string, subject: string) =>
  (await fakeMail.delivered()).filter((mail) => mail.body.to.includes(to) && mail.body.subject.startsWith(subject))

/** Booking 1 (15 people, the whole day, luxe: € 963,54) confirmed with its invoice; the customer's link. */
async function confirmedBooking(days = 30) {
  await insertBooking(1, inDays(days))
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  return { cookie, link: await customer.link({ id: 1, date: inDays(days) }) }
}

test('the status dropdown cannot cancel an invoiced booking; Annuleren credits it and nothing chases it', async () => {
  const { cookie } = await confirmedBooking(20)
  await env.DB.prepare(
    'INSERT INTO waiting_list (date, day_parts, email, status, consent_text, confirmed_at) ' +
      "VALUES (?, 3, 'wacht@voorbeeld.nl', 'confirmed', 'ja', 1)",
  )
    .bind(inDays(20))
    .run()

  const api = await owner.status(cookie, 1, 'geannuleerd')
  expect(api.status).toBe(409)
  expect(await api.json()).toEqual({ error: lifecycleMessages.tellCustomer })
  const page = await owner.bookingPage(cookie, 1, { intent: 'status', status: 'geannuleerd' })
  expect(page.status).toBe(409)
  expect(await page.text()).toContain('gebruik Annuleren')
  expect(await rows('SELECT status FROM bookings')).toEqual([{ status: 'bevestigd' }])
  expect((await invoicesOf1()).map((invoice) => invoice.status)).toEqual(['open'])

  expect((await decideBooking(cookie, 1, 'cancel')).status).toBe(200)
  expect((await invoicesOf1()).map((invoice) => [invoice.kind, invoice.status])).toEqual([
    ['factuur', 'gecrediteerd'],
    ['creditfactuur', 'verrekend'],
  ])
  const [cancelMail] = await mailsTo('klant1@voorbeeld.nl', 'Bericht').then((mails) =>
    mails.filter((mail) => mail.body.attachments.some((file) => file.filename.includes('geannuleerd'))),
  )
  expect(cancelMail?.body.attachments.map((file) => file.content_type)).toEqual([
    'text/calendar; charset=utf-8; method=CANCEL',
  ])
  expect(await mailsTo('wacht@voorbeeld.nl', 'Er is plek')).toHaveLength(1)
  await cron(Date.now() + 20 * DAY)
  expect(await mailsTo('klant1@voorbeeld.nl', 'Herinnering: factuur')).toEqual([])
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('ten people changes at once on a paid booking: each invoice credited once, one open, paid once', async () => {
  const { cookie, link } = await confirmedBooking()
  const [first] = await rows<{ id: number }>('SELECT id FROM invoices')
  const paid = await owner.invoicePage(cookie, first?.id ?? 0, {
    intent: 'betaling',
    amount: '235,73',
    key: 'bank-transfer-1',
  })
  expect(paid.status).toBe(303)

  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, index) => customer.post(link, { intent: 'personen', numPeople: String(index + 3) })),
  )
  expect(answers.every((answer) => answer.status === 303 || answer.status === 429)).toBe(true)
  expect(answers.filter((answer) => answer.status === 303)).toHaveLength(PEOPLE_CHANGES_PER_DAY)
  const invoices = await invoicesOf1()
  const current = invoices.filter((invoice) => invoice.kind === 'factuur' && invoice.status !== 'gecrediteerd')
  expect(current).toHaveLength(1)
  const [booking] = await rows<{ total_cents: number }>('SELECT total_cents FROM bookings WHERE id = 1')
  expect(current[0]?.total_cents).toBe(booking?.total_cents)
  // The one payment of € 235,73 stands once: on the current invoice.
  expect(current[0]?.paid_cents).toBe(23_573)
  expect(invoices).toHaveLength(1 + 2 * PEOPLE_CHANGES_PER_DAY)
  expect(await mailsTo('klant1@voorbeeld.nl', 'Creditfactuur')).toHaveLength(PEOPLE_CHANGES_PER_DAY)
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('a cancel sent together with changes leaves one cancellation and no open invoice but its costs', async () => {
  const { link } = await confirmedBooking(8)
  await Promise.all([
    customer.post(link, { intent: 'annuleren' }),
    ...Array.from({ length: 4 }, (_, index) =>
      customer.post(link, { intent: 'personen', numPeople: String(5 + index) }),
    ),
    ...Array.from({ length: 3 }, () => customer.post(link, { intent: 'wijziging', note: 'Kan het later?' })),
    customer.post(link, { intent: 'annuleren' }),
  ])
  expect(await rows('SELECT status FROM bookings')).toEqual([{ status: 'geannuleerd' }])
  expect(await rows("SELECT id FROM audit_log WHERE action = 'booking.customer-cancel'")).toHaveLength(1)
  const open = (await invoicesOf1()).filter((invoice) => invoice.status === 'open')
  expect(open.length).toBeLessThanOrEqual(1)
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('the link has limits: a few changes a day, the same number is no change, nothing after cancelling', async () => {
  const { link } = await confirmedBooking()
  const answers: string[] = []
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await customer.post(link, { intent: 'personen', numPeople: String(5 + (attempt % 7)) })
    answers.push(response.headers.get('location')?.split('melding=')[1] ?? String(response.status))
  }
  // Once the day's changes are used, another number is refused; the number it has is no change.
  expect(answers.filter((answer) => answer === 'personen')).toHaveLength(PEOPLE_CHANGES_PER_DAY)
  expect(new Set(answers.slice(PEOPLE_CHANGES_PER_DAY))).toEqual(new Set(['429', 'personen-gelijk']))
  expect(await count('invoices')).toBe(1 + 2 * PEOPLE_CHANGES_PER_DAY)
  const refused = await customer.post(link, { intent: 'personen', numPeople: '12' })
  expect(refused.status).toBe(429)
  expect(await refused.text()).toContain('vandaag al drie keer aangepast')

  const requests = await Promise.all(
    Array.from({ length: 30 }, () => customer.post(link, { intent: 'wijziging', note: 'Een uur later?' })),
  )
  expect(requests.filter((response) => response.status === 303)).toHaveLength(3)
  expect(await count('contact_messages')).toBe(3)
  expect(await mailsTo('inbox@venue.test', 'Nieuw bericht via de website: Wijzigingsverzoek')).toHaveLength(3)

  expect((await customer.post(link, { intent: 'annuleren' })).status).toBe(303)
  const messages = await count('contact_messages')
  const afterCancel = await customer.post(link, { intent: 'wijziging', note: 'Toch een andere dag?' })
  expect(afterCancel.headers.get('location')).toContain('melding=niet-meer')
  expect(await (await callWorker(afterCancel.headers.get('location') ?? '')).text()).toContain(
    lifecycleMessages.cancelledNoChange,
  )
  expect(await count('contact_messages')).toBe(messages)
})

test('the same number of people again is no change: no invoice, no mail', async () => {
  const { link } = await confirmedBooking()
  const mails = (await fakeMail.delivered()).length
  const same = await customer.post(link, { intent: 'personen', numPeople: '15' })
  expect(same.headers.get('location')).toContain('melding=personen-gelijk')
  expect(await count('invoices')).toBe(1)
  expect(await fakeMail.delivered()).toHaveLength(mails)
  expect(await (await callWorker(`${link}&melding=personen-gelijk`)).text()).toContain(lifecycleMessages.samePeople)
})

test('a payment completed after its invoice was credited goes to the invoice replacing it', async () => {
  const { link } = await confirmedBooking()
  const started = await customer.pay(`${year}-0001`)
  expect(started.molliePaymentId).toBe('tr_fake00001')
  // Fewer people: 0001 is credited by 0002, and 0003 (€ 771,43) replaces it.
  expect((await customer.post(link, { intent: 'personen', numPeople: '10' })).status).toBe(303)
  // The old checkout is still open in the customer's browser, and is paid there.
  await fakeMollie.setStatus('tr_fake00001', 'paid')
  expect((await webhook('tr_fake00001')).status).toBe(200)

  expect(await invoicesOf1()).toEqual([
    { number: `${year}-0001`, kind: 'factuur', total_cents: 96_354, paid_cents: 0, status: 'gecrediteerd' },
    { number: `${year}-0002`, kind: 'creditfactuur', total_cents: -96_354, paid_cents: 0, status: 'verrekend' },
    { number: `${year}-0003`, kind: 'factuur', total_cents: 77_143, paid_cents: 77_143, status: 'betaald' },
  ])
  expect(await rows('SELECT refund_due_cents FROM bookings')).toEqual([{ refund_due_cents: 19_211 }])
  const [receipt] = await mailsTo('klant1@voorbeeld.nl', 'Betaling ontvangen')
  expect(receipt?.body.text).toContain(`vervangen door factuur ${year}-0003`)
  expect(receipt?.body.text).toContain('Het verschil, €\u00a0192,11, storten we binnen 14 dagen terug')
  const [notice] = await mailsTo('inbox@venue.test', 'Terug te betalen')
  expect(notice?.body.text).toContain(`ontvangen voor factuur ${year}-0001`)

  expect(await lifecycleViolations(1, 0)).toEqual([])
  await cron(Date.now() + 20 * DAY)
  expect(await mailsTo('klant1@voorbeeld.nl', 'Herinnering: factuur')).toEqual([])
})

test('a credited invoice never starts or reuses a payment; its page points to the one that replaced it', async () => {
  const { link } = await confirmedBooking()
  const first = await customer.pay(`${year}-0001`)
  expect(first.molliePaymentId).toBe('tr_fake00001')
  expect((await customer.post(link, { intent: 'personen', numPeople: '10' })).status).toBe(303)
  const again = await customer.pay(`${year}-0001`)
  expect(again.molliePaymentId).toBeUndefined()
  expect((await fakeMollie.requests()).filter((sent) => sent.method === 'POST')).toHaveLength(1)
  const [mail] = (await fakeMail.delivered()).filter((sent) => sent.body.subject.startsWith('Factuur'))
  const page = await (await callWorker(linkIn(mail, '/betalen'))).text()
  expect(page).toContain(`Factuur ${year}-0001 is gecrediteerd`)
  expect(page).toContain(`Je hoeft deze factuur niet te betalen: factuur ${year}-0003 vervangt haar.`)
  expect(page).toContain(`Betaal factuur ${year}-0003`)
})

test('a decision on a page opened before the customer withdrew is refused; the page shows what is', async () => {
  await insertBooking(1, inDays(30))
  const browser = await ownerBrowser()
  const opened = await browser.open('/admin/boekingen/1?beslissing=confirm')
  const [{ version } = { version: -1 }] = await rows<{ version: number }>('SELECT version FROM bookings')
  const link = await customer.link({ id: 1, date: inDays(30) })
  expect((await customer.post(link, { intent: 'annuleren' })).status).toBe(303)
  await fakeMail.reset()

  const answer = await opened.form({ button: 'Versturen' }).submit('Versturen')
  expect(answer.status).toBe(409)
  expect(answer.text()).toContain(lifecycleMessages.stale)
  // The page the owner is on now says what the booking is: withdrawn, with no decision to send.
  expect(answer.text()).toContain('Ingetrokken')
  const staleApi = await owner.status(await adminCookie(), 1, 'bevestigd', version)
  expect(staleApi.status).toBe(409)
  expect(await staleApi.json()).toEqual({ error: lifecycleMessages.stale })
  expect(await rows('SELECT status FROM bookings')).toEqual([{ status: 'geannuleerd' }])
  expect(await count('invoices')).toBe(0)
  expect(await fakeMail.delivered()).toEqual([])
})

test('without JavaScript the venue cancels a paid booking: no costs, iDEAL back by Mollie, the rest due', async () => {
  const { cookie } = await confirmedBooking(6)
  // € 463,54 came by transfer, the rest (€ 500,00) by iDEAL.
  const [invoice] = await rows<{ id: number; number: string }>('SELECT id, number FROM invoices')
  const transfer = await owner.invoicePage(cookie, invoice?.id ?? 0, {
    intent: 'betaling',
    amount: '463,54',
    key: 'overboeking-1',
  })
  expect(transfer.status).toBe(303)
  const started = await customer.pay(invoice?.number ?? '')
  await fakeMollie.setStatus(started.molliePaymentId ?? '', 'paid')
  expect((await webhook(started.molliePaymentId ?? '')).status).toBe(200)
  expect(await invoicesOf1()).toMatchObject([{ paid_cents: 96_354, status: 'betaald' }])

  const owner1 = await ownerBrowser()
  const page = await owner1.open('/admin/boekingen/1?beslissing=venue-cancel')
  const form = page.form({ button: 'Versturen' })
  expect(page.text()).toContain('Zonder kosten voor de klant')
  const done = await form
    .fill(
      'Waarom annuleren we? (de klant leest dit in de mail)',
      'Door een lekkage is de ruimte die week niet te gebruiken.',
    )
    .submit('Versturen')
  expect(done.path).toBe('/admin?tab=boekingen&melding=venue-cancel&boeking=1')
  expect(await rows('SELECT status, last_decision, refund_due_cents FROM bookings')).toEqual([
    { status: 'geannuleerd', last_decision: 'venue-cancel', refund_due_cents: 46_354 },
  ])
  // No costs: the invoice is credited and nothing new asks money.
  expect((await invoicesOf1()).map((one) => [one.kind, one.status])).toEqual([
    ['factuur', 'gecrediteerd'],
    ['creditfactuur', 'verrekend'],
  ])
  // The iDEAL part goes back through Mollie, sent by the cron within a minute; the transfer is the owner's.
  await cron()
  expect(await fakeMollie.refunds(started.molliePaymentId ?? '')).toMatchObject([{ amount: { value: '500.00' } }])
  const [sorry] = await mailsTo('klant1@voorbeeld.nl', 'We moeten je boeking')
  expect(sorry?.body.text).toContain('De reden: Door een lekkage is de ruimte die week niet te gebruiken.')
  expect(sorry?.body.text).toContain('Je betaalt niets. Wat je al betaalde, €\u00a0963,54, storten we binnen 14 dagen')
  expect(sorry?.body.text).toContain('https://venue.test/boeken')
  const booking = await owner1.open('/admin/boekingen/1')
  expect(booking.text()).toContain('geannuleerd (door ons)')
  expect(await lifecycleViolations(1, 0)).toEqual([])
})
