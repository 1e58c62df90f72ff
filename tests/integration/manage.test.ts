/**
 * The customer's own booking page (/mijn-boeking), from the signed link in every booking mail:
 * withdraw a request, cancel a confirmed booking by the terms, change the number of people, ask
 * for another date; forged, foreign, expired and replayed links. Form posts, as without JavaScript.
 */
import { env } from 'cloudflare:workers'
import { expect, test, vi } from 'vitest'
import { venue, venueRouteUrl } from '~/content/venue'
import { amsterdamInstant } from '~/lib/availability'
import { DETAIL_CHANGES_PER_DAY } from '~/lib/booking-lifecycle'
import { addDays } from '~/lib/dates'
import { formatAmountInput, formatLongDate } from '~/lib/format'
import { linksFor } from '~/server/links.server'
import { signToken } from '~/server/signing.server'
import { bookableDate, requestForm } from '../support/booking-dates'
import { bookingDay } from '../support/booking-days'
import { fromBase64, readPdf } from '../support/pdf'
import { adminCookie, asAdmin } from '../support/worker/admin'
import {
  decideBooking,
  inDays,
  insertBooking,
  insertDaysBooking,
  invoiceYear,
  linkIn,
  today,
} from '../support/worker/bookings'
import { Browser } from '../support/worker/browser'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { cron, customer, owner } from '../support/worker/lifecycle'
import { callWorker, count, postForm, rows } from '../support/worker/requests'

const year = invoiceYear()
const links = linksFor({ SIGNING_SECRET: env.SIGNING_SECRET, SITE_URL: 'https://venue.test' })

const post = (path: string, fields: Record<string, string>) =>
  callWorker(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })
const mailTo = async (to: string, subject: string) =>
  (await fakeMail.delivered()).filter((mail) => mail.body.to.includes(to) && mail.body.subject.startsWith(subject))
const booking1 = async () =>
  (
    await rows<{ status: string; num_people: number; total_cents: number }>(
      'SELECT status, num_people, total_cents FROM bookings WHERE id = 1',
    )
  )[0]

/** A booking confirmed by the owner, and the link from the confirmation mail. */
async function confirmed(date: string): Promise<string> {
  await insertBooking(1, date)
  expect((await decideBooking(await adminCookie(), 1, 'confirm')).status).toBe(200)
  const [mail] = await mailTo('klant1@voorbeeld.nl', 'Bericht')
  return linkIn(mail, '/mijn-boeking')
}

test('the mail that acknowledges a request links to the page, where the request is withdrawn once', async () => {
  const date = bookableDate(10)
  const sent = await postForm('/tarieven/aanvragen', await formFields(requestForm({ date })))
  expect(sent.status).toBe(303)
  const [ack] = await mailTo('pieter@voorbeeld.nl', 'We hebben je boekingsaanvraag ontvangen')
  const path = linkIn(ack, '/mijn-boeking')

  const page = await callWorker(path)
  expect(page.status).toBe(200)
  expect(page.headers.get('cache-control')).toBe('private, no-store')
  const html = await page.text()
  expect(html).toContain('Aanvraag: binnen één werkdag laten we je weten of we je boeking kunnen bevestigen.')
  expect(html).toContain('intrekken kost niets')
  // A request is no booking yet: the page calls it what it is.
  expect(html).toMatch(/<h1[^>]*>Je aanvraag<\/h1>/)
  expect(html).toMatch(/>Aanvraag \d+<\/h2>/)

  const withdrawn = await post(`${path}&annuleren=1`, { intent: 'annuleren' })
  expect(withdrawn.status).toBe(303)
  expect(withdrawn.headers.get('location')).toContain('melding=ingetrokken')
  expect(withdrawn.headers.get('location')).not.toContain('annuleren=1')
  expect((await rows<{ status: string }>('SELECT status FROM bookings'))[0]?.status).toBe('geannuleerd')
  expect(await mailTo('pieter@voorbeeld.nl', 'Je aanvraag is ingetrokken')).toHaveLength(1)
  const [owner] = await mailTo('inbox@venue.test', 'Aanvraag')
  expect(owner?.body.subject).toMatch(/^Aanvraag \d+ geannuleerd door de klant$/)
  expect(owner?.body.reply_to).toBe('pieter@voorbeeld.nl')
  expect(await rows("SELECT actor FROM audit_log WHERE action = 'booking.customer-cancel'")).toEqual([
    { actor: 'klant' },
  ])
  expect(await count('invoices')).toBe(0)

  // The same post again (a reload, a second tab): nothing more happens.
  const mails = (await fakeMail.delivered()).length
  const again = await post(path, { intent: 'annuleren' })
  expect(again.headers.get('location')).toContain('melding=al-geannuleerd')
  expect(await fakeMail.delivered()).toHaveLength(mails)
  expect(await (await callWorker(`${path}&melding=ingetrokken`)).text()).toContain('Je aanvraag is ingetrokken.')
})

