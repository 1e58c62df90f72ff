import { renderToReadableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { NonceProvider } from './components/nonce'
import { holdBackHydration } from './lib/deferred-hydration'
import { cspNonceContext } from './server/context'

export const streamTimeout = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext)
  let shellRendered = false
  const controller = new AbortController()
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1_000)

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500
        // Errors while streaming after the shell are logged; before it, React rethrows them.
        if (shellRendered) console.error(error)
      },
    },
  )
  shellRendered = true

  // Everyone gets the whole document in order: public pages are cached whole at the edge
  // anyway, and anything that suspends must be in place for visitors without JavaScript, who
  // cannot run React's out-of-order swap scripts.
  await body.allReady
  clearTimeout(timeout)

  // React and the page's modules load after the page itself has loaded (ADR 014).
  const html = holdBackHydration(await new Response(body).text())
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(html, { headers: responseHeaders, status: responseStatusCode })
}
