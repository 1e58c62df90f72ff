/**
 * The integration files of a lane share one workerd (vitest.integration.config.ts, `isolate:
 * false`), and with it the Cache API that worker/edge-cache.ts keeps public pages in. The Cache
 * API cannot list or clear its keys, and the Worker stores a page after it answered, so a store
 * can land after the test that caused it ended. So every stored page is marked with the test
 * generation it was stored in, and a page of an earlier generation is a miss: `emptyEdgeCache`
 * starts a new generation, and each test sees an empty edge cache, as with a fresh workerd.
 */
const GENERATION = 'x-test-edge-cache-generation'
let generation = 0

const marker = Symbol.for('venue-tests.edge-cache-generations')
const prototype = Cache.prototype as Cache & { [marker]?: true }
// A setup file runs again for every test file in the same isolate: wrap the methods once.
if (!prototype[marker]) {
  const { put, match } = prototype
  prototype.put = function (this: Cache, request: RequestInfo | URL, response: Response) {
    const marked = new Response(response.body, response)
    marked.headers.set(GENERATION, String(generation))
    return put.call(this, request, marked)
  }
  prototype.match = async function (this: Cache, request: RequestInfo | URL, options?: CacheQueryOptions) {
    const stored = await match.call(this, request, options)
    if (!stored) return undefined
    if (stored.headers.get(GENERATION) !== String(generation)) {
      await stored.body?.cancel()
      return undefined
    }
    const headers = new Headers(stored.headers)
    headers.delete(GENERATION)
    return new Response(stored.body, { status: stored.status, statusText: stored.statusText, headers })
  }
  prototype[marker] = true
}

/** From now on, every page stored before is a miss. */
export function emptyEdgeCache(): void {
  generation += 1
}
