/**
 * E-invoices (docs/decisions/027-e-invoices.md): the customer's invoice details from the request
 * form, the link and the CRM; the UBL document beside the PDF in the invoice mail, for the owner's
 * and the customer's download and in the bookkeeper's export; a property test over random
 * bookings, people changes and cancellations. Every document is checked by the team's validator
 * (here, and after every integration test in tests/support/worker/setup.ts).
 */
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { strFromU8, unzipSync } from 'fflate'
import { expect, test } from 'vitest'
import { addDays, amsterdamDate } from '~/lib/dates'
import { formatEuro } from '~/lib/format'
import { arrangementValues, dayPartValues, MIN_PEOPLE } from '~/lib/pricing'
import { getDb } from '~/server/db/client.server'
import { invoiceExport } from '~/server/invoices/export.server'
import { linksFor } from '~/server/links.server'
import { bookableDate } from '../support/booking-dates'
import { fromBase64, readPdf } from '../support/pdf'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, inDays, insertBooking, invoiceYear } from '../support/worker/bookings'
import { validateEInvoice } from '../support/worker/einvoices'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { customer, owner } from '../support/worker/lifecycle'
import { callWorker, countingDatabase, postForm, rows } from '../support/worker/requests'
import { resetWorld } from '../support/worker/reset'

const year = invoiceYear()

/** A UBL amount (first match of the element) in cents. */
const amount = (xml: string, element: string) => {
  const match = xml.match(new RegExp(`<cbc:${element} currencyID="EUR">(-?\\d+\\.\\d\\d)<`))
  if (!match) throw new Error(`no ${element}`)
  return Math.round(Number(match[1]) * 100)
}
const decode = (base64: string) => new TextDecoder().decode(fromBase64(base64))
const invoiceMails = async () =>
  (await fakeMail.delivered()).filter((mail) => /^(Factuur|Creditfactuur)/.test(mail.body.subject))

const businessRequest = {
  intent: 'boeking',
  numPeople: '10',
  dayParts: '1',
  meetingType: 'basis',
  lunchType: 'basis',
  name: 'Sanne Visser',
  email: 'sanne@visser-advies.nl',
  company: 'Visser Advies B.V.',
  kvk: '8765 4321',
  vatId: 'nl 123456789 b01',
  street: 'Coolsingel 40',
  postcode: '3011ad',
  city: 'Rotterdam',
  country: 'NL',
  reference: 'PO-2026-118',
}

test('a business request with its details gets the e-invoice beside the PDF, with the same totals', async () => {
  const date = bookableDate(20)
  const sent = await postForm('/tarieven/aanvragen', await formFields({ ...businessRequest, date }))
  expect(sent.status).toBe(303)
  expect(
    await rows(
      'SELECT company, kvk, vat_id, address_street, address_postcode, address_city, address_country, address, ' +
        'customer_reference FROM bookings',
    ),
  ).toEqual([
    {
      company: 'Visser Advies B.V.',
      kvk: '87654321',
      vat_id: 'NL123456789B01',
      address_street: 'Coolsingel 40',
      address_postcode: '3011 AD',
      address_city: 'Rotterdam',
      address_country: 'NL',
      address: 'Coolsingel 40, 3011 AD Rotterdam',
      customer_reference: 'PO-2026-118',
    },
  ])
  // The CRM learns them too.
  expect(await rows('SELECT kvk, address_city FROM customers')).toEqual([
    { kvk: '87654321', address_city: 'Rotterdam' },
  ])

  const cookie = await adminCookie()
  const [booking] = await rows<{ id: number }>('SELECT id FROM bookings')
  expect((await decideBooking(cookie, booking?.id ?? 0, 'confirm')).status).toBe(200)
  const [mail] = await invoiceMails()
  const [pdfFile, xmlFile] = mail?.body.attachments ?? []
  expect([pdfFile?.filename, xmlFile?.filename]).toEqual([`factuur-${year}-0001.pdf`, `factuur-${year}-0001.xml`])
  expect(xmlFile?.content_type).toBe('application/xml')
  const xml = decode(xmlFile?.content ?? '')
  expect(await validateEInvoice(xml)).toEqual({ ok: true, errors: [] })
  expect(xml).toContain('<cbc:BuyerReference>PO-2026-118</cbc:BuyerReference>')
  expect(xml).toContain('<cbc:EndpointID schemeID="0106">87654321</cbc:EndpointID>')
  expect(xml).toContain('<cbc:PaymentID>')

  const [stored] = await rows<{ id: number; subtotal_cents: number; total_vat_cents: number; total_cents: number }>(
    'SELECT id, subtotal_cents, total_vat_cents, total_cents FROM invoices',
  )
  expect([amount(xml, 'TaxExclusiveAmount'), amount(xml, 'TaxAmount'), amount(xml, 'PayableAmount')]).toEqual([
    stored?.subtotal_cents,
    stored?.total_vat_cents,
    stored?.total_cents,
  ])
  const pdf = await readPdf(fromBase64(pdfFile?.content ?? ''))
  expect(pdf.text).toContain('Coolsingel 40, 3011 AD Rotterdam')

  // The owner downloads the same document from the invoice's page.
  const download = await asAdmin(cookie, `/admin/facturen/${stored?.id}/e-factuur.xml`)
  expect(download.status).toBe(200)
  expect(download.headers.get('content-disposition')).toBe(`attachment; filename="factuur-${year}-0001.xml"`)
  // The same document; only the signed iDEAL link in the payment terms is made anew.
  const withoutLink = (text: string) => text.replace(/<cac:PaymentTerms>.*<\/cac:PaymentTerms>/, '')
  expect(withoutLink(await download.text())).toBe(withoutLink(xml))
})

