/**
 * Every entrance of a booking's lifecycle, as the outside world uses it (the owner's API and pages,
 * the customer's link, Mollie's webhook, the cron), and the invariants of
 * docs/decisions/023-one-booking-lifecycle.md read back from the database.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { isHolidayId } from '~/lib/availability'
import {
  type BookingDay,
  extrasOfColumn,
  heldSlots,
  MAX_BOOKING_DAYS,
  priceDays,
  termsListOf,
} from '~/lib/booking-days'
import { plan } from '~/lib/booking-lifecycle'
import { cancellationCharge } from '~/lib/cancellation'
import { addDays, amsterdamDate } from '~/lib/dates'
import { balanceDatesOf } from '~/lib/deposit'
import { dietColumns, dietOfColumns, dietOverPeople } from '~/lib/diet'
import { type InvoiceLine, invoiceStatus, invoiceTotals } from '~/lib/invoicing'
import { listById } from '~/lib/price-list'
import { asDayPart } from '~/lib/pricing'
import { dueBookingEvents } from '~/server/bookings/scheduled.server'
import { loadBookingState } from '~/server/bookings/state.server'
import { getDb } from '~/server/db/client.server'
import { linksFor } from '~/server/links.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import worker from '../../../worker/index'
import { adminJson, asAdmin } from './admin'
import { decideBooking, inDays, insertBooking, linkIn } from './bookings'
import { fakeMail, fakeMollie } from './fake-mail'
import { callWorker, rows } from './requests'

const links = linksFor({ SIGNING_SECRET: env.SIGNING_SECRET, SITE_URL: 'https://venue.test' })
const pathOf = (href: string) => href.replace('https://venue.test', '')
const sameSite = { 'Sec-Fetch-Site': 'same-origin' }

/** The booking's version now, as its page would show it (0 for a booking that is gone). */
export async function versionOf(id: number): Promise<number> {
  const [row] = await rows<{ version: number }>('SELECT version FROM bookings WHERE id = ?', id)
  return row?.version ?? 0
}

export const owner = {
  decide: (
    cookie: string,
    id: number,
    type: 'confirm' | 'optie' | 'reject' | 'cancel' | 'venue-cancel',
    noInvoice = false,
  ) =>
    adminJson(cookie, `/api/bookings/${id}/send-email`, 'POST', {
      type,
      subject: 'Bericht',
      message: 'x',
      noInvoice,
      ...(type === 'venue-cancel' ? { reason: 'Lekkage in de vergaderruimte' } : {}),
    }),
  /** An optie until `until`, or as long as the booking's list says. */
  optie: (cookie: string, id: number, until?: string) =>
    adminJson(cookie, `/api/bookings/${id}/send-email`, 'POST', {
      type: 'optie',
      subject: 'Optie',
      message: 'x',
      until,
    }),
  extend: (cookie: string, id: number, until: string) =>
    adminJson(cookie, `/api/bookings/${id}/optie`, 'PATCH', { until }),
  /** Dietary needs the customer phoned in, through the API (ADR 045). */
  diet: (cookie: string, id: number, days: { date: string; diet: Record<string, string | number> }[]) =>
    adminJson(cookie, `/api/bookings/${id}/diet`, 'PATCH', { days }),
  /** A number of people the customer phoned in, through the API: the first date's, later dates' by date. */
  people: (cookie: string, id: number, numPeople: number, laterDays: { date: string; numPeople: number }[] = []) =>
    adminJson(cookie, `/api/bookings/${id}/people`, 'PATCH', { numPeople, laterDays }),
  /** The dropdown through the API, optionally with the version the client saw. */
  status: (cookie: string, id: number, status: string, version?: number) =>
    adminJson(cookie, `/api/bookings/${id}/status`, 'PATCH', { status, version }),
  /** A form of the booking's page, sent with the version the page showed: `fields.version`, or the current one. */
  bookingPage: async (cookie: string, id: number, fields: Record<string, string>) =>
    asAdmin(cookie, `/admin/boekingen/${id}`, {
      method: 'POST',
      headers: sameSite,
      body: new URLSearchParams({ version: String(await versionOf(id)), ...fields }),
    }),
  /** Erases customer `id` from the CRM page's privacy tab, as the owner confirms it. */
  erase: (cookie: string, id: number) =>
    asAdmin(cookie, `/admin/klanten/${id}`, {
      method: 'POST',
      headers: sameSite,
      body: new URLSearchParams({ intent: 'wissen' }),
    }),
  invoicePage: (cookie: string, invoiceId: number, fields: Record<string, string>) =>
    asAdmin(cookie, `/admin/facturen/${invoiceId}`, {
      method: 'POST',
      headers: sameSite,
      body: new URLSearchParams(fields),
    }),
}

