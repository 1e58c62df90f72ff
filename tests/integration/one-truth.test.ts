/**
 * The facts a customer could hold the venue to are written once and shown the same way wherever
 * they appear: the cancellation terms on /voorwaarden, in the home page's FAQ, in the quote PDF, on the customer's
 * own page and in every booking mail; the due date as "uiterlijk ..." on the invoice mail, its PDF
 * and the owner's invoice page.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { cancellationTerms, cancellationTermsOf, changedTerms, manageTerm } from '~/content/terms'
import type { BookingDay } from '~/lib/booking-days'
import { addDays } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { payBy } from '~/lib/invoicing'
import type { PriceList } from '~/lib/price-list'
import { getDb } from '~/server/db/client.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { bookableDate, requestForm } from '../support/booking-dates'
import { fromBase64, readPdf } from '../support/pdf'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, insertBooking, insertDaysBooking, linkIn } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { publish } from '../support/worker/offer'
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
  // A quote or booking of one date: its own list's rules, without the words about several dates.
  const days: BookingDay[] = [
    {
      date: bookableDate(30),
      numPeople: 6,
      dayParts: 2,
      meetingType: 'basis',
      lunchType: 'geen',
      extras: [],
      list: firstPriceList,
    },
  ]
  const quote = await callWorker(`/tarieven/offerte.pdf?datum=${bookableDate(30)}&personen=6&dagdeel=2`)
  expectEveryTerm(
    'quote PDF',
    (await readPdf(new Uint8Array(await quote.arrayBuffer()))).text,
    cancellationTermsOf(days, { quote: true }),
  )

  const sent = await postForm(
    '/tarieven/aanvragen',
    await formFields(
      requestForm({
        date: bookableDate(30),
        numPeople: '6',
        dayParts: '2',
        name: 'Ilse Jansen',
        email: 'ilse@voorbeeld.nl',
      }),
    ),
  )
  expect(sent.status).toBe(303)
  const [received] = await mailsTo('ilse@voorbeeld.nl')
  expectEveryTerm('request received (html)', received?.body.html ?? '', cancellationTermsOf(days))
  expectEveryTerm('request received (text)', received?.body.text ?? '', cancellationTermsOf(days))

  const [{ id } = { id: 0 }] = await rows<{ id: number }>("SELECT id FROM bookings WHERE email = 'ilse@voorbeeld.nl'")
  expect((await decideBooking(await adminCookie(), id, 'confirm')).status).toBe(200)
  const confirmation = (await mailsTo('ilse@voorbeeld.nl')).find(
    (mail) => mail.body.subject === 'Bericht – De Oude Paardenslagerij',
  )
  expectEveryTerm('confirmation', confirmation?.body.html ?? '', cancellationTermsOf(days))
  const ownPage = await (await callWorker(linkIn(confirmation, '/mijn-boeking'))).text()
  expectEveryTerm(
    '/mijn-boeking',
    ownPage,
    cancellationTermsOf(days).filter((term) => term !== manageTerm),
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

/**
 * Two lists that say everything otherwise: a booking under the first states only the first's
 * terms (page, mails, PDFs), one under the second only the second's, and a booking of a date under
 * each states each date's own cancellation rule (docs/decisions/040-one-agreement-per-booking.md).
 */
test('every text of a booking states its own list’s terms, never another list’s', async () => {
  const later = bookableDate(45)
  const { id: _, ...draft } = firstPriceList
  const strict = {
    ...draft,
    name: 'Streng',
    validFrom: addDays(later, -3),
    terms: {
      ...draft.terms,
      paymentTermDays: 11,
      peopleChangeWorkdays: 2,
      freeCancellationDays: 23,
      halfRoomWorkdays: 4,
      halfRoomPercent: 40,
      freeCateringHours: 36,
      depositPercent: 30,
      depositTermDays: 6,
      balanceDaysBefore: 9,
    },
  }
  const listId = await publish(strict)
  const book = await loadPriceBook(getDb(env.DB))
  const second = book.find((list) => list.id === listId) ?? firstPriceList
  const day = (date: string, list: PriceList): BookingDay => ({
    date,
    numPeople: 6,
    dayParts: 2,
    meetingType: 'basis',
    lunchType: 'geen',
    extras: [],
    list,
  })
  const onlyFirst = changedTerms(second, firstPriceList)
  const onlySecond = changedTerms(firstPriceList, second)
  expect(onlySecond.length).toBeGreaterThan(3)

  /** Every text the customer gets of booking `id`: its page, its mails and their PDFs. */
  const textsOf = async (id: number) => {
    expect((await decideBooking(await adminCookie(), id, 'confirm')).status).toBe(200)
    const mails = await mailsTo(`klant${id}@voorbeeld.nl`)
    const pdfs = await Promise.all(
      mails
        .flatMap((mail) => mail.body.attachments)
        .filter((file) => file.content_type === 'application/pdf')
        .map(async (file) => (await readPdf(fromBase64(file.content))).text),
    )
    const page = await (await callWorker(linkIn(mails[0], '/mijn-boeking'))).text()
    return [wordsOf(page), ...mails.map((mail) => wordsOf(mail.body.html)), ...pdfs.map(normalised)].join('\n')
  }
  const expectOwnTerms = (texts: string, own: string[], other: string[]) => {
    for (const term of own) expect(texts, term).toContain(normalised(term))
    for (const term of other) expect(texts, term).not.toContain(normalised(term))
  }

  const underFirst = [day(bookableDate(30), firstPriceList)]
  await insertDaysBooking(1, underFirst)
  expectOwnTerms(await textsOf(1), cancellationTermsOf(underFirst), onlySecond)

  const underSecond = [day(later, second)]
  await insertDaysBooking(2, underSecond)
  const secondTexts = await textsOf(2)
  expectOwnTerms(secondTexts, cancellationTermsOf(underSecond), onlyFirst)
  // The confirmation is the agreement: it states the aanbetaling the second list asks.
  expect(secondTexts).toContain('Aanbetaling (30 %)')

  // One date under each list: each date's rule, by its date.
  const both = [day(bookableDate(24), firstPriceList), day(bookableDate(52), second)]
  await insertDaysBooking(3, both)
  const texts = await textsOf(3)
  for (const term of cancellationTermsOf(both)) expect(texts, term).toContain(normalised(term))
  expect(texts).toContain(
    normalised(`Voor ${formatLongDate(bookableDate(52))}: annuleer je 23 dagen of langer voor die datum`),
  )
})
