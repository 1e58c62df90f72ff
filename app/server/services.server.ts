import type { RouterContextProvider } from 'react-router'
import { cloudflareContext } from './context'
import { getDb } from './db/client.server'
import { appConfig } from './env.server'
import { linksFor } from './links.server'
import { mailDeps } from './mail/deps.server'
import { deliverMail } from './mail/outbox.server'

/** What a request handler needs, built from the Worker's bindings. */
export function servicesFor(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>) {
  const config = appConfig(env)
  const db = getDb(env.DB)
  const mail = mailDeps(config, db)
  return {
    config,
    db,
    mail,
    /** Signed links for mails and pages (links.server.ts). */
    links: linksFor(config),
    /** What use cases need to know of the configuration. */
    settings: {
      /** iDEAL is on (MOLLIE_API_KEY): invoices link to the payment page. */
      ideal: Boolean(config.MOLLIE_API_KEY),
      venueInbox: config.VENUE_INBOX,
    },
    /** Mollie's API for iDEAL, when MOLLIE_API_KEY is set. */
    mollie: config.MOLLIE_API_KEY ? { apiUrl: config.MOLLIE_API_URL, apiKey: config.MOLLIE_API_KEY } : undefined,
    /** Delivers freshly queued mail after the response is sent; the cron retries what fails. */
    deliverAfterResponse(mailIds: string[]) {
      if (mailIds.length > 0)
        ctx.waitUntil(deliverMail(mailIds, mail).catch((error) => console.error('Mail delivery failed', error)))
    },
  }
}

export type Services = ReturnType<typeof servicesFor>

/** The request's services, made once per request however many middlewares, loaders and actions ask. */
const made = new WeakMap<Readonly<RouterContextProvider>, Services>()

export function services(context: Readonly<RouterContextProvider>): Services {
  let app = made.get(context)
  if (!app) {
    const { env, ctx } = context.get(cloudflareContext)
    app = servicesFor(env, ctx)
    made.set(context, app)
  }
  return app
}
