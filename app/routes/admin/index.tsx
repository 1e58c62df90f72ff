import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { AddCustomer } from '~/components/admin/add-customer'
import { DecisionNotice } from '~/components/admin/decision-notice'
import { Badge, EmptyState, formatDateTime, RowLink, Section, Table } from '~/components/admin/ui'
import { FormMessage, InputField } from '~/components/forms'
import { LoginSchema } from '~/lib/admin-schemas'
import { statusBadge, statusText } from '~/lib/booking-status'
import { formatDate, formatEuro } from '~/lib/format'
import { adminReturnPath } from '~/lib/paths'
import { asDayPart, dayPartInfo } from '~/lib/pricing'
import { adminFromRequest, isCrossSite, requireAdmin } from '~/server/admin/guard.server'
import { attemptLogin } from '~/server/admin/login.server'
import {
  dashboardCounts,
  listBookings,
  listCustomers,
  listMessages,
  listOutbox,
  listQuotes,
  listSubscribers,
  markMessagesRead,
} from '~/server/admin/queries.server'
import { createSession } from '~/server/admin/session.server'
import { readForm } from '~/server/form-body.server'
import { clientKey } from '~/server/rate-limit.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/index'

const tabIds = ['boekingen', 'klanten', 'offertes', 'berichten', 'nieuwsbrief', 'mail'] as const
type Tab = (typeof tabIds)[number]

