/**
 * A D1 binding that counts what a request asks of the database: round trips (each `batch` is
 * one, as is each single statement) and queries (a batch's statements each count). In production
 * every round trip is a trip to the database's primary, so round trips, not query time, set what
 * a visitor far from it waits. The bench and the integration tests read these figures; the Worker
 * reports them as Server-Timing when D1_SERVER_TIMING is set (worker/index.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type D1Usage = {
  roundTrips: number
  /** The round trips with a statement that changes something (INSERT, UPDATE, DELETE, REPLACE). */
  writes: number
  queries: number
  ms: number
  /** Each round trip's SQL, in the order they were sent. */
  trips: string[][]
}

const changes = (query: string) =>
  /^\s*(insert|update|delete|replace|with\b[\s\S]*\b(insert|update|delete))/i.test(query)

const runs = new Set(['all', 'first', 'run', 'raw'])

const noUsage = (): D1Usage => ({ roundTrips: 0, writes: 0, queries: 0, ms: 0, trips: [] })

/** A binding that counts into `usage`: for a test, which reads the figures after one request. */
export function countingD1(d1: D1Database): { d1: D1Database; usage: D1Usage } {
  const usage = noUsage()
  return { d1: countingInto(d1, () => usage), usage }
}

/**
 * The Worker's figures for Server-Timing: one counting binding for the binding it wraps, counting
 * into the usage `countRequest` runs the request with. The binding, and the env that holds it,
 * stay the same from request to request, as the bare ones do: the app makes its configuration and
 * its Drizzle client once per env and binding (env.server.ts, client.server.ts), and a new env per
 * request would have the bench measure that work too.
 */
const requestUsage = new AsyncLocalStorage<D1Usage>()
const countedEnvs = new WeakMap<Env, Env>()

export function countRequest<T>(env: Env, handle: (env: Env) => Promise<T>): { result: Promise<T>; usage: D1Usage } {
  let counted = countedEnvs.get(env)
  if (!counted) {
    counted = { ...env, DB: countingInto(env.DB, () => requestUsage.getStore()) }
    countedEnvs.set(env, counted)
  }
  const usage = noUsage()
  const result = requestUsage.run(usage, () => handle(counted))
  return { result, usage }
}

function countingInto(d1: D1Database, current: () => D1Usage | undefined): D1Database {
  const real = new WeakMap<object, { statement: D1PreparedStatement; query: string }>()
  const timed = async <T>(queries: string[], call: () => Promise<T>): Promise<T> => {
    // Outside a counted request (the cron), nothing is counted.
    const usage = current() ?? noUsage()
    usage.roundTrips += 1
    usage.trips.push(queries)
    usage.queries += queries.length
    if (queries.some(changes)) usage.writes += 1
    const started = performance.now()
    try {
      return await call()
    } finally {
      usage.ms += performance.now() - started
    }
  }
  const wrap = (statement: D1PreparedStatement, query: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), query)
        const value = Reflect.get(target, property)
        if (typeof property === 'string' && runs.has(property) && typeof value === 'function')
          return (...args: unknown[]) => timed([query], () => value.apply(target, args))
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    real.set(proxy, { statement, query })
    return proxy
  }
  const counted = new Proxy(d1, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => wrap(target.prepare(query), query)
      if (property === 'batch')
        return (statements: D1PreparedStatement[]) =>
          timed(
            statements.map((statement) => real.get(statement)?.query ?? ''),
            () => target.batch(statements.map((statement) => real.get(statement)?.statement ?? statement)),
          )
      if (property === 'exec') return (query: string) => timed([query], () => target.exec(query))
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return counted
}

/** The figures as a Server-Timing entry, e.g. `d1;desc="2 round trips, 9 queries";dur=3.1`. */
export function d1ServerTiming(usage: D1Usage): string {
  return `d1;desc="${usage.roundTrips} round trips, ${usage.queries} queries";dur=${usage.ms.toFixed(1)}`
}