export const customer = {
  /** The link in the booking's mails (`date` is the booking's; the booking decides how long it works). */
  async link(booking: { id: number; date: string }) {
    return pathOf(await links.manage(booking.id, Date.now()))
  },
  post: (link: string, fields: Record<string, string>) =>
    callWorker(link, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' }),
  /** Starts an iDEAL payment of an invoice: Mollie's id of it, or undefined when none was started. */
  async pay(invoiceNumber: string): Promise<{ status: number; molliePaymentId?: string }> {
    const path = pathOf(await links.payment(invoiceNumber, Date.now()))
    const response = await callWorker(path, { method: 'POST', body: new URLSearchParams(), redirect: 'manual' })
    const id = response.headers.get('location')?.match(/checkout\/(tr_\w+)/)?.[1]
    return { status: response.status, molliePaymentId: id }
  },
}

export const webhook = (id: string) =>
  callWorker('/api/mollie/webhook', { method: 'POST', body: new URLSearchParams({ id }) })

/** Booking `id`, `days` ahead, confirmed with its invoice, which the customer pays by iDEAL: Mollie's payment id. */
export async function confirmedAndPaidByIdeal(cookie: string, id: number, days: number): Promise<string> {
  await insertBooking(id, inDays(days))
  expect((await decideBooking(cookie, id, 'confirm')).status).toBe(200)
  const mail = (await fakeMail.delivered()).findLast((sent) => sent.body.subject.startsWith('Factuur'))
  const paid = await callWorker(linkIn(mail, '/betalen'), {
    method: 'POST',
    body: new URLSearchParams(),
    redirect: 'manual',
  })
  const started = paid.headers.get('location')?.split('/').pop() ?? ''
  await fakeMollie.setStatus(started, 'paid')
  expect((await webhook(started)).status).toBe(200)
  return started
}

export async function cron(at = Date.now()): Promise<void> {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ scheduledTime: at }), env, ctx)
  await waitOnExecutionContext(ctx)
}

type InvoiceRow = {
  id: number
  year: number
  sequence: number
  kind: 'factuur' | 'creditfactuur'
  total_cents: number
  paid_cents: number
  status: string
  credits_invoice_id: number | null
  lines: string
  issued_on: string
  due_on: string
  stage: 'voorschot' | 'eind' | null
}

/**
 * What is wrong with the booking's books, as sentences; empty when all of ADR 023's invariants
 * and ADR 028's (with 032's cancelling per date) hold, and ADR 038's refunds add up.
 * `refundedByHandCents` is what the owner recorded as paid back by transfer (the test counts its
 * successes).
 */
const remotePays = (remote: { status: string }) => remote.status !== 'failed' && remote.status !== 'canceled'

