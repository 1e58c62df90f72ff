import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { cspNonceContext } from './server/context'

export const streamTimeout = 5_000

/** React Router's Cloudflare template, with the CSP nonce of this response (ADR 017). */
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

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: controller.signal,
    onError(error: unknown) {
      responseStatusCode = 500
      // Errors while streaming after the shell are logged; before it, React rethrows them.
      if (shellRendered) console.error(error)
    },
  })
  shellRendered = true
  body.allReady.then(
    () => clearTimeout(timeout),
    () => clearTimeout(timeout),
  )

  // Crawlers get the whole document; everyone else gets it as it renders.
  if (isbot(request.headers.get('user-agent') ?? '')) await body.allReady

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(body, { headers: responseHeaders, status: responseStatusCode })
}
