import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { defaultEdgeCache } from '../../../worker/edge-cache'
import worker from '../../../worker/index'

export const ORIGIN = 'https://venue.test'

/** Drives the whole Worker (API and React Router) as a browser would. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), init))
}

/**
 * Calls the Worker's fetch handler and waits for the work it left for after the response
 * (mail delivery via waitUntil). `bindings` replaces some of the environment, e.g. a failing DB.
 */
export async function callWorker(path: string, init?: RequestInit, bindings: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(incomingRequest(new URL(path, ORIGIN).href, init), { ...env, ...bindings }, ctx)
  await response.clone().arrayBuffer()
  await waitOnExecutionContext(ctx)
  return response
}

/**
 * Drops a page from the Worker's edge cache, as happens when its `s-maxage` has passed: for
 * tests that change the database and then read a public page they read before.
 */
export async function expireCachedPage(path: string): Promise<void> {
  await defaultEdgeCache().delete(new Request(new URL(path, ORIGIN)))
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return callWorker(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** A form post as a browser without JavaScript sends it. */
export function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return callWorker(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })
}

export function titleOf(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1]
}

/** A request typed as the Worker's fetch handler receives it, for calling the handler directly. */
export function incomingRequest(url: string, init?: RequestInit): Request<unknown, IncomingRequestCfProperties> {
  return new Request(url, init) as Request<unknown, IncomingRequestCfProperties>
}

/** A D1 binding whose every statement fails, as during an outage. */
export function failingDatabase(message = 'D1_ERROR: Network connection lost.'): D1Database {
  const fail = () => {
    throw new Error(message)
  }
  const statement = { bind: () => statement, run: fail, all: fail, first: fail, raw: fail }
  return { prepare: () => statement, batch: fail, exec: fail, dump: fail, withSession: fail } as unknown as D1Database
}

/**
 * The D1 binding, counting the statements it is asked to prepare: one per query (Drizzle prepares
 * each query it runs, a batch's too). D1 answers at most 1,000 queries per Worker request.
 */
export function countingDatabase(d1: D1Database = env.DB): { db: D1Database; queries: () => number } {
  let queries = 0
  const db = new Proxy(d1, {
    get(target, property) {
      if (property === 'prepare')
        return (query: string) => {
          queries += 1
          return target.prepare(query)
        }
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db, queries: () => queries }
}

export async function rows<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<T>()
  return results
}

export async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>()
  return row?.n ?? 0
}
