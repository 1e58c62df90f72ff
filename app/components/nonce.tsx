import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of the response being rendered, for our own inline scripts.
 * Only the server knows it (entry.server provides it); in the browser it is undefined, and the
 * browser hides the attribute from scripts anyway.
 */
const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

export const useNonce = () => useContext(NonceContext)
