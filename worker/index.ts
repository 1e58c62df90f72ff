/**
 * The one entry: /api/* goes to the Hono app, every other request (every method) to React
 * Router. Cross-cutting response rules (security headers, cache policy) are applied here once.
 */
import { RouterContextProvider, createRequestHandler } from 'react-router'
import { cloudflareContext } from '~/server/context'
import { deliverDueMail } from '~/server/mail/outbox.server'
import { pruneRateLimits } from '~/server/rate-limit.server'
import { servicesFor } from '~/server/services.server'
import { api } from './api'
import { withResponsePolicy } from './headers'

const handleWithReactRouter = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  import.meta.env.MODE,
)

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url)
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/')
    const response = isApi
      ? await api.fetch(request, env, ctx)
      : await handleWithReactRouter(request, new RouterContextProvider(new Map([[cloudflareContext, { env, ctx }]])))
    return withResponsePolicy(request, response)
  },

  /** The cron (wrangler.toml [triggers]): retries due mail and clears old rate-limit windows. */
  async scheduled(_controller, env, ctx) {
    const { db, mail } = servicesFor(env, ctx)
    await Promise.all([deliverDueMail(mail), pruneRateLimits(db, Date.now())])
  },
} satisfies ExportedHandler<Env>
