/**
 * The one entry: /api/* goes to the Hono app, every other request (every method) to React
 * Router. Cross-cutting response rules (security headers, cache policy, the edge cache) are
 * applied here once.
 */
import { WorkerEntrypoint } from 'cloudflare:workers'
import * as build from 'virtual:react-router/server-build'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { cloudflareContext, cspNonceContext } from '~/server/context'
import { countRequest, d1ServerTiming } from '~/server/db/counting.server'
import { api } from './api'
import { MOLLIE_CHECKOUT_ORIGIN, newNonce } from './csp'
import { defaultEdgeCache, throughEdgeCache } from './edge-cache'
import { withResponsePolicy } from './headers'
import { runScheduledJobs } from './scheduled'

// The build itself, not a function that imports it: React Router then derives its routes once
// per isolate instead of once per request (createRequestHandler).
const handleWithReactRouter = createRequestHandler(build, import.meta.env.MODE)

export default {
  async fetch(request, env, ctx) {
    try {
      if (!(env as { D1_SERVER_TIMING?: string }).D1_SERVER_TIMING) return await route(request, env, ctx)
      // For the bench: what this request asked of D1, as a Server-Timing entry.
      const { result, usage } = countRequest(env, (counted) => route(request, counted, ctx))
      const response = await result
      const measured = new Response(response.body, response)
      measured.headers.append('Server-Timing', d1ServerTiming(usage))
      return measured
    } finally {
      await discardUnreadBody(request)
    }
  },

  /** The cron (wrangler.toml [triggers]): worker/scheduled.ts. */
  async scheduled(controller, env, ctx) {
    await runScheduledJobs(env, ctx, controller.scheduledTime)
  },
} satisfies ExportedHandler<Env>

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
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
    async () => withResponsePolicy(request, await handleWithReactRouter(request, context), nonce, checkoutOrigins(env)),
  )
}

/**
 * Mollie's checkout, and (for a configured API elsewhere, as the tests' fake) that API's origin:
 * where the payment page's form may lead.
 */
function checkoutOrigins(env: Env): string[] {
  const configured = (env as { MOLLIE_API_URL?: string }).MOLLIE_API_URL
  const origins = [MOLLIE_CHECKOUT_ORIGIN]
  try {
    if (configured) origins.push(new URL(configured).origin)
  } catch {
    // A malformed URL is reported by the configuration check; here it adds nothing.
  }
  return [...new Set(origins)]
}

/**
 * How much of a refused request's body is read and dropped: far more than any form or JSON body
 * the app accepts (64 KB). Beyond it the body is cancelled unread, and a local server may then
 * not answer another request on that connection (Cloudflare's edge is not affected).
 */
const DRAIN_LIMIT = 16 * 1024 * 1024

/**
 * A request refused before its body was read (413, 415, 401, 403, a redirect to the login) still
 * has that body on the wire. Left unread or cancelled, the local runtime answered about half of
 * such requests with 503 "worker restarted mid-request" instead of the app's own status, and the
 * next request on the same keep-alive connection was never answered: the server read it from the
 * middle of the refused body. So the rest of the body is read and dropped, up to DRAIN_LIMIT,
 * before the answer goes out. (A `Connection: close` header instead is not honoured by workerd.)
 */
async function discardUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return
  const reader = request.body.getReader()
  try {
    let size = 0
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength
      if (size > DRAIN_LIMIT) return await reader.cancel()
    }
  } catch {
    // The client went away; nothing is left to drop.
  }
}

/**
 * The same jobs, for a service binding only (never reachable from the internet). Locally,
 * wrangler 4.86 cannot deliver a cron trigger to a Worker with static assets, so `npm start`
 * puts a small gateway in front that calls this on `/cdn-cgi/handler/scheduled`
 * (scripts/local-cron/, docs/decisions/018-local-cron-gateway.md).
 */
export class ScheduledJobs extends WorkerEntrypoint<Env> {
  /** `scheduledTime` is the trigger's, as in production (wrangler's `?time=` sets it locally). */
  async run(scheduledTime = Date.now()): Promise<void> {
    await runScheduledJobs(this.env, this.ctx, scheduledTime)
  }
}
