/**
 * The one entry: /api/* goes to the Hono app, every other request (every method) to React
 * Router. Cross-cutting response rules (security headers, cache policy, the edge cache) are
 * applied here once.
 */
import { RouterContextProvider, createRequestHandler } from 'react-router'
import { cloudflareContext, cspNonceContext } from '~/server/context'
import { deliverDueMail } from '~/server/mail/outbox.server'
import { pruneRateLimits } from '~/server/rate-limit.server'
import { servicesFor } from '~/server/services.server'
import { api } from './api'
import { newNonce } from './csp'
import { defaultEdgeCache, throughEdgeCache } from './edge-cache'
import { withResponsePolicy } from './headers'

const handleWithReactRouter = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  import.meta.env.MODE,
)

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url)
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      return withResponsePolicy(request, await api.fetch(request, env, ctx))
    }
    const nonce = newNonce()
    const context = new RouterContextProvider(
      new Map<Parameters<RouterContextProvider['get']>[0], unknown>([
        [cloudflareContext, { env, ctx }],
        [cspNonceContext, nonce],
      ]),
    )
    return throughEdgeCache(request, defaultEdgeCache(), (promise) => ctx.waitUntil(promise), async () =>
      withResponsePolicy(request, await handleWithReactRouter(request, context), nonce),
    )
  },

  /** The cron (wrangler.toml [triggers]): retries due mail and clears old rate-limit windows. */
  async scheduled(_controller, env, ctx) {
    const { db, mail } = servicesFor(env, ctx)
    await Promise.all([deliverDueMail(mail), pruneRateLimits(db, Date.now())])
  },
} satisfies ExportedHandler<Env>
