/**
 * A quote accepted online (docs/decisions/040-one-agreement-per-booking.md), through every entrance:
 * the link in its mail, the page's form without JavaScript, and the JSON API. The quote's prices
 * hold while it is valid, whatever is published since; one quote makes one request; a day part taken
 * since is said at its date; the owner's setting confirms at once, with the invoice and iDEAL.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { priceDays } from '~/lib/booking-days'
import { formatEuro } from '~/lib/format'
import { bookableDate, bookableDates, invoiceAddress, today } from '../support/booking-dates'
import { firstPriceList, listWithDeposit } from '../support/price-lists'
import { adminCookie } from '../support/worker/admin'
import { decideBooking, insertBooking, linkIn } from '../support/worker/bookings'
import { Browser, ownerBrowser } from '../support/worker/browser'
import { fakeMail, fakeMollie } from '../support/worker/fake-mail'
import { customer as customerSide, lifecycleViolations, webhook } from '../support/worker/lifecycle'
import { publish } from '../support/worker/offer'
import { count, postJson, rows } from '../support/worker/requests'

const ANNA = { name: 'Anna de Vries', email: 'anna@voorbeeld.nl', company: 'De Vries Advies' }
const choices = { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen' } as const

/** A quote of one date mailed through the API; the link of its mail. */
async function quoteFor(date: string, dayParts: 1 | 2 | 3 = 1): Promise<string> {
  const response = await postJson('/api/calculator/email-quote', {
    customer: ANNA,
    quote: { ...choices, dayParts, preferredDate: date },
  })
  expect(response.status).toBe(201)
  const mail = (await fakeMail.delivered()).findLast((sent) => sent.body.subject.startsWith('Je offerte'))
  expect(mail?.body.text).toContain('Bekijk en accepteer je offerte')
  return linkIn(mail, '/offerte')
}

/** Every owner's list from today on is dearer: the room € 50 more, and stricter terms. */
const dearer = () => {
  const { id: _, ...list } = firstPriceList
  return {
    ...list,
    name: 'Duurder',
    validFrom: today(),
    room: { ...list.room, halfDayCents: list.room.halfDayCents + 5_000, fullDayCents: list.room.fullDayCents + 5_000 },
  }
}

const bookingRows = () =>
  rows<{ id: number; status: string; quote_id: number | null; total_cents: number; price_list_id: number }>(
    'SELECT id, status, quote_id, total_cents, price_list_id FROM bookings ORDER BY id',
  )
const quoteStatus = async () => (await rows<{ status: string }>('SELECT status FROM quotes'))[0]?.status

test('without JavaScript a quote is accepted a week later at its price, though a dearer list came since', async () => {
  const date = bookableDate(20)
  const link = await quoteFor(date)
  const quoted = priceDays([{ date, ...choices, extras: [], list: firstPriceList }]).totals.totalCents
  // A week later, and the owner has raised every price from today on.
  await env.DB.prepare('UPDATE quotes SET created_at = ?')
    .bind(Date.now() - 7 * 86_400_000)
    .run()
  await publish(dearer())

  const visitor = new Browser()
  const page = await visitor.open(link)
  expect(page.status).toBe(200)
  expect(page.headers.get('cache-control')).toBe('private, no-store')
  expect(page.text()).toContain(formatEuro(quoted))
  expect(page.text()).toContain('geen wettelijke bedenktijd')
  const form = page.form({ button: 'Offerte accepteren en boeking aanvragen' })
  // Prefilled with what the customer typed for the quote.
  expect(form.value('Naam')).toBe(ANNA.name)
  const done = await form
    .fill('Straat en huisnummer', invoiceAddress.street)
    .fill('Postcode', invoiceAddress.postcode)
    .fill('Plaats', invoiceAddress.city)
    .submit('Offerte accepteren en boeking aanvragen')
  expect(done.path).toMatch(/^\/mijn-boeking\?sleutel=.+&melding=offerte-geaccepteerd$/)
  expect(done.text()).toContain('Je hebt de offerte geaccepteerd, tegen de prijs van de offerte.')
  const [booking] = await bookingRows()
  expect(booking).toMatchObject({ status: 'aanvraag', total_cents: quoted, price_list_id: 1 })
  expect(booking?.quote_id).not.toBeNull()
  expect(await quoteStatus()).toBe('accepted')
  const receipt = (await fakeMail.delivered()).find((mail) => mail.body.subject.startsWith('Je hebt offerte'))
  expect(receipt?.body.text).toContain('tegen de prijs van de offerte')
  expect((await fakeMail.delivered()).some((mail) => mail.body.subject.startsWith('Offerte OFF-'))).toBe(true)

  // The same form again, or the link later: the same acceptance, never a second request.
  const again = await visitor.open(link)
  expect(again.text()).toContain('Je hebt deze offerte geaccepteerd')
  expect(await count('bookings')).toBe(1)
  const owner = await ownerBrowser()
  const ownersPage = await owner.open(`/admin/boekingen/${booking?.id}`)
  expect(ownersPage.text()).toMatch(/Uit offerte\s*OFF-/)
}, 30_000)

