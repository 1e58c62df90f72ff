/**
 * Extras in the offer (docs/decisions/036-the-offer-as-data.md): the owner adds a borrel to a list
 * from a date; the calculator offers it for the dates that list prices; a request, a quote and a
 * booking store it per date, and its invoice, PDF and e-invoice carry it at its own btw; a later
 * list without it leaves it on what was made with it.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { addDays } from '~/lib/dates'
import { formatEuro } from '~/lib/format'
import { vatCents } from '~/lib/invoicing'
import type { PriceListDraft } from '~/lib/price-list'
import { getDb } from '~/server/db/client.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { bookableDate, bookingPayload, businessDetails, today } from '../support/booking-dates'
import { fromBase64, readPdf } from '../support/pdf'
import { firstPriceList, listWithExtras } from '../support/price-lists'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, linkIn } from '../support/worker/bookings'
import { Browser, ownerBrowser } from '../support/worker/browser'
import { invalidStoredEInvoices } from '../support/worker/einvoices'
import { fakeMail } from '../support/worker/fake-mail'
import { publish } from '../support/worker/offer'
import { callWorker, postJson, rows } from '../support/worker/requests'

const db = () => getDb(env.DB)

/** The first list with its borrel (12,50 per person) and flip-over (15,00 per meeting), at 21 %, from `validFrom`. */
const withExtras = (validFrom: string): PriceListDraft => {
  const { id: _, ...draft } = listWithExtras
  return { ...draft, validFrom }
}

test('without JavaScript the owner adds a borrel from a date ahead; the calculator offers it from then', async () => {
  const from = addDays(today(), 30)
  const owner = await ownerBrowser()
  const page = await owner.open('/admin/prijzen')
  // A named extra needs its price.
  const refused = await page
    .form({ button: 'Publiceren' })
    .fill('Geldt voor bijeenkomsten vanaf', from)
    .fill('Dagdeel (ochtend of middag)', '195,00')
    .fill('Naam – nieuwe extra 1', 'Borrel')
    .fill('Wat erbij hoort – nieuwe extra 1', 'Bier, wijn, fris en bittergarnituur.')
    .submit('Bekijk voorbeeld')
  expect(refused.status).toBe(400)
  expect(refused.text()).toContain('Vul de prijs per persoon in.')

  // The refused page shows the form as the owner sent it, the new row under its name.
  const preview = await refused
    .form({ button: 'Publiceren' })
    .fill('Prijs excl. btw – Borrel', '12,50')
    .select('Btw – Borrel', '21 % btw')
    .submit('Bekijk voorbeeld')
  const sample = preview.within('section', /^Voorbeeld/)
  // 12 people, a morning with the basisarrangement and the borrel: new, so nothing to compare it with.
  const room = 19_500
  const food = 12 * 750
  const borrel = 12 * 1_250
  const withBorrel = room + food + borrel + vatCents(room + borrel, 21) + vatCents(food, 9)
  const meeting = 'ochtend (8.30-12.30 uur), 12 personen, basisarrangement, borrel'
  const cells = sample.texts('td')
  expect(cells.slice(cells.indexOf(meeting), cells.indexOf(meeting) + 3)).toEqual([
    meeting,
    'nieuw',
    formatEuro(withBorrel),
  ])

  const published = await preview.form({ button: 'Publiceren' }).submit('Publiceren')
  expect(published.path).toBe('/admin/prijzen?melding=gepubliceerd')
  expect(published.text()).toContain('Borrel per persoon (21 % btw)')
  const [entry] = await rows<{ changes: string }>("SELECT changes FROM audit_log WHERE entity = 'price_list'")
  expect(JSON.parse(entry?.changes ?? '{}')).toMatchObject({ Borrel: ['niet aangeboden', '€\u00a012,50'] })

  // A visitor: on a date from the new list the borrel is there, at the new room price.
  const after = bookableDate(35)
  const rates = await new Browser().open(`/tarieven?datum=${after}&personen=12&dagdeel=1&arrangement=basis`)
  const priced = await rates
    .form('Prijscalculator')
    .check(/^Borrel \(€\s12,50 per persoon excl\. btw\)/)
    .submit('Bereken prijs')
  expect(priced.path).toContain('extra=borrel')
  const summary = priced.within('aside', 'Jouw berekening')
  expect(summary.text()).toContain('Borrel')
  expect(summary.texts('[data-testid="totaal"]')).toEqual([formatEuro(withBorrel)])
  const request = await priced.follow('Boeking aanvragen')
  const sent = await request
    .form('Boeking aanvragen')
    .fill('Naam', 'Noor de Boer')
    .fill('E-mail', 'noor@voorbeeld.nl')
    .fill('Straat en huisnummer', 'Dorpsstraat 12')
    .fill('Postcode', '1713 HA')
    .fill('Plaats', 'Obdam')
    .submit('Boeking aanvragen')
  expect(sent.path).toBe('/tarieven/aanvraag-ontvangen')
  expect(await rows('SELECT extras, total_cents, price_list_id FROM bookings')).toEqual([
    { extras: 'borrel', total_cents: withBorrel, price_list_id: 2 },
  ])

  // On a date before the new list there is no borrel, and asking for it says so.
  const before = bookableDate(10)
  const early = await new Browser().open(
    `/tarieven?datum=${before}&personen=12&dagdeel=1&arrangement=basis&extra=borrel`,
  )
  expect(early.text()).toContain('Deze extra bieden we op die datum niet aan: borrel.')
  expect(() => early.form('Prijscalculator').check(/^Borrel/)).toThrow()
})

