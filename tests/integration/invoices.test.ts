import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import { addDays } from '~/lib/dates'
import { fromBase64, readPdf } from '../support/pdf'
import { adminCookie, adminJson, asAdmin } from '../support/worker/admin'
import { decideBooking, inDays, insertBooking, invoiceYear, today } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { customer, owner, versionOf } from '../support/worker/lifecycle'
import { callWorker, count, rows } from '../support/worker/requests'

const year = invoiceYear()
const confirm = (cookie: string, id: number, extra: Record<string, unknown> = {}) =>
  decideBooking(cookie, id, 'confirm', extra)

const invoiceMails = async () =>
  (await fakeMail.delivered()).filter((mail) => /^(Factuur|Creditfactuur)/.test(mail.body.subject))

/** The `index`th PDF of the mail (each PDF is followed by its e-invoice, ADR 027). */
async function pdfText(mail: Awaited<ReturnType<typeof invoiceMails>>[number] | undefined, index = 0) {
  const attachment = mail?.body.attachments.filter((file) => file.filename.endsWith('.pdf'))[index]
  return { name: attachment?.filename, ...(await readPdf(fromBase64(attachment?.content ?? ''))) }
}

test('confirming a booking issues invoice YEAR-0001 with every field Dutch law asks, mailed as PDF', async () => {
  await insertBooking(1, inDays(30))
  const cookie = await adminCookie()
  expect((await confirm(cookie, 1)).status).toBe(200)
  const [invoice] = await rows<Record<string, unknown>>('SELECT * FROM invoices')
  expect(invoice).toMatchObject({
    number: `${year}-0001`,
    year,
    sequence: 1,
    kind: 'factuur',
    booking_id: 1,
    customer_id: 1,
    customer_name: 'Klant 1',
    customer_company: 'Molen BV',
    customer_address: 'Dorpsstraat 1, 1713 HA Obdam',
    subtotal_cents: 84_875,
    total_vat_cents: 11_479,
    total_cents: 96_354,
    status: 'open',
    paid_cents: 0,
    issued_on: today(),
    due_on: inDays(14),
  })
  const [mail] = await invoiceMails()
  expect(mail?.body.to).toEqual(['klant1@voorbeeld.nl'])
  expect(mail?.body.text).toContain('met iDEAL')
  expect(mail?.body.text).toContain('/mijn-boeking?sleutel=')
  const pdf = await pdfText(mail)
  expect(pdf.name).toBe(`factuur-${year}-0001.pdf`)
  for (const field of [
    'KvK 81234567 · btw-id NL862345671B01 · IBAN NL12 RABO 0123 4567 89',
    'Dorpsstraat 27, 1713 HA Obdam',
    `${year}-0001`,
    'Klant 1',
    'Molen BV',
    'Dorpsstraat 1, 1713 HA Obdam',
    'Zaalhuur hele dag (8.30-17.00 uur)',
    '21 %',
    '9 %',
    '€\u00a0963,54',
  ])
    expect(pdf.text, field).toContain(field)
  expect(pdf.hasBoldText(`Factuur ${year}-0001`)).toBe(true)
  expect(pdf.hasBoldText('Totaal te betalen')).toBe(true)
})

test('numbers are gapless and never reused, also when ten invoices are issued at once', async () => {
  const date = inDays(30)
  for (let id = 1; id <= 10; id += 1) await insertBooking(id, addDays(date, id * 7))
  const cookie = await adminCookie()
  const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => confirm(cookie, index + 1)))
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
  const numbers = (await rows<{ number: string }>('SELECT number FROM invoices ORDER BY sequence')).map(
    (row) => row.number,
  )
  expect(numbers).toEqual(Array.from({ length: 10 }, (_, index) => `${year}-${String(index + 1).padStart(4, '0')}`))
  expect(await count('invoices')).toBe(10)
}, 30_000)

