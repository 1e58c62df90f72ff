/**
 * When the network fails under an enhanced form, the visitor keeps the page and what they
 * typed and sees a toast, instead of an error page. Used as the routes' clientAction.
 */
export type NetworkFailure = { ok: false; networkError: true; result?: undefined }

export async function withNetworkFallback<T>(serverAction: () => Promise<T>): Promise<T | NetworkFailure> {
  try {
    return await serverAction()
  } catch {
    return { ok: false, networkError: true }
  }
}
