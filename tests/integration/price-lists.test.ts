/**
 * The offer as data (docs/decisions/036-the-offer-as-data.md): the stored first list is the prices
 * the site had; a published list prices the meetings on and after its date; what was priced before
 * it keeps its list.
 */
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { addMonths, checkBookingDate, defaultVenueCalendar } from '~/lib/availability'
import { MINUTE_CACHE } from '~/lib/cache-policy'
import { addDays } from '~/lib/dates'
import { formatDate, formatEuro } from '~/lib/format'
import { defaultOptieUntil } from '~/lib/optie'
import type { PriceListDraft } from '~/lib/price-list'
import { getDb } from '~/server/db/client.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { publishPriceList } from '~/server/offer/publish.server'
import { bookableDate, bookingPayload, today } from '../support/booking-dates'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, adminJson } from '../support/worker/admin'
import { decideBooking, linkIn } from '../support/worker/bookings'
import { ownerBrowser } from '../support/worker/browser'
import { fakeMail } from '../support/worker/fake-mail'
import { owner as decisions } from '../support/worker/lifecycle'
import { publish } from '../support/worker/offer'
import { callWorker, count, expireCachedPage, postJson, rows } from '../support/worker/requests'

const db = () => getDb(env.DB)
const { id: _, ...firstDraft } = firstPriceList

/** A list from `validFrom` with the half-day room at 195,00 and the basis arrangement at 8,50. */
const dearer = (validFrom: string): PriceListDraft => ({
  ...firstDraft,
  name: 'Tarieven 2027',
  validFrom,
  room: { ...firstDraft.room, halfDayCents: 19_500 },
  entries: firstDraft.entries.map((entry) =>
    entry.kind === 'arrangement' && entry.key === 'basis' ? { ...entry, unitCents: 850 } : entry,
  ),
})

test('the stored first list is the prices the site had before lists were data', async () => {
  expect(await loadPriceBook(db())).toEqual([firstPriceList])
})

test('a list is published only from today on, with Dutch reasons, and the publication is in the log', async () => {
  const refused = await publishPriceList(
    db(),
    { ...dearer(addDays(today(), -1)), room: { ...firstDraft.room, vatRate: 7 } },
    { now: Date.now(), actor: 'eigenaar' },
  )
  expect(refused.problems).toEqual([
    { field: 'validFrom', message: 'Kies een ingangsdatum van vandaag of later.' },
    { field: 'room.vatRate', message: 'Kies 9 of 21 % btw.' },
  ])
  expect(await loadPriceBook(db())).toHaveLength(1)

  const from = addDays(today(), 20)
  const id = await publish(dearer(from))
  expect((await loadPriceBook(db())).map((list) => [list.id, list.validFrom])).toEqual([
    [1, '2024-01-01'],
    [id, from],
  ])
  const [entry] = await rows<{ actor: string; action: string; summary: string; changes: string }>(
    "SELECT actor, action, summary, changes FROM audit_log WHERE entity = 'price_list'",
  )
  expect(entry).toMatchObject({
    actor: 'eigenaar',
    action: 'price-list.publish',
    summary: `Prijslijst Tarieven 2027 gepubliceerd, voor bijeenkomsten vanaf ${formatDate(from)}`,
  })
  // Only what changed, in words and euros (app/lib/price-list-log.ts).
  expect(JSON.parse(entry?.changes ?? '{}')).toEqual({
    Prijslijst: ['Tarieven', 'Tarieven 2027'],
    'Zaalhuur dagdeel': ['€\u00a0175,00', '€\u00a0195,00'],
    Basisarrangement: ['€\u00a07,50', '€\u00a08,50'],
  })
})

