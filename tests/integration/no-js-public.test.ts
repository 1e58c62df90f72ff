/**
 * The public site without JavaScript: links, the contact and newsletter forms, the calculator, the
 * quote and booking requests (with invoice details) and the waiting list are plain HTML that the
 * server answers. Posted as a browser without JavaScript posts them (tests/support/worker/browser.ts);
 * what only a browser can show (the CSS menus, the FAQ) stays in tests/e2e/no-js.spec.ts.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { formatLongDate } from '~/lib/format'
import { bookableDate } from '../support/booking-dates'
import { insertBooking } from '../support/worker/bookings'
import { Browser, type Form } from '../support/worker/browser'

const fillContactForm = (form: Form, values: { name: string; email: string; subject: string; message: string }) =>
  form
    .fill('Naam', values.name)
    .fill('E-mail', values.email)
    .fill('Onderwerp', values.subject)
    .fill('Bericht', values.message)

test('without JavaScript every header link is a working link', async () => {
  const home = await new Browser().open('/')
  expect(home.headings(1)).toEqual(['Een inspirerende plek met karakter'])
  const contact = await home.within('nav', 'Hoofdmenu').follow('Contact')
  expect(contact.path).toBe('/contact')
  expect(contact.headings(1)).toEqual(['Contact'])
  const history = await contact.within('nav', 'Hoofdmenu').follow('Geschiedenis')
  expect(history.path).toBe('/geschiedenis')
})

test('without JavaScript an unknown path still answers 404 with the Dutch page', async () => {
  const page = await new Browser().open('/nergens')
  expect(page.status).toBe(404)
  expect(page.headings(1)).toEqual(['Pagina niet gevonden'])
})

test(
  'without JavaScript the contact form shows errors beside the fields, ' +
    'keeps the input, then confirms above an empty form for the next message',
  async () => {
    const contact = await new Browser().open('/contact')
    const refused = await fillContactForm(contact.form('Contactformulier'), {
      name: 'Marieke de Boer',
      email: 'marieke@',
      subject: 'Heisessie',
      message: 'Te kort',
    }).submit('Verstuur bericht')

    expect(refused.path).toBe('/contact')
    const form = refused.form('Contactformulier')
    expect(form.text()).toContain('Vul een geldig e-mailadres in.')
    expect(form.text()).toContain('Je bericht is te kort (minstens 10 tekens).')
    expect(form.value('Naam')).toBe('Marieke de Boer')
    expect(form.value('Onderwerp')).toBe('Heisessie')

    const sent = await form
      .fill('E-mail', 'marieke@voorbeeld.nl')
      .fill('Bericht', 'Is de ruimte op 12 maart vrij voor tien personen?')
      .submit('Verstuur bericht')
    expect(sent.path).toBe('/contact/verzonden')
    expect(sent.messages('status')).toEqual([
      expect.stringContaining('Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.'),
    ])
    // ...beside the same form, empty, to send another message.
    const again = sent.form('Contactformulier')
    for (const field of ['Naam', 'E-mail', 'Onderwerp', 'Bericht']) expect(again.value(field)).toBe('')
    const second = await fillContactForm(again, {
      name: 'Marieke de Boer',
      email: 'marieke@voorbeeld.nl',
      subject: 'Nog een vraag',
      message: 'Kunnen we ook de beamer gebruiken voor een video?',
    }).submit('Verstuur bericht')
    expect(second.path).toBe('/contact/verzonden')
    expect(second.messages('status')).toEqual([expect.stringContaining('Bericht verzonden')])
  },
)

test('without JavaScript the home page contact form posts to /contact', async () => {
  const home = await new Browser().open('/')
  const sent = await fillContactForm(home.form('Contactformulier'), {
    name: 'Pieter Bakker',
    email: 'pieter@voorbeeld.nl',
    subject: 'Rondleiding',
    message: 'Mag ik volgende week een keer langskomen?',
  }).submit('Verstuur bericht')
  expect(sent.path).toBe('/contact/verzonden')
})

test('without JavaScript the newsletter form subscribes and explains the confirmation mail', async () => {
  const history = await new Browser().open('/geschiedenis')
  const refused = await history
    .form('Inschrijven voor de nieuwsbrief')
    .fill('E-mailadres', 'lotte@')
    .submit('Inschrijven')
  expect(refused.path).toBe('/nieuwsbrief')
  const form = refused.within('main').form('Inschrijven voor de nieuwsbrief')
  expect(form.text()).toContain('Vul een geldig e-mailadres in.')
  expect(form.value('E-mailadres')).toBe('lotte@')
  const subscribed = await form.fill('E-mailadres', 'lotte@voorbeeld.nl').submit('Inschrijven')
  expect(subscribed.path).toBe('/nieuwsbrief/aangemeld')
  const status = subscribed.within('[role="status"]')
  expect(status.headings()).toEqual(['Bijna klaar: bevestig je inschrijving'])
  expect(status.text()).toContain('We hebben je een e-mail gestuurd met een bevestigingslink.')
})

test('without JavaScript the calculator is a form that the server answers with the breakdown', async () => {
  const rates = await new Browser().open('/tarieven')
  const first = await rates
    .form('Prijscalculator')
    .fill('Datum', bookableDate())
    .fill('Aantal personen', '15')
    .check(/^Hele dag/)
    .check(/^Luxe arrangement \(/)
    .submit('Bereken prijs')
  // Lunch becomes available once the arrangement is known to the server.
  const priced = await first
    .form('Prijscalculator')
    .check(/Luxe lunch/)
    .submit('Bereken prijs')
  const summary = priced.within('aside', 'Jouw berekening')
  expect(summary.texts('[data-testid="totaal"]')).toEqual(['€\u00a0963,54'])
  expect(priced.path).toMatch(/personen=15/)

  const pdf = await priced.follow('Download PDF')
  expect(pdf.status).toBe(200)
  expect(pdf.headers.get('content-disposition')).toContain('filename="offerte-oude-paardenslagerij.pdf"')
})

test('without JavaScript a quote is requested on its own page and confirmed', async () => {
  const rates = await new Browser().open(`/tarieven?datum=${bookableDate()}&personen=8&dagdeel=1&arrangement=basis`)
  const page = await rates.follow('Offerte per e-mail')
  expect(page.headings(1)).toEqual(['Offerte per e-mail'])
  const refused = await page.form('Offerte per e-mail').submit('Mail mij de offerte')
  expect(refused.form('Offerte per e-mail').text()).toContain('Vul je naam in (minstens 2 tekens).')
  const sent = await refused
    .form('Offerte per e-mail')
    .fill('Naam', 'Lotte Jansen')
    .fill('E-mail', 'lotte@voorbeeld.nl')
    .submit('Mail mij de offerte')
  expect(sent.path).toMatch(/^\/tarieven\/offerte-verzonden\?nummer=OFF-\d{8}-\d{3}$/)
  expect(sent.messages('status')).toEqual([expect.stringContaining('naar je e-mailadres gestuurd.')])
})

test('without JavaScript a booking is requested on its own page and confirmed', async () => {
  const rates = await new Browser().open(`/tarieven?datum=${bookableDate(4)}&personen=6&dagdeel=1`)
  const page = await rates.follow('Boeking aanvragen')
  expect(page.text()).toContain('Factuuradres (nodig voor je factuur)')
  // The invoice that follows a confirmation names the customer's address: the request asks it.
  const incomplete = await page
    .form('Boeking aanvragen')
    .fill('Naam', 'Marloes Jansen')
    .fill('E-mail', 'marloes@voorbeeld.nl')
    .submit('Boeking aanvragen')
  expect(incomplete.status).toBe(400)
  expect(incomplete.text()).toContain('Vul straat en huisnummer in.')
  expect(incomplete.text()).toContain('Vul de postcode in.')
  expect(incomplete.text()).toContain('Vul de plaats in.')
  const sent = await incomplete
    .form('Boeking aanvragen')
    .fill('Straat en huisnummer', 'Dorpsstraat 12')
    .fill('Postcode', '1713 ha')
    .fill('Plaats', 'Obdam')
    .submit('Boeking aanvragen')
  expect(sent.path).toBe('/tarieven/aanvraag-ontvangen')
  expect(sent.messages('status')).toEqual([
    expect.stringContaining('Je krijgt nu een ontvangstbevestiging per e-mail.'),
  ])
})

test('without JavaScript the calculator says at the date that its day part is taken; the waiting list', async () => {
  const date = bookableDate(40)
  // Someone else's booking holds the morning.
  await insertBooking(1, date, 'bevestigd')
  await env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES (?, 'ochtend', 1)").bind(date).run()
  const taken = `De ochtend van ${formatLongDate(date)} is al bezet.`
  const rates = await new Browser().open('/tarieven')
  const answered = await rates
    .form('Prijscalculator')
    .fill('Datum', date)
    .fill('Aantal personen', '8')
    .check(/^Ochtend/)
    .submit('Bereken prijs')
  // Beside the date field, tied to it, with what was typed kept; no request to fill in for nothing.
  const calculator = answered.form('Prijscalculator')
  expect(calculator.value('Datum')).toBe(date)
  expect(calculator.value('Aantal personen')).toBe('8')
  const notice = answered.root.querySelector('#datum-bezet')
  expect(answered.root.querySelector('#datum')?.getAttribute('aria-describedby')).toContain('datum-bezet')
  expect(notice?.textContent).toContain(taken)
  expect(() => answered.link('Boeking aanvragen')).toThrow()
  const waiting = await answered.follow('Zet mij op de wachtlijst')
  expect(waiting.form('Wachtlijst').value(/^Datum/)).toBe(date)
  expect(waiting.form('Wachtlijst').checked('Ochtend')).toBe(true)

  // The afternoon is free: the same date can be asked for.
  const afternoon = await answered
    .form('Prijscalculator')
    .check(/^Middag/)
    .submit('Bereken prijs')
  expect(afternoon.root.querySelector('#datum-bezet')).toBeNull()
  expect(afternoon.link('Boeking aanvragen')).toBeTruthy()

  // Taken while the request was filled in: the answer names the day part, keeps the input and
  // offers the waiting list.
  const later = bookableDate(60)
  const page = await new Browser().open(`/tarieven/aanvragen?soort=boeking&datum=${later}&personen=8&dagdeel=1`)
  await insertBooking(2, later, 'bevestigd')
  await env.DB.prepare("INSERT INTO booking_slots (date, part, booking_id) VALUES (?, 'ochtend', 2)").bind(later).run()
  const refused = await page
    .form('Boeking aanvragen')
    .fill('Naam', 'Noor Zonderjs')
    .fill('E-mail', 'noor@voorbeeld.nl')
    .fill('Straat en huisnummer', 'Dorpsstraat 12')
    .fill('Postcode', '1713 HA')
    .fill('Plaats', 'Obdam')
    .submit('Boeking aanvragen')
  expect(refused.status).toBe(409)
  expect(refused.text()).toContain(`De ochtend van ${formatLongDate(later)} is al bezet.`)
  expect(refused.text()).not.toContain('Fout')
  expect(refused.form('Boeking aanvragen').value('Naam')).toBe('Noor Zonderjs')
  expect(refused.link('Zet mij op de wachtlijst')).toBe(`/wachtlijst?datum=${later}&dagdeel=1`)
})

test('without JavaScript a date picked on /boeken reaches the calculator filled in', async () => {
  const date = bookableDate(3)
  const calendar = await new Browser().open(`/boeken?maand=${date.slice(0, 7)}`)
  const day = await calendar.follow(new RegExp(`^${formatLongDate(date)}:`))
  const rates = await day.follow('Ochtend boeken')
  expect(rates.form('Prijscalculator').value('Datum')).toBe(date)
  expect(rates.form('Prijscalculator').checked(/^Ochtend/)).toBe(true)
  expect(rates.link('Boeking aanvragen')).toBeTruthy()
})

test(
  'without JavaScript a business gives its invoice details with the request; ' + 'a KvK number needs a company',
  async () => {
    const rates = await new Browser().open(`/tarieven?datum=${bookableDate(90)}&personen=6&dagdeel=2`)
    const page = await rates.follow('Boeking aanvragen')
    const refused = await page
      .form('Boeking aanvragen')
      .fill('Naam', 'Ilse Zonderjs')
      .fill('E-mail', 'ilse.zonderjs@voorbeeld.nl')
      .fill('KvK-nummer', '87654321')
      .fill('Postcode', '1811AB')
      .submit('Boeking aanvragen')
    const form = refused.form('Boeking aanvragen')
    expect(form.text()).toContain('Een KvK-nummer of btw-id hoort bij een bedrijf: vul ook de bedrijfsnaam in.')
    expect(form.text()).toContain('Vul straat en huisnummer in.')
    const sent = await form
      .fill('Bedrijf', 'Zonderjs V.O.F.')
      .fill('Straat en huisnummer', 'Breestraat 3')
      .fill('Plaats', 'Alkmaar')
      .submit('Boeking aanvragen')
    expect(sent.path).toBe('/tarieven/aanvraag-ontvangen')
  },
)

test('without JavaScript a visitor joins the waiting list and confirms by mail', async () => {
  const date = bookableDate(75)
  const address = 'wachtlijst.zonderjs@voorbeeld.nl'
  const visitor = new Browser()
  const page = await visitor.open(`/wachtlijst?datum=${date}&dagdeel=2`)
  expect(page.form('Wachtlijst').value(/^Datum/)).toBe(date)
  expect(page.form('Wachtlijst').checked('Middag')).toBe(true)
  const refused = await page.form('Wachtlijst').fill('E-mail', 'geen-adres').submit('Zet mij op de wachtlijst')
  expect(refused.text()).toContain('Vul een geldig e-mailadres in.')
  expect(refused.text()).toContain('Geef toestemming om je te mailen als er plek komt.')
  const joined = await refused
    .form('Wachtlijst')
    .fill('E-mail', address)
    .check(/^Ja, mail mij als dit dagdeel vrijkomt/)
    .submit('Zet mij op de wachtlijst')
  expect(joined.headings()).toContain('Bijna klaar')

  const confirmed = await visitor.openFromMail(address, /^Bevestig je plek op de wachtlijst/, '/wachtlijst/bevestigen')
  expect(confirmed.headings()).toContain('Je staat op de wachtlijst')
})
