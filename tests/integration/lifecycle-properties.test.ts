/**
 * The invariants of docs/decisions/023-one-booking-lifecycle.md (and 028's for a booking of several
 * dates) under random sequences of events on one booking of one to three dates, from every entrance:
 * the owner (API and pages, and new prices published meanwhile), the customer's link, Mollie's
 * webhook for payments and refunds (duplicated, late, skipping states) and the
 * cron, one at a time and in bursts of 10 to 20 parallel requests of mixed kinds.
 * After every step the books are read back and checked. Seeded like the fuzz suite: the seed follows
 * the commit, so each commit tries sequences no earlier run tried; a failure names its seed and path,
 * and FUZZ_SEED=… repeats it.
 */
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { expect, onTestFailed, test } from 'vitest'
import { bookingStatuses } from '~/lib/booking-status'
import { addDays, amsterdamDate } from '~/lib/dates'
import { formatAmountInput } from '~/lib/format'
import { getDb } from '~/server/db/client.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { firstPriceList, listWithExtras } from '../support/price-lists'
import { adminCookie, adminJson } from '../support/worker/admin'
import { insertDaysBooking } from '../support/worker/bookings'
import { fakeMollie } from '../support/worker/fake-mail'
import {
  cron,
  cronPicksNotPlanned,
  customer,
  lifecycleViolations,
  owner,
  versionOf,
  webhook,
} from '../support/worker/lifecycle'
import { publish } from '../support/worker/offer'
import { rows } from '../support/worker/requests'
import { resetWorld } from '../support/worker/reset'

const kinds = [
  'confirm',
  'confirm-later',
  'reject',
  'cancel',
  // The venue cancels (ADR 040): no costs, everything paid back, racing payments and refunds in bursts.
  'venue-cancel',
  'status',
  'invoice',
  'credit',
  'transfer',
  'refund',
  'refund-ideal',
  // Twice: Mollie moves a refund on more often than the owner clicks.
  'refund-webhook',
  'refund-webhook',
  'customer-cancel',
  'people',
  'owner-people',
  // Dietary needs (ADR 045): the customer's within the term, the owner's always; racing the people.
  'diet',
  'owner-diet',
  'change',
  'pay',
  'webhook',
  // Twice: the cron comes every minute, and brings the aanbetaling's reminders and eindfactuur.
  'cron',
  'cron',
  // Two or three cron runs that overlap, each sending the refunds that wait (ADR 038's claims).
  'crons',
  'optie',
  'extend',
  'accept',
  // The customer's answer to the review request after the meeting (ADR 044); the cron thanks them.
  'review',
  'stale',
  'erase',
  'prices',
] as const

const action = fc.record({
  kind: fc.constantFrom(...kinds),
  people: fc.integer({ min: 1, max: 15 }),
  status: fc.constantFrom(...bookingStatuses),
  /** Picks an invoice or a payment among those there are. */
  pick: fc.nat(),
  cents: fc.integer({ min: 1, max: 120_000 }),
  /** A few keys only: the same transfer form sent twice is one payment. */
  key: fc.integer({ min: 1, max: 3 }),
})
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never

const step = fc.oneof(
  { weight: 3, arbitrary: action.map((one) => [one]) },
  { weight: 2, arbitrary: fc.array(action, { minLength: 10, maxLength: 20 }) },
)

