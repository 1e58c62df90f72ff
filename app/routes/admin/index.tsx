import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { AddCustomer } from '~/components/admin/add-customer'
import { BusyConflictsNotice } from '~/components/admin/busy-conflicts'
import { DecisionNotice } from '~/components/admin/decision-notice'
import { ListFilters, Pager, ResultCount } from '~/components/admin/list-controls'
import {
  AuditTable,
  BookingsTable,
  CustomersTable,
  InvoicesTable,
  MessagesList,
  OutboxTable,
  QuotesTable,
  SubscribersTable,
} from '~/components/admin/list-tables'
import { Section } from '~/components/admin/ui'
import { FormMessage, InputField } from '~/components/forms'
import { type ListTab, listTabs, parseListQuery } from '~/lib/admin-lists'
import { invoiceExportForm, LoginSchema } from '~/lib/admin-schemas'
import { amsterdamDate } from '~/lib/dates'
import { counted, formatDate, formatEuro } from '~/lib/format'
import { adminReturnPath } from '~/lib/paths'
import { dashboardCounts, dashboardList, moneyBack, openDeposits } from '~/server/admin/dashboard.server'
import { adminContext, requireAdmin } from '~/server/admin/guard.server'
import { attemptLogin } from '~/server/admin/login.server'
import { createSession } from '~/server/admin/session.server'
import { busyWindow, upcomingConflicts } from '~/server/calendar/calendar.server'
import { known, readTogether } from '~/server/db/batch.server'
import { readForm } from '~/server/http/form-body.server'
import { clientKey } from '~/server/http/rate-limit.server'
import { markMessagesRead } from '~/server/messages/queries.server'
import { ownerSettingReading, setOwnerSetting } from '~/server/owner-settings.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/index'

/** /admin: the login form until there is a session, then the dashboard with one list at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  if (!context.get(adminContext)) return { view: 'login' as const }
  const url = new URL(request.url)
  const tab: ListTab = listTabs.find((id) => id === url.searchParams.get('tab')) ?? 'boekingen'
  const query = parseListQuery(tab, url.searchParams)
  const overview = tab === 'boekingen'
  // One round trip: the counters, the list, and what the tab shows beside it.
  const { counts, list, busy, refunds, deposits, autoRefund } = await readTogether(app.db, {
    counts: dashboardCounts(app.db),
    list: dashboardList(app.db, tab, query),
    // The owner's overview says where their own calendar and a booking meet, and what money goes back.
    busy: overview ? busyWindow(app.db, Date.now()) : known(undefined),
    refunds: overview ? moneyBack(app.db) : known([]),
    deposits: overview ? openDeposits(app.db) : known([]),
    // With the invoices: whether money goes back through Mollie without a click (ADR 038), when iDEAL is on.
    autoRefund:
      tab === 'facturen' && app.settings.ideal ? ownerSettingReading(app.db, 'autoRefundIdeal') : known(undefined),
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
  if (loaderData.view === 'login') return <Login lastResult={actionData?.result} />
  const { counts, list, tab, query, exportForm, conflicts, refunds, deposits, autoRefund } = loaderData
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
        <p role="status" className="mt-4 rounded-md border border-frame-500 bg-white px-4 py-2 text-sm">
          De klant is gewist. Facturen blijven zeven jaar bewaard, zonder e-mailadres; het logboek zegt wat er is
          gebeurd.
        </p>
      ) : null}
      <BusyConflictsNotice conflicts={conflicts} />
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
      <MoneyBack bookings={refunds} />
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

type Loaded = Extract<Route.ComponentProps['loaderData'], { view: 'dashboard' }>['list']

function ListTable({ list }: { list: Loaded }) {
  switch (list.tab) {
    case 'boekingen':
      return <BookingsTable rows={list.rows} />
    case 'klanten':
      return <CustomersTable rows={list.rows} />
    case 'offertes':
      return <QuotesTable rows={list.rows} />
    case 'facturen':
      return <InvoicesTable rows={list.rows} />
    case 'berichten':
      return <MessagesList rows={list.rows} />
    case 'nieuwsbrief':
      return <SubscribersTable rows={list.rows} />
    case 'mail':
      return <OutboxTable rows={list.rows} />
    case 'logboek':
      return <AuditTable rows={list.rows} />
  }
}

type ExportForm = ReturnType<typeof invoiceExportForm>

function ListActions({ list, exportForm }: { list: Loaded; exportForm: ExportForm }) {
  switch (list.tab) {
    case 'boekingen':
      return <ExportLink href="/admin/export/boekingen.csv" />
    case 'klanten':
      return (
        <div className="flex flex-wrap gap-2">
          <ExportLink href="/admin/export/klanten.csv" />
          <AddCustomer />
        </div>
      )
    case 'nieuwsbrief':
      return <ExportLink href="/admin/export/abonnees.csv" />
    case 'facturen':
      return <InvoiceExport {...exportForm} />
    case 'berichten':
      return list.rows.some((row) => !row.readAt) ? (
        <Form method="post">
          <input type="hidden" name="intent" value="gelezen" />
          <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
            Alles als gelezen markeren
          </button>
        </Form>
      ) : null
    default:
      return null
  }
}

function Login({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'inloggen',
    lastResult,
    constraint: getZodConstraint(LoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  return (
    <section className="mx-auto mt-10 max-w-sm rounded-xl border border-mortar bg-white p-8 shadow-sm">
      <h1 className="font-display text-2xl font-semibold">Inloggen</h1>
      <p className="mt-1 text-sm text-ink-soft">Het beheer is alleen voor de eigenaar.</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <FormMessage id={form.errorId} errors={form.errors} />
        <InputField label="Wachtwoord" field={fields.password} type="password" autoComplete="current-password" />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Bezig...' : 'Inloggen'}
        </button>
      </Form>
    </section>
  )
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

/**
 * The bookkeeper's export: a period's invoices and credit notes as one ZIP of e-invoices and three
 * CSVs (the third: the refunds). A plain form: the browser downloads the file. The last full
 * quarter is the default, the period of a btw return; a period the export refused comes back with
 * why (invoiceExportForm).
 */