test('cancelling a month ahead is free: the slot is free again, the invoice credited, the owner told', async () => {
  const path = await confirmed(inDays(30))
  expect(await count('booking_slots')).toBe(2)
  const page = await (await callWorker(`${path}&annuleren=1`)).text()
  expect(page).toContain('Annuleer je nu, 30 dagen van tevoren, dan kost dat niets.')
  expect(page).toContain('Weet je zeker dat je je boeking wilt annuleren?')

  expect((await post(path, { intent: 'annuleren' })).status).toBe(303)
  expect(await booking1()).toMatchObject({ status: 'geannuleerd' })
  expect(await count('booking_slots')).toBe(0)
  expect(await rows('SELECT number, kind, status FROM invoices ORDER BY id')).toEqual([
    { number: `${year}-0001`, kind: 'factuur', status: 'gecrediteerd' },
    { number: `${year}-0002`, kind: 'creditfactuur', status: 'verrekend' },
  ])
  expect(await mailTo('klant1@voorbeeld.nl', 'Je boeking is geannuleerd')).toHaveLength(1)
  expect(await mailTo('klant1@voorbeeld.nl', `Creditfactuur ${year}-0002`)).toHaveLength(1)
  expect(await mailTo('inbox@venue.test', 'Boeking 1 geannuleerd door de klant')).toHaveLength(1)
})

test('cancelling the day before costs the room and the catering; the page says so before', async () => {
  const path = await confirmed(addDays(today(), 1))
  const page = await (await callWorker(path)).text()
  expect(page).toContain(
    'Annuleer je nu, minder dan drie werkdagen van tevoren, dan betaal je de volledige zaalhuur en de catering: ' +
      '€\u00a0848,75 excl. btw. Inclusief btw is dat €\u00a0963,54.',
  )
  await post(path, { intent: 'annuleren' })
  const costs = (await rows<{ kind: string; total_cents: number }>('SELECT kind, total_cents FROM invoices')).at(-1)
  expect(costs).toEqual({ kind: 'factuur', total_cents: 96_354 })
  const [owner] = await mailTo('inbox@venue.test', 'Boeking 1 geannuleerd door de klant')
  expect(owner?.body.text).toContain('Annuleringskosten: €\u00a0963,54.')
})

test('the page says whom the booking is for and where the venue is; cancelling comes last', async () => {
  const path = await confirmed(inDays(30))
  const html = await (await callWorker(path)).text()
  for (const line of ['Molen BV', 'Klant 1', 'Dorpsstraat 1, 1713 HA Obdam', venue.address.street])
    expect(html).toContain(line)
  expect(html).toContain(`href="${venueRouteUrl.replaceAll('&', '&amp;')}"`)
  expect(html).toContain(`href="${venue.parking.guidePath}"`)
  const at = (heading: string) => {
    const index = html.indexOf(`>${heading}</h2>`)
    expect(index, heading).toBeGreaterThan(-1)
    return index
  }
  const order = [
    'Aantal personen aanpassen',
    'Andere datum of ander dagdeel?',
    'Referentie op de factuur',
    'Annuleringsvoorwaarden',
    'Boeking annuleren',
  ].map(at)
  expect(order).toEqual(order.toSorted((a, b) => a - b))
  // The terms on the page the mails' button opens do not send the reader to that button.
  expect(html).not.toContain("via de knop 'Bekijk of wijzig je boeking'")
  expect(html).not.toContain('via de knop &#x27;Bekijk of wijzig je boeking&#x27;')
})

