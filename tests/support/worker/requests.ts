import { exports } from 'cloudflare:workers'

export const ORIGIN = 'https://venue.test'

/** Drives the whole Worker (API and React Router) as a browser would. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), init))
}

export function titleOf(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1]
}

/** A request typed as the Worker's fetch handler receives it, for calling the handler directly. */
export function incomingRequest(url: string, init?: RequestInit): Request<unknown, IncomingRequestCfProperties> {
  return new Request(url, init) as Request<unknown, IncomingRequestCfProperties>
}