function InvoiceExport({ from, to, error }: ExportForm) {
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': 'export-fout' } : {}
  return (
    <form method="get" action="/admin/export/facturen.zip" className="flex flex-wrap items-end gap-2">
      <label className="text-sm">
        <span className="block text-ink-soft">Van</span>
        <input
          type="date"
          name="van"
          defaultValue={from}
          required
          {...invalid}
          className="rounded border border-mortar px-2 py-1"
        />
      </label>
      <label className="text-sm">
        <span className="block text-ink-soft">Tot en met</span>
        <input
          type="date"
          name="tot"
          defaultValue={to}
          required
          {...invalid}
          className="rounded border border-mortar px-2 py-1"
        />
      </label>
      <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
        Exporteer voor de boekhouder (ZIP)
      </button>
      {error ? (
        <p id="export-fout" role="alert" className="basis-full text-sm font-medium text-brick-700">
          {error}
        </p>
      ) : null}
    </form>
  )
}

function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} className="btn-outline px-3 py-1.5 text-sm" download>
      Exporteer CSV
    </a>
  )
}

/** A short list on the overview of bookings whose money needs the owner, each to its page; none when empty. */
function BookingMoneyList({
  id,
  title,
  border,
  rows,
}: {
  id: string
  title: string
  border: string
  rows: { key: string | number; bookingId: number; name: string; detail: ReactNode }[]
}) {
  if (rows.length === 0) return null
  return (
    <section aria-labelledby={id} className={`mt-5 rounded-lg border ${border} bg-white p-4`}>
      <h2 id={id} className="font-display text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-mortar text-sm">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-wrap justify-between gap-x-4 py-2">
            <Link to={`/admin/boekingen/${row.bookingId}`} className="text-brick-700 underline">
              {`Boeking ${row.bookingId} · ${row.name}`}
            </Link>
            <span>{row.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The bookings with money to pay back or on its way back (ADR 038). */
function MoneyBack({
  bookings,
}: {
  bookings: { id: number; name: string; dueCents: number; onTheWayCents: number; unknownAtMollie: boolean }[]
}) {
  return (
    <BookingMoneyList
      id="geld-terug"
      title="Geld terug naar klanten"
      border="border-brick-300"
      rows={bookings.map((booking) => ({
        key: booking.id,
        bookingId: booking.id,
        name: booking.name,
        detail: [
          booking.dueCents > 0 ? `${formatEuro(booking.dueCents)} terug te betalen` : '',
          booking.onTheWayCents > 0 ? `${formatEuro(booking.onTheWayCents)} onderweg via iDEAL` : '',
          booking.unknownAtMollie ? 'Mollie kent een terugbetaling niet: kijk bij de boeking' : '',
        ]
          .filter(Boolean)
          .join(' · '),
      }))}
    />
  )
}

/** The aanbetalingen still open; one past its date is marked (ADR 039). */
function OpenDeposits({
  today,
  open,
}: {
  today: string
  open: { bookingId: number; name: string; number: string; openCents: number; dueOn: string }[]
}) {
  return (
    <BookingMoneyList
      id="aanbetalingen"
      title="Openstaande aanbetalingen"
      border="border-mortar"
      rows={open.map((deposit) => ({
        key: deposit.number,
        bookingId: deposit.bookingId,
        name: deposit.name,
        detail: (
          <>
            {`${formatEuro(deposit.openCents)} · factuur ${deposit.number} · `}
            {deposit.dueOn < today ? (
              <strong className="text-brick-700">{`te laat: uiterlijk ${formatDate(deposit.dueOn)}`}</strong>
            ) : (
              `uiterlijk ${formatDate(deposit.dueOn)}`
            )}
          </>
        ),
      }))}
    />
  )
}

/**
 * Whether what a customer paid by iDEAL goes back through Mollie as soon as it is due, or after the
 * owner's click on the booking's page (ADR 038). One button turns it the other way.
 */
function AutoRefundSetting({ on }: { on: boolean }) {
  return (
    <Form method="post" className="mt-5 rounded-lg border border-mortar bg-white p-4 text-sm">
      <input type="hidden" name="intent" value="automatisch-terugbetalen" />
      <input type="hidden" name="aan" value={on ? 'nee' : 'ja'} />
      <h2 className="font-display text-lg font-semibold">Terugbetalen via iDEAL</h2>
      <p className="mt-1">
        {on
          ? 'Automatisch: moet een klant geld terugkrijgen dat met iDEAL is betaald, dan stort Mollie het meteen ' +
            'terug, zonder dat je hoeft te klikken.'
          : 'Na jouw klik: moet een klant geld terugkrijgen, dan zie je bij de boeking de knop "Terugbetalen via ' +
            'iDEAL".'}
      </p>
      <button type="submit" className="btn-outline mt-3 px-3 py-1.5">
        {on ? 'Voortaan na mijn klik' : 'Voortaan automatisch'}
      </button>
    </Form>
  )
}
