import { Form, isRouteErrorResponse, Link, Outlet, useLocation } from 'react-router'
import { ErrorPage } from '~/components/error-page'
import { LogoMark } from '~/components/icons'
import { venue } from '~/content/venue'
import { hydrate } from '~/lib/hydration'
import { adminContext, adminMiddleware } from '~/server/admin/guard.server'
import type { Route } from './+types/layout'

/** This page loads JavaScript: the owner works in dialogs, filters and lists that update in place (ADR 019). */
export const handle = hydrate

/** The one guard of the owner's area: every admin page, action, PDF and export is nested under this route. */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware]

export function loader({ context }: Route.LoaderArgs) {
  return { loggedIn: context.get(adminContext)?.via === 'session' }
}

/** The owner's sections: the lists on /admin (`?tab=`) and the pages of their own. */
const sections = [
  ['boekingen', 'Boekingen', '/admin?tab=boekingen'],
  ['kalender', 'Kalender', '/admin/kalender'],
  ['dag', 'Dagblad', '/admin/dag'],
  ['catering', 'Catering', '/admin/catering'],
  ['sluitingen', 'Sluitingen', '/admin/sluitingen'],
  ['klanten', 'Klanten', '/admin?tab=klanten'],
  ['offertes', 'Offertes', '/admin?tab=offertes'],
  ['facturen', 'Facturen', '/admin?tab=facturen'],
  ['berichten', 'Berichten', '/admin?tab=berichten'],
  ['agenda', 'Agenda', '/admin/agenda'],
  ['prijzen', 'Prijzen', '/admin/prijzen'],
  ['nieuwsbrief', 'Nieuwsbrief', '/admin?tab=nieuwsbrief'],
  ['mail', 'Mail', '/admin?tab=mail'],
  ['logboek', 'Logboek', '/admin?tab=logboek'],
  ['boekhouding', 'Boekhouding', '/admin/boekhouding'],
] as const

function Chrome({ loggedIn, children }: { loggedIn: boolean; children: React.ReactNode }) {
  const location = useLocation()
  const active =
    location.pathname === '/admin'
      ? (new URLSearchParams(location.search).get('tab') ?? 'boekingen')
      : location.pathname.split('/')[2]
  return (
    <div className="min-h-dvh bg-cream">
      <header className="border-b border-mortar bg-white print:hidden">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link to="/admin" className="flex items-center gap-2.5 text-brick-800">
            <LogoMark className="h-8 w-8" />
            <span className="font-display text-lg font-semibold">
              <span className="hidden sm:inline">{`${venue.name} · `}</span>Beheer
            </span>
          </Link>
          <div className="flex items-center gap-3">
            <Link to="/" className="hidden text-sm text-ink-soft underline-offset-4 hover:underline sm:inline">
              Naar de website
            </Link>
            {loggedIn ? (
              <Form method="post" action="/admin/uitloggen">
                <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
                  Uitloggen
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {loggedIn ? (
          <nav aria-label="Beheer" className="container-page flex gap-1 overflow-x-auto pb-2">
            {sections.map(([section, label, href]) => (
              <Link
                key={section}
                to={href}
                aria-current={active === section ? 'page' : undefined}
                className={
                  'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-ink ' +
                  'hover:bg-brick-50 aria-[current=page]:bg-brick-700 aria-[current=page]:text-white'
                }
              >
                {label}
              </Link>
            ))}
          </nav>
        ) : null}
      </header>
      <main id="inhoud" className="container-page py-8">
        {children}
      </main>
    </div>
  )
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Chrome loggedIn={loaderData.loggedIn}>
      <Outlet />
    </Chrome>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error)
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <Chrome loggedIn={false}>
      {status === 403 ? (
        <section className="py-12 text-center">
          <h1 className="font-display text-3xl font-semibold">Verzoek geweigerd</h1>
          <p className="mt-3 text-ink-soft">
            Wijzigingen in het beheer kunnen alleen vanaf de eigen website worden gedaan.
          </p>
        </section>
      ) : (
        <ErrorPage status={status} />
      )}
    </Chrome>
  )
}

export const meta = () => [{ title: `Beheer | ${venue.name}` }, { name: 'robots', content: 'noindex, nofollow' }]