const scenario = fc.record({
  // A third further ahead, where an aanbetaling is asked and its eindfactuur follows within the
  // cron's 40 days (ADR 039).
  daysAhead: fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 30 }) },
    { weight: 1, arbitrary: fc.integer({ min: 31, max: 60 }) },
  ),
  dayParts: fc.constantFrom(1, 2, 3),
  numPeople: fc.integer({ min: 1, max: 15 }),
  arrangement: fc.constantFrom('geen', 'basis', 'luxe'),
  /** Later dates (ADR 028): days after the first, each with its own day part and lunch. */
  laterDays: fc.uniqueArray(
    fc.record({ after: fc.integer({ min: 1, max: 10 }), dayParts: fc.constantFrom(1, 2, 3), lunch: fc.boolean() }),
    { maxLength: 2, selector: (day) => day.after },
  ),
  /** The booking's extras, under a list (published before the booking) that offers them. */
  extras: fc.subarray(['borrel', 'flip-over']),
  /** That list's terms (ADR 036): the booking keeps them whatever is published later. */
  terms: fc.record({
    paymentTermDays: fc.constantFrom(7, 14, 30),
    peopleChangeWorkdays: fc.constantFrom(1, 3, 5),
    freeCancellationDays: fc.constantFrom(7, 14, 30),
    halfRoomWorkdays: fc.constantFrom(2, 3, 5),
    halfRoomPercent: fc.constantFrom(25, 50, 100),
    freeCateringHours: fc.constantFrom(24, 48, 72),
    // A room smaller than the people steps ask for refuses them, date by date.
    maxPeople: fc.constantFrom(12, 15, 20),
    // The aanbetaling (ADR 039): none, or a part within a few days and the rest before the date or after it.
    depositPercent: fc.constantFrom(0, 30, 50),
    depositTermDays: fc.constantFrom(2, 7),
    balanceDaysBefore: fc.constantFrom(0, 3, 10),
  }),
  /**
   * Half the bookings start confirmed and paid by iDEAL, so that money goes back through Mollie
   * (ADR 038) in runs of a few steps: a cancellation, a credit note or fewer people is enough.
   */
  paidByIdeal: fc.boolean(),
  /** The owner's setting: what is due back and came by iDEAL goes back through Mollie at once (ADR 038). */
  autoRefund: fc.boolean(),
  /** Mollie takes its time over a refund, and answers a repeat meanwhile with 409. */
  mollieRefundMs: fc.constantFrom(0, 0, 60),
  steps: fc.array(step, { minLength: 4, maxLength: 8 }),
})

type World = {
  cookie: string
  link: string
  run: number
  refunded: number
  mollie: string[]
  /** The booking's version when the step before began: what an owner's page opened then sends. */
  seenVersion: number
  erased: boolean
  /** When the cron ran, if the step was the cron alone. */
  cronAt?: number
  /** What the cron picked in this step that the lifecycle would not carry out (cronPicksNotPlanned). */
  cronPicksNotPlanned: string[]
}

