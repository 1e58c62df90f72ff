import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useSearchParams } from 'react-router'
import { BusyConflictsNotice } from '~/components/admin/busy-conflicts'
import { DecisionNotice } from '~/components/admin/decision-notice'
import { FailingPushesNotice } from '~/components/admin/failing-pushes'
import { ListFilters, Pager, ResultCount } from '~/components/admin/list-controls'
import { Section, StatusNotice } from '~/components/admin/ui'
import { type ListTab, listTabs, parseListQuery } from '~/lib/admin-lists'
import { invoiceExportForm, LoginSchema } from '~/lib/admin-schemas'
import { amsterdamDate } from '~/lib/dates'
import { counted } from '~/lib/format'
import { adminReturnPath } from '~/lib/paths'
import { dashboardCounts, dashboardList, moneyBack, openDeposits } from '~/server/admin/dashboard.server'
import { adminContext, requireAdmin, sessionHasEnded } from '~/server/admin/guard.server'
import { attemptLogin } from '~/server/admin/login.server'
import { createSession } from '~/server/admin/session.server'
import { failingPushesReading } from '~/server/bookkeeping/connection.server'
import { busyWindow, upcomingConflicts } from '~/server/calendar/calendar.server'
import { known, readTogether } from '~/server/db/batch.server'
import { readForm } from '~/server/http/form-body.server'
import { clientKey } from '~/server/http/rate-limit.server'
import { markMessagesRead } from '~/server/messages/queries.server'
import { ownerSettingReading, setOwnerSetting } from '~/server/owner-settings.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/route'
import { ListActions, ListTable } from './lists'
import { Login } from './login'
import { AutoRefundSetting, MoneyBack, OpenDeposits } from './money'
/** /admin: the login form until there is a session, then the dashboard with one list at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const url = new URL(request.url)
  if (!context.get(adminContext)) return { view: 'login' as const, sessionEnded: sessionHasEnded(url) }
  const tab: ListTab = listTabs.find((id) => id === url.searchParams.get('tab')) ?? 'boekingen'
  const query = parseListQuery(tab, url.searchParams)
  const overview = tab === 'boekingen'
  // One round trip: the counters, the list, and what the tab shows beside it.
  const { counts, list, busy, refunds, deposits, autoRefund, failingPushes } = await readTogether(app.db, {
    counts: dashboardCounts(app.db),
    list: dashboardList(app.db, tab, query),
    // The owner's overview says where their own calendar and a booking meet, and what money goes back.
    busy: overview ? busyWindow(app.db, Date.now()) : known(undefined),
    refunds: overview ? moneyBack(app.db) : known([]),
    deposits: overview ? openDeposits(app.db) : known([]),
    // With the invoices: whether money goes back through Mollie without a click (ADR 038), when iDEAL is on.
    autoRefund:
      tab === 'facturen' && app.settings.ideal ? ownerSettingReading(app.db, 'autoRefundIdeal') : known(undefined),
    // Pushes to the bookkeeping that keep failing (docs/decisions/046-bookkeeping-pushes.md).
    failingPushes: overview ? failingPushesReading(app.db) : known(0),
  })
  const conflicts = await upcomingConflicts(app.db, busy)
  const exportForm = invoiceExportForm(url.searchParams, amsterdamDate(new Date()))
  return {
    view: 'dashboard' as const,
    tab,
    query,
    counts,
    list,
    exportForm,
    conflicts,
    refunds,
    deposits: { today: amsterdamDate(new Date()), open: deposits },
    autoRefund,
    failingPushes,
  }
}

/** Logging in; once logged in, marking messages as read. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const form = await readForm(request)
  if (form.get('intent') === 'gelezen') {
    requireAdmin(request, context)
    await markMessagesRead(app.db, Date.now())
    throw redirect('/admin?tab=berichten', 303)
  }
  if (form.get('intent') === 'automatisch-terugbetalen') {
    requireAdmin(request, context)
    await setOwnerSetting(app.db, 'autoRefundIdeal', form.get('aan') === 'ja', Date.now())
    throw redirect('/admin?tab=facturen', 303)
  }
  const submission = parseWithZod(form, { schema: LoginSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  const now = Date.now()
  const outcome = await attemptLogin(submission.value.password, {
    db: app.db,
    storedHash: app.config.ADMIN_PASSWORD_HASH,
    clientKey: await clientKey(request, app.config.SIGNING_SECRET),
    now,
  })
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: ['password'] }) },
      { status: outcome.status },
    )
  }
  const target = adminReturnPath(new URL(request.url).searchParams.get('terug'))
  throw redirect(target, { headers: { 'Set-Cookie': await createSession(app.db, app.config.SESSION_SECRET, now) } })
}

export default function AdminIndex({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams()
  if (loaderData.view === 'login')
    return <Login lastResult={actionData?.result} sessionEnded={loaderData.sessionEnded} />
  const { counts, list, tab, query, exportForm, conflicts, refunds, deposits, autoRefund, failingPushes } = loaderData
  // The bookings are the owner's overview, with the counters; every other list is a page of its own.
  const overview = tab === 'boekingen'
  const body = (
    <>
      <div className="mb-3">
        <ResultCount total={list.total} noun={resultNouns[tab]} />
        {tab === 'berichten' ? (
          <p className="text-sm">{counted(counts.unreadMessages, 'ongelezen bericht', 'ongelezen berichten')}</p>
        ) : null}
      </div>
      <ListTable list={list} />
      <Pager tab={tab} query={query} previous={list.previous} next={list.next} />
    </>
  )
  return (
    <>
      <h1 className="font-display text-3xl font-semibold">{overview ? 'Overzicht' : sectionTitles[tab]}</h1>
      <DecisionNotice search={search} />
      {search.get('melding') === 'klant-gewist' ? (
        <StatusNotice>
          De klant is gewist. Facturen blijven zeven jaar bewaard, zonder e-mailadres; het logboek zegt wat er is
          gebeurd.
        </StatusNotice>
      ) : null}
      <BusyConflictsNotice conflicts={conflicts} />
      <FailingPushesNotice failing={failingPushes} />
      {overview ? (
        <dl className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Count label="Klanten" value={counts.customers} />
          <Count
            label="Boekingen"
            value={counts.bookings}
            detail={`${counts.openRequests} open ${counts.openRequests === 1 ? 'aanvraag' : 'aanvragen'}`}
          />
          <Count label="Offertes" value={counts.quotes} />
          <Count
            label="Aandacht"
            value={counts.unreadMessages + counts.failedMail}
            detail={
              `${counted(counts.unreadMessages, 'ongelezen bericht', 'ongelezen berichten')}, ` +
              counted(counts.failedMail, 'mislukte mail', 'mislukte mails')
            }
          />
        </dl>
      ) : null}
      <MoneyBack bookings={refunds} today={deposits.today} />
      <OpenDeposits {...deposits} />
      {autoRefund === undefined ? null : <AutoRefundSetting on={autoRefund} />}
      <ListFilters tab={tab} query={query} />
      {overview ? (
        <Section title={sectionTitles[tab]} actions={<ListActions list={list} exportForm={exportForm} />}>
          {body}
        </Section>
      ) : (
        <section aria-label={sectionTitles[tab]} className="mt-6">
          <div className="mb-3 flex flex-wrap justify-end gap-3 empty:hidden">
            <ListActions list={list} exportForm={exportForm} />
          </div>
          {body}
        </section>
      )}
    </>
  )
}

const sectionTitles: Record<ListTab, string> = {
  boekingen: 'Boekingen',
  klanten: 'Klanten',
  offertes: 'Offertes',
  facturen: 'Facturen',
  berichten: 'Berichten',
  nieuwsbrief: 'Nieuwsbrief',
  mail: 'Uitgaande mail',
  logboek: 'Logboek',
}

const resultNouns: Record<ListTab, [string, string]> = {
  boekingen: ['boeking', 'boekingen'],
  klanten: ['klant', 'klanten'],
  offertes: ['offerte', 'offertes'],
  facturen: ['factuur', 'facturen'],
  berichten: ['bericht', 'berichten'],
  nieuwsbrief: ['inschrijving', 'inschrijvingen'],
  mail: ['mail', 'mails'],
  logboek: ['regel', 'regels'],
}

function Count({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="rounded-lg border border-mortar bg-white p-4">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-display text-3xl font-semibold">{value}</dd>
      {detail ? <dd className="text-xs text-ink-soft">{detail}</dd> : null}
    </div>
  )
}
