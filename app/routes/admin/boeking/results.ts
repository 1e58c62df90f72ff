import type { Route } from './+types/route'

/** The forms whose refusal the page says at the top when it comes back without JavaScript. */
export const pageLevelIntents = ['beslissing', 'status']

export const resultOf = (actionData: Route.ComponentProps['actionData'], intent: string) =>
  actionData && 'result' in actionData && actionData.result?.initialValue?.intent === intent
    ? actionData.result
    : undefined