test('a request with invalid invoice details is refused with Dutch messages, and nothing is stored', async () => {
  const date = bookableDate(20)
  const response = await postForm(
    `/tarieven/aanvragen?soort=boeking&datum=${date}&personen=10&dagdeel=1&arrangement=basis&lunch=basis`,
    await formFields({
      ...businessRequest,
      date,
      company: '',
      kvk: '1234',
      vatId: 'NL12345B01',
      postcode: '30111',
      city: '',
    }),
  )
  expect(response.status).toBe(400)
  const html = await response.text()
  for (const message of [
    'Een KvK-nummer of btw-id hoort bij een bedrijf: vul ook de bedrijfsnaam in.',
    'Een KvK-nummer heeft 8 cijfers.',
    'Een Nederlands btw-id is NL, 9 cijfers, B en 2 cijfers, bijvoorbeeld NL123456789B01.',
    'Een Nederlandse postcode is 4 cijfers en 2 letters, bijvoorbeeld 1713 HA.',
    'Vul de plaats in.',
  ])
    expect(html).toContain(message)
  expect(await rows('SELECT id FROM bookings')).toEqual([])
})

test('a private customer gets the PDF only; the owner’s page says why there is no e-invoice', async () => {
  const date = bookableDate(20)
  const { company: _c, kvk: _k, vatId: _v, reference: _r, ...privately } = businessRequest
  expect((await postForm('/tarieven/aanvragen', await formFields({ ...privately, date }))).status).toBe(303)
  const cookie = await adminCookie()
  const [booking] = await rows<{ id: number }>('SELECT id FROM bookings')
  expect((await decideBooking(cookie, booking?.id ?? 0, 'confirm')).status).toBe(200)
  const [mail] = await invoiceMails()
  expect(mail?.body.attachments.map((file) => file.filename)).toEqual([`factuur-${year}-0001.pdf`])
  const [invoice] = await rows<{ id: number }>('SELECT id FROM invoices')
  const page = await (await asAdmin(cookie, `/admin/facturen/${invoice?.id}`)).text()
  expect(page).toContain('Geen e-factuur: de bedrijfsnaam en het KvK-nummer ontbreken.')
  expect((await asAdmin(cookie, `/admin/facturen/${invoice?.id}/e-factuur.xml`)).status).toBe(404)
})

