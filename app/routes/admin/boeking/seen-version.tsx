/** The booking's version this page shows: a decision on a booking that changed since is refused (ADR 023). */
export function SeenVersion({ version }: { version: number }) {
  return <input type="hidden" name="version" value={version} />
}