test('with the owner’s setting on, accepting confirms at once: the aanbetaling is paid in the same visit', async () => {
  const { id: _, ...deposit } = listWithDeposit
  await publish({ ...deposit, validFrom: today() })
  const owner = await ownerBrowser()
  const prices = await owner.open('/admin/prijzen')
  await prices.form({ button: 'Voortaan meteen bevestigen' }).submit('Voortaan meteen bevestigen')
  expect(await rows("SELECT value FROM owner_settings WHERE key = 'quotes.auto-confirm'")).toEqual([{ value: 'true' }])

  const date = bookableDate(90)
  const link = await quoteFor(date)
  await fakeMail.reset()
  const response = await postJson('/api/quotes/accept', {
    token: new URL(link, 'https://venue.test').searchParams.get('sleutel'),
    ...ANNA,
    ...invoiceAddress,
  })
  expect(response.status).toBe(201)
  const { bookingId, status } = (await response.json()) as { bookingId: number; status: string }
  expect(status).toBe('bevestigd')
  expect(await rows('SELECT status FROM bookings')).toEqual([{ status: 'bevestigd' }])
  const [invoice] = await rows<{ number: string; stage: string }>('SELECT number, stage FROM invoices')
  expect(invoice?.stage).toBe('voorschot')
  const subjects = (await fakeMail.delivered()).map((mail) => mail.body.subject)
  expect(subjects.some((subject) => subject.startsWith('Bevestiging van je boeking'))).toBe(true)
  expect(subjects.some((subject) => subject.startsWith('Offerte') && subject.includes('bevestigd'))).toBe(true)
  expect(subjects.some((subject) => subject.startsWith('We hebben je boekingsaanvraag'))).toBe(false)
  // Pays the aanbetaling by iDEAL at once.
  const paid = await customerSide.pay(invoice?.number ?? '')
  await fakeMollie.setStatus(paid.molliePaymentId ?? '', 'paid')
  expect((await webhook(paid.molliePaymentId ?? '')).status).toBe(200)
  expect(await rows('SELECT status FROM invoices')).toEqual([{ status: 'betaald' }])
  expect(await lifecycleViolations(bookingId, 0)).toEqual([])
})

test('a day part taken since is named at its date, with what is still free and the waiting list', async () => {
  const date = bookableDate(20)
  const link = await quoteFor(date)
  await insertBooking(5, date)
  expect((await decideBooking(await adminCookie(), 5, 'confirm', { noInvoice: true })).status).toBe(200)
  const visitor = new Browser()
  const page = await visitor.open(link)
  expect(page.text()).toContain('Niet meer alles is vrij')
  expect(page.text()).not.toContain('Offerte accepteren en boeking aanvragen')
  // A form sent anyway (opened before) is refused the same way.
  const response = await postJson('/api/quotes/accept', {
    token: new URL(link, 'https://venue.test').searchParams.get('sleutel'),
    ...ANNA,
    ...invoiceAddress,
  })
  expect(response.status).toBe(409)
  expect(await count('bookings')).toBe(1)
  expect(await quoteStatus()).toBe('active')
})

test('after its validity the page shows today’s price beside the quoted one, and requests at it', async () => {
  const date = bookableDate(20)
  const link = await quoteFor(date)
  await publish(dearer())
  await env.DB.prepare("UPDATE quotes SET valid_until = '2020-01-01'").run()
  const visitor = new Browser()
  const page = await visitor.open(link)
  const quoted = priceDays([{ date, ...choices, extras: [], list: firstPriceList }]).totals.totalCents
  expect(page.text()).toContain(`In de offerte: ${formatEuro(quoted)}.`)
  const done = await page
    .form({ button: 'Boeking aanvragen tegen de prijs van vandaag' })
    .fill('Straat en huisnummer', invoiceAddress.street)
    .fill('Postcode', invoiceAddress.postcode)
    .fill('Plaats', invoiceAddress.city)
    .submit('Boeking aanvragen tegen de prijs van vandaag')
  expect(done.path).toMatch(/melding=offerte-geaccepteerd$/)
  const [booking] = await bookingRows()
  expect(booking?.price_list_id).toBe(2)
  expect(booking?.total_cents).toBeGreaterThan(quoted)
  // At the quote's own price it is refused now: it ran out.
  expect(await quoteStatus()).toBe('accepted')
})

test('accepting five times at once with other details each makes one request', async () => {
  const link = await quoteFor(bookableDates(1, 25)[0] ?? '')
  const token = new URL(link, 'https://venue.test').searchParams.get('sleutel')
  const answers = await Promise.all(
    Array.from({ length: 5 }, (_, index) =>
      postJson('/api/quotes/accept', { token, ...ANNA, phone: `06 1234567${index}`, ...invoiceAddress }),
    ),
  )
  const ids = await Promise.all(
    answers.map(async (answer) => ((await answer.json()) as { bookingId?: number }).bookingId),
  )
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201])
  expect(new Set(ids).size).toBe(1)
  expect(await count('bookings')).toBe(1)
})

test('a forged or foreign link finds no quote', async () => {
  const page = await new Browser().open('/offerte?sleutel=eyJhbGciOiJIUzI1NiJ9.e30.x')
  expect(page.status).toBe(404)
  expect(page.text()).toContain('Deze link werkt niet (meer)')
})