async function act(world: World, one: Action): Promise<Response | undefined> {
  const id = 1
  const invoices = await rows<{ id: number; number: string }>(
    "SELECT id, number FROM invoices WHERE booking_id = 1 AND kind = 'factuur' ORDER BY id",
  )
  const invoice = invoices[one.pick % Math.max(1, invoices.length)]
  switch (one.kind) {
    case 'confirm':
    case 'confirm-later':
      return owner.decide(world.cookie, id, 'confirm', one.kind === 'confirm-later')
    case 'reject':
    case 'cancel':
    case 'venue-cancel':
      return owner.decide(world.cookie, id, one.kind)
    case 'status':
      return owner.status(world.cookie, id, one.status)
    case 'invoice':
      return owner.bookingPage(world.cookie, id, { intent: 'factuur' })
    case 'credit':
      return invoice && owner.invoicePage(world.cookie, invoice.id, { intent: 'crediteren' })
    case 'transfer':
      return (
        invoice &&
        owner.invoicePage(world.cookie, invoice.id, {
          intent: 'betaling',
          amount: formatAmountInput(one.cents),
          key: `run-${world.run}-${one.key}`,
        })
      )
    case 'refund': {
      const [due] = await rows<{ cents: number }>('SELECT refund_due_cents AS cents FROM bookings WHERE id = 1')
      const amount = Math.max(1, Math.min(one.cents, due?.cents ?? 0))
      const response = await owner.bookingPage(world.cookie, id, {
        intent: 'terugbetaling',
        amount: formatAmountInput(amount),
      })
      if (response.headers.get('location')?.endsWith('melding=terugbetaling')) world.refunded += amount
      return response
    }
    case 'refund-ideal':
      // The owner's one click: the refund due back through Mollie (ADR 038), sent at once.
      return owner.bookingPage(world.cookie, id, { intent: 'terugbetaling-ideal' })
    case 'refund-webhook': {
      // Mollie moves one of the refunds on to a later state, skipping any (the fake keeps a final
      // one as it is, as Mollie does), and calls the payment's webhook, sometimes twice.
      const atMollie = (await Promise.all(world.mollie.map((payment) => fakeMollie.refunds(payment)))).flat()
      const refund = atMollie[one.pick % Math.max(1, atMollie.length)]
      if (!refund) return undefined
      const statuses = ['processing', 'refunded', 'failed', 'canceled'] as const
      await fakeMollie.setRefundStatus(refund.id, statuses[(one.pick + one.key) % statuses.length] ?? 'refunded')
      const [first] = await Promise.all(Array.from({ length: one.key === 3 ? 2 : 1 }, () => webhook(refund.paymentId)))
      return first
    }
    case 'customer-cancel':
      return customer.post(world.link, { intent: 'annuleren' })
    case 'people':
    case 'owner-people': {
      // Each date its own number (ADR 032): the first as drawn, a later one the same or one more.
      const later = (
        await rows<{ date: string }>('SELECT date FROM booking_later_days WHERE booking_id = 1 ORDER BY date')
      ).map((day, index) => ({ date: day.date, numPeople: Math.min(15, one.people + ((one.pick + index) % 2)) }))
      const fields = Object.fromEntries(
        later.flatMap((day, index) => [
          [`laterDays[${index}].date`, day.date],
          [`laterDays[${index}].numPeople`, String(day.numPeople)],
        ]),
      )
      const form = { intent: 'personen', numPeople: String(one.people), ...fields }
      if (one.kind === 'people') return customer.post(world.link, form)
      // The owner's change (ADR 037): on the booking's page or through the API.
      return one.pick % 2 === 0
        ? owner.bookingPage(world.cookie, id, form)
        : owner.people(world.cookie, id, one.people, later)
    }
    case 'diet':
    case 'owner-diet': {
      // One or every date, with counts up to a few more than the people may be: those are refused.
      const dates = await rows<{ date: string }>(
        'SELECT date FROM bookings WHERE id = 1 UNION SELECT date FROM booking_later_days WHERE booking_id = 1',
      )
      const days = dates.slice(0, one.pick % 2 === 0 ? 1 : dates.length).map(({ date }, index) => ({
        date,
        diet: { vegetarisch: String((one.people + index) % 17), halal: String(one.key - 1), note: 'Geen selderij' },
      }))
      const form = {
        intent: 'dieetwensen',
        ...Object.fromEntries(
          days.flatMap((day, index) => [
            [`days[${index}].date`, day.date],
            ...Object.entries(day.diet).map(([kind, value]) => [`days[${index}].diet.${kind}`, value]),
          ]),
        ),
      }
      if (one.kind === 'diet') return customer.post(world.link, form)
      return one.pick % 3 === 0 ? owner.diet(world.cookie, id, days) : owner.bookingPage(world.cookie, id, form)
    }
    case 'change':
      return customer.post(world.link, { intent: 'wijziging', note: 'Kan het een uur later?' })
    case 'pay': {
      if (!invoice) return undefined
      const started = await customer.pay(invoice.number)
      if (started.molliePaymentId) world.mollie.push(started.molliePaymentId)
      return new Response(null, { status: started.status })
    }
    case 'webhook': {
      const paymentId = world.mollie[one.pick % Math.max(1, world.mollie.length)]
      if (!paymentId) return undefined
      await fakeMollie.setStatus(paymentId, 'paid')
      return webhook(paymentId)
    }
    case 'cron': {
      // Up to 40 days on: reminders, unpaid invoices past their term, requests whose date has passed,
      // opties reminded or lapsed, the aanbetaling's reminder and notice, the eindfactuur.
      const at = Date.now() + (one.pick % 40) * 24 * 60 * 60_000
      world.cronPicksNotPlanned = await cronPicksNotPlanned(at)
      await cron(at)
      world.cronAt = at
      return undefined
    }
    case 'crons': {
      const at = Date.now() + (one.pick % 3) * 60_000
      await Promise.all(Array.from({ length: 2 + (one.key % 2) }, () => cron(at)))
      return undefined
    }
    case 'optie':
      // As long as the setting says, or until a day 0-30 days on (past the booking's date is refused).
      return one.pick % 3 === 0
        ? owner.optie(world.cookie, id)
        : owner.optie(world.cookie, id, addDays(amsterdamDate(new Date()), one.pick % 31))
    case 'extend':
      return owner.extend(world.cookie, id, addDays(amsterdamDate(new Date()), one.pick % 31))
    case 'accept':
      return customer.post(world.link, { intent: 'optie-bevestigen' })
    case 'review':
      return customer.post(world.link, { intent: 'review', review: one.pick % 2 === 0 ? 'nee' : 'ja' })
    case 'stale':
      return owner.bookingPage(world.cookie, id, {
        intent: 'status',
        status: one.status,
        version: String(world.seenVersion),
      })
    case 'erase': {
      const response = await owner.erase(world.cookie, 1)
      if (response.status === 303) world.erased = true
      return response
    }
    case 'prices':
      // The owner raises every price from today on (ADR 036): what the booking was priced under stays.
      return adminJson(world.cookie, '/api/admin/prices', 'POST', dearerFromToday(one.cents))
  }
}

