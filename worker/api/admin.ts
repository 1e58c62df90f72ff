/**
 * The spec's admin endpoints. Every handler requires a live admin session (cookie) or the
 * bearer token from ADMIN_API_TOKEN; changes must also come from our own site (or from a
 * script without a browser Origin). Anonymous or wrong credentials: 401. Unknown ids: 404.
 */
import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { type ListQuery, type ListTab, parseListQuery } from '~/lib/admin-lists'
import { adminMessages, ContactMomentSchema, CustomerFormSchema } from '~/lib/admin-schemas'
import { type LifecycleEvent, lifecycleMessages } from '~/lib/booking-lifecycle'
import {
  DecisionSchema,
  decisionEvent,
  dietEvent,
  ExtendOptieSchema,
  OwnerDietSchema,
  OwnerPeopleSchema,
  OwnerRefundSchema,
  peopleEvent,
  StatusChangeSchema,
} from '~/lib/booking-schemas'
import { decisionResults } from '~/lib/booking-status'
import { isCalendarDay } from '~/lib/calendar'
import { amsterdamDate } from '~/lib/dates'
import { cateringOrder, cateringPeriod, cateringTotals, sheetEntries } from '~/lib/day-sheet'
import { PriceListDraftSchema } from '~/lib/offer-schemas'
import { listsFrom } from '~/lib/price-list'
import { adminFromRequest, isCrossSite } from '~/server/admin/guard.server'
import { type EventOutcome, runBookingEvent } from '~/server/bookings/lifecycle.server'
import { bookingsPage } from '~/server/bookings/queries.server'
import { type LoadedBooking, loadBookingState } from '~/server/bookings/state.server'
import { addContactMoment, addCustomer, getCustomer, updateCustomer } from '~/server/customers/crm.server'
import { customersPage } from '~/server/customers/queries.server'
import { dayBookingsReading } from '~/server/days/day-bookings.server'
import { type Reading, readOne } from '~/server/db/batch.server'
import type { Db } from '~/server/db/client.server'
import type { Page } from '~/server/db/keyset.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { publishPriceList } from '~/server/offer/publish.server'
import { refundByIdeal } from '~/server/payments/refunds.server'
import { quotesPage } from '~/server/quotes/queries.server'
import { servicesFor } from '~/server/services.server'
import { limitBody, parseJson, requireJson } from './json-body'

export const adminApi = new Hono<{ Bindings: Env }>()

const requireAdminApi = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  if (!(await adminFromRequest(c.req.raw, servicesFor(c.env, c.executionCtx)))) {
    return c.json({ error: 'Niet ingelogd: log in via /admin of gebruik een geldige API-sleutel.' }, 401)
  }
  if (c.req.method !== 'GET' && isCrossSite(c.req.raw))
    return c.json({ error: 'Verzoek geweigerd: dit kan alleen vanaf de eigen website.' }, 403)
  await next()
})

const idParam = (value: string | undefined) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

for (const path of ['/bookings', '/bookings/*', '/admin/*']) {
  adminApi.use(path, async (c, next) => {
    // POST /api/bookings is the public booking request; everything else here is admin-only.
    if (c.req.method === 'POST' && c.req.path === '/api/bookings') return next()
    return requireAdminApi(c, next)
  })
}

/**
 * A list answers an array (the spec), a page of at most 50; the pages before and after are in the
 * Link header (rel="prev", rel="next"). The query is the admin list's: q, status, type, van, tot,
 * sorteer (app/lib/admin-lists.ts).
 */
/** One page of a list, in one round trip. */
function listPage<T>(c: Context<{ Bindings: Env }>, list: (db: Db, query: ListQuery) => Reading<T>, query: ListQuery) {
  const { db } = servicesFor(c.env, c.executionCtx)
  return readOne(db, list(db, query))
}

function answerPage(c: Context, page: Page<unknown>) {
  const links = (
    [
      ['prev', 'voor', page.previous],
      ['next', 'na', page.next],
    ] as const
  ).flatMap(([rel, param, cursor]) => {
    if (!cursor) return []
    const url = new URL(c.req.url)
    url.searchParams.delete('na')
    url.searchParams.delete('voor')
    url.searchParams.set(param, cursor)
    return [`<${url.pathname}${url.search}>; rel="${rel}"`]
  })
  if (links.length > 0) c.header('Link', links.join(', '))
  return c.json(page.rows)
}

const listQuery = (c: Context, tab: ListTab) => parseListQuery(tab, new URL(c.req.url).searchParams)

adminApi.get('/bookings', async (c) => answerPage(c, await listPage(c, bookingsPage, listQuery(c, 'boekingen'))))

