import { env } from 'cloudflare:workers'
import type { PriceListDraft } from '~/lib/price-list'
import { getDb } from '~/server/db/client.server'
import { publishPriceList } from '~/server/offer/publish.server'

/** Publishes `draft` as the owner does (app/server/offer/publish.server.ts): its id, or an error with its problems. */
export async function publish(draft: PriceListDraft): Promise<number> {
  const outcome = await publishPriceList(getDb(env.DB), draft, { now: Date.now(), actor: 'eigenaar' })
  if (outcome.problems) throw new Error(JSON.stringify(outcome.problems))
  return outcome.id
}
