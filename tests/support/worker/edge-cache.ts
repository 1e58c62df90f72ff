/**
 * The integration files of a lane share one workerd (vitest.integration.config.ts, `isolate:
 * false`), and with it the Cache API that worker/edge-cache.ts keeps public pages in. The Cache
 * API cannot list or clear its keys, and the Worker stores a page after it answered, so a store
 * can land after the test that caused it ended. So every stored page is marked with the test
 * generation it was stored in, and a page of an earlier generation is a miss: `emptyEdgeCache`
 * starts a new generation, and each test sees an empty edge cache, as with a fresh workerd.
 */
const GENERATION = 'x-test-edge-cache-generation'

// A setup file runs again for every test file in the same isolate, and this module may be loaded
// anew with it: the generation lives with the isolate, and the methods are wrapped once.
const shared = Symbol.for('venue-tests.edge-cache-generation')
const isolate = globalThis as { [shared]?: { generation: number } }
isolate[shared] ??= { generation: 0 }
const state = isolate[shared]
const prototype = Cache.prototype as Cache & { [shared]?: true }
if (!prototype[shared]) {
  const { put, match } = prototype
  prototype.put = function (this: Cache, request: RequestInfo | URL, response: Response) {
    const marked = new Response(response.body, response)
    marked.headers.set(GENERATION, String(state.generation))
    return put.call(this, request, marked)
  }
  prototype.match = async function (this: Cache, request: RequestInfo | URL, options?: CacheQueryOptions) {
    const stored = await match.call(this, request, options)
    if (!stored) return undefined
    if (stored.headers.get(GENERATION) !== String(state.generation)) {
      await stored.body?.cancel()
      return undefined
    }
    const headers = new Headers(stored.headers)
    headers.delete(GENERATION)
    return new Response(stored.body, { status: stored.status, statusText: stored.statusText, headers })
  }
  prototype[shared] = true
}

/** From now on, every page stored before is a miss. */
export function emptyEdgeCache(): void {
  state.generation += 1
}