/**
 * The owner confirms booking 1 with its invoice, and the customer pays it by iDEAL. A booking on a
 * closed holiday cannot be confirmed, and stays a request.
 */
async function confirmAndPay(world: World) {
  if ((await owner.decide(world.cookie, 1, 'confirm')).status !== 200) return
  const [invoice] = await rows<{ number: string }>(
    "SELECT number FROM invoices WHERE booking_id = 1 AND kind = 'factuur'",
  )
  const started = invoice && (await customer.pay(invoice.number))
  if (!started?.molliePaymentId) throw new Error('the invoice could not be paid by iDEAL')
  world.mollie.push(started.molliePaymentId)
  await fakeMollie.setStatus(started.molliePaymentId, 'paid')
  expect((await webhook(started.molliePaymentId)).status).toBe(200)
}

/**
 * The first list with every price `extra` cents higher and stricter terms, from today: it offers no
 * extras, so the booking's extras are no longer on offer, and none of it applies to the booking.
 */
function dearerFromToday(extra: number) {
  const { id: _, ...list } = firstPriceList
  return {
    ...list,
    name: 'Duurder',
    validFrom: amsterdamDate(new Date()),
    room: { ...list.room, halfDayCents: list.room.halfDayCents + extra, fullDayCents: list.room.fullDayCents + extra },
    entries: list.entries.map((entry) => ({ ...entry, unitCents: entry.unitCents + (extra % 500) + 1 })),
    terms: {
      ...list.terms,
      paymentTermDays: 60,
      peopleChangeWorkdays: 10,
      freeCancellationDays: 60,
      halfRoomPercent: 75,
    },
  }
}