test('a date before a new list is priced at the old list, after it at the new, two dates across at both', async () => {
  const from = addDays(today(), 40)
  await publish(dearer(from))
  const before = bookableDate(20)
  const after = bookableDate(45)
  const morning = { numPeople: 10, dayParts: 1, meetingType: 'basis', lunchType: 'geen' }
  const answer = await postJson('/api/bookings', {
    ...bookingPayload(),
    date: before,
    ...morning,
    laterDates: [{ date: after, dayParts: 1 }],
  })
  expect(answer.status, await answer.clone().text()).toBe(201)
  // Before: 175,00 + 10 x 7,50; after: 195,00 + 10 x 8,50. Btw 21 % on 370,00, 9 % on 160,00.
  const room = 17_500 + 19_500
  const food = 7_500 + 8_500
  const total = room + food + Math.round(room * 0.21) + Math.round(food * 0.09)
  expect(await rows('SELECT total_cents, price_list_id FROM bookings')).toEqual([
    { total_cents: total, price_list_id: 1 },
  ])
  expect(await rows('SELECT date, price_list_id FROM booking_later_days')).toEqual([{ date: after, price_list_id: 2 }])
})

test('a quote made before a new list keeps its price; a booking keeps its list for a people change', async () => {
  const date = bookableDate(40)
  // The quote and the request, both under the first list.
  const quoted = await postJson('/api/calculator/email-quote', {
    customer: { name: 'Jan', email: 'jan@voorbeeld.nl' },
    quote: { preferredDate: date, numPeople: 10, dayParts: 1, meetingType: 'basis', lunchType: 'geen' },
  })
  expect(quoted.status, await quoted.clone().text()).toBeLessThan(300)
  const requested = await postJson('/api/bookings', {
    ...bookingPayload(),
    date,
    numPeople: 10,
    dayParts: 1,
    meetingType: 'basis',
    lunchType: 'geen',
  })
  expect(requested.status).toBe(201)
  const { bookingId } = (await requested.json()) as { bookingId: number }
  expect((await decideBooking(await adminCookie(), bookingId, 'confirm')).status).toBe(200)

  // Then the owner raises the prices from today on.
  await publish(dearer(today()))

  const firstPrice = 17_500 + 7_500 + Math.round(17_500 * 0.21) + Math.round(7_500 * 0.09)
  expect(await rows('SELECT total_incl_vat_cents, price_list_id FROM quotes')).toEqual([
    { total_incl_vat_cents: firstPrice, price_list_id: 1 },
  ])
  const quotePage = await callWorker('/admin/offertes/1', { headers: { cookie: await adminCookie() } })
  expect(await quotePage.text()).toContain(formatEuro(firstPrice))

  // The customer changes the people: the new invoice is priced at the booking's own list.
  const mails = await fakeMail.delivered()
  // The owner's confirmation (decideBooking's subject "Bericht", with the pattern after it).
  const confirmation = mails.find(
    (mail) => mail.body.to.includes('sanne@groenenco.nl') && mail.body.subject.startsWith('Bericht'),
  )
  const path = linkIn(confirmation, '/mijn-boeking')
  const changed = await callWorker(path, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'personen', numPeople: '12' }),
    redirect: 'manual',
  })
  expect(changed.status).toBe(303)
  const twelve = 17_500 + 12 * 750
  expect(await rows('SELECT num_people, total_cents, price_list_id FROM bookings')).toEqual([
    {
      num_people: 12,
      total_cents: twelve + Math.round(17_500 * 0.21) + Math.round(12 * 750 * 0.09),
      price_list_id: 1,
    },
  ])
})

test('every page that states the offer follows a published list within its minute at the edge', async () => {
  const pages = [
    '/tarieven',
    '/diensten/vergaderen',
    '/voorwaarden',
    '/downloads/prijslijst.pdf',
    '/boeken',
    '/wachtlijst',
  ]
  for (const path of pages) {
    const response = await callWorker(path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('cache-control'), path).toBe(MINUTE_CACHE)
  }
  const page = '/diensten/vergaderen'
  expect(await (await callWorker(page)).text()).toContain(`vanaf ${formatEuro(17_500)}`)
  await publish(dearer(today()))
  const cached = await callWorker(page)
  expect(cached.headers.get('x-cache')).toBe('HIT')
  expect(await cached.text(), 'within its minute the edge may serve the old page').toContain(
    `vanaf ${formatEuro(17_500)}`,
  )
  await expireCachedPage(page)
  expect(await (await callWorker(page)).text()).toContain(`vanaf ${formatEuro(19_500)}`)
})

