/** Small building blocks of the admin pages. */
import { Link } from 'react-router'
import { venue } from '~/content/venue'
import { type InvoiceStatus, invoiceStatusLabels } from '~/lib/invoicing'

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline'

const badgeClass: Record<BadgeVariant, string> = {
  default: 'bg-frame-500 text-white',
  secondary: 'bg-mortar text-ink',
  destructive: 'bg-brick-700 text-white',
  outline: 'bg-white text-ink ring-1 ring-ink-soft ring-inset',
}

export function Badge({ variant, children }: { variant: BadgeVariant; children: React.ReactNode }) {
  return <span className={`badge ${badgeClass[variant]}`}>{children}</span>
}

const invoiceBadge: Record<InvoiceStatus, BadgeVariant> = {
  open: 'secondary',
  betaald: 'default',
  gecrediteerd: 'destructive',
  verrekend: 'outline',
}

/** An invoice's status as a badge, the same in every list and page. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge variant={invoiceBadge[status]}>{invoiceStatusLabels[status]}</Badge>
}

/** What the owner's last change did, said at the top of the page it led to (the page's `melding`). */
export function StatusNotice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-md border border-frame-500 bg-white px-4 py-2 text-sm">
      {children}
    </p>
  )
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-mortar bg-white p-8 text-center text-ink-soft">{children}</p>
  )
}

/** A table's rows: a line between them, the cells' padding said once here rather than in every cell. */
const bodyClass = 'divide-y divide-mortar [&>tr]:relative [&>tr:has(a)]:hover:bg-cream [&>tr>td]:px-3 [&>tr>td]:py-2'

/**
 * A list as a table. On a narrow screen it scrolls sideways inside its frame, which is then a
 * region that takes the keyboard's focus, so it can be scrolled without a mouse (axe:
 * scrollable-region-focusable).
 */
export function Table({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group, not a form's fieldset nor another landmark.
    <div
      role="group"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a frame that scrolls must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-mortar bg-white focus-visible:outline-2"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-mortar/60 text-xs tracking-wide text-ink-soft uppercase">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={bodyClass}>{children}</tbody>
      </table>
    </div>
  )
}

/**
 * The link that opens a row's record. In a table row it covers the whole row (spec §2: clicking
 * a row opens its detail), with or without JavaScript; it stays one link for keyboard and screen
 * reader. Other links in the same row must be `relative` to stay clickable.
 */
export function RowLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="row-link">
      {children}
    </Link>
  )
}

export function Section({
  title,
  actions,
  children,
  id,
}: {
  title: string
  actions?: React.ReactNode
  children: React.ReactNode
  id?: string
}) {
  return (
    <section aria-label={title} id={id} className="mt-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  )
}

const dateTime = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
})
export const formatDateTime = (value: Date | number | null | undefined) => (value ? dateTime.format(value) : '—')

/** The top of an admin detail page: the way back to its list, the title and a status badge. */
export function DetailHeader({
  back,
  backLabel,
  title,
  badge,
}: {
  back: string
  backLabel: string
  title: string
  badge?: React.ReactNode
}) {
  return (
    <>
      <p className="text-sm">
        <Link to={back} className="text-brick-700 underline-offset-4 hover:underline">
          {`← ${backLabel}`}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-semibold">{title}</h1>
        {badge}
      </div>
    </>
  )
}

/** A label and its value on a detail page. */
export type Fact = [label: string, value: React.ReactNode]

/** The facts of a booking, customer or quote, two columns wide on larger screens. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Free text the visitor or the owner wrote, with its heading; says so when there is none. */
export function Notes({ title, text, empty }: { title: string; text: string | null | undefined; empty: string }) {
  return (
    <>
      <h2 className="mt-6 text-xs font-semibold tracking-wide text-ink-soft uppercase">{title}</h2>
      <p className="mt-1 whitespace-pre-line">{text || empty}</p>
    </>
  )
}

/** A page title in the owner's area: "Sluitingen | Beheer | De Oude Paardenslagerij". */
export const adminTitle = (page: string) => `${page} | Beheer | ${venue.name}`
