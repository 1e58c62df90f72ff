/** The tables of the admin's lists, one per tab; the rows are a page from the server. */
import { Link } from 'react-router'
import {
  changeFieldLabel,
  changeValueLabel,
  mailStatusLabels,
  quoteStatusLabels,
  subscriberStatusLabels,
} from '~/lib/admin-lists'
import { customerTypeLabels, sourceLabels } from '~/lib/admin-schemas'
import { statusBadge, statusText } from '~/lib/booking-status'
import { counted, formatDate, formatEuro } from '~/lib/format'
import { asDayPart, dayPartInfo } from '~/lib/pricing'
import type { BookingListRow, CustomerListRow } from '~/server/admin/dashboard.server'
import type { auditPage } from '~/server/audit.server'
import type { Reading } from '~/server/db/batch.server'
import type { invoicesPage } from '~/server/invoices/queries.server'
import type { outboxPage } from '~/server/mail/queries.server'
import type { messagesPage } from '~/server/messages/queries.server'
import type { subscribersPage } from '~/server/newsletter/queries.server'
import type { quotesPage } from '~/server/quotes/queries.server'
import { Badge, EmptyState, formatDateTime, InvoiceStatusBadge, RowLink, Table } from './ui'

type Rows<List extends (...args: never[]) => Reading<{ rows: unknown[] }>> =
  ReturnType<List> extends Reading<infer Page extends { rows: unknown[] }> ? Page['rows'] : never

const dayPartLabel = (dayParts: number) => dayPartInfo[asDayPart(dayParts) ?? 1].label

export function BookingsTable({ rows }: { rows: BookingListRow[] }) {
  if (rows.length === 0) return <EmptyState>Geen boekingen gevonden</EmptyState>
  return (
    <Table caption="Boekingen" head={['Naam', 'Datum', 'Dagdeel', 'Personen', 'Totaal', 'Status', 'Ontvangen']}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <RowLink to={`/admin/boekingen/${row.id}`}>{row.name}</RowLink>
            <span className="block text-xs text-ink-soft">{row.detail}</span>
          </td>
          <td className="whitespace-nowrap">
            {formatDate(row.date)}
            {row.laterDates > 0 ? (
              <span className="block text-xs text-ink-soft">{`+${counted(row.laterDates, 'datum', 'datums')}`}</span>
            ) : null}
          </td>
          <td>{dayPartLabel(row.dayParts)}</td>
          <td>{row.numPeople}</td>
          <td className="tabular-nums">{formatEuro(row.totalCents)}</td>
          <td>
            <Badge variant={statusBadge[row.status]}>{statusText(row.status, row.lastDecision)}</Badge>
          </td>
          <td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
        </tr>
      ))}
    </Table>
  )
}

export function CustomersTable({ rows }: { rows: CustomerListRow[] }) {
  if (rows.length === 0) return <EmptyState>Geen klanten gevonden</EmptyState>
  return (
    <Table caption="Klanten" head={['Naam', 'Bedrijf', 'Soort', 'Bron', 'Boekingen', 'Omzet', 'Laatste contact']}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <RowLink to={`/admin/klanten/${row.id}`}>{row.name}</RowLink>
            <span className="block text-xs text-ink-soft">{row.email}</span>
          </td>
          <td>{row.company ?? '—'}</td>
          <td>{customerTypeLabels[row.customerType]}</td>
          <td>{sourceLabels[row.source]}</td>
          <td>{row.totalBookings}</td>
          <td className="tabular-nums">{formatEuro(row.totalRevenueCents)}</td>
          <td className="whitespace-nowrap">{formatDateTime(row.lastContactAt)}</td>
        </tr>
      ))}
    </Table>
  )
}

export function QuotesTable({ rows }: { rows: Rows<typeof quotesPage> }) {
  if (rows.length === 0) return <EmptyState>Geen offertes gevonden</EmptyState>
  return (
    <Table
      caption="Offertes"
      head={['Nummer', 'Klant', 'Personen', 'Dagdeel', 'Excl. btw', 'Incl. btw', 'Geldig tot', 'Status']}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="whitespace-nowrap">
            <RowLink to={`/admin/offertes/${row.id}`}>{row.quoteNumber}</RowLink>
          </td>
          <td>{row.customerName ?? '—'}</td>
          <td>{row.numPeople}</td>
          <td>{dayPartLabel(row.dayParts)}</td>
          <td className="tabular-nums">{formatEuro(row.totalExclVatCents)}</td>
          <td className="tabular-nums">{formatEuro(row.totalInclVatCents)}</td>
          <td className="whitespace-nowrap">{formatDate(row.validUntil)}</td>
          <td>
            <Badge variant={row.status === 'active' ? 'default' : 'secondary'}>{quoteStatusLabels[row.status]}</Badge>
          </td>
        </tr>
      ))}
    </Table>
  )
}