test('a list named in characters the PDF font lacks prints them as "?"; one that turns text is refused', async () => {
  const cookie = await adminCookie()
  const later = dearer(addDays(today(), 40))
  const turned = await adminJson(cookie, '/api/admin/prices', 'POST', { ...later, name: 'Tarieven \u202E7202' })
  expect(turned.status).toBe(400)
  const far = await adminJson(cookie, '/api/admin/prices', 'POST', { ...later, validFrom: '9999-12-31' })
  expect(far.status).toBe(400)
  expect(await count('price_lists')).toBe(1)
  const party = await adminJson(cookie, '/api/admin/prices', 'POST', { ...later, name: 'Feest 🎉 Łódź' })
  expect(party.status).toBe(201)
  await expireCachedPage('/downloads/prijslijst.pdf')
  const pdf = await callWorker('/downloads/prijslijst.pdf')
  expect(pdf.status).toBe(200)
  expect(pdf.headers.get('content-type')).toBe('application/pdf')
})

test('without JavaScript the owner prepares a list, sees what customers would pay, and publishes it', async () => {
  const owner = await ownerBrowser()
  const from = addDays(today(), 30)
  const page = await owner.open('/admin/prijzen')
  expect(page.texts('h3')).toContain('Tarieven')
  // Filled on the refused page: it shows the form as the owner sent it.
  const form = (on: typeof page) =>
    on
      .form({ button: 'Publiceren' })
      .fill('Hele dag', '320,00')
      .fill('Geldt voor bijeenkomsten vanaf', from)
      .fill('Dagdeel (ochtend of middag)', '195,00')
      .fill('Prijs per persoon excl. btw – Basisarrangement', '8,50')

  // A price that is no amount is refused in Dutch, and nothing is published.
  const refused = await page.form({ button: 'Publiceren' }).fill('Hele dag', 'veel').submit('Publiceren')
  expect(refused.text()).toContain('Vul een bedrag in als 175,00.')
  expect(await loadPriceBook(db())).toHaveLength(1)

  const preview = await form(refused).submit('Bekijk voorbeeld')
  const sample = preview.within('section', /^Voorbeeld/)
  // Ochtend, 8 people, basisarrangement: 175,00 + 60,00 now; 195,00 + 68,00 new (btw 21 % and 9 %).
  expect(sample.text()).toContain(formatEuro(17_500 + 3_675 + 6_000 + 540))
  expect(sample.text()).toContain(formatEuro(19_500 + 4_095 + 6_800 + 612))
  expect(await loadPriceBook(db())).toHaveLength(1)

  const published = await preview.form({ button: 'Publiceren' }).submit('Publiceren')
  expect(published.path).toBe('/admin/prijzen?melding=gepubliceerd')
  expect(published.text()).toContain('De prijslijst is gepubliceerd.')
  expect(published.texts('h3')).toEqual(
    expect.arrayContaining(['Tarieven', expect.stringMatching(/^Tarieven 20\d\d$/)]),
  )
  const [, added] = await loadPriceBook(db())
  expect(added).toMatchObject({ validFrom: from, room: { halfDayCents: 19_500 } })
  expect(added?.entries.find((entry) => entry.kind === 'arrangement' && entry.key === 'basis')?.unitCents).toBe(850)
})

