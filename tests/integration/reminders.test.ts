/**
 * The cron's reminders with a moved clock (the scheduled time): a week and 48 hours before a
 * confirmed booking, and once for an invoice unpaid after its term; each exactly once, none for a
 * cancelled booking or a paid invoice.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import worker from '../../worker/index'
import { adminCookie } from '../support/worker/admin'
import { decideBooking, inDays, insertBooking, invoiceYear } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { rows } from '../support/worker/requests'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR
const year = invoiceYear()

async function cronAt(now: number) {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron: '* * * * *', scheduledTime: now }), env, ctx)
  await waitOnExecutionContext(ctx)
}

const reminders = async () =>
  (await fakeMail.delivered()).filter((mail) => mail.body.subject.startsWith('Herinnering')).map((mail) => mail.body)

/** A confirmed booking for the whole day (08:30) on `date`, confirmed at `confirmedAt`. */
async function confirmedBooking(id: number, date: string, confirmedAt: number, status = 'bevestigd') {
  await insertBooking(id, date, status)
  await env.DB.prepare('UPDATE bookings SET status_changed_at = ? WHERE id = ?').bind(confirmedAt, id).run()
  return amsterdamInstant(date, '08:30')
}

test('a week and 48 hours before, with the link to the booking and the parking guide; each once', async () => {
  const start = await confirmedBooking(1, inDays(20), Date.now())
  await cronAt(start - 8 * DAY)
  expect(await reminders()).toEqual([])

  await cronAt(start - 6 * DAY)
  await cronAt(start - 6 * DAY + 60_000)
  await cronAt(start - 3 * DAY)
  const [week, ...rest] = await reminders()
  expect(rest).toEqual([])
  expect(week?.to).toEqual(['klant1@voorbeeld.nl'])
  expect(week?.subject).toMatch(/^Herinnering: je bijeenkomst over 6 dagen, /)
  expect(week?.text).toContain('voor 15 personen')
  expect(week?.text).toContain('https://venue.test/mijn-boeking?sleutel=')
  expect(week?.text).toContain('https://venue.test/downloads/parkeerwijzer.pdf')

  // Two runs at the same moment still send one.
  await Promise.all([cronAt(start - 47 * HOUR), cronAt(start - 47 * HOUR)])
  await cronAt(start - 2 * HOUR)
  const soon = (await reminders()).slice(1)
  expect(soon.map((mail) => mail.subject)).toHaveLength(1)
  expect(soon[0]?.subject).toMatch(/^Herinnering: je bijeenkomst overmorgen, /)
  expect(soon[0]?.html).toContain('Tot overmorgen!')
  expect(await rows("SELECT kind FROM notices_sent WHERE entity = 'booking' ORDER BY kind")).toEqual([
    { kind: '48u' },
    { kind: 'week' },
  ])
})

test('no reminder for a cancelled booking or a request; none for a window opened before the confirmation', async () => {
  const cancelled = await confirmedBooking(1, inDays(20), Date.now(), 'geannuleerd')
  await confirmedBooking(2, inDays(20), Date.now(), 'aanvraag')
  await cronAt(cancelled - 6 * DAY)
  await cronAt(cancelled - 40 * HOUR)
  expect(await reminders()).toEqual([])

  // Confirmed four days before: the week's reminder would repeat the confirmation; 48 hours still comes.
  const late = await confirmedBooking(3, inDays(30), 0)
  await env.DB.prepare('UPDATE bookings SET status_changed_at = ? WHERE id = 3')
    .bind(late - 4 * DAY)
    .run()
  await cronAt(late - 4 * DAY + HOUR)
  expect(await reminders()).toEqual([])
  await cronAt(late - 20 * HOUR)
  expect((await reminders()).map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/^Herinnering: je bijeenkomst morgen, /),
  ])
})

test('an invoice unpaid after its term gets one reminder; a paid or credited one none', async () => {
  await insertBooking(1, inDays(60))
  await insertBooking(2, inDays(61))
  await insertBooking(3, inDays(62))
  const cookie = await adminCookie()
  for (const id of [1, 2, 3]) await decideBooking(cookie, id, 'confirm')
  await decideBooking(cookie, 3, 'cancel')
  expect(await rows('SELECT number, status FROM invoices WHERE booking_id = 3 ORDER BY id')).toEqual([
    { number: `${year}-0003`, status: 'gecrediteerd' },
    { number: `${year}-0004`, status: 'verrekend' },
  ])
  await env.DB.prepare(`UPDATE invoices SET status = 'betaald', paid_cents = total_cents WHERE number = ?`)
    .bind(`${year}-0002`)
    .run()
  await cronAt(Date.now() + 14 * DAY)
  expect(await reminders()).toEqual([])

  await cronAt(Date.now() + 15 * DAY)
  await cronAt(Date.now() + 16 * DAY)
  const sent = await reminders()
  expect(sent.map((mail) => mail.subject)).toEqual([`Herinnering: factuur ${year}-0001 – De Oude Paardenslagerij`])
  expect(sent[0]?.text).toContain(`factuur ${year}-0001 van €\u00a0963,54 nog niet betaald`)
  expect(sent[0]?.text).toContain('https://venue.test/betalen?sleutel=')
})
