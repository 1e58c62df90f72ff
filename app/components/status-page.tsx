import { Link } from 'react-router'

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