test('after every step of random events, alone and in parallel bursts, the books hold', async () => {
  // fast-check names the seed of a property that fails; this names it for any other failure too
  // (an unexpected console.error, a timeout).
  onTestFailed(() => console.info(`Replay with FUZZ_SEED=${env.FUZZ_SEED}`))
  let run = 0
  await fc.assert(
    fc.asyncProperty(
      scenario,
      async ({
        daysAhead,
        dayParts,
        numPeople,
        arrangement,
        laterDays,
        extras,
        terms,
        paidByIdeal,
        autoRefund,
        mollieRefundMs,
        steps,
      }) => {
        run += 1
        await resetWorld()
        await fakeMollie.delayRefunds(mollieRefundMs)
        const { id: _, ...draft } = listWithExtras
        const today = amsterdamDate(new Date())
        const listId = await publish({ ...draft, validFrom: today, terms: { ...draft.terms, ...terms } })
        const list = (await loadPriceBook(getDb(env.DB))).find((one) => one.id === listId) ?? firstPriceList
        const date = addDays(today, daysAhead)
        const first = {
          date,
          numPeople: Math.min(numPeople, terms.maxPeople),
          dayParts,
          meetingType: arrangement,
          lunchType: arrangement,
          extras,
          list,
        } as const
        const later = laterDays.map((day) => ({
          ...first,
          date: addDays(date, day.after),
          dayParts: day.dayParts,
          lunchType: day.lunch && arrangement !== 'geen' ? arrangement : ('geen' as const),
        }))
        await insertDaysBooking(1, [first, ...later])
        const world: World = {
          cookie: await adminCookie(),
          link: await customer.link({ id: 1, date }),
          run,
          refunded: 0,
          mollie: [],
          seenVersion: 0,
          erased: false,
          cronPicksNotPlanned: [],
        }
        if (autoRefund)
          await rows(
            "INSERT INTO owner_settings (key, value, updated_at) VALUES ('refunds.auto-ideal', 'true', ?)",
            Date.now(),
          )
        if (paidByIdeal) await confirmAndPay(world)
        let version = await versionOf(1)
        world.seenVersion = version
        for (const [index, burst] of steps.entries()) {
          world.cronAt = undefined
          world.cronPicksNotPlanned = []
          const answers = await Promise.all(burst.map((one) => act(world, one)))
          for (const [at, answer] of answers.entries())
            expect(answer?.status ?? 200, `step ${index}, ${burst[at]?.kind}`).toBeLessThan(500)
          const after = await versionOf(1)
          // A decision on a version the booking has left is refused and changes nothing.
          if (burst.length === 1 && burst[0]?.kind === 'stale' && world.seenVersion !== version) {
            expect(answers[0]?.status, `step ${index}: a stale decision`).toBe(409)
            expect(after, `step ${index}: a stale decision`).toBe(version)
          }
          // Alone, every event the cron picks is one the lifecycle carries out: both say what is due alike.
          if (burst.length === 1) expect(world.cronPicksNotPlanned, `step ${index}: the cron's picks`).toEqual([])
          ;[world.seenVersion, version] = [version, after]
          const gone = (await rows('SELECT id FROM bookings WHERE id = 1')).length === 0
          if (gone) {
            // Only an erase takes a booking away, and only one without invoices.
            expect(world.erased, `after step ${index}: the booking is gone`).toBe(true)
            expect(await rows('SELECT id FROM invoices WHERE booking_id = 1')).toEqual([])
            break
          }
          expect(
            await lifecycleViolations(1, world.refunded, burst.length === 1 ? world.cronAt : undefined),
            `after step ${index}: ${burst.map((one) => one.kind)}`,
          ).toEqual([])
          // Every date keeps the list it was priced under, whatever the owner published since.
          expect(
            await rows(
              'SELECT price_list_id AS list FROM bookings WHERE id = 1 ' +
                'UNION ALL SELECT price_list_id FROM booking_later_days WHERE booking_id = 1',
            ),
            `after step ${index}: the dates' price lists`,
          ).toEqual(Array.from({ length: 1 + laterDays.length }, () => ({ list: listId })))
        }
      },
    ),
    { seed: Number(env.FUZZ_SEED), numRuns: 16, endOnFailure: true },
  )
}, 600_000)
