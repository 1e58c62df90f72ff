/**
 * The facts a customer could hold the venue to are written once and shown the same way wherever
 * they appear: the cancellation terms on /voorwaarden, in the home page's FAQ, in the quote PDF, on the customer's
 * own page and in every booking mail; the due date as "uiterlijk ..." on the invoice mail, its PDF
 * and the owner's invoice page.
 */
import { expect, test } from 'vitest'
import { cancellationTerms, manageTerm } from '~/content/terms'
import { payBy } from '~/lib/invoicing'
import { bookableDate, invoiceAddress } from '../support/booking-dates'
import { readPdf } from '../support/pdf'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, insertBooking, linkIn } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { callWorker, postForm, rows } from '../support/worker/requests'

/** A page's or a mail's words as a reader sees them: no tags, entities decoded, one space between words. */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
const normalised = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ')

/** Every term; the customer's own page leaves out how to reach it. */
function expectEveryTerm(where: string, text: string, terms = cancellationTerms(firstPriceList)) {
  for (const term of terms) expect(wordsOf(text), `${where}: ${term}`).toContain(normalised(term))
}

const mailsTo = async (to: string) => (await fakeMail.delivered()).filter((mail) => mail.body.to.includes(to))

const everywhere = 'on /voorwaarden, in the FAQ, the quote PDF, on /mijn-boeking and in the mails'

test(`the cancellation terms read the same ${everywhere}`, async () => {
  expectEveryTerm('/voorwaarden', await (await callWorker('/voorwaarden')).text())
  expectEveryTerm('home FAQ', await (await callWorker('/')).text())
  const quote = await callWorker(`/tarieven/offerte.pdf?datum=${bookableDate(30)}&personen=6&dagdeel=2`)
  expectEveryTerm('quote PDF', (await readPdf(new Uint8Array(await quote.arrayBuffer()))).text)

  const sent = await postForm(
    '/tarieven/aanvragen',
    await formFields({
      intent: 'boeking',
      ...invoiceAddress,
      date: bookableDate(30),
      numPeople: '6',
      dayParts: '2',
      meetingType: 'basis',
      lunchType: 'geen',
      name: 'Ilse Jansen',
      email: 'ilse@voorbeeld.nl',
    }),
  )
  expect(sent.status).toBe(303)
  const [received] = await mailsTo('ilse@voorbeeld.nl')
  expectEveryTerm('request received (html)', received?.body.html ?? '')
  expectEveryTerm('request received (text)', received?.body.text ?? '')

  const [{ id } = { id: 0 }] = await rows<{ id: number }>("SELECT id FROM bookings WHERE email = 'ilse@voorbeeld.nl'")
  expect((await decideBooking(await adminCookie(), id, 'confirm')).status).toBe(200)
  const confirmation = (await mailsTo('ilse@voorbeeld.nl')).find(
    (mail) => mail.body.subject === 'Bericht – De Oude Paardenslagerij',
  )
  expectEveryTerm('confirmation', confirmation?.body.html ?? '')
  const ownPage = await (await callWorker(linkIn(confirmation, '/mijn-boeking'))).text()
  expectEveryTerm(
    '/mijn-boeking',
    ownPage,
    cancellationTerms(firstPriceList).filter((term) => term !== manageTerm),
  )
  expect(wordsOf(ownPage)).not.toContain(normalised(manageTerm))
})

test('an invoice is due "uiterlijk" its due date in its mail, on its PDF and on the owner’s page', async () => {
  await insertBooking(1, bookableDate(30))
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  const [invoice] = await rows<{ id: number; number: string; due_on: string }>(
    'SELECT id, number, due_on FROM invoices WHERE booking_id = 1',
  )
  const due = payBy(invoice?.due_on ?? '')
  const mail = (await mailsTo('klant1@voorbeeld.nl')).find((sent) => sent.body.subject.startsWith('Factuur'))
  expect(normalised(mail?.body.text ?? '')).toContain(normalised(due))
  const page = await (await asAdmin(cookie, `/admin/facturen/${invoice?.id}`)).text()
  expect(wordsOf(page)).toContain(normalised(due))
  const pdf = await readPdf(
    new Uint8Array(await (await asAdmin(cookie, `/admin/facturen/${invoice?.id}/factuur.pdf`)).arrayBuffer()),
  )
  expect(normalised(pdf.text)).toContain(normalised(due))
  for (const text of [mail?.body.text ?? '', page, pdf.text]) expect(text).not.toMatch(/vóór \d/)
})