test('cancelling 20 days ahead is free: the invoice is credited in full and nothing else is charged', async () => {
  await insertBooking(1, inDays(20))
  const cookie = await adminCookie()
  await confirm(cookie, 1)
  const cancel = await adminJson(cookie, '/api/bookings/1/send-email', 'POST', {
    type: 'cancel',
    subject: 'Annulering',
    message: 'Jammer!',
  })
  expect(cancel.status).toBe(200)
  const [first, second, ...rest] = await rows<Record<string, unknown>>(
    'SELECT id, number, kind, total_cents, status, credits_invoice_id FROM invoices ORDER BY id',
  )
  expect(rest).toEqual([])
  expect(first).toMatchObject({ number: `${year}-0001`, kind: 'factuur', total_cents: 96_354, status: 'gecrediteerd' })
  expect(second).toMatchObject({
    number: `${year}-0002`,
    kind: 'creditfactuur',
    total_cents: -96_354,
    status: 'verrekend',
    credits_invoice_id: first?.id,
  })
  const [, creditMail] = await invoiceMails()
  const pdf = await pdfText(creditMail)
  expect(pdf.name).toBe(`creditfactuur-${year}-0002.pdf`)
  expect(pdf.text).toContain(`${year}-0001`)
  expect(pdf.text).toContain('-€\u00a0963,54')
})

test('cancelling 10 days ahead credits the invoice and invoices half the room; the payment goes to costs', async () => {
  await insertBooking(1, inDays(10))
  const cookie = await adminCookie()
  await confirm(cookie, 1)
  await env.DB.prepare("UPDATE invoices SET paid_cents = 96354, status = 'betaald' WHERE booking_id = 1").run()
  await adminJson(cookie, '/api/bookings/1/send-email', 'POST', { type: 'cancel', subject: 'Annulering', message: 'x' })
  const invoices = await rows<Record<string, unknown>>(
    'SELECT number, kind, subtotal_cents, total_cents, status, paid_cents FROM invoices ORDER BY id',
  )
  expect(invoices).toEqual([
    {
      number: `${year}-0001`,
      kind: 'factuur',
      subtotal_cents: 84_875,
      total_cents: 96_354,
      status: 'gecrediteerd',
      paid_cents: 96_354,
    },
    {
      number: `${year}-0002`,
      kind: 'creditfactuur',
      subtotal_cents: -84_875,
      total_cents: -96_354,
      status: 'verrekend',
      paid_cents: 0,
    },
    // Half of the room (16.000 + 21 % btw), settled from what was paid.
    {
      number: `${year}-0003`,
      kind: 'factuur',
      subtotal_cents: 16_000,
      total_cents: 19_360,
      status: 'betaald',
      paid_cents: 19_360,
    },
  ])
  const [, costs] = await invoiceMails()
  expect(costs?.body.subject).toBe(`Creditfactuur ${year}-0002 en factuur ${year}-0003 – De Oude Paardenslagerij`)
  expect(costs?.body.text).toContain('we storten €\u00a0769,94 binnen 14 dagen terug')
  expect(costs?.body.text).toContain(
    `Van factuur ${year}-0003 is €\u00a0193,60 voldaan uit wat je eerder betaalde; ` +
      'je hoeft daarvoor niets meer te doen.',
  )
  expect(costs?.body.text).not.toContain('Graag ontvangen we')
  expect((await pdfText(costs, 0)).text.replace(/[ \n]+/g, ' ')).toContain(
    `Je betaalde €\u00a0963,54 voor factuur ${year}-0001. Daarvan verrekenen we €\u00a0193,60 met factuur ` +
      `${year}-0003; de overige €\u00a0769,94 storten we binnen 14 dagen terug op de rekening waarvan je betaalde.`,
  )
  const pdf = await pdfText(costs, 1)
  // The costs are for the cancelled date, not a date of service.
  expect(pdf.text).toContain('Geannuleerde datum')
  expect(pdf.text).not.toContain('Datum van de dienst')
  expect(pdf.text).toContain('Voldaan uit je eerdere betaling')
  expect(pdf.text).toContain('je hoeft niets meer te doen')
  // Settled in full: no date to pay by.
  expect(pdf.text).not.toContain('Te betalen')
  expect(pdf.text).not.toContain('uiterlijk')
  expect(costs?.body.attachments.map((file) => file.filename)).toEqual([
    `creditfactuur-${year}-0002.pdf`,
    `creditfactuur-${year}-0002.xml`,
    `factuur-${year}-0003.pdf`,
    `factuur-${year}-0003.xml`,
  ])
})

