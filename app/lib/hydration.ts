/**
 * Which pages load JavaScript (docs/decisions/019-javascript-only-where-it-is-needed.md). Every
 * page is complete HTML whose links and forms work without it; a route that needs React in the
 * browser for what it promises (the live calculator, the availability page, the admin) says so
 * with `handle = hydrate`, and the root renders React Router's <Scripts /> only then. This is
 * React Router's documented way to disable JavaScript per route.
 */
export type HydrateHandle = { hydrate: true }

export const hydrate: HydrateHandle = { hydrate: true }

export function wantsJavaScript(matches: { handle?: unknown }[]): boolean {
  return matches.some(
    ({ handle }) => typeof handle === 'object' && handle !== null && 'hydrate' in handle && handle.hydrate === true,
  )
}
