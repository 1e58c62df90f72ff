/**
 * The HTML-form browser of the no-JS integration tests (tests/support/worker/browser.ts) does what
 * a browser without JavaScript does: what it sends, where, and what it keeps.
 */
import { expect, test } from 'vitest'
import { bookableDate } from '../support/booking-dates'
import { Browser, ownerBrowser, Page } from '../support/worker/browser'

/** A page of our own, as if the Worker had sent it, to check what its form sends. */
const fixture = (body: string) =>
  new Page(new Browser(), new URL('https://venue.test/proef'), 200, new Headers(), `<html><body>${body}</body></html>`)

test('a form sends its fields as the page has them, and only the button that submits it', () => {
  const page = fixture(`
    <form aria-labelledby="titel" method="post">
      <h2 id="titel">Proef</h2>
      <input type="hidden" name="formToken" value="ondertekend">
      <label for="naam">Naam <span aria-hidden="true">*</span></label><input id="naam" name="naam" value="Els">
      <label>Bericht <textarea name="bericht">Hallo</textarea></label>
      <input name="plaats" aria-label="Plaats">
      <select name="dagdeel" aria-label="Dagdeel">
        <option value="1">Ochtend</option><option value="2">Middag</option>
      </select>
      <label><input type="radio" name="soort" value="a" checked> Soort A</label>
      <label><input type="radio" name="soort" value="b"> Soort B</label>
      <label><input type="checkbox" name="nieuwsbrief"> Nieuwsbrief</label>
      <input name="uit" value="x" disabled>
      <button name="intent" value="opslaan">Opslaan</button>
      <button name="intent" value="wissen">Wissen</button>
    </form>
    <input form="elders" name="vreemd" value="y">`)
  const form = page.form('Proef')
  expect(form.value('Naam')).toBe('Els')
  form.fill('Bericht', 'Tot morgen').fill('Plaats', 'Obdam').select('Dagdeel', 'Middag').check('Soort B')
  form.check('Nieuwsbrief')
  const save = form.buttons().find((button) => button.getAttribute('value') === 'opslaan')
  if (!save) throw new Error('the page has a button Opslaan')
  expect(form.entries(save)).toEqual([
    ['formToken', 'ondertekend'],
    ['naam', 'Els'],
    ['bericht', 'Tot morgen'],
    ['plaats', 'Obdam'],
    ['dagdeel', '2'],
    ['soort', 'b'],
    ['nieuwsbrief', 'on'],
    ['intent', 'opslaan'],
  ])
  expect(() => form.fill('Adres', 'x')).toThrow(/0 fields labelled Adres/)
})

test("a button's formaction and formmethod win over the form's; a GET form puts its fields in the query", async () => {
  const page = fixture(`
    <form aria-label="Rekenen" method="post" action="/nergens">
      <input type="hidden" name="datum" value="${bookableDate()}">
      <button name="personen" value="15" formaction="/tarieven" formmethod="get">Bereken</button>
    </form>`)
  const result = await page.form('Rekenen').submit('Bereken')
  expect(result.status).toBe(200)
  expect(result.path).toBe(`/tarieven?datum=${bookableDate()}&personen=15`)
  expect(result.form('Prijscalculator').value('Aantal personen')).toBe('15')
})

test('the owner logs in through the form: the cookie stays with that browser, and a 303 is followed', async () => {
  const owner = await ownerBrowser()
  expect((await owner.open('/admin')).headings()).toContain('Overzicht')
  const stranger = new Browser()
  expect(stranger.ip).not.toBe(owner.ip)
  expect((await stranger.open('/admin')).form({ button: 'Inloggen' }).text()).toContain('Wachtwoord')

  const created = await (await owner.open('/admin/agenda/nieuw'))
    .form({ button: 'Opslaan' })
    .fill('Titel', 'Open atelier')
    .fill('Beschrijving', 'Kijk mee hoe de oude gevel wordt hersteld, met koffie.')
    .fill('Datum', bookableDate(30))
    .submit('Opslaan')
  expect(created.path).toMatch(/melding=opgeslagen/)
  // The list's button carries intent=verbergen itself; the action answers 303 and the browser follows.
  const hidden = await created.form({ button: 'Verbergen: Open atelier' }).submit('Verbergen: Open atelier')
  expect(hidden.status).toBe(200)
  expect(hidden.path).toBe('/admin/agenda?melding=verbergen')
  expect(hidden.messages('status')).toEqual(['De activiteit staat binnen een minuut niet meer op de website.'])
})

test('each browser is a client of its own address: the rate limit that stops one leaves another alone', async () => {
  const send = async (browser: Browser) =>
    (await browser.open('/contact'))
      .form('Contactformulier')
      .fill('Naam', 'Els de Wit')
      .fill('E-mail', 'els@voorbeeld.nl')
      .fill('Onderwerp', 'Vraag')
      .fill('Bericht', 'Is de ruimte op 12 maart vrij?')
      .submit('Verstuur bericht')
  const first = new Browser()
  for (let sent = 0; sent < 5; sent += 1) expect((await send(first)).path).toBe('/contact/verzonden')
  const refused = await send(first)
  expect(refused.status).toBe(429)
  expect(refused.form('Contactformulier').text()).toMatch(/te vaak verstuurd/)
  expect((await send(new Browser())).path).toBe('/contact/verzonden')
})
