import { useEffect, useRef } from 'react'

/**
 * Calls `handle` once for each answer a fetcher receives, when it is done. The ref keeps the
 * handler current without re-running the effect, so a handler written inline (a new function
 * every render) cannot report the same answer twice.
 */
export function useFetcherResult<T>(fetcher: { state: string; data: T | undefined }, handle: (data: T) => void) {
  const handler = useRef(handle)
  handler.current = handle
  const handled = useRef<T | undefined>(undefined)
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined || fetcher.data === handled.current) return
    handled.current = fetcher.data
    handler.current(fetcher.data)
  }, [fetcher.state, fetcher.data])
}
