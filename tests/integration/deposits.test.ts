/**
 * The aanbetaling (docs/decisions/039-aanbetaling.md) through every entrance: the owner's
 * confirmation and the customer's optie, Mollie's payment webhook, the cron on the eindfactuur's
 * day and around the deposit's due date, the customer's people change and cancellation, and the
 * refund through Mollie; every document an e-invoice that passes the validator.
 */
import { env } from 'cloudflare:workers'
import { strFromU8, unzipSync } from 'fflate'
import { beforeEach, expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import type { BookingDay } from '~/lib/booking-days'
import { addDays } from '~/lib/dates'
import { depositSchedule } from '~/lib/deposit'
import { formatDate, formatEuro } from '~/lib/format'
import type { PriceList } from '~/lib/price-list'
import { getDb } from '~/server/db/client.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { fromBase64, readPdf } from '../support/pdf'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { inDays, insertDaysBooking, today } from '../support/worker/bookings'
import { invalidStoredEInvoices, storedEInvoices } from '../support/worker/einvoices'
import { fakeMail, fakeMollie } from '../support/worker/fake-mail'
import { cron, customer, lifecycleViolations, owner, webhook } from '../support/worker/lifecycle'
import { publish } from '../support/worker/offer'
import { callWorker, rows } from '../support/worker/requests'

const PRICE = 96_354
let cookie = ''
let list: PriceList

/** From today the venue asks 30 % within 14 days; the rest is due 14 days before the date. */
beforeEach(async () => {
  cookie = await adminCookie()
  const { id: _, ...draft } = firstPriceList
  const terms = { ...draft.terms, depositPercent: 30, depositTermDays: 14, balanceDaysBefore: 14 }
  const id = await publish({ ...draft, name: 'Met aanbetaling', validFrom: today(), terms })
  list = (await loadPriceBook(getDb(env.DB))).find((one) => one.id === id) as PriceList
})

/** Booking `id`, `ahead` days from today, for 15 people a whole day with the luxe arrangement and lunch (€ 963,54). */
async function booked(id: number, ahead: number): Promise<BookingDay[]> {
  const days: BookingDay[] = [
    { date: inDays(ahead), numPeople: 15, dayParts: 3, meetingType: 'luxe', lunchType: 'luxe', extras: [], list },
  ]
  await insertDaysBooking(id, days, { business: true })
  return days
}

type Invoice = {
  id: number
  number: string
  kind: string
  stage: string | null
  total_cents: number
  paid_cents: number
  settled_cents: number
  status: string
  due_on: string
}
const invoicesOf = (id: number) =>
  rows<Invoice>(
    'SELECT id, number, kind, stage, total_cents, paid_cents, settled_cents, status, due_on FROM invoices ' +
      'WHERE booking_id = ? ORDER BY id',
    id,
  )
const mailsTo = async (to: string) => (await fakeMail.delivered()).filter((mail) => mail.body.to.includes(to))
const subjects = async (to: string) => (await mailsTo(to)).map((mail) => mail.body.subject.replace(/ – .*$/, ''))
const plain = (text: string) => text.replace(/\u00a0/g, ' ')
const customerPage = async (id: number, date: string) =>
  plain(await (await callWorker(await customer.link({ id, date }))).text())
/** 07:00 in the Netherlands on `date`: the cron's morning run. */
const morningOf = (date: string) => amsterdamInstant(date, '07:00')

async function payByIdeal(number: string) {
  const started = await customer.pay(number)
  if (!started.molliePaymentId) throw new Error(`invoice ${number} could not be paid`)
  await fakeMollie.setStatus(started.molliePaymentId, 'paid')
  expect((await webhook(started.molliePaymentId)).status).toBe(200)
  return started.molliePaymentId
}

test('five months ahead: aanbetaling by iDEAL, the eindfactuur sets it off, a change, refunds', async () => {
  const days = await booked(1, 150)
  const schedule = depositSchedule(days, today())
  if (!schedule) throw new Error('a booking five months ahead has an aanbetaling')
  expect(schedule).toMatchObject({ depositDueOn: inDays(14), finalIssueOn: inDays(122), finalDueOn: inDays(136) })
  expect((await owner.decide(cookie, 1, 'confirm')).status).toBe(200)

  // The voorschotfactuur: 30 % of each btw rate's part, due in 14 days; its mail says what follows.
  const [deposit] = await invoicesOf(1)
  expect(deposit).toMatchObject({ kind: 'factuur', stage: 'voorschot', status: 'open', due_on: inDays(14) })
  expect(deposit?.total_cents).toBe(schedule.depositCents)
  const depositMail = (await mailsTo('klant1@voorbeeld.nl')).find((mail) =>
    mail.body.subject.startsWith('Voorschotfactuur'),
  )
  expect(depositMail?.body.text).toContain(
    `Dit is de aanbetaling van 30 % van je boeking van ${formatEuro(PRICE)}. Het restant van ` +
      `${formatEuro(PRICE - schedule.depositCents)} krijg je op de eindfactuur, die we je op ` +
      `${formatDate(inDays(122))} sturen en die je uiterlijk ${formatDate(inDays(136))} betaalt.`,
  )
  expect(depositMail?.body.attachments?.map((file) => file.filename)).toEqual([
    `voorschotfactuur-${deposit?.number}.pdf`,
    `voorschotfactuur-${deposit?.number}.xml`,
  ])
  const depositPdf = await readPdf(
    fromBase64(depositMail?.body.attachments.find((file) => file.filename.endsWith('.pdf'))?.content ?? ''),
  )
  expect(depositPdf.title).toContain(`Voorschotfactuur ${deposit?.number}`)
  // Lines as the PDF wraps them, read as one text.
  const depositText = plain(depositPdf.text).replace(/\s+/g, ' ')
  expect(depositText).toContain('Aanbetaling 30 % op zaalhuur')
  expect(depositText).toContain('Aanbetaling 30 % op luxe arrangement en luxe lunch')
  expect(depositText).toContain(plain(`Het restant volgt op de eindfactuur van ${formatDate(inDays(122))}.`))
  const page = await customerPage(1, inDays(150))
  expect(page).toContain(
    plain(`Aanbetaling (30 %): ${formatEuro(schedule.depositCents)}, uiterlijk ${formatDate(inDays(14))}</li>`),
  )
  expect(page).toContain(
    plain(
      `Restant: ${formatEuro(PRICE - schedule.depositCents)}, op de eindfactuur van ${formatDate(inDays(122))}, ` +
        `te betalen uiterlijk ${formatDate(inDays(136))}`,
    ),
  )
  expect(page).toContain(`Voorschotfactuur ${deposit?.number}`)
  const payment = await payByIdeal(deposit?.number ?? '')
  expect((await invoicesOf(1))[0]).toMatchObject({ status: 'betaald', paid_cents: schedule.depositCents })
  expect(await customerPage(1, inDays(150))).toContain(
    plain(`Aanbetaling (30 %): ${formatEuro(schedule.depositCents)}, uiterlijk ${formatDate(inDays(14))} (betaald)`),
  )
  expect(plain(await (await asAdmin(cookie, '/admin/boekingen/1')).text())).toContain(
    plain(
      `Aanbetaling 30 %, betaald. De eindfactuur (restant ${formatEuro(PRICE - schedule.depositCents)}) gaat op ` +
        `${formatDate(inDays(122))} vanzelf naar de klant, te betalen uiterlijk ${formatDate(inDays(136))}.`,
    ),
  )

  // The day before nothing happens; on its day the eindfactuur credits the voorschotfactuur.
  await cron(morningOf(inDays(121)))
  expect(await invoicesOf(1)).toHaveLength(1)
  await cron(morningOf(inDays(122)))
  await cron(morningOf(inDays(122)))
  const [, credit, final] = await invoicesOf(1)
  expect(credit).toMatchObject({ kind: 'creditfactuur', total_cents: -schedule.depositCents })
  expect(final).toMatchObject({
    kind: 'factuur',
    stage: 'eind',
    total_cents: PRICE,
    settled_cents: schedule.depositCents,
    status: 'open',
    due_on: inDays(136),
  })
  const finalMail = (await mailsTo('klant1@voorbeeld.nl')).find((mail) => mail.body.subject.includes('eindfactuur'))
  expect(finalMail?.body.text).toContain(
    `Dit is de eindfactuur van je boeking: het hele bedrag, met je aanbetaling van ` +
      `${formatEuro(schedule.depositCents)} ervan afgetrokken. Daarvoor crediteren we voorschotfactuur ` +
      `${deposit?.number} met creditfactuur ${credit?.number}.`,
  )
  expect(finalMail?.body.text).toContain(`Graag ontvangen we ${formatEuro(PRICE - schedule.depositCents)}`)
  const finalPdf = await readPdf(
    fromBase64(
      finalMail?.body.attachments.find((file) => file.filename === `eindfactuur-${final?.number}.pdf`)?.content ?? '',
    ),
  )
  expect(finalPdf.title).toContain(`Eindfactuur ${final?.number}`)
  expect(plain(finalPdf.text).replace(/\s+/g, ' ')).toContain(
    plain(`Voldaan uit je aanbetaling -${formatEuro(schedule.depositCents)}`),
  )
  // The e-invoices: the voorschotfactuur is a prepayment invoice; the eindfactuur states what was prepaid.
  const xml = new Map((await storedEInvoices()).map((document) => [document.number, document.xml]))
  expect(xml.get(deposit?.number ?? '')).toContain('<cbc:InvoiceTypeCode>386</cbc:InvoiceTypeCode>')
  expect(xml.get(final?.number ?? '')).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>')
  expect(xml.get(final?.number ?? '')).toContain(
    `<cbc:PrepaidAmount currencyID="EUR">${(schedule.depositCents / 100).toFixed(2)}</cbc:PrepaidAmount>`,
  )
  expect(xml.get(final?.number ?? '')).toContain(
    `<cbc:PayableAmount currencyID="EUR">${((PRICE - schedule.depositCents) / 100).toFixed(2)}</cbc:PayableAmount>`,
  )
  // The aanbetaling is counted once in the buyer's books: the credit note of the voorschotfactuur
  // says its money is settled (on the eindfactuur), not due again (ADR 039).
  expect(xml.get(credit?.number ?? '')).toContain(
    `<cbc:PrepaidAmount currencyID="EUR">${(schedule.depositCents / 100).toFixed(2)}</cbc:PrepaidAmount>`,
  )
  expect(xml.get(credit?.number ?? '')).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>')
  expect(await lifecycleViolations(1, 0, morningOf(inDays(122)))).toEqual([])

  // After the eindfactuur a people change is a credit note and a new invoice, as without an aanbetaling.
  const link = await customer.link({ id: 1, date: inDays(150) })
  expect((await customer.post(link, { intent: 'personen', numPeople: '12' })).status).toBe(303)
  const afterChange = await invoicesOf(1)
  expect(afterChange.slice(3).map((one) => [one.kind, one.stage])).toEqual([
    ['creditfactuur', null],
    ['factuur', null],
  ])
  const current = afterChange.at(-1)
  expect(current?.settled_cents).toBe(schedule.depositCents)
  await payByIdeal(current?.number ?? '')
  expect((await invoicesOf(1)).at(-1)?.status).toBe('betaald')

  // Cancelled in the free period after full payment: everything goes back through Mollie.
  expect((await customer.post(link, { intent: 'annuleren' })).status).toBe(303)
  const [due] = await rows<{ cents: number }>('SELECT refund_due_cents AS cents FROM bookings WHERE id = 1')
  expect(due?.cents).toBe(current?.total_cents)
  const clicked = await owner.bookingPage(cookie, 1, { intent: 'terugbetaling-ideal' })
  expect(clicked.status).toBe(303)
  const refunds = await rows<{ payment_id: number; amount_cents: number }>(
    'SELECT payment_id, amount_cents FROM refunds ORDER BY amount_cents',
  )
  // Newest payment first: the rest of the price, then the aanbetaling.
  expect(refunds.map((one) => one.amount_cents)).toEqual(
    [schedule.depositCents, (current?.total_cents ?? 0) - schedule.depositCents].sort((a, b) => a - b),
  )
  expect((await fakeMollie.refunds(payment)).map((refund) => refund.amount.value)).toEqual([
    (schedule.depositCents / 100).toFixed(2),
  ])
  expect(await lifecycleViolations(1, 0)).toEqual([])
  expect(await invalidStoredEInvoices()).toEqual([])
  // The bookkeeper's export names each document for what it is (the eindfactuur and its credit note
  // are dated on the cron's day), and has both refunds.
  const zip = await asAdmin(cookie, `/admin/export/facturen.zip?van=${today()}&tot=${inDays(122)}`)
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
  const kinds = strFromU8(files['facturen.csv'] ?? new Uint8Array())
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(';')[1])
  // In number order per year (the cron's day may be in the next one): compared as a set.
  expect(kinds.sort()).toEqual([
    'creditfactuur',
    'creditfactuur',
    'creditfactuur',
    'eindfactuur',
    'factuur',
    'voorschotfactuur',
  ])
  expect(
    strFromU8(files['terugbetalingen.csv'] ?? new Uint8Array())
      .trim()
      .split('\n'),
  ).toHaveLength(3)
})