/** A decision's outcome as the spec's API answers it. */
function answerDecision(c: Context, outcome: EventOutcome, done: string, pdfDownloadUrl?: string) {
  return outcome.ok
    ? c.json({ ok: true, message: outcome.changed ? done : outcome.message, pdfDownloadUrl: pdfDownloadUrl ?? null })
    : c.json({ error: outcome.message }, outcome.status)
}

/** An owner's event on the booking in the path: run, its mail delivered, answered as the spec's API does. */
async function ownerEvent(
  c: Context<{ Bindings: Env }>,
  event: LifecycleEvent,
  seenVersion: number | undefined,
  done: string,
  { pdfPath, loaded }: { pdfPath?: string; loaded?: { state: LoadedBooking; now: number } } = {},
) {
  const id = idParam(c.req.param('id'))
  if (!id) return c.json({ error: lifecycleMessages.notFound }, 404)
  const app = servicesFor(c.env, c.executionCtx)
  const now = loaded?.now ?? Date.now()
  const outcome = await runBookingEvent(id, event, 'eigenaar', { ...app, now }, { seenVersion, loaded: loaded?.state })
  if (outcome.ok) app.deliverAfterResponse(outcome.mailIds)
  return answerDecision(c, outcome, done, pdfPath && `/admin/boekingen/${id}/${pdfPath}`)
}

/** The status dropdown: the same lifecycle event as the decision it stands for, without the mail (ADR 023). */
adminApi.patch('/bookings/:id/status', requireJson, limitBody, async (c) => {
  const parsed = await parseJson(c, StatusChangeSchema)
  if (!parsed.ok) return parsed.response
  const { status, version } = parsed.value
  return ownerEvent(c, { type: 'status', status }, version, 'Status bijgewerkt')
})

adminApi.post('/bookings/:id/send-email', requireJson, limitBody, async (c) => {
  const parsed = await parseJson(c, DecisionSchema)
  if (!parsed.ok) return parsed.response
  const pdf = parsed.value.type === 'confirm' ? 'bevestiging.pdf' : undefined
  return ownerEvent(c, decisionEvent(parsed.value), parsed.value.version, decisionResults[parsed.value.type], {
    pdfPath: pdf,
  })
})

/** A later last day for an optie (docs/decisions/026-optie.md); the customer is mailed. */
adminApi.patch('/bookings/:id/optie', requireJson, limitBody, async (c) => {
  const parsed = await parseJson(c, ExtendOptieSchema)
  if (!parsed.ok) return parsed.response
  const { until, version } = parsed.value
  return ownerEvent(c, { type: 'extend', until }, version, 'Optie verlengd')
})

/** A number of people the customer gave the owner (ADR 037): the first date's, and later dates' by date. */
adminApi.patch('/bookings/:id/people', requireJson, limitBody, async (c) => {
  const parsed = await parseJson(c, OwnerPeopleSchema)
  if (!parsed.ok) return parsed.response
  const id = idParam(c.req.param('id'))
  const now = Date.now()
  const loaded = id && (await loadBookingState(servicesFor(c.env, c.executionCtx).db, id, now))
  if (!loaded) return c.json({ error: lifecycleMessages.notFound }, 404)
  const event = peopleEvent(parsed.value, loaded.state.booking.date)
  // The event plans from the state just read: one read, one write.
  return ownerEvent(c, event, parsed.value.version, 'Aantal personen aangepast', { loaded: { state: loaded, now } })
})

/** Dietary needs the customer gave the owner (ADR 045): each date named with its counts and note. */
adminApi.patch('/bookings/:id/diet', requireJson, limitBody, async (c) => {
  const parsed = await parseJson(c, OwnerDietSchema)
  if (!parsed.ok) return parsed.response
  return ownerEvent(c, dietEvent(parsed.value), parsed.value.version, 'Dieetwensen opgeslagen')
})

/** Money paid back (ADR 038): through Mollie, sent at once, or recorded after the owner's transfer. */
adminApi.post('/bookings/:id/refunds', requireJson, limitBody, async (c) => {
  const parsed = await parseJson(c, OwnerRefundSchema)
  if (!parsed.ok) return parsed.response
  const asked = parsed.value
  if (asked.method === 'overboeking')
    return ownerEvent(c, { type: 'refund', amountCents: asked.amountCents }, asked.version, 'Terugbetaling vastgelegd')
  const id = idParam(c.req.param('id'))
  if (!id) return c.json({ error: lifecycleMessages.notFound }, 404)
  const app = servicesFor(c.env, c.executionCtx)
  const outcome = await refundByIdeal(id, asked.version, { ...app, now: Date.now() })
  if (outcome.ok) app.deliverAfterResponse(outcome.mailIds)
  return answerDecision(c, outcome, 'Terugbetaling via iDEAL gevraagd')
})

adminApi.get('/admin/crm/customers', async (c) =>
  answerPage(c, await listPage(c, customersPage, listQuery(c, 'klanten'))),
)

