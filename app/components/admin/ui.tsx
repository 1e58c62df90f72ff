/** Small building blocks of the admin pages. */
import { Link } from 'react-router'

export type BadgeVariant = 'default' | 'secondary' | 'destructive'

const badgeClass: Record<BadgeVariant, string> = {
  default: 'bg-frame-500 text-white',
  secondary: 'bg-mortar text-ink',
  destructive: 'bg-brick-700 text-white',
}

export function Badge({ variant, children }: { variant: BadgeVariant; children: React.ReactNode }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${badgeClass[variant]}`}>{children}</span>
}

export const bookingStatusBadge: Record<string, BadgeVariant> = { aanvraag: 'secondary', bevestigd: 'default', geannuleerd: 'destructive' }

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed border-mortar bg-white p-8 text-center text-ink-soft">{children}</p>
}

export function Table({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-mortar bg-white">
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
        <tbody className="divide-y divide-mortar">{children}</tbody>
      </table>
    </div>
  )
}

export function RowLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brick-700 underline-offset-4 hover:underline">
      {children}
    </Link>
  )
}

export function Section({ title, actions, children }: { title: string; actions?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="mt-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  )
}

const dateTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' })
export const formatDateTime = (value: Date | number | null | undefined) => (value ? dateTime.format(value) : '—')

/** The top of an admin detail page: the way back to its list, the title and a status badge. */
export function DetailHeader({ back, backLabel, title, badge }: { back: string; backLabel: string; title: string; badge?: React.ReactNode }) {
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