test('after a payment and fewer people, the credit note says what is set off and what is paid back', async () => {
  const date = inDays(30)
  await insertBooking(1, date)
  const cookie = await adminCookie()
  await confirm(cookie, 1)
  const [invoice] = await rows<{ id: number }>('SELECT id FROM invoices')
  const paid = await owner.invoicePage(cookie, invoice?.id ?? 0, {
    intent: 'betaling',
    amount: '963,54',
    key: 'betaling-0001',
  })
  expect(paid.status).toBe(303)
  await fakeMail.reset()
  // 10 people instead of 15: € 771,43 of the € 963,54 paid goes to the new invoice, € 192,11 back.
  const link = await customer.link({ id: 1, date })
  expect((await customer.post(link, { intent: 'personen', numPeople: '10' })).status).toBe(303)
  const [mail] = await invoiceMails()
  expect(mail?.body.text).toContain('we storten €\u00a0192,11 binnen 14 dagen terug')
  const settlement =
    `Je betaalde €\u00a0963,54 voor factuur ${year}-0001. Daarvan verrekenen we €\u00a0771,43 met factuur ` +
    `${year}-0003; de overige €\u00a0192,11 storten we binnen 14 dagen terug op de rekening waarvan je betaalde.`
  const pdf = await pdfText(mail)
  expect(pdf.name).toBe(`creditfactuur-${year}-0002.pdf`)
  expect(pdf.text.replace(/[ \n]+/g, ' ')).toContain(settlement)
  expect(pdf.text).not.toContain('storten we het bedrag terug')
  const xml = new TextDecoder().decode(
    fromBase64(
      mail?.body.attachments.find((file) => file.filename === `creditfactuur-${year}-0002.xml`)?.content ?? '',
    ),
  )
  expect(xml).toContain(`<cac:PaymentTerms><cbc:Note>${settlement}</cbc:Note></cac:PaymentTerms>`)
  // The same document again, from what the credit note stored.
  const [credit] = await rows<{ id: number }>("SELECT id FROM invoices WHERE kind = 'creditfactuur'")
  const again = await asAdmin(cookie, `/admin/facturen/${credit?.id}/factuur.pdf`)
  expect((await readPdf(await again.arrayBuffer())).text.replace(/[ \n]+/g, ' ')).toContain(settlement)
})

test('the owner can confirm without an invoice and make it later; a second invoice is not made', async () => {
  await insertBooking(1, inDays(30))
  const cookie = await adminCookie()
  await confirm(cookie, 1, { noInvoice: true })
  expect(await count('invoices')).toBe(0)
  const sameSite = { 'Sec-Fetch-Site': 'same-origin' }
  const made = await asAdmin(cookie, '/admin/boekingen/1', {
    method: 'POST',
    headers: sameSite,
    body: new URLSearchParams({ intent: 'factuur', version: String(await versionOf(1)) }),
  })
  expect(made.headers.get('location')).toBe('/admin/boekingen/1?melding=factuur')
  const again = await asAdmin(cookie, '/admin/boekingen/1', {
    method: 'POST',
    headers: sameSite,
    body: new URLSearchParams({ intent: 'factuur', version: String(await versionOf(1)) }),
  })
  expect(again.headers.get('location')).toBe('/admin/boekingen/1?melding=geen-factuur')
  expect(await count('invoices')).toBe(1)
})

