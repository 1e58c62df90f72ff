/**
 * The Content-Security-Policy, enforced on every response. Pages allow scripts only from our
 * own origin plus the exact inline scripts they carry, by hash: a cached public page is shared
 * by every visitor, so a per-request nonce would be frozen in the cache (ADR 013).
 */

/** For everything that is not an HTML page (JSON, PDF, CSV, text): nothing may load. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** The only page that may be framed by us: the OpenStreetMap embed on the home page. */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org'

export function documentPolicy(scriptHashes: string[], { inlineStyles = false } = {}): string {
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]
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
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ')
}

// Inline means without a src attribute; the text between the tags is hashed byte for byte.
const inlineScript = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi

/** The text of every inline <script> in a document, in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(inlineScript)].map((match) => match[1] ?? '')
}

export async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`
}

export async function scriptHashes(html: string): Promise<string[]> {
  const hashes = await Promise.all(inlineScripts(html).map(sha256Source))
  return [...new Set(hashes)]
}
