/**
 * The one entry: /api/* goes to the Hono app, every other request (every method) to React
 * Router. Cross-cutting response rules (security headers, cache policy, the edge cache) are
 * applied here once.
 */
import { WorkerEntrypoint } from 'cloudflare:workers'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { cloudflareContext, cspNonceContext } from '~/server/context'
import { api } from './api'
import { newNonce } from './csp'
import { defaultEdgeCache, throughEdgeCache } from './edge-cache'
import { withResponsePolicy } from './headers'
import { runScheduledJobs } from './scheduled'

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
    return throughEdgeCache(
      request,
      defaultEdgeCache(),
      (promise) => ctx.waitUntil(promise),
      async () => withResponsePolicy(request, await handleWithReactRouter(request, context), nonce),
    )
  },

  /** The cron (wrangler.toml [triggers]): worker/scheduled.ts. */
  async scheduled(controller, env, ctx) {
    await runScheduledJobs(env, ctx, controller.scheduledTime)
  },
} satisfies ExportedHandler<Env>

/**
 * The same jobs, for a service binding only (never reachable from the internet). Locally,
 * wrangler 4.86 cannot deliver a cron trigger to a Worker with static assets, so `npm start`
 * puts a small gateway in front that calls this on `/cdn-cgi/handler/scheduled`
 * (scripts/local-cron/, docs/decisions/018-local-cron-gateway.md).
 */
export class ScheduledJobs extends WorkerEntrypoint<Env> {
  async run(): Promise<void> {
    await runScheduledJobs(this.env, this.ctx, Date.now())
  }
}
