/**
 * The owner's pages without JavaScript: plain links and form posts, from the login
 * form on, through the calendar, closures, the agenda, the bookings filter and invoices.
 */
import { expect, test } from 'vitest'
import { bookableDate } from '../support/booking-dates'
import { adminCookie } from '../support/worker/admin'
import { insertBooking } from '../support/worker/bookings'
import { ownerBrowser } from '../support/worker/browser'
import { owner as ownerApi } from '../support/worker/lifecycle'
import { count } from '../support/worker/requests'

test('without JavaScript the owner pages through the calendar and closes and reopens a day', async () => {
  const date = bookableDate(50)
  const owner = await ownerBrowser()
  const calendar = await owner.open('/admin/kalender')
  const month = calendar.texts('#kalender-periode')
  const next = await calendar.follow(/^Volgende/)
  expect(next.texts('#kalender-periode')).not.toEqual(month)
  const week = await next.within('nav', 'Weergave').follow('Week')
  expect(week.path).toMatch(/week=/)

  const closures = await owner.open('/admin/sluitingen')
  const closed = await closures
    .within('section', 'Dagen sluiten')
    .form()
    .fill('Eerste dag', date)
    .check('Middag')
    .fill('Reden (alleen voor jezelf)', 'Fotoshoot eigenaar')
    .submit('Dagen sluiten')
  expect(closed.path).toMatch(/melding=gesloten/)
  const planned = closed.within('section', 'Gepland')
  expect(planned.texts('li').filter((item) => item.includes('Fotoshoot eigenaar'))).toEqual([
    expect.stringContaining('middag'),
  ])
  const reopened = await planned.form({ button: /^Heropenen/ }).submit(/^Heropenen/)
  expect(reopened.path).toMatch(/melding=heropend/)
  expect(reopened.text()).not.toContain('Fotoshoot eigenaar')
})

test('without JavaScript the owner adds an activity and filters the bookings', async () => {
  const title = 'Open atelier'
  // A confirmed booking and a request, so that the filter has something to leave out.
  await insertBooking(1, bookableDate(20), 'bevestigd')
  await insertBooking(2, bookableDate(21))
  const owner = await ownerBrowser()
  const saved = await (await owner.open('/admin/agenda/nieuw'))
    .form({ button: 'Opslaan' })
    .fill('Titel', title)
    .fill('Beschrijving', 'Kijk mee hoe de oude gevel wordt hersteld, met koffie.')
    .fill('Datum', bookableDate(30))
    .submit('Opslaan')
  expect(saved.path).toMatch(/melding=opgeslagen/)
  expect(saved.link(title)).toBeTruthy()

  const dashboard = await owner.open('/admin')
  const filtered = await dashboard.within('[role="search"]').form().select('Status', 'bevestigd').submit('Zoeken')
  expect(filtered.path).toMatch(/status=bevestigd/)
  expect(filtered.within('section', 'Boekingen').texts('tr td:nth-child(6)')).toEqual(['bevestigd'])
})

test('without JavaScript the owner invoices a confirmed booking later and records a partial transfer', async () => {
  // Confirmed without an invoice, as the owner may choose.
  await insertBooking(1, bookableDate(40))
  expect((await ownerApi.decide(await adminCookie(), 1, 'confirm', true)).status).toBe(200)
  const owner = await ownerBrowser()
  const booking = await owner.open('/admin/boekingen/1')
  const invoiced = await booking.form({ button: 'Factuur maken en mailen' }).submit('Factuur maken en mailen')
  expect(invoiced.messages('status')).toEqual(['De factuur is gemaakt en naar de klant gemaild.'])
  const invoice = await invoiced.within('section', 'Facturen').follow(/^Factuur /)
  const paid = await invoice
    .form({ button: 'Betaling vastleggen' })
    .fill('Overboeking ontvangen (euro)', '100')
    .submit('Betaling vastleggen')
  expect(paid.path).toMatch(/melding=betaling/)
  expect(paid.texts('*')).toContain('open')
  expect(paid.text()).toContain('€\u00a0100,00 · betaald')
  expect(paid.text()).toContain('Overboeking, vastgelegd')
  // Sent again (the back button, a reload): a bad amount is refused in Dutch, and nothing is recorded.
  const refused = await paid
    .form({ button: 'Betaling vastleggen' })
    .fill('Overboeking ontvangen (euro)', 'honderd')
    .submit('Betaling vastleggen')
  expect(refused.form({ button: 'Betaling vastleggen' }).text()).toContain(
    'Vul het ontvangen bedrag in, bijvoorbeeld 235,73.',
  )
  expect(await count('payments')).toBe(1)
})

test('a period the export refuses is said beside its form, with the dates as the owner typed them', async () => {
  const owner = await ownerBrowser()
  const invoices = await owner.open('/admin?tab=facturen')
  const exportForm = () => invoices.form({ button: 'Exporteer voor de boekhouder (ZIP)' })
  for (const { from, to, message } of [
    { from: '2026-06-30', to: '2026-01-01', message: 'De laatste dag ligt voor de eerste: kies een geldige periode.' },
    {
      from: '2025-01-01',
      to: '2026-03-31',
      message: 'Een export beslaat hooguit 366 dagen: kies een kortere periode.',
    },
  ]) {
    const refused = await exportForm()
      .fill('Van', from)
      .fill('Tot en met', to)
      .submit(/^Exporteer/)
    expect(refused.status).toBe(200)
    expect(refused.headers.get('content-type')).toContain('text/html')
    expect(refused.headings(1)).toEqual(['Facturen'])
    const form = refused.form({ button: 'Exporteer voor de boekhouder (ZIP)' })
    expect(form.messages('alert')).toEqual([message])
    expect([form.value('Van'), form.value('Tot en met')]).toEqual([from, to])
  }
  // A good period is the ZIP itself.
  const zip = await exportForm()
    .fill('Van', '2026-01-01')
    .fill('Tot en met', '2026-03-31')
    .submit(/^Exporteer/)
  expect(zip.headers.get('content-type')).toBe('application/zip')
})

test('without JavaScript a customer added twice is refused on a page of its own, with what was entered', async () => {
  const owner = await ownerBrowser()
  const customers = await owner.open('/admin?tab=klanten')
  const add = () =>
    customers
      .form({ button: 'Toevoegen' })
      .fill('Naam', 'Wim de Wit')
      .fill('E-mail', 'wim.dewit@voorbeeld.nl')
      .fill('Bedrijf', 'De Witte Raaf')
      .submit('Toevoegen')
  const added = await add()
  expect(added.path).toMatch(/^\/admin\/klanten\/\d+$/)
  expect(added.text()).toContain('Wim de Wit')

  const refused = await add()
  expect(refused.status).toBe(409)
  expect(refused.path).toBe('/admin/klanten')
  expect(refused.messages('alert')).toContain('Er is al een klant met dit e-mailadres. Gebruik een ander e-mailadres.')
  const again = refused.form({ button: 'Toevoegen' })
  expect(again.value('Naam')).toBe('Wim de Wit')
  expect(again.value('Bedrijf')).toBe('De Witte Raaf')
  const fixed = await again.fill('E-mail', 'wim@dewitteraaf.nl').submit('Toevoegen')
  expect(fixed.path).toMatch(/^\/admin\/klanten\/\d+$/)
  expect(await count('customers')).toBe(2)
})
