/**
 * The integration files of a lane share one workerd (vitest.integration.config.ts, `isolate:
 * false`), and with it the Cache API that worker/edge-cache.ts keeps public pages in. The Cache
 * API cannot list its keys, so this module remembers every key the Worker (or a test) stores, and
 * `emptyEdgeCache` deletes them: each test starts with an empty edge cache, as with a fresh workerd.
 */
const stored = new Set<string>()
const pending = new Set<Promise<unknown>>()

const marker = Symbol.for('venue-tests.cache-put-recorded')
const prototype = Cache.prototype as Cache & { [marker]?: true }
// A setup file runs again for every test file in the same isolate: wrap `put` once.
if (!prototype[marker]) {
  const put = prototype.put
  prototype.put = function (this: Cache, request: RequestInfo | URL, response: Response) {
    stored.add(request instanceof Request ? request.url : String(request))
    const putting = put.call(this, request, response)
    pending.add(putting)
    return putting.finally(() => pending.delete(putting))
  }
  prototype[marker] = true
}

/** Waits for stores still in flight (the Worker stores after it answered), then deletes every stored page. */
export async function emptyEdgeCache(): Promise<void> {
  await Promise.allSettled([...pending])
  const cache = (caches as CacheStorage & { default: Cache }).default
  await Promise.all([...stored].map((url) => cache.delete(url)))
  stored.clear()
}