test('an open aanbetaling: the customer is reminded once, then the owner told; nothing is cancelled', async () => {
  await booked(2, 150)
  expect((await owner.decide(cookie, 2, 'confirm')).status).toBe(200)
  const [deposit] = await invoicesOf(2)
  await cron(morningOf(inDays(10)))
  expect(await subjects('klant2@voorbeeld.nl')).not.toContain('Herinnering: je aanbetaling')
  await cron(morningOf(inDays(11)))
  await cron(morningOf(inDays(12)))
  expect((await subjects('klant2@voorbeeld.nl')).filter((subject) => subject.includes('aanbetaling'))).toEqual([
    'Herinnering: je aanbetaling',
  ])
  const reminder = (await mailsTo('klant2@voorbeeld.nl')).find((mail) => mail.body.subject.includes('aanbetaling'))
  expect(reminder?.body.text).toContain(`voorschotfactuur ${deposit?.number}`)

  await cron(morningOf(inDays(14)))
  expect(await subjects(env.VENUE_INBOX)).not.toContain(
    `Aanbetaling niet ontvangen: ${formatEuro(deposit?.total_cents ?? 0)} (boeking 2)`,
  )
  await cron(morningOf(inDays(15)))
  await cron(morningOf(inDays(20)))
  const owners = (await subjects(env.VENUE_INBOX)).filter((subject) => subject.startsWith('Aanbetaling'))
  expect(owners).toEqual([`Aanbetaling niet ontvangen: ${formatEuro(deposit?.total_cents ?? 0)} (boeking 2)`])
  // The customer hears nothing more, and nothing is cancelled.
  expect((await subjects('klant2@voorbeeld.nl')).filter((subject) => subject.startsWith('Herinnering'))).toHaveLength(1)
  const [booking] = await rows<{ status: string }>('SELECT status FROM bookings WHERE id = 2')
  expect(booking?.status).toBe('bevestigd')
  // The owner's overview lists it (by today's date: the cron's days above are ahead of the clock).
  const overview = plain(await (await asAdmin(cookie, '/admin')).text())
  expect(overview.split('id="aanbetalingen"')[1]?.split('</section>')[0]).toContain(
    plain(`Boeking 2 · Klant 2</a><span>${formatEuro(deposit?.total_cents ?? 0)} · factuur ${deposit?.number} · `) +
      `<!-- -->uiterlijk ${formatDate(inDays(14))}`,
  )
  expect(await lifecycleViolations(2, 0)).toEqual([])
})