test('an invoice is corrected only by a credit note, with a confirmation first; the PDF stays as issued', async () => {
  await insertBooking(1, inDays(30))
  const cookie = await adminCookie()
  await confirm(cookie, 1)
  const [{ id } = { id: 0 }] = await rows<{ id: number }>('SELECT id FROM invoices')
  const page = await (await asAdmin(cookie, `/admin/facturen/${id}?crediteren=1`)).text()
  expect(page).toContain(`Een creditfactuur maakt factuur ${year}-0001 ongedaan`)
  const pdf = await asAdmin(cookie, `/admin/facturen/${id}/factuur.pdf`)
  expect(pdf.headers.get('content-type')).toBe('application/pdf')
  expect((await readPdf(await pdf.arrayBuffer())).text).toContain('Zaalhuur hele dag')
  const credit = () =>
    asAdmin(cookie, `/admin/facturen/${id}`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ intent: 'crediteren' }),
    })
  expect((await credit()).headers.get('location')).toBe(`/admin/facturen/${id}?melding=gecrediteerd`)
  expect(await rows('SELECT kind, status FROM invoices ORDER BY id')).toEqual([
    { kind: 'factuur', status: 'gecrediteerd' },
    { kind: 'creditfactuur', status: 'verrekend' },
  ])
  // The customer reads it as a correction, not as a change of the booking.
  const [, correction] = await invoiceMails()
  expect(correction?.body.text).toContain(
    `Ter correctie crediteren we factuur ${year}-0001 met creditfactuur ${year}-0002.`,
  )
  // Crediting again does nothing.
  expect((await credit()).headers.get('location')).toBe(`/admin/facturen/${id}?melding=niet-crediteerbaar`)
  expect(await count('invoices')).toBe(2)
  const credited = await (await asAdmin(cookie, '/admin?tab=facturen&status=gecrediteerd')).text()
  expect(credited).toContain(`${year}-0001`)
  expect(credited).not.toContain(`${year}-0002`)
  // The credit note is settled against the invoice it corrects.
  const settled = await (await asAdmin(cookie, '/admin?tab=facturen&status=verrekend')).text()
  expect(settled).toContain(`Creditfactuur ${year}-0002`)
})

test('invoices are the owner’s alone', async () => {
  await insertBooking(1, inDays(30))
  const cookie = await adminCookie()
  await confirm(cookie, 1)
  const { callWorker } = await import('../support/worker/requests')
  const [{ id } = { id: 0 }] = await rows<{ id: number }>('SELECT id FROM invoices')
  for (const path of [`/admin/facturen/${id}`, `/admin/facturen/${id}/factuur.pdf`, '/admin?tab=facturen']) {
    const response = await callWorker(path, { redirect: 'manual' })
    expect(await response.text(), path).not.toContain('Klant 1')
  }
})

test('the invoices list tells a credit note from the invoice it corrects; each list has its own heading', async () => {
  await insertBooking(1, inDays(30))
  const cookie = await adminCookie()
  await confirm(cookie, 1)
  await adminJson(cookie, '/api/bookings/1/send-email', 'POST', { type: 'cancel', subject: 'Annulering', message: 'x' })
  const list = await (await asAdmin(cookie, '/admin?tab=facturen')).text()
  expect(list).toContain(`Creditfactuur ${year}-0002`)
  expect(list).toContain(`Factuur ${year}-0001`)
  expect(list).not.toMatch(/>Credit \d/)
  // Credited (the invoice) and settled (its credit note) look different at a glance.
  const badges = [...list.matchAll(/<span class="(badge [^"]*)">(gecrediteerd|verrekend)<\/span>/g)]
  expect(new Set(badges.map(([, , label]) => label))).toEqual(new Set(['gecrediteerd', 'verrekend']))
  expect(new Set(badges.map(([, classes]) => classes)).size).toBe(2)
  // Facturen and Logboek are pages of their own, not the overview with its counters.
  for (const [tab, heading] of [
    ['facturen', 'Facturen'],
    ['logboek', 'Logboek'],
  ]) {
    const html = await (await asAdmin(cookie, `/admin?tab=${tab}`)).text()
    expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1], tab).toBe(heading)
    expect(html, tab).not.toContain('ongelezen')
  }
  const overview = await (await asAdmin(cookie, '/admin?tab=boekingen')).text()
  expect(overview.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe('Overzicht')
})