test('a request that ended unbooked is named for what it is, and shows only what still applies', async () => {
  const cookie = await adminCookie()
  for (const id of [1, 2, 3, 4]) await insertBooking(id, inDays(30 + id))
  // Rejected by the owner; withdrawn by the customer; an optie that ran out; an optie let go.
  expect((await decideBooking(cookie, 1, 'reject')).status).toBe(200)
  expect((await post(await customer.link({ id: 2, date: inDays(32) }), { intent: 'annuleren' })).status).toBe(303)
  for (const id of [3, 4]) expect((await owner.optie(cookie, id, inDays(1))).status).toBe(200)
  expect((await post(await customer.link({ id: 4, date: inDays(34) }), { intent: 'annuleren' })).status).toBe(303)
  await cron(amsterdamInstant(inDays(2), '00:05'))
  for (const [id, named] of [
    [1, 'Afgewezen'],
    [2, 'Ingetrokken'],
    [3, 'Verlopen'],
    [4, 'Vervallen'],
  ] as const) {
    const page = await new Browser().open(await customer.link({ id, date: inDays(30 + id) }))
    expect(page.status).toBe(200)
    expect(page.headings(1), named).toEqual(['Je aanvraag'])
    expect(page.texts('dd'), named).toContain(named)
    expect(page.texts('dd').join(' '), named).not.toContain('Geannuleerd')
    // The date it was for, and where to find another; no route, parking, price or terms of a booking.
    expect(page.text()).toContain(formatLongDate(inDays(30 + id)))
    expect(page.headings(), named).not.toContain('Waar je ons vindt')
    expect(page.headings(), named).not.toContain('Annuleringsvoorwaarden')
    expect(page.text(), named).not.toContain('Totaal incl. btw')
    expect(page.within('section', 'Een andere datum?').text()).toContain('Bekijk welke dagdelen vrij zijn')
  }
  // The owner's list says the same.
  const list = await (await asAdmin(cookie, '/admin?tab=boekingen')).text()
  expect(list).toContain('geannuleerd (ingetrokken)')
  expect(list).toContain('geannuleerd (optie vervallen)')
})

test('a cancelled booking stays "Geannuleerd", with its invoices but without the way to the venue', async () => {
  const path = await confirmed(inDays(30))
  expect((await post(path, { intent: 'annuleren' })).status).toBe(303)
  const page = await new Browser().open(path)
  expect(page.headings(1)).toEqual(['Je boeking'])
  expect(page.texts('dd')).toContain('Geannuleerd')
  expect(page.headings()).toContain('Facturen')
  expect(page.headings()).not.toContain('Waar je ons vindt')
  // Not the price it had: what it costs now is on its invoices.
  expect(page.text()).toContain('Wat je na de annulering nog betaalt of terugkrijgt, staat op de facturen hieronder.')
  expect(page.text()).not.toContain('Totaal incl. btw')
})

