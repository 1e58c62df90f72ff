import type { useFetcher } from 'react-router'
import { useToast } from '~/components/toast'
import { useFetcherResult } from '~/components/use-fetcher-result'
import type { ActionResult } from './action-result'

/** The admin's usual answer to a fetcher: a toast with the server's message, then `onSuccess` or `onFailure`. */
export function useResultToast(
  fetcher: ReturnType<typeof useFetcher<ActionResult>>,
  failureTitle: string,
  onSuccess?: (result: ActionResult) => void,
  onFailure?: () => void,
) {
  const toast = useToast()
  useFetcherResult(fetcher, (data) => {
    if (data.ok) {
      toast({ title: data.message ?? 'Opgeslagen' })
      onSuccess?.(data)
    } else {
      toast({ title: failureTitle, description: data.message, variant: 'destructive' })
      onFailure?.()
    }
  })
}