/** The invoice details a customer gives through the link. */
const kerkbuurt = {
  intent: 'factuurgegevens',
  company: 'Molen BV',
  street: 'Kerkbuurt 3',
  postcode: '1713 HB',
  city: 'Obdam',
  country: 'NL',
}

test('no invoice without the customer’s address: the owner is warned, and invoices once it is given', async () => {
  const date = inDays(30)
  await insertBooking(1, date)
  await rows('UPDATE bookings SET address = NULL, address_street = NULL, address_postcode = NULL, address_city = NULL')
  const cookie = await adminCookie()
  const page = await (await asAdmin(cookie, '/admin/boekingen/1')).text()
  expect(page).toContain('Er is geen factuuradres bij deze boeking')

  const refused = await decideBooking(cookie, 1, 'confirm')
  expect(refused.status).toBe(409)
  expect(await refused.json()).toEqual({ error: lifecycleMessages.noInvoiceAddress })
  expect((await decideBooking(cookie, 1, 'confirm', { noInvoice: true })).status).toBe(200)
  expect(await count('invoices')).toBe(0)
  const invoiceFirst = await owner.bookingPage(cookie, 1, { intent: 'factuur' })
  expect(invoiceFirst.headers.get('location')).toBe('/admin/boekingen/1?melding=geen-factuur')
  expect(await count('invoices')).toBe(0)

  // The customer gives it through the link; the owner's invoice then names it.
  const link = await customer.link({ id: 1, date })
  const given = await customer.post(link, kerkbuurt)
  expect(given.status).toBe(303)
  const made = await owner.bookingPage(cookie, 1, { intent: 'factuur' })
  expect(made.headers.get('location')).toBe('/admin/boekingen/1?melding=factuur')
  expect(await rows('SELECT customer_address FROM invoices')).toEqual([
    { customer_address: 'Kerkbuurt 3, 1713 HB Obdam' },
  ])
})

test('an optie without an address is confirmed by the customer once they have given it', async () => {
  const date = inDays(30)
  await insertBooking(1, date)
  await rows('UPDATE bookings SET address = NULL, address_street = NULL, address_postcode = NULL, address_city = NULL')
  const cookie = await adminCookie()
  expect((await owner.optie(cookie, 1)).status).toBe(200)
  const link = await customer.link({ id: 1, date })
  const page = await (await callWorker(link)).text()
  expect(page).toContain('Vul eerst je factuuradres in bij Factuurgegevens hieronder')
  const refused = await customer.post(link, { intent: 'optie-bevestigen' })
  expect(refused.headers.get('location')).toContain('melding=factuuradres-nodig')
  expect(await rows('SELECT status FROM bookings')).toEqual([{ status: 'optie' }])
  const notice = await (await callWorker(refused.headers.get('location') ?? '')).text()
  expect(notice).toContain(lifecycleMessages.customerNoInvoiceAddress)

  await customer.post(link, kerkbuurt)
  expect((await customer.post(link, { intent: 'optie-bevestigen' })).headers.get('location')).toContain(
    'melding=optie-bevestigd',
  )
  expect(await rows('SELECT kind, customer_address FROM invoices')).toEqual([
    { kind: 'factuur', customer_address: 'Kerkbuurt 3, 1713 HB Obdam' },
  ])
})