test('a business adds its order number, which the next invoice carries; a private customer has no form', async () => {
  const path = await confirmed(inDays(30))
  const tooLong = await post(path, { intent: 'referentie', reference: 'x'.repeat(61) })
  expect(tooLong.status).toBe(400)
  expect(await tooLong.text()).toContain('Een referentie is hooguit 60 tekens.')

  const saved = await post(path, { intent: 'referentie', reference: '  PO-4711 ' })
  expect(saved.status).toBe(303)
  expect(saved.headers.get('location')).toContain('melding=referentie')
  expect(await rows('SELECT customer_reference FROM bookings')).toEqual([{ customer_reference: 'PO-4711' }])
  // The invoice already sent stays as it was: an issued invoice does not change.
  expect(await rows('SELECT customer_reference FROM invoices')).toEqual([{ customer_reference: null }])
  const page = await (await callWorker(`${path}&melding=referentie`)).text()
  expect(page).toContain('Je referentie staat op de volgende factuur.')
  expect(page).toContain('value="PO-4711"')
  expect(await rows("SELECT actor, summary FROM audit_log WHERE action = 'booking.customer-reference'")).toEqual([
    { actor: 'klant', summary: 'Referentie voor de factuur door de klant: PO-4711' },
  ])

  // The same reference again changes nothing; fewer people make the next invoice, with the reference.
  expect((await post(path, { intent: 'referentie', reference: 'PO-4711' })).status).toBe(303)
  expect(await rows("SELECT id FROM audit_log WHERE action = 'booking.customer-reference'")).toHaveLength(1)
  await post(path, { intent: 'personen', numPeople: '10' })
  expect(await rows('SELECT kind, customer_reference FROM invoices ORDER BY id')).toEqual([
    { kind: 'factuur', customer_reference: null },
    // A credit note carries the reference of the invoice it corrects.
    { kind: 'creditfactuur', customer_reference: null },
    { kind: 'factuur', customer_reference: 'PO-4711' },
  ])
  const attachment = (await fakeMail.delivered())
    .flatMap((mail) => mail.body.attachments)
    .find((file) => file.filename === `factuur-${year}-0003.pdf`)
  const pdf = await readPdf(fromBase64(attachment?.content ?? ''))
  expect(pdf.text).toContain('Je referentie')
  expect(pdf.text).toContain('PO-4711')
  const owner = await (await callWorker('/admin/boekingen/1', { headers: { cookie: await adminCookie() } })).text()
  expect(owner).toContain('PO-4711')

  // Emptied, the next invoice has none again.
  await post(path, { intent: 'referentie', reference: '' })
  expect(await rows('SELECT customer_reference FROM bookings')).toEqual([{ customer_reference: null }])

  // Without a company name there is no purchase order to refer to.
  await env.DB.prepare('UPDATE bookings SET company = NULL').run()
  expect(await (await callWorker(path)).text()).not.toContain('Referentie op de factuur')
  expect((await post(path, { intent: 'referentie', reference: 'PO-1' })).status).toBe(409)
})

test('changes of the invoice details and the reference count towards a daily limit, in parallel too', async () => {
  const path = await confirmed(inDays(30))
  const details = (index: number) => ({
    intent: 'factuurgegevens',
    company: 'Molen BV',
    street: `Dorpsstraat ${index + 2}`,
    postcode: '1713 HA',
    city: 'Obdam',
    country: 'NL',
  })
  // Earlier today: all but two of the day's changes.
  for (let index = 0; index < DETAIL_CHANGES_PER_DAY - 2; index += 1)
    await env.DB.prepare(
      "INSERT INTO audit_log (at, actor, entity, entity_id, action, summary) VALUES (?, 'klant', 'booking', 1, ?, 'x')",
    )
      .bind(Date.now(), index % 2 ? 'booking.invoice-details' : 'booking.customer-reference')
      .run()
  const answers = await Promise.all([
    ...Array.from({ length: 3 }, (_, index) => post(path, details(index))),
    ...Array.from({ length: 2 }, (_, index) => post(path, { intent: 'referentie', reference: `PO-${index}` })),
  ])
  const changes = await rows(
    "SELECT id FROM audit_log WHERE action IN ('booking.invoice-details', 'booking.customer-reference')",
  )
  expect(changes).toHaveLength(DETAIL_CHANGES_PER_DAY)
  const refused = answers.filter((answer) => answer.status === 429)
  expect(refused).toHaveLength(3)
  for (const answer of refused) expect(await answer.text()).toContain('vandaag al tien keer aangepast')
})