test('the JSON API reads the lists and publishes a new one, for the owner only', async () => {
  expect((await postJson('/api/admin/prices', dearer(addDays(today(), 10)))).status).toBe(401)
  expect((await callWorker('/api/admin/prices')).status).toBe(401)
  const cookie = await adminCookie()
  const refused = await adminJson(cookie, '/api/admin/prices', 'POST', {
    ...dearer(addDays(today(), -1)),
    entries: [{ ...firstDraft.entries[0], unitCents: 7.5 }],
  })
  expect(refused.status).toBe(400)
  expect(await refused.json()).toMatchObject({
    fieldErrors: { 'entries.0.unitCents': ['Vul een bedrag in hele centen in.'] },
  })
  const early = await adminJson(cookie, '/api/admin/prices', 'POST', dearer(addDays(today(), -1)))
  expect(await early.json()).toMatchObject({
    fieldErrors: { validFrom: ['Kies een ingangsdatum van vandaag of later.'] },
  })

  const from = addDays(today(), 10)
  const created = await adminJson(cookie, '/api/admin/prices', 'POST', dearer(from))
  expect(created.status).toBe(201)
  const { lists } = (await (await adminJson(cookie, '/api/admin/prices', 'GET')).json()) as { lists: PriceListDraft[] }
  expect(lists.map((list) => [list.validFrom, list.room.halfDayCents])).toEqual([
    ['2024-01-01', 17_500],
    [from, 19_500],
  ])
})

test('without JavaScript the owner changes the terms from today; pages follow, a booking keeps its own', async () => {
  // A booking confirmed under the first list's terms.
  const before = await postJson('/api/bookings', { ...bookingPayload(), date: bookableDate(30) })
  const { bookingId } = (await before.json()) as { bookingId: number }
  expect((await decideBooking(await adminCookie(), bookingId, 'confirm')).status).toBe(200)
  const confirmation = (await fakeMail.delivered()).find((mail) => mail.body.subject.startsWith('Bericht'))
  const ownPage = linkIn(confirmation, '/mijn-boeking')

  const owner = await ownerBrowser()
  const page = await owner.open('/admin/prijzen')
  const preview = await page
    .form({ button: 'Publiceren' })
    .fill('Geldt voor bijeenkomsten vanaf', today())
    .fill('Gratis annuleren tot, dagen voor de datum', '21')
    .fill('Betaaltermijn factuur, dagen', '30')
    .submit('Bekijk voorbeeld')
  const changed = preview.within('section', /^Voorbeeld/)
  expect(changed.texts('li')).toEqual([
    'Na de bevestiging van je boeking krijg je de factuur per e-mail; die betaal je binnen 30 dagen na de ' +
      'factuurdatum.',
    'Annuleer je 21 dagen of langer voor de datum, dan betaal je niets.',
  ])
  const published = await preview.form({ button: 'Publiceren' }).submit('Publiceren')
  expect(published.text()).toContain('betalen binnen 30 dagen · gratis annuleren tot 21 dagen vooraf')

  for (const path of ['/voorwaarden', '/']) {
    await expireCachedPage(path)
    expect(await (await callWorker(path)).text(), path).toContain('Annuleer je 21 dagen of langer voor de datum')
  }
  // The booking made before keeps the terms it was confirmed with.
  const own = await (await callWorker(ownPage)).text()
  expect(own).toContain('Annuleer je 14 dagen of langer voor de datum')
  expect(own).not.toContain('Annuleer je 21 dagen')
  // A booking confirmed now is due in 30 days.
  const after = await postJson('/api/bookings', {
    ...bookingPayload(),
    email: 'noor@voorbeeld.nl',
    date: bookableDate(40),
  })
  const { bookingId: next } = (await after.json()) as { bookingId: number }
  expect((await decideBooking(await adminCookie(), next, 'confirm')).status).toBe(200)
  expect(await rows('SELECT booking_id, due_on FROM invoices ORDER BY booking_id')).toEqual([
    { booking_id: bookingId, due_on: addDays(today(), 14) },
    { booking_id: next, due_on: addDays(today(), 30) },
  ])
})