export async function lifecycleViolations(
  bookingId: number,
  refundedByHandCents: number,
  /** The cron ran at this instant in the step just taken, alone: what was due then is done. */
  cronAt?: number,
): Promise<string[]> {
  const problems: string[] = []
  const [booking] = await rows<{
    status: string
    date: string
    num_people: number
    day_parts: number
    meeting_type: 'geen' | 'basis' | 'luxe'
    lunch_type: 'geen' | 'basis' | 'luxe'
    version: number
    total_cents: number
    refund_due_cents: number
    refund_due_since: number | null
    status_changed_at: number | null
    optie_until: string | null
    email: string
    extras: string
    price_list_id: number | null
    last_decision: string | null
    diet: string
    diet_note: string | null
  }>('SELECT * FROM bookings WHERE id = ?', bookingId)
  if (!booking) return ['the booking is gone']
  // ADR 045: every date's dietary counts are each at most its people, stored in their one form.
  const dates = [
    booking,
    ...(await rows<{ date: string; num_people: number; diet: string; diet_note: string | null }>(
      'SELECT date, num_people, diet, diet_note FROM booking_later_days WHERE booking_id = ?',
      bookingId,
    )),
  ]
  for (const day of dates) {
    const diet = dietOfColumns({ diet: day.diet, dietNote: day.diet_note })
    const over = dietOverPeople(diet, day.num_people)
    if (over) problems.push(`${day.date}: ${diet.counts[over]} ${over} for ${day.num_people} people`)
    if (dietColumns(diet).diet !== day.diet) problems.push(`${day.date}: diet stored as '${day.diet}'`)
  }
  const invoices = await rows<InvoiceRow>('SELECT * FROM invoices WHERE booking_id = ? ORDER BY id', bookingId)
  const creditedIds = invoices.map((invoice) => invoice.credits_invoice_id).filter((id) => id !== null)
  const current = invoices.filter((invoice) => invoice.kind === 'factuur' && !creditedIds.includes(invoice.id))

  // 1. At most one current invoice; a request has none.
  if (current.length > 1) problems.push(`${current.length} current invoices`)
  // Money due back has the moment it became due (for the owner's "uiterlijk"); none due has none.
  if (booking.refund_due_cents > 0 !== (booking.refund_due_since !== null))
    problems.push(`${booking.refund_due_cents} due back since ${booking.refund_due_since}`)
  if (booking.status === 'aanvraag' && current.length > 0) problems.push('a request with a current invoice')
  if (booking.status === 'optie' && current.length > 0) problems.push('an optie with a current invoice')
  // ADR 040: what the venue cancelled costs nothing; what was paid is all back or due back (invariant 4).
  if (booking.status === 'geannuleerd' && booking.last_decision === 'venue-cancel' && current.length > 0)
    problems.push('a booking the venue cancelled asks money')
  // An optie has a last day, at the latest the day before the booking; nothing else has one.
  if ((booking.status === 'optie') !== (booking.optie_until !== null))
    problems.push(`optie_until ${booking.optie_until} while ${booking.status}`)
  if (booking.optie_until !== null && booking.optie_until >= booking.date)
    problems.push(`an optie until ${booking.optie_until} for a booking on ${booking.date}`)
  // 2. Credited at most once. 3. Every status is the pure function's.
  if (new Set(creditedIds).size !== creditedIds.length) problems.push('an invoice credited twice')
  for (const invoice of invoices) {
    const expected = invoiceStatus({
      kind: invoice.kind,
      totalCents: invoice.total_cents,
      paidCents: invoice.paid_cents,
      credited: creditedIds.includes(invoice.id),
    })
    if (invoice.status !== expected) problems.push(`invoice ${invoice.id} is ${invoice.status}, not ${expected}`)
  }
  // 4. The money adds up.
  const [received] = await rows<{ cents: number; count: number }>(
    'SELECT coalesce(sum(p.amount_cents), 0) AS cents, count(*) AS count FROM payments p ' +
      "JOIN invoices i ON i.id = p.invoice_id WHERE i.booking_id = ? AND p.status = 'paid'",
    bookingId,
  )
  const held = current[0]?.paid_cents ?? 0
  // Paid back: every refund but one that failed or was canceled (on its way counts: it left the refund due).
  const refunds = await rows<{
    id: number
    method: string
    payment_id: number | null
    key: string
    provider_id: string | null
    amount_cents: number
    status: string
  }>('SELECT * FROM refunds WHERE booking_id = ? ORDER BY id', bookingId)
  const counting = refunds.filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
  const refundedCents = counting.reduce((sum, refund) => sum + refund.amount_cents, 0)
  const byHand = refunds.filter((refund) => refund.method === 'overboeking')
  if (byHand.reduce((sum, refund) => sum + refund.amount_cents, 0) !== refundedByHandCents)
    problems.push(`the refunds by transfer are not the ${refundedByHandCents} cents the owner recorded`)
  if ((received?.cents ?? 0) - refundedCents !== held + booking.refund_due_cents)
    problems.push(
      `received ${received?.cents} - refunded ${refundedCents} is not the current invoice's ${held} ` +
        `+ the refund due ${booking.refund_due_cents}`,
    )
  if (booking.refund_due_cents < 0) problems.push('a negative refund due')
  const open = current[0] ? current[0].total_cents - current[0].paid_cents : 0
  if (booking.refund_due_cents > 0 && open > 0) problems.push('money due back while the invoice is open')
  // 5. The open amount is what the booking costs under the terms. Its dates (ADR 028): the first on
  // the booking, up to nine later ones after it; the booking's total is their price.
  // Each date under the price list it was priced under, as stored.
  const book = await loadPriceBook(getDb(env.DB))
  const dayOf = (row: typeof booking): BookingDay => ({
    date: row.date,
    numPeople: row.num_people,
    dayParts: asDayPart(row.day_parts) ?? 3,
    meetingType: row.meeting_type,
    lunchType: row.lunch_type,
    extras: extrasOfColumn(row.extras),
    list: listById(book, row.price_list_id),
  })
  const later = await rows<typeof booking>('SELECT * FROM booking_later_days WHERE booking_id = ?', bookingId)
  const days = [dayOf(booking), ...later.map(dayOf)]
  if (days.length > MAX_BOOKING_DAYS) problems.push(`${days.length} dates`)
  if (later.some((day) => day.date <= booking.date)) problems.push('a later date not after the first')
  const price = priceDays(days)
  // 7. Every invoice and credit note is due after the booking's own payment term (ADR 036), whatever
  // list was published since.
  // A voorschotfactuur is due after the aanbetaling's own term (ADR 039).
  const { terms } = termsListOf(days)
  for (const invoice of invoices) {
    const term = invoice.stage === 'voorschot' ? terms.depositTermDays : terms.paymentTermDays
    if (invoice.due_on !== addDays(invoice.issued_on, term))
      problems.push(`invoice ${invoice.id} is due ${invoice.due_on}, not ${term} days after ${invoice.issued_on}`)
  }
  if (booking.total_cents !== price.totals.totalCents)
    problems.push(`the booking's total (${booking.total_cents}) is not the price of its dates`)
  // ADR 039: a voorschotfactuur counts only while the booking is confirmed under a list with an
  // aanbetaling, and asks for an aanbetaling; it gives way to the eindfactuur on that one's day. An
  // eindfactuur follows a voorschotfactuur it credited. Otherwise the current invoice is the price.
  const deposit = current[0]?.stage === 'voorschot' ? current[0] : undefined
  if (deposit && (booking.status !== 'bevestigd' || terms.depositPercent === 0))
    problems.push(`a voorschotfactuur counts for a ${booking.status} booking under ${terms.depositPercent} %`)
  const depositLine = new RegExp(`^Aanbetaling ${terms.depositPercent} % op \\S.*$`)
  if (deposit && !(JSON.parse(deposit.lines) as InvoiceLine[]).every((line) => depositLine.test(line.description)))
    problems.push('a voorschotfactuur asks for more than the aanbetaling')
  const { issueOn } = balanceDatesOf(days)
  if (deposit && cronAt !== undefined && amsterdamDate(new Date(cronAt)) >= issueOn)
    problems.push(`the cron ran on the eindfactuur's day (${issueOn}) and left the aanbetaling`)
  for (const final of invoices.filter((one) => one.stage === 'eind'))
    if (!invoices.some((one) => one.stage === 'voorschot' && one.id < final.id && creditedIds.includes(one.id)))
      problems.push(`eindfactuur ${final.id} follows no credited voorschotfactuur`)
  const invoice = deposit ? undefined : current[0]
  if (invoice && booking.status === 'bevestigd' && invoice.total_cents !== price.totals.totalCents)
    problems.push(`the current invoice (${invoice.total_cents}) is not the price of the booking`)
  const lineFacts = (lines: InvoiceLine[]) =>
    JSON.stringify(lines.map((line) => [line.description, line.quantity, line.unitPriceCents, line.totalPriceCents]))
  if (invoice && booking.status === 'bevestigd' && lineFacts(JSON.parse(invoice.lines)) !== lineFacts(price.lines))
    problems.push('the current invoice does not have a line for each choice of each date')
  if (invoice && booking.status === 'geannuleerd') {
    const holidays = (await rows<{ holiday_id: string }>('SELECT holiday_id FROM closed_holidays'))
      .map((row) => row.holiday_id)
      .filter(isHolidayId)
    const costs = cancellationCharge(days, booking.status_changed_at ?? 0, holidays)
    if (invoice.total_cents !== invoiceTotals(costs.lines).totalCents)
      problems.push(`a cancelled booking's current invoice (${invoice.total_cents}) is not its cancellation costs`)
    // Each date counts by its own distance (ADR 032): the costs of the dates together, excl. btw,
    // are what cancelling a booking of each date alone would cost.
    const centsOf = (lines: InvoiceLine[]) => lines.reduce((sum, line) => sum + line.totalPriceCents, 0)
    const alone = days.reduce(
      (sum, day) => sum + centsOf(cancellationCharge([day], booking.status_changed_at ?? 0, holidays).lines),
      0,
    )
    if (centsOf(JSON.parse(invoice.lines)) !== alone)
      problems.push(`a cancelled booking's costs are not those of each date by its own distance (${alone})`)
  }
  // 6. Each payment counted once: one notice per iDEAL payment, one receipt per payment.
  const [counted] = await rows<{ n: number }>(
    "SELECT count(*) AS n FROM notices_sent n JOIN payments p ON n.entity = 'payment' AND n.entity_id = p.id " +
      "JOIN invoices i ON i.id = p.invoice_id WHERE i.booking_id = ? AND p.method = 'ideal'",
    bookingId,
  )
  const [ideal] = await rows<{ n: number }>(
    'SELECT count(*) AS n FROM payments p JOIN invoices i ON i.id = p.invoice_id ' +
      "WHERE i.booking_id = ? AND p.status = 'paid' AND p.method = 'ideal'",
    bookingId,
  )
  if (counted?.n !== ideal?.n) problems.push(`${ideal?.n} paid iDEAL payments, ${counted?.n} counted`)
  const [receipts] = await rows<{ n: number }>(
    "SELECT count(*) AS n FROM mail_outbox WHERE related_type = 'booking' AND related_id = ? " +
      "AND subject LIKE 'Betaling ontvangen%'",
    bookingId,
  )
  // An erased customer's mails are gone with their address (app/server/privacy/erasure.server.ts).
  const erased = booking.email === ''
  if (!erased && receipts?.n !== received?.count) problems.push(`${received?.count} payments, ${receipts?.n} receipts`)
  // ADR 038: an iDEAL refund is on one of the booking's paid iDEAL payments, never more than was
  // paid on it; at Mollie each of our refunds exists once (its key), and no other; every refund
  // back with the customer has its mail.
  const idealPaid = await rows<{ id: number; provider_id: string; amount_cents: number }>(
    'SELECT p.id, p.provider_id, p.amount_cents FROM payments p JOIN invoices i ON i.id = p.invoice_id ' +
      "WHERE i.booking_id = ? AND p.method = 'ideal' AND p.status = 'paid'",
    bookingId,
  )
  for (const refund of refunds.filter((one) => one.method === 'ideal')) {
    if (!idealPaid.some((payment) => payment.id === refund.payment_id))
      problems.push(`refund ${refund.id} is not on a paid iDEAL payment of the booking`)
  }
  for (const payment of idealPaid) {
    const back = counting.filter((refund) => refund.payment_id === payment.id)
    const cents = back.reduce((sum, refund) => sum + refund.amount_cents, 0)
    if (cents > payment.amount_cents)
      problems.push(`${cents} paid back on payment ${payment.id} of ${payment.amount_cents}`)
    const atMollie = await fakeMollie.refunds(payment.provider_id)
    const keys = atMollie.map((remote) => remote.metadata?.refund)
    if (new Set(keys).size !== keys.length) problems.push(`a refund sent twice on payment ${payment.id}`)
    for (const remote of atMollie) {
      const ours = refunds.find((refund) => refund.key === remote.metadata?.refund)
      if (!ours) problems.push(`Mollie has refund ${remote.id} that is not ours`)
      else if (ours.provider_id !== null && ours.provider_id !== remote.id)
        problems.push(`refund ${ours.id} is ${ours.provider_id} here and ${remote.id} at Mollie`)
      // Money Mollie pays back is money the books count: a refund we called failed is not paid.
      else if (remotePays(remote) && !counting.includes(ours))
        problems.push(`refund ${ours.id} is ${ours.status} here and ${remote.status} at Mollie`)
    }
    const paidOut = atMollie
      .filter(remotePays)
      .reduce((sum, remote) => sum + Math.round(Number(remote.amount.value) * 100), 0)
    if (paidOut > cents) problems.push(`Mollie pays ${paidOut} back on payment ${payment.id}, the books ${cents}`)
  }
  const [refundMails] = await rows<{ n: number }>(
    "SELECT count(*) AS n FROM mail_outbox WHERE related_type = 'booking' AND related_id = ? " +
      "AND subject LIKE 'We hebben % teruggestort%'",
    bookingId,
  )
  const back = refunds.filter((refund) => refund.status === 'refunded').length
  if (!erased && refundMails?.n !== back)
    problems.push(`${back} refunds back with the customer, ${refundMails?.n} mails`)
  const [unaddressed] = await rows<{ n: number }>("SELECT count(*) AS n FROM mail_outbox WHERE to_address = ''")
  if (unaddressed?.n) problems.push(`${unaddressed.n} mails to nobody`)
  // 8. A confirmation makes the CRM's prospect or lead a customer, once, however many confirmations
  // arrive at once (planOf's promoteCustomer).
  const [crm] = await rows<{ customer_type: string; promotions: number }>(
    'SELECT c.customer_type, (SELECT count(*) FROM audit_log a WHERE a.entity = ? AND a.entity_id = c.id ' +
      'AND a.action = ?) AS promotions FROM customers c JOIN bookings b ON b.customer_id = c.id WHERE b.id = ?',
    'customer',
    'customer.type',
    bookingId,
  )
  if (crm && crm.promotions > 1) problems.push(`the customer was made a customer ${crm.promotions} times`)
  if (crm && booking.status === 'bevestigd' && ['prospect', 'lead'].includes(crm.customer_type))
    problems.push(`a confirmed booking's customer is still a ${crm.customer_type}`)
  // 7. Every day part of every date held if and only if confirmed or held as an optie.
  const slots = (
    await rows<{ date: string; part: string }>(
      'SELECT date, part FROM booking_slots WHERE booking_id = ? ORDER BY date, part',
      bookingId,
    )
  )
    .map((slot) => `${slot.date}:${slot.part}`)
    .join(',')
  const holds = booking.status === 'bevestigd' || booking.status === 'optie'
  const expectedSlots = holds
    ? heldSlots(days)
        .map((slot) => `${slot.date}:${slot.part}`)
        .sort()
        .join(',')
    : ''
  if (slots !== expectedSlots) problems.push(`holds [${slots}] while ${booking.status}`)
  // 8. One log entry per effective change (the request that made the booking is no change of it).
  const [logged] = await rows<{ n: number }>(
    "SELECT count(*) AS n FROM audit_log WHERE entity = 'booking' AND entity_id = ? AND action != 'booking.request'",
    bookingId,
  )
  if (logged?.n !== booking.version) problems.push(`${logged?.n} log entries for ${booking.version} changes`)
  // 9. Gapless numbers.
  const sequences = await rows<{ year: number; sequence: number }>(
    'SELECT year, sequence FROM invoices ORDER BY year, sequence',
  )
  for (const [index, row] of sequences.entries())
    if (row.sequence !== sequences.filter((other, at) => other.year === row.year && at <= index).length)
      problems.push(`invoice number ${row.year}-${row.sequence} leaves a gap`)
  // 10. The thank-you (ADR 044): once, to a confirmed booking, and with the request for a review only
  // where the customer did not say no at the time.
  const thanked = await rows<{ summary: string }>(
    "SELECT summary FROM audit_log WHERE entity = 'booking' AND entity_id = ? AND action = 'booking.thank-you'",
    bookingId,
  )
  if (thanked.length > 1) problems.push(`${thanked.length} thank-you mails`)
  const [thanks] = await rows<{ n: number }>(
    "SELECT count(*) AS n FROM mail_outbox WHERE related_type = 'booking' AND related_id = ? " +
      "AND subject LIKE 'Bedankt voor je bezoek%'",
    bookingId,
  )
  if ((thanks?.n ?? 0) > thanked.length) problems.push(`${thanks?.n} thank-you mails for ${thanked.length} log entries`)
  return problems
}

/**
 * The events the cron would pick at `at` that the lifecycle would not carry out: none, when the
 * cron's selection (its SQL and the notices it checks) and the table's rules agree on what is due.
 */
export async function cronPicksNotPlanned(at: number): Promise<string[]> {
  const db = getDb(env.DB)
  const problems: string[] = []
  for (const [bookingId, event] of await dueBookingEvents(db, at)) {
    const loaded = await loadBookingState(db, bookingId, at)
    const outcome = loaded && plan(loaded.state, event, 'systeem', at)
    if (outcome?.kind === 'plan') continue
    const answer = outcome ? (outcome.kind === 'refused' ? outcome.reason : outcome.kind) : 'not found'
    problems.push(`the cron picks ${event.type} for booking ${bookingId} on ${amsterdamDate(new Date(at))}: ${answer}`)
  }
  return problems
}
