/**
 * How long the edge may keep a public page whose content the venue changes at any moment: its
 * availability, its agenda, and its offer (the price lists, docs/decisions/036-the-offer-as-data.md).
 * Every data centre keeps such a page at most a minute and the browser not at all, so a change
 * shows everywhere within a minute without purging (worker/edge-cache.ts keeps what s-maxage says).
 */
export const MINUTE_CACHE = 'public, max-age=0, s-maxage=60'

/** A route's `headers` export for such a page. */
export const minuteCacheHeaders = () => ({ 'Cache-Control': MINUTE_CACHE })
