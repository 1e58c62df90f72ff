import { isRouteErrorResponse, Link } from 'react-router'
import { venue } from '~/content/venue'
import { ErrorPage } from './error-page'

/**
 * A page that reports the outcome of a form or a link from a mail. Without JavaScript this is
 * where a visitor reads what a toast would have said.
 */
export function StatusPage({
  title,
  children,
  tone = 'success',
  actions = [{ to: '/', label: 'Naar de homepage' }],
}: {
  title: string
  children: React.ReactNode
  tone?: 'success' | 'problem'
  actions?: { to: string; label: string }[]
}) {
  return (
    <section className="container-page py-20">
      <div
        role="status"
        className="mx-auto max-w-xl rounded-xl border border-mortar bg-white p-8 text-center shadow-sm"
      >
        <p
          aria-hidden="true"
          className={`mx-auto flex h-12 w-12 items-center justify-center rounded-full text-2xl ${
            tone === 'success' ? 'bg-frame-500 text-white' : 'bg-brick-100 text-brick-800'
          }`}
        >
          {tone === 'success' ? '✓' : '!'}
        </p>
        <h1 className="mt-5 font-display text-3xl font-semibold">{title}</h1>
        <div className="mt-4 space-y-3 text-ink-soft">{children}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) => (
            <Link key={action.to} to={action.to} className={index === 0 ? 'btn-primary' : 'btn-outline'}>
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}

/**
 * The error boundary of a page opened by a signed link from a mail: its 404 means the link does
 * not work (forged, foreign or expired) and says whom to call; anything else is the usual error page.
 */
export function BrokenLinkBoundary({
  error,
  title,
  why,
  actions,
}: {
  error: unknown
  title: string
  why: string
  actions: { to: string; label: string }[]
}) {
  if (!isRouteErrorResponse(error) || error.status !== 404)
    return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
  return (
    <StatusPage title={title} tone="problem" actions={actions}>
      <p>{`${why} Bel ons op ${venue.phone.display} of mail ${venue.email}, dan helpen we je verder.`}</p>
    </StatusPage>
  )
}
