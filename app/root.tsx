import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router'
import type { Route } from './+types/root'
import { ErrorPage } from './components/error-page'
import { ToastProvider } from './components/toast'
import { wantsJavaScript } from './lib/hydration'
import appCss from './styles/app.css?url'

export const links: Route.LinksFunction = () => [
  // With a precedence React 19 puts the stylesheet before the script preloads, so the first paint
  // does not wait behind them (docs/decisions/025-javascript-in-few-files.md).
  // Under vitest-pool-workers the URL import is empty; the tests check pages, not their styles.
  ...(appCss ? [{ rel: 'stylesheet', href: appCss, precedence: 'default' }] : []),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  // Only pages whose routes ask for JavaScript load it (app/lib/hydration.ts).
  const withScripts = wantsJavaScript(useMatches())
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a2e1f" />
        {/* Links first: the hero preload and the stylesheet start loading before the long meta block. */}
        <Links />
        <Meta />
      </head>
      <body className="min-h-dvh bg-cream text-ink antialiased">
        {children}
        {withScripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  )
}

/** Last resort, when even the site layout failed: a page without header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="inhoud" className="mx-auto max-w-2xl px-6 py-24">
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </main>
  )
}
