import { Hono } from 'hono'
import { pingDatabase } from '~/server/db/client.server'

/** Healthy only when the database answers a real query. */
export const health = new Hono<{ Bindings: Env }>().get('/', async (c) => {
  try {
    await pingDatabase(c.env.DB)
    return c.json({ ok: true })
  } catch (error) {
    console.error('Health check: database unavailable', error)
    return c.json({ ok: false, error: 'Database niet bereikbaar' }, 503)
  }
})
