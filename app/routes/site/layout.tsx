import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunction } from 'react-router'
import { ErrorPage } from '~/components/error-page'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import { honeypotToken } from '~/server/http/honeypot.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/layout'

/** The token every public form on the page carries (see app/server/honeypot.server.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  const { config } = services(context)
  return {
    formToken: await honeypotToken(config.SIGNING_SECRET, Date.now()),
    siteUrl: config.SITE_URL.replace(/\/+$/, ''),
  }
}

// The token does not change when a form is posted, so submissions cost no extra request (and
// a submission that fails offline does not turn into an error page when revalidating).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="inhoud" className="flex-1 pt-16 print:pt-0">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <Shell>
      <div className="container-page py-16">
        <ErrorPage status={status} />
      </div>
    </Shell>
  )
}
