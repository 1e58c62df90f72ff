import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { adminApi } from './admin'
import { calculatorApi } from './calculator'
import { health } from './health'
import { paymentsApi } from './payments'
import { publicApi } from './public'

/** The JSON API under /api. Every answer is JSON, errors included: never an HTML page or a stack. */
export const api = new Hono<{ Bindings: Env }>().basePath('/api')

api.route('/health', health)
// The admin routes first: their guard must run before any handler on the same paths.
api.route('/', adminApi)
api.route('/', publicApi)
api.route('/', calculatorApi)
api.route('/', paymentsApi)

api.notFound((c) => c.json({ error: 'Niet gevonden', message: 'Dit adres bestaat niet in de API.' }, 404))

api.onError((error, c) => {
  if (error instanceof HTTPException) {
    return c.json({ error: error.message || 'Ongeldig verzoek' }, error.status)
  }
  console.error('API error', c.req.method, c.req.path, error)
  return c.json({ error: 'Er is een onverwachte fout opgetreden. Probeer het later opnieuw.' }, 500)
})
