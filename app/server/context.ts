import { createContext } from 'react-router'

/** The Worker's bindings and execution context, handed to every loader and action. */
export type CloudflareContext = { env: Env; ctx: ExecutionContext }

export const cloudflareContext = createContext<CloudflareContext>()

/**
 * This response's Content-Security-Policy nonce, made by the Worker. React Router and React put
 * it on every inline script they render (ServerRouter's `nonce`, renderToReadableStream's), and so
 * do we (NonceProvider). The Worker then allows exactly the scripts that carry it
 * (worker/csp.ts); a script that reached the page any other way does not have it.
 */
export const cspNonceContext = createContext<string>()
