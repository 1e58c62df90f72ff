/**
 * The optie (docs/decisions/026-optie.md) through every entrance: the owner gives, extends and ends
 * it; /boeken and the owner's calendar show it; the customer confirms it or lets it go from the link
 * in the mail; the cron reminds once and lets it lapse. An optie that lapses while the customer
 * confirms it ends one way only.
 */
import { expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import { addDays } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { defaultOptieUntil } from '~/lib/optie'
import { bookableDate, bookableDates } from '../support/booking-dates'
import { firstPriceList } from '../support/price-lists'
import { adminCookie, asAdmin } from '../support/worker/admin'
import { decideBooking, inDays, insertBooking, linkIn, today } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { cron, customer, lifecycleViolations, owner } from '../support/worker/lifecycle'
import { callWorker, postForm, rows } from '../support/worker/requests'

const DAY = 24 * 60 * 60_000

const mailsTo = async (to: string) =>
  (await fakeMail.delivered()).filter((mail) => mail.body.to.includes(to)).map((mail) => mail.body)

const bookingRow = async (id = 1) =>
  (
    await rows<{ status: string; last_decision: string | null; optie_until: string | null }>(
      'SELECT status, last_decision, optie_until FROM bookings WHERE id = ?',
      id,
    )
  )[0]

const slotsOf = (id = 1) =>
  rows<{ part: string }>('SELECT part FROM booking_slots WHERE booking_id = ? ORDER BY part', id)

/** A confirmed place on the waiting list for the whole day. */
async function waitingFor(email: string, date: string) {
  await postForm('/wachtlijst', await formFields({ email, date, dayParts: '3', consent: 'on' }))
  const mail = (await fakeMail.delivered()).findLast((sent) => sent.body.to.includes(email))
  await callWorker(linkIn(mail, '/wachtlijst/bevestigen'))
}

/** A request on `date` under an optie until `until`, and the customer's link from the optie mail. */
/** The status the customer's page states, from its facts ("Status" and what follows). */
const statusOn = (html: string) => html.match(/<dt[^>]*>Status<\/dt><dd[^>]*>([^<]*)<\/dd>/)?.[1]

async function optieOn(date: string, until?: string, id = 1) {
  await insertBooking(id, date)
  const cookie = await adminCookie()
  const response = await owner.optie(cookie, id, until)
  expect(await response.json()).toEqual({ ok: true, message: 'Optie gegeven', pdfDownloadUrl: null })
  const mail = (await fakeMail.delivered()).findLast((sent) => sent.body.to.includes(`klant${id}@voorbeeld.nl`))
  return { cookie, link: linkIn(mail, '/mijn-boeking') }
}

test('an optie holds its day parts: /boeken says optie, offers the waiting list; another is refused', async () => {
  const date = bookableDate(30)
  await optieOn(date)
  const until = defaultOptieUntil(date, Date.now(), firstPriceList.terms.optieDays)
  expect(await bookingRow()).toEqual({ status: 'optie', last_decision: 'optie', optie_until: until })
  expect(await slotsOf()).toEqual([{ part: 'middag' }, { part: 'ochtend' }])

  const [mail] = await mailsTo('klant1@voorbeeld.nl')
  expect(mail?.subject).toBe('Optie – De Oude Paardenslagerij')
  expect(mail?.text).toContain(`Optie tot en met: ${formatLongDate(until)}`)
  expect(mail?.text).toContain(`Doe je niets, dan vervalt ze na ${formatLongDate(until)} vanzelf.`)

  const page = await (await callWorker(`/boeken?datum=${date}`)).text()
  expect(page).toContain('Optie: we houden dit voor iemand vast tot die beslist.')
  expect(page).toContain(`/wachtlijst?datum=${date}&amp;dagdeel=3`)
  expect(page).not.toContain('Hele dag boeken')

  const calendar = await (await asAdmin(await adminCookie(), `/admin/kalender?week=${date}`)).text()
  expect(calendar).toContain('optie, Klant 1, 15 personen')

  await insertBooking(2, date)
  const taken = await decideBooking(await adminCookie(), 2, 'confirm')
  expect(taken.status).toBe(409)
  expect(await taken.json()).toEqual({ error: lifecycleMessages.slotTaken })
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('an optie ends at the latest the day before the booking; before today or after that is refused', async () => {
  const date = bookableDate(5)
  await insertBooking(1, date)
  const cookie = await adminCookie()
  for (const until of [date, addDays(today(), -1)]) {
    const refused = await owner.optie(cookie, 1, until)
    expect(refused.status).toBe(409)
    expect((await refused.json<{ error: string }>()).error).toMatch(/^Een optie loopt .*Er is niets gewijzigd\.$/)
  }
  expect(await bookingRow()).toMatchObject({ status: 'aanvraag', optie_until: null })
  // Without a date the optie runs as long as the setting says, but not into the booking's day, and
  // ends on a weekday (app/lib/optie.ts; tests/unit/optie.test.ts has the days).
  await owner.optie(cookie, 1)
  expect((await bookingRow())?.optie_until).toBe(defaultOptieUntil(date, Date.now(), firstPriceList.terms.optieDays))
})

test('the customer confirms the optie: confirmed at once, with invoice and invite; again is no change', async () => {
  const date = bookableDate(30)
  const { link } = await optieOn(date)
  const before = await (await callWorker(link)).text()
  expect(before).toContain(
    `Optie tot en met ${formatLongDate(defaultOptieUntil(date, Date.now(), firstPriceList.terms.optieDays))}`,
  )
  expect(before).toContain('Optie laten vervallen')

  const accepted = await customer.post(link, { intent: 'optie-bevestigen' })
  expect(accepted.status).toBe(303)
  expect(accepted.headers.get('location')).toContain('melding=optie-bevestigd')
  expect(await bookingRow()).toEqual({ status: 'bevestigd', last_decision: 'confirm', optie_until: null })
  expect(await slotsOf()).toEqual([{ part: 'middag' }, { part: 'ochtend' }])
  expect(await rows('SELECT kind, total_cents FROM invoices WHERE booking_id = 1')).toEqual([
    { kind: 'factuur', total_cents: 96_354 },
  ])
  const toCustomer = await mailsTo('klant1@voorbeeld.nl')
  const confirmation = toCustomer.find((mail) => mail.subject.startsWith('Bevestiging van je boeking'))
  expect(confirmation?.attachments?.map((file) => file.filename)).toEqual(
    expect.arrayContaining([expect.stringMatching(/\.ics$/)]),
  )
  expect(toCustomer.some((mail) => mail.subject.startsWith('Factuur'))).toBe(true)
  expect((await mailsTo('inbox@venue.test')).map((mail) => mail.subject)).toContain('Optie 1 bevestigd door de klant')

  const again = await customer.post(link, { intent: 'optie-bevestigen' })
  expect(again.headers.get('location')).toContain('melding=optie-al-bevestigd')
  expect(await rows('SELECT id FROM invoices')).toHaveLength(1)
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('the cron reminds once two days before the last day, then lets the optie lapse and tells everyone', async () => {
  const date = bookableDate(30)
  const until = inDays(3)
  await optieOn(date, until)
  await waitingFor('wacht@voorbeeld.nl', date)
  const reminders = async () =>
    (await mailsTo('klant1@voorbeeld.nl')).filter((mail) => mail.subject.startsWith('Je optie loopt'))

  await cron(Date.now())
  expect(await reminders()).toEqual([])
  await cron(Date.now() + DAY)
  await cron(Date.now() + DAY + 60_000)
  expect((await reminders()).map((mail) => mail.subject)).toEqual([
    'Je optie loopt overmorgen af – De Oude Paardenslagerij',
  ])
  expect(await bookingRow()).toMatchObject({ status: 'optie' })

  await cron(amsterdamInstant(addDays(until, 1), '00:05'))
  expect(await bookingRow()).toEqual({ status: 'geannuleerd', last_decision: 'expire', optie_until: null })
  expect(await slotsOf()).toEqual([])
  expect((await mailsTo('klant1@voorbeeld.nl')).map((mail) => mail.subject)).toContain(
    `Je optie op ${formatLongDate(date)} is verlopen – De Oude Paardenslagerij`,
  )
  expect((await mailsTo('inbox@venue.test')).map((mail) => mail.subject)).toContain('Optie 1 verlopen')
  expect((await mailsTo('wacht@voorbeeld.nl')).map((mail) => mail.subject)).toContainEqual(
    expect.stringMatching(/^Er is plek:/),
  )
  expect(await rows("SELECT action FROM audit_log WHERE entity = 'booking' ORDER BY id")).toEqual([
    { action: 'booking.optie' },
    { action: 'booking.optie-reminder' },
    { action: 'booking.optie-expire' },
  ])
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('the owner extends an optie, the customer is mailed and reminded again; a shorter one is refused', async () => {
  const date = bookableDate(30)
  const { cookie } = await optieOn(date, inDays(2))
  await cron(Date.now())
  const later = inDays(10)
  const extended = await owner.extend(cookie, 1, later)
  expect(await extended.json()).toEqual({ ok: true, message: 'Optie verlengd', pdfDownloadUrl: null })
  expect((await bookingRow())?.optie_until).toBe(later)
  expect((await mailsTo('klant1@voorbeeld.nl')).map((mail) => mail.subject)).toContain(
    `Je optie loopt nu tot en met ${formatLongDate(later)} – De Oude Paardenslagerij`,
  )
  const shorter = await owner.extend(cookie, 1, inDays(5))
  expect(shorter.status).toBe(409)
  expect(await shorter.json()).toEqual({ error: lifecycleMessages.optieNotLonger })

  await cron(Date.now() + 8 * DAY)
  const reminders = (await mailsTo('klant1@voorbeeld.nl')).filter((mail) => mail.subject.startsWith('Je optie loopt'))
  expect(reminders.map((mail) => mail.subject)).toEqual([
    'Je optie loopt overmorgen af – De Oude Paardenslagerij',
    `Je optie loopt nu tot en met ${formatLongDate(later)} – De Oude Paardenslagerij`,
    'Je optie loopt overmorgen af – De Oude Paardenslagerij',
  ])
})

test('the customer lets the optie go free of charge, and the waiting list hears of the free day', async () => {
  const date = bookableDate(30)
  const { link } = await optieOn(date)
  await waitingFor('wacht@voorbeeld.nl', date)
  const gone = await customer.post(link, { intent: 'annuleren' })
  expect(gone.headers.get('location')).toContain('melding=optie-vervallen')
  expect(await bookingRow()).toEqual({ status: 'geannuleerd', last_decision: 'lapse-optie', optie_until: null })
  // One word for one act: the notice says vervallen, and so does the status under it.
  expect(statusOn(await (await callWorker(link)).text())).toBe('Vervallen')
  expect(await rows('SELECT id FROM invoices')).toEqual([])
  expect((await mailsTo('klant1@voorbeeld.nl')).map((mail) => mail.subject)).toContain(
    'Je optie is vervallen – De Oude Paardenslagerij',
  )
  expect((await mailsTo('inbox@venue.test')).map((mail) => mail.subject)).toContain(
    'Optie 1 laten vervallen door de klant',
  )
  expect((await mailsTo('wacht@voorbeeld.nl')).some((mail) => mail.subject.startsWith('Er is plek:'))).toBe(true)
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test("an optie the owner ends is beëindigd on the customer's page, and its mail is about the optie", async () => {
  const date = bookableDate(30)
  const { cookie, link } = await optieOn(date)
  await waitingFor('wacht@voorbeeld.nl', date)
  expect((await decideBooking(cookie, 1, 'reject')).status).toBe(200)
  expect(await bookingRow()).toEqual({ status: 'geannuleerd', last_decision: 'end-optie', optie_until: null })
  expect(statusOn(await (await callWorker(link)).text())).toBe('Beëindigd')
  const ended = (await fakeMail.delivered()).findLast((sent) => sent.body.to.includes('klant1@voorbeeld.nl'))
  expect(ended?.body.html).toContain('Over je optie')
  expect((await mailsTo('wacht@voorbeeld.nl')).some((mail) => mail.subject.startsWith('Er is plek:'))).toBe(true)
  const list = await (await asAdmin(cookie, '/admin?tab=boekingen')).text()
  expect(list).toContain('geannuleerd (optie beëindigd)')
  expect(await lifecycleViolations(1, 0)).toEqual([])
})

test('an optie that lapses while the customer confirms it ends one way only, in parallel bursts', async () => {
  for (const [index, date] of bookableDates(6, 23).entries()) {
    const round = index + 1
    // Its last day is today: the customer's clock says it still runs, the cron's says it lapsed.
    const { link } = await optieOn(date, today(), round)
    const afterMidnight = amsterdamInstant(addDays(today(), 1), '00:00') + round * 1_000
    const answers = await Promise.all([
      customer.post(link, { intent: 'optie-bevestigen' }),
      cron(afterMidnight).then(() => undefined),
      customer.post(link, { intent: 'optie-bevestigen' }),
      cron(afterMidnight + 500).then(() => undefined),
      customer.post(link, { intent: 'optie-bevestigen' }),
    ])
    for (const answer of answers) expect(answer?.status ?? 303).toBeLessThan(500)
    const row = await bookingRow(round)
    const log = await rows<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'booking' AND entity_id = ? AND action != 'booking.optie'",
      round,
    )
    const invoices = await rows('SELECT id FROM invoices WHERE booking_id = ?', round)
    if (row?.status === 'bevestigd') {
      expect(log).toEqual([{ action: 'booking.optie-accept' }])
      expect(invoices).toHaveLength(1)
    } else {
      expect(row).toMatchObject({ status: 'geannuleerd', last_decision: 'expire' })
      expect(log).toEqual([{ action: 'booking.optie-expire' }])
      expect(invoices).toEqual([])
    }
    expect(await lifecycleViolations(round, 0)).toEqual([])
  }
}, 60_000)
