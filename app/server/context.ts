import { createContext } from 'react-router'

/** The Worker's bindings and execution context, handed to every loader and action. */
export type CloudflareContext = { env: Env; ctx: ExecutionContext }

export const cloudflareContext = createContext<CloudflareContext>()