export function InvoicesTable({ rows }: { rows: Rows<typeof invoicesPage> }) {
  if (rows.length === 0) return <EmptyState>Geen facturen gevonden</EmptyState>
  return (
    <Table caption="Facturen" head={['Nummer', 'Klant', 'Datum', 'Vervaldatum', 'Bedrag', 'Betaald', 'Status']}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="whitespace-nowrap">
            <RowLink to={`/admin/facturen/${row.id}`}>
              {`${row.kind === 'creditfactuur' ? 'Creditfactuur' : 'Factuur'} ${row.number}`}
            </RowLink>
          </td>
          <td>{row.customerName}</td>
          <td className="whitespace-nowrap">{formatDate(row.issuedOn)}</td>
          <td className="whitespace-nowrap">{row.kind === 'factuur' ? formatDate(row.dueOn) : '—'}</td>
          <td className="tabular-nums">{formatEuro(row.totalCents)}</td>
          <td className="tabular-nums">{formatEuro(row.paidCents)}</td>
          <td>
            <InvoiceStatusBadge status={row.status} />
          </td>
        </tr>
      ))}
    </Table>
  )
}

export function MessagesList({ rows }: { rows: Rows<typeof messagesPage> }) {
  if (rows.length === 0) return <EmptyState>Geen berichten gevonden.</EmptyState>
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
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
  )
}

const subscriberBadge = { confirmed: 'default', pending: 'secondary', unsubscribed: 'destructive' } as const

export function SubscribersTable({ rows }: { rows: Rows<typeof subscribersPage> }) {
  if (rows.length === 0) return <EmptyState>Geen inschrijvingen gevonden.</EmptyState>
  return (
    <Table caption="Abonnees" head={['E-mail', 'Status', 'Toestemming gegeven', 'Bevestigd', 'Afgemeld']}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td>{row.email}</td>
          <td>
            <Badge variant={subscriberBadge[row.status]}>{subscriberStatusLabels[row.status]}</Badge>
          </td>
          <td className="whitespace-nowrap">{formatDateTime(row.consentAt)}</td>
          <td className="whitespace-nowrap">{formatDateTime(row.confirmedAt)}</td>
          <td className="whitespace-nowrap">{formatDateTime(row.unsubscribedAt)}</td>
        </tr>
      ))}
    </Table>
  )
}

export function OutboxTable({ rows }: { rows: Rows<typeof outboxPage> }) {
  if (rows.length === 0) return <EmptyState>Geen mail gevonden.</EmptyState>
  return (
    <Table caption="Uitgaande mail" head={['Onderwerp', 'Aan', 'Status', 'Pogingen', 'Laatste fout', 'Aangemaakt']}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <RowLink to={`/admin/mail/${row.id}`}>{row.subject}</RowLink>
          </td>
          <td>{row.toAddress}</td>
          <td>
            <Badge variant={row.status === 'sent' ? 'default' : row.status === 'failed' ? 'destructive' : 'secondary'}>
              {mailStatusLabels[row.status]}
            </Badge>
          </td>
          <td>{row.attempts}</td>
          <td className="max-w-xs truncate text-xs text-ink-soft" title={row.lastError ?? undefined}>
            {row.lastError ?? '—'}
          </td>
          <td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
        </tr>
      ))}
    </Table>
  )
}

const actorLabels = { eigenaar: 'eigenaar', website: 'website', klant: 'klant', systeem: 'systeem' } as const

/** Where an entry of the audit log points to, if its record has a page. */
function recordLink(entity: string | null, id: number | null): string | undefined {
  if (id === null) return undefined
  if (entity === 'booking') return `/admin/boekingen/${id}`
  if (entity === 'customer') return `/admin/klanten/${id}`
  if (entity === 'event') return `/admin/agenda/${id}`
  if (entity === 'closure') return '/admin/sluitingen'
  if (entity === 'invoice') return `/admin/facturen/${id}`
  return undefined
}

export function AuditTable({ rows }: { rows: Rows<typeof auditPage> }) {
  if (rows.length === 0) return <EmptyState>Nog niets vastgelegd.</EmptyState>
  return (
    <Table caption="Logboek" head={['Wanneer', 'Wie', 'Wat', 'Details']}>
      {rows.map((row) => {
        const href = recordLink(row.entity, row.entityId)
        return (
          <tr key={row.id}>
            <td className="whitespace-nowrap">{formatDateTime(row.at)}</td>
            <td>{actorLabels[row.actor]}</td>
            <td>{href ? <RowLink to={href}>{row.summary}</RowLink> : row.summary}</td>
            <td className="text-xs text-ink-soft">
              <Changes changes={row.changes} />
            </td>
          </tr>
        )
      })}
    </Table>
  )
}

/** What changed, field by field: before → after. */
export function Changes({ changes }: { changes: Record<string, [unknown, unknown]> | null }) {
  if (!changes || Object.keys(changes).length === 0) return <>—</>
  const show = (field: string, value: unknown) =>
    value === null || value === undefined || value === ''
      ? 'leeg'
      : Array.isArray(value)
        ? value.join(', ')
        : changeValueLabel(field, String(value))
  return (
    <ul className="space-y-0.5">
      {Object.entries(changes).map(([field, [before, after]]) => (
        <li key={field}>{`${changeFieldLabel(field)}: ${show(field, before)} → ${show(field, after)}`}</li>
      ))}
    </ul>
  )
}