adminApi.post('/admin/crm/customers', requireJson, limitBody, async (c) => {
  const parsed = await parseJson(c, CustomerFormSchema)
  if (!parsed.ok)
    return c.json(
      {
        error: adminMessages.requiredCustomerFields,
        fieldErrors: (await parsed.response.clone().json<{ fieldErrors: unknown }>()).fieldErrors,
      },
      400,
    )
  const added = await addCustomer(servicesFor(c.env, c.executionCtx).db, parsed.value, Date.now())
  return added.ok
    ? c.json({ ok: true, id: added.value, message: 'Klant is succesvol toegevoegd' }, 201)
    : c.json({ error: adminMessages.duplicateEmail }, 409)
})

adminApi.patch('/admin/crm/customers/:id', requireJson, limitBody, async (c) => {
  const id = idParam(c.req.param('id'))
  const parsed = await parseJson(c, CustomerFormSchema)
  if (!parsed.ok) return parsed.response
  const updated = id
    ? await updateCustomer(servicesFor(c.env, c.executionCtx).db, id, parsed.value, Date.now())
    : undefined
  if (!updated) return c.json({ error: 'Klant niet gevonden' }, 404)
  return updated.ok
    ? c.json({ ok: true, message: 'Klant bijgewerkt' })
    : c.json({ error: adminMessages.duplicateEmail }, 409)
})

adminApi.get('/admin/crm/quotes', async (c) => answerPage(c, await listPage(c, quotesPage, listQuery(c, 'offertes'))))

adminApi.get('/admin/crm/customers/:id/contact-history', async (c) => {
  const id = idParam(c.req.param('id'))
  const found = id ? await getCustomer(servicesFor(c.env, c.executionCtx).db, id) : undefined
  return found ? c.json(found.history) : c.json({ error: 'Klant niet gevonden' }, 404)
})

adminApi.post('/admin/crm/customers/:id/contact-history', requireJson, limitBody, async (c) => {
  const id = idParam(c.req.param('id'))
  const parsed = await parseJson(c, ContactMomentSchema)
  if (!parsed.ok) return parsed.response
  const added = id ? await addContactMoment(servicesFor(c.env, c.executionCtx).db, id, parsed.value, Date.now()) : false
  return added
    ? c.json({ ok: true, message: 'Contactmoment toegevoegd' }, 201)
    : c.json({ error: 'Klant niet gevonden' }, 404)
})

/** The venue's prices (docs/decisions/036-the-offer-as-data.md): the list in effect today and every later one. */
adminApi.get('/admin/prices', async (c) => {
  const book = await loadPriceBook(servicesFor(c.env, c.executionCtx).db)
  return c.json({ lists: listsFrom(book, amsterdamDate(new Date())) })
})

/**
 * A new price list from a date, amounts in cents. A published list never changes: a changed price
 * or entry is a new list from the date it takes effect.
 */
adminApi.post('/admin/prices', requireJson, limitBody, async (c) => {
  const parsed = await parseJson(c, PriceListDraftSchema)
  if (!parsed.ok) return parsed.response
  const outcome = await publishPriceList(servicesFor(c.env, c.executionCtx).db, parsed.value, {
    now: Date.now(),
    actor: 'eigenaar',
  })
  if (outcome.problems)
    return c.json(
      {
        error: 'Controleer de ingevulde gegevens.',
        fieldErrors: Object.fromEntries(outcome.problems.map((problem) => [problem.field, [problem.message]])),
      },
      400,
    )
  return c.json({ ok: true, id: outcome.id, message: 'De prijslijst is gepubliceerd.' }, 201)
})

/**
 * The day itself (app/lib/day-sheet.ts): `GET /api/admin/days/{YYYY-MM-DD}` answers the day sheet,
 * `GET /api/admin/catering?from=&to=` the catering order of a period (next week without both).
 */
adminApi.get('/admin/days/:date', async (c) => {
  const date = c.req.param('date')
  if (!isCalendarDay(date)) return c.json({ error: 'Geen geldige datum (JJJJ-MM-DD).' }, 400)
  const { db } = servicesFor(c.env, c.executionCtx)
  const entries = sheetEntries(await readOne(db, dayBookingsReading(db, date, date)))
  return c.json({ date, entries })
})

adminApi.get('/admin/catering', async (c) => {
  const period = cateringPeriod(c.req.query('from') ?? null, c.req.query('to') ?? null, amsterdamDate(new Date()))
  if (!period.ok) return c.json({ error: period.message }, 400)
  const { db } = servicesFor(c.env, c.executionCtx)
  const dates = cateringOrder(await readOne(db, dayBookingsReading(db, period.from, period.to)))
  return c.json({ from: period.from, to: period.to, dates, totals: cateringTotals(dates) })
})
