/**
 * Anyone can type someone else's address into the website's forms. The mail that then goes to
 * that address (and the PDF in it) carries only facts the venue checked: date, day part,
 * choices, prices and the address itself, never the name, company or remarks the sender typed,
 * so the venue's mail cannot carry a stranger's message. The venue's own copy shows everything.
 */
import { expect, test } from 'vitest'
import { bookableDate, invoiceAddress, requestForm } from '../support/booking-dates'
import { fromBase64, readPdf } from '../support/pdf'
import { fakeMail, type ReceivedMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { postForm, postJson } from '../support/worker/requests'

const victim = 'slachtoffer@voorbeeld.nl'
const bait = {
  name: 'Uw pakket wacht: bel 0900-1234',
  company: 'Betaal via betaal-nu.example',
  phone: '0900 1234 567',
  address: 'Ga naar https://betaal-nu.example/inloggen',
  note: 'Uw rekening is geblokkeerd. Log in op https://betaal-nu.example om te deblokkeren.',
}
const baitTexts = Object.values(bait)

function expectNoBait(mail: ReceivedMail | undefined, extraText = '') {
  expect(mail).toBeDefined()
  const everything = [mail?.body.subject, mail?.body.html, mail?.body.text, extraText].join('\n')
  for (const text of baitTexts) expect(everything).not.toContain(text)
  expect(everything).not.toContain('betaal-nu.example')
}

const to = (address: string) => (mail: ReceivedMail) => mail.body.to[0] === address

test('a booking request mails the given address only the booking facts; the note goes to the venue alone', async () => {
  const response = await postJson('/api/bookings', {
    name: bait.name,
    email: victim,
    phone: bait.phone,
    company: bait.company,
    ...invoiceAddress,
    date: bookableDate(),
    numPeople: 6,
    dayParts: 1,
    meetingType: 'basis',
    lunchType: 'geen',
    message: bait.note,
  })
  expect(response.status).toBe(201)
  const mails = await fakeMail.delivered()
  const toVisitor = mails.find(to(victim))
  expectNoBait(toVisitor)
  expect(toVisitor?.body.text).toContain('Aantal personen: 6')
  expect(toVisitor?.body.text).toContain('Heb je dit niet zelf aangevraagd?')

  const toVenue = mails.find(to('inbox@venue.test'))
  expect(toVenue?.body.text).toContain(bait.note)
  expect(toVenue?.body.text).toContain(bait.name)
  expect(toVenue?.body.reply_to).toBe(victim)
})

test('the booking form without JavaScript follows the same rule', async () => {
  const response = await postForm(
    '/tarieven/aanvragen',
    await formFields(
      requestForm({
        numPeople: '4',
        dayParts: '2',
        meetingType: 'geen',
        name: bait.name,
        email: victim,
        company: bait.company,
        notes: bait.note,
      }),
    ),
  )
  expect(response.status).toBe(303)
  expectNoBait((await fakeMail.delivered()).find(to(victim)))
})

test('an e-mailed quote and its PDF carry no text typed by the sender, only the address it went to', async () => {
  const response = await postJson('/api/calculator/email-quote', {
    customer: {
      name: bait.name,
      email: victim,
      company: bait.company,
      phone: bait.phone,
      address: bait.address,
      notes: bait.note,
    },
    quote: { numPeople: 10, dayParts: 3, meetingType: 'luxe', lunchType: 'basis', preferredDate: bookableDate() },
  })
  expect(response.status).toBe(201)
  const mails = await fakeMail.delivered()
  const toVisitor = mails.find(to(victim))
  const pdf = await readPdf(fromBase64(toVisitor?.body.attachments[0]?.content ?? ''))
  expect(pdf.text).toContain(victim)
  expect(pdf.text).toContain('Aantal personen')
  expectNoBait(toVisitor, pdf.text)

  const toVenue = mails.find(to('inbox@venue.test'))
  expect(toVenue?.body.text).toContain(bait.note)
  expect(toVenue?.body.text).toContain(bait.company)
})

test('a contact message is mailed to the venue only, never to the address the sender typed', async () => {
  const response = await postJson('/api/contact', {
    name: bait.name,
    email: victim,
    subject: 'Uw pakket',
    message: bait.note,
  })
  expect(response.status).toBe(201)
  const mails = await fakeMail.delivered()
  expect(mails.map((mail) => mail.body.to[0])).toEqual(['inbox@venue.test'])
  expect(mails[0]?.body.reply_to).toBe(victim)
})