test('fewer people before the eindfactuur: it asks the new price; three weeks ahead: one invoice', async () => {
  const days = await booked(3, 150)
  expect((await owner.decide(cookie, 3, 'confirm')).status).toBe(200)
  const link = await customer.link({ id: 3, date: days[0]?.date ?? '' })
  expect(plain(await (await callWorker(link)).text())).toContain(
    'je aanbetaling blijft staan, en de eindfactuur rekent met het nieuwe aantal.',
  )
  expect((await customer.post(link, { intent: 'personen', numPeople: '10' })).status).toBe(303)
  expect(await invoicesOf(3)).toHaveLength(1)
  const [booking] = await rows<{ total_cents: number }>('SELECT total_cents FROM bookings WHERE id = 3')
  expect(booking?.total_cents).toBeLessThan(PRICE)
  await cron(morningOf(addDays(days[0]?.date ?? '', -28)))
  const final = (await invoicesOf(3)).at(-1)
  expect(final).toMatchObject({ stage: 'eind', total_cents: booking?.total_cents, settled_cents: 0 })
  expect(await lifecycleViolations(3, 0)).toEqual([])

  await booked(4, 21)
  expect((await owner.decide(cookie, 4, 'confirm')).status).toBe(200)
  expect(await invoicesOf(4)).toEqual([
    expect.objectContaining({ stage: null, total_cents: PRICE, due_on: inDays(14) }),
  ])
  expect(await lifecycleViolations(4, 0)).toEqual([])
  expect(await invalidStoredEInvoices()).toEqual([])
})
