/**
 * JavaScript after the page (ADR 014). Every page is complete server-rendered HTML whose links
 * and forms work without JavaScript, so the browser first gets the stylesheet and the hero
 * image, paints, and only then fetches React and hydrates. React Router's output is changed in
 * two places: its module preloads go, and its bootstrap module script is held inert until the
 * page's `load` event and the frame after it; then an inline script runs the same text.
 */

const HELD_TYPE = 'text/x-held-module'
const HELD_ID = 'hydrate-after-load'

// What <Scripts /> renders, as React serializes it.
const modulePreload = /<link rel="modulepreload"[^>]*\/>/g
const bootstrapScript = /<script( nonce="[^"]*")? type="module" async="">/

/** The document with React Router's module preloads removed and its bootstrap script held back. */
export function holdBackHydration(html: string): string {
  if (!bootstrapScript.test(html)) return html
  return html.replace(modulePreload, '').replace(bootstrapScript, `<script$1 type="${HELD_TYPE}" id="${HELD_ID}">`)
}

/** The id of the inline script below, the last element React renders in <body>. */
export const START_HYDRATION_ID = 'start-hydration'

/**
 * Runs the held bootstrap as a module script once the page has loaded and painted. The new
 * script has the same text and nonce, so the Content-Security-Policy hash (cached pages) or
 * nonce (private pages) of the held one covers it.
 */
export const startHydrationScript = `addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(()=>{const held=document.getElementById("${HELD_ID}");if(!held)return;held.removeAttribute("id");const script=document.createElement("script");script.type="module";script.nonce=held.nonce;script.textContent=held.textContent;document.head.append(script)})))`