test('changing the number of people prices the booking again and replaces the invoice', async () => {
  const path = await confirmed(inDays(30))
  const changed = await post(path, { intent: 'personen', numPeople: '10' })
  expect(changed.status).toBe(303)
  expect(changed.headers.get('location')).toContain('melding=personen')
  expect(await booking1()).toEqual({ status: 'bevestigd', num_people: 10, total_cents: 77_143 })
  expect(await rows('SELECT number, kind, total_cents, status FROM invoices ORDER BY id')).toEqual([
    { number: `${year}-0001`, kind: 'factuur', total_cents: 96_354, status: 'gecrediteerd' },
    { number: `${year}-0002`, kind: 'creditfactuur', total_cents: -96_354, status: 'verrekend' },
    { number: `${year}-0003`, kind: 'factuur', total_cents: 77_143, status: 'open' },
  ])
  const [owner] = await mailTo('inbox@venue.test', 'Boeking 1: ander aantal personen')
  expect(owner?.body.text).toContain('van 15 naar 10; nieuw totaal €\u00a0771,43')
  const [mail] = await mailTo('klant1@voorbeeld.nl', `Creditfactuur ${year}-0002 en factuur ${year}-0003`)
  // Nothing was paid yet: the credit note names the invoice that asks what is due now.
  const note = mail?.body.attachments.find((file) => file.filename === `creditfactuur-${year}-0002.pdf`)
  expect((await readPdf(fromBase64(note?.content ?? ''))).text.replace(/\s+/g, ' ')).toContain(
    `Factuur ${year}-0001 hoef je niet meer te betalen. Wat je nu nog betaalt, staat op factuur ${year}-0003.`,
  )
  expect(await rows("SELECT actor, changes FROM audit_log WHERE action = 'booking.customer-people'")).toEqual([
    { actor: 'klant', changes: JSON.stringify({ numPeople: [15, 10] }) },
  ])
})

test.each([['0'], ['16'], ['tien'], ['']])(
  'a number of people of "%s" is refused in Dutch and changes nothing',
  async (numPeople) => {
    const path = await confirmed(inDays(30))
    const mails = (await fakeMail.delivered()).length
    const response = await post(path, { intent: 'personen', numPeople })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Kies een aantal van 1 tot 15 personen.')
    expect(await booking1()).toMatchObject({ num_people: 15 })
    expect(await fakeMail.delivered()).toHaveLength(mails)
  },
)

test('within three working days the number of people is changed by phone, not on the page', async () => {
  const path = await confirmed(addDays(today(), 1))
  const page = await (await callWorker(path)).text()
  expect(page).toContain(
    'Het aantal personen wijzig je tot drie hele werkdagen voor de datum, en die termijn is voorbij.',
  )
  expect(page).not.toContain('name="numPeople"')
  const response = await post(path, { intent: 'personen', numPeople: '10' })
  expect(response.status).toBe(409)
  expect(await booking1()).toMatchObject({ num_people: 15 })
})

test('another date or day part reaches the owner as a message; an empty wish is refused', async () => {
  const path = await confirmed(inDays(30))
  const empty = await post(path, { intent: 'wijziging', date: '', note: '' })
  expect(empty.status).toBe(400)
  expect(await empty.text()).toContain('Vul een datum, een dagdeel of een toelichting in.')
  const wanted = inDays(37)
  const response = await post(path, { intent: 'wijziging', date: wanted, dayParts: '1', note: 'Liever de ochtend.' })
  expect(response.headers.get('location')).toContain('melding=wijziging')
  const [message] = await rows<{ subject: string; message: string; email: string }>(
    'SELECT subject, message, email FROM contact_messages',
  )
  expect(message).toMatchObject({ subject: 'Wijzigingsverzoek boeking 1', email: 'klant1@voorbeeld.nl' })
  expect(message?.message).toContain('Gewenst dagdeel: ochtend')
  expect(message?.message).toContain('Toelichting: Liever de ochtend.')
  expect(await booking1()).toMatchObject({ status: 'bevestigd' })
})

test('a forged, foreign or expired link finds nothing and says so in Dutch', async () => {
  const path = await confirmed(inDays(30))
  const forged = path.replace(/sleutel=([^&]{6})/, 'sleutel=AAAAAA')
  const payment = new URL(await links.payment(`${year}-0001`, Date.now()))
  await insertBooking(2, addDays(today(), -1), 'bevestigd')
  // Yesterday's booking without an open invoice: its link has done its work.
  const expired = new URL(await links.manage(2, Date.now() - 3 * 86_400_000))
  for (const link of [
    forged,
    `/mijn-boeking${payment.search}`,
    `${expired.pathname}${expired.search}`,
    '/mijn-boeking',
  ]) {
    const response = await callWorker(link)
    expect(response.status, link).toBe(404)
    expect(await response.text()).toContain('Deze link werkt niet (meer)')
    expect((await post(link, { intent: 'annuleren' })).status).toBe(404)
  }
  expect(await booking1()).toMatchObject({ status: 'bevestigd' })
  expect(await rows<{ status: string }>('SELECT status FROM bookings WHERE id = 2')).toEqual([{ status: 'bevestigd' }])
})

