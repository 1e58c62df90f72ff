import type { Db } from '../db/client.server'
import type { AppConfig } from '../env.server'
import type { MailDeps } from './outbox.server'

/** The outbox's dependencies as the Worker configures them. */
export function mailDeps(config: AppConfig, db: Db): MailDeps {
  return {
    db,
    from: config.MAIL_FROM,
    provider: config.MAIL_API_KEY
      ? { apiUrl: config.MAIL_API_URL, apiKey: config.MAIL_API_KEY, timeoutMs: config.MAIL_API_TIMEOUT_MS }
      : undefined,
  }
}
