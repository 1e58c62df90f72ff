/**
 * Local development only (`npm start`, the end-to-end server): a gateway Worker in front of the
 * built site, so that `curl http://127.0.0.1:8787/cdn-cgi/handler/scheduled` runs the cron jobs.
 * wrangler 4.86 (the last release on Node 20) routes a cron trigger for a Worker with static
 * assets through its assets proxy, which cannot pass the ScheduledController on and answers 500
 * ("exception") without a log line (workers-sdk#9882, fixed in releases that need Node 22).
 * Requests are passed to the site unchanged; the cron trigger calls the site's ScheduledJobs
 * entrypoint, which runs the same jobs as its own scheduled() handler does in production.
 * See docs/decisions/018-local-cron-gateway.md. Not deployed.
 */
import type { ScheduledJobs } from './index'

type GatewayEnv = { SITE: Fetcher; SITE_JOBS: Service<ScheduledJobs> }

export default {
  fetch(request, env) {
    return env.SITE.fetch(request)
  },
  async scheduled(controller, env) {
    // The trigger's time, so `/cdn-cgi/handler/scheduled?time=<epoch milliseconds>` runs the jobs as of then.
    await env.SITE_JOBS.run(controller.scheduledTime)
  },
} satisfies ExportedHandler<GatewayEnv>