test('the link in the mails works after the last date while an invoice is open, not once it is paid', async () => {
  // A booking of tomorrow and the day after, cancelled today: the costs are due after both dates.
  await insertDaysBooking(1, [bookingDay(inDays(1)), bookingDay(inDays(2), { dayParts: 1 })])
  expect((await decideBooking(await adminCookie(), 1, 'confirm')).status).toBe(200)
  const [confirmation] = await mailTo('klant1@voorbeeld.nl', 'Bericht')
  expect((await post(linkIn(confirmation, '/mijn-boeking'), { intent: 'annuleren' })).status).toBe(303)
  const costs = (await fakeMail.delivered()).findLast((mail) => /^Creditfactuur .* en factuur/.test(mail.body.subject))
  const [due] = await rows<{ id: number; total_cents: number; due_on: string }>(
    "SELECT id, total_cents, due_on FROM invoices WHERE kind = 'factuur' AND status = 'open'",
  )
  expect((due?.due_on ?? '') > inDays(2)).toBe(true)
  // A link sent before the booking decided, whose token expired at the end of a date, works too.
  const old = await signToken(env.SIGNING_SECRET, 'booking-manage', '1', {
    now: Date.now() - 2 * 86_400_000,
    expiresInSeconds: 60,
  })
  expect((await callWorker(`/mijn-boeking?sleutel=${old}`)).status).toBe(200)
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    // The day after the last date: both links still open the page, with the invoice to pay.
    vi.setSystemTime(amsterdamInstant(inDays(3), '10:00'))
    for (const mail of [confirmation, costs]) {
      const page = await callWorker(linkIn(mail, '/mijn-boeking'))
      expect(page.status, mail?.body.subject).toBe(200)
      expect(await page.text()).toContain('Betalen')
    }
    // Paid: the link has done its work.
    const paid = await asAdmin(await adminCookie(), `/admin/facturen/${due?.id}`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({
        intent: 'betaling',
        amount: formatAmountInput(due?.total_cents ?? 0),
        key: 'na-de-dag-1',
      }),
    })
    expect(paid.status).toBeLessThan(400)
    expect(await rows("SELECT status FROM invoices WHERE kind = 'factuur' AND status = 'open'")).toEqual([])
    const gone = await callWorker(linkIn(costs, '/mijn-boeking'))
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain(
      'hij werkt tot en met de laatste dag van je boeking, en daarna tot je facturen betaald zijn',
    )
  } finally {
    vi.useRealTimers()
  }
})

test('the invoice PDF is only there with the link', async () => {
  const path = await confirmed(inDays(30))
  const key = new URL(path, 'https://venue.test').searchParams.get('sleutel') ?? ''
  const pdf = await callWorker(`/mijn-boeking/factuur?sleutel=${encodeURIComponent(key)}&nummer=${year}-0001`)
  expect(pdf.status).toBe(200)
  expect(pdf.headers.get('content-type')).toBe('application/pdf')
  expect(pdf.headers.get('cache-control')).toBe('private, no-store')
  // A broken or foreign link gets the Dutch page of a broken link, not a bare answer.
  const broken = await callWorker(`/mijn-boeking/factuur?sleutel=x&nummer=${year}-0001`, { redirect: 'manual' })
  expect(broken.status).toBe(303)
  const page = await callWorker(broken.headers.get('location') ?? '')
  expect(page.status).toBe(404)
  expect(page.headers.get('content-type')).toContain('text/html')
  expect(await page.text()).toContain('Deze link werkt niet (meer)')
  // A good link with an invoice that is not the booking's: its own page, saying so.
  const other = await callWorker(`/mijn-boeking/factuur?sleutel=${encodeURIComponent(key)}&nummer=${year}-9999`, {
    redirect: 'manual',
  })
  expect(other.headers.get('location')).toContain('melding=geen-factuur')
  expect(await (await callWorker(other.headers.get('location') ?? '')).text()).toContain(
    'Die factuur vonden we niet bij deze boeking.',
  )
})
