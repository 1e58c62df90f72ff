/**
 * What each booking page and action asks of D1, counted on the whole Worker with a counting
 * database (app/server/db/counting.server.ts): a page reads the booking's state once, in one batch;
 * an action is that one read and one write. In production every round trip goes to the database's
 * primary, so these figures are what a customer far from it waits for. The mail an action queued
 * is delivered beside the response (waitUntil, app/server/mail/outbox.server.ts), and the pushes to
 * the bookkeeping follow it (app/server/bookkeeping/push.server.ts): their reads and writes of the
 * outbox and the bookkeeping tables alone are not part of the answer, and not counted here.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect, test } from 'vitest'
import { countingD1, type D1Usage } from '~/server/db/counting.server'
import worker from '../../worker/index'
import { bookableDate, requestForm } from '../support/booking-dates'
import { adminCookie } from '../support/worker/admin'
import { decideBooking, insertBooking, linkIn } from '../support/worker/bookings'
import { fakeMail } from '../support/worker/fake-mail'
import { formFields } from '../support/worker/forms'
import { callWorker, incomingRequest, ORIGIN, postForm, rows } from '../support/worker/requests'

async function counted(path: string, init?: RequestInit): Promise<{ response: Response; usage: D1Usage }> {
  const { d1, usage } = countingD1(env.DB)
  const ctx = createExecutionContext()
  const request = incomingRequest(new URL(path, ORIGIN).href, { redirect: 'manual', ...init })
  const response = await worker.fetch(request, { ...env, DB: d1 }, ctx)
  await response.clone().arrayBuffer()
  await waitOnExecutionContext(ctx)
  return { response, usage }
}

const delivery = (trip: string[]) =>
  trip.every((query) => /^(select|update) .*"(mail_outbox|bookkeeping_connections|bookkeeping_pushes)"/.test(query))
const changes = (query: string) => /^(insert|update|delete)/.test(query)

function trips({ trips }: D1Usage) {
  const answer = trips.filter((trip) => !delivery(trip))
  return { roundTrips: answer.length, writes: answer.filter((trip) => trip.some(changes)).length }
}
const mailTo = async (to: string, subject: string) =>
  (await fakeMail.delivered()).find((mail) => mail.body.to.includes(to) && mail.body.subject.startsWith(subject))

test('the customer’s page, its invoice and its actions: one read each, and one write for a change', async () => {
  await insertBooking(1, bookableDate(30))
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 1, 'confirm')).status).toBe(200)
  const page = linkIn(await mailTo('klant1@voorbeeld.nl', 'Bericht'), '/mijn-boeking')

  const shown = await counted(page)
  expect(shown.response.status).toBe(200)
  expect(trips(shown.usage)).toEqual({ roundTrips: 1, writes: 0 })

  const [invoice] = await rows<{ number: string }>('SELECT number FROM invoices WHERE booking_id = 1')
  const key = new URL(page, ORIGIN).searchParams.get('sleutel') ?? ''
  const pdf = await counted(`/mijn-boeking/factuur?sleutel=${encodeURIComponent(key)}&nummer=${invoice?.number}`)
  expect(pdf.response.headers.get('content-type')).toBe('application/pdf')
  expect(trips(pdf.usage)).toEqual({ roundTrips: 1, writes: 0 })

  const people = await counted(page, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'personen', numPeople: '12' }),
  })
  expect(people.response.status).toBe(303)
  expect(trips(people.usage)).toEqual({ roundTrips: 2, writes: 1 })
  expect(await rows('SELECT num_people FROM bookings WHERE id = 1')).toEqual([{ num_people: 12 }])

  const cancelled = await counted(page, { method: 'POST', body: new URLSearchParams({ intent: 'annuleren' }) })
  expect(cancelled.response.headers.get('location')).toContain('melding=geannuleerd')
  expect(trips(cancelled.usage)).toEqual({ roundTrips: 2, writes: 1 })
  expect(await rows('SELECT status FROM bookings WHERE id = 1')).toEqual([{ status: 'geannuleerd' }])
})

test('the link in a request’s receipt names its submission, and still reads the booking in one batch', async () => {
  const sent = await postForm('/tarieven/aanvragen', await formFields(requestForm({ date: bookableDate(12) })))
  expect(sent.status).toBe(303)
  const page = linkIn(await mailTo('pieter@voorbeeld.nl', 'We hebben je boekingsaanvraag ontvangen'), '/mijn-boeking')
  expect(new URL(page, ORIGIN).searchParams.get('sleutel')).toBeTruthy()

  const shown = await counted(page)
  expect(await shown.response.text()).toContain('Pieter Bakker')
  expect(trips(shown.usage)).toEqual({ roundTrips: 1, writes: 0 })

  const withdrawn = await counted(page, { method: 'POST', body: new URLSearchParams({ intent: 'annuleren' }) })
  expect(withdrawn.response.headers.get('location')).toContain('melding=ingetrokken')
  expect(trips(withdrawn.usage)).toEqual({ roundTrips: 2, writes: 1 })
})

test('the owner’s booking page is one round trip with the session; a decision, one read and one write', async () => {
  await insertBooking(2, bookableDate(40))
  const cookie = await adminCookie()
  const asOwner = (path: string, init: RequestInit = {}) =>
    counted(path, { ...init, headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } })

  const page = await asOwner('/admin/boekingen/2')
  expect(page.response.status).toBe(200)
  // One batch: the session's row, the booking's state, its history, what was paid, its quote.
  expect(trips(page.usage)).toEqual({ roundTrips: 1, writes: 0 })
  expect(page.usage.trips[0]?.[0]).toMatch(/^select .* from "admin_sessions"/)

  const decided = await asOwner('/admin/boekingen/2', {
    method: 'POST',
    body: new URLSearchParams({
      intent: 'beslissing',
      type: 'confirm',
      subject: 'Bevestiging',
      message: 'Tot dan!',
      version: '0',
    }),
  })
  expect(decided.response.status).toBe(303)
  // The session, the state, and one batch that confirms, invoices, holds the day parts and queues the mail.
  expect(trips(decided.usage)).toEqual({ roundTrips: 3, writes: 1 })
  expect(await rows('SELECT status FROM bookings WHERE id = 2')).toEqual([{ status: 'bevestigd' }])

  const confirmation = await asOwner('/admin/boekingen/2/bevestiging.pdf')
  expect(confirmation.response.headers.get('content-type')).toBe('application/pdf')
  expect(trips(confirmation.usage)).toEqual({ roundTrips: 1, writes: 0 })
})

test('every owner’s list and page that reads in one batch: the session and the page in one round trip', async () => {
  await insertBooking(3, bookableDate(20))
  const cookie = await adminCookie()
  expect((await decideBooking(cookie, 3, 'confirm')).status).toBe(200)
  const [invoice] = await rows<{ id: number }>('SELECT id FROM invoices WHERE booking_id = 3')
  for (const path of [
    '/admin',
    '/admin?tab=boekingen&status=aanvraag&q=klant',
    '/admin?tab=klanten',
    '/admin?tab=offertes',
    '/admin?tab=facturen',
    '/admin?tab=berichten&status=ongelezen',
    '/admin?tab=nieuwsbrief',
    '/admin?tab=mail&status=failed',
    '/admin?tab=logboek',
    '/admin/kalender',
    '/admin/catering',
    '/admin/prijzen',
    '/admin/klanten/3',
    '/admin/boekhouding',
    '/admin/sluitingen',
    '/admin/agenda',
    `/admin/facturen/${invoice?.id}`,
    `/admin/facturen/${invoice?.id}/factuur.pdf`,
    '/admin/boekingen/3/bevestiging.pdf',
    `/admin/dag/${bookableDate(20)}`,
    '/admin/export/boekingen.csv',
    '/admin/export/klanten.csv',
    // A client navigation reads the same way.
    '/admin.data?tab=klanten',
  ]) {
    const page = await counted(path, { headers: { Cookie: cookie } })
    expect(page.response.status, path).toBe(200)
    expect(trips(page.usage), path).toEqual({ roundTrips: 1, writes: 0 })
    expect(page.usage.trips[0]?.[0], path).toMatch(/^select .* from "admin_sessions"/)
  }
  // A customer's data export reads statement by statement (each query needs the ids the one before
  // found): the session's row after them, and nothing written (a page is read before the row is
  // known, so no page may change anything: ADR 047).
  const data = await counted('/admin/klanten/3/export/gegevens.json', { headers: { Cookie: cookie } })
  expect(data.response.status).toBe(200)
  expect(trips(data.usage).writes).toBe(0)
  expect(data.usage.trips.flat().filter((query) => query.includes('"admin_sessions"'))).toHaveLength(1)
})

test('the bench’s Server-Timing counts each request’s own round trips, also when requests overlap', async () => {
  const cookie = await adminCookie()
  const timing = { D1_SERVER_TIMING: 'on' } as Partial<Env>
  const [health, customers, again] = await Promise.all([
    callWorker('/api/health', {}, timing),
    callWorker('/admin?tab=klanten', { headers: { Cookie: cookie } }, timing),
    callWorker('/api/health', {}, timing),
  ])
  expect(health.headers.get('server-timing')).toMatch(/^d1;desc="1 round trips, 1 queries";dur=[\d.]+$/)
  expect(again.headers.get('server-timing')).toMatch(/^d1;desc="1 round trips, 1 queries";dur=[\d.]+$/)
  expect(customers.headers.get('server-timing')).toMatch(/^d1;desc="1 round trips, 4 queries";dur=[\d.]+$/)
  expect((await callWorker('/api/health')).headers.has('server-timing')).toBe(false)
})