test('quote, request, invoice and e-invoice carry a borrel at 21 %; a later list without it changes none', async () => {
  await publish(withExtras(today()))
  const date = bookableDate(20)
  const choice = {
    numPeople: 10,
    dayParts: 1,
    meetingType: 'basis',
    lunchType: 'geen',
    extras: ['borrel', 'flip-over'],
  }
  // 175,00 room, 10 × 7,50 arrangement (9 %), 10 × 12,50 borrel and one flip-over of 15,00 (21 %).
  const high = 17_500 + 12_500 + 1_500
  const total = high + 7_500 + vatCents(high, 21) + vatCents(7_500, 9)

  const quoted = await postJson('/api/calculator/email-quote', {
    customer: { name: 'Jan', email: 'jan@voorbeeld.nl' },
    quote: { preferredDate: date, ...choice },
  })
  expect(quoted.status, await quoted.clone().text()).toBeLessThan(300)
  expect(await rows('SELECT extras, total_incl_vat_cents FROM quotes')).toEqual([
    { extras: 'borrel,flip-over', total_incl_vat_cents: total },
  ])
  const quoteMail = (await fakeMail.delivered()).find((mail) => mail.body.to.includes('jan@voorbeeld.nl'))
  const quotePdf = await readPdf(fromBase64(quoteMail?.body.attachments[0]?.content ?? ''))
  expect(quotePdf.text).toContain("Extra's")
  expect(quotePdf.text).toContain('Borrel en extra flip-over')
  expect(quotePdf.text).toContain(formatEuro(12_500))

  const requested = await postJson('/api/bookings', { ...bookingPayload(), ...businessDetails, date, ...choice })
  expect(requested.status, await requested.clone().text()).toBe(201)
  const { bookingId } = (await requested.json()) as { bookingId: number }
  expect(await rows('SELECT extras, total_cents FROM bookings')).toEqual([
    { extras: 'borrel,flip-over', total_cents: total },
  ])
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, bookingId, 'confirm')).status).toBe(200)
  const [invoice] = await rows<{ lines: string; total_cents: number }>('SELECT lines, total_cents FROM invoices')
  expect(invoice?.total_cents).toBe(total)
  expect(JSON.parse(invoice?.lines ?? '[]')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ description: 'Borrel', quantity: 10, unitPriceCents: 1_250, vatRate: 21 }),
      expect.objectContaining({ description: 'Extra flip-over', quantity: 1, unitPriceCents: 1_500, vatRate: 21 }),
    ]),
  )
  expect(await invalidStoredEInvoices()).toEqual([])
  const invoiceMail = (await fakeMail.delivered()).find((mail) => mail.body.subject.startsWith('Factuur'))
  const invoicePdf = await readPdf(fromBase64(invoiceMail?.body.attachments[0]?.content ?? ''))
  expect(invoicePdf.text).toContain('Borrel')
  expect(invoicePdf.text).toContain(`Btw 21 % over ${formatEuro(high)}`)

  // The owner stops the borrel from today: the booking keeps it, also when the people change.
  const { id: _, ...first } = firstPriceList
  await publish({ ...first, name: 'Zonder borrel', validFrom: today() })
  expect((await loadPriceBook(db())).at(-1)?.entries.some((entry) => entry.kind === 'extra')).toBe(false)
  const bookingPage = await asAdmin(cookie, `/admin/boekingen/${bookingId}`)
  expect(await bookingPage.text()).toContain('Borrel en extra flip-over')
  const confirmation = (await fakeMail.delivered()).find(
    (mail) => mail.body.to.includes('sanne@groenenco.nl') && mail.body.subject.startsWith('Bericht'),
  )
  const changed = await callWorker(linkIn(confirmation, '/mijn-boeking'), {
    method: 'POST',
    body: new URLSearchParams({ intent: 'personen', numPeople: '12' }),
    redirect: 'manual',
  })
  expect(changed.status).toBe(303)
  const twelve = 17_500 + 12 * 1_250 + 1_500
  expect(await rows('SELECT num_people, extras, total_cents FROM bookings')).toEqual([
    {
      num_people: 12,
      extras: 'borrel,flip-over',
      total_cents: twelve + 12 * 750 + vatCents(twelve, 21) + vatCents(12 * 750, 9),
    },
  ])
  expect(await invalidStoredEInvoices()).toEqual([])
})