test('the customer gives their details on the link before the invoice, and downloads the e-invoice there', async () => {
  const date = inDays(40)
  await insertBooking(1, date)
  await rows('UPDATE bookings SET kvk = NULL, address_street = NULL, company = NULL WHERE id = 1')
  const link = await customer.link({ id: 1, date })
  const wrong = await customer.post(link, { intent: 'factuurgegevens', company: 'Molen BV', kvk: '123' })
  expect(wrong.status).toBe(400)
  expect(await wrong.text()).toContain('Een KvK-nummer heeft 8 cijfers.')
  const saved = await customer.post(link, {
    intent: 'factuurgegevens',
    company: 'Molen BV',
    kvk: '12345678',
    street: 'Dorpsstraat 1',
    postcode: '1713 HA',
    city: 'Obdam',
    country: 'NL',
  })
  expect(saved.status).toBe(303)
  expect(saved.headers.get('location')).toContain('melding=factuurgegevens')
  expect(await rows("SELECT summary FROM audit_log WHERE action = 'booking.invoice-details'")).toEqual([
    { summary: 'Factuurgegevens aangepast door de klant: bedrijf, KvK-nummer, straat' },
  ])

  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  const page = await (await callWorker(link)).text()
  expect(page).toContain('E-factuur (UBL)')
  const file = await callWorker(
    `${link.replace('/mijn-boeking?', '/mijn-boeking/factuur?')}&nummer=${year}-0001&formaat=xml`,
  )
  expect(file.status).toBe(200)
  expect(file.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  expect(await validateEInvoice(await file.text())).toEqual({ ok: true, errors: [] })
})

test('CRM details reach an invoice whose booking lacks them; a credit note keeps its invoice’s customer', async () => {
  const date = inDays(40)
  await insertBooking(1, date)
  await rows('UPDATE bookings SET kvk = NULL, address_street = NULL WHERE id = 1')
  await rows(
    "UPDATE customers SET company = 'Molen BV', kvk = '11223344', address_street = 'Molenweg 2', " +
      "address_postcode = '1713 AB', address_city = 'Obdam', address_country = 'NL' WHERE id = 1",
  )
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  expect(await rows('SELECT customer_kvk, customer_street, customer_address FROM invoices')).toEqual([
    { customer_kvk: '11223344', customer_street: 'Molenweg 2', customer_address: 'Molenweg 2, 1713 AB Obdam' },
  ])
  // Cancelled by the owner: the credit note names the invoice and is for the same customer.
  expect((await decideBooking(cookie, 1, 'cancel')).status).toBe(200)
  const credit = (await invoiceMails())
    .flatMap((mail) => mail.body.attachments)
    .find((file) => file.filename.startsWith('creditfactuur') && file.filename.endsWith('.xml'))
  const xml = decode(credit?.content ?? '')
  expect(xml).toContain(`<cac:InvoiceDocumentReference><cbc:ID>${year}-0001</cbc:ID>`)
  expect(xml).toContain('<cbc:StreetName>Molenweg 2</cbc:StreetName>')
})

test('a credit note carries the reference of the invoice it corrects, not the booking’s new one', async () => {
  const date = inDays(40)
  await insertBooking(1, date)
  await rows("UPDATE bookings SET customer_reference = 'PO-1' WHERE id = 1")
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  const link = await customer.link({ id: 1, date })
  expect((await customer.post(link, { intent: 'referentie', reference: 'PO-2' })).status).toBe(303)
  // Fewer people: invoice 0001 (PO-1) is credited by 0002, and 0003 has the new reference.
  expect((await customer.post(link, { intent: 'personen', numPeople: '10' })).status).toBe(303)
  expect(await rows('SELECT number, kind, customer_reference FROM invoices ORDER BY id')).toEqual([
    { number: `${year}-0001`, kind: 'factuur', customer_reference: 'PO-1' },
    { number: `${year}-0002`, kind: 'creditfactuur', customer_reference: 'PO-1' },
    { number: `${year}-0003`, kind: 'factuur', customer_reference: 'PO-2' },
  ])
  const files = (await invoiceMails()).flatMap((mail) => mail.body.attachments)
  const file = (name: string) => files.find((attachment) => attachment.filename === name)?.content ?? ''
  const xml = decode(file(`creditfactuur-${year}-0002.xml`))
  expect(xml).toContain('<cbc:BuyerReference>PO-1</cbc:BuyerReference>')
  expect(xml).toContain('<cac:OrderReference><cbc:ID>PO-1</cbc:ID></cac:OrderReference>')
  expect(xml).not.toContain('PO-2')
  const pdf = await readPdf(fromBase64(file(`creditfactuur-${year}-0002.pdf`)))
  expect(pdf.text).toContain('PO-1')
  expect(pdf.text).not.toContain('PO-2')
})

test('what XML cannot hold is refused on the link and never written into an e-invoice; emoji are kept', async () => {
  const date = inDays(40)
  await insertBooking(1, date)
  // A row from before the entrances refused them: the mail, the download and the ZIP are XML all the same.
  await rows("UPDATE bookings SET company = 'Molen' || char(1) || ' BV' || char(65535) WHERE id = 1")
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  const link = await customer.link({ id: 1, date })
  for (const reference of ['PO\u0007-1', 'PO-1\uffff', 'PO-\ufffe1']) {
    const refused = await customer.post(link, { intent: 'referentie', reference })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Dit veld bevat tekens die we niet kunnen verwerken.')
  }
  expect(await rows('SELECT customer_reference FROM bookings')).toEqual([{ customer_reference: null }])
  expect((await customer.post(link, { intent: 'referentie', reference: 'PO-🐴 1' })).status).toBe(303)
  expect((await customer.post(link, { intent: 'personen', numPeople: '10' })).status).toBe(303)

  const mailed = (await invoiceMails())
    .flatMap((mail) => mail.body.attachments)
    .filter((file) => file.filename.endsWith('.xml'))
    .map((file) => decode(file.content))
  const [invoice] = await rows<{ id: number }>('SELECT id FROM invoices ORDER BY id')
  const downloaded = await (await asAdmin(cookie, `/admin/facturen/${invoice?.id}/e-factuur.xml`)).text()
  const today = amsterdamDate(new Date())
  const zip = unzipSync(
    new Uint8Array(await (await asAdmin(cookie, `/admin/export/facturen.zip?van=${today}&tot=${today}`)).arrayBuffer()),
  )
  const zipped = Object.entries(zip)
    .filter(([name]) => name.endsWith('.xml'))
    .map(([, content]) => strFromU8(content))
  expect(mailed).toHaveLength(3)
  expect(zipped).toHaveLength(3)
  for (const xml of [...mailed, downloaded, ...zipped]) {
    expect(await validateEInvoice(xml)).toEqual({ ok: true, errors: [] })
    expect(xml).toContain('<cbc:RegistrationName>Molen BV</cbc:RegistrationName>')
  }
  expect(mailed.at(-1)).toContain('<cbc:BuyerReference>PO-🐴 1</cbc:BuyerReference>')
})

test('the bookkeeper’s ZIP: the period’s e-invoices, every document in a CSV, and btw per rate', async () => {
  const cookie = await adminCookie()
  await insertBooking(1, inDays(40))
  await insertBooking(2, inDays(41))
  await rows('UPDATE bookings SET company = NULL, kvk = NULL WHERE id = 2')
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  expect((await decideBooking(cookie, 2, 'confirm')).status).toBe(200)
  expect((await decideBooking(cookie, 1, 'cancel')).status).toBe(200)
  const today = amsterdamDate(new Date())
  const response = await asAdmin(cookie, `/admin/export/facturen.zip?van=${today}&tot=${today}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
  expect(Object.keys(files).sort()).toEqual(
    [
      'btw-per-tarief.csv',
      'facturen.csv',
      'terugbetalingen.csv',
      `factuur-${year}-0001.xml`,
      // Invoice 0002 is a private customer's: in the CSV, not as e-invoice.
      `creditfactuur-${year}-0003.xml`,
    ].sort(),
  )
  for (const name of Object.keys(files).filter((file) => file.endsWith('.xml')))
    expect(await validateEInvoice(strFromU8(files[name] as Uint8Array))).toEqual({ ok: true, errors: [] })
  const csv = strFromU8(files['facturen.csv'] as Uint8Array).split('\r\n')
  expect(csv[0]).toContain('nummer;soort;factuurdatum;boeking;klant;bedrijf;KvK-nummer;btw-id;grondslag 21%;btw 21%')
  expect(csv[3]).toContain(`${year}-0003;creditfactuur`)
  expect(csv[3]).toContain('-320,00;-67,20;-528,75;-47,59')
  expect(csv[2]).toContain('geen: de bedrijfsnaam en het KvK-nummer ontbreken')
  // Two invoices and a credit note of € 848,75 + btw each: one invoice's worth remains per rate.
  expect([...(files['btw-per-tarief.csv'] ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(strFromU8(files['btw-per-tarief.csv'] as Uint8Array).replace(/^\uFEFF/, '')).toBe(
    'btw-tarief;grondslag;btw;facturen en creditfacturen\r\n' +
      '21%;320,00;67,20;3\r\n9%;528,75;47,59;3\r\ntotaal;848,75;114,79;3\r\n',
  )
  // A refused period goes back to the form, which says why (tests/integration/no-js-owner.test.ts).
  const refused = await asAdmin(cookie, `/admin/export/facturen.zip?van=${today}&tot=2020-01-01`)
  expect(refused.status).toBe(303)
  expect(refused.headers.get('location')).toBe(`/admin?tab=facturen&van=${today}&tot=2020-01-01`)
})

test('a period of 40 credit notes exports each with its invoice, in as many queries as a period of one', async () => {
  const cookie = await adminCookie()
  await insertBooking(1, inDays(40))
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  expect((await decideBooking(cookie, 1, 'cancel')).status).toBe(200)
  const today = amsterdamDate(new Date())
  const yesterday = addDays(today, -1)
  // The invoice is of the day before: the period of today holds only its credit note.
  await rows("UPDATE invoices SET issued_on = ? WHERE kind = 'factuur'", yesterday)
  const deps = {
    now: Date.now(),
    links: linksFor({ SIGNING_SECRET: env.SIGNING_SECRET, SITE_URL: 'https://venue.test' }),
  }
  const exported = async (from: string) => {
    const counted = countingDatabase()
    const result = await invoiceExport(getDb(counted.db), { from, to: today }, { ...deps, ideal: false })
    if (!result.zip) throw new Error('too many documents')
    return { files: unzipSync(result.zip), queries: counted.queries() }
  }
  const one = await exported(today)
  const credit = strFromU8(one.files[`creditfactuur-${year}-0002.xml`] ?? new Uint8Array())
  expect(credit).toContain(`<cac:InvoiceDocumentReference><cbc:ID>${year}-0001</cbc:ID>`)

  // 39 more invoices of the day before and their credit notes of today, as copies of the first two.
  const copy = (id: number, sequence: number, creditsId: number | null) =>
    rows(
      'INSERT INTO invoices (year, sequence, number, kind, booking_id, customer_id, credits_invoice_id, issued_on, ' +
        'due_on, service_date, service_dates, cancellation, customer_name, customer_company, customer_address, ' +
        'customer_kvk, customer_vat_id, customer_street, customer_postcode, customer_city, customer_country, ' +
        'customer_email, customer_reference, lines, vat, subtotal_cents, total_vat_cents, total_cents, note, status, ' +
        'paid_cents, settled_cents, settlement, paid_at, created_at) ' +
        "SELECT year, ?, year || '-' || printf('%04d', ?), kind, booking_id, customer_id, ?, issued_on, due_on, " +
        'service_date, service_dates, cancellation, customer_name, customer_company, customer_address, customer_kvk, ' +
        'customer_vat_id, customer_street, customer_postcode, customer_city, customer_country, customer_email, ' +
        'customer_reference, lines, vat, subtotal_cents, total_vat_cents, total_cents, note, status, paid_cents, ' +
        'settled_cents, settlement, paid_at, created_at FROM invoices WHERE id = ? RETURNING id',
      sequence,
      sequence,
      creditsId,
      id,
    )
  for (let pair = 1; pair < 40; pair += 1) {
    const [invoice] = await copy(1, 2 * pair + 1, null)
    await copy(2, 2 * pair + 2, (invoice as { id: number }).id)
  }
  const forty = await exported(yesterday)
  // Copies of two documents the validator passed (after every test): it need not read them 40 times.
  await rows('DELETE FROM invoices WHERE id > 2')
  const xmlFiles = Object.keys(forty.files).filter((name) => name.endsWith('.xml'))
  expect(xmlFiles).toHaveLength(80)
  for (let pair = 0; pair < 40; pair += 1) {
    const number = (sequence: number) => `${year}-${String(sequence).padStart(4, '0')}`
    const xml = strFromU8(forty.files[`creditfactuur-${number(2 * pair + 2)}.xml`] ?? new Uint8Array())
    expect(xml).toContain(`<cac:InvoiceDocumentReference><cbc:ID>${number(2 * pair + 1)}</cbc:ID>`)
  }
  for (const name of [`factuur-${year}-0079.xml`, `creditfactuur-${year}-0080.xml`])
    expect(await validateEInvoice(strFromU8(forty.files[name] ?? new Uint8Array())), name).toEqual({
      ok: true,
      errors: [],
    })
  expect(
    strFromU8(forty.files['facturen.csv'] ?? new Uint8Array())
      .trim()
      .split('\r\n'),
  ).toHaveLength(81)
  // D1 answers at most 1,000 queries per request: the export's do not grow with its documents.
  expect(forty.queries).toBe(one.queries)
  expect(forty.queries).toBeLessThanOrEqual(2)
}, 60_000)

test('property: bookings, people changes, cancellations: valid e-invoices, the PDF’s totals', async () => {
  const drawn = fc.record({
    numPeople: fc.integer({ min: MIN_PEOPLE, max: firstPriceList.terms.maxPeople }),
    dayParts: fc.constantFrom(...dayPartValues),
    meetingType: fc.constantFrom(...arrangementValues),
    lunchType: fc.constantFrom(...arrangementValues),
    newPeople: fc.integer({ min: MIN_PEOPLE, max: firstPriceList.terms.maxPeople }),
    daysAhead: fc.constantFrom(2, 10, 40),
    cancelBy: fc.constantFrom('klant', 'eigenaar', 'niemand'),
  })
  await fc.assert(
    fc.asyncProperty(drawn, async (draw) => {
      await resetWorld()
      const cookie = await adminCookie()
      const meetingType = draw.lunchType !== 'geen' && draw.meetingType === 'geen' ? 'basis' : draw.meetingType
      const date = inDays(draw.daysAhead)
      await insertBooking(1, date)
      await rows(
        'UPDATE bookings SET num_people = ?, day_parts = ?, meeting_type = ?, lunch_type = ? WHERE id = 1',
        draw.numPeople,
        draw.dayParts,
        meetingType,
        draw.lunchType,
      )
      expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
      const link = await customer.link({ id: 1, date })
      await customer.post(link, { intent: 'personen', numPeople: String(draw.newPeople) })
      if (draw.cancelBy === 'klant') await customer.post(link, { intent: 'annuleren' })
      if (draw.cancelBy === 'eigenaar') await owner.decide(cookie, 1, 'cancel')

      const stored = await rows<{
        id: number
        number: string
        kind: string
        subtotal_cents: number
        total_cents: number
        total_vat_cents: number
      }>('SELECT id, number, kind, subtotal_cents, total_vat_cents, total_cents FROM invoices ORDER BY id')
      expect(stored.length).toBeGreaterThan(0)
      for (const invoice of stored) {
        const xml = await (await asAdmin(cookie, `/admin/facturen/${invoice.id}/e-factuur.xml`)).text()
        expect(await validateEInvoice(xml)).toEqual({ ok: true, errors: [] })
        const sign = invoice.kind === 'creditfactuur' ? -1 : 1
        expect(sign * amount(xml, 'TaxExclusiveAmount')).toBe(invoice.subtotal_cents)
        expect(sign * amount(xml, 'TaxInclusiveAmount')).toBe(invoice.total_cents)
        const pdf = await readPdf(
          new Uint8Array(await (await asAdmin(cookie, `/admin/facturen/${invoice.id}/factuur.pdf`)).arrayBuffer()),
        )
        expect(pdf.text).toContain(formatEuro(invoice.total_cents))
      }
    }),
    { numRuns: 8, seed: 27 },
  )
}, 120_000)