/** /admin: the login form until there is a session, then the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const admin = await adminFromRequest(request, app)
  if (!admin) return { view: 'login' as const }
  const url = new URL(request.url)
  const tab: Tab = tabIds.find((id) => id === url.searchParams.get('tab')) ?? 'boekingen'
  const q = (url.searchParams.get('q') ?? '').slice(0, 100)
  const [counts, list] = await Promise.all([dashboardCounts(app.db), loadTab(app.db, tab, q)])
  return { view: 'dashboard' as const, tab, q, counts, list }
}

async function loadTab(db: Parameters<typeof listBookings>[0], tab: Tab, q: string) {
  switch (tab) {
    case 'boekingen':
      return { tab, rows: await listBookings(db, q) }
    case 'klanten':
      return { tab, rows: await listCustomers(db, q) }
    case 'offertes':
      return { tab, rows: await listQuotes(db, q) }
    case 'berichten':
      return { tab, rows: await listMessages(db) }
    case 'nieuwsbrief':
      return { tab, rows: await listSubscribers(db) }
    case 'mail':
      return { tab, rows: await listOutbox(db) }
  }
}

/** Logging in; once logged in, marking messages as read. */
export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossSite(request)) throw data('Verzoek geweigerd: dit kan alleen vanaf de eigen website.', { status: 403 })
  const app = services(context)
  const form = await readForm(request)
  if (form.get('intent') === 'gelezen') {
    await requireAdmin(request, app)
    await markMessagesRead(app.db, Date.now())
    throw redirect('/admin?tab=berichten', 303)
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
  const { counts, list, tab, q } = loaderData
  return (
    <>
      <h1 className="font-display text-3xl font-semibold">Overzicht</h1>
      <DecisionNotice search={search} />
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
          detail={`${counts.unreadMessages} ongelezen berichten, ${counts.failedMail} mislukte mails`}
        />
      </dl>
      {tab === 'boekingen' || tab === 'klanten' || tab === 'offertes' ? <Search tab={tab} q={q} /> : null}
      <TabContent list={list} />
    </>
  )
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

const searchHints: Record<string, string> = {
  boekingen: 'Zoek op naam, e-mail of bedrijf',
  klanten: 'Zoek op naam, e-mail of bedrijf',
  offertes: 'Zoek op offertenummer',
}

function Search({ tab, q }: { tab: string; q: string }) {
  return (
    <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
      <input type="hidden" name="tab" value={tab} />
      <label htmlFor="zoeken" className="sr-only">
        {searchHints[tab]}
      </label>
      <input
        id="zoeken"
        type="search"
        name="q"
        defaultValue={q}
        placeholder={searchHints[tab]}
        className="block w-full rounded-md border border-ink-soft/40 bg-white px-3 py-2"
      />
      <button type="submit" className="btn-primary">
        Zoeken
      </button>
    </Form>
  )
}

type Loaded = Extract<Route.ComponentProps['loaderData'], { view: 'dashboard' }>['list']

function TabContent({ list }: { list: Loaded }) {
  switch (list.tab) {
    case 'boekingen':
      return (
        <Section title="Boekingen" actions={<ExportLink href="/admin/export/boekingen.csv" />}>
          {list.rows.length === 0 ? (
            <EmptyState>Geen boekingen gevonden</EmptyState>
          ) : (
            <Table
              caption="Boekingen, nieuwste eerst"
              head={['Naam', 'Datum', 'Dagdeel', 'Personen', 'Totaal', 'Status', 'Ontvangen']}
            >
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    <RowLink to={`/admin/boekingen/${row.id}`}>{row.name}</RowLink>
                    <span className="block text-xs text-ink-soft">{row.company ?? row.email}</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.date)}</td>
                  <td className="px-3 py-2">{dayPartInfo[asDayPart(row.dayParts) ?? 1].label}</td>
                  <td className="px-3 py-2">{row.numPeople}</td>
                  <td className="px-3 py-2 tabular-nums">{formatEuro(row.totalCents)}</td>
                  <td className="px-3 py-2">
                    <Badge variant={statusBadge[row.status]}>{statusText(row.status, row.lastDecision)}</Badge>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      )
    case 'klanten':
      return (
        <Section
          title="Klanten"
          actions={
            <div className="flex flex-wrap gap-2">
              <ExportLink href="/admin/export/klanten.csv" />
              <AddCustomer />
            </div>
          }
        >
          {list.rows.length === 0 ? (
            <EmptyState>Geen klanten gevonden</EmptyState>
          ) : (
            <Table
              caption="Klanten, nieuwste eerst"
              head={['Naam', 'Bedrijf', 'Type', 'Bron', 'Boekingen', 'Omzet', 'Laatste contact']}
            >
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    <RowLink to={`/admin/klanten/${row.id}`}>{row.name}</RowLink>
                    <span className="block text-xs text-ink-soft">{row.email}</span>
                  </td>
                  <td className="px-3 py-2">{row.company ?? '—'}</td>
                  <td className="px-3 py-2">{row.customerType}</td>
                  <td className="px-3 py-2">{row.source}</td>
                  <td className="px-3 py-2">{row.totalBookings}</td>
                  <td className="px-3 py-2 tabular-nums">{formatEuro(row.totalRevenueCents)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.lastContactAt)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      )
    case 'offertes':
      return (
        <Section title="Offertes">
          {list.rows.length === 0 ? (
            <EmptyState>Geen offertes gevonden</EmptyState>
          ) : (
            <Table
              caption="Offertes, nieuwste eerst"
              head={['Nummer', 'Klant', 'Personen', 'Dagdeel', 'Excl. btw', 'Incl. btw', 'Geldig tot', 'Status']}
            >
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <RowLink to={`/admin/offertes/${row.id}`}>{row.quoteNumber}</RowLink>
                  </td>
                  <td className="px-3 py-2">{row.customerName ?? '—'}</td>
                  <td className="px-3 py-2">{row.numPeople}</td>
                  <td className="px-3 py-2">{dayPartInfo[asDayPart(row.dayParts) ?? 1].label}</td>
                  <td className="px-3 py-2 tabular-nums">{formatEuro(row.totalExclVatCents)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatEuro(row.totalInclVatCents)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.validUntil)}</td>
                  <td className="px-3 py-2">
                    <Badge variant={row.status === 'active' ? 'default' : 'secondary'}>{row.status}</Badge>
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      )
    case 'berichten':
      return (
        <Section
          title="Berichten"
          actions={
            list.rows.some((row) => !row.readAt) ? (
              <Form method="post">
                <input type="hidden" name="intent" value="gelezen" />
                <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
                  Alles als gelezen markeren
                </button>
              </Form>
            ) : null
          }
        >
          {list.rows.length === 0 ? (
            <EmptyState>Nog geen berichten ontvangen.</EmptyState>
          ) : (
            <ul className="space-y-3">
              {list.rows.map((row) => (
                <li key={row.id} className="rounded-lg border border-mortar bg-white p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold">
                      {row.readAt ? null : <Badge variant="default">nieuw</Badge>} {row.subject}
                    </p>
                    <p className="text-xs text-ink-soft">{formatDateTime(row.createdAt)}</p>
                  </div>
                  <p className="text-sm text-ink-soft">
                    {row.customerId ? (
                      <Link to={`/admin/klanten/${row.customerId}`} className="font-medium text-brick-700 underline">
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )}
                    {` · `}
                    <a className="underline" href={`mailto:${row.email}`}>
                      {row.email}
                    </a>
                  </p>
                  <p className="mt-2 whitespace-pre-line">{row.message}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )
    case 'nieuwsbrief':
      return (
        <Section title="Nieuwsbrief" actions={<ExportLink href="/admin/export/abonnees.csv" />}>
          {list.rows.length === 0 ? (
            <EmptyState>Nog geen inschrijvingen.</EmptyState>
          ) : (
            <Table caption="Abonnees" head={['E-mail', 'Status', 'Toestemming gegeven', 'Bevestigd', 'Afgemeld']}>
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">{row.email}</td>
                  <td className="px-3 py-2">
                    <Badge
                      variant={
                        row.status === 'confirmed' ? 'default' : row.status === 'pending' ? 'secondary' : 'destructive'
                      }
                    >
                      {
                        { confirmed: 'bevestigd', pending: 'wacht op bevestiging', unsubscribed: 'afgemeld' }[
                          row.status
                        ]
                      }
                    </Badge>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.consentAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.confirmedAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.unsubscribedAt)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      )
    case 'mail':
      return (
        <Section title="Uitgaande mail">
          {list.rows.length === 0 ? (
            <EmptyState>Er is nog geen mail verstuurd.</EmptyState>
          ) : (
            <Table
              caption="Uitgaande mail, nieuwste eerst"
              head={['Onderwerp', 'Aan', 'Status', 'Pogingen', 'Laatste fout', 'Aangemaakt']}
            >
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    <RowLink to={`/admin/mail/${row.id}`}>{row.subject}</RowLink>
                  </td>
                  <td className="px-3 py-2">{row.toAddress}</td>
                  <td className="px-3 py-2">
                    <Badge
                      variant={
                        row.status === 'sent' ? 'default' : row.status === 'failed' ? 'destructive' : 'secondary'
                      }
                    >
                      {mailStatusLabel[row.status]}
                    </Badge>
                  </td>
                  <td className="px-3 py-2">{row.attempts}</td>
                  <td className="max-w-xs truncate px-3 py-2 text-xs text-ink-soft" title={row.lastError ?? undefined}>
                    {row.lastError ?? '—'}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      )
  }
}

function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} className="btn-outline px-3 py-1.5 text-sm" download>
      Exporteer CSV
    </a>
  )
}

export const mailStatusLabel: Record<string, string> = {
  pending: 'in de wachtrij',
  sending: 'wordt verstuurd',
  sent: 'verstuurd',
  failed: 'mislukt',
  kept_locally: 'lokaal bewaard',
}
