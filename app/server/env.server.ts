import { venue } from '~/content/venue'
import { defaultRetention, type RetentionPeriods } from '~/lib/retention'
import { z } from '~/lib/zod'

/**
 * The Worker's configuration, checked once at the edge of the app. Bindings and secrets come
 * from wrangler.toml [vars], Worker secrets and, locally, .dev.vars (see .dev.vars.example).
 */
const days = (fallback: number) => z.coerce.number().int().min(1).max(36_500).default(fallback)

const EnvSchema = z.object({
  SITE_URL: z.url(),
  /** Base URL of the Resend-style mail API; mail goes to `${MAIL_API_URL}/emails`. */
  MAIL_API_URL: z.url().default('https://api.resend.com'),
  /** Without a key, mail stays in the outbox, marked kept_locally (the local default). */
  MAIL_API_KEY: z.string().trim().min(1).optional().catch(undefined),
  MAIL_FROM: z.string().min(3).default(`${venue.name} <${venue.email}>`),
  /** Where the venue receives contact messages and booking requests. */
  VENUE_INBOX: z.email().default(venue.email),
  MAIL_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Signs newsletter links and the forms' honeypot token. At least 32 characters. */
  SIGNING_SECRET: z.string().min(32, 'SIGNING_SECRET moet minstens 32 tekens lang zijn'),
  /** Signs the admin session cookie. At least 32 characters. */
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET moet minstens 32 tekens lang zijn'),
  /** PBKDF2 hash of the admin password (npm run admin:password). Without it nobody can log in. */
  ADMIN_PASSWORD_HASH: z.string().optional(),
  /** Optional bearer token for scripts that call /api/admin. */
  ADMIN_API_TOKEN: z.string().min(32).optional().catch(undefined),
  /** Mollie's API (iDEAL). Without a key (the local default) invoices show bank-transfer details instead. */
  MOLLIE_API_KEY: z.string().trim().min(1).optional().catch(undefined),
  MOLLIE_API_URL: z.url().default('https://api.mollie.com/v2'),
  /**
   * Encrypts the bookkeeping package's API token at rest (docs/decisions/046-bookkeeping-pushes.md).
   * At least 32 characters; without it the owner cannot connect the bookkeeping.
   */
  BOOKKEEPING_SECRET: z.string().min(32).optional().catch(undefined),
  /** Moneybird's API (the tests point it at a fake on loopback). */
  MONEYBIRD_API_URL: z.url().default('https://moneybird.com/api/v2'),
  MONEYBIRD_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Only for the local end-to-end tests: origins (comma-separated) whose calendars may be read over
   * plain http, such as the tests' fake calendar on loopback. Empty, and so https only, in production.
   */
  CALENDAR_HTTP_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Retention periods in days (app/lib/retention.ts); each falls back to its documented default. */
  RETENTION_CONTACT_DAYS: days(defaultRetention.contactMessages),
  RETENTION_SIGNUP_DAYS: days(defaultRetention.signups),
  RETENTION_QUOTE_DAYS: days(defaultRetention.quotes),
  RETENTION_PROSPECT_DAYS: days(defaultRetention.prospects),
  RETENTION_BOOKING_DAYS: days(defaultRetention.bookings),
  RETENTION_MAIL_DAYS: days(defaultRetention.mailBodies),
  RETENTION_LOG_DAYS: days(defaultRetention.log),
})

export type AppConfig = z.infer<typeof EnvSchema>

const cache = new WeakMap<object, AppConfig>()

export function appConfig(env: Env): AppConfig {
  const cached = cache.get(env)
  if (cached) return cached
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`)
  }
  cache.set(env, parsed.data)
  return parsed.data
}

export function retentionPeriods(config: AppConfig): RetentionPeriods {
  return {
    contactMessages: config.RETENTION_CONTACT_DAYS,
    signups: config.RETENTION_SIGNUP_DAYS,
    quotes: config.RETENTION_QUOTE_DAYS,
    prospects: config.RETENTION_PROSPECT_DAYS,
    bookings: config.RETENTION_BOOKING_DAYS,
    mailBodies: config.RETENTION_MAIL_DAYS,
    log: config.RETENTION_LOG_DAYS,
  }
}