test('without JavaScript the owner sets the room, the online window and the optie; a date keeps its room', async () => {
  // A booking confirmed under the first list: a room of 15.
  const before = await postJson('/api/bookings', { ...bookingPayload(), date: bookableDate(30) })
  const { bookingId: old } = (await before.json()) as { bookingId: number }
  expect((await decideBooking(await adminCookie(), old, 'confirm')).status).toBe(200)
  const confirmation = (await fakeMail.delivered()).find((mail) => mail.body.subject.startsWith('Bericht'))
  const oldPage = linkIn(confirmation, '/mijn-boeking')

  const owner = await ownerBrowser()
  const form = (on: Awaited<ReturnType<typeof owner.open>>, months: string) =>
    on
      .form({ button: 'Publiceren' })
      .fill('Geldt voor bijeenkomsten vanaf', today())
      .fill('Maximaal aantal personen', '20')
      .fill('Online boeken tot, uur voor het begin', '48')
      .fill('Online boeken tot, maanden vooruit', months)
      .fill('Optie standaard, dagen', '7')
  // A window beyond the range is refused at the preview already, in Dutch.
  const tooFar = await form(await owner.open('/admin/prijzen'), '30').submit('Bekijk voorbeeld')
  expect(tooFar.text()).toContain('Kies 1 tot 24 maanden.')
  expect(tooFar.text()).not.toContain('Zo lezen de voorwaarden die veranderen')
  const preview = await form(tooFar, '9').submit('Bekijk voorbeeld')
  expect(preview.within('section', /^Voorbeeld/).texts('li')).toEqual([
    expect.stringContaining('De ruimte is er voor maximaal 20 personen. Online boek je op werkdagen, van 48 uur tot 9'),
    expect.stringContaining('meestal 7 dagen en uiterlijk tot de dag voor je bijeenkomst'),
    'Er mogen niet meer dan 20 personen tegelijk in de ruimte zijn.',
  ])
  const published = await preview.form({ button: 'Publiceren' }).submit('Publiceren')
  expect(published.text()).toContain(
    'Maximaal 20 personen · online boeken van 48 uur tot 9 maanden vooruit · optie standaard 7 dagen',
  )

  // Every page that states the room or the window says what the list in effect says.
  const pages: [string, string[]][] = [
    ['/', ['teams tot 20 personen', 'Voor maximaal 20 personen', 'tot 48 uur van tevoren en tot 9 maanden vooruit']],
    ['/voorwaarden', ['De ruimte is er voor maximaal 20 personen', 'meestal 7 dagen']],
    ['/boeken', ['Online kun je tot 9 maanden vooruit boeken', 'tot 48 uur van tevoren boeken']],
    ['/diensten/vergaderen', ['2 tot 20 personen']],
    ['/tarieven', ['Online boeken kan op werkdagen, van 48 uur tot 9 maanden vooruit.', 'max="20"']],
  ]
  for (const [path, texts] of pages) {
    await expireCachedPage(path)
    const html = await (await callWorker(path)).text()
    for (const text of texts) expect(html, path).toContain(text)
    expect(html, path).not.toMatch(/tot 15 personen|6 maanden/)
  }

  // A request for 18 is taken, for 21 refused by the new room; a date 8 months ahead is in the window now.
  let far = addMonths(today(), 8)
  while (!checkBookingDate(far, 3, Date.now(), defaultVenueCalendar, { minHoursAhead: 48, maxMonthsAhead: 9 }).ok)
    far = addDays(far, 1)
  const largeDate = bookableDate(45)
  const large = await postJson('/api/bookings', {
    ...bookingPayload(),
    email: 'groot@voorbeeld.nl',
    date: largeDate,
    numPeople: 18,
  })
  expect(large.status).toBe(201)
  const tooLarge = await postJson('/api/bookings', { ...bookingPayload(), email: 'te@voorbeeld.nl', numPeople: 21 })
  expect(tooLarge.status).toBe(400)
  expect(JSON.stringify(await tooLarge.json())).toContain('Kies een aantal van 1 tot 20 personen.')
  const later = await postJson('/api/bookings', { ...bookingPayload(), email: 'ver@voorbeeld.nl', date: far })
  expect(later.status).toBe(201)

  // An optie without a last day runs the new list's 7 days (to a weekday, app/lib/optie.ts).
  const { bookingId: large18 } = (await large.json()) as { bookingId: number }
  expect((await decisions.optie(await adminCookie(), large18)).status).toBe(200)
  expect(await rows('SELECT optie_until FROM bookings WHERE id = ?', large18)).toEqual([
    { optie_until: defaultOptieUntil(largeDate, Date.now(), 7) },
  ])

  // The booking confirmed before keeps its room of 15: its page says so and 16 is refused.
  const own = await (await callWorker(oldPage)).text()
  expect(own).toContain('Minimaal 1, maximaal 15 personen.')
  const refused = await callWorker(oldPage, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'personen', numPeople: '16' }),
    redirect: 'manual',
  })
  expect(refused.status).toBe(400)
  expect(await refused.text()).toContain('Kies een aantal van 1 tot 15 personen.')
  expect(await rows('SELECT num_people FROM bookings WHERE id = ?', old)).toEqual([{ num_people: 10 }])
})

