import { mapProvider } from '~/content/venue'

/**
 * The Content-Security-Policy, enforced on every response. Pages allow scripts from our own
 * origin plus the inline scripts the app itself rendered, which carry this response's nonce
 * (React Router's, React's and ours; app/server/context.ts). A page that is not shared (admin,
 * form answers) is allowed them by that nonce. A page the edge cache shares with every visitor
 * would freeze its nonce in the cache, so it is allowed them by hash instead: the hashes of the
 * scripts carrying the nonce, and of no other script. An inline script that reached the body
 * any other way (injected content) carries no nonce and is refused either way (ADR 013, 017).
 */

/** For everything that is not an HTML page (JSON, PDF, CSV, text): nothing may load. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** The only page that may be framed by us: the OpenStreetMap embed on the home page. */
export const MAP_FRAME_ORIGIN = mapProvider.origin

/**
 * Where Mollie's checkout lives. The payment page's form is answered with a redirect there, and
 * browsers check a form's redirects against form-action too.
 */
export const MOLLIE_CHECKOUT_ORIGIN = 'https://www.mollie.com'

/**
 * `scriptAllowances`: CSP source expressions without quotes, e.g. `sha256-...` or `nonce-...`.
 * `formTargets`: origins besides our own that a form may lead to (the payment page's checkout).
 */
export function documentPolicy(
  scriptAllowances: string[],
  { inlineStyles = false, formTargets = [] as string[] } = {},
): string {
  const scriptSources = ["'self'", ...scriptAllowances.map((source) => `'${source}'`)]
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // The admin's mail view shows the outgoing HTML in a sandboxed srcdoc frame, which
    // inherits this policy; mail HTML needs its style attributes. Public pages need none.
    `style-src 'self'${inlineStyles ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "manifest-src 'self'",
  ].join('; ')
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

// Inline means without a src attribute; the text between the tags is hashed byte for byte.
const inlineScript = /<script\b((?:(?!\ssrc=)[^>])*)>([\s\S]*?)<\/script>/gi

/** The text of every inline <script> whose opening tag carries `nonce="<nonce>"`, in order. */
export function scriptsWithNonce(html: string, nonce: string): string[] {
  return [...html.matchAll(inlineScript)]
    .filter(([, attributes = '']) => attributes.includes(` nonce="${nonce}"`))
    .map(([, , text = '']) => text)
}

export async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`
}

/** The hashes of the scripts the app rendered with this response's nonce. */
export async function appScriptHashes(html: string, nonce: string): Promise<string[]> {
  const hashes = await Promise.all(scriptsWithNonce(html, nonce).map(sha256Source))
  return [...new Set(hashes)]
}
