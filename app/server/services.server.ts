import type { RouterContextProvider } from 'react-router'
import { bookkeepingDeps } from './bookkeeping/deps.server'
import { pushDue } from './bookkeeping/push.server'
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
  const links = linksFor(config)
  const ideal = Boolean(config.MOLLIE_API_KEY)
  const bookkeeping = bookkeepingDeps(config, db, { links, ideal })
  /** Sends what is queued for the bookkeeping after the response; the cron retries what fails. */
  const pushAfterResponse = () =>
    ctx.waitUntil(
      pushDue({ ...bookkeeping, now: Date.now }).catch((error) => console.error('Bookkeeping push failed', error)),
    )
  return {
    config,
    db,
    mail,
    /** Signed links for mails and pages (links.server.ts). */
    links,
    /** What use cases need to know of the configuration. */
    settings: {
      /** iDEAL is on (MOLLIE_API_KEY): invoices link to the payment page. */
      ideal,
      venueInbox: config.VENUE_INBOX,
    },
    /** Mollie's API for iDEAL, when MOLLIE_API_KEY is set. */
    mollie: config.MOLLIE_API_KEY ? { apiUrl: config.MOLLIE_API_URL, apiKey: config.MOLLIE_API_KEY } : undefined,
    /** The bookkeeping package: the connection, and the pushes (docs/decisions/046-bookkeeping-pushes.md). */
    bookkeeping,
    /**
     * Delivers freshly queued mail after the response is sent; the cron retries what fails. A change
     * that mails may have issued a document or moved money: its pushes to the bookkeeping follow.
     */
    deliverAfterResponse(mailIds: string[]) {
      if (mailIds.length === 0) return
      ctx.waitUntil(deliverMail(mailIds, mail).catch((error) => console.error('Mail delivery failed', error)))
      pushAfterResponse()
    },
    pushAfterResponse,
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

/**
 * For the rest of this request, `services(context).db` is `db`: the admin guard's, whose first
 * batch also reads the owner's session (guard.server.ts). Only a safe request gets it, so the mail
 * and the bookkeeping, which a change uses, keep the binding's own client.
 */
export function servicesWithDb(context: Readonly<RouterContextProvider>, db: Services['db']): void {
  made.set(context, { ...services(context), db })
}