test('without JavaScript the owner stops the luxe lunch; no page offers it, a booking keeps it', async () => {
  const date = bookableDate(30)
  const before = await postJson('/api/bookings', { ...bookingPayload(), date, lunchType: 'luxe' })
  const { bookingId } = (await before.json()) as { bookingId: number }
  expect((await decideBooking(await adminCookie(), bookingId, 'confirm')).status).toBe(200)
  const confirmation = (await fakeMail.delivered()).find((mail) => mail.body.subject.startsWith('Bericht'))
  const ownPage = linkIn(confirmation, '/mijn-boeking')

  const owner = await ownerBrowser()
  const preview = await (await owner.open('/admin/prijzen'))
    .form({ button: 'Publiceren' })
    .fill('Geldt voor bijeenkomsten vanaf', today())
    .fill('Naam – Luxe lunch', '')
    .submit('Bekijk voorbeeld')
  // The sample with the luxe lunch is not priced under a list without it.
  const samples = preview.within('section', /^Voorbeeld/).text()
  expect(samples).toContain('luxe arrangement, basislunch')
  expect(samples).not.toContain('luxe lunch')
  const published = await preview.form({ button: 'Publiceren' }).submit('Publiceren')
  expect(published.text()).toContain('De prijslijst is gepubliceerd.')
  // Its row stays, empty, to offer it again.
  expect(published.text()).toContain('Luxe lunch (niet aangeboden)')

  await expireCachedPage('/tarieven')
  const rates = await (await callWorker('/tarieven')).text()
  expect(rates).toContain('Basislunch')
  expect(rates).not.toContain('Luxe lunch')
  const asked = `datum=${bookableDate(40)}&personen=8&dagdeel=3&arrangement=basis&lunch=luxe`
  const refusal = 'Dit arrangement of deze lunch bieden we op die datum niet aan.'
  const oldLink = await callWorker(`/tarieven?${asked}`)
  expect(oldLink.status).toBe(200)
  expect(await oldLink.text()).toContain(refusal)
  // The calculator's PDF before a date is chosen prices under today's list.
  const pdf = await callWorker('/tarieven/offerte.pdf?personen=8&dagdeel=3&arrangement=basis&lunch=luxe')
  expect(pdf.status).toBe(400)
  expect(await pdf.text()).toBe(refusal)
  const request = await postJson('/api/bookings', {
    ...bookingPayload(),
    email: 'luxe@voorbeeld.nl',
    date: bookableDate(40),
    lunchType: 'luxe',
  })
  expect(request.status).toBe(400)
  expect(JSON.stringify(await request.json())).toContain(refusal)
  await expireCachedPage('/')
  expect(await (await callWorker('/')).text()).toContain(
    'Zeker. Kies in de calculator de basislunch (broodjes, soep en salade).',
  )

  // The booking confirmed before keeps its luxe lunch, also when its people change.
  expect(await (await callWorker(ownPage)).text()).toContain('Luxe lunch')
  const changed = await callWorker(ownPage, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'personen', numPeople: '9' }),
    redirect: 'manual',
  })
  expect(changed.status).toBe(303)
  expect(await rows('SELECT num_people, lunch_type FROM bookings WHERE id = ?', bookingId)).toEqual([
    { num_people: 9, lunch_type: 'luxe' },
  ])
})
