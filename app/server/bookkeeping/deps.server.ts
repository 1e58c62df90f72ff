import type { Db } from '../db/client.server'
import type { AppConfig } from '../env.server'
import type { Links } from '../links.server'
import { moneybirdAdapter } from './moneybird.server'

/** What the bookkeeping services need, from the Worker's configuration (docs/decisions/046-bookkeeping-pushes.md). */
export function bookkeepingDeps(config: AppConfig, db: Db, documents: { links: Links; ideal: boolean }) {
  return {
    db,
    secret: config.BOOKKEEPING_SECRET,
    adapterFor: (token: string) =>
      moneybirdAdapter({ apiUrl: config.MONEYBIRD_API_URL, token, timeoutMs: config.MONEYBIRD_API_TIMEOUT_MS }),
    documents,
  }
}

export type BookkeepingDeps = ReturnType<typeof bookkeepingDeps>
