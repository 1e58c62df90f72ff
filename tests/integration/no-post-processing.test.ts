/**
 * The Worker sends React Router's HTML exactly as React Router rendered it: it adds headers and
 * reads shared pages to hash their scripts, but changes no byte of a page (ADR 019). Checked by
 * rendering the same page with React Router's own handler and comparing (tests/unit/
 * no-post-processing.test.ts looks for the tools of rewriting in the code).
 */
import { env } from 'cloudflare:workers'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import { cloudflareContext, cspNonceContext } from '~/server/context'
import { callWorker, ORIGIN } from '../support/worker/requests'

const handle = createRequestHandler(() => import('virtual:react-router/server-build'), 'test')

/** React Router's own rendering of a page, with the nonce the Worker's answer carries. */
async function reactRouterHtml(path: string, nonce: string): Promise<string> {
  const context = new RouterContextProvider(
    new Map<Parameters<RouterContextProvider['get']>[0], unknown>([
      [cloudflareContext, { env, ctx: { waitUntil: () => undefined } }],
      [cspNonceContext, nonce],
    ]),
  )
  return (await handle(new Request(new URL(path, ORIGIN)), context)).text()
}

// The footer's form token carries the second it was made in: compare it as a placeholder.
const withoutToken = (html: string) => html.replaceAll(/eyJhbGciOiJIUzI1NiJ9\.[\w-]+\.[\w-]+/g, '<token>')

test.each(['/admin', '/boeken', '/geschiedenis', '/'])(
  'the Worker sends %s byte for byte as React Router rendered it',
  async (path) => {
    const sent = await (await callWorker(path)).text()
    const nonce = sent.match(/ nonce="([^"]+)"/)?.[1] ?? ''
    expect(withoutToken(sent)).toBe(withoutToken(await reactRouterHtml(path, nonce)))
  },
)
